import { z } from "zod";
import { CHECKOUT_STEPS, DELIVERY_METHODS } from "../../commerce/contract/checkout";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { addressSchema, type AddressInput } from "./address.server";
import { cartSchema } from "./cart-schemas";
import { instalmentPlanSchema } from "./payment-schemas";

/**
 * The checkout of one cart through the commerce checkout endpoints (docs/checkout-api.md): what each step
 * took, the choices each step offers, and placing the order. Refusals are `CommerceError`s whose `code` is
 * one of commerce/contract/checkout.ts's (or order.ts's) codes.
 */

const pickupStoreSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  emirate_id: z.number(),
  emirate_name: z.string(),
  curbside: z.boolean(),
  available: z.boolean(),
});
export type PickupStore = z.infer<typeof pickupStoreSchema>;

/** An address as the delivery step took it (the book's fields, without the names of its emirate and city). */
const addressInputSchema = addressSchema.pick({
  full_name: true,
  mobile: true,
  building: true,
  flat: true,
  landmark: true,
  area: true,
  emirate_id: true,
  city_id: true,
  address_type: true,
  makani: true,
});

const paymentMethodSchema = z.object({
  code: z.string(),
  cost_incl_tax: z.number().int(),
  default: z.boolean(),
  offline: z.boolean(),
  available: z.boolean(),
  unavailable_reason: z.enum(["notConfigured", "aboveCodLimit", "bnplAmount", "instalmentAmount"]).nullable(),
});
export type PaymentMethodChoice = z.infer<typeof paymentMethodSchema>;

export const checkoutSchema = z.object({
  cart: cartSchema.extend({ is_virtual: z.boolean(), shipping_method: z.string() }),
  contact: z.object({ full_name: z.string(), email: z.string(), mobile: z.string() }).nullable(),
  delivery: z
    .object({
      method: z.enum(DELIVERY_METHODS),
      address_id: z.number().nullable(),
      address: addressInputSchema.nullable(),
      pickup_store: pickupStoreSchema.nullable(),
      vehicle_model: z.string().nullable(),
      vehicle_number: z.string().nullable(),
    })
    .nullable(),
  payment: z
    .object({
      method: z.string(),
      vat_trn: z.string().nullable(),
      vat_company: z.string().nullable(),
      employee_id: z.string().nullable(),
      instalment: instalmentPlanSchema.nullable(),
    })
    .nullable(),
  next_step: z.enum(CHECKOUT_STEPS),
  shipping_methods: z.array(z.object({ method_code: z.enum(DELIVERY_METHODS), price_incl_tax: z.number().int() })),
  payment_methods: z.array(paymentMethodSchema),
  pickup_stores: z.array(pickupStoreSchema),
  estimated_delivery: z.array(z.object({ item_id: z.number(), date: z.string() })),
  key: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

interface CheckoutCall {
  locale: Locale;
  cartToken: string;
  customer?: CustomerAuth;
  /** An order sent from the browser's queue (offline orders): placed once per key (decision 058). */
  idempotencyKey?: string;
}

const post = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, step: string, { locale, cartToken, customer, idempotencyKey }: CheckoutCall, body: unknown = {}) =>
  commerceCall(schema, { method: "POST", path: `/api/checkout/${step}`, locale, query: { cartId: cartToken }, body, customer, idempotencyKey });

export function getCheckout({ locale, cartToken }: CheckoutCall): Promise<Checkout> {
  return commerceCall(checkoutSchema, { path: "/api/checkout", locale, query: { cartId: cartToken } });
}

export function saveContact(call: CheckoutCall, contact: { full_name: string; email: string; mobile: string }) {
  return post(checkoutSchema, "contact", call, contact);
}

export type DeliveryChoice =
  | { method: "standard" | "express"; address_id?: number; address?: AddressInput }
  | { method: "clickandcollect"; pickup_store_id: number }
  | {
      method: "curbside";
      pickup_store_id: number;
      vehicle_model: string;
      vehicle_number: string;
    };

export function saveDelivery(call: CheckoutCall, delivery: DeliveryChoice) {
  return post(checkoutSchema, "delivery", call, delivery);
}

export function savePayment(
  call: CheckoutCall,
  payment: { method: string; vat_trn?: string; vat_company?: string; employee_id?: string; instalment_plan?: string },
) {
  return post(checkoutSchema, "payment", call, { ...payment, terms_accepted: true });
}

export function sendCodCode(call: CheckoutCall) {
  return post(z.object({ sent: z.literal(true), mobile: z.string() }), "cod-code", call);
}

const placeAnswerSchema = z.object({
  order: z.object({ increment_id: z.string(), status: z.string(), payment_method: z.string() }),
  next: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("done") }),
    z.object({ kind: z.literal("pending") }),
    z.object({ kind: z.literal("redirect"), url: z.string() }),
    z.object({ kind: z.literal("failed"), code: z.string() }),
  ]),
});
export type PlaceAnswer = z.infer<typeof placeAnswerSchema>;

export function placeOrder(call: CheckoutCall, input: { key: string; otp?: string; saved_card_id?: number; return_url: string }) {
  return post(placeAnswerSchema, "place", call, input);
}

/** What a provider's page sent the browser back with; the backend verifies it before anything changes. */
export function settleReturn(call: CheckoutCall, params: Record<string, string>, returnUrl: string) {
  return post(placeAnswerSchema, "return", call, { params, return_url: returnUrl });
}

const providerAnswerSchema = z.object({
  reference: z.string(),
  language: z.string().nullable(),
  method: z.string(),
  next: placeAnswerSchema.shape.next,
});

/** A provider's answer that came without the shopper's session (the card gateway's cross-site return, decision 043). */
export function recordProviderAnswer(params: Record<string, string>) {
  return commerceCall(providerAnswerSchema, { method: "POST", path: "/api/payment/provider-answer", locale: "en", body: { params } });
}

const placedOrderSchema = z.object({
  increment_id: z.string(),
  status: z.string(),
  email: z.string(),
  customer_name: z.string(),
  payment_method: z.string(),
  payment_status: z.string(),
  instalment: instalmentPlanSchema.nullable(),
  shipping_method: z.string(),
  pickup_store: z.object({ name: z.string(), address: z.string() }).nullable(),
  totals: z.object({ grand_total: z.number().int() }),
  lines: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int(), price_incl_tax: z.number().int() })),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The order the cart became (the thank-you page); the ordered cart's token is the key to it. */
export function getPlacedOrder({ locale, cartToken }: CheckoutCall): Promise<PlacedOrder> {
  return commerceCall(placedOrderSchema, { path: "/api/checkout/order", locale, query: { cartId: cartToken } });
}

const cardFormSchema = z.object({ action: z.string(), fields: z.record(z.string()) });
export type CardForm = z.infer<typeof cardFormSchema>;

/** The signed hidden fields of the card form, which posts straight to the card gateway's page (card numbers never reach us). */
export function getCardForm({ locale, cartToken }: CheckoutCall, returnUrl: string): Promise<CardForm> {
  return commerceCall(cardFormSchema, { path: "/api/checkout/card-form", locale, query: { cartId: cartToken, return_url: returnUrl } });
}
