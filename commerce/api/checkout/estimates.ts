import type { DeliveryMethod } from "../../contract/checkout";

/** Emirates the Dubai warehouse's own vans reach the next day (Dubai, Sharjah, Ajman); others take a day more. */
const NEAR_EMIRATES: ReadonlySet<number> = new Set([2, 3, 4]);
/** Orders placed before this hour (UAE time) are collected or sent out the same day. */
const SAME_DAY_CUTOFF_HOUR = 18;
const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * When a line should arrive (or be ready to collect), as a UAE calendar date: click and collect and curbside
 * the same day before the cut-off, else the next; express the next day; standard 2 days to the near emirates
 * and 3 to the others. A line whose stock the store cannot verify ("volatile", ordered from the supplier) takes
 * 2 days more.
 */
export function estimatedDelivery(options: { method: DeliveryMethod; emirateId: number | null; volatile: boolean; now: Date }): string {
  const uae = new Date(options.now.getTime() + UAE_OFFSET_MS);
  const afterCutoff = uae.getUTCHours() >= SAME_DAY_CUTOFF_HOUR ? 1 : 0;
  const near = options.emirateId !== null && NEAR_EMIRATES.has(options.emirateId);
  const days =
    options.method === "clickandcollect" || options.method === "curbside"
      ? afterCutoff
      : options.method === "express"
        ? 1
        : (near ? 2 : 3) + afterCutoff;
  return new Date(uae.getTime() + (days + (options.volatile ? 2 : 0)) * DAY_MS).toISOString().slice(0, 10);
}
