import { monthlyInstalments, planValue, readInstalmentPlan, type InstalmentBankCode } from "../../contract/instalment-plan";
import type { Order } from "../orders/place";
import { offeredPlan, ISSUER_BANKS } from "../../payments/instalments";
import type { StoreCode } from "../store";

/**
 * The card instalment plan of a checkout and of its order (decision 046): the bank and months the shopper
 * chose, offered for the total before the processing fee; what the shopper repays (that total, the fee and
 * the bank's interest) over the months, each month the floor of an equal share and the last the fils left over.
 */

export interface InstalmentPlanView {
  bank: InstalmentBankCode;
  bank_name: string;
  months: number;
  /** Fils: each month but the last. */
  monthly: number;
  /** Fils: the last month, which takes the fils left over. */
  last: number;
  /** Fils: what the shopper repays over the months. */
  total: number;
}

function bankName(code: InstalmentBankCode, store: StoreCode): string {
  const bank = ISSUER_BANKS.find((issuer) => issuer.code === code)!;
  return store === "ar" ? bank.nameAr : bank.nameEn;
}

function planView(bank: InstalmentBankCode, months: number, total: number, store: StoreCode): InstalmentPlanView {
  return { bank, bank_name: bankName(bank, store), months, total, ...monthlyInstalments(total, months) };
}

/** The checkout's chosen plan as offered now for `amount` (the total before the fee); null when none is chosen or it is no longer offered. */
export function checkoutPlan(
  row: { instalment_bank: string | null; instalment_months: number | null } | undefined,
  amount: number,
  store: StoreCode,
): InstalmentPlanView | null {
  const choice = row?.instalment_bank && row.instalment_months ? readInstalmentPlan(planValue({ bank: row.instalment_bank, months: row.instalment_months })) : null;
  const plan = choice ? offeredPlan(amount, choice) : null;
  return choice && plan ? planView(choice.bank, choice.months, plan.totalAmount, store) : null;
}

/** The plan an order was paid with, or null. */
export function orderPlan(order: Pick<Order, "instalment_bank" | "instalment_months" | "instalment_total">, store: StoreCode): InstalmentPlanView | null {
  if (!order.instalment_bank || !order.instalment_months || order.instalment_total === null) return null;
  return planView(order.instalment_bank, order.instalment_months, order.instalment_total, store);
}
