import { BNPL_MAX_AMOUNT, BNPL_MIN_AMOUNT, CARD_INSTALMENT_MIN_AMOUNT } from "../contract/instalments";
import { monthlyInstalments, PLAN_MONTHS, type InstalmentBankCode, type InstalmentChoice, type PlanMonths } from "../contract/instalment-plan";

/**
 * Instalments, in integer fils (docs/test-bnpl.md): the "pay in 4" split of the BNPL providers and the card
 * instalment plans of SPEC §3/§9 (3 to 12, 18 and 24 months) offered by the test issuer banks.
 */

export { BNPL_MAX_AMOUNT, BNPL_MIN_AMOUNT, CARD_INSTALMENT_MIN_AMOUNT, PLAN_MONTHS, type PlanMonths };
export const PAY_IN_FOUR_COUNT = 4;

/** From AED 1,000, card plans of 3 to 12 months are interest-free. */
export const INTEREST_FREE_FROM_AMOUNT = 100_000;
/**
 * SPEC §9: the Easy-pay one-time processing fee, AED 10 with its VAT, added to every card instalment plan: a
 * line of the order's totals, charged with it (decision 046).
 */
export const PROCESSING_FEE = 1_000;
/** The long plans need a larger total: 18 months from AED 1,500, 24 months from AED 2,000. */
const LONG_PLAN_MIN_AMOUNT: Partial<Record<PlanMonths, number>> = { 18: 150_000, 24: 200_000 };

/** The smallest total (before the processing fee) a plan of this length is offered for. */
export function planMinAmount(months: PlanMonths): number {
  return LONG_PLAN_MIN_AMOUNT[months] ?? CARD_INSTALMENT_MIN_AMOUNT;
}

/**
 * `total` in `count` equal parts that sum to it exactly: the first part also takes the remainder fils, as the
 * providers collect it up front.
 */
export function splitEvenly(total: number, count: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`not an amount in fils: ${total}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`not a number of parts: ${count}`);
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? total - part * (count - 1) : part));
}

export function isBnplEligible(amount: number): boolean {
  return amount >= BNPL_MIN_AMOUNT && amount <= BNPL_MAX_AMOUNT;
}

/** The four interest-free instalments of a BNPL payment, or null outside the eligibility window. */
export function payInFour(amount: number): number[] | null {
  return isBnplEligible(amount) ? splitEvenly(amount, PAY_IN_FOUR_COUNT) : null;
}

export interface IssuerBank {
  code: InstalmentBankCode;
  nameEn: string;
  nameAr: string;
  /** Flat interest per month on the amount, in basis points (79 = 0.79 %), where a plan is not interest-free. */
  monthlyRateBasisPoints: number;
  /** The longest plan the bank offers. */
  maxMonths: PlanMonths;
}

/** The test issuer banks: fictional, so no shopper mistakes them for a real bank's offer. */
export const ISSUER_BANKS: readonly IssuerBank[] = [
  { code: "NTB", nameEn: "Nour Test Bank", nameAr: "بنك نور التجريبي", monthlyRateBasisPoints: 79, maxMonths: 24 },
  { code: "GTB", nameEn: "Gulf Test Bank", nameAr: "بنك الخليج التجريبي", monthlyRateBasisPoints: 89, maxMonths: 24 },
  { code: "DTB", nameEn: "Desert Test Bank", nameAr: "بنك الصحراء التجريبي", monthlyRateBasisPoints: 99, maxMonths: 18 },
];

export interface InstalmentPlan {
  months: PlanMonths;
  /** Interest in basis points per month; 0 for an interest-free plan. */
  monthlyRateBasisPoints: number;
  interest: number;
  processingFee: number;
  /** What is charged each month: they sum to the total, the last taking the fils left over (decision 046). */
  monthlyAmounts: number[];
  /** The amount, the processing fee and the interest: what the shopper repays. */
  totalAmount: number;
}

export function isInterestFree(amount: number, months: PlanMonths): boolean {
  return months <= 12 && amount >= INTEREST_FREE_FROM_AMOUNT;
}

export function instalmentPlan(amount: number, months: PlanMonths, bank: IssuerBank): InstalmentPlan {
  const monthlyRateBasisPoints = isInterestFree(amount, months) ? 0 : bank.monthlyRateBasisPoints;
  const interest = Math.round((amount * monthlyRateBasisPoints * months) / 10_000);
  const totalAmount = amount + interest + PROCESSING_FEE;
  const { monthly, last } = monthlyInstalments(totalAmount, months);
  return {
    months,
    monthlyRateBasisPoints,
    interest,
    processingFee: PROCESSING_FEE,
    monthlyAmounts: Array.from({ length: months }, (_, index) => (index === months - 1 ? last : monthly)),
    totalAmount,
  };
}

/**
 * Every plan the bank offers for the amount (the order's total before the processing fee), shortest first:
 * up to the bank's longest, and none below its length's minimum.
 */
export function instalmentPlans(amount: number, bank: IssuerBank): InstalmentPlan[] {
  return PLAN_MONTHS.filter((months) => months <= bank.maxMonths && amount >= planMinAmount(months)).map((months) =>
    instalmentPlan(amount, months, bank),
  );
}

/** The plan chosen, when its bank offers it for the amount; null otherwise. */
export function offeredPlan(amount: number, choice: InstalmentChoice): (InstalmentPlan & { bank: IssuerBank }) | null {
  const bank = ISSUER_BANKS.find((issuer) => issuer.code === choice.bank);
  const plan = bank ? instalmentPlans(amount, bank).find((offered) => offered.months === choice.months) : undefined;
  return bank && plan ? { ...plan, bank } : null;
}
