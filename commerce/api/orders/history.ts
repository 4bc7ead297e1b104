import { sql } from "kysely";
import { orderPlan } from "../checkout/instalment-choice";
import { FINISHED_SHIPMENT_STATUSES } from "../../contract/order";
import type { DB } from "../../db/connection";
import type { CommerceContext } from "../context";
import type { StoreCode } from "../store";
import { lineAllowsCancelling } from "./cancel";
import { orderItems } from "./documents";
import { orderError } from "./errors";
import { customerOrder, orderAddress, orderPickupStore } from "./order-record";
import type { Order } from "./place";
import { orderPayments } from "./refunds";
import { orderReturns, returnableOf, unitsInReturns } from "./returns";
import { orderKeys } from "./licence-keys";
import { countOf } from "../../db/paging";
import { orderGiftCards } from "../gift-cards/issue";

/**
 * The customer's orders (SPEC §2 my-orders and my-order-history, §7 custom-order myOrderList, detail,
 * orderRating). Open orders are the ones still under way: pending or confirmed, with a shipment not yet
 * delivered or collected (or none yet); everything else (completed, cancelled, failed, or every shipment
 * delivered) is history, "Archived Orders".
 */

export interface OrderPage {
  pageSize: number;
  currentPage: number;
  /** Open orders, archived ones, or (left out) all of them. */
  archived?: boolean;
}

const finished = sql.join(FINISHED_SHIPMENT_STATUSES.map((s) => sql`${s}`));
// A shipment whose lines were all cancelled (split off, then cancelled) goes nowhere: it keeps no order open.
const openOrder = sql<boolean>`o.status IN ('pending', 'confirmed') AND (
  NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
  OR EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.status NOT IN (${finished})
    AND EXISTS (SELECT 1 FROM order_items i WHERE i.shipment_id = s.id AND i.status = 'ordered')))`;

/** Newest first, with how many there are in all. */
export async function listOrders(db: DB, customerId: number, page: OrderPage) {
  const all = db.selectFrom("orders as o").where("o.customer_id", "=", customerId);
  const scoped = page.archived === undefined ? all : all.where(page.archived ? sql<boolean>`NOT (${openOrder})` : openOrder);
  const [total, rows] = await Promise.all([
    countOf(scoped),
    scoped
      .select([
        "o.increment_id",
        "o.status",
        "o.created_at",
        "o.totals",
        sql<number>`(SELECT COALESCE(SUM(i.qty), 0) FROM order_items i WHERE i.order_id = o.id)`.as("items_qty"),
        sql<string | null>`(SELECT s.status FROM shipments s WHERE s.order_id = o.id ORDER BY s.id DESC LIMIT 1)`.as("shipment_status"),
      ])
      .orderBy("o.id", "desc")
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize)
      .execute(),
  ]);
  const items = rows.map(({ totals, ...row }) => ({ ...row, grand_total: (JSON.parse(totals) as { grand_total: number }).grand_total }));
  return { items, total_count: total, page_size: page.pageSize, current_page: page.currentPage };
}

/**
 * Who is looking: the customer may cancel lines and rate; a guest holding the order's link only reads here (and may
 * ask for a return); staff read, and see who asked for and decided each return.
 */
export type Viewer = "customer" | "guest" | "staff";

/**
 * One order as its page shows it. Each line says how many of its units can still be returned now
 * (`returnable_qty`) and until when (`return_until`, the first instant the window is closed; null until its
 * shipment reached the shopper), and `returns` lists the order's returns.
 */
