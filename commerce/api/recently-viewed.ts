import { sql } from "kysely";
import { z } from "zod";
import { RECENTLY_VIEWED_MAX } from "../contract/wishlist";
import { requireCustomer } from "./account/auth";
import type { SignedIn } from "./account/sessions";
import type { CommerceContext } from "./context";
import { parse, readJson } from "./envelope";
import { skuSchema } from "./params";
import { listableProduct, withCards } from "./product-cards";
import type { Route } from "./route";
import type { StoreCode } from "./store";
import { wishlistError } from "./wishlist/errors";

/**
 * The products a signed-in customer looked at last, at most RECENTLY_VIEWED_MAX. A view is written as a new
 * row (the old one deleted), so the rowid orders two views within the same millisecond.
 */

async function recordView(ctx: CommerceContext, who: SignedIn, sku: string) {
  const product = await listableProduct(ctx, sku);
  if (!product) throw wishlistError("recentlyViewed.productNotFound");
  await ctx.db.transaction().execute(async (trx) => {
    const mine = trx.deleteFrom("recently_viewed").where("customer_id", "=", who.customerId);
    await mine.where("product_id", "=", product.id).execute();
    await trx
      .insertInto("recently_viewed")
      .values({ customer_id: who.customerId, product_id: product.id, viewed_at: ctx.now().toISOString() })
      .execute();
    const kept = trx
      .selectFrom("recently_viewed")
      .select(sql<number>`rowid`.as("rowid"))
      .where("customer_id", "=", who.customerId)
      .orderBy("viewed_at", "desc")
      .orderBy(sql`rowid`, "desc")
      .limit(RECENTLY_VIEWED_MAX);
    await mine.where(sql<number>`rowid`, "not in", kept).execute();
  });
  return { sku: product.sku };
}

async function listViewed(ctx: CommerceContext, who: SignedIn, store: StoreCode) {
  const rows = await ctx.db
    .selectFrom("recently_viewed as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .where("v.customer_id", "=", who.customerId)
    .where("p.status", "<", 2)
    .select(["v.product_id", "v.viewed_at"])
    .orderBy("v.viewed_at", "desc")
    .orderBy(sql`v.rowid`, "desc")
    .execute();
  return withCards(ctx, rows, store);
}

const viewBody = z.object({ sku: skuSchema }).strict();

export const recentlyViewedRoutes: Route[] = [
  ["GET", /^\/api\/recently-viewed$/, async (c) => listViewed(c.ctx, await requireCustomer(c), c.store)],
  ["POST", /^\/api\/recently-viewed$/, async (c) => recordView(c.ctx, await requireCustomer(c), parse(viewBody, await readJson(c.request)).sku)],
];
