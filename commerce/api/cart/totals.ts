import type { GiftCardKind, PromoRuleTable } from "../../db/schema";
import { splitInclusivePrice } from "../pricing";

/**
 * Cart totals as one pure function over integer fils (docs/cart-api.md "Order of application"):
 *
 *   line rows (current price × qty) → subtotal
 *   → promo code discount on the lines it is scoped to, never a gift card (percent: per line, rounded half up; fixed: at most
 *     the eligible subtotal, shared out over those lines in proportion)
 *   → bank coupon discount on what remains of its eligible lines (same rules)
 *   → shipping (free-shipping codes zero it) and gift wrap
 *   → grand total before gift cards; VAT is the tax contained in it (per rate: lines at their product's
 *     rate, shipping and wrap at the standard 5%)
 *   → gift cards, in the order applied, each taking at most its balance; never below zero
 *   → loyalty points (decision 065): as many of those chosen as whole points fit in what is left to pay.
 *
 * Gift cards and points are a means of payment, not a discount: they do not lower the VAT.
 */

/** Standard delivery costs AED 25 below an AED 500 subtotal (before discounts) and nothing from AED 500. */
export const STANDARD_SHIPPING = 2500;
export const FREE_SHIPPING_FROM = 50_000;
export const EXPRESS_SHIPPING = 3500;
export const CLICK_AND_COLLECT = 0;
export const GIFT_WRAP_PRICE = 1500;
/** VAT on services (delivery, gift wrap): the UAE standard rate. */
export const STANDARD_VAT_RATE = 5;

export const shippingMethodCodes = ["standard", "express", "clickandcollect", "curbside"] as const;
export type ShippingMethodCode = (typeof shippingMethodCodes)[number];

export interface TotalsLine {
  /** Current VAT-inclusive unit price × qty. */
  row_total: number;
  tax_rate: number;
  /** virtual, downloadable and gift card products need no delivery. */
  is_virtual: boolean;
  /** A gift card is worth what was paid for it: no code or offer ever takes anything off it. */
  is_gift_card: boolean;
  brand: string | null;
  category_ids: readonly number[];
  /** The line's SKU and its parent's (the same for a simple product), which a rule scoped by SKU looks for. */
  sku: string;
  parent_sku: string;
}

export type DiscountRule = Pick<
  PromoRuleTable,
  "code" | "kind" | "amount" | "max_discount" | "scope_brand" | "scope_category_id"
> & { scope_skus: readonly string[] };

export interface TotalsInput {
  /** Only the lines that count: in stock and priced. */
  lines: readonly TotalsLine[];
  promo: DiscountRule | null;
  bank: DiscountRule | null;
  shipping_method: ShippingMethodCode;
  gift_wrap: boolean;
  /** What the chosen way to pay costs (the cash on delivery fee), VAT-inclusive; 0 for most. */
  payment_fee: number;
  /** Usable gift cards in the order they were applied. */
  gift_cards: readonly { code: string; balance: number; kind: GiftCardKind }[];
  /** The loyalty points the shopper chose to spend (at most their balance) and what one point pays, in fils. */
  loyalty: { points: number; fils_per_point: number };
}

export interface Totals {
  subtotal_incl_tax: number;
  promo_discount: number;
  bank_discount: number;
  /** promo_discount + bank_discount, a positive amount taken off. */
  discount: number;
  free_shipping: boolean;
  shipping_incl_tax: number;
  gift_wrap_incl_tax: number;
  payment_fee_incl_tax: number;
  /** The VAT contained in grand_total_before_gift_cards. */
  tax: number;
  grand_total_before_gift_cards: number;
  /** What the gift cards pay, a positive amount. */
  gift_cards: number;
  gift_card_amounts: { code: string; applied_amount: number; kind: GiftCardKind }[];
  /** The loyalty points spent, and what they pay (a positive amount). */
  loyalty_points: number;
  loyalty_amount: number;
  grand_total: number;
  /** Every counted line needs no delivery (and there is at least one). */
  is_virtual: boolean;
}

/** Whether a rule's brand / category / SKU scope covers the line; an unscoped rule covers every line but gift cards. */
export function inScope(
  rule: Pick<DiscountRule, "scope_brand" | "scope_category_id" | "scope_skus">,
  line: Pick<TotalsLine, "brand" | "category_ids" | "is_gift_card" | "sku" | "parent_sku">,
): boolean {
  if (line.is_gift_card) return false;
  if (rule.scope_brand !== null && line.brand !== rule.scope_brand) return false;
  if (rule.scope_category_id !== null && !line.category_ids.includes(rule.scope_category_id)) return false;
  if (rule.scope_skus.length > 0 && !rule.scope_skus.some((sku) => sameSku(sku, line.sku) || sameSku(sku, line.parent_sku))) return false;
  return true;
}

