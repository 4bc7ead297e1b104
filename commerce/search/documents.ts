import type { DB } from "../db/connection";
import { groupBy } from "../lib/group-by";
import type { ProductType } from "../db/schema";
import { finalPrice, type PriceFields } from "../api/pricing";
import { bundlePrice, groupedPrice } from "../contract/composite-prices";
import { bundleSaving } from "../api/product-parts";

/** SPEC §9: the store's root category; it and the ids below it are not shop categories. */
const ROOT_CATEGORY_ID = 2;

/** How a listed product's final price is found: its own price rules, or the parts it is sold as. */
export type DocumentPricing =
  | { kind: "own"; fields: PriceFields }
  | { kind: "bundle"; options: { links: { fields: PriceFields; qty: number; is_default: boolean }[] }[]; saving: number }
  | { kind: "grouped"; associated: PriceFields[] };

/** One listable product as the search engine sees it; configurable children are folded into their parent. */
export interface SearchDocument {
  id: number;
  sku: string;
  /** Own sku and the skus of enabled children, so a child sku finds its parent. */
  skus: string[];
  type_id: ProductType;
  name_en: string;
  name_ar: string;
  brand: string | null;
  brand_name_en: string | null;
  brand_name_ar: string | null;
  /** Assigned categories and their active ancestors below the root, for filters and facets. */
  category_ids: number[];
  /**
   * Names of the most specific assigned categories (products are usually assigned to a leaf and its ancestors):
   * an ancestor's name is too broad to search by ("Mobiles & Tablets" would make every phone match "tablets").
   */
  category_names_en: string[];
  category_names_ar: string[];
  /** value_index of the own colour and of in-stock enabled children's colours. */
  colors: number[];
  /** value_index of the own storage and of in-stock enabled children's storage. */
  storages: number[];
  status: number;
  visibility: number;
  in_stock: boolean;
  pricing: DocumentPricing;
  created_at: string;
  updated_at: string;
  units_sold: number;
}

export function documentFinalPrice(pricing: DocumentPricing, now: Date): number {
  switch (pricing.kind) {
    case "own":
      return finalPrice(pricing.fields, now);
    case "bundle":
      return bundlePrice(
        pricing.options.map((option) => option.links),
        (link) => finalPrice(link.fields, now),
        [],
        pricing.saving,
      );
    case "grouped":
      return groupedPrice(pricing.associated, (fields) => finalPrice(fields, now));
  }
}

/** Every set of price rules a document's final price depends on. */
export function priceRulesOf(pricing: DocumentPricing): PriceFields[] {
  switch (pricing.kind) {
    case "own":
      return [pricing.fields];
    case "bundle":
      return pricing.options.flatMap((option) => option.links.map((link) => link.fields));
    case "grouped":
      return pricing.associated;
  }
}

const productColumns = [
  "id",
  "sku",
  "parent_sku",
  "type_id",
  "status",
  "visibility",
  "name_en",
  "name_ar",
  "brand",
  "color",
  "storage",
  "price",
  "special_price",
  "special_from_date",
  "special_to_date",
  "units_sold",
  "created_at",
  "updated_at",
] as const;

const selectProducts = (db: DB) => db.selectFrom("products").select(productColumns);
type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>["execute"]>>[number];

interface StockRow {
  product_id: number;
  is_in_stock: number;
  manage_stock: number;
}

interface BundleSelectionRow {
  bundle_id: number;
  option_id: number;
  part_id: number;
  qty: number;
  is_default: number;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  is_active: number;
  name_en: string;
  name_ar: string;
}

/** The rows documents are built from, grouped by what they belong to. */
interface CatalogueRows {
  roots: ProductRow[];
  childrenBySku: Map<string, ProductRow[]>;
  productsById: Map<number, ProductRow>;
  stockById: Map<number, StockRow>;
  categoryIdsByProduct: Map<number, number[]>;
  bundleSelectionsByProduct: Map<number, BundleSelectionRow[]>;
  associatedIdsByProduct: Map<number, number[]>;
}

