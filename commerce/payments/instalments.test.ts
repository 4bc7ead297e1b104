import { describe, expect, it } from "vitest";
import { installments } from "../api/payment/installments";
import {
  BNPL_MAX_AMOUNT,
  BNPL_MIN_AMOUNT,
  CARD_INSTALMENT_MIN_AMOUNT,
  INTEREST_FREE_FROM_AMOUNT,
  ISSUER_BANKS,
  PLAN_MONTHS,
  PROCESSING_FEE,
  instalmentPlan,
  instalmentPlans,
  isBnplEligible,
  payInFour,
  splitEvenly,
} from "./instalments";

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const bank = ISSUER_BANKS[0]!;

describe("splitEvenly", () => {
  it("sums to the fils, the first part taking the remainder", () => {
    expect(splitEvenly(10_003, 4)).toEqual([2_503, 2_500, 2_500, 2_500]);
    expect(splitEvenly(100_000, 4)).toEqual([25_000, 25_000, 25_000, 25_000]);
    for (const total of [0, 1, 7, 99_999, 123_457, 1_000_000]) {
      for (const count of [1, 3, 4, 12, 24]) {
        const parts = splitEvenly(total, count);
        expect(parts).toHaveLength(count);
        expect(sum(parts)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
        expect(parts.every(Number.isInteger)).toBe(true);
      }
    }
  });

  it("refuses what is not an amount or a count", () => {
    expect(() => splitEvenly(10.5, 4)).toThrow(RangeError);
    expect(() => splitEvenly(-1, 4)).toThrow(RangeError);
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
  });
});

describe("pay in 4", () => {
  it("is offered from AED 100 to AED 10,000, both included", () => {
    expect(isBnplEligible(BNPL_MIN_AMOUNT - 1)).toBe(false);
    expect(isBnplEligible(BNPL_MIN_AMOUNT)).toBe(true);
    expect(isBnplEligible(BNPL_MAX_AMOUNT)).toBe(true);
    expect(isBnplEligible(BNPL_MAX_AMOUNT + 1)).toBe(false);
    expect(payInFour(BNPL_MIN_AMOUNT - 1)).toBeNull();
    expect(payInFour(BNPL_MAX_AMOUNT + 1)).toBeNull();
  });

  it("is four instalments that sum to the amount", () => {
    expect(payInFour(349_999)).toEqual([87_502, 87_499, 87_499, 87_499]);
    expect(sum(payInFour(BNPL_MIN_AMOUNT)!)).toBe(BNPL_MIN_AMOUNT);
  });
});

describe("card instalment plans", () => {
  it("offers 3 to 12, 18 and 24 months from AED 500, none below", () => {
    expect(PLAN_MONTHS).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24]);
    expect(instalmentPlans(CARD_INSTALMENT_MIN_AMOUNT - 1, bank)).toEqual([]);
    expect(instalmentPlans(CARD_INSTALMENT_MIN_AMOUNT, bank).map((plan) => plan.months)).toEqual(PLAN_MONTHS);
    const shorter = ISSUER_BANKS.find((issuer) => issuer.maxMonths === 18)!;
    expect(instalmentPlans(CARD_INSTALMENT_MIN_AMOUNT, shorter).map((plan) => plan.months)).toEqual(PLAN_MONTHS.filter((m) => m <= 18));
  });

  it("has monthly amounts summing to the amount plus interest, and a total with the processing fee, for every length", () => {
    for (const amount of [CARD_INSTALMENT_MIN_AMOUNT, 99_999, INTEREST_FREE_FROM_AMOUNT, 349_901]) {
      for (const issuer of ISSUER_BANKS) {
        for (const plan of instalmentPlans(amount, issuer)) {
          expect(plan.monthlyAmounts).toHaveLength(plan.months);
          expect(sum(plan.monthlyAmounts)).toBe(amount + plan.interest);
          expect(plan.totalAmount).toBe(amount + plan.interest + PROCESSING_FEE);
          expect(plan.processingFee).toBe(1_000);
        }
      }
    }
  });

  it("is interest-free for 3 to 12 months from AED 1,000 and charges the bank's monthly rate otherwise", () => {
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 12, bank)).toMatchObject({ interest: 0, monthlyRateBasisPoints: 0, totalAmount: 101_000 });
    // 0.79 % a month of AED 999.99 for 3 months: AED 23.70.
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT - 1, 3, bank)).toMatchObject({ interest: 2_370, monthlyRateBasisPoints: 79 });
    // 0.79 % a month of AED 1,000 for 18 months: AED 142.20.
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 18, bank)).toMatchObject({ interest: 14_220, totalAmount: 115_220 });
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 24, bank).monthlyAmounts).toEqual(splitEvenly(118_960, 24));
  });
});

describe("GET /api/payment/installments", () => {
  it("answers SPEC's shape", () => {
    const answer = installments(new URLSearchParams({ amount: "120000" }), "ar");
    expect(answer).toMatchObject({
      language: "ar",
      response_code: "62000",
      status: "62",
      config_detail: { three_to_twelve_month: true, eighteen_month: true, twenty_four_month: true },
      pay_in_four: { instalments: [30_000, 30_000, 30_000, 30_000] },
    });
    expect(answer.installment_detail.issuer_detail).toHaveLength(ISSUER_BANKS.length);
    expect(answer.installment_detail.issuer_detail[0]!.plan_details[0]).toEqual({
      number_of_installment: 3,
      monthly_rate_basis_points: 0,
      interest_amount: 0,
      processing_fees_amount: 1_000,
      amount_per_month: [40_000, 40_000, 40_000],
      total_amount: 121_000,
    });
  });

  it("has no plans and no pay in 4 for a small amount", () => {
    const answer = installments(new URLSearchParams({ amount: "5000" }), "en");
    expect(answer.config_detail).toEqual({ three_to_twelve_month: false, eighteen_month: false, twenty_four_month: false });
    expect(answer.installment_detail.issuer_detail).toEqual([]);
    expect(answer.pay_in_four.instalments).toBeNull();
  });

  it("refuses an amount that is not whole fils", () => {
    for (const amount of [null, "", "12.5", "-1", "0", "abc", "1000000000"]) {
      const params = new URLSearchParams(amount === null ? {} : { amount });
      expect(() => installments(params, "en")).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
