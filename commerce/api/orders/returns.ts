import type { Selectable, Updateable } from "kysely";
import {
  FINISHED_SHIPMENT_STATUSES,
  type ReturnDisposition,
  type ReturnErrorCode,
  type ReturnReason,
  type ReturnStatus,
} from "../../contract/order";
import type { DB } from "../../db/connection";
import type { OrderItemTable, ReturnTable } from "../../db/schema";
import { countOf } from "../../db/paging";
import { inTransaction } from "../../db/transaction";
import { uaeDayEndAfter } from "../../lib/uae-days";
import { queueMessage } from "../../outbox/outbox";
import { moneyBackText, returnLinesText, type MessageTemplate, type ReturnParams } from "../../outbox/templates";
import { cashOnDelivery } from "../../payments/cash-on-delivery";
import { newGiftCardCode } from "../cart/gift-cards";
import type { CommerceContext } from "../context";
import { recordAudit, type Actor } from "../staff/audit";
import { storeCodeOfId } from "../store";
import { orderLink } from "./access";
import { giveBackOrderPoints, reverseReturnedPoints } from "../loyalty/ledger";
import { giveBackGiftCardShares, issueCreditNote } from "./cancel";
import { creditContent, orderItems, unitsCredited } from "./documents";
import { orderError, returnError } from "./errors";
import { voidLineGiftCards } from "../gift-cards/issue";
import { returnStock } from "./lifecycle";
import { returnKeys } from "./licence-keys";
import { customerOrder, orderByNumber, orderTotals } from "./order-record";
import type { Order } from "./place";
import { payRefund, recordRefund } from "./refunds";

/**
 * Returns after delivery (docs/order-api.md "Returns", decision 042). The shopper asks to send back units of lines
 * whose shipment reached them (Delivered, Collected or Completed), within RETURN_WINDOW_DAYS UAE calendar days of
 * `delivered_at`; staff receive the parcel, then accept the return or reject it. One state machine:
 *
 *   requested → received → accepted | rejected, and requested → rejected
 *
 * Every step is one transaction: the status changes by a conditional update on the status it was read at, so of
 * two staff pressing at once one makes the step and the other is refused (`return.notAllowed`); the step writes
 * its audit entry and the shopper's e-mail in the order's language with it. Accepting issues a credit note per
 * returned line for its units, gives the gift cards their share (decision 039), puts the units back on the shelf
 * (restock) or not (write-off), and pays the rest back: a card or BNPL payment by a refund (decision 041, paid
 * after the commit), cash on delivery as store credit (a gift card e-mailed with its code) or by a bank transfer
 * staff record.
 */

type ReturnRow = Selectable<ReturnTable>;
type OrderItem = Selectable<OrderItemTable>;

export interface ReturnRequest {
  items: readonly { itemId: number; qty: number; reason: ReturnReason }[];
  comment: string;
}

/** Staff's decision on a parcel they received: what becomes of the goods, and how cash on delivery comes back. */
export type ReturnDecision =
  | { disposition: ReturnDisposition; payout?: "storeCredit" }
  | { disposition: ReturnDisposition; payout: "bankTransfer"; bankReference: string };

type ReturnAction = "receive" | "accept" | "reject";

/** The one table of allowed steps: from which statuses each starts, and where it leads. */
const TRANSITIONS: Record<ReturnAction, { from: readonly ReturnStatus[]; to: ReturnStatus }> = {
  receive: { from: ["requested"], to: "received" },
  accept: { from: ["received"], to: "accepted" },
  // Once the parcel is checked, or before it comes when the request is outside the store's rules.
  reject: { from: ["requested", "received"], to: "rejected" },
};

/** Whether an order line can still be asked back now, and until when: `left` units, or why none. */
export interface Returnable {
  /** The first instant the window is closed; null when the line has not reached the shopper. */
  until: string | null;
  left: number;
  refusal: ReturnErrorCode | null;
}

