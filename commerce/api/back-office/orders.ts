import type { SelectQueryBuilder } from "kysely";
import { readUaeMobile } from "../../contract/phone-reader";
import type { DB } from "../../db/connection";
import type { CommerceContext } from "../context";
import type { Database } from "../../db/schema";
import { spreadsheetCsv } from "../../lib/spreadsheet-csv";
import { uaeDayEnd, uaeDayStart } from "../../lib/uae-days";
import { readShipment } from "../orders/fulfilment";
import { orderDetail } from "../orders/history";
import { orderByNumber, orderTotals } from "../orders/order-record";
import { orderPayments } from "../orders/refunds";
import { inTransaction } from "../../db/transaction";
import { listAudit, recordAudit, type Actor } from "../staff/audit";
import { containing } from "./like";
import { localised, type StoreCode } from "../store";
import { countOf } from "../../db/paging";

/**
 * The back office's side of orders (decision 040): the list with its filters, the same list as CSV, and one
 * order as staff see it, with its internal notes and who did what to it.
 */

export interface OrderFilter {
  status?: string;
  payment?: string;
  delivery?: string;
  store?: number;
  emirate?: number;
  /** UAE calendar dates, inclusive. */
  from?: string;
  to?: string;
  /** An order number (or its start), an e-mail, a mobile number, or part of a name. */
  q?: string;
}

type OrderQuery = SelectQueryBuilder<Database, "orders", object>;

function filtered(db: DB, filter: OrderFilter): OrderQuery {
  let query = db.selectFrom("orders") as OrderQuery;
  if (filter.status) query = query.where("orders.status", "=", filter.status);
  if (filter.payment) query = query.where("orders.payment_method", "=", filter.payment);
  if (filter.delivery) query = query.where("orders.shipping_method", "=", filter.delivery);
  if (filter.store) query = query.where("orders.pickup_store_id", "=", filter.store);
  if (filter.emirate) query = query.where("orders.emirate_id", "=", filter.emirate);
  if (filter.from) query = query.where("orders.created_at", ">=", uaeDayStart(filter.from));
  if (filter.to) query = query.where("orders.created_at", "<", uaeDayEnd(filter.to));
  const q = filter.q?.trim();
  if (q) {
    const mobile = readUaeMobile(q);
    if (mobile) query = query.where("orders.mobile", "=", mobile);
    else if (/^\d{1,12}$/.test(q)) query = query.where("orders.increment_id", "like", `${q}%`);
    else if (q.includes("@")) query = query.where("orders.email", "=", q.toLowerCase());
    else query = query.where("orders.customer_name", "like", containing(q));
  }
  return query;
}

const listColumns = (query: OrderQuery) =>
  query
    .leftJoin("pickup_stores as store", "store.id", "orders.pickup_store_id")
    .leftJoin("emirates as emirate", "emirate.id", "orders.emirate_id")
    .select([
      "orders.id",
      "orders.increment_id",
      "orders.created_at",
      "orders.customer_name",
      "orders.email",
      "orders.mobile",
      "orders.status",
      "orders.payment_method",
      "orders.shipping_method",
      "orders.totals",
      "store.name_en as store_en",
      "store.name_ar as store_ar",
      "emirate.name_en as emirate_en",
      "emirate.name_ar as emirate_ar",
    ]);

type ListRow = Awaited<ReturnType<ReturnType<typeof listColumns>["execute"]>>[number];

async function shipmentStatuses(db: DB, orderIds: number[]): Promise<Map<number, string[]>> {
  const statuses = new Map<number, string[]>();
  if (orderIds.length === 0) return statuses;
  const rows = await db.selectFrom("shipments").select(["order_id", "status"]).where("order_id", "in", orderIds).orderBy("id").execute();
  for (const row of rows) statuses.set(row.order_id, [...(statuses.get(row.order_id) ?? []), row.status]);
  return statuses;
}

function summaryOf(row: ListRow, shipments: string[], store: StoreCode) {
  return {
    increment_id: row.increment_id,
    created_at: row.created_at,
    customer_name: row.customer_name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    payment_method: row.payment_method,
    shipping_method: row.shipping_method,
    grand_total: orderTotals(row).grand_total,
    pickup_store: row.store_en === null ? null : localised({ name_en: row.store_en, name_ar: row.store_ar ?? row.store_en }, "name", store),
    emirate: row.emirate_en === null ? null : localised({ name_en: row.emirate_en, name_ar: row.emirate_ar ?? row.emirate_en }, "name", store),
    shipments,
  };
}

