import { createHash, randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { CartTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { storeIds, type StoreCode } from "../store";
import { cartError } from "./errors";

export type CartRow = Selectable<CartTable>;

/** 32 random bytes, base64url: 43 characters nobody can guess. The token is the only key to a cart. */
export function newCartToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function insertCart(
  db: DB,
  options: { buyNow: boolean; store: StoreCode; now: Date; visitorHash?: string | null; customerId?: number | null },
): Promise<CartRow> {
  const at = options.now.toISOString();
  return db
    .insertInto("carts")
    .values({
      visitor_hash: options.visitorHash ?? null,
      token: newCartToken(),
      customer_id: options.customerId ?? null,
      is_buy_now: options.buyNow ? 1 : 0,
      status: "active",
      store_id: storeIds[options.store],
      coupon_code: null,
      bank_coupon_code: null,
      gift_wrap_flag: 0,
      gift_wrap_message: "",
      shipping_method: null,
      payment_method: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The browser's guest cart: the active one created for this visitor id, or a new one. Two calls at once
 * with the same id get the same cart (the unique index on active visitor carts lets one insert win).
 */
export async function visitorCart(db: DB, options: { visitorId: string; store: StoreCode; now: Date }): Promise<CartRow> {
  const visitorHash = createHash("sha256").update(options.visitorId).digest("base64url");
  return activeCartOr(db, "visitor_hash", visitorHash, () =>
    insertCart(db, { buyNow: false, store: options.store, now: options.now, visitorHash }),
  );
}

/**
 * The signed-in customer's cart: their one active cart, or a new one (SPEC §7 `cart/create?token`). It
 * follows the customer from browser to browser; a guest cart is merged into it on sign-in.
 */
export async function customerCart(db: DB, options: { customerId: number; store: StoreCode; now: Date }): Promise<CartRow> {
  return activeCartOr(db, "customer_id", options.customerId, () =>
    insertCart(db, { buyNow: false, store: options.store, now: options.now, customerId: options.customerId }),
  );
}

/**
 * The active (non-buy-now) cart whose `column` is `value`, or the one `insert` creates. When two requests
 * insert at once, a unique index on active carts lets one win and the other reads the winner's cart.
 */
async function activeCartOr(db: DB, column: "visitor_hash" | "customer_id", value: string | number, insert: () => Promise<CartRow>): Promise<CartRow> {
  const existing = () =>
    db
      .selectFrom("carts")
      .selectAll()
      .where(column, "=", value)
      .where("status", "=", "active")
      .where("is_buy_now", "=", 0)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found;
  try {
    return await insert();
  } catch (error) {
    const winner = await existing();
    if (winner) return winner;
    throw error;
  }
}

/**
 * Abandoned guest carts (and the guest carts merged into a customer's) and buy-now carts, a customer's too, are deleted
 * after this many days; a customer's own cart stays.
 */
export const ABANDONED_CART_DAYS = 30;

/** Deletes guest and buy-now carts untouched for ABANDONED_CART_DAYS; carts that became orders stay. Returns how many went. */
export async function deleteAbandonedCarts(db: DB, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_CART_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return inTransaction(db, async (trx) => {
    const stale = trx
      .selectFrom("carts")
      .select("id")
      .where((eb) => eb.or([eb("customer_id", "is", null), eb("is_buy_now", "=", 1)]))
      .where("status", "!=", "ordered")
      .where("updated_at", "<", before);
    await trx.deleteFrom("cart_items").where("cart_id", "in", stale).execute();
    await trx.deleteFrom("cart_gift_cards").where("cart_id", "in", stale).execute();
    await trx.deleteFrom("checkouts").where("cart_id", "in", stale).execute();
    const deleted = await trx.deleteFrom("carts").where("id", "in", stale).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}

/** The active cart with this token; merged, ordered and unknown carts are all `cart.notFound`. */
export async function activeCart(db: DB, token: string): Promise<CartRow> {
  const cart = await db
    .selectFrom("carts")
    .selectAll()
    .where("token", "=", token)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!cart) throw cartError("cart.notFound");
  return cart;
}

export async function touchCart(db: DB, cartId: number, now: Date): Promise<void> {
  await db.updateTable("carts").set({ updated_at: now.toISOString() }).where("id", "=", cartId).execute();
}