/**
 * What of a line the shopper may ask back: the units no earlier return took (a rejected one gave them back), while
 * its shipment has reached them and the window, counted in UAE calendar days from `delivered_at`, is open.
 */
export function returnableOf(
  item: Pick<OrderItem, "status" | "qty">,
  shipment: { status: string; delivered_at: string | null } | null,
  taken: number,
  now: Date,
  windowDays: number,
): Returnable {
  if (item.status !== "ordered" || !shipment || shipment.delivered_at === null || !(FINISHED_SHIPMENT_STATUSES as readonly string[]).includes(shipment.status)) {
    return { until: null, left: 0, refusal: "return.notReturnable" };
  }
  const until = uaeDayEndAfter(shipment.delivered_at, windowDays);
  if (now.toISOString() >= until) return { until, left: 0, refusal: "return.windowClosed" };
  return { until, left: item.qty - taken, refusal: null };
}

/** Units of each line of the order that its returns not rejected take, by line id. */
export async function unitsInReturns(db: DB, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("return_lines as l")
    .innerJoin("returns as r", "r.id", "l.return_id")
    .select(["l.order_item_id", (eb) => eb.fn.sum<number>("l.qty").as("qty")])
    .where("r.order_id", "=", orderId)
    .where("r.status", "!=", "rejected")
    .groupBy("l.order_item_id")
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.qty)]));
}

/**
 * The shopper asks to return units of their order's lines: the signed-in customer for their own order
 * (`customerId`), or whoever holds the order's link (null; the route checked its key). Refused, changing nothing:
 * `order.itemNotFound` (a line not of the order), `return.notReturnable`, `return.windowClosed`, `return.qtyTooHigh`.
 */
export async function requestReturn(ctx: CommerceContext, customerId: number | null, incrementId: string, request: ReturnRequest): Promise<ReturnView> {
  return inTransaction(ctx.db, async (trx) => {
    const order = customerId === null ? await orderByNumber(trx, incrementId) : await customerOrder(trx, customerId, incrementId);
    const now = ctx.now();
    const items = await orderItems(trx, order.id);
    const shipments = new Map(
      (await trx.selectFrom("shipments").select(["id", "status", "delivered_at"]).where("order_id", "=", order.id).execute()).map((s) => [s.id, s]),
    );
    const taken = await unitsInReturns(trx, order.id);
    for (const line of request.items) {
      const item = items.find((i) => i.id === line.itemId);
      if (!item) throw orderError("order.itemNotFound", "items");
      const shipment = item.shipment_id === null ? null : (shipments.get(item.shipment_id) ?? null);
      const returnable = returnableOf(item, shipment, taken.get(item.id) ?? 0, now, ctx.returnWindowDays);
      if (returnable.refusal) throw returnError(returnable.refusal);
      if (line.qty > returnable.left) throw returnError("return.qtyTooHigh");
    }
    const at = now.toISOString();
    const { id } = await trx
      .insertInto("returns")
      .values({ order_id: order.id, customer_id: customerId, comment: request.comment, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("return_lines")
      .values(request.items.map((line) => ({ return_id: id, order_item_id: line.itemId, qty: line.qty, reason: line.reason })))
      .execute();
    const view = await readReturn(trx, id, "shopper");
    await tellShopper(ctx, trx, order, view, (params) => ({ template: "returnRequested", params }));
    return view;
  });
}

/**
 * Takes one step of a return in the caller's transaction: the conditional update of its status (with `set`), or
 * `return.notFound` / `return.notAllowed`. Answers the return as it was read, and its order.
 */
async function step(trx: DB, returnId: number, action: ReturnAction, set: Updateable<ReturnTable>, at: string): Promise<{ row: ReturnRow; order: Order }> {
  const row = await trx.selectFrom("returns").selectAll().where("id", "=", returnId).executeTakeFirst();
  if (!row) throw returnError("return.notFound");
  const { from, to } = TRANSITIONS[action];
  if (!from.includes(row.status)) throw returnError("return.notAllowed");
  const moved = await trx
    .updateTable("returns")
    .set({ ...set, status: to, updated_at: at })
    .where("id", "=", returnId)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw returnError("return.notAllowed");
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", row.order_id).executeTakeFirstOrThrow();
  return { row, order };
}

/** Staff have the parcel: the shopper is told it arrived and is being checked. */
export async function receiveReturn(ctx: CommerceContext, actor: Actor, returnId: number): Promise<ReturnView> {
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const at = now.toISOString();
    const { row, order } = await step(trx, returnId, "receive", { received_at: at, received_by: actor.name }, at);
    await audit(trx, actor, "receive", row, { status: "received" }, now);
    const received = await readReturn(trx, returnId, "staff");
    await tellShopper(ctx, trx, order, received, (params) => ({ template: "returnReceived", params }));
    return received;
  });
}

