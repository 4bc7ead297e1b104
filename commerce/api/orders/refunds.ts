import { sql, type Selectable } from "kysely";
import { maskCard } from "../../contract/order";
import type { DB } from "../../db/connection";
import type { RefundReason, RefundStatus } from "../../contract/order";
import type { RefundTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { cashOnDelivery } from "../../payments/cash-on-delivery";
import type { Payment } from "../../payments/provider";
import { providerFor } from "../../payments/registry";
import type { CommerceContext } from "../context";
import { recordAudit, type Actor } from "../staff/audit";
import { refundError } from "./errors";

/**
 * Money going back to the shopper's payment (decision 041). A refund is recorded, `pending`, in the transaction
 * of the cancel or credit note that owes it, so it exists exactly when its cause committed; the provider is
 * asked after that commit. Each attempt first claims the refund by a conditional update (`pending` or `failed`
 * → `processing`), so however many calls race for one refund (two finance staff pressing Retry, a retry and the
 * first attempt) only one reaches the provider. The answer settles it in one transaction: `succeeded` with the
 * payment's `refunded_amount` raised (the payment `refunded` once all of it is back), or `failed` with the
 * provider's error, for finance to retry. Every attempt is a row of `refund_attempts`.
 */

type Refund = Selectable<RefundTable>;

/** The staff member an action is recorded under; the shopper (null), the system and the command line are nobody's. */
function staffName(actor: Actor | null): string | null {
  return actor?.staffId == null ? null : actor.name;
}

/**
 * Whether the payment holds the shopper's money. A card payment is taken when authorised (the gateway's
 * PURCHASE captures at once), a BNPL one when captured; cash on delivery only once the courier collected it.
 */
function moneyTaken(payment: Payment): boolean {
  return payment.status === "captured" || (payment.status === "authorized" && payment.provider !== cashOnDelivery.code);
}

export interface RefundCause {
  orderId: number;
  /** Fils the payment should give back; less when the refunds already recorded leave less of it. */
  amount: number;
  reason: RefundReason;
  orderItemId: number | null;
  creditNo: number | null;
  /** Who asked; null for the shopper. */
  actor: Actor | null;
  at: string;
}

/**
 * Records what the order's payment owes back, `pending`, in the caller's transaction. Nothing (null) when the
 * payment took no money (cash not yet collected, a payment still at the provider) or has nothing left to give:
 * the refunds of a payment never add up to more than it took.
 */
export async function recordRefund(trx: DB, cause: RefundCause): Promise<{ id: number; amount: number } | null> {
  const payment = await trx.selectFrom("payments").selectAll().where("order_id", "=", cause.orderId).orderBy("id", "desc").executeTakeFirst();
  if (!payment || !moneyTaken(payment)) return null;
  const { owed } = await trx
    .selectFrom("refunds")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.lit(0)).as("owed"))
    .where("payment_id", "=", payment.id)
    .executeTakeFirstOrThrow();
  const amount = Math.min(cause.amount, payment.amount - Number(owed));
  if (amount <= 0) return null;
  const { id } = await trx
    .insertInto("refunds")
    .values({
      order_id: cause.orderId,
      payment_id: payment.id,
      amount,
      reason: cause.reason,
      order_item_id: cause.orderItemId,
      credit_no: cause.creditNo,
      requested_by: staffName(cause.actor),
      created_at: cause.at,
      updated_at: cause.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, amount };
}

/** A refund as the back office and the answers of these calls show it. */
export interface RefundView {
  id: number;
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  attempts: number;
  order_item_id: number | null;
  credit_no: number | null;
  provider_reference: string | null;
  last_error: string | null;
  requested_by: string | null;
  created_at: string;
  updated_at: string;
}

function viewOf(refund: Refund): RefundView {
  const { order_id: _order, payment_id: _payment, ...view } = refund;
  return view;
}

type Claim =
  | { kind: "claimed"; refund: Refund; payment: Payment }
  | { kind: "missing" }
  /** Paid already, or another attempt holds it. */
  | { kind: "taken"; refund: Refund };

/** Takes the refund for one attempt: only one caller can move it from `pending` or `failed` to `processing`. */
function claim(ctx: CommerceContext, refundId: number): Promise<Claim> {
  return inTransaction(ctx.db, async (trx) => {
    const refund = await trx.selectFrom("refunds").selectAll().where("id", "=", refundId).executeTakeFirst();
    if (!refund) return { kind: "missing" };
    const claimed = await trx
      .updateTable("refunds")
      .set({ status: "processing", attempts: refund.attempts + 1, updated_at: ctx.now().toISOString() })
      .where("id", "=", refundId)
      .where("status", "in", ["pending", "failed"])
      .where("attempts", "=", refund.attempts)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { kind: "taken", refund };
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", refund.payment_id).executeTakeFirstOrThrow();
    return { kind: "claimed", refund, payment };
  });
}

type ProviderAnswer = { ok: true; providerReference: string | null } | { ok: false; error: string };

