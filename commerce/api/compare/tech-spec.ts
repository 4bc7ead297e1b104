import type { PhotoView } from "../../contract/product-photo";
import type { CatalogueReader } from "../context";
import { listableProduct } from "../product-cards";
import { productRowBySku, productSummaries, type ProductRow } from "../products";
import type { AttributeMeta } from "../reference";
import { localised, type StoreCode } from "../store";

/**
 * The comparison table of a list of skus (SPEC §7 "compare tech spec"): each product as a card, and a row per
 * comparable attribute (`is_comparable`) any of them has, with its value per product and whether they differ.
 */

export interface CompareProduct {
  sku: string;
  type_id: string;
  name: string;
  url_path: string;
  image: string;
  photo: PhotoView | null;
  brand: { code: string; name: string } | null;
  stock: { is_in_stock: boolean; qty: number };
  price_incl_tax: number;
  final_price_incl_tax: number;
}

export interface CompareRow {
  code: string;
  label: string;
  /** Per product, in the products' order; null where a product has no value. */
  values: (string | null)[];
  differs: boolean;
}

/** Attributes whose value is an option of a product column, not an entry of its `specs`. */
const OPTION_COLUMNS = ["color", "storage", "screen_size"] as const;

type Specs = Record<string, { en: string; ar: string }>;

function valueOf(ctx: CatalogueReader, attribute: AttributeMeta, row: ProductRow, specs: Specs, store: StoreCode): string | null {
  const code = attribute.attribute_code;
  if (code === "brand") {
    const brand = row.brand ? ctx.reference.brands.get(row.brand) : undefined;
    return brand ? localised(brand, "name", store) : null;
  }
  const column = OPTION_COLUMNS.find((c) => c === code);
  if (column) {
    const option = attribute.options.find((o) => o.value_index === row[column]);
    return option ? localised(option, "label", store) : null;
  }
  return specs[code]?.[store] ?? null;
}

export async function compareTechSpec(ctx: CatalogueReader, skus: string[], store: StoreCode) {
  const found = await Promise.all(skus.map((sku) => listableProduct(ctx, sku)));
  const ids = [...new Set(found.flatMap((p) => (p ? [p.id] : [])))];
  const summaries = await productSummaries(ctx, ids, store);
  const rows = await Promise.all(summaries.map((s) => productRowBySku(ctx, s.sku)));
  const products: CompareProduct[] = summaries.map((s) => ({
    sku: s.sku,
    type_id: s.type_id,
    name: s.name,
    url_path: s.url_path,
    image: s.image,
    photo: s.photo,
    brand: s.brand,
    stock: s.stock,
    price_incl_tax: s.price_incl_tax,
    final_price_incl_tax: s.final_price_incl_tax,
  }));
  const specs = rows.map((row) => (row ? (JSON.parse(row.specs) as Specs) : {}));
  const attributes: CompareRow[] = [...ctx.reference.attributes.values()]
    .filter((a) => a.is_comparable)
    .sort((a, b) => a.position - b.position)
    .flatMap((attribute) => {
      const values = rows.map((row, i) => (row ? valueOf(ctx, attribute, row, specs[i]!, store) : null));
      if (values.every((v) => v === null)) return [];
      return [{ code: attribute.attribute_code, label: localised(attribute, "label", store), values, differs: new Set(values).size > 1 }];
    });
  return { products, attributes };
}
