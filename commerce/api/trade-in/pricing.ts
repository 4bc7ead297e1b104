import { GRADES, type Grade } from "../../contract/tradein";

/**
 * The exchange price of a traded-in device (docs/trade-in-api.md "Pricing"). Pure: the valuation endpoints
 * read the model's rules, options and answers from the database and hand them here.
 *
 * - The device's grade is the worst grade among its condition answers (one cracked screen makes it "poor").
 * - Each model has a rule per grade: what the store pays for its base configuration in that grade. A grade
 *   without a rule pays nothing, and a grade never pays more than a better one, whatever the table says.
 * - The chosen options (storage, connectivity…) adjust the base value at the best grade; in a worse grade the
 *   adjustment shrinks in the same proportion as the base value (a broken 1 TB phone is not worth 1 TB extra).
 * - The price is never below zero and is rounded down to whole dirhams, the store's way of quoting it.
 */

/** Fils the store pays for a model's base configuration, per grade (tradein_price_rules). */
export type GradeValues = Partial<Record<Grade, number>>;

export interface PricingInput {
  gradeValues: GradeValues;
  /** Each chosen option's adjustment at the best grade, in fils; negative takes value away. */
  adjustments: readonly number[];
  /** The grade of each condition answer given. */
  answerGrades: readonly Grade[];
}

export interface ExchangePrice {
  grade: Grade;
  /** Fils, a whole number of dirhams. */
  price: number;
}

const FILS_PER_DIRHAM = 100;

/** The worst of the answers' grades; a device with no answer against it is excellent. */
export function deviceGrade(answerGrades: readonly Grade[]): Grade {
  const worst = Math.max(0, ...answerGrades.map((grade) => GRADES.indexOf(grade)));
  return GRADES[worst]!;
}

/** The value of a grade as paid: never more than the value of any better grade, never below zero. */
export function gradeValue(values: GradeValues, grade: Grade): number {
  const better = GRADES.slice(0, GRADES.indexOf(grade) + 1);
  return Math.max(0, Math.min(...better.map((g) => values[g] ?? 0)));
}

export function exchangePrice(input: PricingInput): ExchangePrice {
  const grade = deviceGrade(input.answerGrades);
  const best = gradeValue(input.gradeValues, GRADES[0]);
  if (best === 0) return { grade, price: 0 };
  const configuration = Math.max(0, best + input.adjustments.reduce((sum, adjustment) => sum + adjustment, 0));
  // value × configuration / best, in integers: it grows with the grade's value, so a worse grade never pays more.
  const fils = Math.floor((gradeValue(input.gradeValues, grade) * configuration) / best);
  return { grade, price: fils - (fils % FILS_PER_DIRHAM) };
}
