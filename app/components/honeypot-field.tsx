/** The honeypot's field name: people never see the field and leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = "name__confirm";

/**
 * A text field hidden from people and from assistive technology, for bots to fill in. It replaces
 * remix-utils' `HoneypotInputs`, whose `autocomplete="nope"` is not valid HTML.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div hidden>
      <label htmlFor={HONEYPOT_FIELD}>{label}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
