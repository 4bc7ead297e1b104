import { z } from "zod";
import { RECENTLY_VIEWED_MAX } from "../contract/wishlist";
import { inTransaction } from "../db/transaction";
import { requireCustomer } from "./account/auth";
import type { SignedIn } from "./account/sessions";
import type { CommerceContext } from "./context";
import { parse, readJson } from "./envelope";
import { skuSchema } from "./params";
import { listableProduct, withCards } from "./product-cards";
import type { Route } from "./route";
import type { StoreCode } from "./store";
import { wishlistError } from "./wishlist/errors";

/** The products a signed-in customer looked at last, at most RECENTLY_VIEWED_MAX; a view again moves it first. */

async function recordView(ctx: CommerceContext, who: SignedIn, sku: string) {
  const product = await listableProduct(ctx, sku);
  if (!product) throw wishlistError("recentlyViewed.productNotFound");
  await inTransaction(ctx.db, async (trx) => {
    const mine = trx.deleteFrom("recently_viewed").where("customer_id", "=", who.customerId);
    const { last } = await trx
      .selectFrom("recently_viewed")
      .select((eb) => eb.fn.coalesce(eb.fn.max("view_no"), eb.lit(0)).as("last"))
      .where("customer_id", "=", who.customerId)
      .executeTakeFirstOrThrow();
    await mine.where("product_id", "=", product.id).execute();
    await trx
      .insertInto("recently_viewed")
      .values({ customer_id: who.customerId, product_id: product.id, viewed_at: ctx.now().toISOString(), view_no: last + 1 })
      .execute();
    const kept = trx
      .selectFrom("recently_viewed")
      .select("product_id")
      .where("customer_id", "=", who.customerId)
      .orderBy("view_no", "desc")
      .orderBy("viewed_at", "desc")
      .limit(RECENTLY_VIEWED_MAX);
    await mine.where("product_id", "not in", kept).execute();
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
    .orderBy("v.view_no", "desc")
    .orderBy("v.viewed_at", "desc")
    .execute();
  return withCards(ctx, rows, store);
}

const viewBody = z.object({ sku: skuSchema }).strict();

export const recentlyViewedRoutes: Route[] = [
  ["GET", /^\/api\/recently-viewed$/, async (c) => listViewed(c.ctx, await requireCustomer(c), c.store)],
  ["POST", /^\/api\/recently-viewed$/, async (c) => recordView(c.ctx, await requireCustomer(c), parse(viewBody, await readJson(c.request)).sku)],
];
