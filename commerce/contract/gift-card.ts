import { EMAIL_MAX, isName, NAME_MAX } from "./account";
import { toLatinDigits } from "./cart";
import { uaeDate } from "./uae-day";

/**
 * Who a gift card bought in the shop is for (issue 21): both edges check the same rules. The recipient rides on
 * the cart line (and then the order line) with the product's other choices; each unit paid for issues one card,
 * e-mailed to the recipient on the send date (the day of confirmation when none).
 */

/** A note to the recipient, like the gift-wrap message. */
export const GIFT_CARD_MESSAGE_MAX = 250;
/** The furthest ahead a card can be sent: a year, as long as a card is valid. */
export const GIFT_CARD_SEND_DAYS_MAX = 365;
/** How long an issued card can pay, counted from its issue. */
export const GIFT_CARD_VALID_DAYS = 365;

export interface GiftCardRecipient {
  name: string;
  email: string;
  /** Empty when the shopper wrote none. */
  message: string;
  /** `YYYY-MM-DD`, a UAE day; null to send when the order is confirmed. */
  send_on: string | null;
}

/** Cart error codes of the recipient fields (commerce/contract/cart.ts CART_ERRORS), by field. */
export const RECIPIENT_ERRORS = {
  recipient_name: "giftCard.recipientName",
  recipient_email: "giftCard.recipientEmail",
  message: "giftCard.messageTooLong",
  send_on: "giftCard.sendOnInvalid",
} as const;
export type RecipientField = keyof typeof RECIPIENT_ERRORS;
/** The recipient's fields, as the forms name them. */
export const RECIPIENT_FIELDS = Object.keys(RECIPIENT_ERRORS) as RecipientField[];

export function isRecipientName(text: string): boolean {
  return text.trim().length <= NAME_MAX && isName(text);
}

export function isRecipientEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/**
 * A send date typed in any digits: `YYYY-MM-DD`, a real day from today (UAE time) to a year ahead. Empty is
 * "now" (null); anything else is undefined (invalid).
 */
export function readSendOn(value: string, now: Date): string | null | undefined {
  const text = toLatinDigits(value.trim());
  if (text === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return undefined;
  const today = uaeDate(now);
  const last = uaeDate(new Date(now.getTime() + GIFT_CARD_SEND_DAYS_MAX * 86_400_000));
  return text >= today && text <= last ? text : undefined;
}

/** `GC-7KQM-R2XW-9FHA` shown as `••••-9FHA`: only what tells cards apart, never what pays. */
export function maskGiftCardCode(code: string): string {
  return `••••-${code.slice(-4)}`;
}

/** What staff may issue by hand (a goodwill card, a replacement): AED 1 to AED 10,000. */
export const STAFF_GIFT_CARD_MIN = 100;
export const STAFF_GIFT_CARD_MAX = 1_000_000;
/** Why staff issued, voided or changed a card: kept in the audit log. */
export const GIFT_CARD_REASON_MAX = 500;
/** What a card is: sold or issued as a gift card, a trade-in voucher, or the loyalty voucher; all pay alike. */
export const GIFT_CARD_KINDS = ["giftcard", "tradein", "loyalty"] as const;
export type GiftCardKind = (typeof GIFT_CARD_KINDS)[number];
/** The back office's filter of cards by where they stand. */
export const GIFT_CARD_STATES = ["active", "spent", "expired", "voided"] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

