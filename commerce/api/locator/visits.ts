import { randomBytes } from "node:crypto";
import { formatCalendarDate } from "../../../common/format";
import { VISIT_SLOT_CAPACITY, VISITS_LISTED, type VisitInput, type VisitStatus } from "../../contract/locator";
import { formatUaeMobile } from "../../contract/phone";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { storefrontLink, type StoreCode } from "../store";
import { locatorError } from "./errors";
import { slotsOf, slotStarted, slotTimes, visitDates } from "./slots";
import { storeByCode, type LocatorStore } from "./stores";

/**
 * Store visits (SPEC §2 schedule-store-visit, §4 "Visit scheduling", §7 "POST schedule store visit"): a shopper
 * books a slot of a store's opening hours; a slot takes VISIT_SLOT_CAPACITY visits. The confirmation is found
 * again by its reference, a random 128-bit value, so a visit's details are never reachable by a guessable id.
 * The same reference, from the e-mail's link, lets the shopper cancel the visit or move it to another slot of
 * the store; the store's inbox is told of every booking, move and cancellation, in English.
 */

export interface Visit {
  reference: string;
  store: LocatorStore;
  date: string;
  slot: string;
  full_name: string;
  email: string;
  status: VisitStatus;
}

/** The bookable dates of a store and the slots of one of them (today's when none is asked for). */
export async function storeSlots(ctx: CommerceContext, code: string, date: string | undefined, store: StoreCode) {
  const target = await storeByCode(ctx.db, code, store);
  const now = ctx.now();
  const dates = visitDates(now);
  const day = date ?? dates[0]!;
  if (!dates.includes(day)) throw locatorError("visit.dateOutOfRange");
  return { store: target, dates, date: day, slots: await slotsOf(ctx.db, target.id, target.hours, day, now) };
}

/** Refuses what booking refuses: a day that cannot be booked, a time that is not a slot of it, a slot that has started. */
function checkSlot(target: LocatorStore, date: string, slot: string, now: Date): void {
  if (!visitDates(now).includes(date)) throw locatorError("visit.dateOutOfRange");
  if (!slotTimes(target.hours, date).includes(slot)) throw locatorError("visit.slotNotFound");
  if (!slotTimes(target.hours, date, now).includes(slot)) throw locatorError("visit.slotPassed");
}

/**
 * Refuses a slot whose places booked visits have all taken, the visit being moved (`moving`) aside. Runs in the
 * transaction that then writes the visit: concurrent bookings of a slot's last place cannot both succeed
 * (decision 019: SQLite serialises writers, PostgreSQL refuses and reruns one of two serializable transactions
 * that would have seen each other).
 */
