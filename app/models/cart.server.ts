import { z } from "zod";
import { CommerceError, commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import {
  addResultSchema,
  buyNowResultSchema,
  cartSchema,
  couponSchema,
  type Cart,
  type CartItemInput,
  type Coupon,
} from "./cart-schemas";

/**
 * The shopper's cart through the commerce cart endpoints (docs/cart-api.md). Carts are personal, so
 * nothing here is cached. A cart is addressed by its token; functions that may have to create a cart
 * return the token they used, and the route stores it in the session when it is new.
 * Failures are `CommerceError`s whose `code` is the endpoint's error code (e.g. `coupon.invalid`).
 */

interface CartCall {
  locale: Locale;
  cartToken: string;
  /** A change sent from the browser's queue of changes made offline: made once per key (decision 058). */
  idempotencyKey?: string;
}

/** For mutations that may create the cart: the cart, and the token to keep when it differs from the one given. */
export interface CartChange<T = Cart> {
  result: T;
  cartToken: string;
  /** True when the token given named no cart and another was used (a new cart, or the browser's guest cart). */
  created: boolean;
}

/** The token names no active cart (unknown, merged, ordered). Other 404s (`cart.itemNotFound`, `cart.productNotFound`) are not this. */
export function isCartNotFound(error: unknown): boolean {
  return error instanceof CommerceError && error.code === "cart.notFound";
}

/**
 * A new cart; with the browser's visitor id, the browser's active guest cart when it has one, so two
 * first adds sent at once end in one cart (decision 007). A signed-in customer's is their own cart, which
 * their other browsers find too (after an order, their next cart is theirs as well).
 */
export async function createCart({ locale, visitorId, customer }: { locale: Locale; visitorId?: string; customer?: CustomerAuth }): Promise<string> {
  const { cartId } = await commerceCall(z.object({ cartId: z.string().min(1) }), {
    method: "POST",
    path: "/api/cart/create",
    locale,
    customer,
    body: visitorId && !customer ? { visitorId } : {},
  });
  return cartId;
}

/** The cart, re-priced and stock-checked; `null` when the token names no cart (expired, ordered, forged). */
export async function getCart({ locale, cartToken }: CartCall): Promise<Cart | null> {
  try {
    return await commerceCall(cartSchema, { path: "/api/cart/pull", locale, query: { cartId: cartToken } });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/** The header badge: the sum of the cart's quantities; 0 when the token names no cart. */
export async function getCartItemCount({ locale, cartToken }: CartCall): Promise<number> {
  try {
    const { items_qty } = await commerceCall(z.object({ items_qty: z.number().int() }), {
      path: "/api/cart/count",
      locale,
      query: { cartId: cartToken },
    });
    return items_qty;
  } catch (error) {
    if (isCartNotFound(error)) return 0;
    throw error;
  }
}

/** Who a cart is for: its token when there is one, else the browser (visitor id) or the signed-in customer. */
interface CartOwner {
  locale: Locale;
  cartToken?: string;
  visitorId?: string;
  customer?: CustomerAuth;
  idempotencyKey?: string;
}

/**
 * Runs a mutation on the shopper's cart, creating a cart first when there is none or the one named is
 * gone. `mutate` gets the token to use.
 */
async function withCart<T>(
  { locale, cartToken, visitorId, customer }: CartOwner,
  mutate: (token: string) => Promise<T>,
): Promise<CartChange<T>> {
  if (cartToken) {
    try {
      return { result: await mutate(cartToken), cartToken, created: false };
    } catch (error) {
      if (!isCartNotFound(error)) throw error;
    }
  }
  const created = await createCart({ locale, visitorId, customer });
  return { result: await mutate(created), cartToken: created, created: true };
}

/** `withCart: false` when the caller only redirects: the answer then comes without the re-priced cart. */
export function addToCart({ item, withCart: returnCart, ...owner }: CartOwner & { item: CartItemInput; withCart: boolean }) {
  return withCart(owner, (token) =>
    commerceCall(addResultSchema, {
      method: "POST",
      path: "/api/cart/add",
      locale: owner.locale,
      query: { cartId: token, withCart: String(returnCart) },
      body: { cartItem: item },
      idempotencyKey: owner.idempotencyKey,
    }),
  );
}

/** A separate buy-now cart holding just this item, a signed-in customer's own; the shopper's normal cart is not touched. */
export async function createBuyNowCart({ locale, item, customer }: { locale: Locale; item: CartItemInput; customer?: CustomerAuth }) {
  const { cartId, cart } = await commerceCall(buyNowResultSchema, {
    method: "POST",
    path: "/api/cart/buy-now",
    locale,
    customer,
    body: { cartItem: item },
  });
  return { cartToken: cartId, cart };
}

export function updateCartItem({ locale, cartToken, itemId, qty, idempotencyKey }: CartCall & { itemId: number; qty: number }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/update-item",
    locale,
    query: { cartId: cartToken },
    body: { item_id: itemId, qty },
    idempotencyKey,
  });
}

/** Edit mode: the line's child, custom options (all of them) and quantity, replaced in the same line. */
export function editCartItem({
  locale,
  cartToken,
  itemId,
  childSku,
  customOptions,
  qty,
}: CartCall & { itemId: number; childSku: string | null; customOptions: Record<string, number>; qty: number }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/edit-item",
    locale,
    query: { cartId: cartToken },
    body: { item_id: itemId, child_sku: childSku, custom_options: customOptions, qty },
  });
}

