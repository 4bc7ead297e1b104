import type { DB } from "../../db/connection";
import { COMPARE_MAX } from "../../contract/compare";
import { inTransaction } from "../../db/transaction";
import type { SignedIn } from "../account/sessions";
import type { CatalogueReader, CommerceContext } from "../context";
import { CommerceHttpError } from "../envelope";
import { listableProduct } from "../product-cards";
import { compareError } from "./errors";
import { familiesOf } from "./family";

/**
 * The comparison list (docs/compare-api.md): at most COMPARE_MAX products of one family, in the order they
 * were added; adding one already listed changes nothing. A signed-in customer's list is kept in
 * `compare_items`; a guest's in their session, and the storefront asks `addToGuestList` to apply the same rule.
 * Lists keep products, not variants: a configurable child's sku means its parent.
 */

interface ListedProduct {
  id: number;
  sku: string;
}

/** The list with `product` added, or the refusal that keeps it out. */
async function withProduct(reader: CatalogueReader, list: ListedProduct[], product: ListedProduct): Promise<ListedProduct[]> {
  if (list.some((p) => p.id === product.id)) return list;
  if (list.length > 0) {
    const families = await familiesOf(reader, [list[0]!.id, product.id]);
    if (families.get(list[0]!.id) !== families.get(product.id)) throw compareError("compare.otherFamily");
  }
  if (list.length >= COMPARE_MAX) throw compareError("compare.full");
  return [...list, product];
}

async function productToAdd(ctx: CatalogueReader, sku: string): Promise<ListedProduct> {
  const product = await listableProduct(ctx, sku);
  if (!product) throw compareError("compare.productNotFound");
  return product;
}

/** Products of the skus that can be shown, in the given order, each once; the others are left out. */
async function listableProducts(ctx: CatalogueReader, skus: string[]): Promise<ListedProduct[]> {
  const found = await Promise.all(skus.map((sku) => listableProduct(ctx, sku)));
  const byId = new Map<number, ListedProduct>();
  for (const product of found) if (product && !byId.has(product.id)) byId.set(product.id, product);
  return [...byId.values()];
}

const skusOf = (list: ListedProduct[]) => ({ skus: list.map((p) => p.sku) });

function customerList(db: DB, customerId: number): Promise<ListedProduct[]> {
  return db
    .selectFrom("compare_items as c")
    .innerJoin("products as p", "p.id", "c.product_id")
    .where("c.customer_id", "=", customerId)
    .where("p.status", "<", 2)
    .select(["p.id", "p.sku"])
    .orderBy("c.id")
    .execute();
}

export async function listCompare(ctx: CommerceContext, who: SignedIn) {
  return skusOf(await customerList(ctx.db, who.customerId));
}

/**
 * Adds the products in order, each by the list's rule, in one transaction: what the list held is read in it,
 * so adds sent at once (two tabs) never take it past COMPARE_MAX. Refused products are answered, not thrown,
 * when `refused` collects them (a merge).
 */
function addToCustomerList(ctx: CommerceContext, who: SignedIn, products: ListedProduct[], refused?: { sku: string; code: string }[]) {
  return inTransaction(ctx.db, async (trx) => {
    const reader: CatalogueReader = { ...ctx, db: trx };
    let list = await customerList(trx, who.customerId);
    for (const product of products) {
      try {
        const next = await withProduct(reader, list, product);
        if (next === list) continue;
        await trx
          .insertInto("compare_items")
          .values({ customer_id: who.customerId, product_id: product.id, created_at: ctx.now().toISOString() })
          .onConflict((oc) => oc.columns(["customer_id", "product_id"]).doNothing())
          .execute();
        list = next;
      } catch (error) {
        if (!refused || !(error instanceof CommerceHttpError)) throw error;
        refused.push({ sku: product.sku, code: error.detail.code });
      }
    }
    return list;
  });
}

export async function addToCompare(ctx: CommerceContext, who: SignedIn, sku: string) {
  return skusOf(await addToCustomerList(ctx, who, [await productToAdd(ctx, sku)]));
}

/** Takes the product off the list; one that is not on it is already off (nothing changes). */
export async function removeFromCompare(ctx: CommerceContext, who: SignedIn, sku: string) {
  const product = await listableProduct(ctx, sku);
  if (product) {
    await ctx.db.deleteFrom("compare_items").where("customer_id", "=", who.customerId).where("product_id", "=", product.id).execute();
  }
  return listCompare(ctx, who);
}

export async function clearCompare(ctx: CommerceContext, who: SignedIn) {
  await ctx.db.deleteFrom("compare_items").where("customer_id", "=", who.customerId).execute();
  return { skus: [] };
}

/**
 * A guest's list joins the customer's at sign-in: each product after those already listed, by the same rule;
 * those that do not fit are answered in `refused` with their error code.
 */
export async function mergeIntoCompare(ctx: CommerceContext, who: SignedIn, skus: string[]) {
  const refused: { sku: string; code: string }[] = [];
  const list = await addToCustomerList(ctx, who, await listableProducts(ctx, skus), refused);
  return { ...skusOf(list), refused };
}

/** The same rule for a list the caller keeps (a guest's): the list with the product added, or the refusal. */
export async function addToGuestList(ctx: CommerceContext, skus: string[], sku: string) {
  const product = await productToAdd(ctx, sku);
  return skusOf(await withProduct(ctx, await listableProducts(ctx, skus), product));
}