async function checkPlaceLeft(trx: DB, storeId: number, date: string, slot: string, moving?: number): Promise<void> {
  let count = trx
    .selectFrom("store_visits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("store_id", "=", storeId)
    .where("visit_date", "=", date)
    .where("slot", "=", slot)
    .where("status", "=", "booked");
  if (moving !== undefined) count = count.where("id", "!=", moving);
  const { n } = await count.executeTakeFirstOrThrow();
  if (Number(n) >= VISIT_SLOT_CAPACITY) throw locatorError("visit.slotFull");
}

function visitRows(db: DB) {
  return db
    .selectFrom("store_visits as v")
    .innerJoin("pickup_stores as s", "s.id", "v.store_id")
    .select([
      "v.id",
      "v.reference",
      "s.code",
      "s.name_en as store_name",
      "s.email as store_email",
      "v.visit_date",
      "v.slot",
      "v.full_name",
      "v.mobile",
      "v.email",
      "v.comment",
      "v.status",
    ]);
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof visitRows>["executeTakeFirstOrThrow"]>>;

async function visitRow(db: DB, reference: string): Promise<VisitRow> {
  const row = await visitRows(db).where("v.reference", "=", reference).executeTakeFirst();
  if (!row) throw locatorError("visit.notFound");
  return row;
}

/** The visit as the shopper reads it, with what a change has just made of it. */
const visitOf = (row: VisitRow, store: LocatorStore, changed: Partial<Pick<Visit, "date" | "slot" | "status">> = {}): Visit => ({
  reference: row.reference,
  store,
  date: row.visit_date,
  slot: row.slot,
  full_name: row.full_name,
  email: row.email,
  status: row.status,
  ...changed,
});

/** The shopper's e-mail about their visit, in their language: booked, moved, or cancelled (with a link to book again). */
async function tellShopper(
  ctx: CommerceContext,
  trx: DB,
  template: "storeVisit" | "storeVisitMoved" | "storeVisitCancelled",
  visit: Visit,
  store: StoreCode,
  now: Date,
): Promise<void> {
  const path = template === "storeVisitCancelled" ? `/schedule-store-visit?store=${visit.store.code}` : `/schedule-store-visit/${visit.reference}`;
  const params = {
    name: visit.full_name,
    store: visit.store.name,
    address: visit.store.address,
    date: formatCalendarDate(visit.date, store),
    time: visit.slot,
    link: storefrontLink(ctx, store, path),
  };
  await queueMessage(trx, { to: visit.email, locale: store, template, params }, now);
}

type StoreNotice =
  | { template: "storeBookingNew" | "storeBookingCancelled" }
  | { template: "storeBookingMoved"; was: { date: string; slot: string } };

/** The store's notice of a visit booked, moved or cancelled there, to its inbox, in English: its staff's language. */
async function tellStore(
  trx: DB,
  inbox: { store_name: string; store_email: string },
  visitor: { full_name: string; mobile: string; email: string; comment: string },
  at: { date: string; slot: string },
  notice: StoreNotice,
  now: Date,
): Promise<void> {
  const params = {
    store: inbox.store_name,
    name: visitor.full_name,
    mobile: formatUaeMobile(visitor.mobile),
    email: visitor.email,
    date: formatCalendarDate(at.date, "en"),
    time: at.slot,
    message: visitor.comment,
  };
  const message =
    notice.template === "storeBookingMoved"
      ? { template: notice.template, params: { ...params, wasDate: formatCalendarDate(notice.was.date, "en"), wasTime: notice.was.slot } }
      : { template: notice.template, params };
  await queueMessage(trx, { to: inbox.store_email, locale: "en", ...message }, now);
}

/** Books a visit: the place is counted and taken in one transaction, which also queues the shopper's and the store's e-mails. */
export async function bookVisit(ctx: CommerceContext, input: VisitInput, store: StoreCode, customerId: number | null): Promise<Visit> {
  const target = await storeByCode(ctx.db, input.store, store);
  const now = ctx.now();
  checkSlot(target, input.date, input.slot, now);
  const reference = randomBytes(16).toString("hex");
  const visit: Visit = { reference, store: target, date: input.date, slot: input.slot, full_name: input.full_name, email: input.email, status: "booked" };
  await inTransaction(ctx.db, async (trx) => {
    await checkPlaceLeft(trx, target.id, input.date, input.slot);
    await trx
      .insertInto("store_visits")
      .values({
        reference,
        store_id: target.id,
        visit_date: input.date,
        slot: input.slot,
        full_name: input.full_name,
        mobile: input.mobile,
        email: input.email,
        comment: input.comment,
        store_view: store,
        created_at: now.toISOString(),
        updated_at: null,
        customer_id: customerId,
      })
      .execute();
    await tellShopper(ctx, trx, "storeVisit", visit, store, now);
    const inbox = await trx.selectFrom("pickup_stores").select(["name_en as store_name", "email as store_email"]).where("id", "=", target.id).executeTakeFirstOrThrow();
    await tellStore(trx, inbox, input, { date: input.date, slot: input.slot }, { template: "storeBookingNew" }, now);
  });
  return visit;
}

/** A booked visit by its reference, or `visit.notFound`. */
export async function visitByReference(ctx: CommerceContext, reference: string, store: StoreCode): Promise<Visit> {
  const row = await visitRow(ctx.db, reference);
  return visitOf(row, await storeByCode(ctx.db, row.code, store));
}

/**
 * The visits the customer booked while signed in, those still to come first (soonest first), then the others
 * (cancelled, or past: latest first). At most VISITS_LISTED.
 */
export async function customerVisits(ctx: CommerceContext, customerId: number, store: StoreCode): Promise<Visit[]> {
  const rows = await visitRows(ctx.db).where("v.customer_id", "=", customerId).orderBy("v.visit_date", "desc").orderBy("v.slot", "desc").limit(VISITS_LISTED).execute();
  const now = ctx.now();
  const coming = (row: VisitRow) => row.status === "booked" && !slotStarted(row.visit_date, row.slot, now);
  const stores = new Map<string, LocatorStore>();
  for (const code of new Set(rows.map((row) => row.code))) stores.set(code, await storeByCode(ctx.db, code, store));
  return [...rows.filter(coming).reverse(), ...rows.filter((row) => !coming(row))].map((row) => visitOf(row, stores.get(row.code)!));
}

/** The visit of a reference that the shopper may still change: neither cancelled nor started. */
async function changeableVisit(trx: DB, reference: string, now: Date): Promise<VisitRow> {
  const row = await visitRow(trx, reference);
  if (row.status === "cancelled") throw locatorError("visit.cancelled");
  if (slotStarted(row.visit_date, row.slot, now)) throw locatorError("visit.started");
  return row;
}

/**
 * Cancels a visit from its e-mail's link: its place is free again. The shopper's confirmation (in the language
 * they use now, which becomes the visit's) and the store's notice are queued in the same transaction.
 */
export async function cancelVisit(ctx: CommerceContext, reference: string, store: StoreCode): Promise<Visit> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await changeableVisit(trx, reference, now);
    await trx.updateTable("store_visits").set({ status: "cancelled", store_view: store, updated_at: now.toISOString() }).where("id", "=", row.id).execute();
    const visit = visitOf(row, await storeByCode(trx, row.code, store), { status: "cancelled" });
    await tellShopper(ctx, trx, "storeVisitCancelled", visit, store, now);
    await tellStore(trx, row, row, { date: row.visit_date, slot: row.slot }, { template: "storeBookingCancelled" }, now);
    return visit;
  });
}

/**
 * Moves a visit to another date and slot of the same store, on booking's rules: a slot that is not one, has
 * started or is full is refused (the visit's own place aside, so it can stay in its slot). Counted and written in
 * one transaction, with the shopper's confirmation and the store's notice.
 */
export async function moveVisit(ctx: CommerceContext, reference: string, to: { date: string; slot: string }, store: StoreCode): Promise<Visit> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await changeableVisit(trx, reference, now);
    const target = await storeByCode(trx, row.code, store);
    checkSlot(target, to.date, to.slot, now);
    await checkPlaceLeft(trx, target.id, to.date, to.slot, row.id);
    await trx
      .updateTable("store_visits")
      .set({ visit_date: to.date, slot: to.slot, store_view: store, updated_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
    const visit = visitOf(row, target, to);
    await tellShopper(ctx, trx, "storeVisitMoved", visit, store, now);
    await tellStore(trx, row, row, to, { template: "storeBookingMoved", was: { date: row.visit_date, slot: row.slot } }, now);
    return visit;
  });
}
