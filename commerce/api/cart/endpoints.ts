import type { CommerceContext } from "../context";
import type { StoreCode } from "../store";
import { requireCustomer } from "../account/auth";
import { activeCart, customerCart, insertCart, touchCart, visitorCart } from "./carts";
import { applyCoupon, deleteCoupon, listCoupons } from "./coupons";
import { cartError } from "./errors";
import { applyGiftCard, giftCardBalance, removeGiftCard } from "./gift-cards";
import { addItems, buyNowCart, deleteItem, updateGiftCardRecipient, updateItemQty } from "./items";
import { mergeCarts } from "./merge";
import { editLine } from "./edit";
import { paymentMethods } from "../../payments/methods";
import { shippingMethods } from "./methods";
import {
  addBody,
  addMultipleBody,
  cartTokenParam,
  cartTokenSchema,
  couponBody,
  createBody,
  deleteItemBody,
  editItemBody,
  giftCardBody,
  giftWrapBody,
  mergeBody,
  parseInput,
  shippingMethodsBody,
  updateItemBody,
  giftCardRecipientBody,
  withCartParam,
} from "./schemas";
import { cartState, cartView } from "./view";

/** The cart endpoints of docs/cart-api.md. Each validates its input, then answers the `result` of the envelope. */

export interface CartCall {
  ctx: CommerceContext;
  request: Request;
  params: URLSearchParams;
  store: StoreCode;
  /** The parsed JSON body (POST); `{}` when empty. */
  body: unknown;
}

const viewOf = async (c: CartCall, token: string) => cartView(c.ctx, await activeCart(c.ctx.db, token), c.store);

/**
 * A new cart; the browser's guest cart for a `visitorId`; the customer's own cart with a bearer token. A buy-now cart
 * is always new, and with a bearer token it is the customer's too (their group's prices, their loyalty points).
 */
export async function create(c: CartCall) {
  const { buyNow = false, visitorId } = parseInput(createBody, c.body);
  const now = c.ctx.now();
  const customerId = await buyerOf(c);
  if (buyNow) return { cartId: (await insertCart(c.ctx.db, { buyNow, store: c.store, now, customerId })).token };
  if (customerId !== null) return { cartId: (await customerCart(c.ctx.db, { customerId, store: c.store, now })).token };
  const cart = visitorId ? await visitorCart(c.ctx.db, { visitorId, store: c.store, now }) : await insertCart(c.ctx.db, { buyNow, store: c.store, now });
  return { cartId: cart.token };
}

/** The signed-in customer a cart is made for: the bearer token's (refused when it is not valid), or null without one. */
async function buyerOf(c: CartCall): Promise<number | null> {
  return c.request.headers.has("Authorization") ? (await requireCustomer(c)).customerId : null;
}

export async function pull(c: CartCall) {
  return viewOf(c, cartTokenParam(c.params));
}

/** The header badge: the sum of the quantities (SPEC §9), one query instead of a re-priced cart. */
export async function count(c: CartCall) {
  const cart = await activeCart(c.ctx.db, cartTokenParam(c.params));
  const { items_qty } = await c.ctx.db
    .selectFrom("cart_items")
    .where("cart_id", "=", cart.id)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("qty"), eb.lit(0)).as("items_qty"))
    .executeTakeFirstOrThrow();
  return { items_qty: Number(items_qty) };
}

export async function totals(c: CartCall) {
  return (await viewOf(c, cartTokenParam(c.params))).totals;
}

export async function add(c: CartCall) {
  const token = cartTokenParam(c.params);
  const withCart = withCartParam(c.params);
  const { cartItem } = parseInput(addBody, c.body);
  const { perGroup } = await addItems(c.ctx, token, [cartItem], c.store);
  const added = perGroup[0]!;
  const result = { status: added.status, item_id: added.itemIds[0]!, item_ids: added.itemIds };
  return withCart ? { cart: await viewOf(c, token), ...result } : result;
}

export async function addMultiple(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { cartItems } = parseInput(addMultipleBody, c.body);
  const { perGroup } = await addItems(c.ctx, token, cartItems, c.store);
  return { cart: await viewOf(c, token), statuses: perGroup.map((g) => g.status), item_ids: perGroup.map((g) => g.itemIds) };
}

