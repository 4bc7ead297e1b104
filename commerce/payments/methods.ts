import type { CommerceContext } from "../api/context";
import type { CartView } from "../api/cart/view";
import type { StoreCode } from "../api/store";
import { CARD_INSTALMENT_MIN_AMOUNT, isBnplEligible, PROCESSING_FEE } from "./instalments";

/**
 * The ways to pay a cart can be offered (SPEC §3 Payment method, §5, §9), in the order the payment step lists
 * them. Card payment is the default (SPEC §9). Cash on delivery costs the configured fee, is hidden for a
 * cart with nothing to deliver and with express delivery (SPEC §5), and is listed but not available above the
 * configured ceiling. PayPal is offered when a PayPal is configured (a real account or the simulator, decision
 * 048). Apple Pay keeps its SPEC code in the list, marked not configured: it needs Safari and Apple's merchant
 * validation with a real merchant certificate (docs/test-paypal.md). A cart whose gift cards pay everything needs no payment at all (`free`).
 */

export const PAYMENT_METHOD_CODES = [
  "credit_card",
  "cashondelivery",
  "installments",
  "tabby",
  "tamara",
  "paypal_express",
  "applepay",
  "free",
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Why a listed method cannot be chosen for this cart. */
export type UnavailableReason = "notConfigured" | "aboveCodLimit" | "bnplAmount" | "instalmentAmount";

export interface PaymentMethod {
  code: PaymentMethodCode;
  title: string;
  cost: number;
  cost_incl_tax: number;
  default: boolean;
  /** Paid when the order arrives (cash on delivery) or not at all: nothing to do at a provider's page. */
  offline: boolean;
  is_server_method: boolean;
  available: boolean;
  unavailable_reason: UnavailableReason | null;
}


const titles: Record<StoreCode, Record<PaymentMethodCode, string>> = {
  en: {
    credit_card: "Credit / debit card",
    cashondelivery: "Cash on delivery",
    installments: "Card installments (3 to 24 months)",
    tabby: "Tabby: split in 4 interest-free payments",
    tamara: "Tamara: split in 4 interest-free payments",
    paypal_express: "PayPal",
    applepay: "Apple Pay",
    free: "No payment needed",
  },
  ar: {
    credit_card: "بطاقة ائتمان / خصم",
    cashondelivery: "الدفع عند الاستلام",
    installments: "تقسيط بالبطاقة (من 3 إلى 24 شهرًا)",
    tabby: "تابي: قسّمها على 4 دفعات بدون فوائد",
    tamara: "تمارا: قسّمها على 4 دفعات بدون فوائد",
    paypal_express: "باي بال",
    applepay: "أبل باي",
    free: "لا حاجة للدفع",
  },
};

/** What the way to pay adds to the totals, VAT included: the cash on delivery fee, the instalment processing fee. */
export function paymentFeeOf(method: string | null, settings: CommerceContext["payments"]): number {
  if (method === "cashondelivery") return settings.codFee;
  if (method === "installments") return PROCESSING_FEE;
  return 0;
}

/** The total a way to pay is judged by: without the fee of the way chosen so far. */
export function totalBeforePaymentFee(totals: Pick<CartView["totals"], "grand_total" | "payment_fee_incl_tax">): number {
  return totals.grand_total - totals.payment_fee_incl_tax;
}

export function paymentMethods(
  cart: Pick<CartView, "is_virtual" | "shipping_method" | "totals">,
  ctx: Pick<CommerceContext, "payments" | "paypal">,
  store: StoreCode,
): PaymentMethod[] {
  const settings = ctx.payments;
  const method = (code: PaymentMethodCode, options: { offline?: boolean; cost?: number; unavailable?: UnavailableReason | null } = {}): PaymentMethod => {
    const unavailable = options.unavailable ?? null;
    return {
      code,
      title: titles[store][code],
      cost: options.cost ?? 0,
      cost_incl_tax: options.cost ?? 0,
      default: code === "credit_card",
      offline: options.offline ?? false,
      is_server_method: !(options.offline ?? false),
      available: unavailable === null,
      unavailable_reason: unavailable,
    };
  };
  // Gift cards pay everything (a cart whose lines are all out of stock costs nothing either, and is not free).
  if (cart.totals.grand_total_before_gift_cards > 0 && cart.totals.grand_total === 0) return [{ ...method("free", { offline: true }), default: true }];
  const methods = [method("credit_card")];
  if (!cart.is_virtual && cart.shipping_method !== "express") {
    // The ceiling is about what the courier collects, so it is compared without the fee.
    const collected = totalBeforePaymentFee(cart.totals);
    methods.push(
      method("cashondelivery", { offline: true, cost: settings.codFee, unavailable: collected > settings.codMax ? "aboveCodLimit" : null }),
    );
  }
  const bnpl = isBnplEligible(totalBeforePaymentFee(cart.totals)) ? null : "bnplAmount";
  methods.push(
    method("installments", { cost: PROCESSING_FEE, unavailable: totalBeforePaymentFee(cart.totals) >= CARD_INSTALMENT_MIN_AMOUNT ? null : "instalmentAmount" }),
    method("tabby", { unavailable: bnpl }),
    method("tamara", { unavailable: bnpl }),
    method("paypal_express", { unavailable: ctx.paypal ? null : "notConfigured" }),
    method("applepay", { unavailable: "notConfigured" }),
  );
  return methods;
}
