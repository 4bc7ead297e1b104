import { randomBytes, randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { CommerceContext } from "../../../api/context";
import type { TestPaypalCaptureTable, TestPaypalOrderTable, TestPaypalRefundTable } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";

/** The test PayPal's orders, captures and refunds, and the rules it applies to them (docs/test-paypal.md). */

export type TestPaypalOrder = Selectable<TestPaypalOrderTable>;
export type TestPaypalCapture = Selectable<TestPaypalCaptureTable>;
export type TestPaypalRefund = Selectable<TestPaypalRefundTable>;

/** A refusal, answered in PayPal's error shape: `{ name, message, details: [{ issue, description }] }`. */
export class TestPaypalError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422,
    readonly issue: string,
    message: string,
  ) {
    super(message);
  }
}

/** An id in PayPal's form: upper-case letters and digits (17 for orders and captures, 13 for a payer). */
function paypalId(length: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

export interface OrderInput {
  amount: number;
  currency: "AED";
  customId: string;
  invoiceId: string;
  returnUrl: string;
  cancelUrl: string;
  lang: "en" | "ar";
}

export function createOrder(ctx: CommerceContext, input: OrderInput): Promise<TestPaypalOrder> {
  const now = ctx.now().toISOString();
  return ctx.db
    .insertInto("test_paypal_orders")
    .values({
      id: paypalId(17),
      status: "CREATED",
      amount: input.amount,
      currency: input.currency,
      custom_id: input.customId,
      invoice_id: input.invoiceId,
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      lang: input.lang,
      payer_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function orderOf(ctx: CommerceContext, id: string): Promise<TestPaypalOrder> {
  const order = await findOrder(ctx, id);
  if (!order) throw new TestPaypalError(404, "RESOURCE_NOT_FOUND", `no order ${id}`);
  return order;
}

export function findOrder(ctx: CommerceContext, id: string): Promise<TestPaypalOrder | undefined> {
  return ctx.db.selectFrom("test_paypal_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export function captureOfOrder(ctx: CommerceContext, orderId: string): Promise<TestPaypalCapture | undefined> {
  return ctx.db.selectFrom("test_paypal_captures").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}

/** The buyer pressed "Pay now": the order is APPROVED (nothing is taken until the merchant captures it). */
export async function approve(ctx: CommerceContext, order: TestPaypalOrder): Promise<TestPaypalOrder> {
  await ctx.db
    .updateTable("test_paypal_orders")
    .set({ status: "APPROVED", payer_id: paypalId(13), updated_at: ctx.now().toISOString() })
    .where("id", "=", order.id)
    .where("status", "=", "CREATED")
    .execute();
  return orderOf(ctx, order.id);
}

/**
 * Takes the whole amount of an approved order, once. A request with the PayPal-Request-Id of an earlier
 * capture of this order answers that capture again; any other capture of a completed order is refused.
 */
export async function capture(ctx: CommerceContext, orderId: string, requestId: string | null): Promise<TestPaypalCapture> {
  return inTransaction(ctx.db, async (trx) => {
    const earlier = await trx.selectFrom("test_paypal_captures").selectAll().where("order_id", "=", orderId).executeTakeFirst();
    if (earlier && requestId !== null && earlier.request_id === requestId) return earlier;
    if (earlier) throw new TestPaypalError(422, "ORDER_ALREADY_CAPTURED", "Order already captured.");
    const order = await trx.selectFrom("test_paypal_orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!order) throw new TestPaypalError(404, "RESOURCE_NOT_FOUND", `no order ${orderId}`);
    if (order.status !== "APPROVED") throw new TestPaypalError(422, "ORDER_NOT_APPROVED", "The payer has not yet approved the order.");
    const at = ctx.now().toISOString();
    await trx.updateTable("test_paypal_orders").set({ status: "COMPLETED", updated_at: at }).where("id", "=", orderId).execute();
    return trx
      .insertInto("test_paypal_captures")
      .values({ id: paypalId(17), order_id: orderId, amount: order.amount, request_id: requestId, created_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function captureOf(ctx: CommerceContext, id: string): Promise<TestPaypalCapture> {
  const found = await ctx.db.selectFrom("test_paypal_captures").selectAll().where("id", "=", id).executeTakeFirst();
  if (!found) throw new TestPaypalError(404, "RESOURCE_NOT_FOUND", `no capture ${id}`);
  return found;
}

/**
 * Gives back `amount` of a capture (all that is left when absent), never more than was captured. A request
 * with the PayPal-Request-Id of an earlier refund of this capture answers that refund again.
 */
export async function refund(ctx: CommerceContext, captureId: string, amount: number | null, requestId: string | null): Promise<TestPaypalRefund> {
  const key = requestId ?? randomUUID();
  return inTransaction(ctx.db, async (trx) => {
    const earlier = await trx.selectFrom("test_paypal_refunds").selectAll().where("capture_id", "=", captureId).where("request_id", "=", key).executeTakeFirst();
    if (earlier) return earlier;
    const captured = await trx.selectFrom("test_paypal_captures").selectAll().where("id", "=", captureId).executeTakeFirst();
    if (!captured) throw new TestPaypalError(404, "RESOURCE_NOT_FOUND", `no capture ${captureId}`);
    const left = captured.amount - captured.refunded_amount;
    const given = amount ?? left;
    if (left === 0) throw new TestPaypalError(422, "CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded.");
    if (given > left) throw new TestPaypalError(422, "REFUND_AMOUNT_EXCEEDED", `At most ${left} fils of the capture can be refunded.`);
    const at = ctx.now().toISOString();
    await trx.updateTable("test_paypal_captures").set({ refunded_amount: captured.refunded_amount + given }).where("id", "=", captureId).execute();
    return trx
      .insertInto("test_paypal_refunds")
      .values({ id: paypalId(17), capture_id: captureId, amount: given, request_id: key, created_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Where the approval page sends the buyer: PayPal's `return_url` or `cancel_url` with `token` (and `PayerID`). */
export function buyerReturnUrl(order: TestPaypalOrder, decision: "approve" | "cancel"): string {
  const url = new URL(decision === "approve" ? order.return_url : order.cancel_url);
  url.searchParams.set("token", order.id);
  if (decision === "approve" && order.payer_id) url.searchParams.set("PayerID", order.payer_id);
  return url.toString();
}
