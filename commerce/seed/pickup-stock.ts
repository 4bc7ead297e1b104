import type { StockDraft } from "./products";

/** The pickup stores of migrations 0006 (ids 1–12) and 0011 (ids 13–18). */
const PICKUP_STORE_IDS = Array.from({ length: 18 }, (_, i) => i + 1);

/**
 * What each pickup store holds of the demo catalogue: a product in stock at the warehouse sits on the shelves
 * of about two stores in three, a few units each, so click and collect has stores that can and cannot serve a
 * cart. Deterministic in the product id, like the rest of the seed.
 */
export function pickupStoreStockRows(stock: readonly StockDraft[]) {
  return stock
    .filter((s) => s.manage_stock === 1 && s.qty > 0)
    .flatMap((s) =>
      PICKUP_STORE_IDS.filter((store) => (s.product_id + store) % 3 !== 0).map((store) => ({
        store_id: store,
        product_id: s.product_id,
        qty: Math.min(s.qty, 1 + ((s.product_id * store) % 4)),
      })),
    );
}
