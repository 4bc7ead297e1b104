import { notifyWatchers, type WatcherContext } from "../api/alerts/notify";
import { isKeyed } from "../api/orders/licence-keys";
import { recordAudit, type Actor } from "../api/staff/audit";
import { staffError } from "../api/staff/errors";
import { localised, type StoreCode } from "../api/store";
import type { DB } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { writeChanges, type Change } from "./update";

/**
 * One product's stock, online and on each pickup store's shelves, as the back office edits it (issue 22): read
 * together, set together in one audited transaction, written as the catalogue update writes (update.ts), so the
 * storefront, the store locator and click and collect follow within a second. Software's stock is its licence
 * keys (decision 045): it is never set by hand.
 */

export interface ProductStock {
  product: { id: number; sku: string; name: string; keyed: boolean; stock: number | null };
  stores: { code: string; name: string; qty: number }[];
}

/** The stock to set: online, and by store code (every store's, as the form shows them all). */
export interface StockEdit {
  stock: number;
  stores: Record<string, number>;
}

async function productOf(db: DB, productId: number) {
  const product = await db.selectFrom("products").select(["id", "sku", "name_en", "name_ar", "kind", "type_id"]).where("id", "=", productId).executeTakeFirst();
  if (!product) throw staffError("product.notFound");
  return product;
}

async function stockOf(db: DB, productId: number) {
  const [own, stores] = await Promise.all([
    db.selectFrom("stock").select(["qty", "manage_stock"]).where("product_id", "=", productId).executeTakeFirst(),
    db
      .selectFrom("pickup_stores as s")
      .leftJoin("pickup_store_stock as st", (join) => join.onRef("st.store_id", "=", "s.id").on("st.product_id", "=", productId))
      .select(["s.id", "s.code", "s.name_en", "s.name_ar", "st.qty"])
      .orderBy("s.position")
      .execute(),
  ]);
  return { stock: own?.manage_stock === 1 ? own.qty : null, stores: stores.map((s) => ({ ...s, qty: s.qty ?? 0 })) };
}

export async function readProductStock(db: DB, productId: number, store: StoreCode): Promise<ProductStock> {
  const product = await productOf(db, productId);
  const { stock, stores } = await stockOf(db, productId);
  return {
    product: { id: product.id, sku: product.sku, name: localised(product, "name", store), keyed: isKeyed(product), stock },
    stores: stores.map((s) => ({ code: s.code, name: localised(s, "name", store), qty: s.qty })),
  };
}

/** Sets the product's stock; an unknown store code is refused before anything changes. Answers whether anything changed. */
export async function setProductStock(ctx: WatcherContext, actor: Actor, productId: number, edit: StockEdit): Promise<{ changed: boolean }> {
  const now = ctx.now();
  const changed = await inTransaction(ctx.db, async (trx) => {
    const product = await productOf(trx, productId);
    if (isKeyed(product)) throw staffError("product.stockIsKeys", "stock");
    const before = await stockOf(trx, productId);
    const unknown = Object.keys(edit.stores).find((code) => !before.stores.some((s) => s.code === code));
    if (unknown !== undefined) throw staffError("product.unknownStore");
    const change: Change = { productId };
    if (before.stock !== edit.stock) change.stock = edit.stock;
    for (const s of before.stores) {
      const qty = edit.stores[s.code];
      if (qty !== undefined && qty !== s.qty) (change.stores ??= new Map()).set(s.id, qty);
    }
    if (Object.keys(change).length === 1) return false;
    await writeChanges(trx, [change], now);
    const shelves = (stores: { code: string; qty: number }[]) => Object.fromEntries(stores.map((s) => [s.code, s.qty]));
    await recordAudit(
      trx,
      actor,
      {
        action: "product.stock",
        subject: { type: "product", id: product.sku },
        before: { stock: before.stock, stores: shelves(before.stores) },
        after: { stock: edit.stock, stores: { ...shelves(before.stores), ...edit.stores } },
      },
      now,
    );
    return true;
  });
  if (changed) await notifyWatchers(ctx, [productId]);
  return { changed };
}
