import { toLatinDigits } from "./cart";

/**
 * The address book's contract both edges share (decision 009): field limits, the Makani reader, the
 * address types and the error codes with their HTTP status and field. Field names are the endpoints'
 * (`full_name`, `city_id`…), and the storefront's form fields carry the same names, so a refusal lands
 * next to its field. The full name follows the account rules (`isName`, `FULL_NAME_MAX`).
 */

/**
 * SPEC §5 "some fields capped at 120 and 140": the building and the area are names written out in full
 * ("Al Noor Tower, Building 14", "Jumeirah Village Circle, District 12"), so they get 140; a flat or villa
 * number and a landmark are short, 120.
 */
export const ADDRESS_TEXT_MAX = { building: 140, flat: 120, landmark: 120, area: 140 } as const;

/** Dubai's Makani building number: always 10 digits. */
export const MAKANI_DIGITS = 10;

/** More than this is not an address book but abuse; checkout needs a handful. */
export const MAX_ADDRESSES = 50;

export const ADDRESS_TYPES = ["home", "office"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** A Makani number typed in any digits, spaces ignored (`12345 67890`, `١٢٣٤٥٦٧٨٩٠`), or null. */
export function readMakani(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = toLatinDigits(value).replace(/\s+/g, "");
  return new RegExp(`^\\d{${MAKANI_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * Every error code of the address endpoints. The storefront translates a code as `address:errors.{code}`
 * and shows it next to the form field named here.
 */
export const ADDRESS_ERRORS = {
  "address.notFound": { status: 404 },
  "address.limit": { status: 400 },
  "address.emirateInvalid": { status: 400, field: "emirate_id" },
  "address.cityNotInEmirate": { status: 400, field: "city_id" },
  "address.cityNotOffered": { status: 400, field: "city_id" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type AddressErrorCode = keyof typeof ADDRESS_ERRORS;

export function isAddressErrorCode(code: unknown): code is AddressErrorCode {
  return typeof code === "string" && Object.hasOwn(ADDRESS_ERRORS, code);
}
