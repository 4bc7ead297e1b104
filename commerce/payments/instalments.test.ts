import { describe, expect, it } from "vitest";
import { installments } from "../api/payment/installments";
import { monthlyInstalments, readInstalmentPlan } from "../contract/instalment-plan";
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
  offeredPlan,
  planMinAmount,
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
  it("offers 3 to 12 months from AED 500, 18 months from AED 1,500 and 24 months from AED 2,000, none below", () => {
    expect(PLAN_MONTHS).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24]);
    const months = (amount: number, issuer = bank) => instalmentPlans(amount, issuer).map((plan) => plan.months);
    expect(months(CARD_INSTALMENT_MIN_AMOUNT - 1)).toEqual([]);
    expect(months(CARD_INSTALMENT_MIN_AMOUNT)).toEqual(PLAN_MONTHS.filter((m) => m <= 12));
    expect(months(149_999)).toEqual(PLAN_MONTHS.filter((m) => m <= 12));
    expect(months(150_000)).toEqual(PLAN_MONTHS.filter((m) => m <= 18));
    expect(months(199_999)).toEqual(PLAN_MONTHS.filter((m) => m <= 18));
    expect(months(200_000)).toEqual(PLAN_MONTHS);
    expect([planMinAmount(3), planMinAmount(12), planMinAmount(18), planMinAmount(24)]).toEqual([50_000, 50_000, 150_000, 200_000]);
    const shorter = ISSUER_BANKS.find((issuer) => issuer.maxMonths === 18)!;
    expect(months(200_000, shorter)).toEqual(PLAN_MONTHS.filter((m) => m <= 18));
  });

  it("offers a chosen plan only where its bank offers it for the amount", () => {
    expect(offeredPlan(200_000, { bank: "NTB", months: 24 })).toMatchObject({ months: 24, bank: { code: "NTB" } });
    expect(offeredPlan(199_999, { bank: "NTB", months: 24 })).toBeNull();
    expect(offeredPlan(500_000, { bank: "DTB", months: 24 })).toBeNull();
    expect(offeredPlan(CARD_INSTALMENT_MIN_AMOUNT - 1, { bank: "GTB", months: 3 })).toBeNull();
  });

  it("has monthly amounts summing to the total with the fee and interest, the last taking the remainder, for every length", () => {
    for (const amount of [CARD_INSTALMENT_MIN_AMOUNT, 99_999, INTEREST_FREE_FROM_AMOUNT, 349_901]) {
      for (const issuer of ISSUER_BANKS) {
        for (const plan of instalmentPlans(amount, issuer)) {
          expect(plan.monthlyAmounts).toHaveLength(plan.months);
          expect(plan.totalAmount).toBe(amount + plan.interest + PROCESSING_FEE);
          expect(sum(plan.monthlyAmounts)).toBe(plan.totalAmount);
          const first = plan.monthlyAmounts[0]!;
          expect(first).toBe(Math.floor(plan.totalAmount / plan.months));
          expect(plan.monthlyAmounts.slice(0, -1).every((month) => month === first)).toBe(true);
          expect(plan.monthlyAmounts.at(-1)! - first).toBeLessThan(plan.months);
          expect(plan.processingFee).toBe(1_000);
        }
      }
    }
  });

  it("rounds each month down to the fils, the last month taking what is left", () => {
    // AED 1,010.00 over 3 months: 336.66, 336.66, then 336.68.
    expect(monthlyInstalments(101_000, 3)).toEqual({ monthly: 33_666, last: 33_668 });
    expect(monthlyInstalments(101_000, 4)).toEqual({ monthly: 25_250, last: 25_250 });
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 3, bank).monthlyAmounts).toEqual([33_666, 33_666, 33_668]);
  });

  it("is interest-free for 3 to 12 months from AED 1,000 and charges the bank's monthly rate otherwise", () => {
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 12, bank)).toMatchObject({ interest: 0, monthlyRateBasisPoints: 0, totalAmount: 101_000 });
    // 0.79 % a month of AED 999.99 for 3 months: AED 23.70.
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT - 1, 3, bank)).toMatchObject({ interest: 2_370, monthlyRateBasisPoints: 79 });
    // 0.79 % a month of AED 1,000 for 18 months: AED 142.20.
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 18, bank)).toMatchObject({ interest: 14_220, totalAmount: 115_220 });
    // AED 1,000 with AED 189.60 interest and the AED 10 fee over 24 months: 49.98 a month, then 50.06.
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 24, bank)).toMatchObject({ interest: 18_960, totalAmount: 119_960 });
    expect(instalmentPlan(INTEREST_FREE_FROM_AMOUNT, 24, bank).monthlyAmounts.slice(-2)).toEqual([4_998, 5_006]);
  });
});

describe("GET /api/payment/installments", () => {
  it("answers SPEC's shape", () => {
    const answer = installments(new URLSearchParams({ amount: "120000" }), "ar");
    expect(answer).toMatchObject({
      language: "ar",
      response_code: "62000",
      status: "62",
      config_detail: { three_to_twelve_month: true, eighteen_month: false, twenty_four_month: false },
      pay_in_four: { instalments: [30_000, 30_000, 30_000, 30_000] },
    });
    expect(answer.installment_detail.issuer_detail).toHaveLength(ISSUER_BANKS.length);
    expect(answer.installment_detail.issuer_detail[0]!.plan_details[0]).toEqual({
      number_of_installment: 3,
      monthly_rate_basis_points: 0,
      interest_amount: 0,
      processing_fees_amount: 1_000,
      amount_per_month: [40_333, 40_333, 40_334],
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

describe("the plan chosen at the payment step", () => {
  it("is a known bank and plan length, in any digits and case", () => {
    expect(readInstalmentPlan("NTB-12")).toEqual({ bank: "NTB", months: 12 });
    expect(readInstalmentPlan(" gtb-١٨ ")).toEqual({ bank: "GTB", months: 18 });
    expect(readInstalmentPlan("DTB-۳")).toEqual({ bank: "DTB", months: 3 });
  });

  it("refuses an unknown bank, a plan length not offered, or anything else", () => {
    for (const value of ["XYZ-12", "NTB-13", "NTB-2", "NTB-0", "NTB", "12", "", "NTB-12-1", "NTB 12"]) {
      expect(readInstalmentPlan(value)).toBeNull();
    }
    expect(readInstalmentPlan(12)).toBeNull();
    expect(readInstalmentPlan(undefined)).toBeNull();
  });
});
