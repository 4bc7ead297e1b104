import { requireCustomer } from "../account/auth";
import { activeCart } from "../cart/carts";
import { cartTokenParam } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import { orderError } from "../orders/errors";
import { orderOfCart } from "../orders/place";
import { orderPickupStore } from "../orders/order-record";
import type { Call, Route } from "../route";
import { checkoutView, finishedCheckout, saveContact, saveDelivery, savePayment } from "./checkouts";
import { tokenizationForm } from "../../payments/card";
import { recordProviderAnswer } from "./provider-answers";
import { placeCheckout, placeWithCardToken, sendCodCode, settlePayment } from "./place";
import { contactBody, deliveryBody, paymentBody, placeBody, providerAnswerBody, returnBody, returnUrlSchema } from "./schemas";
import { orderPlan } from "./instalment-choice";

/**
 * The checkout endpoints (docs/checkout-api.md): one call per step, each keyed by the cart's token
 * (`?cartId=`). A signed-in customer's calls also carry `Authorization: Bearer`, which lets the delivery step
 * use an address of their book and links the order to them.
 */

const customerOf = (c: Call) => (c.request.headers.has("Authorization") ? requireCustomer(c) : Promise.resolve(null));

export const checkoutRoutes: Route[] = [
  ["GET", /^\/api\/checkout$/, async (c) => checkoutView(c.ctx, await activeCart(c.ctx.db, cartTokenParam(c.params)), c.store)],
  ["POST", /^\/api\/checkout\/contact$/, async (c) => saveContact(c.ctx, cartTokenParam(c.params), parse(contactBody, await readJson(c.request)), c.store)],
  [
    "POST",
    /^\/api\/checkout\/delivery$/,
    async (c) => saveDelivery(c.ctx, cartTokenParam(c.params), parse(deliveryBody, await readJson(c.request)), await customerOf(c), c.store),
  ],
  ["POST", /^\/api\/checkout\/payment$/, async (c) => savePayment(c.ctx, cartTokenParam(c.params), parse(paymentBody, await readJson(c.request)), c.store)],
  ["POST", /^\/api\/checkout\/cod-code$/, (c) => sendCodCode(c.ctx, cartTokenParam(c.params), c.store)],
  [
    "POST",
    /^\/api\/checkout\/place$/,
    async (c) => {
      const body = parse(placeBody, await readJson(c.request));
      return placeCheckout(
        c.ctx,
        cartTokenParam(c.params),
        { key: body.key, otp: body.otp, savedCardId: body.saved_card_id, returnUrl: body.return_url },
        await customerOf(c),
        c.store,
      );
    },
  ],
  [
    "GET",
    /^\/api\/checkout\/card-form$/,
    async (c) => {
      const { view } = await finishedCheckout(c.ctx, cartTokenParam(c.params), c.store);
      const returnUrl = parse(returnUrlSchema, c.params.get("return_url"));
      return tokenizationForm(c.ctx, { reference: view.key, store: c.store, returnUrl });
    },
  ],
  [
    "POST",
    /^\/api\/checkout\/return$/,
    async (c) => {
      const { params, return_url } = parse(returnBody, await readJson(c.request));
      if (params.service_command === "TOKENIZATION") {
        return placeWithCardToken(c.ctx, cartTokenParam(c.params), params, return_url, await customerOf(c), c.store);
      }
      // The card gateway's 3-D Secure answer or a BNPL approval, for the payment of this cart's order.
      return settlePayment(c.ctx, cartTokenParam(c.params), params);
    },
  ],
  // A provider's answer without the shopper's session (decision 043): the card gateway's cross-site return, which
  // the storefront's edge passes on, and the providers' server-to-server notifications.
  ["POST", /^\/api\/payment\/provider-answer$/, async (c) => recordProviderAnswer(c.ctx, parse(providerAnswerBody, await readJson(c.request)).params)],
  [
    "GET",
    /^\/api\/checkout\/order$/,
    async (c) => {
      const placed = await orderOfCart(c.ctx.db, cartTokenParam(c.params));
      if (!placed) throw orderError("order.notFound");
      const { order, payment } = placed;
      return {
        increment_id: order.increment_id,
        status: order.status,
        email: order.email,
        customer_name: order.customer_name,
        payment_method: order.payment_method,
        payment_status: payment.status,
        instalment: orderPlan(order, c.store),
        shipping_method: order.shipping_method,
        pickup_store: await orderPickupStore(c.ctx.db, order.shipping_address, c.store),
        totals: JSON.parse(order.totals) as unknown,
        created_at: order.created_at,
        // What the thank-you page tells the data layer (decision 064).
        lines: await c.ctx.db
          .selectFrom("order_items")
          .select(["sku", "name", "qty", "price_incl_tax"])
          .where("order_id", "=", order.id)
          .orderBy("id")
          .execute(),
      };
    },
  ],
];
