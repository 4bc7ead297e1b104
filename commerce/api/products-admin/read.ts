import { CONFIGURABLE_ATTRIBUTES } from "../../contract/product-admin";
import { STAFF_ERRORS } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { contractError } from "../envelope";
import { keepsOwnStock } from "./edit";

/** What the back office's product form shows: one product as stored, with its children; and the choices it offers. */

export async function productChoices(db: DB) {
  const [categories, brands, options] = await Promise.all([
    db.selectFrom("categories").select(["id", "name_en", "name_ar", "level"]).where("level", ">=", 2).orderBy("path").execute(),
    db.selectFrom("brands").select(["code", "name_en", "name_ar"]).orderBy("name_en").execute(),
    db.selectFrom("attribute_options").select(["attribute_code", "value_index", "label_en", "label_ar"]).where("attribute_code", "in", [...CONFIGURABLE_ATTRIBUTES]).orderBy("attribute_code").orderBy("position").execute(),
  ]);
  return { categories, brands, options };
}

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export async function readProduct(db: DB, productId: number) {
  const product = await db.selectFrom("products").selectAll().where("id", "=", productId).where("parent_sku", "is", null).executeTakeFirst();
  if (!product) throw contractError(STAFF_ERRORS, "product.notFound");
  const [categories, stock, attributes, children] = await Promise.all([
    db.selectFrom("product_categories").select("category_id").where("product_id", "=", productId).orderBy("category_id").execute(),
    db.selectFrom("stock").select("qty").where("product_id", "=", productId).executeTakeFirst(),
    db.selectFrom("configurable_options").select("attribute_code").where("product_id", "=", productId).orderBy("position").execute(),
    db
      .selectFrom("products as c")
      .leftJoin("stock as s", "s.product_id", "c.id")
      .where("c.parent_sku", "=", product.sku)
      .select(["c.id", "c.sku", "c.name_en", "c.name_ar", "c.status", "c.price", "c.special_price", "c.color", "c.storage", "c.screen_size", "s.qty"])
      .orderBy("c.id")
      .execute(),
  ]);
  return {
    id: product.id,
    sku: product.sku,
    type_id: product.type_id,
    url_key: product.url_key,
    name_en: product.name_en,
    name_ar: product.name_ar,
    description_en: product.description_en,
    description_ar: product.description_ar,
    key_features_en: parsed<string[]>(product.key_features_en, []),
    key_features_ar: parsed<string[]>(product.key_features_ar, []),
    specs: parsed<Record<string, { en: string; ar: string }>>(product.specs, {}),
    categories: categories.map((c) => c.category_id),
    brand: product.brand,
    status: product.status,
    visibility: product.visibility,
    tax_class_id: product.tax_class_id,
    kind: product.kind,
    price: product.price,
    special_price: product.special_price,
    special_from_date: product.special_from_date,
    special_to_date: product.special_to_date,
    stock: keepsOwnStock(product) ? (stock?.qty ?? 0) : null,
    configurable_attributes: attributes.map((a) => a.attribute_code),
    children: children.map((c) => ({ ...c, qty: c.qty ?? 0 })),
  };
}
