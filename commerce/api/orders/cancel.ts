import { sql, type Selectable } from "kysely";
import { CANCELLABLE_SHIPMENT_STATUSES } from "../../contract/order";
import type { DB } from "../../db/connection";
import type { OrderItemTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { providerFor } from "../../payments/registry";
import type { CommerceContext } from "../context";
import { creditContent, orderItems } from "./documents";
import { orderError } from "./errors";
import { customerOrder, orderTotals } from "./order-record";
import { completeOrderWhenDone } from "./fulfilment";
import { giftCardPayments, giftCardReturns, returnStock } from "./lifecycle";
import type { Order } from "./place";

/**
 * The customer cancels one line of their order (SPEC §7 custom-order orderItemCancel) while it is not on its
 * way: the order is pending or confirmed and the line's shipment is still being prepared. In one
 * transaction the line is cancelled, the stock it took comes back (and every process hears of it, decision
 * 015), a tax credit note with the next number takes the line back off the invoice, and the order is
 * cancelled when no line is left. A pending order has no invoice yet, so there is nothing to credit. The gift cards
 * and vouchers that paid for the order get their share of the line back in the same transaction (decision 039);
 * the payment gets the rest.
 */

type OrderItem = Selectable<OrderItemTable>;

/**
 * Whether the shopper may still cancel an ordered line, given its order's status and its shipment's (null before
 * the order is confirmed): not once it is dispatched or waiting at the store for collection.
 */
export function lineAllowsCancelling(orderStatus: string, shipmentStatus: string | null): boolean {
  return (
    (orderStatus === "pending" || orderStatus === "confirmed") &&
    (shipmentStatus === null || (CANCELLABLE_SHIPMENT_STATUSES as readonly string[]).includes(shipmentStatus))
  );
}

export async function cancelOrderItem(ctx: CommerceContext, customerId: number, incrementId: string, itemId: number) {
  const at = ctx.now().toISOString();
  const cancelled = await inTransaction(ctx.db, async (trx) => {
    const order = await customerOrder(trx, customerId, incrementId);
    const items = await orderItems(trx, order.id);
    const item = items.find((i) => i.id === itemId);
    if (!item) throw orderError("order.itemNotFound");
    const shipment = item.shipment_id === null ? undefined : await trx.selectFrom("shipments").select("status").where("id", "=", item.shipment_id).executeTakeFirst();
    if (item.status !== "ordered" || !lineAllowsCancelling(order.status, shipment?.status ?? null)) throw orderError("order.notCancellable");

    const marked = await trx
      .updateTable("order_items")
      .set({ status: "cancelled" })
      .where("id", "=", item.id)
      .where("status", "=", "ordered")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw orderError("order.notCancellable");
    await returnStock(trx, JSON.parse(item.stock_taken) as { product_id: number; qty: number }[], ctx.now());

    const lastLine = items.every((i) => i.id === item.id || i.status === "cancelled");
    await trx
      .updateTable("orders")
      .set({ status: lastLine ? "cancelled" : order.status, updated_at: at })
      .where("id", "=", order.id)
      .execute();
    // The line cancelled may have been the last one not yet completed in a split order.
    const status = lastLine ? "cancelled" : (await completeOrderWhenDone(trx, order.id, at)) ? "completed" : order.status;
    const creditNo = await issueCreditNote(trx, item, at);
    const credit = creditContent(items, orderTotals(order), item.id, lastLine);
    const toGiftCards = await giveBackGiftCardShares(trx, order, item.id, credit.totals.incl_tax, lastLine, at);
    return { order: { ...order, status }, creditNo, amount: credit.totals.incl_tax - toGiftCards };
  });
  await refundForCancelledLine(ctx, cancelled.order, cancelled.amount);
  return { increment_id: incrementId, item_id: itemId, order_status: cancelled.order.status, credit_no: cancelled.creditNo };
}

/**
 * Gives each gift card or voucher that paid for the order its share of a cancelled line's credit, in proportion to
 * what it paid of the order's total, rounded down; the order's last line gives back whatever the earlier lines
 * left, so that each card gets exactly what it paid once every line is cancelled. Each share is recorded, so the
 * order's history says where its money went. Answers the fils given back to cards.
 */
async function giveBackGiftCardShares(db: DB, order: Order, itemId: number, credit: number, lastLine: boolean, at: string): Promise<number> {
  const { paid, total } = giftCardPayments(order);
  if (paid.length === 0 || total <= 0) return 0;
  const returned = await giftCardReturns(db, order.id);
  let given = 0;
  for (const card of paid) {
    const left = card.applied_amount - (returned.get(card.code) ?? 0);
    const share = lastLine ? left : Math.min(left, Math.floor((credit * card.applied_amount) / total));
    if (share <= 0) continue;
    await db.updateTable("gift_cards").set({ balance: sql`balance + ${share}` }).where("code", "=", card.code).execute();
    await db.insertInto("order_gift_card_returns").values({ order_id: order.id, order_item_id: itemId, code: card.code, amount: share, created_at: at }).execute();
    given += share;
  }
  return given;
}

/**
 * Where the money of a cancelled line goes back to the customer. Cash on delivery has taken nothing yet, so
 * there is nothing to refund: the courier collects the new total. A card or BNPL payment that was taken is
 * refunded that much through its provider (after the cancellation is committed: a provider that fails to
 * refund is logged for the team to retry by hand, the line stays cancelled).
 */
export async function refundForCancelledLine(ctx: CommerceContext, order: Order, amount: number): Promise<void> {
  const payment = await ctx.db.selectFrom("payments").selectAll().where("order_id", "=", order.id).orderBy("id", "desc").executeTakeFirst();
  if (!payment || (payment.status !== "captured" && payment.status !== "authorized") || amount <= 0) return;
  const provider = providerFor(payment.provider);
  await provider?.refund(ctx, payment, Math.min(amount, payment.amount)).catch((error: unknown) => {
    console.error(`orders: refund of ${amount} fils for order ${order.increment_id} failed:`, error);
  });
}

/** The credit note of a cancelled line against its shipment's invoice, numbered next in the one sequence; none for an order not yet invoiced. */
async function issueCreditNote(db: DB, item: OrderItem, at: string): Promise<number | null> {
  if (item.shipment_id === null) return null;
  const invoice = await db.selectFrom("invoices").select("id").where("shipment_id", "=", item.shipment_id).executeTakeFirst();
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