interface Dictionaries {
  brands: Map<string, { name_en: string; name_ar: string }>;
  /** Category id → itself and its active ancestors below the root. */
  categoryLineage: Map<number, number[]>;
  categories: Map<number, CategoryRow>;
}

/** SQLite limits bound parameters; keep IN lists well under it. */
const IN_LIST_CHUNK = 500;

async function inChunks<V, T>(values: readonly V[], run: (chunk: V[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += IN_LIST_CHUNK) {
    rows.push(...(await run(values.slice(i, i + IN_LIST_CHUNK))));
  }
  return rows;
}

function groupValues<T, K, V>(rows: readonly T[], keyOf: (row: T) => K, valueOf: (row: T) => V): Map<K, V[]> {
  return new Map([...groupBy(rows, keyOf)].map(([key, group]) => [key, group.map(valueOf)]));
}

/** Visibility 1 rows are not listed on their own: configurable children and parts of bundles and grouped products. */
const isListedAlone = (row: ProductRow): boolean => row.visibility !== 1;

const hasParent = (row: ProductRow): row is ProductRow & { parent_sku: string } => row.parent_sku !== null;

function selectStock(db: DB) {
  return db.selectFrom("stock").select(["product_id", "is_in_stock", "manage_stock"]);
}

function selectCategoryLinks(db: DB) {
  return db.selectFrom("product_categories").select(["product_id", "category_id"]).orderBy("position");
}

function selectBundleSelections(db: DB) {
  return db
    .selectFrom("bundle_options as o")
    .innerJoin("bundle_selections as s", "s.option_id", "o.id")
    .select(["o.product_id as bundle_id", "o.id as option_id", "s.product_id as part_id", "s.qty", "s.is_default"])
    .orderBy("o.product_id")
    .orderBy("o.position")
    .orderBy("o.id")
    .orderBy("s.position")
    .orderBy("s.id");
}

function selectAssociatedLinks(db: DB) {
  return db
    .selectFrom("product_links")
    .select(["product_id", "linked_product_id"])
    .where("link_type", "=", "associated")
    .orderBy("product_id")
    .orderBy("position");
}

function catalogueRows(
  roots: ProductRow[],
  related: ProductRow[],
  stock: StockRow[],
  categoryLinks: { product_id: number; category_id: number }[],
  bundleSelections: BundleSelectionRow[],
  associatedLinks: { product_id: number; linked_product_id: number }[],
): CatalogueRows {
  const all = [...roots, ...related];
  return {
    roots,
    childrenBySku: groupBy(all.filter(hasParent), (row) => row.parent_sku),
    productsById: new Map(all.map((row) => [row.id, row])),
    stockById: new Map(stock.map((row) => [row.product_id, row])),
    categoryIdsByProduct: groupValues(categoryLinks, (l) => l.product_id, (l) => l.category_id),
    bundleSelectionsByProduct: groupBy(bundleSelections, (s) => s.bundle_id),
    associatedIdsByProduct: groupValues(associatedLinks, (l) => l.product_id, (l) => l.linked_product_id),
  };
}

async function loadWholeCatalogue(db: DB): Promise<CatalogueRows> {
  const products = await selectProducts(db).orderBy("id").execute();
  return catalogueRows(
    products.filter(isListedAlone),
    products.filter((row) => !isListedAlone(row)),
    await selectStock(db).execute(),
    await selectCategoryLinks(db).execute(),
    await selectBundleSelections(db).execute(),
    await selectAssociatedLinks(db).execute(),
  );
}

/** Bundle and grouped products that sell any of `ids` as a part. */
async function containerIdsOf(db: DB, ids: readonly number[]): Promise<number[]> {
  const bundles = await inChunks(ids, (chunk) =>
    db
      .selectFrom("bundle_selections as s")
      .innerJoin("bundle_options as o", "o.id", "s.option_id")
      .select("o.product_id as id")
      .where("s.product_id", "in", chunk)
      .execute(),
  );
  const grouped = await inChunks(ids, (chunk) =>
    db
      .selectFrom("product_links")
      .select("product_id as id")
      .where("link_type", "=", "associated")
      .where("linked_product_id", "in", chunk)
      .execute(),
  );
  return [...new Set([...bundles, ...grouped].map((row) => row.id))];
}

/**
 * The rows needed for the documents of `ids`: a child id stands for its parent, and any id also for the bundle
 * and grouped products it is part of (their price is made of its price).
 */
async function loadCatalogueSlice(db: DB, ids: readonly number[]): Promise<CatalogueRows> {
  const containerIds = await containerIdsOf(db, ids);
  const requested = await inChunks([...new Set([...ids, ...containerIds])], (chunk) =>
    selectProducts(db).where("id", "in", chunk).execute(),
  );
  const parentSkus = [...new Set(requested.filter((row) => !isListedAlone(row)).flatMap((row) => row.parent_sku ?? []))];
  const parents = await inChunks(parentSkus, (chunk) => selectProducts(db).where("sku", "in", chunk).execute());
  const roots = [...new Map([...requested, ...parents].filter(isListedAlone).map((r) => [r.id, r])).values()];
  roots.sort((a, b) => a.id - b.id);

  const rootIds = roots.map((row) => row.id);
  const children = await inChunks(
    roots.map((row) => row.sku),
    (chunk) => selectProducts(db).where("parent_sku", "in", chunk).execute(),
  );
  const bundleSelections = await inChunks(rootIds, (chunk) =>
    selectBundleSelections(db).where("o.product_id", "in", chunk).execute(),
  );
  const associatedLinks = await inChunks(rootIds, (chunk) =>
    selectAssociatedLinks(db).where("product_id", "in", chunk).execute(),
  );
  const partIds = [...new Set([...bundleSelections.map((s) => s.part_id), ...associatedLinks.map((l) => l.linked_product_id)])];
  const parts = await inChunks(partIds, (chunk) => selectProducts(db).where("id", "in", chunk).execute());
  const related = [...children, ...parts];
  const stock = await inChunks([...rootIds, ...related.map((row) => row.id)], (chunk) =>
    selectStock(db).where("product_id", "in", chunk).execute(),
  );
  const categoryLinks = await inChunks(rootIds, (chunk) =>
    selectCategoryLinks(db).where("product_id", "in", chunk).execute(),
  );
  return catalogueRows(roots, related, stock, categoryLinks, bundleSelections, associatedLinks);
}

async function loadDictionaries(db: DB): Promise<Dictionaries> {
  const brands = await db.selectFrom("brands").select(["code", "name_en", "name_ar"]).execute();
  const categoryRows = await db
    .selectFrom("categories")
    .select(["id", "parent_id", "is_active", "name_en", "name_ar"])
    .execute();
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  return {
    brands: new Map(brands.map((b) => [b.code, b])),
    categories,
    categoryLineage: new Map(categoryRows.map((row) => [row.id, lineageOf(row.id, categories)])),
  };
}

function lineageOf(id: number, categories: Map<number, CategoryRow>): number[] {
  const lineage: number[] = [];
  const seen = new Set<number>();
  for (let c = categories.get(id); c && c.id > ROOT_CATEGORY_ID && !seen.has(c.id); c = categories.get(c.parent_id ?? -1)) {
    seen.add(c.id);
    if (c.is_active === 1) lineage.push(c.id);
  }
  return lineage;
}

function isInStock(stock: StockRow | undefined): boolean {
  return stock !== undefined && (stock.manage_stock === 0 || stock.is_in_stock === 1);
}

/** SPEC §4: children with status 2 or more are skipped. */
const isEnabledChild = (row: ProductRow): boolean => row.status < 2;
/** SPEC §5: linked products of grouped and bundle items must have status 1. */
const isEnabledPart = (row: ProductRow): boolean => row.status === 1;

function priceFieldsOf(row: ProductRow): PriceFields {
  return {
    price: row.price,
    special_price: row.special_price,
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
  };
}

function pricingOf(root: ProductRow, rows: CatalogueRows): DocumentPricing {
  const enabledPart = (id: number): ProductRow | undefined => {
    const part = rows.productsById.get(id);
    return part && isEnabledPart(part) ? part : undefined;
  };
  if (root.type_id === "bundle") {
    const options = [...groupBy(rows.bundleSelectionsByProduct.get(root.id) ?? [], (s) => s.option_id).values()]
      .map((selections) => ({
        links: selections.flatMap((s) => {
          const part = enabledPart(s.part_id);
          return part ? [{ fields: priceFieldsOf(part), qty: s.qty, is_default: s.is_default === 1 }] : [];
        }),
      }))
      .filter((option) => option.links.length > 0);
    if (options.length > 0) return { kind: "bundle", options, saving: bundleSaving(root) };
  }
  if (root.type_id === "grouped") {
    const associated = (rows.associatedIdsByProduct.get(root.id) ?? [])
      .map(enabledPart)
      .filter((part): part is ProductRow => part !== undefined && part.type_id === "simple")
      .map(priceFieldsOf);
    if (associated.length > 0) return { kind: "grouped", associated };
  }
  return { kind: "own", fields: priceFieldsOf(root) };
}

function presentValues(values: (number | null)[]): number[] {
  return [...new Set(values.filter((v): v is number => v !== null))];
}

function buildDocument(root: ProductRow, rows: CatalogueRows, dictionaries: Dictionaries): SearchDocument {
  const children = (rows.childrenBySku.get(root.sku) ?? []).filter(isEnabledChild);
  const childrenInStock = children.filter((child) => isInStock(rows.stockById.get(child.id)));
  const assignedIds = rows.categoryIdsByProduct.get(root.id) ?? [];
  const lineages = assignedIds.map((id) => dictionaries.categoryLineage.get(id) ?? []);
  const categoryIds = [...new Set(lineages.flat())];
  const isAncestorOfAnother = (id: number) => lineages.some((lineage) => lineage[0] !== id && lineage.includes(id));
  const categories = lineages
    .flatMap((lineage) => lineage.slice(0, 1))
    .filter((id) => !isAncestorOfAnother(id))
    .flatMap((id) => dictionaries.categories.get(id) ?? []);
  const brand = root.brand === null ? undefined : dictionaries.brands.get(root.brand);
  return {
    id: root.id,
    sku: root.sku,
    skus: [root.sku, ...children.map((child) => child.sku)],
    type_id: root.type_id,
    name_en: root.name_en,
    name_ar: root.name_ar,
    brand: root.brand,
    brand_name_en: brand?.name_en ?? null,
    brand_name_ar: brand?.name_ar ?? null,
    category_ids: categoryIds,
    category_names_en: categories.map((c) => c.name_en),
    category_names_ar: categories.map((c) => c.name_ar),
    colors: presentValues([root.color, ...childrenInStock.map((child) => child.color)]),
    storages: presentValues([root.storage, ...childrenInStock.map((child) => child.storage)]),
    status: root.status,
    visibility: root.visibility,
    in_stock:
      root.type_id === "configurable" && children.length > 0
        ? childrenInStock.length > 0
        : isInStock(rows.stockById.get(root.id)),
    pricing: pricingOf(root, rows),
    created_at: root.created_at,
    updated_at: root.updated_at,
    units_sold: root.units_sold,
  };
}

/**
 * One document per product that can be listed on its own (visibility other than 1), whatever its status: the
 * engine decides what is shown. With `ids`, only the documents those products' changes affect (see
 * loadCatalogueSlice); products that are gone or no longer listable are simply absent from the result.
 */
export async function loadSearchDocuments(db: DB, ids?: readonly number[]): Promise<SearchDocument[]> {
  const rows = ids ? await loadCatalogueSlice(db, ids) : await loadWholeCatalogue(db);
  const dictionaries = await loadDictionaries(db);
  return rows.roots.map((root) => buildDocument(root, rows, dictionaries));
}
