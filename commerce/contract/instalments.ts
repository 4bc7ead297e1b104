/**
 * The totals, in fils, for which the backend offers instalments (commerce/payments/instalments.ts): the
 * storefront names the same windows in its "not available" notes on the payment step.
 */

/** A BNPL payment is offered for totals from AED 100 to AED 10,000 (the test BNPL service's own window). */
export const BNPL_MIN_AMOUNT = 10_000;
export const BNPL_MAX_AMOUNT = 1_000_000;

/** Card instalments start at AED 500. */
export const CARD_INSTALMENT_MIN_AMOUNT = 50_000;
