import { randomBytes } from "node:crypto";
import { formatCalendarDate } from "../../../common/format";
import { VISIT_SLOT_CAPACITY, type VisitInput } from "../../contract/locator";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { storefrontLink, type StoreCode } from "../store";
import { locatorError } from "./errors";
import { slotsOf, slotTimes, visitDates } from "./slots";
import { storeByCode, type LocatorStore } from "./stores";

/**
 * Store visits (SPEC §2 schedule-store-visit, §4 "Visit scheduling", §7 "POST schedule store visit"): a shopper
 * books a slot of a store's opening hours; a slot takes VISIT_SLOT_CAPACITY visits. The confirmation is found
 * again by its reference, a random 128-bit value, so a visit's details are never reachable by a guessable id.
 */

export interface Visit {
  reference: string;
  store: LocatorStore;
  date: string;
  slot: string;
  full_name: string;
  email: string;
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

/**
 * Books a visit. The places left are counted and the visit written in one transaction, so concurrent bookings
 * of a slot's last place cannot both succeed (decision 019: SQLite serialises writers, PostgreSQL refuses and
 * reruns one of two serializable transactions that would have seen each other). The confirmation e-mail is
 * queued in the same transaction, in the shopper's language.
 */
export async function bookVisit(ctx: CommerceContext, input: VisitInput, store: StoreCode): Promise<Visit> {
  const target = await storeByCode(ctx.db, input.store, store);
  const now = ctx.now();
  if (!visitDates(now).includes(input.date)) throw locatorError("visit.dateOutOfRange");
  if (!slotTimes(target.hours, input.date).includes(input.slot)) throw locatorError("visit.slotNotFound");
  if (!slotTimes(target.hours, input.date, now).includes(input.slot)) throw locatorError("visit.slotPassed");
  const reference = randomBytes(16).toString("hex");
  await inTransaction(ctx.db, async (trx) => {
    const { n } = await trx
      .selectFrom("store_visits")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("store_id", "=", target.id)
      .where("visit_date", "=", input.date)
      .where("slot", "=", input.slot)
      .executeTakeFirstOrThrow();
    if (Number(n) >= VISIT_SLOT_CAPACITY) throw locatorError("visit.slotFull");
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
      })
      .execute();
    await queueMessage(
      trx,
      {
        to: input.email,
        locale: store,
        template: "storeVisit",
        params: {
          name: input.full_name,
          store: target.name,
          address: target.address,
          date: formatCalendarDate(input.date, store),
          time: input.slot,
          link: storefrontLink(ctx, store, `/schedule-store-visit/${reference}`),
        },
      },
      now,
    );
  });
  return { reference, store: target, date: input.date, slot: input.slot, full_name: input.full_name, email: input.email };
}

/** A booked visit by its reference, or `visit.notFound`. */
export async function visitByReference(ctx: CommerceContext, reference: string, store: StoreCode): Promise<Visit> {
  const row = await ctx.db
    .selectFrom("store_visits as v")
    .innerJoin("pickup_stores as s", "s.id", "v.store_id")
    .select(["v.reference", "s.code", "v.visit_date", "v.slot", "v.full_name", "v.email"])
    .where("v.reference", "=", reference)
    .executeTakeFirst();
  if (!row) throw locatorError("visit.notFound");
  return {
    reference: row.reference,
    store: await storeByCode(ctx.db, row.code, store),
    date: row.visit_date,
    slot: row.slot,
    full_name: row.full_name,
    email: row.email,
  };
}
