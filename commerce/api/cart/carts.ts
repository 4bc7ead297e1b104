import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { CartTable } from "../../db/schema";
import { storeIds, type StoreCode } from "../store";
import { cartError } from "./errors";

export type CartRow = Selectable<CartTable>;

/** 32 random bytes, base64url: 43 characters nobody can guess. The token is the only key to a cart. */
export function newCartToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function insertCart(
  db: DB,
  options: { buyNow: boolean; store: StoreCode; now: Date },
): Promise<CartRow> {
  const at = options.now.toISOString();
  return db
    .insertInto("carts")
    .values({
      token: newCartToken(),
      customer_id: null,
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
