/**
 * The trade-in endpoints' contract both edges share (decision 009): the API key header, the condition grades
 * and the error codes with their HTTP status and field. Plain data only.
 */

/** The valuation endpoints take their own key in this header (SPEC §7 "Trade-in valuation (API key header)"). */
export const TRADE_IN_API_KEY_HEADER = "x-api-key";

/** A device's condition, best first: each answer to a condition question names one; the worst answer is the device's. */
export const GRADES = ["excellent", "good", "fair", "poor", "faulty"] as const;
export type Grade = (typeof GRADES)[number];

/**
 * Where a submitted valuation stands (decision 038): a quote until staff have checked the device, then accepted
 * (a voucher is issued, at the grade and price they found) or rejected (with their reason).
 */
export const TRADE_IN_STATUSES = ["awaiting_device", "accepted", "rejected"] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];

/**
 * Every error code of the trade-in endpoints. The storefront translates a code as `tradein:errors.{code}` and
 * shows it next to the field named here when its form has one.
 */
export const TRADE_IN_ERRORS = {
  "tradein.unauthorized": { status: 401 },
  "tradein.categoryNotFound": { status: 404, field: "categoryId" },
  "tradein.brandNotFound": { status: 404, field: "brandId" },
  "tradein.modelNotFound": { status: 404, field: "assetId" },
  "tradein.optionNotFound": { status: 404, field: "options" },
  "tradein.answerNotFound": { status: 404, field: "condition" },
  "tradein.optionsIncomplete": { status: 400, field: "options" },
  "tradein.conditionIncomplete": { status: 400, field: "condition" },
  /** The device as described is worth nothing to the store: no voucher. */
  "tradein.noValue": { status: 400 },
  "tradein.valuationNotFound": { status: 404 },
  /** The device was already accepted or rejected: a second decision changes nothing. */
  "tradein.alreadyDecided": { status: 409 },
  /** Staff's price for an accepted device: whole fils, above zero and not above the quote. */
  "tradein.priceNotAllowed": { status: 400, field: "price" },
  /** Turning a device down needs a reason the shopper is told. */
  "tradein.reasonRequired": { status: 400, field: "reason" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type TradeInErrorCode = keyof typeof TRADE_IN_ERRORS;

export function isTradeInErrorCode(code: string): code is TradeInErrorCode {
  return Object.hasOwn(TRADE_IN_ERRORS, code);
}
