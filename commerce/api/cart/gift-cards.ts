import { randomInt } from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { GiftCardTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import { activeCart, touchCart, type CartRow } from "./carts";
import type { CartErrorCode } from "../../contract/cart";
import { cartError } from "./errors";

/**
 * Gift cards pay part of the grand total (SPEC §9: at most 5 per order), and so do the trade-in and loyalty
 * vouchers, which are gift cards of another kind (their own line in the totals). Codes are matched ignoring case.
 * The balance is only read here; it is drawn down when an order is placed.
 */
export const MAX_GIFT_CARDS = 5;

export type GiftCard = Selectable<GiftCardTable>;

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * A new card's code, `TI-7KQM-R2XW-9FHA` for a trade-in voucher: the prefix, then 12 random characters (about 59
 * bits) grouped to be read out and typed.
 */
export function newGiftCardCode(prefix: string): string {
  const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""));
  return `${prefix}-${groups.join("-")}`;
}

/** Gift card codes are matched whatever their case. */
const sameCode = (code: string) => sql<boolean>`upper(code) = upper(${code.trim()})`;

export async function findGiftCard(db: DB, code: string): Promise<GiftCard | undefined> {
  return db
    .selectFrom("gift_cards")
    .selectAll()
    .where(sameCode(code))
    .executeTakeFirst();
}

/** Why a card cannot pay now, or null when it can. */
export function giftCardProblem(card: GiftCard | undefined, now: Date): CartErrorCode | null {
  if (!card || card.is_active !== 1) return "giftCard.invalid";
  if (card.expires_at !== null && card.expires_at < now.toISOString()) return "giftCard.expired";
  if (card.balance <= 0) return "giftCard.empty";
  return null;
}

export interface AppliedGiftCard extends GiftCard {
  position: number;
}

export async function cartGiftCards(db: DB, cartId: number): Promise<AppliedGiftCard[]> {
  return db
    .selectFrom("cart_gift_cards as c")
    .innerJoin("gift_cards as g", "g.code", "c.code")
    .where("c.cart_id", "=", cartId)
    .select(["g.code", "g.balance", "g.expires_at", "g.is_active", "g.kind", "c.position"])
    .orderBy("c.position")
    .execute();
}

/** Appends a card after the ones already applied; the caller checks the limit. */
export async function attachGiftCard(db: DB, cartId: number, code: string): Promise<void> {
  await db
    .insertInto("cart_gift_cards")
    .values({
      cart_id: cartId,
      code,
      position: sql<number>`(SELECT coalesce(max(position), 0) + 1 FROM cart_gift_cards WHERE cart_id = ${cartId})`,
    })
    .execute();
}

export async function applyGiftCard(ctx: CommerceContext, token: string, code: string): Promise<CartRow> {
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const card = await findGiftCard(trx, code);
    const problem = giftCardProblem(card, ctx.now());
    if (problem) throw cartError(problem);
    const applied = await cartGiftCards(trx, cart.id);
    if (applied.some((a) => a.code === card!.code)) throw cartError("giftCard.alreadyApplied");
    if (applied.length >= MAX_GIFT_CARDS) throw cartError("giftCard.limit");
    await attachGiftCard(trx, cart.id, card!.code);
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}

export async function removeGiftCard(ctx: CommerceContext, token: string, code: string): Promise<CartRow> {
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const deleted = await trx
      .deleteFrom("cart_gift_cards")
      .where("cart_id", "=", cart.id)
      .where(sameCode(code))
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw cartError("giftCard.notApplied");
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}

/** The balance of a card that can pay; unknown, switched-off and expired cards answer with their error key. */
export async function giftCardBalance(
  ctx: CommerceContext,
  code: string,
): Promise<{ code: string; balance: number; expires_at: string | null }> {
  const card = await findGiftCard(ctx.db, code);
  const problem = giftCardProblem(card, ctx.now());
  if (problem && problem !== "giftCard.empty") throw cartError(problem);
  return { code: card!.code, balance: card!.balance, expires_at: card!.expires_at };
}