export function updateGiftCardRecipient({ locale, cartToken, itemId, giftCard }: CartCall & { itemId: number; giftCard: NonNullable<CartItemInput["gift_card"]> }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/gift-card-recipient",
    locale,
    query: { cartId: cartToken },
    body: { item_id: itemId, gift_card: giftCard },
  });
}

export function removeCartItem({ locale, cartToken, itemId, idempotencyKey }: CartCall & { itemId: number }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/delete-item",
    locale,
    query: { cartId: cartToken },
    body: { item_id: itemId },
    idempotencyKey,
  });
}

/** A promo code or a bank coupon (the backend decides by the rule's kind). A shopper without a cart gets one. */
export function applyCoupon({ code, ...owner }: CartOwner & { code: string }) {
  return withCart(owner, (token) =>
    commerceCall(cartSchema, {
      method: "POST",
      path: "/api/cart/apply-coupon",
      locale: owner.locale,
      query: { cartId: token },
      body: { coupon: code },
    }),
  );
}

export function removeCoupon({ locale, cartToken, code }: CartCall & { code: string }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/delete-coupon",
    locale,
    query: { cartId: cartToken },
    body: { coupon: code },
  });
}

/** Active public codes: promo codes and bank coupons. Not personal, but cheap; not cached so changes show at once. */
export function listCoupons({ locale }: { locale: Locale }): Promise<Coupon[]> {
  return commerceCall(z.array(couponSchema), { path: "/api/cart/coupons", locale });
}

/** A public code by name, case-insensitively (`/discount/{code}` links are typed by people). */
export async function findCoupon({ locale, code }: { locale: Locale; code: string }): Promise<Coupon | undefined> {
  const wanted = code.trim().toUpperCase();
  return (await listCoupons({ locale })).find((coupon) => coupon.code.toUpperCase() === wanted);
}

export function applyGiftCard({ locale, cartToken, code }: CartCall & { code: string }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/gift-card",
    locale,
    query: { cartId: cartToken },
    body: { code },
  });
}

/** A gift card's balance and expiry; an unknown or switched-off code is `giftCard.invalid`, an expired one `giftCard.expired`. */
export function giftCardBalance({ locale, code }: { locale: Locale; code: string }) {
  return commerceCall(z.object({ code: z.string(), balance: z.number().int(), expires_at: z.string().nullable() }), {
    method: "POST",
    path: "/api/cart/gift-card/balance",
    locale,
    body: { code },
  });
}

export function removeGiftCard({ locale, cartToken, code }: CartCall & { code: string }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/gift-card/remove",
    locale,
    query: { cartId: cartToken },
    body: { code },
  });
}

export function setGiftWrap({ locale, cartToken, flag, message, sender, receiver }: CartCall & { flag: boolean; message: string; sender: string; receiver: string }) {
  return commerceCall(cartSchema, {
    method: "POST",
    path: "/api/cart/gift-wrap",
    locale,
    query: { cartId: cartToken },
    body: { gift_wrap_flag: flag, gift_wrap_message: flag ? message : "", gift_sender: flag ? sender : "", gift_receiver: flag ? receiver : "" },
  });
}
