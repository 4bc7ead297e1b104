import { z } from "zod";
import type { DB } from "../../db/connection";
import { localised, type StoreCode } from "../store";
import { orderError } from "./errors";
import type { Order } from "./place";

/**
 * Reading a placed order back: the order of a customer (someone else's is as unknown as one that never
 * existed), and the JSON the order keeps (its totals, its addresses) read through a schema, never trusted.
 */

/** The customer's order by its number; another customer's, a guest's or an unknown one is `order.notFound`. */
export async function customerOrder(db: DB, customerId: number, incrementId: string): Promise<Order> {
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("increment_id", "=", incrementId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  if (!order) throw orderError("order.notFound");
  return order;
}

export async function orderByNumber(db: DB, incrementId: string): Promise<Order> {
  const order = await db.selectFrom("orders").selectAll().where("increment_id", "=", incrementId).executeTakeFirst();
  if (!order) throw orderError("order.notFound");
  return order;
}

/** The amounts of the cart's `Totals` (commerce/api/cart/totals.ts) the order documents are built from. */
const totalsSchema = z.object({
  subtotal_incl_tax: z.number().int(),
  discount: z.number().int(),
  shipping_incl_tax: z.number().int(),
  gift_wrap_incl_tax: z.number().int(),
  payment_fee_incl_tax: z.number().int(),
  tax: z.number().int(),
  grand_total_before_gift_cards: z.number().int(),
  gift_cards: z.number().int(),
  grand_total: z.number().int(),
});
export type OrderTotals = z.infer<typeof totalsSchema>;

export function orderTotals(order: Pick<Order, "totals">): OrderTotals {
  return totalsSchema.parse(JSON.parse(order.totals));
}

/** The address input an order keeps (docs/address-api.md `AddressInput`). */
const addressSchema = z.object({
  full_name: z.string(),
  mobile: z.string(),
  building: z.string(),
  flat: z.string(),
  landmark: z.string().default(""),
  area: z.string(),
  emirate_id: z.number().int(),
  city_id: z.number().int(),
  address_type: z.string(),
  makani: z.string().nullable().default(null),
});

export type OrderAddress = z.infer<typeof addressSchema> & { emirate_name: string; city_name: string };

/** An address of the order with its emirate and city named in the store's language; null when it kept none. */
export async function orderAddress(db: DB, json: string, store: StoreCode): Promise<OrderAddress | null> {
  const parsed = addressSchema.safeParse(JSON.parse(json));
  if (!parsed.success) return null;
  const address = parsed.data;
  const place = await db
    .selectFrom("cities as c")
    .innerJoin("emirates as e", "e.id", "c.emirate_id")
    .select(["c.name_en as city_name_en", "c.name_ar as city_name_ar", "e.name_en as emirate_name_en", "e.name_ar as emirate_name_ar"])
    .where("c.id", "=", address.city_id)
    .executeTakeFirst();
  return {
    ...address,
    emirate_name: place ? localised(place, "emirate_name", store) : "",
    city_name: place ? localised(place, "city_name", store) : "",
  };
}

const pickupStoreSchema = z.object({ pickup_store: z.object({ id: z.number().int(), name: z.string(), address: z.string() }) });

/** The store a pickup or curbside order is collected from, named in the store's language; null for a delivery. */
export async function orderPickupStore(db: DB, shippingJson: string, store: StoreCode): Promise<{ name: string; address: string } | null> {
  const parsed = pickupStoreSchema.safeParse(JSON.parse(shippingJson));
  if (!parsed.success) return null;
  const kept = parsed.data.pickup_store;
  const row = await db.selectFrom("pickup_stores").select(["name_en", "name_ar", "address_en", "address_ar"]).where("id", "=", kept.id).executeTakeFirst();
  return row ? { name: localised(row, "name", store), address: localised(row, "address", store) } : { name: kept.name, address: kept.address };
}
