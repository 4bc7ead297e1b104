import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { CommerceContext } from "../../../api/context";
import type { TestBnplMerchant, TestBnplPaymentTable } from "../../../db/schema";
import { inTransaction } from "../../../db/transaction";
import { BNPL_MAX_AMOUNT, BNPL_MIN_AMOUNT } from "../../instalments";

/** The test BNPL service's payments and the rules it applies to them (docs/test-bnpl.md). */

export type TestBnplPayment = Selectable<TestBnplPaymentTable>;

/** A refusal of the service, answered as `{ status: "error", errorType, error }` with the HTTP status. */
export class TestBnplError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    readonly errorType: "bad_data" | "unauthorized" | "not_found" | "conflict",
    message: string,
  ) {
    super(message);
  }
}

export interface CheckoutInput {
  amount: number;
  currency: "AED";
  buyer: { name: string; email: string; phone: string };
  referenceId: string;
  lang: "en" | "ar";
  urls: { success: string; cancel: string; failure: string };
}

export type RejectionReason = "not_available" | "order_amount_too_low" | "order_amount_too_high";

/** Test rules: the buyer's eligibility, decided when the session is created. */
export function rejectionOf(input: Pick<CheckoutInput, "amount" | "buyer">): RejectionReason | null {
  if (input.buyer.phone.endsWith("0000")) return "not_available";
  if (input.amount < BNPL_MIN_AMOUNT) return "order_amount_too_low";
  if (input.amount > BNPL_MAX_AMOUNT) return "order_amount_too_high";
  return null;
}

/** Test rule: a buyer whose e-mail starts with this is declined when they approve on the hosted page. */
export const DECLINED_EMAIL_PREFIX = "otp.rejected";