export async function orderDetail(ctx: Pick<CommerceContext, "db" | "now" | "returnWindowDays">, order: Order, store: StoreCode, viewer: Viewer) {
  const { db } = ctx;
  const [items, shipments, events, creditNotes, money, returns, inReturns, giftCards, keys] = await Promise.all([
    orderItems(db, order.id),
    db
      .selectFrom("shipments as s")
      .leftJoin("invoices as i", "i.shipment_id", "s.id")
      .select([
        "s.id",
        "s.shipment_no",
        "s.status",
        "s.carrier",
        "s.tracking_number",
        "s.delivered_at",
        "s.created_at",
        "s.updated_at",
        "i.invoice_no",
        "i.issued_at as invoice_issued_at",
      ])
      .where("s.order_id", "=", order.id)
      .orderBy("s.id")
      .execute(),
    db.selectFrom("shipment_events").select(["shipment_id", "status", "at", "note"]).where("order_id", "=", order.id).orderBy("id").execute(),
    db
      .selectFrom("credit_notes as c")
      .innerJoin("invoices as i", "i.id", "c.invoice_id")
      .select(["c.credit_no", "c.order_item_id", "c.return_id", "c.qty", "c.issued_at", "i.invoice_no"])
      .where("i.order_id", "=", order.id)
      .orderBy("c.credit_no")
      .execute(),
    orderPayments(db, order.id),
    orderReturns(db, order.id, viewer === "staff" ? "staff" : "shopper"),
    unitsInReturns(db, order.id),
    orderGiftCards(db, order.id),
    // The keys are the buyer's alone: staff see that a line took keys in the pools' counts, never the keys.
    viewer === "staff" ? [] : orderKeys(db, order.id),
  ]);
  const now = ctx.now();
  const shipmentOf = new Map(shipments.map((s) => [s.id, s]));
  return {
    increment_id: order.increment_id,
    status: order.status,
    created_at: order.created_at,
    customer_name: order.customer_name,
    email: order.email,
    mobile: order.mobile,
    shipping_address: await orderAddress(db, order.shipping_address, store),
    pickup_store: await orderPickupStore(db, order.shipping_address, store),
    billing_address: await orderAddress(db, order.billing_address, store),
    shipping_method: order.shipping_method,
    delivery: JSON.parse(order.delivery) as unknown,
    vat: order.vat_trn ? { trn: order.vat_trn, company: order.vat_company } : null,
    payment: {
      method: order.payment_method,
      status: money.payment?.status ?? null,
      card: money.payment?.card ?? null,
      instalment: orderPlan(order, store),
      captured: money.payment?.captured ?? 0,
      refunded: money.payment?.refunded ?? 0,
      // A refund the provider refused is still owed, and finance retries it: to the customer it is pending.
      refunds: money.refunds.map((refund) => ({
        amount: refund.amount,
        status: refund.status === "succeeded" ? ("succeeded" as const) : ("pending" as const),
        created_at: refund.created_at,
        refunded_at: refund.status === "succeeded" ? refund.updated_at : null,
        reference: refund.provider_reference,
      })),
      gift_card_returns: money.gift_card_returns.map(({ amount, created_at }) => ({ amount, created_at })),
    },
    items: items.map((item) => {
      const shipment = item.shipment_id === null ? null : shipmentOf.get(item.shipment_id)!;
      const returnable = returnableOf(item, shipment, inReturns.get(item.id) ?? 0, now, ctx.returnWindowDays);
      return {
        id: item.id,
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        price_incl_tax: item.price_incl_tax,
        row_total_incl_tax: item.row_total_incl_tax,
        tax_rate: item.tax_rate,
        status: item.status,
        estimated_delivery: item.estimated_delivery,
        shipment_no: shipment?.shipment_no ?? null,
        cancellable: viewer === "customer" && item.status === "ordered" && lineAllowsCancelling(order.status, shipment?.status ?? null),
        returnable_qty: returnable.left,
        return_until: returnable.until,
        gift_cards: giftCards.get(item.id) ?? [],
      };
    }),
    totals: JSON.parse(order.totals) as unknown,
    shipments: shipments.map(({ id, ...shipment }) => ({
      ...shipment,
      events: events.filter((e) => e.shipment_id === id).map(({ status, at, note }) => ({ status, at, note })),
    })),
    credit_notes: creditNotes,
    licence_keys: keys,
    returns,
    rating: order.rating === null ? null : { rating: order.rating, comment: order.rating_comment ?? "" },
    can_rate: viewer === "customer" && ratable(order.status),
  };
}

/** A cancelled, failed or unpaid order has nothing to rate. */
function ratable(status: string): boolean {
  return status === "confirmed" || status === "completed";
}

/** The customer's rating of their order, 1–5 with an optional comment; rating again replaces it. */
export async function rateOrder(db: DB, customerId: number, incrementId: string, rating: { rating: number; comment: string }, now: Date) {
  const order = await customerOrder(db, customerId, incrementId);
  if (!ratable(order.status)) throw orderError("order.notRatable");
  await db
    .updateTable("orders")
    .set({ rating: rating.rating, rating_comment: rating.comment, updated_at: now.toISOString() })
    .where("id", "=", order.id)
    .execute();
  return { increment_id: incrementId, ...rating };
}
