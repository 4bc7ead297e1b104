import { LOW_STOCK_QTY } from "../../contract/staff";
import type { ProductFilter } from "../../contract/product-admin";
import type { DB } from "../../db/connection";
import { isPostgres } from "../../db/engine";
import type { ProductType } from "../../db/schema";

/**
 * The back office's product list (issue 22): the products shoppers find (configurable children are listed on
 * their parent's page), newest first, filtered and searched, a page at a time by keyset: a page starts below the
 * last id of the page before, so page 2,000 costs what page 1 does and nothing counts all 50,000 rows.
 */

export interface ProductListQuery extends ProductFilter {
  /** The page starts below this id. */
  after?: number;
  pageSize: number;
}

export interface ProductListItem {
  id: number;
  sku: string;
  name_en: string;
  name_ar: string;
  type_id: ProductType;
  status: number;
  brand: string | null;
  price: number;
  special_price: number | null;
  qty: number | null;
  is_in_stock: number | null;
}

/** Wildcards typed are taken as nothing: nobody searches a sku or a name for `%`. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "")}%`;

export async function listProducts(db: DB, query: ProductListQuery): Promise<{ items: ProductListItem[]; next: number | null }> {
  let products = db
    .selectFrom("products as p")
    .leftJoin("stock as s", "s.product_id", "p.id")
    .where("p.parent_sku", "is", null)
    .select(["p.id", "p.sku", "p.name_en", "p.name_ar", "p.type_id", "p.status", "p.brand", "p.price", "p.special_price", "s.qty", "s.is_in_stock"]);
  if (query.q) {
    const pattern = likePattern(query.q);
    // SQLite's LIKE ignores the case of Latin letters; PostgreSQL's ILIKE does. A search is a scan of the rows
    // newer than the page, stopping at a page of matches: no index serves "contains".
    const like = isPostgres(db) ? "ilike" : "like";
    products = products.where((eb) => eb.or([eb("p.sku", like, pattern), eb("p.name_en", like, pattern), eb("p.name_ar", like, pattern)]));
  }
  if (query.category !== undefined) {
    const category = query.category;
    products = products.where((eb) => eb.exists(eb.selectFrom("product_categories as pc").select("pc.product_id").whereRef("pc.product_id", "=", "p.id").where("pc.category_id", "=", category)));
  }
  if (query.brand) products = products.where("p.brand", "=", query.brand);
  if (query.status === 1) products = products.where("p.status", "=", 1);
  if (query.status === 2) products = products.where("p.status", ">=", 2);
  if (query.stock === "in") products = products.where("s.is_in_stock", "=", 1);
  if (query.stock === "out") products = products.where((eb) => eb.or([eb("s.is_in_stock", "=", 0), eb("s.is_in_stock", "is", null)]));
  if (query.stock === "low") products = products.where("s.manage_stock", "=", 1).where("s.qty", ">", 0).where("s.qty", "<=", LOW_STOCK_QTY);
  if (query.priceFrom !== undefined) products = products.where("p.price", ">=", query.priceFrom);
  if (query.priceTo !== undefined) products = products.where("p.price", "<=", query.priceTo);
  if (query.after !== undefined) products = products.where("p.id", "<", query.after);
  const rows = await products.orderBy("p.id", "desc").limit(query.pageSize + 1).execute();
  const items = rows.slice(0, query.pageSize);
  return { items, next: rows.length > query.pageSize ? items[items.length - 1]!.id : null };
}
