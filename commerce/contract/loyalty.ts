import { toLatinDigits } from "./cart";

/**
 * The loyalty card's contract that both edges share (decision 065): how many points one may type at checkout, and
 * how the account page pages the history. Plain data and functions: the browser loads it.
 */

/** Nine digits: far more points than any balance, and still a safe integer times any burn rate. */
export const LOYALTY_POINTS_MAX = 999_999_999;

/** Movements on one page of "My loyalty card". */
export const LOYALTY_HISTORY_PAGE_SIZE = 10;

/** Points due to expire within this many days are shown apart. */
export const LOYALTY_EXPIRY_NOTICE_DAYS = 30;

/** A number of points typed in any digits (`250`, `٢٥٠`), or null. */
export function readPoints(value: string): number | null {
  const text = toLatinDigits(value.trim());
  if (!/^\d{1,9}$/.test(text)) return null;
  const points = Number(text);
  return points >= 1 && points <= LOYALTY_POINTS_MAX ? points : null;
}