/** Staff turn the return down, saying why; the shopper is e-mailed the reason, and its units can be asked back again. */
export async function rejectReturn(ctx: CommerceContext, actor: Actor, returnId: number, reason: string): Promise<ReturnView> {
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const at = now.toISOString();
    const { row, order } = await step(trx, returnId, "reject", { decided_at: at, decided_by: actor.name, rejection_reason: reason }, at);
    await audit(trx, actor, "reject", row, { status: "rejected", reason }, now);
    const rejected = await readReturn(trx, returnId, "staff");
    await tellShopper(ctx, trx, order, rejected, (params) => ({ template: "returnRejected", params: { ...params, reason } }));
    return rejected;
  });
}

/**
 * Staff accept a received return, in one transaction: per line a credit note for its units (next in the one
 * sequence), the gift cards' shares of it, and for a card or BNPL payment a refund of the rest; the units back
 * on the shelf when restocked; for cash on delivery, the rest as store credit (a gift card e-mailed with its code)
 * or, as staff choose, by the bank transfer whose reference they give. The refunds are paid after the commit.
 * `return.payoutNotAllowed` when staff choose a payout for a payment that is refunded through its provider.
 */
export async function acceptReturn(ctx: CommerceContext, actor: Actor, returnId: number, decision: ReturnDecision): Promise<ReturnView> {
  const refunds = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const at = now.toISOString();
    const { row, order } = await step(trx, returnId, "accept", { decided_at: at, decided_by: actor.name, disposition: decision.disposition }, at);
    const payment = await trx.selectFrom("payments").select("provider").where("order_id", "=", order.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    const cash = payment.provider === cashOnDelivery.code;
    if (!cash && decision.payout) throw returnError("return.payoutNotAllowed");

    const items = await orderItems(trx, order.id);
    const totals = orderTotals(order);
    const lines = await trx.selectFrom("return_lines").selectAll().where("return_id", "=", returnId).orderBy("id").execute();
    const recorded: { id: number; amount: number }[] = [];
    const restocked: { product_id: number; qty: number }[] = [];
    let amount = 0;
    let toGiftCards = 0;
    for (const line of lines) {
      const item = items.find((i) => i.id === line.order_item_id)!;
      const before = await unitsCredited(trx, item.id);
      await voidLineGiftCards(trx, item.id, line.qty, "items", now);
      const creditNo = await issueCreditNote(trx, item, { qty: line.qty, returnId }, at);
      const credit = creditContent(items, totals, item.id, { qty: line.qty, before }, false).totals.incl_tax;
      const shares =
        (await giveBackGiftCardShares(trx, order, { itemId: item.id, returnId }, credit, false, at)) +
        (await giveBackOrderPoints(trx, order, { credit }, now));
      amount += credit;
      toGiftCards += shares;
      if (!cash) {
        const refund = await recordRefund(trx, { orderId: order.id, amount: credit - shares, reason: "return", orderItemId: item.id, creditNo, actor, at });
        if (refund) recorded.push(refund);
      }
      // The line took its stock for all its units alike (a bundle's parts too): these units give back their part.
      if (decision.disposition === "restock") {
        for (const taken of JSON.parse(item.stock_taken) as { product_id: number; qty: number }[]) {
          restocked.push({ product_id: taken.product_id, qty: (taken.qty / item.qty) * line.qty });
        }
      }
    }
    await returnStock(trx, restocked, now);
    for (const line of lines) await returnKeys(trx, items.find((i) => i.id === line.order_item_id)!, line.qty, now);

    await reverseReturnedPoints(trx, ctx.loyalty, order, amount, now);
    const owed = amount - toGiftCards;
    const bankReference = decision.payout === "bankTransfer" ? decision.bankReference : null;
    const storeCredit = cash && bankReference === null && owed > 0 ? { code: newGiftCardCode("SC"), amount: owed } : null;
    if (storeCredit) await trx.insertInto("gift_cards").values({ code: storeCredit.code, balance: owed, expires_at: null, is_active: 1, kind: "giftcard" }).execute();
    const toPayment = recorded.reduce((sum, refund) => sum + refund.amount, 0);
    const payout = cash ? (decision.payout ?? "storeCredit") : "refund";
    const payoutAmount = cash ? owed : toPayment;
    await trx
      .updateTable("returns")
      .set({ amount, to_gift_cards: toGiftCards, payout, payout_amount: payoutAmount, store_credit_code: storeCredit?.code ?? null, bank_reference: bankReference })
      .where("id", "=", returnId)
      .execute();

    const accepted = await readReturn(trx, returnId, "staff");
    await audit(
      trx,
      actor,
      "accept",
      row,
      {
        status: "accepted",
        disposition: decision.disposition,
        credit_nos: accepted.credit_notes,
        amount,
        to_gift_cards: toGiftCards,
        payout,
        payout_amount: payoutAmount,
        refunds: recorded.map((refund) => refund.id),
        // Store credit is money: the log names it by its last characters only.
        ...(storeCredit ? { store_credit: masked(storeCredit.code) } : {}),
        ...(bankReference === null ? {} : { bank_reference: bankReference }),
      },
      now,
    );
    const locale = storeCodeOfId(order.store_id);
    const back = moneyBackText(
      {
        toPayment,
        toGiftCards,
        ...(storeCredit ? { storeCredit } : {}),
        ...(bankReference === null ? {} : { bankTransfer: { reference: bankReference, amount: owed } }),
      },
      locale,
    );
    await tellShopper(ctx, trx, order, accepted, (params) => ({ template: "returnAccepted", params: { ...params, back } }));
    return recorded;
  });
  for (const refund of refunds) await payRefund(ctx, refund.id, actor);
  return readReturn(ctx.db, returnId, "staff");
}

