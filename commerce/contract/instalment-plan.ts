import { toLatinDigits } from "./cart";

/**
 * The card instalment plan a shopper chooses at the payment step (decision 046), one field both edges read
 * with the same rule: the issuer bank's code and the number of months, as the payment step's radio value
 * `NTB-12` (digits typed in any script). Whether the plan is offered for the order's total is the commerce
 * backend's to say (commerce/payments/instalments.ts).
 */

export const INSTALMENT_BANK_CODES = ["NTB", "GTB", "DTB"] as const;
export type InstalmentBankCode = (typeof INSTALMENT_BANK_CODES)[number];

export const PLAN_MONTHS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

export interface InstalmentChoice {
  bank: InstalmentBankCode;
  months: PlanMonths;
}

/** The radio value of a plan. */
export function planValue(choice: { bank: string; months: number }): string {
  return `${choice.bank}-${choice.months}`;
}

/** A plan value of a known bank and plan length (`NTB-12`, `ntb-١٢`), or null. */
export function readInstalmentPlan(value: unknown): InstalmentChoice | null {
  if (typeof value !== "string") return null;
  const match = /^([A-Za-z]{3})-(\d{1,2})$/.exec(toLatinDigits(value.trim()));
  if (!match) return null;
  const bank = INSTALMENT_BANK_CODES.find((code) => code === match[1]!.toUpperCase());
  const months = PLAN_MONTHS.find((length) => length === Number(match[2]));
  return bank && months ? { bank, months } : null;
}

/**
 * What each month costs: the whole months' floor of the plan total, the last month taking the fils left over,
 * so the months sum to the total exactly and none is more than the others but the last.
 */
export function monthlyInstalments(total: number, months: number): { monthly: number; last: number } {
  const monthly = Math.floor(total / months);
  return { monthly, last: total - monthly * (months - 1) };
}
