import { randomInt } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "../../db/connection";
import type { LoyaltyMovementKind } from "../../db/schema";
import type { LoyaltySettings } from "../context";
import { orderError } from "../orders/errors";

/**
 * The loyalty card's points (decision 065) as an append-only ledger: the balance is the sum of a customer's
 * movements. Earned points expire `expiryMonths` after they were earned; whatever takes points away (a burn at
 * checkout, a reversal for a return, an expiry) uses the oldest earned points first, so what is due to expire by a
 * day is what was earned to expire by then less everything taken away so far. Every change runs in the caller's
 * transaction, whose isolation (decision 019) makes two burns of one balance run one after the other.
 */

/** A movement as the customer's history shows it. */
export interface LoyaltyMovement {
  kind: LoyaltyMovementKind;
  points: number;
  order_number: string | null;
  created_at: string;
  expires_at: string | null;
}

/** 16 digits: a fixed issuer prefix, 11 random digits and a Luhn check digit, so a mistyped number is caught. */
const CARD_PREFIX = "9784";

export function newCardNumber(): string {
  const body = CARD_PREFIX + Array.from({ length: 11 }, () => randomInt(10)).join("");
  return body + luhnCheckDigit(body);
}

export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts at the digit next to where the check digit goes.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The customer's card number, the card made on first need. */
export async function cardNumberOf(db: DB, customerId: number, now: Date): Promise<string> {
  const card = await db.selectFrom("loyalty_cards").select("card_number").where("customer_id", "=", customerId).executeTakeFirst();
  if (card) return card.card_number;
  const made = await db
    .insertInto("loyalty_cards")
    .values({ customer_id: customerId, card_number: newCardNumber(), created_at: now.toISOString() })
    .returning("card_number")
    .executeTakeFirstOrThrow();
  return made.card_number;
}

