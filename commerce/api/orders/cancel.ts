import { sql, type Selectable } from "kysely";
import { formatList } from "../../../common/format";
import { CANCELLABLE_SHIPMENT_STATUSES } from "../../contract/order";
import type { DB } from "../../db/connection";
import type { OrderItemTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import { moneyBackText } from "../../outbox/templates";
import type { CommerceContext } from "../context";
import { voidLineGiftCards } from "../gift-cards/issue";
import { giveBackOrderPoints } from "../loyalty/ledger";
import { recordAudit, SYSTEM, type Actor } from "../staff/audit";
import { storeCodeOfId } from "../store";
import { orderLink } from "./access";
import { creditContent, orderItems } from "./documents";
import { orderError } from "./errors";
import { completeOrderWhenDone } from "./fulfilment";
import { customerOrder, orderByNumber, orderTotals } from "./order-record";
import { giftCardPayments, giftCardReturns, returnStock } from "./lifecycle";
import { returnKeys } from "./licence-keys";
import type { Order } from "./place";
import { payRefund, recordRefund } from "./refunds";

/**
 * Cancelling lines of an order while nothing of it is on its way: the order is pending or confirmed and the
 * lines' shipments are still being prepared. The customer cancels one line (SPEC §7 custom-order orderItemCancel);
 * staff cancel any lines, or all, for the shopper, with a reason the shopper is e-mailed. Either way, in one
 * transaction each line is cancelled, the stock it took comes back (and every process hears of it, decision
 * 015), a tax credit note with the next number takes the line back off the invoice, the gift cards and
 * vouchers that paid for the order get their share of it (decision 039), and so do the loyalty points (decision 065), what the payment owes back is
 * recorded as a refund (decision 041), and the order is cancelled when no line is left. A pending order has no
 * invoice yet, so there is nothing to credit. The refunds are paid through the provider after the commit.
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

interface CancelledLine {
  item: OrderItem;
  creditNo: number | null;
  toGiftCards: number;
  refund: { id: number; amount: number } | null;
}

interface Cancellation {
  /** The order as the cancellation left it. */
  order: Order;
  lines: CancelledLine[];
}

/**
 * The core both the customer and staff cancel with, in the caller's transaction. `itemIds` are lines of the
 * order (an unknown one is `order.itemNotFound`), each still ordered; `all` is every line still ordered.
 * `field` names the request's field the refusals are about; `actor` is who asked (null: the customer).
 */
async function cancelLines(
  trx: DB,
  ctx: CommerceContext,
  order: Order,
  itemIds: readonly number[] | "all",
  field: "itemId" | "itemIds",
  actor: Actor | null,
  why: "cancel" | "uncollected" = "cancel",
): Promise<Cancellation> {
  const items = await orderItems(trx, order.id);
  const chosen =
    itemIds === "all"
      ? items.filter((i) => i.status === "ordered")
      : [...new Set(itemIds)].map((id) => {
          const item = items.find((i) => i.id === id);
          if (!item) throw orderError("order.itemNotFound", field);
          return item;
        });
  const shipments = new Map(
    (await trx.selectFrom("shipments").select(["id", "status"]).where("order_id", "=", order.id).execute()).map((s) => [s.id, s.status]),
  );
  const cancellable = (item: OrderItem) => {
    const shipment = item.shipment_id === null ? null : (shipments.get(item.shipment_id) ?? null);
    // Only the store's own sweep cancels what waited at the store and was never collected.
    const uncollected = why === "uncollected" && shipment === "Ready for Collection";
    return item.status === "ordered" && (uncollected || lineAllowsCancelling(order.status, shipment));
  };
  if (chosen.length === 0 || !chosen.every(cancellable)) throw orderError("order.notCancellable", field);

  const at = ctx.now().toISOString();
  const totals = orderTotals(order);
  let left = items.filter((i) => i.status === "ordered").length;
  const lines: CancelledLine[] = [];
  for (const item of chosen) {
    // Conditional, so a double click (or two staff at once) cancels a line once; the other is refused.
    const marked = await trx.updateTable("order_items").set({ status: "cancelled" }).where("id", "=", item.id).where("status", "=", "ordered").executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw orderError("order.notCancellable", field);
    await returnStock(trx, JSON.parse(item.stock_taken) as { product_id: number; qty: number }[], ctx.now());
    await voidLineGiftCards(trx, item.id, "all", field, ctx.now());
    await returnKeys(trx, item, item.qty, ctx.now());
    left -= 1;
    const lastLine = left === 0;
    const creditNo = await issueCreditNote(trx, item, { qty: item.qty, returnId: null }, at);
    const credit = creditContent(items, totals, item.id, { qty: item.qty, before: 0 }, lastLine).totals.incl_tax;
    const toGiftCards = await giveBackGiftCardShares(trx, order, { itemId: item.id, returnId: null }, credit, lastLine, at);
    const toPoints = await giveBackOrderPoints(trx, order, lastLine ? "rest" : { credit }, ctx.now());
    const refund = await recordRefund(trx, { orderId: order.id, amount: credit - toGiftCards - toPoints, reason: why, orderItemId: item.id, creditNo, actor, at });
    lines.push({ item, creditNo, toGiftCards, refund });
  }
  await trx.updateTable("orders").set({ status: left === 0 ? "cancelled" : order.status, updated_at: at }).where("id", "=", order.id).execute();
  // The lines cancelled may have been the last ones not yet completed in a split order.
  const status = left === 0 ? "cancelled" : (await completeOrderWhenDone(trx, ctx.loyalty, order.id, ctx.now())) ? "completed" : order.status;
  return { order: { ...order, status, updated_at: at }, lines };
}

