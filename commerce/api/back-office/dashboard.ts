import { PICKUP_METHODS } from "../../contract/checkout";
import { roleMay, type Permission, type StaffRole } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { countOf } from "../../db/paging";
import { lowStockProducts } from "./low-stock";
import { liveShipments, pickupShipments, PREPARING, READY } from "./stores";

/**
 * The back office's first page: how much work waits, each count shown only to the roles that may do that work
 * (`roleMay`), so a role is never shown work it cannot open.
 */

const COUNTS = {
  /** Home delivery shipments to pick, pack and hand to the courier. */
  ordersToShip: {
    permission: "orders.fulfil",
    count: (db: DB) => countOf(liveShipments(db).where("o.shipping_method", "not in", PICKUP_METHODS).where("s.status", "in", PREPARING)),
  },
  toPrepareForCollection: { permission: "orders.fulfil", count: (db: DB) => countOf(pickupShipments(db, PREPARING)) },
  readyNotCollected: { permission: "orders.fulfil", count: (db: DB) => countOf(pickupShipments(db, [READY])) },
  returnsToInspect: { permission: "returns.decide", count: (db: DB) => countOf(db.selectFrom("returns").where("status", "=", "received")) },
  tradeInsToInspect: {
    permission: "tradein.decide",
    count: (db: DB) => countOf(db.selectFrom("tradein_valuations").where("status", "=", "awaiting_device")),
  },
  refundsFailed: { permission: "refunds.manage", count: (db: DB) => countOf(db.selectFrom("refunds").where("status", "=", "failed")) },
  contactOpen: { permission: "customers.contact", count: (db: DB) => countOf(db.selectFrom("contact_messages").where("status", "=", "open")) },
  lowStock: { permission: "stock.manage", count: (db: DB) => countOf(lowStockProducts(db)) },
} satisfies Record<string, { permission: Permission; count: (db: DB) => Promise<number> }>;

export type DashboardCount = keyof typeof COUNTS;

/** The counts a role may act on, by name; the others are left out. */
export async function dashboardCounts(db: DB, role: StaffRole): Promise<Partial<Record<DashboardCount, number>>> {
  const names = (Object.keys(COUNTS) as DashboardCount[]).filter((name) => roleMay(role, COUNTS[name].permission));
  const counts = await Promise.all(names.map((name) => COUNTS[name].count(db)));
  return Object.fromEntries(names.map((name, index) => [name, counts[index]]));
}
