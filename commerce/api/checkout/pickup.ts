import type { DB } from "../../db/connection";
import { stockDemand, type CartLine } from "../cart/lines";
import { localised, type StoreCode } from "../store";

/** A store a shopper can collect from, and whether it holds every line of this cart now. */
export interface PickupStore {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  emirate_id: number;
  emirate_name: string;
  curbside: boolean;
  available: boolean;
}

/**
 * Every pickup store, by emirate, each marked available when its shelves hold what every counted line of the
 * cart needs (SPEC §2 click and collect, curbside): a store short of one unit cannot serve the cart.
 */
export async function pickupStores(db: DB, lines: readonly CartLine[], store: StoreCode): Promise<PickupStore[]> {
  const demand = stockDemand(lines.filter((line) => line.counted));
  const [stores, shelves] = await Promise.all([
    db
      .selectFrom("pickup_stores as s")
      .innerJoin("emirates as e", "e.id", "s.emirate_id")
      .selectAll("s")
      .select(["e.name_en as emirate_name_en", "e.name_ar as emirate_name_ar", "e.position as emirate_position"])
      .orderBy("e.position")
      .orderBy("s.position")
      .execute(),
    demand.size === 0
      ? Promise.resolve([])
      : db.selectFrom("pickup_store_stock").selectAll().where("product_id", "in", [...demand.keys()]).execute(),
  ]);
  const held = new Map(shelves.map((s) => [`${s.store_id}:${s.product_id}`, s.qty]));
  return stores.map((s) => ({
    id: s.id,
    code: s.code,
    name: localised(s, "name", store),
    address: localised(s, "address", store),
    phone: s.phone,
    emirate_id: s.emirate_id,
    emirate_name: localised(s, "emirate_name", store),
    curbside: s.curbside === 1,
    available: demand.size > 0 && [...demand].every(([productId, qty]) => (held.get(`${s.id}:${productId}`) ?? 0) >= qty),
  }));
}
