import { formatDate, formatMoney } from "../../../common/format";
import { GIFT_CARD_VALID_DAYS, maskGiftCardCode, type GiftCardRecipient } from "../../contract/gift-card";
import { groupBy } from "../../lib/group-by";
import type { DB } from "../../db/connection";
import { uaeDayStart } from "../../lib/uae-days";
import { scheduleMessage } from "../../outbox/outbox";
import { newGiftCardCode } from "../cart/gift-cards";
import { parseOptions } from "../cart/lines";
import type { CommerceContext } from "../context";
import { orderError } from "../orders/errors";
import type { Order } from "../orders/place";
import { storeCodeOfId, storefrontLink } from "../store";

/**
 * Gift cards sold are gift cards issued (issue 21): when an order is confirmed, every unit of each gift-card line
 * becomes a gift card (kind 'giftcard', a random code, the unit's price as balance, valid a year) and its code is
 * e-mailed to the recipient on the send date, in the confirming transaction. `UNIQUE (order_item_id, unit)`
 * makes a second confirmation issue nothing. A cancelled or returned line takes its cards back, and the order's
 * pages list them masked (decision 044).
 */

const DAY_MS = 86_400_000;

export async function issueOrderGiftCards(ctx: CommerceContext, db: DB, order: Order): Promise<void> {
  const lines = await db
    .selectFrom("order_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .where("i.order_id", "=", order.id)
    .where("i.status", "=", "ordered")
    .where("p.type_id", "=", "giftcard")
    .select(["i.id", "i.qty", "i.price_incl_tax", "i.options"])
    .execute();
  const now = ctx.now();
  for (const line of lines) {
    const recipient = parseOptions(line.options).gift_card;
    if (!recipient) continue;
    const issued = await db.selectFrom("order_gift_cards").select("unit").where("order_item_id", "=", line.id).execute();
    const done = new Set(issued.map((row) => row.unit));
    for (let unit = 1; unit <= line.qty; unit++) {
      if (!done.has(unit)) await issueOne(ctx, db, order, { id: line.id, value: line.price_incl_tax, unit, recipient }, now);
    }
  }
}

async function issueOne(
  ctx: CommerceContext,
  db: DB,
  order: Order,
  line: { id: number; value: number; unit: number; recipient: GiftCardRecipient },
  now: Date,
): Promise<void> {
  const code = newGiftCardCode("GC");
  const expiresAt = new Date(now.getTime() + GIFT_CARD_VALID_DAYS * DAY_MS).toISOString();
  await db.insertInto("gift_cards").values({ code, balance: line.value, expires_at: expiresAt, is_active: 1, kind: "giftcard" }).execute();
  const store = storeCodeOfId(order.store_id);
  const { recipient } = line;
  const outboxId = await scheduleMessage(
    db,
    {
      to: recipient.email,
      locale: store,
      template: "giftCardIssued",
      params: {
        name: recipient.name,
        sender: order.customer_name,
        value: formatMoney(line.value, store),
        code,
        expires: formatDate(expiresAt),
        message: recipient.message,
        link: storefrontLink(ctx, store, "/gift-card-balance"),
      },
    },
    now,
    recipient.send_on === null ? null : new Date(uaeDayStart(recipient.send_on)),
  );
  await db
    .insertInto("order_gift_cards")
    .values({
      code,
      order_id: order.id,
      order_item_id: line.id,
      unit: line.unit,
      value: line.value,
      recipient_name: recipient.name,
      recipient_email: recipient.email,
      send_on: recipient.send_on,
      outbox_id: outboxId,
      issued_at: now.toISOString(),
      voided_at: null,
    })
    .execute();
}

/**
 * A cancelled or returned gift-card line takes its cards back, in the caller's transaction: `units` of its cards
 * still out (all of them for a cancel) are switched off with their balance at 0. Value already spent is never
 * given back, so a card with less than its value left refuses the whole change (`order.giftCardSpent`).
 */
export async function voidLineGiftCards(db: DB, orderItemId: number, units: number | "all", field: string, now: Date): Promise<void> {
  const out = await db
    .selectFrom("order_gift_cards as o")
    .innerJoin("gift_cards as g", "g.code", "o.code")
    .where("o.order_item_id", "=", orderItemId)
    .where("o.voided_at", "is", null)
    .select(["o.code", "o.value", "g.balance"])
    .orderBy("o.unit", "desc")
    .execute();
  // Unspent cards go first; a return of more units than that reaches a spent one and is refused.
  const cards = [...out.filter((card) => card.balance === card.value), ...out.filter((card) => card.balance !== card.value)];
  for (const card of units === "all" ? cards : cards.slice(0, units)) {
    // Conditional on the full balance: a payment with the card at the same moment refuses the void.
    const voided = await db
      .updateTable("gift_cards")
      .set({ is_active: 0, balance: 0 })
      .where("code", "=", card.code)
      .where("balance", "=", card.value)
      .executeTakeFirst();
    if (Number(voided.numUpdatedRows) !== 1) throw orderError("order.giftCardSpent", field);
    await db.updateTable("order_gift_cards").set({ voided_at: now.toISOString() }).where("code", "=", card.code).execute();
  }
}

/**
 * The cards an order issued, by order line, as its pages show them: the code masked but for its last 4 characters,
 * the recipient, the send date, and whether the e-mail went (`sent`), waits (`waiting`) or the card was taken back.
 */
export async function orderGiftCards(db: DB, orderId: number) {
  const rows = await db
    .selectFrom("order_gift_cards as o")
    .innerJoin("outbox as m", "m.id", "o.outbox_id")
    .select(["o.order_item_id", "o.code", "o.recipient_name", "o.recipient_email", "o.send_on", "o.voided_at", "m.status as mail_status"])
    .where("o.order_id", "=", orderId)
    .orderBy("o.order_item_id")
    .orderBy("o.unit")
    .execute();
  const cards = (line: typeof rows) =>
    line.map((row) => ({
      code: maskGiftCardCode(row.code),
      recipient_name: row.recipient_name,
      recipient_email: row.recipient_email,
      send_on: row.send_on,
      status: row.voided_at !== null ? ("voided" as const) : row.mail_status === "sent" ? ("sent" as const) : ("waiting" as const),
    }));
  return new Map([...groupBy(rows, (row) => row.order_item_id)].map(([itemId, line]) => [itemId, cards(line)]));
}