export type OrderSummary = ReturnType<typeof summaryOf>;

/** One page of the orders the filter finds, newest first, and how many it finds in all. */
export async function findOrders(db: DB, filter: OrderFilter, page: { page: number; pageSize: number }, store: StoreCode) {
  const query = filtered(db, filter);
  const [total, rows] = await Promise.all([
    countOf(query),
    listColumns(query)
      .orderBy("orders.id", "desc")
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
  ]);
  const shipments = await shipmentStatuses(db, rows.map((row) => row.id));
  return { total, items: rows.map((row) => summaryOf(row, shipments.get(row.id) ?? [], store)) };
}

/** More than any day's orders; an export asks for a narrower filter beyond this. */
export const EXPORT_MAX_ROWS = 50_000;

/** The orders the filter finds as CSV for spreadsheets. */
export async function exportOrders(db: DB, filter: OrderFilter, store: StoreCode): Promise<string> {
  const rows = await listColumns(filtered(db, filter)).orderBy("orders.id", "desc").limit(EXPORT_MAX_ROWS).execute();
  const shipments = await shipmentStatuses(db, rows.map((row) => row.id));
  const header = ["order", "placed_at", "status", "customer", "email", "mobile", "payment", "delivery", "pickup_store", "emirate", "grand_total_aed", "shipments"];
  const lines = rows.map((row) => {
    const order = summaryOf(row, shipments.get(row.id) ?? [], store);
    return [
      order.increment_id,
      order.created_at,
      order.status,
      order.customer_name,
      order.email,
      order.mobile,
      order.payment_method,
      order.shipping_method,
      order.pickup_store ?? "",
      order.emirate ?? "",
      (order.grand_total / 100).toFixed(2),
      order.shipments.join(" | "),
    ];
  });
  return spreadsheetCsv(header, lines);
}


/** One order as staff see it: what the shopper sees, the payments with their provider references, the notes, and the log. */
export async function staffOrder(ctx: Pick<CommerceContext, "db" | "now" | "returnWindowDays">, incrementId: string, store: StoreCode) {
  const { db } = ctx;
  const order = await orderByNumber(db, incrementId);
  const [detail, payments, money, notes, shipmentNos] = await Promise.all([
    orderDetail(ctx, order, store, "staff"),
    db
      .selectFrom("payments")
      .select(["provider", "reference", "status", "amount", "provider_reference", "card_brand", "card_last4", "failure_code", "created_at", "updated_at"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
    orderPayments(db, order.id),
    db
      .selectFrom("order_notes as n")
      .innerJoin("staff", "staff.id", "n.staff_id")
      .select(["n.id", "n.body", "n.created_at", "staff.name as author"])
      .where("n.order_id", "=", order.id)
      .orderBy("n.id")
      .execute(),
    db.selectFrom("shipments").select("shipment_no").where("order_id", "=", order.id).orderBy("id").execute(),
  ]);
  const [fulfilment, ...logs] = await Promise.all([
    Promise.all(shipmentNos.map((shipment) => readShipment(db, shipment.shipment_no))),
    ...[
      { subjectType: "order", subjectId: incrementId },
      ...shipmentNos.map((shipment) => ({ subjectType: "shipment", subjectId: shipment.shipment_no })),
      ...detail.returns.map((returned) => ({ subjectType: "return", subjectId: String(returned.id) })),
    ].map((subject) => listAudit(db, { ...subject, page: 1, pageSize: 100 })),
  ]);
  const staffActions = logs.flatMap((log) => log.items).sort((a, b) => a.id - b.id);
  return {
    ...detail,
    customer_id: order.customer_id,
    payments,
    refunds: money.refunds,
    gift_card_returns: money.gift_card_returns,
    notes,
    fulfilment,
    staff_actions: staffActions,
  };
}

/** An internal note on an order, in the audit log too. */
export async function addOrderNote(db: DB, actor: Actor & { staffId: number }, incrementId: string, body: string, now: Date): Promise<void> {
  const order = await orderByNumber(db, incrementId);
  await inTransaction(db, async (trx) => {
    await trx.insertInto("order_notes").values({ order_id: order.id, staff_id: actor.staffId, body, created_at: now.toISOString() }).execute();
    await recordAudit(trx, actor, { action: "order.note", subject: { type: "order", id: incrementId }, after: { note: body } }, now);
  });
}
