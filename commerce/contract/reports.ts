import { z } from "zod";
import { toLatinDigits } from "./cart";

/**
 * The finance reports' contract both edges share (decision 049): the period a report covers, as UAE calendar dates,
 * and how long it may be. Plain data and rules only.
 */

/** A year and a day: a VAT return covers a quarter or a month, a yearly review a year. */
export const REPORT_PERIOD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const reportDate = z
  .string()
  .transform((text) => toLatinDigits(text.trim()))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)").refine(isCalendarDate, "must be a date"));

/** A day that exists: JavaScript reads 30 February as 2 March, so the date must come back as it went in. */
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** `from` and `to`, inclusive, `from` not after `to`, at most `REPORT_PERIOD_MAX_DAYS` days. */
export const reportPeriodSchema = z
  .object({ from: reportDate, to: reportDate })
  .refine(({ from, to }) => from <= to, { message: "ends before it starts", path: ["to"] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < REPORT_PERIOD_MAX_DAYS, { message: "is too long", path: ["to"] });
