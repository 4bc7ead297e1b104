import { sql } from "kysely";
import { ORDER_PAGE_SIZE } from "../../contract/order";
import { readUaeMobile } from "../../contract/phone-reader";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import { passwordResetMessage, profileOf } from "../account/customers";
import { listAddresses } from "../address/addresses";
import { listAlerts } from "../alerts/alerts";
import type { CatalogueReader, CommerceContext } from "../context";
import { orderError } from "../orders/errors";
import { listOrders } from "../orders/history";
import { orderByNumber } from "../orders/order-record";
import { queueOrderPlaced } from "../orders/place";
import { groupChoices } from "../customer-groups";
import { customerReviews } from "../reviews/reviews";
import { recordAudit, type Actor } from "../staff/audit";
import { staffError } from "../staff/errors";
import { storeCodeOfId, type StoreCode } from "../store";
import { containing } from "./like";
import { countOf } from "../../db/paging";

/**
 * Customer service's side of customers (decision 040, `customers.read` and `customers.contact`): finding a
 * customer, reading what the customer sees of their account, and the two things support may do for them. Staff
 * never act as the customer and never see or set a password: a reset is the shopper's own "forgot password" link,
 * e-mailed to them. Each action is audited in the transaction that queues its e-mail.
 */

export interface CustomerSearch {
  /** A UAE mobile number, or part of a name or e-mail. */
  q?: string;
  page: number;
  pageSize: number;
}

/** One page of the customers the search finds, newest first, and how many it finds in all. */
export async function findCustomers(db: DB, search: CustomerSearch) {
  let query = db.selectFrom("customers as c");
  const q = search.q?.trim();
  if (q) {
    const mobile = readUaeMobile(q);
    const text = containing(q.toLowerCase());
    query = mobile
      ? query.where("c.mobile", "=", mobile)
      : query.where((eb) => eb.or([eb("c.email", "like", text), eb(sql<string>`lower(c.firstname || ' ' || c.lastname)`, "like", text)]));
  }
  const [total, items] = await Promise.all([
    countOf(query),
    query
      .select([
        "c.id",
        "c.email",
        "c.firstname",
        "c.lastname",
        "c.mobile",
        "c.store_id",
        "c.created_at",
        sql<number>`(SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id)`.as("orders"),
      ])
      .orderBy("c.id", "desc")
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
  ]);
  return { total, items: items.map((item) => ({ ...item, orders: Number(item.orders) })) };
}

async function customerOf(db: DB, id: number) {
  const customer = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!customer) throw staffError("customer.notFound");
  return customer;
}

/**
 * A customer as support reads them: the profile (never the password hash), the address book, a page of orders,
 * the stock and price alerts, the reviews, and the newsletter, each as the customer's own pages read it.
 */
export async function customerView(ctx: CatalogueReader, id: number, ordersPage: number, store: StoreCode) {
  const customer = await customerOf(ctx.db, id);
  const who = { customerId: customer.id };
  const [addresses, orders, alerts, reviews, newsletter] = await Promise.all([
    listAddresses(ctx.db, who, store),
    listOrders(ctx.db, customer.id, { pageSize: ORDER_PAGE_SIZE, currentPage: ordersPage }),
    listAlerts(ctx, who, store),
    customerReviews(ctx, who, store),
    ctx.db.selectFrom("newsletter_subscribers").select("subscribed_at").where("email", "=", customer.email).where("status", "=", "subscribed").executeTakeFirst(),
  ]);
  return {
    profile: { ...profileOf(customer), locale: storeCodeOfId(customer.store_id) },
    addresses,
    orders,
    alerts,
    reviews,
    newsletter: { subscribed: newsletter !== undefined, since: newsletter?.subscribed_at ?? null },
    groups: groupChoices(ctx, store),
  };
}

/** E-mails the customer a password reset link, the one "forgot password" sends, in their language. */
export async function sendPasswordReset(ctx: CommerceContext, actor: Actor, id: number): Promise<{ sent: true }> {
  const customer = await customerOf(ctx.db, id);
  const message = await passwordResetMessage(ctx, customer, storeCodeOfId(customer.store_id));
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await queueMessage(trx, message, now);
    await recordAudit(trx, actor, { action: "customer.passwordReset", subject: { type: "customer", id: customer.id }, after: { to: customer.email } }, now);
  });
  return { sent: true };
}

/** Sends a confirmed order's confirmation e-mail (`orderPlaced`) again, in the order's language, to the order's e-mail. */
export async function resendOrderConfirmation(ctx: CommerceContext, actor: Actor, incrementId: string): Promise<{ sent: true }> {
  const order = await orderByNumber(ctx.db, incrementId);
  if (order.status !== "confirmed" && order.status !== "completed") throw orderError("order.notConfirmed");
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await queueOrderPlaced(ctx, trx, order);
    await recordAudit(trx, actor, { action: "order.confirmationResent", subject: { type: "order", id: incrementId }, after: { to: order.email } }, now);
  });
  return { sent: true };
}
