import { sql, type ExpressionBuilder } from "kysely";
import { recordCatalogueChange } from "../../catalogue/changes";
import type { DB } from "../../db/connection";
import type { Database } from "../../db/schema";

/**
 * Software sold is a key delivered (decision 045). A software product (kind `software`, downloadable or virtual)
 * has a pool of licence keys; its `stock.qty` is the keys still unused less the units pending orders reserved,
 * so placing an order takes stock as for any product and cannot sell a key twice. Confirming an order gives each
 * unit of its software lines a key; cancelling or returning a line marks its keys returned: never reissued, and
 * never back in stock. Every function here runs in the caller's transaction and keeps the stock row in step.
 */

export const KEYED_TYPES = ["downloadable", "virtual"] as const;
export const KEYED_KIND = "software";

/** Whether a product is sold as licence keys. */
export function isKeyed(product: { kind: string; type_id: string }): boolean {
  return product.kind === KEYED_KIND && (KEYED_TYPES as readonly string[]).includes(product.type_id);
}

/** The `products` rows sold as licence keys, for a query on `products`. */
export function keyedProduct(eb: ExpressionBuilder<Database, "products">) {
  return eb.and([eb("products.kind", "=", KEYED_KIND), eb("products.type_id", "in", KEYED_TYPES)]);
}

/** Sets each product's stock to its unused keys less what pending orders reserved, and tells every process (decision 015). */
export async function syncKeyStock(db: DB, productIds: readonly number[], now: Date): Promise<void> {
  const ids = [...new Set(productIds)];
  for (const productId of ids) {
    const { unused } = await db
      .selectFrom("licence_keys")
      .select((eb) => eb.fn.countAll<number>().as("unused"))
      .where("product_id", "=", productId)
      .where("order_item_id", "is", null)
      .executeTakeFirstOrThrow();
    const { reserved } = await db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("order_items.qty"), eb.lit(0)).as("reserved"))
      .where("order_items.product_id", "=", productId)
      .where("order_items.status", "=", "ordered")
      .where("orders.status", "=", "pending")
      .executeTakeFirstOrThrow();
    const qty = Math.max(0, Number(unused) - Number(reserved));
    await db
      .updateTable("stock")
      .set({ qty, is_in_stock: qty > 0 ? 1 : 0, manage_stock: 1, updated_at: now.toISOString() })
      .where("product_id", "=", productId)
      .execute();
  }
  if (ids.length > 0) await recordCatalogueChange(db, ids, now);
}

/** A key given to an order line: the product's name as the line has it, and the key. */
export interface AssignedKey {
  order_item_id: number;
  product: string;
  key: string;
}

/**
 * Gives every unit of the order's software lines an unused key, oldest imported first. Each key is taken by a
 * conditional update, so two transactions can never take the same one: the loser looks for the next.
 */
export async function assignKeys(db: DB, orderId: number, now: Date): Promise<AssignedKey[]> {
  const lines = await db
    .selectFrom("order_items")
    .innerJoin("products", "products.id", "order_items.product_id")
    .select(["order_items.id", "order_items.product_id", "order_items.qty", "order_items.name"])
    .where("order_items.order_id", "=", orderId)
    .where("order_items.status", "=", "ordered")
    .where(keyedProduct)
    .orderBy("order_items.id")
    .execute();
  const assigned: AssignedKey[] = [];
  for (const line of lines) {
    for (let unit = 0; unit < line.qty; unit++) {
      const key = await takeKey(db, line.product_id, line.id, now);
      // The line's stock was taken when the order was placed, so a key is there; none would be a pool emptied by hand.
      if (key === null) break;
      assigned.push({ order_item_id: line.id, product: line.name, key });
    }
  }
  await syncKeyStock(db, lines.map((line) => line.product_id), now);
  return assigned;
}

async function takeKey(db: DB, productId: number, orderItemId: number, now: Date): Promise<string | null> {
  for (;;) {
    const candidate = await db
      .selectFrom("licence_keys")
      .select(["id", "licence_key"])
      .where("product_id", "=", productId)
      .where("order_item_id", "is", null)
      .orderBy("id")
      .executeTakeFirst();
    if (!candidate) return null;
    const taken = await db
      .updateTable("licence_keys")
      .set({ order_item_id: orderItemId, assigned_at: now.toISOString() })
      .where("id", "=", candidate.id)
      .where("order_item_id", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return candidate.licence_key;
  }
}

/**
 * Marks `qty` of the line's keys returned (a cancelled line: all of them), latest assigned first, and puts the
 * product's stock right again: a key that was handed out is spent, whatever stock a cancellation gave back.
 */
export async function returnKeys(db: DB, item: { id: number; product_id: number }, qty: number, now: Date): Promise<void> {
  const held = await db
    .selectFrom("licence_keys")
    .select("id")
    .where("order_item_id", "=", item.id)
    .where("returned_at", "is", null)
    .orderBy("id", "desc")
    .limit(qty)
    .execute();
  if (held.length > 0) {
    await db.updateTable("licence_keys").set({ returned_at: now.toISOString() }).where("id", "in", held.map((key) => key.id)).execute();
  }
  const keyed = await db.selectFrom("products").select("id").where("id", "=", item.product_id).where(keyedProduct).executeTakeFirst();
  if (keyed) await syncKeyStock(db, [item.product_id], now);
}

/** The keys an order's lines took, by line, for the order's owner; `returned` ones no longer activate anything. */
export async function orderKeys(db: DB, orderId: number) {
  const rows = await db
    .selectFrom("licence_keys")
    .innerJoin("order_items", "order_items.id", "licence_keys.order_item_id")
    .select(["order_items.id as order_item_id", "order_items.name", "licence_keys.licence_key as key", "licence_keys.returned_at"])
    .where("order_items.order_id", "=", orderId)
    .orderBy("licence_keys.id")
    .execute();
  return rows.map((row) => ({ order_item_id: row.order_item_id, name: row.name, key: row.key, returned: row.returned_at !== null }));
}

/** The back office's view of every software product's pool: how many keys are unused, assigned and returned. */
export async function keyPools(db: DB) {
  const rows = await db
    .selectFrom("products")
    .leftJoin("licence_keys", "licence_keys.product_id", "products.id")
    .select((eb) => [
      "products.id",
      "products.sku",
      "products.name_en",
      "products.name_ar",
      eb.fn.count<number>(sql`CASE WHEN licence_keys.id IS NOT NULL AND licence_keys.order_item_id IS NULL THEN 1 END`).as("unused"),
      eb.fn.count<number>(sql`CASE WHEN licence_keys.order_item_id IS NOT NULL AND licence_keys.returned_at IS NULL THEN 1 END`).as("assigned"),
      eb.fn.count<number>(sql`CASE WHEN licence_keys.returned_at IS NOT NULL THEN 1 END`).as("returned"),
    ])
    .where(keyedProduct)
    .groupBy(["products.id", "products.sku", "products.name_en", "products.name_ar"])
    .orderBy("products.sku")
    .execute();
  return rows.map((row) => ({ ...row, unused: Number(row.unused), assigned: Number(row.assigned), returned: Number(row.returned) }));
}
