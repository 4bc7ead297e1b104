import { isKeyed } from "../api/orders/licence-keys";
import { STORE_COLUMN_PREFIX } from "../contract/catalogue-import";
import type { DB } from "../db/connection";
import { spreadsheetCsv } from "../lib/spreadsheet-csv";
import { asAed } from "./update";

/**
 * Every product's stock and prices as a CSV file the import (update.ts) reads back unchanged (issue 22): sku,
 * name (for people; the import ignores it), stock, price, special_price and each pickup store's shelves. A cell
 * the import would change by reading it back is left empty, which keeps the value: software's stock (its keys),
 * stock not managed, and a special price with dates (setting it drops them).
 */
export async function exportCatalogue(db: DB): Promise<string> {
  const [products, stock, stores, shelves] = await Promise.all([
    db.selectFrom("products").select(["id", "sku", "name_en", "price", "special_price", "special_from_date", "special_to_date", "kind", "type_id"]).orderBy("id").execute(),
    db.selectFrom("stock").select(["product_id", "qty", "manage_stock"]).execute(),
    db.selectFrom("pickup_stores").select(["id", "code"]).orderBy("position").execute(),
    db.selectFrom("pickup_store_stock").selectAll().execute(),
  ]);
  const stockOf = new Map(stock.map((row) => [row.product_id, row]));
  const held = new Map(shelves.map((row) => [`${row.store_id}:${row.product_id}`, row.qty]));
  const header = ["sku", "name", "stock", "price", "special_price", ...stores.map((store) => `${STORE_COLUMN_PREFIX}${store.code}`)];
  const rows = products.map((product) => {
    const keyed = isKeyed(product);
    const own = stockOf.get(product.id);
    const dated = product.special_from_date !== null || product.special_to_date !== null;
    return [
      product.sku,
      product.name_en,
      !keyed && own?.manage_stock === 1 ? String(own.qty) : "",
      asAed(product.price),
      product.special_price !== null && !dated ? asAed(product.special_price) : "",
      ...stores.map((store) => (keyed ? "" : String(held.get(`${store.id}:${product.id}`) ?? 0))),
    ];
  });
  return spreadsheetCsv(header, rows);
}
