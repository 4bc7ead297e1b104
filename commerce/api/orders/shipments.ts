import type { DB } from "../../db/connection";
import type { ShipmentStatus } from "../../contract/order";

/**
 * A confirmed order ships as one shipment (`{order number}-1`, SPEC status "Shipment Created") holding every
 * line, and staff may split lines off into more (`-2`, `-3`…, fulfilment.ts). Each shipment gets its tax invoice
 * when it is created: the invoice number is the next of one unbroken sequence (UAE VAT Executive Regulation
 * Art. 59). Runs inside the transaction that confirms the order or splits it, which holds the write lock, so
 * two of them cannot take the same number.
 */
export async function shipOrder(db: DB, order: { id: number; increment_id: string }, now: Date): Promise<void> {
  const shipment = await createShipment(db, order, 1, null, now);
  await db.updateTable("order_items").set({ shipment_id: shipment.id }).where("order_id", "=", order.id).execute();
}

/** The order's `n`th shipment, at "Shipment Created" with its first event and its tax invoice; `actor` null for the system. */
export async function createShipment(
  db: DB,
  order: { id: number; increment_id: string },
  n: number,
  actor: string | null,
  now: Date,
): Promise<{ id: number; shipment_no: string; invoice_no: number }> {
  const at = now.toISOString();
  const shipment = await db
    .insertInto("shipments")
    .values({ order_id: order.id, shipment_no: `${order.increment_id}-${n}`, status: "Shipment Created", created_at: at, updated_at: at })
    .returning(["id", "shipment_no"])
    .executeTakeFirstOrThrow();
  await recordShipmentEvent(db, { shipment_id: shipment.id, order_id: order.id, status: "Shipment Created", at, actor, note: null });
  const { last } = await db
    .selectFrom("invoices")
    .select((eb) => eb.fn.coalesce(eb.fn.max("invoice_no"), eb.lit(0)).as("last"))
    .executeTakeFirstOrThrow();
  const invoiceNo = Number(last) + 1;
  await db.insertInto("invoices").values({ invoice_no: invoiceNo, order_id: order.id, shipment_id: shipment.id, issued_at: at }).execute();
  return { ...shipment, invoice_no: invoiceNo };
}

export interface ShipmentEvent {
  shipment_id: number;
  order_id: number;
  status: ShipmentStatus;
  at: string;
  /** The staff member's e-mail; null for the system. */
  actor: string | null;
  note: string | null;
}

/** A line of the shipment's timeline (`shipment_events`), written with the change it records. */
export async function recordShipmentEvent(db: DB, event: ShipmentEvent): Promise<void> {
  await db.insertInto("shipment_events").values(event).execute();
}