function masked(code: string): string {
  return `…${code.slice(-4)}`;
}

async function audit(db: DB, actor: Actor, action: ReturnAction, row: ReturnRow, after: Record<string, unknown>, now: Date): Promise<void> {
  await recordAudit(db, actor, { action: `return.${action}`, subject: { type: "return", id: row.id }, before: { status: row.status }, after }, now);
}

/** The shopper's e-mail about their return, in the order's language, queued in the step's transaction. */
async function tellShopper(
  ctx: CommerceContext,
  db: DB,
  order: Order,
  shown: Pick<ReturnView, "id" | "items">,
  message: (params: ReturnParams) => MessageTemplate,
): Promise<void> {
  const locale = storeCodeOfId(order.store_id);
  const params = {
    name: order.customer_name,
    number: order.increment_id,
    reference: String(shown.id),
    items: returnLinesText(shown.items, locale),
    link: orderLink(ctx, order.increment_id, locale),
  };
  await queueMessage(db, { to: order.email, locale, ...message(params) }, ctx.now());
}

/** The shopper (the customer or the order link's holder) or staff, who also see who asked and decided, and the refunds. */
export type ReturnViewer = "shopper" | "staff";

export type ReturnView = Awaited<ReturnType<typeof viewsOf>>[number];

const returnRows = (db: DB) => db.selectFrom("returns as r").innerJoin("orders as o", "o.id", "r.order_id").selectAll("r").select(["o.increment_id", "o.email", "o.payment_method"]);

