import { describe, expect, it } from "vitest";
import { allocate, computeTotals, percentOf, type DiscountRule, type TotalsInput, type TotalsLine } from "./totals";

const line = (row_total: number, extra: Partial<TotalsLine> = {}): TotalsLine => ({
  row_total,
  tax_rate: 5,
  is_virtual: false,
  is_gift_card: false,
  brand: "apple",
  category_ids: [10, 11],
  sku: "LINE",
  parent_sku: "LINE",
  ...extra,
});
const rule = (kind: DiscountRule["kind"], amount: number, extra: Partial<DiscountRule> = {}): DiscountRule => ({
  code: "CODE",
  kind,
  amount,
  max_discount: null,
  scope_brand: null,
  scope_category_id: null,
  scope_skus: [],
  ...extra,
});
const totals = (input: Partial<TotalsInput>) =>
  computeTotals({ lines: [], promo: null, bank: null, shipping_method: "standard", gift_wrap: false, payment_fee: 0, gift_cards: [], loyalty: { points: 0, fils_per_point: 1 }, ...input });

describe("percentOf", () => {
  it("rounds half up to the fils", () => {
    expect(percentOf(17910, 15)).toBe(2687); // 2686.5
    expect(percentOf(9905, 10)).toBe(991); // 990.5
    expect(percentOf(9904, 10)).toBe(990); // 990.4
    expect(percentOf(33, 50)).toBe(17); // 16.5
  });
});

describe("allocate", () => {
  it("shares an amount in proportion and always sums to it", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5000, [19900, 7900])).toEqual([3579, 1421]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const big = allocate(99_999_999, [999 * 9_999_999, 1, 12345]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999);
  });
});

