/**
 * Requests the store answers once (decision 058): a client that may send the same change again (a queued cart
 * change whose answer was lost, an order placed offline) names it with a key of its own in this header, as the
 * IETF draft "The Idempotency-Key HTTP Header Field" does. The store and the storefront check it with one rule,
 * and the browser's queue makes its keys by it (no zod here: the page loads this).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** How long an answer is remembered: a key sent again after this is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key: 8 to 64 letters, digits, `-` or `_` (a UUID is one). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(value);
}
