import type { PhotoView } from "../../contract/product-photo";
import type { DB } from "../../db/connection";
import type { StoreCode } from "../store";

/** Products' photos as pages show them (decision 052), in their order, with the alt text in the store's language. */
export async function photoViewsOf(db: DB, productIds: number[], store: StoreCode): Promise<Map<number, PhotoView[]>> {
  const byProduct = new Map<number, PhotoView[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom("product_photos")
    .select(["id", "product_id", "hash", "widths", "width", "height", "alt_en", "alt_ar"])
    .where("product_id", "in", productIds)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const view: PhotoView = { id: row.id, hash: row.hash, widths: JSON.parse(row.widths) as number[], width: row.width, height: row.height, alt: store === "ar" ? row.alt_ar : row.alt_en };
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), view]);
  }
  return byProduct;
}