describe("computeTotals", () => {
  it("an empty cart costs nothing", () => {
    expect(totals({})).toMatchObject({ subtotal_incl_tax: 0, shipping_incl_tax: 0, tax: 0, grand_total: 0, is_virtual: false });
  });

  it("charges AED 25 delivery below AED 500 and nothing from AED 500", () => {
    expect(totals({ lines: [line(49_999)] })).toMatchObject({ shipping_incl_tax: 2500, grand_total: 52_499 });
    expect(totals({ lines: [line(50_000)] })).toMatchObject({ shipping_incl_tax: 0, grand_total: 50_000 });
    expect(totals({ lines: [line(19_900)], shipping_method: "express" }).shipping_incl_tax).toBe(3500);
    expect(totals({ lines: [line(90_000)], shipping_method: "express" }).shipping_incl_tax).toBe(3500);
    expect(totals({ lines: [line(19_900)], shipping_method: "clickandcollect" }).shipping_incl_tax).toBe(0);
  });

  it("splits the 5% VAT out of the VAT-inclusive total", () => {
    // 22 400 incl. → 21 333.33 excl. → 21 333 → VAT 1 067
    expect(totals({ lines: [line(19_900)] })).toMatchObject({ grand_total: 22_400, tax: 1067 });
  });

  it("applies a percent discount per line, rounded half up", () => {
    const t = totals({ lines: [line(9905), line(9905)], promo: rule("percent", 10) });
    expect(t.promo_discount).toBe(991 + 991);
    expect(t.grand_total).toBe(9905 * 2 - 1982 + 2500);
  });

  it("caps a fixed discount at the eligible subtotal", () => {
    const t = totals({ lines: [line(19_900)], promo: rule("fixed", 500_000) });
    expect(t.promo_discount).toBe(19_900);
    expect(t.grand_total).toBe(2500); // only delivery is left
    expect(t.tax).toBe(119); // 2500 − round(2380.95)
  });

  it("caps a percent discount at its max_discount", () => {
    const t = totals({ lines: [line(94_500)], bank: rule("percent", 15, { max_discount: 10_000 }) });
    expect(t.bank_discount).toBe(10_000);
  });

  it("restricts a scoped rule to its brand or category", () => {
    const lines = [line(94_500, { brand: "samsung" }), line(19_900, { brand: "apple", category_ids: [10] })];
    expect(totals({ lines, promo: rule("percent", 10, { scope_brand: "samsung" }) }).promo_discount).toBe(9450);
    expect(totals({ lines, promo: rule("percent", 10, { scope_category_id: 10 }) }).promo_discount).toBe(9450 + 1990);
    expect(totals({ lines, promo: rule("percent", 10, { scope_category_id: 11 }) }).promo_discount).toBe(9450);
    expect(totals({ lines, promo: rule("fixed", 100_000, { scope_brand: "apple" }) }).promo_discount).toBe(19_900);
  });

  it("restricts a rule scoped by SKUs to the lines of those SKUs or their parent's, whatever the case", () => {
    const lines = [line(94_500, { sku: "PHONE-A55", parent_sku: "PHONE-A55" }), line(19_900, { sku: "CASE-BLK", parent_sku: "CASE" }), line(7_900, { sku: "CHARGER", parent_sku: "CHARGER" })];
    expect(totals({ lines, promo: rule("percent", 10, { scope_skus: ["case", "CHARGER"] }) }).promo_discount).toBe(1990 + 790);
    expect(totals({ lines, promo: rule("fixed", 100_000, { scope_skus: ["PHONE-A55"] }) }).promo_discount).toBe(94_500);
    expect(totals({ lines, promo: rule("percent", 10, { scope_skus: ["OTHER"] }) }).promo_discount).toBe(0);
  });

  it("never takes anything off a gift card, scoped or not", () => {
    const lines = [line(50_000, { is_gift_card: true, is_virtual: true }), line(19_900)];
    expect(totals({ lines, promo: rule("percent", 10) }).promo_discount).toBe(1990);
    expect(totals({ lines, promo: rule("fixed", 100_000) }).promo_discount).toBe(19_900);
    expect(totals({ lines: [lines[0]!], bank: rule("percent", 15) }).bank_discount).toBe(0);
  });

  it("applies the bank coupon to what the promo code left", () => {
    const t = totals({ lines: [line(19_900)], promo: rule("percent", 10), bank: rule("percent", 15) });
    expect(t.promo_discount).toBe(1990);
    expect(t.bank_discount).toBe(2687); // 15% of 17 910 = 2 686.5, not 15% of 19 900
    expect(t.discount).toBe(4677);
    expect(t.grand_total).toBe(19_900 - 4677 + 2500);
    expect(t.tax).toBe(844); // 17 723 − round(16 879.05)
  });

  it("uses the subtotal before discounts for free delivery", () => {
    const t = totals({ lines: [line(50_000)], promo: rule("fixed", 10_000) });
    expect(t.shipping_incl_tax).toBe(0);
    expect(t.grand_total).toBe(40_000);
  });

  it("zeroes delivery with a free-shipping code", () => {
    const t = totals({ lines: [line(19_900)], promo: rule("free_shipping", 0), shipping_method: "express" });
    expect(t).toMatchObject({ free_shipping: true, shipping_incl_tax: 0, promo_discount: 0, grand_total: 19_900, tax: 948 });
  });

  it("adds AED 15 gift wrap with 5% VAT", () => {
    const t = totals({ lines: [line(19_900)], gift_wrap: true });
    expect(t).toMatchObject({ gift_wrap_incl_tax: 1500, grand_total: 23_900, tax: 1138 });
  });

  it("charges no delivery or wrap for an all-virtual cart, and no VAT on zero-rated lines", () => {
    const t = totals({ lines: [line(50_000, { is_virtual: true, tax_rate: 0 })], gift_wrap: true });
    expect(t).toMatchObject({ is_virtual: true, shipping_incl_tax: 0, gift_wrap_incl_tax: 0, tax: 0, grand_total: 50_000 });
    const mixed = totals({ lines: [line(50_000, { is_virtual: true, tax_rate: 0 }), line(19_900)] });
    expect(mixed).toMatchObject({ is_virtual: false, shipping_incl_tax: 0, tax: 948, grand_total: 69_900 });
  });

  it("takes gift cards in order, each up to its balance, never below zero, without lowering VAT", () => {
    const t = totals({
      lines: [line(19_900)],
      gift_cards: [
        { code: "A", balance: 10_000, kind: "giftcard" },
        { code: "B", balance: 5000, kind: "tradein" },
        { code: "C", balance: 1_000_000, kind: "giftcard" },
        { code: "D", balance: 300, kind: "loyalty" },
      ],
    });
    expect(t.gift_card_amounts).toEqual([
      { code: "A", applied_amount: 10_000, kind: "giftcard" },
      { code: "B", applied_amount: 5000, kind: "tradein" },
      { code: "C", applied_amount: 7400, kind: "giftcard" },
      { code: "D", applied_amount: 0, kind: "loyalty" },
    ]);
    expect(t).toMatchObject({ grand_total_before_gift_cards: 22_400, gift_cards: 22_400, grand_total: 0, tax: 1067 });
  });

  it("keeps the VAT of each rate separately", () => {
    // 5% lines after a fixed discount shared in proportion to 19 900 : 50 000 (zero-rated)
    const t = totals({ lines: [line(19_900), line(50_000, { tax_rate: 0, is_virtual: true })], promo: rule("fixed", 6990) });
    expect(t.promo_discount).toBe(6990);
    // 19 900 gets 1 990 of it (6 990 × 19 900 / 69 900): 17 910 at 5% → VAT 853
    expect(t.tax).toBe(853);
    expect(t.grand_total).toBe(69_900 - 6990);
  });
});
