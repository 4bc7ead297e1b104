import { toLatinDigits } from "../../../contract/cart";
import type { TestGatewayOutcome } from "../../../db/schema";

/** What the gateway makes of the card fields: the checks of the hosted page and the documented test cards. */

/** The number, expiry or CVV as typed: Arabic-Indic digits become Latin, spaces go. */
export function cardDigits(typed: string): string {
  return toLatinDigits(typed).replace(/\s+/g, "");
}

/**
 * The expiry as the hosted page takes it: APS's own `YYMM`, or `MM/YY` as printed on the card (a shopper's
 * browser without JavaScript posts what was typed).
 */
export function expiryYYMM(typed: string): string {
  const digits = cardDigits(typed);
  const printed = /^(\d{1,2})\/(\d{2})$/.exec(digits);
  return printed ? `${printed[2]}${printed[1]!.padStart(2, "0")}` : digits;
}

export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** APS's `payment_option` for a card number. */
export function brandOf(number: string): string {
  if (number.startsWith("4")) return "VISA";
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "MASTERCARD";
  if (two === 34 || two === 37) return "AMEX";
  return "OTHER";
}

/** `4111111111111111` → `411111******1111`: the first six and last four digits, as APS answers them. */
export function maskCard(number: string): string {
  return number.slice(0, 6) + "*".repeat(number.length - 10) + number.slice(-4);
}

/** An expiry `YYMM` that is a real month, not before this one. */
export function isUnexpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(expiry);
  if (!match) return false;
  const year = 2000 + Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The documented test cards (docs/test-card-gateway.md); any other valid number is approved. */
const TEST_CARDS: ReadonlyMap<string, TestGatewayOutcome> = new Map([
  ["4000000000000002", "declined"],
  ["4000000000003220", "challenge"],
  ["4000008400001629", "challengeFails"],
  // The bank offers' cards: their BINs are in the seeded ranges of ENBD15, ADCB10 and FAB200 (decision 047).
  ["4557010000000008", "approved"],
  ["5200120000000003", "approved"],
  ["4311500000000005", "approved"],
]);

export function outcomeOf(number: string): TestGatewayOutcome {
  return TEST_CARDS.get(number) ?? "approved";
}

/** The one-time code the 3-D Secure page accepts (printed on the page: this gateway takes no real payments). */
export const TEST_SECURE_CODE = "123456";
