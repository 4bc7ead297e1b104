/**
 * The review endpoints' contract both edges share (decision 009): field limits, the rule for a review's text,
 * the moderation statuses and reasons, and the error codes with their HTTP status and field. Plain data and
 * functions only.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** SPEC §5 "review text 6 to 2000 letters": letters of any script, so spaces, digits and marks do not count. */
export const REVIEW_DETAIL_MIN_LETTERS = 6;
export const REVIEW_DETAIL_MAX_LETTERS = 2000;
/** Characters of the whole text, so that 2000 letters with their spaces and punctuation always fit. */
export const REVIEW_DETAIL_MAX_CHARS = 4000;
/** SPEC §5 "some fields capped at 120". */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_NICKNAME_MAX = 120;
/** Reviews on one page of a product's list (the product page shows the latest few). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_LATEST = 3;
/** The last page a product's list may ask for; far more than any product has. */
export const REVIEWS_PAGE_MAX = 1000;

/** Letters of any script in `text`: `Great!` has 5, `ممتاز جدا` has 8. */
export function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why moderation did not approve a review at once; the customer sees it translated. */
export const MODERATION_REASONS = ["contact", "language", "shouting", "repeated"] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** The moderation queue's tabs: reviews waiting for a person, published ones shoppers reported, and the rest. */
export const REVIEW_QUEUE_TABS = ["pending", "reported", "approved", "rejected"] as const;
export type ReviewQueueTab = (typeof REVIEW_QUEUE_TABS)[number];
/** What staff write when they reject a review (its author reads it) and when the store answers one. */
export const REVIEW_STAFF_REASON_MAX = 500;
export const REVIEW_REPLY_MAX = 1000;

/**
 * Every error code of the review endpoints. The storefront translates a code as `reviews:errors.{code}` and
 * shows it next to the field named here when its form has one.
 */
export const REVIEW_ERRORS = {
  "review.productNotFound": { status: 404, field: "sku" },
  "review.exists": { status: 409 },
  /** No such review, or not one a shopper may report (only published ones are). */
  "review.notFound": { status: 404 },
  "review.reasonRequired": { status: 400, field: "reason" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type ReviewErrorCode = keyof typeof REVIEW_ERRORS;

export function isReviewErrorCode(code: unknown): code is ReviewErrorCode {
  return typeof code === "string" && Object.hasOwn(REVIEW_ERRORS, code);
}
