import { toLatinDigits } from "./cart";

/**
 * The account endpoints' contract both edges share (decision 009): field limits, the name and password
 * rules, and the error codes with their HTTP status and field. Plain data and functions only.
 */

/** SPEC §5: passwords of 8 to 16 characters, counted as characters (an emoji is one), never cut short. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** First and last names; SPEC §5 "some fields capped at 120". */
export const NAME_MAX = 120;
/** SPEC §5 "full name at most 255". */
export const FULL_NAME_MAX = 255;
/** RFC 5321's longest forward path. */
export const EMAIL_MAX = 254;
/** A mobile sign-in or cash-on-delivery code. */
export const OTP_LENGTH = 6;

export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * SPEC §5 "name at least 2 letters", letters of any script: `محمد`, `Zoë`, `O'Neil`, `Jean-Luc`. Spaces,
 * apostrophes, hyphens and dots may join the letters; digits and other symbols may not.
 */
export function isName(text: string): boolean {
  const name = text.trim();
  if (!/^[\p{L}\p{M}][\p{L}\p{M} '’.\-]*$/u.test(name)) return false;
  return (name.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

/** A 6-digit code typed in any digits, spaces ignored, or null. */
export function readOtp(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = toLatinDigits(value).replace(/\s+/g, "");
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? code : null;
}

/**
 * Every error code of the account endpoints. The storefront translates a code as `account:errors.{code}`
 * and shows it next to the field named here when its form has one.
 */
export const ACCOUNT_ERRORS = {
  "account.exists": { status: 409, field: "email" },
  "account.notFound": { status: 404 },
  "auth.invalidCredentials": { status: 401 },
  "auth.unauthorized": { status: 401 },
  "auth.refreshInvalid": { status: 401 },
  "password.wrongCurrent": { status: 400, field: "currentPassword" },
  "otp.invalid": { status: 400, field: "code" },
  "reset.invalid": { status: 400 },
  "social.passwordFirst": { status: 409 },
  "social.emailUnverified": { status: 403 },
  "social.otherAccount": { status: 409 },
  "social.lastSignIn": { status: 409 },
  "social.notLinked": { status: 404 },
  "social.unauthorized": { status: 401 },
  rateLimited: { status: 429 },
} as const satisfies Record<string, { status: number; field?: string }>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export function isAccountErrorCode(code: unknown): code is AccountErrorCode {
  return typeof code === "string" && Object.hasOwn(ACCOUNT_ERRORS, code);
}
