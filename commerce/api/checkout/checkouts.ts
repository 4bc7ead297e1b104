import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import { CHECKOUT_ERRORS, PICKUP_METHODS, type CheckoutErrorCode, type CheckoutStep, type DeliveryMethod } from "../../contract/checkout";
import type { DB } from "../../db/connection";
import type { CheckoutTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { isCardMethod, removeBankOffer } from "../cart/bank-offer-bins";
import { offeredPlan } from "../../payments/instalments";
import { paymentMethods, totalBeforePaymentFee, type PaymentMethod } from "../../payments/methods";
import type { SignedIn } from "../account/sessions";
import { checkPlace, readAddress } from "../address/addresses";
import type { AddressInput } from "../address/schemas";
import { activeCart, touchCart, type CartRow } from "../cart/carts";
import { shippingMethods } from "../cart/methods";
import { cartState, type CartView } from "../cart/view";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import type { StoreCode } from "../store";
import { estimatedDelivery } from "./estimates";
import { checkoutPlan, type InstalmentPlanView } from "./instalment-choice";
import { pickupStores, type PickupStore } from "./pickup";
import type { ContactInput, DeliveryInput, PaymentInput } from "./schemas";

/**
 * The checkout of one cart, step by step (SPEC §3 checkout state; docs/checkout-api.md): contact, delivery,
 * payment, review. What each step took is kept here, in the `checkouts` row of the cart, so a reload, the
 * back button or another device finds it; the storefront's cookie holds only the cart token. A step is done
 * when what it took is still valid for the cart as it is now (express delivery rules out cash on delivery
 * chosen before it, a gift card that now pays everything makes the payment `free`), and a step can be saved
 * only when the steps before it are done.
 */

export type CheckoutRow = Selectable<CheckoutTable>;

export function checkoutError(code: CheckoutErrorCode) {
  return contractError(CHECKOUT_ERRORS, code);
}

export async function checkoutOf(db: DB, cartId: number): Promise<CheckoutRow | undefined> {
  return db.selectFrom("checkouts").selectAll().where("cart_id", "=", cartId).executeTakeFirst();
}

async function saveCheckout(db: DB, cartId: number, values: Partial<Omit<CheckoutRow, "cart_id" | "updated_at">>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("checkouts")
    .values({ cart_id: cartId, ...values, updated_at: at })
    .onConflict((oc) => oc.column("cart_id").doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

/** What the checkout's steps show and check: the cart, the steps' answers, and the choices each step offers. */
export interface CheckoutView {
  cart: CartView;
  contact: { full_name: string; email: string; mobile: string } | null;
  delivery: {
    method: DeliveryMethod;
    address_id: number | null;
    address: AddressInput | null;
    pickup_store: PickupStore | null;
    vehicle_model: string | null;
    vehicle_number: string | null;
  } | null;
  payment: {
    method: string;
    vat_trn: string | null;
    vat_company: string | null;
    employee_id: string | null;
    /** The card instalment plan, with `installments` (decision 046). */
    instalment: InstalmentPlanView | null;
  } | null;
  /** The first step that is not done (`review` when all are). */
  next_step: CheckoutStep;
  shipping_methods: ReturnType<typeof shippingMethods>;
  payment_methods: PaymentMethod[];
  pickup_stores: PickupStore[];
  /** The estimated delivery (or collection) date of each line, YYYY-MM-DD, for the chosen method. */
  estimated_delivery: { item_id: number; date: string }[];
  /** The version of this checkout the review page shows; placing the order must bring it back. */
  key: string;
}

export async function checkoutView(ctx: CommerceContext, cart: CartRow, store: StoreCode): Promise<CheckoutView> {
  const state = await cartState(ctx, cart, store);
  const row = await checkoutOf(ctx.db, cart.id);
  const stores = await pickupStores(ctx.db, state.lines, store);
  const methods = paymentMethods(state.view, ctx, store);
  const contact = row?.full_name && row.email && row.mobile ? { full_name: row.full_name, email: row.email, mobile: row.mobile } : null;
  const delivery = deliveryOf(row, stores, state.view);
  const chosen = methods.find((m) => m.code === row?.payment_method);
  const instalment = chosen?.code === "installments" ? checkoutPlan(row, totalBeforePaymentFee(state.view.totals), store) : null;
  // Instalments whose plan is no longer offered for the total are chosen again.
  const payment =
    row && chosen?.available && row.terms_accepted === 1 && (chosen.code !== "installments" || instalment)
      ? { method: chosen.code, vat_trn: row.vat_trn, vat_company: row.vat_company, employee_id: row.employee_id, instalment }
      : null;
  const next_step: CheckoutStep = !contact ? "contact" : !delivery ? "delivery" : !payment ? "payment" : "review";
  const method = delivery?.method ?? "standard";
  const emirateId = delivery?.pickup_store?.emirate_id ?? delivery?.address?.emirate_id ?? null;
  return {
    cart: state.view,
    contact,
    delivery,
    payment,
    next_step,
    shipping_methods: shippingMethods(state.view, "AE", store),
    payment_methods: methods,
    pickup_stores: stores,
    estimated_delivery: state.lines
      .filter((line) => line.counted)
      .map((line) => ({ item_id: line.item_id, date: estimatedDelivery({ method, emirateId, volatile: line.is_volatile, now: ctx.now() }) })),
    key: checkoutKey(cart, row, state.view),
  };
}

/** The delivery step's answer, when it still holds: a virtual cart needs none, a pickup store must hold every line. */
function deliveryOf(row: CheckoutRow | undefined, stores: PickupStore[], cart: CartView): CheckoutView["delivery"] {
  const none = { address_id: null, address: null, pickup_store: null, vehicle_model: null, vehicle_number: null };
  if (cart.is_virtual) return { method: "standard", ...none };
  if (!row?.delivery_method) return null;
  if (PICKUP_METHODS.includes(row.delivery_method)) {
    const store = stores.find((s) => s.id === row.pickup_store_id);
    if (!store?.available || (row.delivery_method === "curbside" && !store.curbside)) return null;
    return { ...none, method: row.delivery_method, pickup_store: store, vehicle_model: row.vehicle_model, vehicle_number: row.vehicle_number };
  }
  if (!row.shipping_address) return null;
  return { ...none, method: row.delivery_method, address_id: row.address_id, address: JSON.parse(row.shipping_address) as AddressInput };
}

/**
 * Changes whenever what would be ordered does (the lines, the totals, any step's answer): a review page
 * rendered before a change cannot place the order.
 */
function checkoutKey(cart: CartRow, row: CheckoutRow | undefined, view: CartView): string {
  const { updated_at: _, ...answers } = row ?? {};
  const lines = view.items.map((item) => [item.item_id, item.qty, item.row_total_incl_tax]);
  return createHash("sha256")
    .update(JSON.stringify([cart.token, cart.gift_wrap_message, cart.gift_sender, cart.gift_receiver, lines, view.totals.total_segments.map((s) => [s.code, s.value]), answers]))
    .digest("base64url")
    .slice(0, 32);
}

/** A line out of stock or over the stock stops every step (and the code texted for cash on delivery). */
function refuseUnavailableLines(view: CheckoutView): void {
  if (view.cart.items.some((item) => item.errors.length > 0)) throw checkoutError("checkout.cartUnavailable");
}

/** The cart of a checkout call, and the view so far; a later step refuses while an earlier one is missing. */
async function openCheckout(ctx: CommerceContext, cartToken: string, store: StoreCode, needs: CheckoutStep): Promise<{ cart: CartRow; view: CheckoutView }> {
  const cart = await activeCart(ctx.db, cartToken);
  const view = await checkoutView(ctx, cart, store);
  refuseUnavailableLines(view);
  const order = ["contact", "delivery", "payment", "review"];
  if (order.indexOf(view.next_step) < order.indexOf(needs)) throw checkoutError("checkout.stepMissing");
  return { cart, view };
}

export async function saveContact(ctx: CommerceContext, cartToken: string, input: ContactInput, store: StoreCode): Promise<CheckoutView> {
  const { cart } = await openCheckout(ctx, cartToken, store, "contact");
  await saveCheckout(ctx.db, cart.id, input, ctx.now());
  return checkoutView(ctx, cart, store);
}

export async function saveDelivery(ctx: CommerceContext, cartToken: string, input: DeliveryInput, who: SignedIn | null, store: StoreCode): Promise<CheckoutView> {
  const { cart, view } = await openCheckout(ctx, cartToken, store, "delivery");
  let values: Partial<CheckoutRow>;
  if (input.method === "clickandcollect" || input.method === "curbside") {
    const pickup = view.pickup_stores.find((s) => s.id === input.pickup_store_id);
    if (!pickup?.available || (input.method === "curbside" && !pickup.curbside)) throw checkoutError("checkout.storeUnavailable");
    values = {
      delivery_method: input.method,
      pickup_store_id: pickup.id,
      address_id: null,
      shipping_address: null,
      vehicle_model: input.method === "curbside" ? input.vehicle_model : null,
      vehicle_number: input.method === "curbside" ? input.vehicle_number : null,
    };
  } else {
    const address = input.address_id !== undefined ? await savedAddress(ctx, who, input.address_id, store) : input.address!;
    await checkPlace(ctx.db, address);
    values = {
      delivery_method: input.method,
      address_id: input.address_id ?? null,
      shipping_address: JSON.stringify(address),
      pickup_store_id: null,
      vehicle_model: null,
      vehicle_number: null,
    };
  }
  await inTransaction(ctx.db, async (trx) => {
    // The cart's shipping method prices the delivery in the totals.
    await trx.updateTable("carts").set({ shipping_method: input.method }).where("id", "=", cart.id).execute();
    await saveCheckout(trx, cart.id, values, ctx.now());
    await touchCart(trx, cart.id, ctx.now());
  });
  return checkoutView(ctx, await activeCart(ctx.db, cartToken), store);
}

async function savedAddress(ctx: CommerceContext, who: SignedIn | null, addressId: number, store: StoreCode): Promise<AddressInput> {
  if (!who) throw checkoutError("checkout.addressNotFound");
  const saved = await readAddress(ctx.db, who, addressId, store).catch(() => {
    throw checkoutError("checkout.addressNotFound");
  });
  return {
    full_name: saved.full_name,
    mobile: saved.mobile,
    building: saved.building,
    flat: saved.flat,
    landmark: saved.landmark,
    area: saved.area,
    emirate_id: saved.emirate_id,
    city_id: saved.city_id,
    country_id: "AE",
    address_type: saved.address_type,
    makani: saved.makani,
  };
}

export async function savePayment(ctx: CommerceContext, cartToken: string, input: PaymentInput, store: StoreCode): Promise<CheckoutView> {
  const { cart, view } = await openCheckout(ctx, cartToken, store, "payment");
  const offered = view.payment_methods.find((m) => m.code === input.method);
  if (input.method === "cashondelivery" && view.cart.shipping_method === "express") throw checkoutError("checkout.expressCod");
  if (!offered) throw checkoutError("checkout.methodUnavailable");
  if (offered.unavailable_reason === "aboveCodLimit") throw checkoutError("checkout.codLimit");
  if (!offered.available) throw checkoutError("checkout.methodUnavailable");
  const plan = input.method === "installments" ? input.instalment_plan! : null;
  if (plan && !offeredPlan(totalBeforePaymentFee(view.cart.totals), plan)) throw checkoutError("checkout.planUnavailable");
  await inTransaction(ctx.db, async (trx) => {
    // The cart's payment method adds its fee (cash on delivery, instalment processing) to the totals.
    await trx.updateTable("carts").set({ payment_method: input.method }).where("id", "=", cart.id).execute();
    // Only a card can be the bank's: any other way to pay takes the bank offer off now, before the shopper pays.
    if (!isCardMethod(input.method)) await removeBankOffer(trx, cart.id);
    await saveCheckout(
      trx,
      cart.id,
      {
        payment_method: input.method,
        vat_trn: input.vat_trn ?? null,
        vat_company: input.vat_company ?? null,
        employee_id: input.employee_id ?? null,
        instalment_bank: plan?.bank ?? null,
        instalment_months: plan?.months ?? null,
        terms_accepted: 1,
      },
      ctx.now(),
    );
    await touchCart(trx, cart.id, ctx.now());
  });
  return checkoutView(ctx, await activeCart(ctx.db, cartToken), store);
}

/** A checkout with every step done. */
export function finishedCheckout(ctx: CommerceContext, cartToken: string, store: StoreCode): Promise<{ cart: CartRow; view: CheckoutView }> {
  return openCheckout(ctx, cartToken, store, "review");
}

/**
 * The checkout ready to be placed: nothing in it out of stock (SPEC §8's message, before anything else, as the
 * last units go), every step done, and the key of the review page the shopper saw.
 */
export async function readyCheckout(ctx: CommerceContext, cartToken: string, key: string, store: StoreCode): Promise<{ cart: CartRow; view: CheckoutView }> {
  const cart = await activeCart(ctx.db, cartToken);
  const view = await checkoutView(ctx, cart, store);
  refuseUnavailableLines(view);
  if (view.next_step !== "review") throw checkoutError("checkout.stepMissing");
  if (view.key !== key) throw checkoutError("checkout.changed");
  return { cart, view };
}
