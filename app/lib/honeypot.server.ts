import { Honeypot, SpamError } from "remix-utils/honeypot/server";

/**
 * remix-utils' honeypot, as its README sets it up: the root loader hands `honeypotInputProps` to
 * `<HoneypotProvider>`, forms render `<HoneypotInputs>`, and actions call `isSpam`. Without the "valid from"
 * timestamp the props are the same for every request, so pages that carry them stay cacheable and a page
 * kept open for hours still posts.
 */
const NAME_FIELD = "name__confirm";
const honeypot = new Honeypot({ nameFieldName: NAME_FIELD, validFromFieldName: null });

/** The part of `Honeypot.getInputProps()` our field uses, the same for every request. */
export const honeypotInputProps = { nameFieldName: NAME_FIELD };

/** True when a bot filled the hidden field (or dropped it). */
export async function isSpam(formData: FormData): Promise<boolean> {
  try {
    await honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
