/**
 * The contract of the product comparison (docs/compare-api.md), shared by both edges (decision 009): its
 * limit, and its error codes with their HTTP status and the request field they are about. Plain data only.
 */

/** A comparison of more products than this no longer fits a screen. */
export const COMPARE_MAX = 4;

/** The storefront translates a code as `compare:errors.{code}`. */
export const COMPARE_ERRORS = {
  "compare.productNotFound": { status: 404, field: "sku" },
  "compare.full": { status: 400, field: "sku" },
  "compare.otherFamily": { status: 400, field: "sku" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type CompareErrorCode = keyof typeof COMPARE_ERRORS;

export function isCompareErrorCode(code: unknown): code is CompareErrorCode {
  return typeof code === "string" && Object.hasOwn(COMPARE_ERRORS, code);
}