async function askProvider(ctx: CommerceContext, payment: Payment, amount: number): Promise<ProviderAnswer> {
  // recordRefund keeps the refunds within the payment; this holds even if a row was changed by hand.
  if (amount > payment.amount - payment.refunded_amount) {
    return { ok: false, error: `${amount} fils is more than the ${payment.amount - payment.refunded_amount} fils left to refund` };
  }
  const provider = providerFor(payment.provider);
  if (!provider) return { ok: false, error: `no payment provider ${payment.provider}` };
  try {
    const receipt = await provider.refund(ctx, payment, amount);
    return { ok: true, providerReference: receipt.providerReference };
  } catch (error) {
    const reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ""}` : String(error);
    console.error(`refunds: ${amount} fils of payment ${payment.reference} not refunded: ${reason}`);
    return { ok: false, error: reason.slice(0, 1000) };
  }
}

/** What an attempt came to: the refund after it, or why no attempt was made. */
type Attempt = { kind: "settled"; refund: Refund } | Exclude<Claim, { kind: "claimed" }>;

/**
 * One attempt at the provider, settled in one transaction with its attempt row (and, for a retry, the audit
 * entry). A refund that is missing, paid or held by another attempt is left as it is.
 */
async function attempt(ctx: CommerceContext, refundId: number, actor: Actor | null, audit: "refund.retry" | null): Promise<Attempt> {
  const claimed = await claim(ctx, refundId);
  if (claimed.kind !== "claimed") return claimed;
  const { refund, payment } = claimed;
  const answer = await askProvider(ctx, payment, refund.amount);
  const number = refund.attempts + 1;
  return inTransaction(ctx.db, async (trx) => {
    const at = ctx.now().toISOString();
    const status = answer.ok ? "succeeded" : "failed";
    await trx
      .updateTable("refunds")
      .set({
        status,
        updated_at: at,
        ...(answer.ok ? { provider_reference: answer.providerReference, last_error: null } : { last_error: answer.error }),
      })
      .where("id", "=", refund.id)
      .where("status", "=", "processing")
      .where("attempts", "=", number)
      .execute();
    if (answer.ok) {
      const counted = await trx
        .updateTable("payments")
        .set({
          refunded_amount: sql`refunded_amount + ${refund.amount}`,
          status: sql`CASE WHEN refunded_amount + ${refund.amount} = amount THEN 'refunded' ELSE status END`,
          updated_at: at,
        })
        .where("id", "=", payment.id)
        .where(sql<boolean>`refunded_amount + ${refund.amount} <= amount`)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw new Error(`refunds: payment ${payment.reference} would be refunded more than it took`);
    }
    const error = answer.ok ? null : answer.error;
    await trx.insertInto("refund_attempts").values({ refund_id: refund.id, attempt: number, at, outcome: status, error, actor: staffName(actor) }).execute();
    if (audit && actor) {
      await recordAudit(
        trx,
        actor,
        {
          action: audit,
          subject: { type: "refund", id: refund.id },
          before: { status: refund.status, attempts: refund.attempts },
          after: { status, attempts: number, ...(error === null ? {} : { error }) },
        },
        ctx.now(),
      );
    }
    return { kind: "settled", refund: await trx.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow() };
  });
}

/**
 * Asks the provider to pay a recorded refund, once: answers the refund after the attempt, or as it stands when
 * it is paid already or another attempt holds it. A provider's refusal is an answer (`failed`), not an error.
 */
export async function payRefund(ctx: CommerceContext, refundId: number, actor: Actor | null): Promise<RefundView> {
  const done = await attempt(ctx, refundId, actor, null);
  if (done.kind === "missing") throw refundError("refund.notFound");
  return viewOf(done.refund);
}

/** Finance tries a refund again (audited `refund.retry`); one paid already or under way is refused, never sent twice. */
export async function retryRefund(ctx: CommerceContext, actor: Actor, refundId: number): Promise<RefundView> {
  const done = await attempt(ctx, refundId, actor, "refund.retry");
  if (done.kind === "missing") throw refundError("refund.notFound");
  if (done.kind === "taken") throw refundError(done.refund.status === "succeeded" ? "refund.alreadySucceeded" : "refund.inProgress");
  return viewOf(done.refund);
}

/** The refunds the provider refused, oldest first, with their order and payment: finance's list to retry. */
export async function failedRefunds(db: DB) {
  const rows = await db
    .selectFrom("refunds as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .innerJoin("payments as p", "p.id", "r.payment_id")
    .selectAll("r")
    .select(["o.increment_id", "p.provider", "p.reference as payment_reference"])
    .where("r.status", "=", "failed")
    .orderBy("r.updated_at")
    .orderBy("r.id")
    .execute();
  return {
    items: rows.map(({ increment_id, provider, payment_reference, ...refund }) => ({
      ...viewOf(refund),
      order: { increment_id },
      payment: { provider, reference: payment_reference },
    })),
  };
}

/**
 * Where an order's money went: what its payment took and gave back, each refund, and each gift card's share of
 * its cancelled lines (decision 039). The back office's view; the customer's order detail shows a part of it.
 */
export async function orderPayments(db: DB, orderId: number) {
  const [payment, refunds, giftCardReturns] = await Promise.all([
    db.selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("id", "desc").executeTakeFirst(),
    db.selectFrom("refunds").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db
      .selectFrom("order_gift_card_returns")
      .select(["code", "amount", "order_item_id", "created_at"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute(),
  ]);
  return {
    payment: payment
      ? {
          provider: payment.provider,
          reference: payment.reference,
          provider_reference: payment.provider_reference,
          card: payment.card_brand && payment.card_last4 ? { brand: payment.card_brand, masked: maskCard(payment.card_last4) } : null,
          status: payment.status,
          amount: payment.amount,
          captured: moneyTaken(payment) || payment.status === "refunded" ? payment.amount : 0,
          refunded: payment.refunded_amount,
        }
      : null,
    refunds: refunds.map(viewOf),
    gift_card_returns: giftCardReturns,
  };
}
