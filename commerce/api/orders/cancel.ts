import { sql, type Selectable } from "kysely";
import { CANCELLABLE_SHIPMENT_STATUSES } from "../../contract/order";
import type { DB } from "../../db/connection";
import type { OrderItemTable } from "../../db/schema";
import { parseOptions } from "../cart/lines";
import type { CommerceContext } from "../context";
import { creditContent, orderItems } from "./documents";
import { orderError } from "./errors";
import { customerOrder, orderTotals } from "./order-record";
import type { Order } from "./place";

/**
 * The customer cancels one line of their order (SPEC §7 custom-order orderItemCancel) while nothing of it is
 * on its way: the order is pending or confirmed and every shipment is still being prepared. In one
 * transaction the line is cancelled, the stock it took comes back (and every process hears of it, decision
 * 015), a tax credit note with the next number takes the line back off the invoice, and the order is
 * cancelled when no line is left. A pending order has no invoice yet, so there is nothing to credit.
 */

type OrderItem = Selectable<OrderItemTable>;

/** Whether the order's lines may still be cancelled, given its shipments' statuses. */
export function orderAllowsCancelling(status: string, shipmentStatuses: readonly string[]): boolean {
  return (
    (status === "pending" || status === "confirmed") &&
    shipmentStatuses.every((s) => (CANCELLABLE_SHIPMENT_STATUSES as readonly string[]).includes(s))
  );
}

export async function cancelOrderItem(ctx: CommerceContext, customerId: number, incrementId: string, itemId: number) {
  const at = ctx.now().toISOString();
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    const order = await customerOrder(trx, customerId, incrementId);
    const items = await orderItems(trx, order.id);
    const item = items.find((i) => i.id === itemId);
    if (!item) throw orderError("order.itemNotFound");
    const shipments = await trx.selectFrom("shipments").select("status").where("order_id", "=", order.id).execute();
    if (item.status !== "ordered" || !orderAllowsCancelling(order.status, shipments.map((s) => s.status))) throw orderError("order.notCancellable");

    const marked = await trx
      .updateTable("order_items")
      .set({ status: "cancelled" })
      .where("id", "=", item.id)
      .where("status", "=", "ordered")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw orderError("order.notCancellable");
    await returnStock(trx, await stockTakenBy(trx, item), ctx.now());

    const lastLine = items.every((i) => i.id === item.id || i.status === "cancelled");
    await trx
      .updateTable("orders")
      .set({ status: lastLine ? "cancelled" : order.status, updated_at: at })
      .where("id", "=", order.id)
      .execute();
    const creditNo = await issueCreditNote(trx, order, item, at);
    const credit = creditContent(items, orderTotals(order), item.id, lastLine);
    return { order: { ...order, status: lastLine ? "cancelled" : order.status }, creditNo, amount: credit.totals.incl_tax };
  });
  await refundForCancelledLine(ctx, cancelled.order, cancelled.amount);
  return { increment_id: incrementId, item_id: itemId, order_status: cancelled.order.status, credit_no: cancelled.creditNo };
}

/**
 * Where the money of a cancelled line goes back to the customer. Cash on delivery has taken nothing yet, so
 * there is nothing to refund: the delivery agent collects the new total. Refunding a card or BNPL payment
 * (the provider's `refund`, commerce/payments/provider.ts) is wired here by the payments work; until then
 * this refunds nothing for any order, and no refund is pretended.
 */
export async function refundForCancelledLine(_ctx: CommerceContext, _order: Order, _amount: number): Promise<void> {}

/** The credit note of a cancelled line, numbered next in the one sequence; none for an order not yet invoiced. */
async function issueCreditNote(db: DB, order: Order, item: OrderItem, at: string): Promise<number | null> {
  const invoice = await db.selectFrom("invoices").select("id").where("order_id", "=", order.id).orderBy("id").executeTakeFirst();
  if (!invoice) return null;
  // The transaction holds the write lock, so the next number cannot be taken twice.
  const { last } = await db
    .selectFrom("credit_notes")
    .select((eb) => eb.fn.coalesce(eb.fn.max("credit_no"), eb.lit(0)).as("last"))
    .executeTakeFirstOrThrow();
  const creditNo = Number(last) + 1;
  await db.insertInto("credit_notes").values({ credit_no: creditNo, invoice_id: invoice.id, order_item_id: item.id, issued_at: at }).execute();
  return creditNo;
}

/** What the line took from stock when it was ordered: the product sold (a configurable's child) and a bundle's parts. */
async function stockTakenBy(db: DB, item: OrderItem): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  const add = (productId: number, qty: number) => taken.set(productId, (taken.get(productId) ?? 0) + qty);
  const sold = await db.selectFrom("products").select("id").where("sku", "=", item.sku).executeTakeFirst();
  add(sold?.id ?? item.product_id, item.qty);
  const selectionIds = Object.values(parseOptions(item.options).bundle_options ?? {});
  if (selectionIds.length > 0) {
    const parts = await db.selectFrom("bundle_selections").select(["product_id", "qty"]).where("id", "in", selectionIds).execute();
    for (const part of parts) add(part.product_id, item.qty * part.qty);
  }
  return taken;
}

/** Puts units back (managed stock only) and tells every process which products changed. */
async function returnStock(db: DB, taken: ReadonlyMap<number, number>, now: Date): Promise<void> {
  const changed: number[] = [];
  for (const [productId, qty] of taken) {
    const returned = await db
      .updateTable("stock")
      .set({ qty: sql`qty + ${qty}`, is_in_stock: sql`CASE WHEN qty + ${qty} > 0 THEN 1 ELSE 0 END`, updated_at: now.toISOString() })
      .where("product_id", "=", productId)
      .where("manage_stock", "=", 1)
      .executeTakeFirst();
    if (Number(returned.numUpdatedRows) === 1) changed.push(productId);
  }
  if (changed.length > 0) {
    await db.insertInto("catalogue_changes").values({ product_ids: JSON.stringify(changed), created_at: now.toISOString() }).execute();
  }
}
