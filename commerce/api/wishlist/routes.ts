import { z } from "zod";
import { PAGE_SIZE_MAX } from "../../contract/wishlist";
import { requireCustomer } from "../account/auth";
import { idSchema } from "../cart/schemas";
import { parse, readJson } from "../envelope";
import { skuSchema } from "../params";
import type { Route } from "../route";
import { savedState } from "./saved-state";
import * as wishlist from "./wishlist";

/** The wishlist endpoints (docs/account-api.md); every one needs `Authorization: Bearer <token>`. */

const skuBody = z.object({ sku: skuSchema }).strict();
const cartItemBody = z.object({ item_id: idSchema }).strict();
const skuQuery = z.object({ sku: skuSchema });

const pageQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `pageSize` / `currentPage` (20 and 1 unless given); null when neither is given: the whole list. */
function pageOf(params: URLSearchParams): wishlist.Page | null {
  if (!params.has("pageSize") && !params.has("currentPage")) return null;
  return parse(pageQuery, { pageSize: params.get("pageSize") ?? undefined, currentPage: params.get("currentPage") ?? undefined });
}

export const wishlistRoutes: Route[] = [
  ["GET", /^\/api\/wishlist$/, async (c) => wishlist.listWishlist(c.ctx, await requireCustomer(c), c.store, pageOf(c.params))],
  [
    "GET",
    /^\/api\/wishlist\/saved$/,
    async (c) => savedState(c.ctx, await requireCustomer(c), parse(skuQuery, { sku: c.params.get("sku") ?? undefined }).sku),
  ],
  [
    "POST",
    /^\/api\/wishlist\/add$/,
    async (c) => wishlist.addToWishlist(c.ctx, await requireCustomer(c), parse(skuBody, await readJson(c.request)).sku),
  ],
  [
    "POST",
    /^\/api\/wishlist\/remove$/,
    async (c) => wishlist.removeFromWishlist(c.ctx, await requireCustomer(c), parse(skuBody, await readJson(c.request)).sku),
  ],
  [
    "POST",
    /^\/api\/wishlist\/move-to-cart$/,
    async (c) => wishlist.moveToCart(c.ctx, await requireCustomer(c), parse(skuBody, await readJson(c.request)).sku, c.store),
  ],
  ["POST", /^\/api\/wishlist\/move-all-to-cart$/, async (c) => wishlist.moveAllToCart(c.ctx, await requireCustomer(c), c.store)],
  ["POST", /^\/api\/wishlist\/delete-all$/, async (c) => wishlist.clearWishlist(c.ctx, await requireCustomer(c))],
  [
    "POST",
    /^\/api\/wishlist\/move-from-cart$/,
    async (c) => wishlist.moveFromCart(c.ctx, await requireCustomer(c), parse(cartItemBody, await readJson(c.request)).item_id),
  ],
];
