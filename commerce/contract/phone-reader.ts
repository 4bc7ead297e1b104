import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { toLatinDigits } from "./cart";
import { MOBILE_DIGITS } from "./phone";

/**
 * Reads UAE mobile numbers (SPEC §5: 9 digits). A shopper may type `050 123 4567`, `+971 50 123 4567`,
 * `00971501234567` or `٠٥٠١٢٣٤٥٦٧`; all mean `501234567`. libphonenumber's mobile metadata decides which
 * prefixes are mobile ranges, so a landline (`04 …`) or a short number is refused. Apart from phone.ts so
 * that only the code that reads numbers (the servers' schemas) loads the metadata, never a page's JavaScript.
 */

/** The 9 national digits of a UAE mobile number, or null. */
export function readUaeMobile(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 32) return null;
  const typed = toLatinDigits(value).replace(/[\s\-().]/g, "").replace(/^00/, "+");
  const phone = parsePhoneNumberFromString(typed, "AE");
  if (!phone || phone.country !== "AE" || !phone.isValid()) return null;
  const national = String(phone.nationalNumber);
  return national.length === MOBILE_DIGITS ? national : null;
}
