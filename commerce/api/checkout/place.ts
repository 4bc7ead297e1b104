import { CHECKOUT_ERRORS, PICKUP_METHODS } from "../../contract/checkout";
import { purchasePlan, readTokenization } from "../../payments/card";
import { contractError } from "../envelope";
import type { Payment, PaymentFailure, PaymentNext, PaymentOutcome } from "../../payments/provider";
import { providerFor } from "../../payments/registry";
import { issueCode, spendCodeIn } from "../account/one-time-codes";
import type { DB } from "../../db/connection";
import type { SignedIn } from "../account/sessions";
import { hashToken } from "../account/tokens";
import type { CommerceContext } from "../context";
import { queueMessage } from "../../outbox/outbox";
import { orderError } from "../orders/errors";
import { confirmPendingOrder, failPendingOrder } from "../orders/lifecycle";
import { keepBankOfferFor } from "../cart/bank-offer-bins";
import type { CartRow } from "../cart/carts";
import { orderOfCart, placeOrder, type Order, type OrderDetails } from "../orders/place";
import type { StoreCode } from "../store";
import { wishToKeepCard, type CardToKeep } from "./card-wishes";
import { checkoutError, finishedCheckout, readyCheckout, type CheckoutView } from "./checkouts";

/**
 * Placing the order of a finished checkout (SPEC §4 "Placing an order"; decision 016). One cart becomes at
 * most one order: a second submit, a reloaded post or another tab finds the order the first one made. Cash
 * on delivery needs the code texted to the shopper's mobile; an order the gift cards pay in full needs nothing.
 * Card and BNPL orders are placed pending, the provider is asked to start, and only its verified answer
 * (`settlePayment`) confirms or fails them.
 */

/** What the storefront does next: show the order, send the browser to the provider's page, or say why not. */
export type PlaceNext = { kind: "done" } | { kind: "redirect"; url: string } | { kind: "pending" } | { kind: "failed"; code: PaymentFailure };

export interface PlaceAnswer {
  order: { increment_id: string; status: string; payment_method: string };
  next: PlaceNext;
}

/** A cash on delivery code belongs to one cart; the cart's token is kept only as its hash. */
const codSubject = (cartToken: string) => hashToken(cartToken);

/** Cash on delivery codes one cart may have texted in a window: each costs an SMS and reaches a person's phone. */
export const COD_CODE_LIMIT = { perCart: 5, windowMinutes: 15 } as const;

async function codCodesExhausted(db: DB, cartToken: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - COD_CODE_LIMIT.windowMinutes * 60_000).toISOString();
  const sent = await db
    .selectFrom("one_time_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("purpose", "=", "cod")
    .where("subject", "=", codSubject(cartToken))
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(sent.n) >= COD_CODE_LIMIT.perCart;
}

/** Texts the cash on delivery code to the checkout's mobile (SPEC §7 "GET otp"), a few times per cart (the storefront also limits per mobile). */
export async function sendCodCode(ctx: CommerceContext, cartToken: string, store: StoreCode): Promise<{ sent: true; mobile: string }> {
  const { view } = await finishedCheckout(ctx, cartToken, store);
  if (view.payment?.method !== "cashondelivery") throw checkoutError("checkout.methodUnavailable");
  if (await codCodesExhausted(ctx.db, cartToken, ctx.now())) throw checkoutError("checkout.codeLimit");
  const code = await issueCode(ctx.db, "cod", codSubject(cartToken), ctx.now());
  await queueMessage(ctx.db, { to: view.contact!.mobile, locale: store, template: "codCode", params: { code } }, ctx.now());
  return { sent: true, mobile: view.contact!.mobile };
}

export interface PlaceInput {
  key: string;
  otp?: string;
  /** A card the customer saved (its gateway token pays). */
  savedCardId?: number;
  /** What the provider needs to start: a card token from the gateway's tokenization. */
  providerInput?: Record<string, string>;
  /** The card typed at the gateway, as the customer recognises it. */
  card?: { brand: string; last4: string };
  /** The BIN of the card typed at the gateway (its first six digits), as the gateway reported it. */
  cardBin?: string | null;
  /** The card typed at the gateway, which the signed-in customer asked to keep once it has paid. */
  keepCard?: CardToKeep;
  returnUrl: string;
}