/** SKUs are matched ignoring case, as the catalogue's are. */
const sameSku = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Percent of an amount, rounded half up, in integer arithmetic. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/**
 * Shares `total` out over `weights` in proportion, to the fils: each gets the floor of its exact share and the
 * fils left over go one each to the largest remainders (earlier lines first on ties). Sums exactly to total.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const t = BigInt(total);
  const s = BigInt(sum);
  const exact = weights.map((w) => t * BigInt(w));
  const shares = exact.map((e) => Number(e / s));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e % s }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** What a rule takes off each line, given what remains of each line so far. */
export function ruleDiscounts(rule: DiscountRule, lines: readonly TotalsLine[], remaining: readonly number[]): number[] {
  const eligible = lines.map((line, i) => (inScope(rule, line) ? remaining[i]! : 0));
  const base = eligible.reduce((a, b) => a + b, 0);
  if (base <= 0) return lines.map(() => 0);
  let total: number;
  let perLine: number[];
  if (rule.kind === "percent") {
    const percent = Math.min(Math.max(rule.amount, 0), 100);
    perLine = eligible.map((amount) => Math.min(percentOf(amount, percent), amount));
    total = perLine.reduce((a, b) => a + b, 0);
    if (rule.max_discount !== null && total > rule.max_discount) {
      total = Math.max(rule.max_discount, 0);
      perLine = allocate(total, eligible);
    }
  } else if (rule.kind === "fixed") {
    total = Math.min(Math.max(rule.amount, 0), base, rule.max_discount ?? Infinity);
    perLine = allocate(total, eligible);
  } else {
    perLine = lines.map(() => 0);
  }
  return perLine;
}

export function shippingPrice(method: ShippingMethodCode, subtotal: number): number {
  switch (method) {
    case "standard":
      return subtotal >= FREE_SHIPPING_FROM ? 0 : STANDARD_SHIPPING;
    case "express":
      return EXPRESS_SHIPPING;
    case "clickandcollect":
    case "curbside":
      return CLICK_AND_COLLECT;
  }
}

export function computeTotals(input: TotalsInput): Totals {
  const { lines } = input;
  const subtotal = sum(lines.map((l) => l.row_total));

  const remaining = lines.map((l) => l.row_total);
  const take = (rule: DiscountRule | null): number => {
    if (!rule) return 0;
    const off = ruleDiscounts(rule, lines, remaining);
    off.forEach((amount, i) => (remaining[i]! -= amount));
    return sum(off);
  };
  const promoDiscount = take(input.promo);
  const bankDiscount = take(input.bank);

  const physical = lines.some((l) => !l.is_virtual);
  const freeShipping = input.promo?.kind === "free_shipping" || input.bank?.kind === "free_shipping";
  const shipping = physical && !freeShipping ? shippingPrice(input.shipping_method, subtotal) : 0;
  const giftWrap = physical && input.gift_wrap ? GIFT_WRAP_PRICE : 0;

  const paymentFee = lines.length > 0 ? input.payment_fee : 0;
  const grandBeforeGiftCards = subtotal - promoDiscount - bankDiscount + shipping + giftWrap + paymentFee;

  const taxable = new Map<number, number>();
  const addTaxable = (rate: number, amount: number) => taxable.set(rate, (taxable.get(rate) ?? 0) + amount);
  lines.forEach((line, i) => addTaxable(line.tax_rate, remaining[i]!));
  addTaxable(STANDARD_VAT_RATE, shipping + giftWrap + paymentFee);
  const tax = sum([...taxable].map(([rate, amount]) => splitInclusivePrice(amount, rate).tax));

  let due = grandBeforeGiftCards;
  const giftCardAmounts = input.gift_cards.map((card) => {
    const applied = Math.min(Math.max(card.balance, 0), due);
    due -= applied;
    return { code: card.code, applied_amount: applied, kind: card.kind };
  });
  const { fils_per_point: filsPerPoint } = input.loyalty;
  const loyaltyPoints = filsPerPoint > 0 ? Math.min(Math.max(input.loyalty.points, 0), Math.floor(due / filsPerPoint)) : 0;
  const loyaltyAmount = loyaltyPoints * filsPerPoint;
  due -= loyaltyAmount;

  return {
    subtotal_incl_tax: subtotal,
    promo_discount: promoDiscount,
    bank_discount: bankDiscount,
    discount: promoDiscount + bankDiscount,
    free_shipping: freeShipping,
    shipping_incl_tax: shipping,
    gift_wrap_incl_tax: giftWrap,
    payment_fee_incl_tax: paymentFee,
    tax,
    grand_total_before_gift_cards: grandBeforeGiftCards,
    gift_cards: grandBeforeGiftCards - due - loyaltyAmount,
    gift_card_amounts: giftCardAmounts,
    loyalty_points: loyaltyPoints,
    loyalty_amount: loyaltyAmount,
    grand_total: due,
    is_virtual: lines.length > 0 && !physical,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