export async function pointsBalance(db: DB, customerId: number): Promise<number> {
  const row = await db
    .selectFrom("loyalty_movements")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("points"), eb.lit(0)).as("balance"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Points of the balance that expire by `until` (oldest earned points are used first). */
export async function pointsExpiringBy(db: DB, customerId: number, until: Date): Promise<number> {
  const row = await db
    .selectFrom("loyalty_movements")
    .select([
      sql<number>`coalesce(sum(CASE WHEN kind = 'earn' AND expires_at <= ${until.toISOString()} THEN points ELSE 0 END), 0)`.as("earned"),
      sql<number>`coalesce(sum(CASE WHEN kind <> 'earn' THEN points ELSE 0 END), 0)`.as("taken"),
      sql<number>`coalesce(sum(points), 0)`.as("balance"),
    ])
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Math.min(Math.max(Number(row.earned) + Number(row.taken), 0), Number(row.balance));
}

/** Writes the expiry of the points that expired by now; answers the balance left. */
export async function expireDuePoints(db: DB, customerId: number, now: Date): Promise<number> {
  const due = await pointsExpiringBy(db, customerId, now);
  if (due > 0) await addMovement(db, { customerId, kind: "expire", points: -due, orderId: null, now });
  return pointsBalance(db, customerId);
}

async function addMovement(
  db: DB,
  m: { customerId: number; kind: LoyaltyMovementKind; points: number; orderId: number | null; now: Date; expiresAt?: string },
): Promise<void> {
  await db
    .insertInto("loyalty_movements")
    .values({
      customer_id: m.customerId,
      kind: m.kind,
      points: m.points,
      order_id: m.orderId,
      created_at: m.now.toISOString(),
      expires_at: m.expiresAt ?? null,
    })
    .execute();
}

/** The day `months` calendar months after `from` (the last day of a shorter month). */
export function monthsAfter(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const moved = new Date(from);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/** Points for an amount in fils: whole AED only. */
export function pointsFor(fils: number, settings: LoyaltySettings): number {
  return Math.floor(fils / 100) * settings.pointsPerAed;
}

/** What the order's points paid, as placing it recorded (orders before the loyalty card have none). */
export function pointsPayment(order: { totals: string }): { points: number; amount: number; total: number } {
  const totals = JSON.parse(order.totals) as { loyalty_points?: number; loyalty_amount?: number; grand_total_before_gift_cards: number };
  return { points: totals.loyalty_points ?? 0, amount: totals.loyalty_amount ?? 0, total: totals.grand_total_before_gift_cards };
}

interface OrderForPoints {
  id: number;
  customer_id: number | null;
  totals: string;
}

/**
 * A completed order earns points once, for what was paid for the lines still ordered (what the points paid earns
 * nothing); a guest's order earns nothing.
 */
export async function earnOrderPoints(db: DB, settings: LoyaltySettings, order: OrderForPoints, now: Date): Promise<void> {
  if (order.customer_id === null) return;
  const earned = await db.selectFrom("loyalty_movements").select("id").where("order_id", "=", order.id).where("kind", "=", "earn").executeTakeFirst();
  if (earned) return;
  const lines = await db.selectFrom("order_items").select(["row_total_incl_tax", "status"]).where("order_id", "=", order.id).execute();
  const all = lines.reduce((sum, line) => sum + line.row_total_incl_tax, 0);
  const kept = lines.filter((line) => line.status !== "cancelled").reduce((sum, line) => sum + line.row_total_incl_tax, 0);
  const { amount, total } = pointsPayment(order);
  if (all <= 0) return;
  const points = pointsFor(Math.floor(((total - amount) * kept) / all), settings);
  if (points <= 0) return;
  await addMovement(db, { customerId: order.customer_id, kind: "earn", points, orderId: order.id, now, expiresAt: monthsAfter(now, settings.expiryMonths).toISOString() });
}

/** Sum of the order's movements of a kind, positive and negative apart. */
async function orderMovements(db: DB, orderId: number) {
  const rows = await db
    .selectFrom("loyalty_movements")
    .select([
      sql<number>`coalesce(sum(CASE WHEN kind = 'earn' THEN points ELSE 0 END), 0)`.as("earned"),
      sql<number>`coalesce(sum(CASE WHEN kind = 'burn' THEN -points ELSE 0 END), 0)`.as("burned"),
      sql<number>`coalesce(sum(CASE WHEN kind = 'reverse' AND points < 0 THEN -points ELSE 0 END), 0)`.as("earnReversed"),
      sql<number>`coalesce(sum(CASE WHEN kind = 'reverse' AND points > 0 THEN points ELSE 0 END), 0)`.as("burnReversed"),
    ])
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  return { earned: Number(rows.earned), burned: Number(rows.burned), earnReversed: Number(rows.earnReversed), burnReversed: Number(rows.burnReversed) };
}

/**
 * A returned line takes back the points its refund earned (the store's rate on the refunded AED), never more than
 * the order earned, nor more than the customer still has.
 */
export async function reverseReturnedPoints(db: DB, settings: LoyaltySettings, order: OrderForPoints, refunded: number, now: Date): Promise<void> {
  if (order.customer_id === null) return;
  const { earned, earnReversed } = await orderMovements(db, order.id);
  const balance = await expireDuePoints(db, order.customer_id, now);
  const points = Math.min(pointsFor(refunded, settings), earned - earnReversed, balance);
  if (points > 0) await addMovement(db, { customerId: order.customer_id, kind: "reverse", points: -points, orderId: order.id, now });
}

/**
 * Spends the points the order's totals took, in the transaction that places the order; a balance that no longer
 * has them (another order spent them, or they expired) refuses the order.
 */
export async function burnOrderPoints(db: DB, customerId: number | null, orderId: number, points: number, now: Date): Promise<void> {
  if (points <= 0) return;
  if (customerId === null || (await expireDuePoints(db, customerId, now)) < points) throw orderError("order.totalsChanged");
  await addMovement(db, { customerId, kind: "burn", points: -points, orderId, now });
}

/**
 * Gives the points that paid for the order back: all of what is left when the order fails or is cancelled whole
 * (`share` "rest"), else, for a cancelled or returned line's `credit` (fils), the points that paid its share of the
 * order's total, rounded down. Answers the fils the points given back are worth, which the payment then does not refund.
 */
export async function giveBackOrderPoints(db: DB, order: OrderForPoints, share: "rest" | { credit: number }, now: Date): Promise<number> {
  const paid = pointsPayment(order);
  if (order.customer_id === null || paid.points <= 0) return 0;
  const { burned, burnReversed } = await orderMovements(db, order.id);
  const left = burned - burnReversed;
  const filsPerPoint = paid.amount / paid.points;
  const points = share === "rest" ? left : Math.min(left, Math.floor((share.credit * paid.amount) / paid.total / filsPerPoint));
  if (points <= 0) return 0;
  await addMovement(db, { customerId: order.customer_id, kind: "reverse", points, orderId: order.id, now });
  return points * filsPerPoint;
}

/** A page of the customer's movements, newest first. */
export async function pointsHistory(db: DB, customerId: number, page: { currentPage: number; pageSize: number }): Promise<{ total: number; items: LoyaltyMovement[] }> {
  const { count } = await db
    .selectFrom("loyalty_movements")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("loyalty_movements as m")
    .leftJoin("orders as o", "o.id", "m.order_id")
    .select(["m.kind", "m.points", "o.increment_id as order_number", "m.created_at", "m.expires_at"])
    .where("m.customer_id", "=", customerId)
    .orderBy("m.id", "desc")
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  return { total: Number(count), items: rows };
}

/** The balance less what has expired by now but is not yet written off (reading writes nothing). */
export async function spendablePoints(db: DB, customerId: number, now: Date): Promise<number> {
  return (await pointsBalance(db, customerId)) - (await pointsExpiringBy(db, customerId, now));
}