export async function placeCheckout(ctx: CommerceContext, cartToken: string, input: PlaceInput, who: SignedIn | null, store: StoreCode): Promise<PlaceAnswer> {
  const ordered = await orderOfCart(ctx.db, cartToken);
  if (ordered) return answerFor(ordered.order);
  const { cart, view } = await readyCheckout(ctx, cartToken, input.key, store);
  const method = view.payment!.method;

  const otp = input.otp;
  if (method === "cashondelivery" && otp === undefined) throw checkoutError("checkout.codeInvalid");
  const saved = input.savedCardId !== undefined ? await savedCard(ctx, who, input.savedCardId) : undefined;
  const providerInput = saved ? { token: saved.token } : (input.providerInput ?? {});
  const card = saved ? { brand: saved.brand, last4: saved.last4 } : input.card;
  const way = { method, bin: saved ? saved.bin : (input.cardBin ?? null) };
  // Before anything is placed or charged: an offer the card is not for goes, and the shopper confirms the new total.
  if (!(await keepBankOfferFor(ctx.db, cart, way))) throw checkoutError("checkout.bankOfferRemoved");
  const provider = method === "free" ? null : (providerFor(method) ?? null);
  if (method !== "free" && !provider) throw checkoutError("checkout.methodUnavailable");
  const paysLater = provider !== null && provider.code !== "cashondelivery";
  const details = { ...orderDetails(view, cart, who?.customerId ?? cart.customer_id, paysLater ? "pending" : "confirmed"), card };
  const proof = otp === undefined || method !== "cashondelivery" ? undefined : (trx: DB) => spendCodeIn(trx, "cod", codSubject(cartToken), otp, ctx.now());
  const placed = await placeOrder(ctx, cartToken, details, store, proof);
  if (!placed) throw checkoutError("checkout.codeInvalid");
  const { order, payment } = placed;
  if (!paysLater) return answerFor(order);
  if (input.keepCard) await wishToKeepCard(ctx.db, payment.id, input.keepCard, ctx.now());

  let next: PaymentNext;
  try {
    next = await provider!.initiate(ctx, {
      payment,
      orderNumber: order.increment_id,
      email: order.email,
      mobile: order.mobile,
      store,
      returnUrl: input.returnUrl,
      input: { ...providerInput, ...purchasePlan(order) },
    });
  } catch (error) {
    console.error("checkout: payment provider failed to start", error);
    next = { kind: "failed", code: "error" };
  }
  return settle(ctx, order, next);
}

/** Acts on what a provider answered for an order's payment: confirm, fail (cart reopened), or wait. */
export async function settle(ctx: CommerceContext, order: Order, next: PaymentNext | PaymentOutcome): Promise<PlaceAnswer> {
  if ("kind" in next && next.kind === "redirect") {
    await ctx.db.updateTable("payments").set({ provider_reference: next.providerReference }).where("order_id", "=", order.id).where("status", "=", "initiated").execute();
    return { order: orderOf(order), next: { kind: "redirect", url: next.url } };
  }
  const status = "kind" in next ? next.kind : next.status;
  if (status === "authorized" || status === "captured") {
    const reference = "providerReference" in next ? next.providerReference : null;
    await confirmPendingOrder(ctx, order.id, status === "captured" ? "captured" : "authorized", reference);
  } else if (status === "failed") {
    await failPendingOrder(ctx, order.id, "code" in next ? next.code : "error");
  }
  const now = await ctx.db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
  return answerFor(now, status === "failed" && "code" in next ? next.code : undefined);
}

export function answerFor(order: Order, failure?: PaymentFailure): PlaceAnswer {
  const next: PlaceNext =
    order.status === "pending" ? { kind: "pending" } : order.status === "failed" ? { kind: "failed", code: failure ?? "declined" } : { kind: "done" };
  return { order: orderOf(order), next };
}

const orderOf = (order: Order) => ({ increment_id: order.increment_id, status: order.status, payment_method: order.payment_method });

/**
 * A provider's page sent the shopper back (the storefront's `/paymentInProgress`): the provider checks what
 * came back (signature, then its own record of the payment) and the order follows its verified answer. A
 * return answers only for the payment of the caller's own cart: a forged return, or another shopper's return
 * URL opened with this cart, is not found and changes nothing, here or at the provider.
 */
export async function settlePayment(ctx: CommerceContext, cartToken: string, params: Record<string, string>): Promise<PlaceAnswer> {
  const placed = await orderOfCart(ctx.db, cartToken);
  const provider = placed ? providerFor(placed.payment.provider) : undefined;
  if (!placed || !provider) throw orderError("order.notFound");
  // Back from a return the store recorded already, without the session (decision 043): only its result is read.
  if (params.ref !== undefined) {
    if (params.ref !== placed.payment.reference) throw orderError("order.notFound");
    return answerFor(placed.order, failureOf(placed.payment));
  }
  if (!provider.namesPayment(params, placed.payment)) throw orderError("order.notFound");
  const verified = await provider.verifyReturn(ctx, params);
  if (!verified || verified.reference !== placed.payment.reference) throw orderError("order.notFound");
  const order = await ctx.db.selectFrom("orders").selectAll().where("id", "=", placed.order.id).executeTakeFirstOrThrow();
  if (order.status !== "pending") return answerFor(order, failureOf(placed.payment));
  return settle(ctx, order, verified.outcome);
}

