import type { DeliveryMethod } from "../../contract/checkout";

/** Emirates the Dubai warehouse's own vans reach the next day (Dubai, Sharjah, Ajman); others take a day more. */
export const NEAR_EMIRATES: ReadonlySet<number> = new Set([2, 3, 4]);
/** Orders placed before this hour (UAE time) are collected or sent out the same day. */
export const SAME_DAY_CUTOFF_HOUR = 18;
/** A line whose stock the store cannot verify ("volatile", ordered from the supplier) takes this much longer. */
export const SUPPLIER_EXTRA_DAYS = 2;
const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Days from the order's UAE date until a line arrives (or is ready to collect): click and collect and curbside
 * the same day before the cut-off, else the next; express the next day; standard 2 days to the near emirates
 * and 3 to the others, a day more after the cut-off. The delivery page shows this same table.
 */
export function deliveryDays(method: DeliveryMethod, emirateId: number | null, afterCutoff: boolean): number {
  const late = afterCutoff ? 1 : 0;
  if (method === "clickandcollect" || method === "curbside") return late;
  if (method === "express") return 1;
  return (emirateId !== null && NEAR_EMIRATES.has(emirateId) ? 2 : 3) + late;
}

/** When a line should arrive (or be ready to collect), as a UAE calendar date (`deliveryDays`, plus the supplier's days). */
export function estimatedDelivery(options: { method: DeliveryMethod; emirateId: number | null; volatile: boolean; now: Date }): string {
  const uae = new Date(options.now.getTime() + UAE_OFFSET_MS);
  const days = deliveryDays(options.method, options.emirateId, uae.getUTCHours() >= SAME_DAY_CUTOFF_HOUR);
  return new Date(uae.getTime() + (days + (options.volatile ? SUPPLIER_EXTRA_DAYS : 0)) * DAY_MS).toISOString().slice(0, 10);
}
