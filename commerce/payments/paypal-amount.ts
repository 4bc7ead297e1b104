/**
 * PayPal's amounts are decimal strings in the currency's major unit (`"1234.50"` AED); ours are integer fils.
 * Both ways go through the digits, never through a float, so every amount comes back exactly.
 */

/** 123450 fils → "1234.50". */
export function paypalValueOf(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`not an amount in fils: ${fils}`);
  const digits = String(fils).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "1234.50", "1234.5" or "1234" → 123450 fils; null for anything else (a sign, an exponent, a third decimal). */
export function filsOfPaypalValue(value: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
