import type { DB } from "../db/connection";
import { groupBy } from "../lib/group-by";
import { bundlePrice, groupedPrice } from "../contract/composite-prices";
import { finalPrice, type PriceFields } from "./pricing";
import { summedPriceFields } from "./prices";
import { localised, type StoreCode } from "./store";

/**
 * The parts of bundle and grouped products. Only parts a shopper can buy count (SPEC §5): enabled and in stock;
 * grouped products use only 'associated' links to simple products.
 */
export interface ProductPart extends PriceFields {
  product_id: number;
  sku: string;
  name: string;
  url_key: string;
  qty: number;
}

export interface BundleSelection extends ProductPart {
  selection_id: number;
  is_default: boolean;
}

export interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  product_links: BundleSelection[];
}

/** The columns of a part product every bundle and grouped query reads. */
const partColumns = [
  "p.id as product_id",
  "p.sku",
  "p.name_en",
  "p.name_ar",
  "p.url_key",
  "p.price",
  "p.special_price",
  "p.special_from_date",
  "p.special_to_date",
] as const;

export async function loadBundleOptions(
  db: DB,
  bundleIds: number[],
  store: StoreCode,
): Promise<Map<number, BundleOption[]>> {
  if (bundleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("bundle_options as bo")
    .innerJoin("bundle_selections as bs", "bs.option_id", "bo.id")
    .innerJoin("products as p", "p.id", "bs.product_id")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .where("bo.product_id", "in", bundleIds)
    .where("p.status", "=", 1)
    .where("s.is_in_stock", "=", 1)
    .select([
      "bo.product_id as bundle_id",
      "bo.id as option_id",
      "bo.title_en",
      "bo.title_ar",
      "bo.required",
      "bs.id as selection_id",
      "bs.qty",
      "bs.is_default",
      ...partColumns,
    ])
    .orderBy("bo.position")
    .orderBy("bs.position")
    .execute();

  const byBundle = new Map<number, BundleOption[]>();
  for (const [bundleId, bundleRows] of groupBy(rows, (r) => r.bundle_id)) {
    byBundle.set(
      bundleId,
      [...groupBy(bundleRows, (r) => r.option_id).values()].map((optionRows) => {
        const first = optionRows[0]!;
        return {
          option_id: first.option_id,
          title: localised(first, "title", store),
          required: first.required === 1,
          product_links: optionRows.map((r) => ({
            selection_id: r.selection_id,
            product_id: r.product_id,
            sku: r.sku,
            name: localised(r, "name", store),
            url_key: r.url_key,
            qty: r.qty,
            is_default: r.is_default === 1,
            price: r.price,
            special_price: r.special_price,
            special_from_date: r.special_from_date,
            special_to_date: r.special_to_date,
          })),
        };
      }),
    );
  }
  return byBundle;
}

export async function loadGroupedParts(
  db: DB,
  groupedIds: number[],
  store: StoreCode,
): Promise<Map<number, ProductPart[]>> {
  if (groupedIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("product_links as l")
    .innerJoin("products as p", "p.id", "l.linked_product_id")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .where("l.product_id", "in", groupedIds)
    .where("l.link_type", "=", "associated")
    .where("p.type_id", "=", "simple")
    .where("p.status", "=", 1)
    .where("s.is_in_stock", "=", 1)
    .select([
      "l.product_id as grouped_id",
      "l.qty",
      ...partColumns,
    ])
    .orderBy("l.position")
    .execute();
  const parts = new Map<number, ProductPart[]>();
  for (const [groupedId, partRows] of groupBy(rows, (r) => r.grouped_id)) {
    parts.set(
      groupedId,
      partRows.map(({ grouped_id: _, name_en, name_ar, ...part }) => ({
        ...part,
        name: localised({ name_en, name_ar }, "name", store),
      })),
    );
  }
  return parts;
}

/**
 * What a bundle takes off its parts' sum, in fils. A bundle has no price of its own (its parts have), so its
 * price column holds this saving; 0 sells the parts at their own prices.
 */
export function bundleSaving(bundle: { price: number }): number {
  return bundle.price;
}

/** A bundle's price fields: its parts' regular sum, and a special of their final sum less the bundle's saving. */
export function bundlePriceFields(options: BundleOption[], saving: number, now: Date): PriceFields {
  const links = options.map((o) => o.product_links);
  return summedPriceFields(
    bundlePrice(links, (p) => p.price),
    bundlePrice(links, (p) => finalPrice(p, now), [], saving),
  );
}

export function groupedPriceFields(parts: ProductPart[], now: Date): PriceFields {
  return summedPriceFields(
    groupedPrice(parts, (p) => p.price),
    groupedPrice(parts, (p) => finalPrice(p, now)),
  );
}
