import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/**
 * The hidden field of remix-utils' honeypot (app/lib/honeypot.server.ts), named by the props the root
 * loader gets from `Honeypot.getInputProps()`. It stands in for the library's `<HoneypotInputs>`, which
 * writes `autocomplete="nope"` (invalid HTML) and an inline style. `hidden` keeps it from people and from
 * assistive technology; form-filling bots fill it in.
 */
export function HoneypotField({ label }: { label: string }) {
  const name = useRouteLoaderData<typeof rootLoader>("root")?.honeypot.nameFieldName;
  if (!name) return null;
  return (
    <div hidden>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
