/**
 * UAE calendar days as instants: the UAE keeps UTC+4 all year (no daylight saving), so a UAE day starts at
 * 20:00 UTC the day before. Filters by date (the audit log, the order list) take `YYYY-MM-DD` in UAE time.
 */
const DAY_MS = 86_400_000;
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The first instant of the UAE day, as an ISO string comparable with stored timestamps. */
export function uaeDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+04:00`)).toISOString();
}

/** The first instant after the UAE day. */
export function uaeDayEnd(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+04:00`) + DAY_MS).toISOString();
}

/** The first instant after the UAE day that is `days` calendar days after the day `iso` falls on. */
export function uaeDayEndAfter(iso: string, days: number): string {
  const date = new Date(Date.parse(iso) + UAE_OFFSET_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(uaeDayEnd(date)) + days * DAY_MS).toISOString();
}
