import { toLatinDigits } from "./cart";

/**
 * Promo codes and bank offers as the back office keeps them (issue 22): both edges check the same rules. Amounts are
 * fils (a percent for kind percent); dates are UAE days, a code valid from the start of its first day to the end of
 * its last.
 */

export const PROMO_KINDS = ["percent", "fixed", "free_shipping"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PROMO_SCOPES = ["none", "category", "brand", "skus"] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** What the list filters by: usable now, past its last day, switched off. */
export const PROMO_STATES = ["active", "expired", "inactive"] as const;
export type PromoState = (typeof PROMO_STATES)[number];

/** Letters, digits and dashes, as shoppers type them in the cart's coupon field. */
export const PROMO_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/;
export const PROMO_PERCENT_MAX = 100;
/** AED 100 000: more than any order takes. */
export const PROMO_FILS_MAX = 10_000_000;
export const PROMO_DESCRIPTION_MAX = 200;
export const PROMO_SKUS_MAX = 100;
export const PROMO_LIMIT_MAX = 1_000_000;
export const BIN = /^\d{6}$/;

/** A code as staff create or edit it (its spelling, `code`, is given at creation only). */
export interface PromotionInput {
  kind: PromoKind;
  amount: number;
  min_subtotal: number;
  max_discount: number | null;
  scope: PromoScope;
  category_id: number | null;
  brand: string | null;
  skus: string[];
  from: string | null;
  to: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  description_en: string;
  description_ar: string;
  is_active: boolean;
  is_bank_coupon: boolean;
}

export type BinChange = { action: "add"; bin_from: string; bin_to: string } | { action: "remove"; bin_from: string };

/** SKUs typed one a line or separated by commas, trimmed, each once (ignoring case). */
export function readSkus(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\n,،]/)
    .map((sku) => sku.trim())
    .filter((sku) => sku !== "" && !seen.has(sku.toLowerCase()) && seen.add(sku.toLowerCase()));
}

/** A BIN typed in any digits, as six Latin digits, or null. */
export function readBin(text: string): string | null {
  const bin = toLatinDigits(text.trim());
  return BIN.test(bin) ? bin : null;
}

/** The instant a UAE day (`YYYY-MM-DD`) starts, or (`end`) the last millisecond of it. */
export function uaeDayBound(day: string, end: boolean): string {
  const start = Date.parse(`${day}T00:00:00+04:00`);
  return new Date(end ? start + 86_400_000 - 1 : start).toISOString();
}

export function isUaeDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00+04:00`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}