/** Pays the refunds a committed cancellation recorded; a provider's refusal leaves its refund failed, for finance. */
async function payRefunds(ctx: CommerceContext, cancellation: Cancellation, actor: Actor | null) {
  const paid = [];
  for (const { refund } of cancellation.lines) if (refund) paid.push(await payRefund(ctx, refund.id, actor));
  return paid;
}

/** The customer cancels one line of their own order; its refund is paid as soon as the cancel is committed. */
export async function cancelOrderItem(ctx: CommerceContext, customerId: number, incrementId: string, itemId: number) {
  const cancelled = await inTransaction(ctx.db, async (trx) => cancelLines(trx, ctx, await customerOrder(trx, customerId, incrementId), [itemId], "itemId", null));
  await payRefunds(ctx, cancelled, null);
  return { increment_id: incrementId, item_id: itemId, order_status: cancelled.order.status, credit_no: cancelled.lines[0]!.creditNo };
}

/**
 * Staff (or the system, as `SYSTEM`) cancel lines of a shopper's order, or all of them, saying why: the same
 * cancellation as the customer's, audited as `order.cancel` with the lines' statuses before and after and the
 * reason, and the shopper is e-mailed in the order's language what was cancelled, why, and what comes back.
 */
export function cancelForShopper(ctx: CommerceContext, actor: Actor, incrementId: string, itemIds: readonly number[] | "all", reason: string) {
  return cancelAndTell(ctx, actor, incrementId, itemIds, reason, "cancel");
}

/**
 * The store's sweep cancels the lines of a shipment that waited at the store past PICKUP_HOLD_DAYS (uncollected.ts):
 * the same cancellation, by `SYSTEM`, with the refunds recorded as `uncollected`.
 */
export function cancelUncollected(ctx: CommerceContext, incrementId: string, itemIds: readonly number[], reason: string) {
  return cancelAndTell(ctx, SYSTEM, incrementId, itemIds, reason, "uncollected");
}