/** Returns with their lines, credit notes and payout, as the shopper or staff see them, in the order given. */
async function viewsOf(db: DB, rows: readonly (ReturnRow & { increment_id: string; email: string; payment_method: string })[], viewer: ReturnViewer) {
  const ids = rows.map((row) => row.id);
  const [lines, notes, refunds] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom("return_lines as l")
            .innerJoin("order_items as i", "i.id", "l.order_item_id")
            .select(["l.return_id", "l.order_item_id as item_id", "i.sku", "i.name", "l.qty", "l.reason"])
            .where("l.return_id", "in", ids)
            .orderBy("l.id")
            .execute(),
          db.selectFrom("credit_notes").select(["return_id", "credit_no"]).where("return_id", "in", ids).orderBy("credit_no").execute(),
          db
            .selectFrom("refunds as f")
            .innerJoin("credit_notes as c", "c.credit_no", "f.credit_no")
            .select(["c.return_id", "f.id", "f.amount", "f.status"])
            .where("c.return_id", "in", ids)
            .orderBy("f.id")
            .execute(),
        ]);
  return rows.map((row) => {
    const shopperView = {
      id: row.id,
      increment_id: row.increment_id,
      status: row.status,
      comment: row.comment,
      created_at: row.created_at,
      updated_at: row.updated_at,
      received_at: row.received_at,
      decided_at: row.decided_at,
      items: lines.filter((line) => line.return_id === row.id).map(({ return_id: _return, ...line }) => line),
      disposition: row.disposition,
      rejection_reason: row.rejection_reason,
      amount: row.amount,
      to_gift_cards: row.to_gift_cards,
      payout: row.payout,
      payout_amount: row.payout_amount,
      credit_notes: notes.filter((note) => note.return_id === row.id).map((note) => note.credit_no),
      // The shopper's own store credit, in full; staff see it as the audit log names it.
      store_credit:
        row.store_credit_code === null ? null : { code: viewer === "staff" ? masked(row.store_credit_code) : row.store_credit_code, amount: row.payout_amount ?? 0 },
      bank_reference: row.bank_reference,
    };
    if (viewer === "shopper") return shopperView;
    return {
      ...shopperView,
      email: row.email,
      // Cash on delivery is paid back as staff choose; anything else through its provider.
      payment_method: row.payment_method,
      requested_by: row.customer_id === null ? ("guest" as const) : ("customer" as const),
      received_by: row.received_by,
      decided_by: row.decided_by,
      refunds: refunds.filter((refund) => refund.return_id === row.id).map(({ return_id: _return, ...refund }) => refund),
    };
  });
}

async function readReturn(db: DB, returnId: number, viewer: ReturnViewer): Promise<ReturnView> {
  const [view] = await viewsOf(db, await returnRows(db).where("r.id", "=", returnId).execute(), viewer);
  if (!view) throw returnError("return.notFound");
  return view;
}

/** An order's returns, oldest first: the order page's. */
export async function orderReturns(db: DB, orderId: number, viewer: ReturnViewer): Promise<ReturnView[]> {
  return viewsOf(db, await returnRows(db).where("r.order_id", "=", orderId).orderBy("r.id").execute(), viewer);
}

/** Staff's list: the returns at `status` (all without one); those still to handle oldest first, the others latest first. */
export async function listReturns(db: DB, query: { status?: ReturnStatus; page: number; pageSize: number }) {
  const { status } = query;
  const waiting = status === "requested" || status === "received";
  const [total, rows] = await Promise.all([
    countOf(db.selectFrom("returns").$if(status !== undefined, (select) => select.where("status", "=", status!))),
    returnRows(db)
      .$if(status !== undefined, (select) => select.where("r.status", "=", status!))
      .orderBy("r.id", waiting ? "asc" : "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total, items: await viewsOf(db, rows, "staff") };
}
