import { useRootData } from "~/lib/root-data";

/**
 * The hidden field of remix-utils' honeypot (app/lib/honeypot.server.ts), named by the props the root
 * loader gets from `Honeypot.getInputProps()`. It stands in for the library's `<HoneypotInputs>`, which
 * writes `autocomplete="nope"` (invalid HTML) and an inline style. `hidden` keeps it from people and from
 * assistive technology; form-filling bots fill it in.
 */
export function HoneypotField({ label, formId }: { label: string; formId: string }) {
  const name = useRootData()?.honeypot.nameFieldName;
  if (!name) return null;
  // One page can hold two forms with a honeypot (the footer's newsletter and the sign-up form).
  const id = `${formId}-${name}`;
  return (
    <div hidden>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
