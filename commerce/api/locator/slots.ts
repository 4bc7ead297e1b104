import { VISIT_DAYS_AHEAD, VISIT_SLOT_CAPACITY, VISIT_SLOT_MINUTES } from "../../contract/locator";
import type { DB } from "../../db/connection";
import type { OpeningHours } from "./stores";

/** Store visits happen in UAE time (UTC+4 all year). */
const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

export interface Slot {
  /** The slot's start, `HH:MM`. */
  time: string;
  /** Places left of VISIT_SLOT_CAPACITY. */
  free: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The dates a visit can be booked for, from today (in the UAE) on. */
export function visitDates(now: Date): string[] {
  const today = now.getTime() + UAE_OFFSET_MS;
  return Array.from({ length: VISIT_DAYS_AHEAD }, (_, day) => new Date(today + day * DAY_MS).toISOString().slice(0, 10));
}

/** 0 Sunday … 6 Saturday, of a calendar date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The UAE date and time of `now` to the minute, as a visit's date and slot compare with it: `2026-06-15T16:00`. */
export function uaeMinute(now: Date): string {
  return new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 16);
}

/** Whether the slot of a date has started by `now`. */
export function slotStarted(date: string, slot: string, now: Date): boolean {
  return `${date}T${slot}` <= uaeMinute(now);
}

/**
 * The slot starts of a date: every VISIT_SLOT_MINUTES from opening, the last one a whole slot before closing;
 * none on a day the store is closed. Given `now`, the slots that have started are left out.
 */
export function slotTimes(hours: readonly OpeningHours[], date: string, now?: Date): string[] {
  const day = hours.find((h) => h.weekday === weekdayOf(date));
  if (!day) return [];
  const times: string[] = [];
  for (let start = minutesOf(day.opens); start + VISIT_SLOT_MINUTES <= minutesOf(day.closes); start += VISIT_SLOT_MINUTES) {
    times.push(timeOf(start));
  }
  return now ? times.filter((time) => !slotStarted(date, time, now)) : times;
}

/** A store's slots of a date with the places each has left. */
export async function slotsOf(db: DB, storeId: number, hours: readonly OpeningHours[], date: string, now: Date): Promise<Slot[]> {
  const times = slotTimes(hours, date, now);
  if (times.length === 0) return [];
  const booked = await db
    .selectFrom("store_visits")
    .select((eb) => ["slot", eb.fn.countAll<number>().as("n")])
    .where("store_id", "=", storeId)
    .where("visit_date", "=", date)
    .where("status", "=", "booked")
    .groupBy("slot")
    .execute();
  const taken = new Map(booked.map((b) => [b.slot, Number(b.n)]));
  return times.map((time) => ({ time, free: Math.max(0, VISIT_SLOT_CAPACITY - (taken.get(time) ?? 0)) }));
}
