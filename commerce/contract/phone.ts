import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { toLatinDigits } from "./cart";

/**
 * UAE mobile numbers (SPEC §5: 9 digits). A shopper may type `050 123 4567`, `+971 50 123 4567`,
 * `00971501234567` or `٠٥٠١٢٣٤٥٦٧`; all mean `501234567`. libphonenumber's mobile metadata decides which
 * prefixes are mobile ranges, so a landline (`04 …`) or a short number is refused. Kept apart from the
 * other contract modules so only the forms that take a phone number load the metadata.
 */
export const MOBILE_DIGITS = 9;

/** The 9 national digits of a UAE mobile number, or null. */
export function readUaeMobile(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 32) return null;
  const typed = toLatinDigits(value).replace(/[\s\-().]/g, "").replace(/^00/, "+");
  const phone = parsePhoneNumberFromString(typed, "AE");
  if (!phone || phone.country !== "AE" || !phone.isValid()) return null;
  const national = String(phone.nationalNumber);
  return national.length === MOBILE_DIGITS ? national : null;
}

/** `501234567` → `+971 50 123 4567`, as SMS recipients and the address book show it. */
export function formatUaeMobile(national: string): string {
  return `+971 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
