import { z } from "zod";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { accountCardSchema, asProductCard } from "./account-card-schema";

/**
 * The signed-in customer's wishlist through the commerce wishlist endpoints (docs/account-api.md). Refusals
 * are `CommerceError`s with a code of commerce/contract/wishlist.ts, or of the cart's contract for a move.
 */

export const WISHLIST_PAGE_SIZE = 20;

const wishlistItemSchema = accountCardSchema.extend({ added_at: z.string() }).transform(asProductCard);
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

const wishlistPageSchema = z.object({
  items: z.array(wishlistItemSchema),
  total_count: z.number().int(),
  page_size: z.number().int(),
  current_page: z.number().int(),
});
export type WishlistPage = z.infer<typeof wishlistPageSchema>;

const skuResult = z.object({ sku: z.string() });
const moveStatus = z.enum(["ok", "volatile"]);

/** One page of the wishlist, newest first. */
export function getWishlistPage(locale: Locale, customer: CustomerAuth, page: number): Promise<WishlistPage> {
  return commerceCall(wishlistPageSchema, {
    path: "/api/wishlist",
    locale,
    customer,
    query: { pageSize: WISHLIST_PAGE_SIZE, currentPage: page },
  });
}

const savedStateSchema = z
  .object({ on_wishlist: z.boolean(), stock_alert: z.boolean(), price_alert_below: z.number().int().nullable() })
  .transform((state) => ({ onWishlist: state.on_wishlist, stockAlert: state.stock_alert, priceAlertBelow: state.price_alert_below }));
export type SavedProductState = z.infer<typeof savedStateSchema>;

/** What the customer saved of one product (its parent's sku for a variant): its page's wishlist and alert buttons. */
export function getSavedState(locale: Locale, customer: CustomerAuth, sku: string): Promise<SavedProductState> {
  return commerceCall(savedStateSchema, { path: "/api/wishlist/saved", locale, customer, query: { sku } });
}

export function addToWishlist(locale: Locale, customer: CustomerAuth, sku: string) {
  return commerceCall(skuResult, { method: "POST", path: "/api/wishlist/add", locale, customer, body: { sku } });
}

export function removeFromWishlist(locale: Locale, customer: CustomerAuth, sku: string) {
  return commerceCall(skuResult, { method: "POST", path: "/api/wishlist/remove", locale, customer, body: { sku } });
}

/** One of the product into the customer's cart, off the wishlist. */
export function moveToCart(locale: Locale, customer: CustomerAuth, sku: string) {
  return commerceCall(skuResult.extend({ status: moveStatus }), {
    method: "POST",
    path: "/api/wishlist/move-to-cart",
    locale,
    customer,
    body: { sku },
  });
}

/** Every item that can move; the others stay, each with the error code that kept it. */
export function moveAllToCart(locale: Locale, customer: CustomerAuth) {
  return commerceCall(
    z.object({
      moved: z.array(skuResult.extend({ status: moveStatus })),
      stayed: z.array(skuResult.extend({ error: z.string() })),
    }),
    { method: "POST", path: "/api/wishlist/move-all-to-cart", locale, customer },
  );
}

export function deleteWishlist(locale: Locale, customer: CustomerAuth) {
  return commerceCall(z.object({ deleted: z.number().int() }), { method: "POST", path: "/api/wishlist/delete-all", locale, customer });
}

/** A line of the customer's cart onto the wishlist (its product; not its options or quantity). */
export function moveFromCart(locale: Locale, customer: CustomerAuth, itemId: number) {
  return commerceCall(skuResult, { method: "POST", path: "/api/wishlist/move-from-cart", locale, customer, body: { item_id: itemId } });
}

const skuList = z.array(z.object({ sku: z.string() }));

/**
 * The skus of every product the customer saved, on the wishlist (at most 100) or as an alert: the product pages
 * whose buttons are not the ones everyone sees (decision 020).
 */
export async function getSavedProductSkus(locale: Locale, customer: CustomerAuth): Promise<string[]> {
  const [wishlist, alerts] = await Promise.all([
    commerceCall(z.object({ items: skuList }), { path: "/api/wishlist", locale, customer }),
    commerceCall(skuList, { path: "/api/alerts", locale, customer }),
  ]);
  return [...wishlist.items, ...alerts].map((item) => item.sku);
}
