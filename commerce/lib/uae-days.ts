/**
 * UAE calendar days as instants: the UAE keeps UTC+4 all year (no daylight saving), so a UAE day starts at
 * 20:00 UTC the day before. Filters by date (the audit log, the order list) take `YYYY-MM-DD` in UAE time.
 */
const DAY_MS = 86_400_000;

/** The first instant of the UAE day, as an ISO string comparable with stored timestamps. */
export function uaeDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+04:00`)).toISOString();
}

/** The first instant after the UAE day. */
export function uaeDayEnd(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+04:00`) + DAY_MS).toISOString();
}
