import { CONFIGURABLE_ATTRIBUTES, type ConfigurableAttribute, type CreatedType } from "../../contract/product-admin";
import { STAFF_ERRORS } from "../../contract/staff";
import type { DB } from "../../db/connection";
import type { Product } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { recordCatalogueChange } from "../../catalogue/changes";
import { notifyWatchers } from "../alerts/notify";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { isKeyed } from "../orders/licence-keys";
import { productPath } from "../products";
import { recordAudit, type Actor } from "../staff/audit";
import { redirectProductPath } from "./url-keys";

/**
 * Creating and editing products in the back office (issue 22). Each change is one transaction that writes the
 * product, its categories and stock, its audit entry with the fields that changed, and a catalogue_changes row, so
 * every node's search index and page cache show it within a second; the price alerts it makes due are e-mailed
 * after it committed, as `npm run catalogue` does.
 */

/** What staff set on any product; prices in fils, instants as ISO strings. */
export interface ProductFields {
  url_key: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  key_features_en: string[];
  key_features_ar: string[];
  specs: Record<string, { en: string; ar: string }>;
  categories: number[];
  brand: string | null;
  status: number;
  visibility: number;
  tax_class_id: number;
  kind: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  /** Units in stock, for a product that keeps its own (not a configurable, a bundle or a licence-keyed one). */
  stock: number | null;
}

export interface NewProduct extends ProductFields {
  sku: string;
  type_id: CreatedType;
  /** A configurable's attributes its children differ in. */
  configurable_attributes: ConfigurableAttribute[];
}

/** A configurable's child: its own sku, option values, prices and stock; the rest it takes from its parent. */
export interface ChildFields {
  options: Partial<Record<ConfigurableAttribute, number>>;
  price: number;
  special_price: number | null;
  stock: number;
  status: number;
}

const STORED_FIELDS = [
  "url_key", "name_en", "name_ar", "description_en", "description_ar", "key_features_en", "key_features_ar", "specs",
  "brand", "status", "visibility", "tax_class_id", "kind", "price", "special_price", "special_from_date", "special_to_date",
] as const;

/** Whether a product counts its own units: configurables and composites follow their parts, keyed software its keys. */
export function keepsOwnStock(product: Pick<Product, "type_id" | "kind">): boolean {
  return (product.type_id === "simple" || product.type_id === "virtual" || product.type_id === "downloadable") && !isKeyed(product);
}

function storedColumns(fields: ProductFields) {
  return {
    url_key: fields.url_key,
    name_en: fields.name_en,
    name_ar: fields.name_ar,
    description_en: fields.description_en,
    description_ar: fields.description_ar,
    key_features_en: JSON.stringify(fields.key_features_en),
    key_features_ar: JSON.stringify(fields.key_features_ar),
    specs: JSON.stringify(fields.specs),
    brand: fields.brand,
    status: fields.status,
    visibility: fields.visibility,
    tax_class_id: fields.tax_class_id,
    kind: fields.kind,
    price: fields.price,
    special_price: fields.special_price,
    special_from_date: fields.special_from_date,
    special_to_date: fields.special_to_date,
  };
}

async function checkReferences(trx: DB, fields: ProductFields, productId: number | null): Promise<void> {
  const sameKey = await trx.selectFrom("products").select("id").where("url_key", "=", fields.url_key).executeTakeFirst();
  if (sameKey && sameKey.id !== productId) throw contractError(STAFF_ERRORS, "product.urlKeyTaken");
  if (fields.brand !== null && !(await trx.selectFrom("brands").select("code").where("code", "=", fields.brand).executeTakeFirst())) {
    throw contractError(STAFF_ERRORS, "product.unknownBrand");
  }
  if (fields.categories.length > 0) {
    const known = await trx.selectFrom("categories").select("id").where("id", "in", fields.categories).where("level", ">=", 2).execute();
    if (known.length !== new Set(fields.categories).size) throw contractError(STAFF_ERRORS, "product.unknownCategory");
  }
}

async function skuIsFree(trx: DB, sku: string): Promise<void> {
  if (await trx.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirst()) throw contractError(STAFF_ERRORS, "product.skuTaken");
}

async function setCategories(trx: DB, productId: number, categories: number[]): Promise<void> {
  await trx.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  const unique = [...new Set(categories)];
  if (unique.length > 0) await trx.insertInto("product_categories").values(unique.map((category_id) => ({ product_id: productId, category_id, position: 0 }))).execute();
}

async function setStock(trx: DB, productId: number, qty: number, at: string): Promise<void> {
  const stock = { qty, is_in_stock: qty > 0 ? (1 as const) : (0 as const), manage_stock: 1 as const, updated_at: at };
  await trx.insertInto("stock").values({ product_id: productId, ...stock }).onConflict((oc) => oc.column("product_id").doUpdateSet(stock)).execute();
}

