import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import type { Cart, TotalSegmentCode } from "~/models/cart-schemas";

interface Row {
  code: TotalSegmentCode;
  label: string;
  /** Fils; reductions are negative. */
  value: number;
  /** Zero shows "Free" (delivery). */
  freeWhenZero?: boolean;
}

/** Reductions are shown with a minus, whichever sign the backend gives them. */
const REDUCTIONS = new Set<string>(["discount", "bank_coupon", "giftcards", "tradein_voucher", "loyalty_voucher", "loyalty_points"]);
/** Rows shown only when they change the total. */
const OPTIONAL = new Set<string>(["discount", "bank_coupon", "gift_wrap", "payment_fee", "instalment_fee", "giftcards", "tradein_voucher", "loyalty_voucher", "loyalty_points"]);
// Not TOTAL_SEGMENT_CODES itself: importing a value from the schemas module would bring zod into the page's JavaScript.
const ORDER: readonly TotalSegmentCode[] = [
  "subtotal",
  "discount",
  "bank_coupon",
  "shipping",
  "gift_wrap",
  "payment_fee",
  "instalment_fee",
  "giftcards",
  "tradein_voucher",
  "loyalty_voucher",
  "loyalty_points",
  "grand_total",
];

/**
 * Segment values by code, from `total_segments`; the named totals stand in for a backend that sends no
 * segments (what gift cards pay then shows on one line, whatever their kinds).
 */
function segmentValues(totals: Cart["totals"]): Map<string, number> {
  if (totals.total_segments.length > 0) return new Map(totals.total_segments.map((segment) => [segment.code, segment.value]));
  return new Map<string, number>([
    ["subtotal", totals.subtotal_incl_tax],
    ["discount", totals.discount],
    ["shipping", totals.shipping_incl_tax],
    ["giftcards", totals.gift_cards],
    ["tax", totals.tax],
    ["grand_total", totals.grand_total],
  ]);
}

export function cartTotalRows(
  cart: Pick<Cart, "totals">,
  labels: Record<TotalSegmentCode, string>,
): { rows: Row[]; vat: number } {
  const values = segmentValues(cart.totals);
  const rows: Row[] = [];
  for (const code of ORDER) {
    const raw = values.get(code);
    if (raw === undefined || (OPTIONAL.has(code) && raw === 0)) continue;
    const value = REDUCTIONS.has(code) ? -Math.abs(raw) : raw;
    rows.push({ code, label: labels[code], value, freeWhenZero: code === "shipping" });
  }
  return { rows, vat: values.get("tax") ?? 0 };
}

/** Subtotal, discounts, delivery, gift wrap, gift cards, total and the VAT it contains (SPEC §5 "Tax"). */
export function TotalsTable({ cart, headingId }: { cart: Pick<Cart, "totals" | "coupon_code" | "bank_coupon_code">; headingId: string }) {
  const { t } = useTranslation("cart");
  const { t: tPayment } = useTranslation("payment");
  const locale = useLocale();
  const { rows, vat } = cartTotalRows(cart, {
    subtotal: t("totals.subtotal"),
    discount: cart.coupon_code ? t("totals.discountCode", { code: cart.coupon_code }) : t("totals.discount"),
    bank_coupon: cart.bank_coupon_code ? t("totals.bankCouponCode", { code: cart.bank_coupon_code }) : t("totals.bankCoupon"),
    shipping: t("totals.shipping"),
    gift_wrap: t("totals.giftWrap"),
    payment_fee: t("totals.codFee"),
    instalment_fee: tPayment("plan.fee"),
    tax: "",
    giftcards: t("totals.giftCards"),
    tradein_voucher: t("totals.tradeInVoucher"),
    loyalty_voucher: t("totals.loyaltyVoucher"),
    loyalty_points: t("totals.loyaltyPoints"),
    grand_total: t("totals.grandTotal"),
  });
  return (
    <table className="totals-table" aria-labelledby={headingId}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} data-segment={row.code} className={row.code === "grand_total" ? "totals-table__grand" : undefined}>
            <th scope="row">{row.label}</th>
            <td className="totals-table__value">
              {row.freeWhenZero && row.value === 0 ? t("totals.free") : formatMoney(row.value, locale)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-segment="tax" className="totals-table__vat">
          <td colSpan={2}>{t("totals.vatIncluded", { amount: formatMoney(vat, locale) })}</td>
        </tr>
      </tfoot>
    </table>
  );
}
