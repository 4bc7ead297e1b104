/** The UAE calendar day (UTC+4 all year, no daylight saving) an instant falls on, `YYYY-MM-DD`. */
export function uaeDate(instant: Date): string {
  return new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}
