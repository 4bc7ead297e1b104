import type { DB } from "../../db/connection";

/**
 * A confirmed order ships as one shipment (`{order number}-1`, SPEC status "Shipment Created") and gets its
 * tax invoice at the same time: the invoice number is the next of one unbroken sequence (UAE VAT Executive
 * Regulation Art. 59). Runs inside the transaction that confirms the order, which holds the write lock, so
 * two confirmations cannot take the same number.
 */
export async function shipOrder(db: DB, order: { id: number; increment_id: string }, now: Date): Promise<void> {
  const at = now.toISOString();
  const shipment = await db
    .insertInto("shipments")
    .values({ order_id: order.id, shipment_no: `${order.increment_id}-1`, status: "Shipment Created", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { last } = await db
    .selectFrom("invoices")
    .select((eb) => eb.fn.coalesce(eb.fn.max("invoice_no"), eb.lit(0)).as("last"))
    .executeTakeFirstOrThrow();
  await db
    .insertInto("invoices")
    .values({ invoice_no: Number(last) + 1, order_id: order.id, shipment_id: shipment.id, issued_at: at })
    .execute();
}