/** A configurable is in stock while one of its enabled children is (the seed's rule, commerce/seed/products.ts). */
async function followChildren(trx: DB, parentSku: string, parentId: number, at: string): Promise<void> {
  const available = await trx
    .selectFrom("products as c")
    .innerJoin("stock as s", "s.product_id", "c.id")
    .where("c.parent_sku", "=", parentSku)
    .where("c.status", "=", 1)
    .where("s.is_in_stock", "=", 1)
    .select("c.id")
    .executeTakeFirst();
  const stock = { qty: 0, is_in_stock: available ? (1 as const) : (0 as const), manage_stock: 0 as const, updated_at: at };
  await trx.insertInto("stock").values({ product_id: parentId, ...stock }).onConflict((oc) => oc.column("product_id").doUpdateSet(stock)).execute();
}

/** The fields that differ between two versions, for the audit log. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

export async function createProduct(ctx: CommerceContext, actor: Actor, input: NewProduct): Promise<{ id: number }> {
  const now = ctx.now();
  const at = now.toISOString();
  const id = await inTransaction(ctx.db, async (trx) => {
    await skuIsFree(trx, input.sku);
    await checkReferences(trx, input, null);
    const { id } = await trx
      .insertInto("products")
      .values({ sku: input.sku, parent_sku: null, type_id: input.type_id, ...storedColumns(input), created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setCategories(trx, id, input.categories);
    if (input.type_id === "configurable") {
      const attributes = CONFIGURABLE_ATTRIBUTES.filter((code) => input.configurable_attributes.includes(code));
      await trx.insertInto("configurable_options").values(attributes.map((attribute_code, position) => ({ product_id: id, attribute_code, position }))).execute();
      await followChildren(trx, input.sku, id, at);
    } else {
      await setStock(trx, id, input.stock ?? 0, at);
    }
    await recordAudit(trx, actor, { action: "product.create", subject: { type: "product", id }, after: { sku: input.sku, type_id: input.type_id, ...storedColumns(input), categories: input.categories, stock: input.stock } }, now);
    await recordCatalogueChange(trx, [id], now);
    return id;
  });
  return { id };
}

export async function updateProduct(ctx: CommerceContext, actor: Actor, productId: number, input: ProductFields): Promise<{ id: number }> {
  const now = ctx.now();
  const at = now.toISOString();
  const productIds = await inTransaction(ctx.db, async (trx) => {
    const product = await trx.selectFrom("products").selectAll().where("id", "=", productId).where("parent_sku", "is", null).executeTakeFirst();
    if (!product) throw contractError(STAFF_ERRORS, "product.notFound");
    await checkReferences(trx, input, productId);
    const categoriesBefore = (await trx.selectFrom("product_categories").select("category_id").where("product_id", "=", productId).orderBy("category_id").execute()).map((c) => c.category_id);
    const stockBefore = await trx.selectFrom("stock").select("qty").where("product_id", "=", productId).executeTakeFirst();
    const ownStock = keepsOwnStock({ type_id: product.type_id, kind: input.kind }) && input.stock !== null;
    await trx.updateTable("products").set({ ...storedColumns(input), updated_at: at }).where("id", "=", productId).execute();
    await setCategories(trx, productId, input.categories);
    if (ownStock) await setStock(trx, productId, input.stock!, at);
    if (product.url_key !== input.url_key) {
      await redirectProductPath(trx, `/${productPath(product.sku, product.url_key)}`, `/${productPath(product.sku, input.url_key)}`);
    }
    const before = { ...Object.fromEntries(STORED_FIELDS.map((key) => [key, product[key]])), categories: categoriesBefore, ...(ownStock ? { stock: stockBefore?.qty ?? 0 } : {}) };
    const after = { ...storedColumns(input), categories: [...new Set(input.categories)].sort((a, b) => a - b), ...(ownStock ? { stock: input.stock } : {}) };
    await recordAudit(trx, actor, { action: "product.update", subject: { type: "product", id: productId }, ...changed(before, after) }, now);
    const children = await trx.selectFrom("products").select("id").where("parent_sku", "=", product.sku).execute();
    const ids = [productId, ...children.map((c) => c.id)];
    await recordCatalogueChange(trx, ids, now);
    return ids;
  });
  await notifyWatchers(ctx, productIds);
  return { id: productId };
}

async function configurableParent(trx: DB, parentId: number) {
  const parent = await trx.selectFrom("products").selectAll().where("id", "=", parentId).where("parent_sku", "is", null).executeTakeFirst();
  if (!parent) throw contractError(STAFF_ERRORS, "product.notFound");
  if (parent.type_id !== "configurable") throw contractError(STAFF_ERRORS, "product.notConfigurable");
  const attributes = (await trx.selectFrom("configurable_options").select("attribute_code").where("product_id", "=", parentId).orderBy("position").execute()).map((a) => a.attribute_code as ConfigurableAttribute);
  return { parent, attributes };
}

/** The child's option values, one of each of the parent's attributes, each a known value; with their labels. */
async function checkOptions(trx: DB, attributes: ConfigurableAttribute[], options: ChildFields["options"], parentSku: string, childId: number | null) {
  const given = Object.keys(options);
  if (given.length !== attributes.length || !attributes.every((code) => options[code] !== undefined)) throw contractError(STAFF_ERRORS, "product.unknownOption", "options");
  const labels: { en: string; ar: string }[] = [];
  for (const code of attributes) {
    const option = await trx.selectFrom("attribute_options").select(["label_en", "label_ar"]).where("attribute_code", "=", code).where("value_index", "=", options[code]!).executeTakeFirst();
    if (!option) throw contractError(STAFF_ERRORS, "product.unknownOption", code);
    labels.push({ en: option.label_en, ar: option.label_ar });
  }
  let siblings = trx.selectFrom("products").select("id").where("parent_sku", "=", parentSku);
  for (const code of CONFIGURABLE_ATTRIBUTES) siblings = siblings.where(code, options[code] === undefined ? "is" : "=", options[code] ?? null);
  const same = await siblings.execute();
  if (same.some((sibling) => sibling.id !== childId)) throw contractError(STAFF_ERRORS, "product.optionsTaken", "options");
  return labels;
}

