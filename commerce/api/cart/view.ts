import type { CommerceContext } from "../context";
import { paymentFeeOf } from "../../payments/methods";
import type { StoreCode } from "../store";
import type { CartRow } from "./carts";
import { cartProblem, customerProblem, findRule, ruleProblem, type PromoRule } from "./coupons";
import type { CartErrorCode, LineErrorCode } from "../../contract/cart";
import type { GiftCardRecipient } from "../../contract/gift-card";
import { cartGiftCards, giftCardProblem } from "./gift-cards";
import { cartItemRows, parseOptions, resolveLines, type CartLine } from "./lines";
import { spendablePoints } from "../loyalty/ledger";
import { computeTotals, shippingMethodCodes, type ShippingMethodCode, type Totals } from "./totals";

/** The cart as the storefront sees it (docs/cart-api.md `Cart`), re-priced and re-checked on every read. */

export interface CartItemView {
  item_id: number;
  sku: string;
  parent_sku: string;
  child_sku: string | null;
  name: string;
  type_id: string;
  image: string;
  url_path: string;
  qty: number;
  max_qty: number;
  options: { label: string; value: string }[];
  gift_card: GiftCardRecipient | null;
  /** The chosen custom option values (option id → value id), for the line's edit form. */
  custom_options: Record<string, number>;
  price_incl_tax: number;
  row_total_incl_tax: number;
  is_in_stock: boolean;
  errors: LineErrorCode[];
}

export type SegmentCode =
  | "subtotal"
  | "discount"
  | "bank_coupon"
  | "shipping"
  | "gift_wrap"
  | "payment_fee"
  | "instalment_fee"
  | "tax"
  | "giftcards"
  | "tradein_voucher"
  | "loyalty_voucher"
  | "loyalty_points"
  | "grand_total";

export interface TotalsView extends Omit<Totals, "gift_card_amounts" | "is_virtual"> {
  total_segments: {
    code: SegmentCode;
    title: string;
    value: number;
    /** The card lines only: `gift_cards`, the JSON of `[{ code, applied_amount }]` (fils) paid on that line (SPEC §7). */
    extension_attributes?: { gift_cards: string };
  }[];
}

export interface CartView {
  cartId: string;
  is_buy_now: boolean;
  /** Every line is virtual, downloadable or a gift card: no delivery, no cash on delivery. */
  is_virtual: boolean;
  items: CartItemView[];
  items_qty: number;
  items_count: number;
  coupon_code: string | null;
  /** Why the applied promo code takes nothing off now, or null. */
  coupon_warning: CartErrorCode | null;
  bank_coupon_code: string | null;
  bank_coupon_warning: CartErrorCode | null;
  /** The bank offer the way to pay took off (decision 047), until one is applied again. */
  bank_offer_removed: string | null;
  gift_cards: { code: string; applied_amount: number; balance: number; warning: CartErrorCode | null }[];
  gift_wrap: { flag: boolean; message: string; sender: string; receiver: string };
  shipping_method: ShippingMethodCode;
  totals: TotalsView;
}

/** What the cart view is built from; also what the payment and shipping method lists need. */
export interface CartState {
  cart: CartRow;
  lines: CartLine[];
  view: CartView;
}

const segmentTitles: Record<StoreCode, Record<SegmentCode, string>> = {
  en: {
    subtotal: "Subtotal",
    discount: "Discount",
    bank_coupon: "Bank offer",
    shipping: "Delivery",
    gift_wrap: "Gift wrap",
    payment_fee: "Cash on delivery fee",
    instalment_fee: "Instalment processing fee",
    tax: "VAT included",
    giftcards: "Gift cards",
    tradein_voucher: "Trade-In Voucher",
    loyalty_voucher: "Loyalty voucher",
    loyalty_points: "Loyalty points",
    grand_total: "Grand total",
  },
  ar: {
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    bank_coupon: "عرض البنك",
    shipping: "التوصيل",
    gift_wrap: "تغليف الهدايا",
    payment_fee: "رسوم الدفع عند الاستلام",
    instalment_fee: "رسوم معالجة التقسيط",
    tax: "شامل ضريبة القيمة المضافة",
    giftcards: "بطاقات الهدايا",
    tradein_voucher: "قسيمة الاستبدال",
    loyalty_voucher: "قسيمة الولاء",
    loyalty_points: "نقاط الولاء",
    grand_total: "المجموع الكلي",
  },
};

export function shippingMethodOf(cart: CartRow): ShippingMethodCode {
  return (shippingMethodCodes as readonly string[]).includes(cart.shipping_method ?? "")
    ? (cart.shipping_method as ShippingMethodCode)
    : "standard";
}

async function evaluateCoupon(
  ctx: CommerceContext,
  code: string | null,
  lines: CartLine[],
  customerId: number | null,
): Promise<{ rule: PromoRule | null; warning: CartErrorCode | null }> {
  if (code === null) return { rule: null, warning: null };
  const rule = await findRule(ctx.db, code);
  const warning = ruleProblem(rule, ctx.now()) ?? cartProblem(rule!, lines) ?? (await customerProblem(ctx.db, rule!, { customerId, email: null }));
  return warning ? { rule: null, warning } : { rule: rule!, warning: null };
}

