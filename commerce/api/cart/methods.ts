import type { StoreCode } from "../store";
import { EXPRESS_SHIPPING, CLICK_AND_COLLECT, shippingPrice, type ShippingMethodCode } from "./totals";
import type { CartView } from "./view";

/**
 * The shipping methods offered for a cart (docs/cart-api.md): delivery within the UAE only, standard,
 * express, click and collect, and curbside pickup (collected at a store's kerb, priced like click and
 * collect). The payment methods are the payments' (commerce/payments/methods.ts).
 */

export interface ShippingMethod {
  carrier_code: string;
  method_code: ShippingMethodCode;
  method_title: string;
  price_incl_tax: number;
  default: boolean;
  offline: boolean;
}

const shippingTitles: Record<StoreCode, Record<ShippingMethodCode, string>> = {
  en: {
    standard: "Standard delivery (2–4 days), free over AED 500",
    express: "Express delivery (next day)",
    clickandcollect: "Click & collect from a store",
    curbside: "Curbside pickup at a store",
  },
  ar: {
    standard: "التوصيل العادي (2–4 أيام)، مجاني للطلبات فوق 500 درهم",
    express: "التوصيل السريع (في اليوم التالي)",
    clickandcollect: "اطلب واستلم من المتجر",
    curbside: "الاستلام من السيارة عند المتجر",
  },
};

export const SHIPPING_COUNTRIES = ["AE"] as const;

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
    method("curbside", "clickandcollect", CLICK_AND_COLLECT),
  ];
}
