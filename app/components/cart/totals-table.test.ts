import { describe, expect, it } from "vitest";
import type { Cart } from "~/models/cart-schemas";
import { cartTotalRows } from "./totals-table";

const labels = {
  subtotal: "Subtotal",
  discount: "Discount",
  bank_coupon: "Bank offer",
  shipping: "Delivery",
  gift_wrap: "Gift wrap",
  payment_fee: "Cash on delivery fee",
  instalment_fee: "Instalment processing fee",
  tradein_voucher: "Trade-In Voucher",
  loyalty_voucher: "Loyalty voucher",
  loyalty_points: "Loyalty points",
  tax: "",
  giftcards: "Gift cards",
  grand_total: "Total",
};

function totals(segments: { code: string; value: number }[]): Cart["totals"] {
  return {
    subtotal_incl_tax: 0,
    discount: 0,
    shipping_incl_tax: 0,
    tax: 0,
    gift_cards: 0,
    grand_total: 0,
    total_segments: segments.map((s) => ({ ...s, title: s.code })),
  };
}

describe("cartTotalRows", () => {
  it("lists the segments in order of application, reductions negative, VAT apart", () => {
    const { rows, vat } = cartTotalRows(
      {
        totals: totals([
          { code: "subtotal", value: 100_000 },
          { code: "discount", value: -10_000 },
          { code: "shipping", value: 0 },
          { code: "gift_wrap", value: 1_500 },
          { code: "tax", value: 4_358 },
          { code: "giftcards", value: -10_000 },
          { code: "grand_total", value: 81_500 },
        ]),
      },
      labels,
    );
    expect(rows.map((r) => [r.code, r.value])).toEqual([
      ["subtotal", 100_000],
      ["discount", -10_000],
      ["shipping", 0],
      ["gift_wrap", 1_500],
      ["giftcards", -10_000],
      ["grand_total", 81_500],
    ]);
    expect(vat).toBe(4_358);
  });

  it("shows reductions as negative whatever sign they come with, and hides empty optional rows", () => {
    const { rows } = cartTotalRows(
      {
        totals: totals([
          { code: "subtotal", value: 5_000 },
          { code: "discount", value: 0 },
          { code: "bank_coupon", value: 700 },
          { code: "shipping", value: 2_500 },
          { code: "grand_total", value: 6_800 },
        ]),
      },
      labels,
    );
    expect(rows.map((r) => [r.code, r.value])).toEqual([
      ["subtotal", 5_000],
      ["bank_coupon", -700],
      ["shipping", 2_500],
      ["grand_total", 6_800],
    ]);
  });
});
