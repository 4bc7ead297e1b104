import { periodProblems, type PeriodProblem } from "../../commerce/contract/reports";
import { toLatinDigits } from "../../commerce/contract/cart";
import { uaeDate } from "../../commerce/contract/uae-day";

/**
 * The period of the back office's reports, from the page's query (`from`, `to`, UAE dates in any digits): as typed
 * (for the form), as read (for the reports), with each field's problem by the contract's rule. Without a query it
 * is this month so far, in the UAE.
 */
export interface ReportPeriodQuery {
  typed: { from: string; to: string };
  period: { from: string; to: string };
  problems: Partial<Record<"from" | "to", PeriodProblem>>;
}

export function reportPeriodOf(url: URL, now: Date): ReportPeriodQuery {
  const today = uaeDate(now);
  const typed = { from: url.searchParams.get("from")?.trim() || `${today.slice(0, 8)}01`, to: url.searchParams.get("to")?.trim() || today };
  const period = { from: toLatinDigits(typed.from), to: toLatinDigits(typed.to) };
  return { typed, period, problems: periodProblems(period) };
}
