/**
 * The contract of the customer's product lists (wishlist, stock and price alerts, recently viewed) and the
 * newsletter, shared by both edges (decision 009): limits, and the error codes with their HTTP status and
 * the request field they are about. Plain data only.
 */

/** More than this is a list nobody reads; it also bounds `GET /api/wishlist` and a move-all. */
export const WISHLIST_MAX_ITEMS = 100;
export const ALERTS_MAX = 100;
/** The account page shows this many recently viewed products; older views are forgotten. */
export const RECENTLY_VIEWED_MAX = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Every error code of these endpoints. The storefront translates a code as `wishlist:errors.{code}`. A move
 * to the cart can also answer a cart code (`cart.outOfStock`, `cart.chooseOptions`…, commerce/contract/cart.ts).
 */
export const WISHLIST_ERRORS = {
  "wishlist.productNotFound": { status: 404, field: "sku" },
  "wishlist.itemNotFound": { status: 404, field: "sku" },
  "wishlist.full": { status: 400 },
  "alert.productNotFound": { status: 404, field: "sku" },
  "alert.notFound": { status: 404, field: "id" },
  "alert.alreadyInStock": { status: 400 },
  "alert.tooMany": { status: 400 },
  "recentlyViewed.productNotFound": { status: 404, field: "sku" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type WishlistErrorCode = keyof typeof WISHLIST_ERRORS;

export function isWishlistErrorCode(code: unknown): code is WishlistErrorCode {
  return typeof code === "string" && Object.hasOwn(WISHLIST_ERRORS, code);
}
