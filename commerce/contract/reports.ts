import { z } from "zod";
import { toLatinDigits } from "./cart";

/**
 * The finance reports' contract both edges share (decision 049): the period a report covers, as UAE calendar dates
 * (`YYYY-MM-DD`, any digits), inclusive, and how long it may be. Plain data and rules only.
 */

/** A year and a day: a VAT return covers a quarter or a month, a yearly review a year. */
export const REPORT_PERIOD_MAX_DAYS = 366;

export type PeriodProblem = "date" | "endsBeforeStart" | "tooLong";

const DAY_MS = 86_400_000;

/** A day that exists: JavaScript reads 30 February as 2 March, so the date must come back as it went in. */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** What is wrong with a period, by field; empty when it is one. Dates are read in Latin digits first. */
export function periodProblems(period: { from: string; to: string }): Partial<Record<"from" | "to", PeriodProblem>> {
  const problems: Partial<Record<"from" | "to", PeriodProblem>> = {};
  if (!isCalendarDate(period.from)) problems.from = "date";
  if (!isCalendarDate(period.to)) problems.to = "date";
  if (problems.from || problems.to) return problems;
  const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS;
  if (days < 0) problems.to = "endsBeforeStart";
  else if (days >= REPORT_PERIOD_MAX_DAYS) problems.to = "tooLong";
  return problems;
}

const dateText = z.string().transform((text) => toLatinDigits(text.trim()));

export const reportPeriodSchema = z.object({ from: dateText, to: dateText }).superRefine((period, ctx) => {
  for (const [field, problem] of Object.entries(periodProblems(period))) ctx.addIssue({ code: "custom", path: [field], message: problem });
});
