import { LOW_STOCK_QTY } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { countOf } from "../../db/paging";
import { localised, type StoreCode } from "../store";

/**
 * Products running low: enabled, with managed stock at `LOW_STOCK_QTY` units or fewer online. The dashboard counts
 * them; the back office lists them, fewest first, for whoever reorders or reports on stock.
 */
export function lowStockProducts(db: DB) {
  return db
    .selectFrom("stock")
    .innerJoin("products", "products.id", "stock.product_id")
    .where("stock.manage_stock", "=", 1)
    .where("stock.qty", "<=", LOW_STOCK_QTY)
    .where("products.status", "=", 1);
}

export async function listLowStock(db: DB, store: StoreCode, page: { page: number; pageSize: number }) {
  const rows = await lowStockProducts(db)
    .select(["products.sku", "products.name_en", "products.name_ar", "products.type_id", "stock.qty"])
    .orderBy("stock.qty")
    .orderBy("products.sku")
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return {
    threshold: LOW_STOCK_QTY,
    total: await countOf(lowStockProducts(db).select("products.id")),
    items: rows.map(({ name_en, name_ar, ...row }) => ({ ...row, name: localised({ name_en, name_ar }, "name", store) })),
  };
}
