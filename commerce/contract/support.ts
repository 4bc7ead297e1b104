import { toLatinDigits } from "./cart";

/**
 * The contract of the contact form and "share by e-mail" (SPEC §2 "Contact Form", §7 "POST contact form",
 * "email sendEmailToFriend"), shared by both edges (decision 009): the topics, the limits, and the error codes
 * with their HTTP status and field. Plain data and functions only.
 */

/** What a shopper writes to us about; the form's select lists them in this order. */
export const CONTACT_TOPICS = ["order", "delivery", "returns", "product", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** SPEC §5 "comments at most 100", counted as characters (an emoji is one), never cut short. */
export const COMMENT_MAX = 100;
/** The optional message of a shared product: the same rule as a comment, and no links (`hasLink`). */
export const SHARE_MESSAGE_MAX = COMMENT_MAX;
/** Order numbers are 9 digits (`100000042`); a few more are allowed for older systems' numbers. */
export const ORDER_NUMBER_MAX = 20;

/**
 * Whether a shared message carries a link: a scheme (`http://`), `www`, a domain (`evil.example`) or one
 * written around the filter (`evil[.]example`, `evil (dot) example`, `evil dot example`). The store's own
 * address sends the e-mail, so a stranger's link in it would borrow the store's trust.
 */
export function hasLink(text: string): boolean {
  return /[a-z][a-z0-9+.-]*:\/\/|\bwww\b|[\p{L}\p{N}-]\.[a-z]{2,}|[\p{L}\p{N}-]\s*[[({]\s*(?:\.|dot|نقطة)\s*[\])}]\s*[a-z]{2,}|[\p{L}\p{N}-]\s+(?:dot|نقطة)\s+[a-z]{2,}/iu.test(text);
}

export function commentLength(text: string): number {
  return [...text].length;
}

/** An order number typed in any digits, spaces and a leading `#` ignored, or null when it is not digits. */
export function readOrderNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const number = toLatinDigits(value).replace(/[\s#]+/g, "");
  return new RegExp(`^\\d{1,${ORDER_NUMBER_MAX}}$`).test(number) ? number : null;
}

/** A contact message's reference as the shopper is told it: `CS-000042`. */
export function contactReference(id: number): string {
  return `CS-${String(id).padStart(6, "0")}`;
}

/** The message id of a reference (`CS-000042`, any case), or null when it is not one. */
export function readContactReference(value: string): number | null {
  const match = /^CS-(\d{1,9})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/** A message waits in the back office's inbox (`open`) until staff reply (`answered`); staff may reopen it. */
export const CONTACT_STATUSES = ["open", "answered"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** A staff reply to a contact message, in characters. */
export const CONTACT_REPLY_MAX = 5000;

/**
 * Every error code of these endpoints beside a bad field's (400, decision 009). The share route answers
 * `share.productNotFound` with its 404 page.
 */
export const SUPPORT_ERRORS = {
  "share.productNotFound": { status: 404, field: "sku" },
} as const satisfies Record<string, { status: number; field?: string }>;
