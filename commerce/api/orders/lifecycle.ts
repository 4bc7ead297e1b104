import { sql } from "kysely";
import { recordCatalogueChange } from "../../catalogue/changes";
import type { DB } from "../../db/connection";
import type { PaymentStatus } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { PaymentFailure } from "../../payments/provider";
import { newCartToken } from "../cart/carts";
import { forgetWishedCard, keepWishedCard } from "../checkout/card-wishes";
import type { CommerceContext } from "../context";
import { giveBackOrderPoints } from "../loyalty/ledger";
import { orderConfirmed, type Order, type OrderTotals } from "./place";

/**
 * What happens to a pending order (a card or BNPL payment under way) when the provider's verified answer
 * comes, or does not come in time (decision 016). Every move is a conditional update from `pending`, so a
 * second answer for the same order (a reloaded return page, the sweep racing a late return) changes nothing.
 */

/** The provider confirmed the payment: the order is confirmed, shipped and e-mailed. False if it was not pending. */
export async function confirmPendingOrder(ctx: CommerceContext, orderId: number, paymentStatus: "authorized" | "captured", providerReference: string | null): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const at = ctx.now().toISOString();
    const moved = await trx
      .updateTable("orders")
      .set({ status: "confirmed", updated_at: at })
      .where("id", "=", orderId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const paymentId = await settleLatestPayment(trx, orderId, { status: paymentStatus, provider_reference: providerReference, updated_at: at });
    await keepWishedCard(trx, paymentId, ctx.now());
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    await orderConfirmed(ctx, trx, order);
    return true;
  });
}

/**
 * The payment failed, was cancelled or never finished: the order fails, everything it took comes back (stock,
 * gift card balances, coupon uses) and the shopper's cart is open again, with its lines, codes and checkout
 * details, under the same token, so "back to payment" finds it as it was. The failed order keeps an empty
 * stand-in cart: `orders.cart_id` is unique, and the reopened cart may become an order later.
 */
export async function failPendingOrder(ctx: CommerceContext, orderId: number, failure: PaymentFailure): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const at = ctx.now().toISOString();
    const moved = await trx
      .updateTable("orders")
      .set({ status: "failed", updated_at: at })
      .where("id", "=", orderId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const status: PaymentStatus = failure === "expired" ? "expired" : failure === "cancelled" ? "cancelled" : "failed";
    await forgetWishedCard(trx, await settleLatestPayment(trx, orderId, { status, failure_code: failure, updated_at: at }));
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    await giveBackWhatTheOrderTook(trx, order, ctx.now());
    await reopenCart(trx, order, ctx.now());
    return true;
  });
}

async function settleLatestPayment(
  db: DB,
  orderId: number,
  values: { status: PaymentStatus; provider_reference?: string | null; failure_code?: string; updated_at: string },
): Promise<number> {
  const latest = await db.selectFrom("payments").select("id").where("order_id", "=", orderId).orderBy("id", "desc").executeTakeFirstOrThrow();
  await db.updateTable("payments").set(values).where("id", "=", latest.id).execute();
  return latest.id;
}

/** Stock units, gift card balances, loyalty points and coupon uses, exactly as placing the order took them and nothing gave back yet. */
export async function giveBackWhatTheOrderTook(db: DB, order: Order, now: Date): Promise<void> {
  const items = await db.selectFrom("order_items").select("stock_taken").where("order_id", "=", order.id).where("status", "=", "ordered").execute();
  await returnStock(db, items.flatMap((item) => JSON.parse(item.stock_taken) as { product_id: number; qty: number }[]), now);
  // Less what cancelled lines already gave back (decision 039).
  const alreadyBack = await giftCardReturns(db, order.id);
  for (const card of giftCardPayments(order).paid) {
    const left = card.applied_amount - (alreadyBack.get(card.code) ?? 0);
    if (left > 0) await db.updateTable("gift_cards").set({ balance: sql`balance + ${left}` }).where("code", "=", card.code).execute();
  }
  await giveBackOrderPoints(db, order, "rest", now);
  for (const code of [order.coupon_code, order.bank_coupon_code]) {
    if (code === null) continue;
    await db.updateTable("promo_rules").set({ times_used: sql`CASE WHEN times_used > 0 THEN times_used - 1 ELSE 0 END` }).where("code", "=", code).execute();
  }
}

/** What each gift card or voucher paid for the order, and the order's total before them, as placing it recorded. */
export function giftCardPayments(order: Pick<Order, "totals">): { paid: OrderTotals["gift_card_amounts"]; total: number } {
  const totals = JSON.parse(order.totals) as OrderTotals;
  return { paid: totals.gift_card_amounts, total: totals.grand_total_before_gift_cards };
}

/** Fils given back so far to each gift card or voucher that paid for the order, by code (decision 039). */
export async function giftCardReturns(db: DB, orderId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("order_gift_card_returns")
    .select(["code", (eb) => eb.fn.sum<number>("amount").as("amount")])
    .where("order_id", "=", orderId)
    .groupBy("code")
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.amount)]));
}

/** Puts units back on the shelf (managed stock only) and tells every process (decision 015). */
export async function returnStock(db: DB, taken: readonly { product_id: number; qty: number }[], now: Date): Promise<void> {
  if (taken.length === 0) return;
  for (const { product_id, qty } of taken) {
    await db
      .updateTable("stock")
      .set({ qty: sql`qty + ${qty}`, is_in_stock: 1, updated_at: now.toISOString() })
      .where("product_id", "=", product_id)
      .where("manage_stock", "=", 1)
      .execute();
  }
  await recordCatalogueChange(db, [...new Set(taken.map((t) => t.product_id))], now);
}

async function reopenCart(db: DB, order: Order, now: Date): Promise<void> {
  const cart = await db.selectFrom("carts").selectAll().where("id", "=", order.cart_id).executeTakeFirstOrThrow();
  const at = now.toISOString();
  const { id: _id, token: _token, ...header } = cart;
  const standIn = await db
    .insertInto("carts")
    .values({ ...header, token: newCartToken(), visitor_hash: null, status: "ordered", updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("orders").set({ cart_id: standIn.id }).where("id", "=", order.id).execute();
  // A cart the shopper started while paying gives way: its lines join the reopened cart, unless the same line is there.
  const owner = cart.customer_id !== null ? { column: "customer_id" as const, value: cart.customer_id } : cart.visitor_hash !== null ? { column: "visitor_hash" as const, value: cart.visitor_hash } : null;
  if (owner && cart.is_buy_now === 0) {
    const started = await db
      .selectFrom("carts")
      .select("id")
      .where(owner.column, "=", owner.value)
      .where("status", "=", "active")
      .where("is_buy_now", "=", 0)
      .executeTakeFirst();
    if (started) {
      await sql`
        UPDATE cart_items SET cart_id = ${cart.id}
        WHERE cart_id = ${started.id} AND NOT EXISTS (
          SELECT 1 FROM cart_items mine WHERE mine.cart_id = ${cart.id} AND mine.product_id = cart_items.product_id
            AND coalesce(mine.child_product_id, 0) = coalesce(cart_items.child_product_id, 0) AND mine.options = cart_items.options)`.execute(db);
      await db.deleteFrom("cart_items").where("cart_id", "=", started.id).execute();
      await db.deleteFrom("cart_gift_cards").where("cart_id", "=", started.id).execute();
      await db.updateTable("carts").set({ status: "merged", updated_at: at }).where("id", "=", started.id).execute();
    }
  }
  await db.updateTable("carts").set({ status: "active", updated_at: at }).where("id", "=", cart.id).execute();
}