/** A gift-card line's recipient, changed in the cart. */
export async function updateRecipient(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { item_id, gift_card } = parseInput(giftCardRecipientBody, c.body);
  await updateGiftCardRecipient(c.ctx, token, item_id, gift_card, c.store);
  return viewOf(c, token);
}

export async function updateItem(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { item_id, qty } = parseInput(updateItemBody, c.body);
  await updateItemQty(c.ctx, token, item_id, qty, c.store);
  return viewOf(c, token);
}

/** Edit mode: the line's child, custom options and quantity replaced in the same line. */
export async function editItem(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { item_id, ...edit } = parseInput(editItemBody, c.body);
  await editLine(c.ctx, token, item_id, edit, c.store);
  return viewOf(c, token);
}

export async function removeItem(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { item_id } = parseInput(deleteItemBody, c.body);
  await deleteItem(c.ctx, token, item_id);
  return viewOf(c, token);
}

export async function paymentMethodList(c: CartCall) {
  return paymentMethods(await viewOf(c, cartTokenParam(c.params)), c.ctx, c.store);
}

export async function shippingMethodList(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { address } = parseInput(shippingMethodsBody, c.body);
  return shippingMethods(await viewOf(c, token), address.country_id, c.store);
}

export async function applyCouponCode(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { coupon } = parseInput(couponBody, c.body);
  await applyCoupon(c.ctx, token, coupon, c.store);
  return viewOf(c, token);
}

export async function deleteCouponCode(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { coupon } = parseInput(couponBody, c.body);
  await deleteCoupon(c.ctx, token, coupon);
  return viewOf(c, token);
}

export async function coupons(c: CartCall) {
  return listCoupons(c.ctx, c.store);
}

export async function addGiftCard(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { code } = parseInput(giftCardBody, c.body);
  await applyGiftCard(c.ctx, token, code);
  return viewOf(c, token);
}

export async function deleteGiftCard(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { code } = parseInput(giftCardBody, c.body);
  await removeGiftCard(c.ctx, token, code);
  return viewOf(c, token);
}

export async function giftCardBalanceCheck(c: CartCall) {
  const { code } = parseInput(giftCardBody, c.body);
  return giftCardBalance(c.ctx, code);
}

export async function giftWrap(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { gift_wrap_flag, gift_wrap_message, gift_sender, gift_receiver } = parseInput(giftWrapBody, c.body);
  const cart = await activeCart(c.ctx.db, token);
  await c.ctx.db
    .updateTable("carts")
    .set({
      gift_wrap_flag: gift_wrap_flag ? 1 : 0,
      gift_wrap_message: gift_wrap_flag ? gift_wrap_message : "",
      gift_sender: gift_wrap_flag ? gift_sender : "",
      gift_receiver: gift_wrap_flag ? gift_receiver : "",
    })
    .where("id", "=", cart.id)
    .where("status", "=", "active")
    .execute();
  await touchCart(c.ctx.db, cart.id, c.ctx.now());
  return viewOf(c, token);
}

/** Per line: how many are asked for, how many the stock allows now (999 when stock is not managed). */
export async function inventoryCheck(c: CartCall) {
  const { lines } = await cartState(c.ctx, await activeCart(c.ctx.db, cartTokenParam(c.params)), c.store);
  return lines.map((l) => ({
    item_id: l.item_id,
    sku: l.sku,
    requested: l.qty,
    available: l.max_qty,
    is_in_stock: l.is_in_stock,
    ok: l.errors.length === 0,
    errors: l.errors,
  }));
}

export async function merge(c: CartCall) {
  const token = cartTokenParam(c.params);
  const { guestCart } = parseInput(mergeBody, c.body);
  if (!cartTokenSchema.safeParse(guestCart).success) throw cartError("cart.notFound");
  await mergeCarts(c.ctx, token, guestCart, c.store);
  return viewOf(c, token);
}

export async function buyNow(c: CartCall) {
  const { cartItem } = parseInput(addBody, c.body);
  const { cart, status } = await buyNowCart(c.ctx, cartItem, c.store, await buyerOf(c));
  return { cartId: cart.token, cart: await cartView(c.ctx, cart, c.store), status };
}
