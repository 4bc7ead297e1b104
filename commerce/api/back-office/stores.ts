import { sql } from "kysely";
import { PICKUP_METHODS } from "../../contract/checkout";
import type { VisitStatus } from "../../contract/locator";
import type { ShipmentStatus } from "../../contract/order";
import type { DB } from "../../db/connection";
import { groupBy } from "../../lib/group-by";
import { locatorError } from "../locator/errors";
import { uaeMinute } from "../locator/slots";
import { localised, type StoreCode } from "../store";
import { countOf } from "../../db/paging";

/**
 * The back office's view of each pickup store (operations): the click and collect and curbside shipments to
 * prepare there and those waiting to be collected, each as a pick list, and the visits shoppers booked there.
 */

/** A shipment still being picked and packed; `Ready for Collection` is on the store's shelf. */
export const PREPARING: readonly ShipmentStatus[] = ["Shipment Created", "Shipment Processing"];
export const READY: ShipmentStatus = "Ready for Collection";

/** Shipments that still hold a line to send, with their order: one whose lines were all cancelled goes nowhere. */
export function liveShipments(db: DB) {
  return db
    .selectFrom("shipments as s")
    .innerJoin("orders as o", "o.id", "s.order_id")
    .where((eb) => eb.exists(eb.selectFrom("order_items as i").select("i.id").whereRef("i.shipment_id", "=", "s.id").where("i.status", "=", "ordered")));
}

/** Live shipments collected at a store (click and collect, curbside), at `statuses`. */
export function pickupShipments(db: DB, statuses: readonly ShipmentStatus[]) {
  return liveShipments(db).where("o.shipping_method", "in", PICKUP_METHODS).where("s.status", "in", statuses);
}

async function storeOf(db: DB, code: string) {
  const row = await db.selectFrom("pickup_stores").select(["id", "code", "name_en", "name_ar", "email"]).where("code", "=", code.toUpperCase()).executeTakeFirst();
  if (!row) throw locatorError("locator.storeNotFound");
  return row;
}

/** Every pickup store, in the checkout's order, with how many shipments wait to be prepared there and to be collected. */
export async function storeList(db: DB, store: StoreCode) {
  const [stores, counts] = await Promise.all([
    db.selectFrom("pickup_stores").select(["id", "code", "name_en", "name_ar", "email"]).orderBy("position").execute(),
    pickupShipments(db, [...PREPARING, READY])
      .select((eb) => ["o.pickup_store_id", "s.status", eb.fn.countAll<number>().as("n")])
      .groupBy(["o.pickup_store_id", "s.status"])
      .execute(),
  ]);
  const countOf = (storeId: number, statuses: readonly string[]) =>
    counts.filter((c) => c.pickup_store_id === storeId && statuses.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
  return stores.map((s) => ({
    code: s.code,
    name: localised(s, "name", store),
    email: s.email,
    to_prepare: countOf(s.id, PREPARING),
    ready: countOf(s.id, [READY]),
  }));
}

/**
 * A store's pick lists: the shipments to prepare and those ready for collection, oldest first, each with its
 * order, the customer and the lines still ordered (SKU and quantity).
 */
export async function pickLists(db: DB, code: string, store: StoreCode) {
  const target = await storeOf(db, code);
  const shipments = await pickupShipments(db, [...PREPARING, READY])
    .where("o.pickup_store_id", "=", target.id)
    .select(["s.id", "s.shipment_no", "s.status", "s.updated_at", "o.increment_id", "o.created_at", "o.customer_name", "o.mobile", "o.shipping_method"])
    .orderBy("s.id")
    .execute();
  const lines =
    shipments.length === 0
      ? []
      : await db
          .selectFrom("order_items")
          .select(["shipment_id", "sku", "name", "qty"])
          .where("shipment_id", "in", shipments.map((s) => s.id))
          .where("status", "=", "ordered")
          .orderBy("id")
          .execute();
  const linesOf = groupBy(lines, (line) => line.shipment_id);
  const pickList = ({ id, ...shipment }: (typeof shipments)[number]) => ({
    ...shipment,
    lines: (linesOf.get(id) ?? []).map(({ sku, name, qty }) => ({ sku, name, qty })),
  });
  return {
    store: { code: target.code, name: localised(target, "name", store) },
    to_prepare: shipments.filter((s) => s.status !== READY).map(pickList),
    ready: shipments.filter((s) => s.status === READY).map(pickList),
  };
}

export interface VisitQuery {
  status: VisitStatus;
  page: number;
  pageSize: number;
}

/** The visits booked (or cancelled) at a store: those still to come first, soonest first, then past ones, latest first. */
export async function storeVisitList(db: DB, code: string, query: VisitQuery, now: Date) {
  const target = await storeOf(db, code);
  const at = sql<string>`v.visit_date || 'T' || v.slot`;
  const upcoming = sql<boolean>`${at} > ${uaeMinute(now)}`;
  const visits = db.selectFrom("store_visits as v").where("v.store_id", "=", target.id).where("v.status", "=", query.status);
  const [total, rows] = await Promise.all([
    countOf(visits),
    visits
      .select([
        "v.visit_date as date",
        "v.slot",
        "v.full_name",
        "v.mobile",
        "v.email",
        "v.comment",
        "v.status",
        "v.store_view as locale",
        "v.created_at",
        "v.updated_at",
        sql<number>`CASE WHEN ${upcoming} THEN 1 ELSE 0 END`.as("upcoming"),
      ])
      .orderBy(sql`CASE WHEN ${upcoming} THEN 0 ELSE 1 END`)
      // Within the upcoming visits the soonest first; the past ones have no key here and fall to the next order.
      .orderBy(sql`CASE WHEN ${upcoming} THEN ${at} END`)
      .orderBy(at, "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    store: { code: target.code, email: target.email },
    total,
    items: rows.map((row) => ({ ...row, upcoming: Number(row.upcoming) === 1 })),
  };
}
