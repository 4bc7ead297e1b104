import { sql } from "kysely";
import { GIFT_CARD_VALID_DAYS, maskGiftCardCode, type GiftCardState } from "../../contract/gift-card";
import { STAFF_ERRORS } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { countOf } from "../../db/paging";
import type { GiftCardKind } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { newGiftCardCode } from "../cart/gift-cards";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { recordAudit, type Actor } from "../staff/audit";

/**
 * Gift cards as staff see them (issue 22): every card, trade-in voucher and loyalty voucher, found by its code or
 * its last characters, shown masked; and what finance does with one, each with its reason in the audit log: issue a
 * card by hand (its code shown once), void one, or set its balance. A card's balance is money: each change is one
 * conditional update, so two changes at once cannot both build on the same old balance.
 */

export interface GiftCardQuery {
  /** A whole code, or its last characters. */
  q?: string;
  kind?: GiftCardKind;
  state?: GiftCardState;
  page: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;
const CODE_SEARCH = /^[A-Z0-9-]{1,24}$/;

function filtered(db: DB, query: GiftCardQuery, now: Date) {
  let cards = db.selectFrom("gift_cards");
  const q = query.q?.trim().toUpperCase();
  if (q && CODE_SEARCH.test(q)) cards = cards.where(sql<boolean>`upper(code) like ${`%${q}`}`);
  if (query.kind) cards = cards.where("kind", "=", query.kind);
  const at = now.toISOString();
  switch (query.state) {
    case "voided":
      cards = cards.where("is_active", "=", 0);
      break;
    case "expired":
      cards = cards.where("is_active", "=", 1).where("expires_at", "<", at);
      break;
    case "spent":
      cards = cards.where("is_active", "=", 1).where("balance", "<=", 0);
      break;
    case "active":
      cards = cards.where("is_active", "=", 1).where("balance", ">", 0).where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">=", at)]));
      break;
  }
  return cards;
}

function stateOf(card: { is_active: number; balance: number; expires_at: string | null }, now: Date): GiftCardState {
  if (card.is_active !== 1) return "voided";
  if (card.expires_at !== null && card.expires_at < now.toISOString()) return "expired";
  return card.balance > 0 ? "active" : "spent";
}

export async function listGiftCards(db: DB, query: GiftCardQuery, now: Date) {
  const rows = await filtered(db, query, now)
    .select(["code", "kind", "balance", "expires_at", "is_active"])
    .orderBy("code")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    total: await countOf(filtered(db, query, now).select("code")),
    // Staff act on a card by its code, so the list carries it; the page shows it masked.
    items: rows.map((row) => ({ code: row.code, masked: maskGiftCardCode(row.code), kind: row.kind, balance: row.balance, expires_at: row.expires_at, state: stateOf(row, now) })),
  };
}

export async function issueGiftCardByHand(ctx: CommerceContext, actor: Actor, input: { value: number; reason: string }) {
  const now = ctx.now();
  const card = { code: newGiftCardCode("GC"), balance: input.value, expires_at: new Date(now.getTime() + GIFT_CARD_VALID_DAYS * DAY_MS).toISOString() };
  await inTransaction(ctx.db, async (trx) => {
    await trx.insertInto("gift_cards").values({ ...card, is_active: 1, kind: "giftcard" }).execute();
    await recordAudit(trx, actor, { action: "giftcard.issue", subject: { type: "giftcard", id: maskGiftCardCode(card.code) }, after: { balance: card.balance, reason: input.reason } }, now);
  });
  return card;
}

export type GiftCardChange = { action: "void"; reason: string } | { action: "adjust"; balance: number; seen: number; reason: string };

/**
 * Voids a card, or sets its balance from the balance staff saw (`seen`): a balance that moved since (another change,
 * an order paying with the card) is refused with `giftCard.changed`, so nobody overwrites a change they did not see.
 */
export async function changeGiftCard(ctx: CommerceContext, actor: Actor, code: string, change: GiftCardChange) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const card = await trx.selectFrom("gift_cards").selectAll().where("code", "=", code).executeTakeFirst();
    if (!card) throw contractError(STAFF_ERRORS, "giftCard.notFound");
    if (card.is_active !== 1) throw contractError(STAFF_ERRORS, "giftCard.voided");
    const seen = change.action === "adjust" ? change.seen : card.balance;
    const after = change.action === "void" ? { is_active: 0 as const } : { balance: change.balance };
    const changed = await trx
      .updateTable("gift_cards")
      .set(after)
      .where("code", "=", code)
      .where("is_active", "=", 1)
      .where("balance", "=", seen)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw contractError(STAFF_ERRORS, "giftCard.changed");
    await recordAudit(
      trx,
      actor,
      {
        action: `giftcard.${change.action}`,
        subject: { type: "giftcard", id: maskGiftCardCode(code) },
        before: { balance: card.balance, active: true },
        after: change.action === "void" ? { active: false, reason: change.reason } : { balance: change.balance, reason: change.reason },
      },
      now,
    );
    return { code: maskGiftCardCode(code), ...after };
  });
}
