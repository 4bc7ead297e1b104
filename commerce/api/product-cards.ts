import type { PhotoView } from "../contract/product-photo";
import type { ProductType } from "../db/schema";
import type { CatalogueReader } from "./context";
import { undefinedWhenNotFound } from "./envelope";
import { findLoadableProduct, productSummaries } from "./products";
import type { StoreCode } from "./store";

/** A product as the account's lists show it (wishlist, alerts, recently viewed): a card with its link. */
export interface ProductCard {
  product_id: number;
  sku: string;
  type_id: ProductType;
  name: string;
  /** Without the leading slash or the `/ar` prefix: `p/{sku}/{url_key}`. */
  url_path: string;
  image: string;
  photo: PhotoView | null;
  /** VAT-inclusive fils: the regular price, and what the shopper pays now (the special price when one applies). */
  price_incl_tax: number;
  final_price_incl_tax: number;
  is_in_stock: boolean;
}

/** Cards by product id, in the store's language; ids that do not exist are left out. */
export async function productCards(ctx: CatalogueReader, ids: number[], store: StoreCode): Promise<Map<number, ProductCard>> {
  const summaries = await productSummaries(ctx, [...new Set(ids)], store);
  return new Map(
    summaries.map((p) => [
      p.id,
      {
        product_id: p.id,
        sku: p.sku,
        type_id: p.type_id,
        name: p.name,
        url_path: p.url_path,
        image: p.image,
        photo: p.photo,
        price_incl_tax: p.price_incl_tax,
        final_price_incl_tax: p.final_price_incl_tax,
        is_in_stock: p.stock.is_in_stock,
      },
    ]),
  );
}

/** List rows with their product's card spread in; a row whose product is gone is left out. */
export async function withCards<Row extends { product_id: number }>(
  ctx: CatalogueReader,
  rows: Row[],
  store: StoreCode,
): Promise<(Omit<Row, "product_id"> & ProductCard)[]> {
  const cards = await productCards(ctx, rows.map((r) => r.product_id), store);
  return rows.flatMap((row) => {
    const card = cards.get(row.product_id);
    return card ? [{ ...row, ...card }] : [];
  });
}

/**
 * The product a shopper means by `sku`, or undefined when it cannot be shown. The lists keep products, not
 * variants: a configurable child's sku means its parent.
 */
export async function listableProduct(ctx: CatalogueReader, sku: string): Promise<{ id: number; sku: string } | undefined> {
  const found = await findLoadableProduct(ctx, sku).catch(undefinedWhenNotFound);
  return found && { id: found.row.id, sku: found.row.sku };
}