export async function cartState(ctx: CommerceContext, cart: CartRow, store: StoreCode): Promise<CartState> {
  const lines = await resolveLines(ctx, ctx.db, await cartItemRows(ctx.db, cart.id), store);
  const [promo, bank, giftCards, pointsHeld] = await Promise.all([
    evaluateCoupon(ctx, cart.coupon_code, lines, cart.customer_id),
    evaluateCoupon(ctx, cart.bank_coupon_code, lines, cart.customer_id),
    cartGiftCards(ctx.db, cart.id),
    // Points only a signed-in customer's cart can spend, and no more than the balance not yet expired.
    cart.customer_id === null || cart.loyalty_points === 0 ? 0 : spendablePoints(ctx.db, cart.customer_id, ctx.now()),
  ]);
  const now = ctx.now();
  const cards = giftCards.map((card) => ({ card, warning: giftCardProblem(card, now) }));
  const shippingMethod = shippingMethodOf(cart);
  const totals = computeTotals({
    lines: lines.filter((l) => l.counted).map((l) => ({ ...l, row_total: l.row_total_incl_tax })),
    promo: promo.rule,
    bank: bank.rule,
    shipping_method: shippingMethod,
    gift_wrap: cart.gift_wrap_flag === 1,
    payment_fee: paymentFeeOf(cart.payment_method, ctx.payments),
    gift_cards: cards.filter((c) => c.warning === null).map(({ card }) => ({ code: card.code, balance: card.balance, kind: card.kind })),
    loyalty: { points: Math.min(cart.loyalty_points, pointsHeld), fils_per_point: ctx.loyalty.filsPerPoint },
  });
  const appliedAmount = new Map(totals.gift_card_amounts.map((a) => [a.code, a.applied_amount]));

  const view: CartView = {
    cartId: cart.token,
    is_buy_now: cart.is_buy_now === 1,
    is_virtual: totals.is_virtual,
    items: lines.map((l) => ({
      item_id: l.item_id,
      sku: l.sku,
      parent_sku: l.parent_sku,
      child_sku: l.child_sku,
      name: l.name,
      type_id: l.type_id,
      image: l.image,
      url_path: l.url_path,
      qty: l.qty,
      max_qty: l.max_qty,
      options: l.options,
      gift_card: l.gift_card,
      custom_options: parseOptions(l.options_key).custom_options ?? {},
      price_incl_tax: l.price_incl_tax,
      row_total_incl_tax: l.row_total_incl_tax,
      is_in_stock: l.is_in_stock,
      errors: l.errors,
    })),
    items_qty: lines.reduce((sum, l) => sum + l.qty, 0),
    items_count: lines.length,
    coupon_code: cart.coupon_code,
    coupon_warning: promo.warning,
    bank_coupon_code: cart.bank_coupon_code,
    bank_coupon_warning: bank.warning,
    bank_offer_removed: cart.bank_offer_removed,
    gift_cards: cards.map(({ card, warning }) => ({
      code: card.code,
      applied_amount: appliedAmount.get(card.code) ?? 0,
      balance: card.balance,
      warning,
    })),
    gift_wrap: { flag: cart.gift_wrap_flag === 1, message: cart.gift_wrap_message, sender: cart.gift_sender, receiver: cart.gift_receiver },
    shipping_method: shippingMethod,
    totals: totalsView(totals, store, promo.rule?.code ?? null, bank.rule?.code ?? null, cart.gift_wrap_flag === 1, cart.payment_method),
  };
  return { cart, lines, view };
}

export async function cartView(ctx: CommerceContext, cart: CartRow, store: StoreCode): Promise<CartView> {
  return (await cartState(ctx, cart, store)).view;
}

/**
 * Segments in the order of application. Amounts taken off (discounts, gift cards) are negative, so the
 * segments other than `tax` (VAT is contained, not added) sum to `grand_total`.
 */
function totalsView(
  totals: Totals,
  store: StoreCode,
  promoCode: string | null,
  bankCode: string | null,
  giftWrap: boolean,
  paymentMethod: string | null,
): TotalsView {
  const { gift_card_amounts: _, is_virtual: __, ...amounts } = totals;
  const titles = segmentTitles[store];
  const segment = (code: SegmentCode, value: number, suffix?: string) => ({
    code,
    title: suffix ? `${titles[code]} (${suffix})` : titles[code],
    value,
  });
  const segments: TotalsView["total_segments"] = [segment("subtotal", totals.subtotal_incl_tax)];
  if (promoCode) segments.push(segment("discount", -totals.promo_discount, promoCode));
  if (bankCode) segments.push(segment("bank_coupon", -totals.bank_discount, bankCode));
  segments.push(segment("shipping", totals.shipping_incl_tax));
  if (giftWrap) segments.push(segment("gift_wrap", totals.gift_wrap_incl_tax));
  if (totals.payment_fee_incl_tax > 0) segments.push(segment(paymentMethod === "installments" ? "instalment_fee" : "payment_fee", totals.payment_fee_incl_tax));
  segments.push(segment("tax", totals.tax));
  // Each kind of card pays on its own line: gift cards, the trade-in voucher (SPEC §7 'Trade-In Voucher'), the loyalty voucher.
  for (const [kind, code] of [["giftcard", "giftcards"], ["tradein", "tradein_voucher"], ["loyalty", "loyalty_voucher"]] as const) {
    const cards = totals.gift_card_amounts.filter((a) => a.kind === kind && a.applied_amount > 0);
    const paid = cards.reduce((sum, a) => sum + a.applied_amount, 0);
    const giftCards = JSON.stringify(cards.map((a) => ({ code: a.code, applied_amount: a.applied_amount })));
    if (paid > 0) segments.push({ ...segment(code, -paid), extension_attributes: { gift_cards: giftCards } });
  }
  if (totals.loyalty_amount > 0) segments.push(segment("loyalty_points", -totals.loyalty_amount));
  segments.push(segment("grand_total", totals.grand_total));
  return { ...amounts, total_segments: segments };
}