/** A card the signed-in customer saved (its gateway token pays); another customer's card is not found. */
async function savedCard(ctx: CommerceContext, who: SignedIn | null, id: number): Promise<{ token: string; brand: string; last4: string; bin: string | null }> {
  const card = who
    ? await ctx.db
        .selectFrom("saved_cards")
        .select(["token", "brand", "last4", "bin"])
        .where("id", "=", id)
        .where("customer_id", "=", who.customerId)
        .executeTakeFirst()
    : undefined;
  if (!card) throw checkoutError("checkout.cardRefused");
  return card;
}

/**
 * The card gateway sent the shopper back from its card page with a token (tokenization): the order is placed
 * and paid with it. The gateway's `merchant_reference` is the key of the review page the card form was on,
 * so a card typed on a review page that is out of date places nothing. A customer who asked to keep the
 * card gets it saved once the payment is confirmed, at once or after 3-D Secure.
 */
export async function placeWithCardToken(
  ctx: CommerceContext,
  cartToken: string,
  params: Record<string, string>,
  returnUrl: string,
  who: SignedIn | null,
  store: StoreCode,
): Promise<PlaceAnswer> {
  const tokenized = readTokenization(ctx, params);
  if (!tokenized) throw checkoutError("checkout.cardRefused");
  if ("failure" in tokenized) throw contractError(CHECKOUT_ERRORS, "checkout.cardRefused", tokenized.failure === "error" ? undefined : tokenized.failure);
  const card = { brand: tokenized.brand, last4: tokenized.masked.slice(-4) };
  const bin = tokenized.bin;
  const keepCard = who && tokenized.remember ? { customerId: who.customerId, token: tokenized.token, expiry: tokenized.expiry, bin, ...card } : undefined;
  return placeCheckout(ctx, cartToken, { key: tokenized.reference, providerInput: { token: tokenized.token }, card, cardBin: bin, keepCard, returnUrl }, who, store);
}

export function failureOf(payment: Payment): PaymentFailure | undefined {
  return (payment.failure_code as PaymentFailure | null) ?? undefined;
}

/**
 * Payments nobody answered in time (the shopper closed the provider's page): the provider is asked once more,
 * and what it does not confirm fails, which gives the stock back (issue 10: an abandoned payment releases its
 * stock after PAYMENT_TIMEOUT_MINUTES).
 */
export async function expireAbandonedPayments(ctx: CommerceContext): Promise<number> {
  const due = await ctx.db
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .selectAll("payments")
    .where("payments.status", "=", "initiated")
    .where("orders.status", "=", "pending")
    .where("payments.expires_at", "<=", ctx.now().toISOString())
    .execute();
  let expired = 0;
  for (const payment of due) {
    const provider = providerFor(payment.provider);
    const outcome: PaymentOutcome = provider ? await provider.status(ctx, payment).catch(() => ({ status: "pending" as const })) : { status: "pending" };
    const order = await ctx.db.selectFrom("orders").selectAll().where("id", "=", payment.order_id).executeTakeFirstOrThrow();
    if (outcome.status === "authorized" || outcome.status === "captured") {
      await settle(ctx, order, outcome);
      continue;
    }
    await provider?.cancel(ctx, payment).catch((error: unknown) => console.error("checkout: could not cancel an abandoned payment", error));
    if (await failPendingOrder(ctx, order.id, "expired")) expired += 1;
  }
  return expired;
}

/** The gift message and its From/To come from the cart, where the shopper wrote them with the gift wrap. */
function orderDetails(view: CheckoutView, cart: CartRow, customerId: number | null, status: OrderDetails["status"]): OrderDetails {
  const contact = view.contact!;
  const delivery = view.delivery!;
  const payment = view.payment!;
  const pickup = PICKUP_METHODS.includes(delivery.method) ? delivery.pickup_store : null;
  const shipping: Record<string, unknown> = pickup
    ? { full_name: contact.full_name, mobile: contact.mobile, pickup_store: { id: pickup.id, code: pickup.code, name: pickup.name, address: pickup.address } }
    : (delivery.address ?? { full_name: contact.full_name, mobile: contact.mobile });
  return {
    email: contact.email,
    customerName: contact.full_name,
    mobile: contact.mobile,
    customerId,
    shippingAddress: shipping,
    billingAddress: shipping,
    delivery: {
      method: delivery.method,
      pickup_store_id: pickup?.id ?? null,
      vehicle_model: delivery.vehicle_model,
      vehicle_number: delivery.vehicle_number,
      gift_message: cart.gift_wrap_message || null,
      gift_sender: cart.gift_sender || null,
      gift_receiver: cart.gift_receiver || null,
    },
    vatTrn: payment.vat_trn,
    vatCompany: payment.vat_company,
    loyaltyPoints: view.cart.totals.loyalty_points,
    employeeId: payment.employee_id,
    estimates: new Map(view.estimated_delivery.map((e) => [e.item_id, e.date])),
    paymentMethod: payment.method,
    ...(payment.instalment ? { instalment: { bank: payment.instalment.bank, months: payment.instalment.months, total: payment.instalment.total } } : {}),
    status,
  };
}
