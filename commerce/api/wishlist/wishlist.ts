import type { DB } from "../../db/connection";
import { WISHLIST_MAX_ITEMS } from "../../contract/wishlist";
import { inTransaction } from "../../db/transaction";
import type { SignedIn } from "../account/sessions";
import { customerCart, touchCart } from "../cart/carts";
import { cartError } from "../cart/errors";
import { addDrafts, resolveItemInput, type AddStatus } from "../cart/items";
import type { CommerceContext } from "../context";
import { CommerceHttpError } from "../envelope";
import { listableProduct, withCards } from "../product-cards";
import type { StoreCode } from "../store";
import { wishlistError } from "./errors";

/**
 * The customer's wishlist (SPEC §7 Wishlist), addressed by sku. Every query is scoped by the customer, so
 * another customer's item is simply not found. Disabled products stay saved but are not listed.
 */

export interface Page {
  pageSize: number;
  currentPage: number;
}

function listedItems(db: DB, customerId: number) {
  return db
    .selectFrom("wishlist_items as w")
    .innerJoin("products as p", "p.id", "w.product_id")
    .where("w.customer_id", "=", customerId)
    .where("p.status", "<", 2);
}

/** Newest first; the whole list, or one page of it. */
export async function listWishlist(ctx: CommerceContext, who: SignedIn, store: StoreCode, page: Page | null) {
  let query = listedItems(ctx.db, who.customerId)
    .select(["w.product_id", "w.created_at as added_at"])
    .orderBy("w.created_at", "desc")
    .orderBy("w.id", "desc");
  if (page) query = query.limit(page.pageSize).offset((page.currentPage - 1) * page.pageSize);
  const rows = await query.execute();
  const total = page
    ? Number((await listedItems(ctx.db, who.customerId).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n)
    : rows.length;
  const items = await withCards(ctx, rows, store);
  return page ? { items, total_count: total, page_size: page.pageSize, current_page: page.currentPage } : { items, total_count: total };
}

/** Saves a product (again: nothing changes). Run it in a transaction: going over the limit rolls the insert back. */
async function saveProduct(db: DB, customerId: number, productId: number, now: Date): Promise<void> {
  await db
    .insertInto("wishlist_items")
    .values({ customer_id: customerId, product_id: productId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["customer_id", "product_id"]).doNothing())
    .execute();
  const { n } = await db
    .selectFrom("wishlist_items")
    .where("customer_id", "=", customerId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) > WISHLIST_MAX_ITEMS) throw wishlistError("wishlist.full");
}

export async function addToWishlist(ctx: CommerceContext, who: SignedIn, sku: string) {
  const product = await listableProduct(ctx, sku);
  if (!product) throw wishlistError("wishlist.productNotFound");
  await inTransaction(ctx.db, (trx) => saveProduct(trx, who.customerId, product.id, ctx.now()));
  return { sku: product.sku };
}

async function savedItemId(db: DB, customerId: number, sku: string): Promise<number> {
  const item = await db
    .selectFrom("wishlist_items as w")
    .innerJoin("products as p", "p.id", "w.product_id")
    .where("w.customer_id", "=", customerId)
    .where("p.sku", "=", sku)
    .select("w.id")
    .executeTakeFirst();
  if (!item) throw wishlistError("wishlist.itemNotFound");
  return item.id;
}

export async function removeFromWishlist(ctx: CommerceContext, who: SignedIn, sku: string) {
  const id = await savedItemId(ctx.db, who.customerId, sku);
  await ctx.db.deleteFrom("wishlist_items").where("id", "=", id).where("customer_id", "=", who.customerId).execute();
  return { sku };
}

/** Puts one of the product in the customer's cart and takes it off the wishlist, together or not at all. */
export async function moveToCart(ctx: CommerceContext, who: SignedIn, sku: string, store: StoreCode): Promise<{ sku: string; status: AddStatus }> {
  const id = await savedItemId(ctx.db, who.customerId, sku);
  const drafts = await resolveItemInput(ctx, { sku, qty: 1 }, store);
  return inTransaction(ctx.db, async (trx) => {
    const cart = await customerCart(trx, { customerId: who.customerId, store, now: ctx.now() });
    const { perGroup } = await addDrafts(ctx, trx, cart, [drafts], store);
    const removed = await trx.deleteFrom("wishlist_items").where("id", "=", id).where("customer_id", "=", who.customerId).executeTakeFirst();
    // Another request moved or removed it meanwhile: the cart must not get it twice.
    if (Number(removed.numDeletedRows) === 0) throw wishlistError("wishlist.itemNotFound");
    return { sku, status: perGroup[0]!.status };
  });
}

/** Moves every listed item that can be moved; the others stay, each with the error code that kept it. */
export async function moveAllToCart(ctx: CommerceContext, who: SignedIn, store: StoreCode) {
  const items = await listedItems(ctx.db, who.customerId).select("p.sku").orderBy("w.created_at", "desc").orderBy("w.id", "desc").execute();
  const moved: { sku: string; status: AddStatus }[] = [];
  const stayed: { sku: string; error: string }[] = [];
  for (const { sku } of items) {
    try {
      moved.push(await moveToCart(ctx, who, sku, store));
    } catch (error) {
      if (!(error instanceof CommerceHttpError)) throw error;
      stayed.push({ sku, error: error.detail.code });
    }
  }
  return { moved, stayed };
}

export async function clearWishlist(ctx: CommerceContext, who: SignedIn) {
  const deleted = await ctx.db.deleteFrom("wishlist_items").where("customer_id", "=", who.customerId).executeTakeFirst();
  return { deleted: Number(deleted.numDeletedRows) };
}

/** Takes a line of the customer's cart into the wishlist (its product; options and quantity are not kept). */
export async function moveFromCart(ctx: CommerceContext, who: SignedIn, itemId: number) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const line = await trx
      .selectFrom("cart_items as i")
      .innerJoin("carts as c", "c.id", "i.cart_id")
      .innerJoin("products as p", "p.id", "i.product_id")
      .where("i.id", "=", itemId)
      .where("c.customer_id", "=", who.customerId)
      .where("c.status", "=", "active")
      .select(["i.id", "i.cart_id", "i.product_id", "p.sku"])
      .executeTakeFirst();
    if (!line) throw cartError("cart.itemNotFound");
    await saveProduct(trx, who.customerId, line.product_id, now);
    await trx.deleteFrom("cart_items").where("id", "=", line.id).execute();
    await touchCart(trx, line.cart_id, now);
    return { sku: line.sku };
  });
}
