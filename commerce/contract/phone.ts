/** UAE mobile numbers as the store keeps them: the 9 national digits (`501234567`); read by phone-reader.ts. */
export const MOBILE_DIGITS = 9;

/** `501234567` → `+971 50 123 4567`, as SMS recipients and the address book show it. */
export function formatUaeMobile(national: string): string {
  return `+971 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