export async function createPayment(ctx: CommerceContext, merchant: TestBnplMerchant, input: CheckoutInput): Promise<TestBnplPayment> {
  const now = ctx.now();
  return ctx.db
    .insertInto("test_bnpl_payments")
    .values({
      id: randomUUID(),
      session_id: randomUUID(),
      merchant,
      status: "CREATED",
      rejection_reason: null,
      amount: input.amount,
      currency: input.currency,
      reference_id: input.referenceId,
      buyer_name: input.buyer.name,
      buyer_email: input.buyer.email,
      buyer_phone: input.buyer.phone,
      lang: input.lang,
      success_url: input.urls.success,
      cancel_url: input.urls.cancel,
      failure_url: input.urls.failure,
      created_at: now.toISOString(),
      // A session the buyer does not answer in time expires, as the store's own wait does (PAYMENT_TIMEOUT_MINUTES).
      expires_at: new Date(now.getTime() + ctx.payments.paymentTimeoutMs).toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A merchant's payment by id; another merchant's payment is not found. */
export async function paymentOf(ctx: CommerceContext, merchant: TestBnplMerchant, id: string): Promise<TestBnplPayment> {
  const payment = await ctx.db.selectFrom("test_bnpl_payments").selectAll().where("id", "=", id).where("merchant", "=", merchant).executeTakeFirst();
  if (!payment) throw new TestBnplError(404, "not_found", `no payment ${id}`);
  return expireIfDue(ctx, payment);
}

export async function paymentOfSession(ctx: CommerceContext, sessionId: string): Promise<TestBnplPayment | undefined> {
  const payment = await ctx.db.selectFrom("test_bnpl_payments").selectAll().where("session_id", "=", sessionId).executeTakeFirst();
  return payment && expireIfDue(ctx, payment);
}

/** Expiry is applied when a payment is read: nothing runs in the background. */
async function expireIfDue(ctx: CommerceContext, payment: TestBnplPayment): Promise<TestBnplPayment> {
  if (payment.status !== "CREATED" || ctx.now().toISOString() < payment.expires_at) return payment;
  await changeStatus(ctx, payment, "CREATED", { status: "EXPIRED" });
  return reread(ctx, payment.id);
}

/** The buyer's answer on the hosted page; a payment no longer waiting for one is left as it is. */
export async function decide(ctx: CommerceContext, payment: TestBnplPayment, decision: "approve" | "cancel"): Promise<TestBnplPayment> {
  if (payment.status !== "CREATED") return payment;
  const change =
    decision === "cancel"
      ? ({ status: "REJECTED", rejection_reason: "cancelled" } as const)
      : payment.buyer_email.startsWith(DECLINED_EMAIL_PREFIX)
      ? ({ status: "REJECTED", rejection_reason: "declined" } as const)
      : ({ status: "AUTHORIZED" } as const);
  await changeStatus(ctx, payment, "CREATED", change);
  return reread(ctx, payment.id);
}

/** Takes `amount` of an authorized payment; the payment is CLOSED once all of it is captured. */
export async function capture(ctx: CommerceContext, payment: TestBnplPayment, amount: number): Promise<TestBnplPayment> {
  if (payment.status !== "AUTHORIZED") throw new TestBnplError(409, "conflict", `a ${payment.status} payment cannot be captured`);
  const capturable = payment.amount - payment.captured_amount;
  if (amount > capturable) throw new TestBnplError(400, "bad_data", `at most ${capturable} can be captured`);
  return inTransaction(ctx.db, async (trx) => {
    const captured = payment.captured_amount + amount;
    const updated = await trx
      .updateTable("test_bnpl_payments")
      .set({ captured_amount: captured, status: captured === payment.amount ? "CLOSED" : "AUTHORIZED", updated_at: ctx.now().toISOString() })
      .where("id", "=", payment.id)
      .where("status", "=", "AUTHORIZED")
      .where("captured_amount", "=", payment.captured_amount)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new TestBnplError(409, "conflict", "the payment changed meanwhile");
    await trx.insertInto("test_bnpl_operations").values({ payment_id: payment.id, kind: "capture", amount, created_at: ctx.now().toISOString() }).execute();
    return trx.selectFrom("test_bnpl_payments").selectAll().where("id", "=", payment.id).executeTakeFirstOrThrow();
  });
}

/** Gives back up to what was captured and not refunded yet. */
export async function refund(ctx: CommerceContext, payment: TestBnplPayment, amount: number): Promise<TestBnplPayment> {
  const refundable = payment.captured_amount - payment.refunded_amount;
  if (amount > refundable) throw new TestBnplError(400, "bad_data", `at most ${refundable} can be refunded`);
  return inTransaction(ctx.db, async (trx) => {
    const updated = await trx
      .updateTable("test_bnpl_payments")
      .set({ refunded_amount: payment.refunded_amount + amount, updated_at: ctx.now().toISOString() })
      .where("id", "=", payment.id)
      .where("refunded_amount", "=", payment.refunded_amount)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new TestBnplError(409, "conflict", "the payment changed meanwhile");
    await trx.insertInto("test_bnpl_operations").values({ payment_id: payment.id, kind: "refund", amount, created_at: ctx.now().toISOString() }).execute();
    return trx.selectFrom("test_bnpl_payments").selectAll().where("id", "=", payment.id).executeTakeFirstOrThrow();
  });
}

/**
 * The merchant gives up the payment: an authorized one is CLOSED (what was not captured is released), one
 * still waiting for the buyer is REJECTED as cancelled. A payment already over stays as it is.
 */
export async function close(ctx: CommerceContext, payment: TestBnplPayment): Promise<TestBnplPayment> {
  if (payment.status === "AUTHORIZED") await changeStatus(ctx, payment, "AUTHORIZED", { status: "CLOSED" });
  else if (payment.status === "CREATED") await changeStatus(ctx, payment, "CREATED", { status: "REJECTED", rejection_reason: "cancelled" });
  else return payment;
  return reread(ctx, payment.id);
}

async function changeStatus(
  ctx: CommerceContext,
  payment: TestBnplPayment,
  from: TestBnplPayment["status"],
  change: Pick<TestBnplPayment, "status"> & Partial<Pick<TestBnplPayment, "rejection_reason">>,
): Promise<void> {
  // Conditional on the status read, so two answers at once change it once; the loser rereads the winner's.
  await ctx.db
    .updateTable("test_bnpl_payments")
    .set({ ...change, updated_at: ctx.now().toISOString() })
    .where("id", "=", payment.id)
    .where("status", "=", from)
    .execute();
}

function reread(ctx: CommerceContext, id: string): Promise<TestBnplPayment> {
  return ctx.db.selectFrom("test_bnpl_payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A payment as the API shows it. */
export function paymentJson(payment: TestBnplPayment) {
  return {
    id: payment.id,
    status: payment.status,
    rejection_reason: payment.rejection_reason,
    amount: payment.amount,
    currency: payment.currency,
    captured_amount: payment.captured_amount,
    refunded_amount: payment.refunded_amount,
    created_at: payment.created_at,
    expires_at: payment.expires_at,
    buyer: { name: payment.buyer_name, email: payment.buyer_email, phone: payment.buyer_phone },
    order: { reference_id: payment.reference_id },
  };
}

/** Where the hosted page sends the buyer once the payment is decided, with the payment's id. */
export function merchantUrlOf(payment: TestBnplPayment): string {
  const target =
    payment.status === "AUTHORIZED" || payment.status === "CLOSED"
      ? payment.success_url
      : payment.status === "REJECTED" && payment.rejection_reason === "cancelled"
      ? payment.cancel_url
      : payment.failure_url;
  const url = new URL(target);
  url.searchParams.set("payment_id", payment.id);
  return url.toString();
}
