import { cheapestChild } from "../contract/composite-prices";
import type { PhotoView } from "../contract/product-photo";
import type { Product, ProductType } from "../db/schema";
import type { CatalogueReader } from "./context";
import { notFound } from "./envelope";
import { photoViewsOf } from "./product-photos/views";
import {
  bundlePriceFields,
  bundleSaving,
  groupedPriceFields,
  loadBundleOptions,
  loadGroupedParts,
} from "./product-parts";
import { GENERAL_GROUP_ID } from "../contract/customer-groups";
import { groupPriceFields, productPrices, productTaxRate, type ProductPrices } from "./prices";
import { finalPrice, type PriceFields } from "./pricing";
import { localised, type StoreCode } from "./store";

/** A product as lists show it: cards on category, search and home pages. */
export interface ProductSummary extends ProductPrices {
  id: number;
  sku: string;
  type_id: ProductType;
  name: string;
  url_key: string;
  url_path: string;
  /** The SVG illustration, shown when the product has no photo. */
  image: string;
  /** The product's first photo, or null (decision 052). */
  photo: PhotoView | null;
  kind: string;
  brand: { code: string; name: string } | null;
  status: number;
  visibility: number;
  category_ids: number[];
  stock: { is_in_stock: boolean; qty: number };
  created_at: string;
  updated_at: string;
}

export const productSummaryFields = [
  "id", "sku", "type_id", "name", "url_key", "url_path", "image", "photo", "kind", "brand", "status", "visibility",
  "category_ids", "stock", "created_at", "updated_at", "tax_rate", "price", "price_tax", "price_incl_tax",
  "original_price", "original_price_incl_tax", "special_price", "special_price_incl_tax", "special_from_date",
  "special_to_date", "final_price", "final_price_tax", "final_price_incl_tax",
] as const satisfies readonly (keyof ProductSummary)[];

export type ProductRow = Product & { qty: number; is_in_stock: 0 | 1; manage_stock: 0 | 1 };

export function productPath(sku: string, urlKey: string, childSku?: string): string {
  return childSku ? `p/${sku}/${urlKey}/${childSku}` : `p/${sku}/${urlKey}`;
}

export function productImage(sku: string, view = 1): string {
  return `/${sku}/${view}.svg`;
}

function selectProducts(ctx: CatalogueReader) {
  return ctx.db
    .selectFrom("products as p")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .selectAll("p")
    .select(["s.qty", "s.is_in_stock", "s.manage_stock"]);
}

export async function categoryIdsOf(ctx: CatalogueReader, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await ctx.db
    .selectFrom("product_categories")
    .where("product_id", "in", ids)
    .select(["product_id", "category_id"])
    .orderBy("category_id")
    .execute();
  const byProduct = new Map<number, number[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.category_id]);
  return byProduct;
}

/** Enabled, in-stock children of configurable products (SPEC §5: others are dropped). */
export async function availableChildren(ctx: CatalogueReader, parentSkus: string[]): Promise<ProductRow[]> {
  if (parentSkus.length === 0) return [];
  return selectProducts(ctx)
    .where("p.parent_sku", "in", parentSkus)
    .where("p.status", "<", 2)
    .where("s.is_in_stock", "=", 1)
    .orderBy("p.id")
    .execute();
}

export interface Pricing {
  fields: PriceFields;
  inStock: boolean;
}