function childColumns(parent: Product, child: ChildFields, labels: { en: string; ar: string }[]) {
  return {
    name_en: [parent.name_en, ...labels.map((l) => l.en)].join(" "),
    name_ar: [parent.name_ar, ...labels.map((l) => l.ar)].join(" "),
    color: child.options.color ?? null,
    storage: child.options.storage ?? null,
    screen_size: child.options.screen_size ?? null,
    price: child.price,
    special_price: child.special_price,
    status: child.status,
  };
}

export async function addChild(ctx: CommerceContext, actor: Actor, parentId: number, child: ChildFields & { sku: string }): Promise<{ id: number }> {
  const now = ctx.now();
  const at = now.toISOString();
  const id = await inTransaction(ctx.db, async (trx) => {
    const { parent, attributes } = await configurableParent(trx, parentId);
    await skuIsFree(trx, child.sku);
    const labels = await checkOptions(trx, attributes, child.options, parent.sku, null);
    const columns = childColumns(parent, child, labels);
    const { id } = await trx
      .insertInto("products")
      .values({
        sku: child.sku,
        parent_sku: parent.sku,
        type_id: "simple",
        visibility: 1,
        url_key: `${parent.url_key}-${child.sku.toLowerCase()}`,
        brand: parent.brand,
        kind: parent.kind,
        tax_class_id: parent.tax_class_id,
        ...columns,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setStock(trx, id, child.stock, at);
    await followChildren(trx, parent.sku, parent.id, at);
    await recordAudit(trx, actor, { action: "product.addChild", subject: { type: "product", id }, after: { parent: parent.sku, sku: child.sku, ...columns, stock: child.stock } }, now);
    await recordCatalogueChange(trx, [parent.id, id], now);
    return id;
  });
  await notifyWatchers(ctx, [id]);
  return { id };
}

export async function updateChild(ctx: CommerceContext, actor: Actor, parentId: number, childId: number, child: ChildFields): Promise<{ id: number }> {
  const now = ctx.now();
  const at = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    const { parent, attributes } = await configurableParent(trx, parentId);
    const row = await trx.selectFrom("products").selectAll().where("id", "=", childId).where("parent_sku", "=", parent.sku).executeTakeFirst();
    if (!row) throw contractError(STAFF_ERRORS, "product.notFound");
    const labels = await checkOptions(trx, attributes, child.options, parent.sku, childId);
    const columns = childColumns(parent, child, labels);
    const stockBefore = await trx.selectFrom("stock").select("qty").where("product_id", "=", childId).executeTakeFirst();
    await trx.updateTable("products").set({ ...columns, updated_at: at }).where("id", "=", childId).execute();
    await setStock(trx, childId, child.stock, at);
    await followChildren(trx, parent.sku, parent.id, at);
    const before = { ...Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof typeof columns]])), stock: stockBefore?.qty ?? 0 };
    await recordAudit(trx, actor, { action: "product.updateChild", subject: { type: "product", id: childId }, ...changed(before, { ...columns, stock: child.stock }) }, now);
    await recordCatalogueChange(trx, [parent.id, childId], now);
  });
  await notifyWatchers(ctx, [childId]);
  return { id: childId };
}