async function cancelAndTell(ctx: CommerceContext, actor: Actor, incrementId: string, itemIds: readonly number[] | "all", reason: string, why: "cancel" | "uncollected") {
  const cancelled = await inTransaction(ctx.db, async (trx) => {
    const order = await orderByNumber(trx, incrementId);
    const done = await cancelLines(trx, ctx, order, itemIds, "itemIds", actor, why);
    const itemsWith = (status: string) => done.lines.map(({ item, creditNo }) => ({ id: item.id, status, ...(status === "cancelled" ? { credit_no: creditNo } : {}) }));
    await recordAudit(
      trx,
      actor,
      {
        action: "order.cancel",
        subject: { type: "order", id: incrementId },
        before: { status: order.status, items: itemsWith("ordered") },
        after: { status: done.order.status, items: itemsWith("cancelled"), reason },
      },
      ctx.now(),
    );
    await tellShopper(trx, ctx, done, reason);
    return done;
  });
  const refunds = await payRefunds(ctx, cancelled, actor);
  return {
    increment_id: incrementId,
    order_status: cancelled.order.status,
    items: cancelled.lines.map(({ item, creditNo, toGiftCards }) => ({ item_id: item.id, credit_no: creditNo, to_gift_cards: toGiftCards })),
    refunds: refunds.map(({ id, amount, status }) => ({ id, amount, status })),
  };
}

/** The shopper's e-mail about a cancellation staff made, queued in its transaction. */
async function tellShopper(db: DB, ctx: CommerceContext, { order, lines }: Cancellation, reason: string): Promise<void> {
  const store = storeCodeOfId(order.store_id);
  const back = {
    toPayment: lines.reduce((sum, line) => sum + (line.refund?.amount ?? 0), 0),
    toGiftCards: lines.reduce((sum, line) => sum + line.toGiftCards, 0),
  };
  await queueMessage(
    db,
    {
      to: order.email,
      locale: store,
      template: "orderCancelled",
      params: {
        name: order.customer_name,
        number: order.increment_id,
        items: formatList(lines.map((line) => line.item.name), store),
        reason,
        back: moneyBackText(back, store),
        link: orderLink(ctx, order.increment_id, store),
      },
    },
    ctx.now(),
  );
}

/**
 * Gives each gift card or voucher that paid for the order its share of a cancelled (or returned) line's credit, in
 * proportion to what it paid of the order's total, rounded down; the order's last line gives back whatever the
 * earlier lines left, so that each card gets exactly what it paid once every line is cancelled. Each share is
 * recorded, with the return it is for, so the order's history says where its money went. Answers the fils given
 * back to cards.
 */
export async function giveBackGiftCardShares(
  db: DB,
  order: Order,
  line: { itemId: number; returnId: number | null },
  credit: number,
  lastLine: boolean,
  at: string,
): Promise<number> {
  const { paid, total } = giftCardPayments(order);
  if (paid.length === 0 || total <= 0) return 0;
  const returned = await giftCardReturns(db, order.id);
  let given = 0;
  for (const card of paid) {
    const left = card.applied_amount - (returned.get(card.code) ?? 0);
    const share = lastLine ? left : Math.min(left, Math.floor((credit * card.applied_amount) / total));
    if (share <= 0) continue;
    await db.updateTable("gift_cards").set({ balance: sql`balance + ${share}` }).where("code", "=", card.code).execute();
    await db
      .insertInto("order_gift_card_returns")
      .values({ order_id: order.id, order_item_id: line.itemId, return_id: line.returnId, code: card.code, amount: share, created_at: at })
      .execute();
    given += share;
  }
  return given;
}

/**
 * The credit note of a cancelled line (all its units), or of the units a return takes back, against the line's
 * shipment's invoice, numbered next in the one sequence; none for an order not yet invoiced.
 */
export async function issueCreditNote(db: DB, item: OrderItem, units: { qty: number; returnId: number | null }, at: string): Promise<number | null> {
  if (item.shipment_id === null) return null;
  const invoice = await db.selectFrom("invoices").select("id").where("shipment_id", "=", item.shipment_id).executeTakeFirst();
  if (!invoice) return null;
  // The transaction holds the write lock, so the next number cannot be taken twice.
  const { last } = await db
    .selectFrom("credit_notes")
    .select((eb) => eb.fn.coalesce(eb.fn.max("credit_no"), eb.lit(0)).as("last"))
    .executeTakeFirstOrThrow();
  const creditNo = Number(last) + 1;
  await db
    .insertInto("credit_notes")
    .values({ credit_no: creditNo, invoice_id: invoice.id, order_item_id: item.id, return_id: units.returnId, qty: units.qty, issued_at: at })
    .execute();
  return creditNo;
}
