import type { StoreCode } from "../store";
import { EXPRESS_SHIPPING, CLICK_AND_COLLECT, shippingPrice, type ShippingMethodCode } from "./totals";
import type { CartView } from "./view";

/**
 * Payment and shipping methods offered for a cart. Kept simple on purpose (docs/cart-api.md):
 * card payment is the default (SPEC §9 "Default payment mode credit_card"); cash on delivery costs nothing
 * and is hidden for virtual carts and with express delivery (SPEC §5); installments and Tabby are listed as
 * titles only until the payments work wires their providers. A cart whose gift cards pay everything needs no
 * payment at all ("free"). Delivery is within the UAE only.
 */

export interface PaymentMethod {
  code: "credit_card" | "cashondelivery" | "installments" | "tabby" | "free";
  title: string;
  cost: number;
  cost_incl_tax: number;
  default: boolean;
  offline: boolean;
  is_server_method: boolean;
}

export interface ShippingMethod {
  carrier_code: string;
  method_code: ShippingMethodCode;
  method_title: string;
  price_incl_tax: number;
  default: boolean;
  offline: boolean;
}

const paymentTitles: Record<StoreCode, Record<PaymentMethod["code"], string>> = {
  en: {
    credit_card: "Credit / debit card",
    cashondelivery: "Cash on delivery",
    installments: "Card installments (3 to 24 months)",
    tabby: "Tabby: split in 4 interest-free payments",
    free: "No payment needed",
  },
  ar: {
    credit_card: "بطاقة ائتمان / خصم",
    cashondelivery: "الدفع عند الاستلام",
    installments: "تقسيط بالبطاقة (من 3 إلى 24 شهرًا)",
    tabby: "تابي: قسّمها على 4 دفعات بدون فوائد",
    free: "لا حاجة للدفع",
  },
};

const shippingTitles: Record<StoreCode, Record<ShippingMethodCode, string>> = {
  en: {
    standard: "Standard delivery (2–4 days), free over AED 500",
    express: "Express delivery (next day)",
    clickandcollect: "Click & collect from a store",
  },
  ar: {
    standard: "التوصيل العادي (2–4 أيام)، مجاني للطلبات فوق 500 درهم",
    express: "التوصيل السريع (في اليوم التالي)",
    clickandcollect: "اطلب واستلم من المتجر",
  },
};

export const SHIPPING_COUNTRIES = ["AE"] as const;

export function paymentMethods(cart: CartView, store: StoreCode): PaymentMethod[] {
  const titles = paymentTitles[store];
  const method = (code: PaymentMethod["code"], offline: boolean, isDefault = false): PaymentMethod => ({
    code,
    title: titles[code],
    cost: 0,
    cost_incl_tax: 0,
    default: isDefault,
    offline,
    is_server_method: !offline,
  });
  if (cart.items_count > 0 && cart.totals.grand_total === 0) return [method("free", true, true)];
  const methods = [method("credit_card", false, true)];
  if (!cart.is_virtual && cart.shipping_method !== "express") methods.push(method("cashondelivery", true));
  methods.push(method("installments", true), method("tabby", true));
  return methods;
}

export function shippingMethods(cart: CartView, countryId: string, store: StoreCode): ShippingMethod[] {
  if (!(SHIPPING_COUNTRIES as readonly string[]).includes(countryId) || cart.is_virtual) return [];
  const titles = shippingTitles[store];
  const free = cart.totals.free_shipping;
  const method = (code: ShippingMethodCode, carrier: string, price: number): ShippingMethod => ({
    carrier_code: carrier,
    method_code: code,
    method_title: titles[code],
    price_incl_tax: free ? 0 : price,
    default: code === "standard",
    offline: true,
  });
  return [
    method("standard", "flatrate", shippingPrice("standard", cart.totals.subtotal_incl_tax)),
    method("express", "express", EXPRESS_SHIPPING),
    method("clickandcollect", "clickandcollect", CLICK_AND_COLLECT),
  ];
}
