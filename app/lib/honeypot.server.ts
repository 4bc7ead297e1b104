import { Honeypot, SpamError } from "remix-utils/honeypot/server";

/**
 * remix-utils' honeypot, as its README sets it up: the root loader hands `honeypotInputProps` to
 * `<HoneypotProvider>`, forms render `<HoneypotInputs>`, and actions call `isSpam`. Without the "valid from"
 * timestamp the props are the same for every request, so pages that carry them stay cacheable and a page
 * kept open for hours still posts.
 */
const honeypot = new Honeypot({ validFromFieldName: null });

export const honeypotInputProps = honeypot.getInputProps();

/** True when a bot filled the hidden field (or dropped it). */
export function isSpam(formData: FormData): boolean {
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
