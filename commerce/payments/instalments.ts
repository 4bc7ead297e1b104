import { BNPL_MAX_AMOUNT, BNPL_MIN_AMOUNT, CARD_INSTALMENT_MIN_AMOUNT } from "../contract/instalments";

/**
 * Instalments, in integer fils (docs/test-bnpl.md): the "pay in 4" split of the BNPL providers and the card
 * instalment plans of SPEC §3/§9 (3 to 12, 18 and 24 months) offered by the test issuer banks.
 */

export { BNPL_MAX_AMOUNT, BNPL_MIN_AMOUNT, CARD_INSTALMENT_MIN_AMOUNT };
export const PAY_IN_FOUR_COUNT = 4;

/** From AED 1,000, card plans of 3 to 12 months are interest-free. */
export const INTEREST_FREE_FROM_AMOUNT = 100_000;
/** SPEC §9: the Easy-pay one-time processing fee, AED 10, added to every card instalment plan. */
export const PROCESSING_FEE = 1_000;
export const PLAN_MONTHS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

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
  code: string;
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
  /** What is charged each month: they sum to the amount plus the interest. */
  monthlyAmounts: number[];
  /** The amount, the interest and the processing fee. */
  totalAmount: number;
}

export function isInterestFree(amount: number, months: PlanMonths): boolean {
  return months <= 12 && amount >= INTEREST_FREE_FROM_AMOUNT;
}

export function instalmentPlan(amount: number, months: PlanMonths, bank: IssuerBank): InstalmentPlan {
  const monthlyRateBasisPoints = isInterestFree(amount, months) ? 0 : bank.monthlyRateBasisPoints;
  const interest = Math.round((amount * monthlyRateBasisPoints * months) / 10_000);
  return {
    months,
    monthlyRateBasisPoints,
    interest,
    processingFee: PROCESSING_FEE,
    monthlyAmounts: splitEvenly(amount + interest, months),
    totalAmount: amount + interest + PROCESSING_FEE,
  };
}

/** Every plan the bank offers for the amount, shortest first; none below the card instalment minimum. */
export function instalmentPlans(amount: number, bank: IssuerBank): InstalmentPlan[] {
  if (amount < CARD_INSTALMENT_MIN_AMOUNT) return [];
  return PLAN_MONTHS.filter((months) => months <= bank.maxMonths).map((months) => instalmentPlan(amount, months, bank));
}
