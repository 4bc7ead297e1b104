import { z } from "zod";

/**
 * The newsletter's contract, shared by both edges (decision 061): where an address stands, how long a link
 * lasts, and the rules of a link's token and of the back office's list. Plain data and zod rules only.
 */

export const NEWSLETTER_STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A confirmation link works this long; then the address must be given again. */
export const CONFIRM_LINK_DAYS = 7;
/** A mailing's unsubscribe link works this long: a year of old newsletters in an inbox still unsubscribe. */
export const UNSUBSCRIBE_LINK_DAYS = 365;
/** An address still pending is sent a new confirmation at most this often, however often it is given. */
export const RESEND_AFTER_MINUTES = 10;

/** The token of a newsletter link: 32 random bytes, base64url (commerce/api/account/tokens.ts). */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a link's token");

/** The back office's filter of the subscriber list: a status, and part of an address. */
export const subscriberFilterSchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  q: z.string().trim().max(100, "is at most 100 characters").optional(),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** Where the storefront's unsubscribe page is, in both languages; a mailing's one-click POST goes there too. */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export const NEWSLETTER_ERRORS = {
  /** The link's token is unknown, spent or expired: one answer for all, so a guess learns nothing. */
  "newsletter.linkInvalid": { status: 404, field: "token" },
} as const satisfies Record<string, { status: number; field?: string }>;