/** Price and availability, computed from the parts for configurable, bundle and grouped products. */
export async function pricingOf(
  ctx: CatalogueReader,
  rows: ProductRow[],
  store: StoreCode,
): Promise<Map<number, Pricing>> {
  const now = ctx.now();
  const ofType = (type: ProductType) => rows.filter((r) => r.type_id === type);
  const [children, bundles, grouped] = await Promise.all([
    availableChildren(ctx, ofType("configurable").map((r) => r.sku)),
    loadBundleOptions(ctx.db, ofType("bundle").map((r) => r.id), store),
    loadGroupedParts(ctx.db, ofType("grouped").map((r) => r.id), store),
  ]);
  const pricing = new Map<number, Pricing>();
  for (const row of rows) {
    const own: Pricing = { fields: row, inStock: row.is_in_stock === 1 };
    if (row.type_id === "configurable") {
      const cheapest = cheapestChild(
        children.filter((c) => c.parent_sku === row.sku),
        (child) => finalPrice(child, now),
      );
      pricing.set(row.id, cheapest ? { fields: cheapest, inStock: own.inStock } : { ...own, inStock: false });
    } else if (row.type_id === "bundle") {
      const options = bundles.get(row.id) ?? [];
      pricing.set(row.id, { fields: bundlePriceFields(options, bundleSaving(row), now), inStock: own.inStock && options.length > 0 });
    } else if (row.type_id === "grouped") {
      const parts = grouped.get(row.id) ?? [];
      pricing.set(row.id, { fields: groupedPriceFields(parts, now), inStock: own.inStock && parts.length > 0 });
    } else {
      pricing.set(row.id, own);
    }
  }
  return pricing;
}

/** A product's prices as the call's group sees them for one unit (decision 060). */
export function shopperPrices(ctx: CatalogueReader, row: Pick<ProductRow, "id" | "tax_class_id">, fields: PriceFields): ProductPrices {
  const group = ctx.priceGroup ?? GENERAL_GROUP_ID;
  const now = ctx.now();
  return productPrices(groupPriceFields(ctx.reference, row.id, fields, group, 1, now), productTaxRate(ctx.reference, row.tax_class_id, group), now);
}

export function summaryOf(
  ctx: CatalogueReader,
  row: ProductRow,
  pricing: Pricing,
  categoryIds: number[],
  photo: PhotoView | null,
  store: StoreCode,
): ProductSummary {
  const brand = row.brand ? ctx.reference.brands.get(row.brand) : undefined;
  return {
    id: row.id,
    sku: row.sku,
    type_id: row.type_id,
    name: localised(row, "name", store),
    url_key: row.url_key,
    url_path: productPath(row.sku, row.url_key),
    image: productImage(row.sku),
    photo,
    kind: row.kind,
    brand: brand ? { code: brand.code, name: localised(brand, "name", store) } : null,
    status: row.status,
    visibility: row.visibility,
    category_ids: categoryIds,
    stock: { is_in_stock: pricing.inStock, qty: row.qty },
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...shopperPrices(ctx, row, pricing.fields),
  };
}

/** Summaries for the given ids, in the same order; ids that do not exist are skipped. */
export async function productSummaries(
  ctx: CatalogueReader,
  ids: number[],
  store: StoreCode,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(ctx).where("p.id", "in", ids).execute();
  const [pricing, categories, photos] = await Promise.all([pricingOf(ctx, rows, store), categoryIdsOf(ctx, ids), photoViewsOf(ctx.db, ids, store)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [summaryOf(ctx, row, pricing.get(id)!, categories.get(id) ?? [], photos.get(id)?.[0] ?? null, store)] : [];
  });
}

export async function productRowBySku(ctx: CatalogueReader, sku: string): Promise<ProductRow | undefined> {
  return selectProducts(ctx).where("p.sku", "=", sku).executeTakeFirst();
}

/** SPEC §5: disabled products are not found; a child that is not visible on its own is found through its parent. */
export async function findLoadableProduct(
  ctx: CatalogueReader,
  sku: string,
): Promise<{ row: ProductRow; configuredChildSku?: string }> {
  const row = await productRowBySku(ctx, sku);
  if (!row) throw notFound(`Product query returned empty result sku = ${sku}`);
  if (row.status >= 2) throw notFound(`Product query returned empty result product status = ${row.status}`);
  if (row.visibility === 1) {
    const parent = row.parent_sku ? await productRowBySku(ctx, row.parent_sku) : undefined;
    if (!parent || parent.status >= 2) {
      throw notFound(`Product query returned empty result product visibility = ${row.visibility}`);
    }
    return { row: parent, configuredChildSku: row.sku };
  }
  return { row };
}

