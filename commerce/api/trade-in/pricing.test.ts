import { describe, expect, it } from "vitest";
import { GRADES, type Grade } from "../../contract/tradein";
import { deviceGrade, exchangePrice, gradeValue, type GradeValues } from "./pricing";

/** An iPhone-like table: AED 2,000 excellent down to AED 300 faulty. */
const PHONE: GradeValues = { excellent: 200_000, good: 170_000, fair: 130_000, poor: 80_000, faulty: 30_000 };

const priceOf = (grade: Grade, adjustments: number[] = [], values: GradeValues = PHONE) =>
  exchangePrice({ gradeValues: values, adjustments, answerGrades: [grade] }).price;

describe("the device's grade", () => {
  it("is the worst grade among the answers", () => {
    expect(deviceGrade(["excellent", "fair", "good"])).toBe("fair");
    expect(deviceGrade(["good", "faulty", "excellent"])).toBe("faulty");
  });

  it("is excellent when no answer holds anything against it", () => {
    expect(deviceGrade([])).toBe("excellent");
    expect(deviceGrade(["excellent", "excellent"])).toBe("excellent");
  });
});

describe("the exchange price", () => {
  it("is the grade's value for the base configuration", () => {
    expect(priceOf("excellent")).toBe(200_000);
    expect(priceOf("fair")).toBe(130_000);
    expect(exchangePrice({ gradeValues: PHONE, adjustments: [], answerGrades: ["good", "poor"] })).toEqual({ grade: "poor", price: 80_000 });
  });

  it("adds the options' adjustments in full at the best grade and in proportion below it", () => {
    // 512 GB adds AED 400: AED 2,400 excellent; fair pays 130/200 of that.
    expect(priceOf("excellent", [40_000])).toBe(240_000);
    expect(priceOf("fair", [40_000])).toBe(156_000);
    expect(priceOf("good", [40_000, -10_000])).toBe(195_500);
  });

  it("rounds down to whole dirhams", () => {
    // 170,000 × 233,333 / 200,000 = 198,333.05 fils → AED 1,983.
    expect(priceOf("good", [33_333])).toBe(198_300);
    for (const grade of GRADES) expect(priceOf(grade, [12_345]) % 100).toBe(0);
  });

  it("is never below zero", () => {
    expect(priceOf("excellent", [-250_000])).toBe(0);
    expect(priceOf("faulty", [-200_000])).toBe(0);
    expect(priceOf("good", [], { excellent: 0, good: 50_000 })).toBe(0);
    expect(priceOf("good", [], { excellent: -5_000, good: -1_000 })).toBe(0);
    expect(priceOf("excellent", [], {})).toBe(0);
  });

  it("pays nothing in a grade the table has no rule for, nor in any worse one", () => {
    const noFaulty: GradeValues = { excellent: 100_000, good: 80_000, fair: 60_000 };
    expect(priceOf("poor", [], noFaulty)).toBe(0);
    expect(priceOf("faulty", [], noFaulty)).toBe(0);
  });

  it("never pays more for a worse grade, even when the table says so", () => {
    const inverted: GradeValues = { excellent: 100_000, good: 120_000, fair: 50_000, poor: 90_000, faulty: 10_000 };
    expect(gradeValue(inverted, "good")).toBe(100_000);
    expect(gradeValue(inverted, "poor")).toBe(50_000);
    expect(priceOf("poor", [], inverted)).toBe(50_000);
  });

  it("is monotonic: over many tables, adjustments and answer sets, a worse condition never pays more", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 2_000; round++) {
      const values: GradeValues = Object.fromEntries(GRADES.filter(() => random(6) > 0).map((g) => [g, random(500_000) - 20_000]));
      const adjustments = Array.from({ length: random(4) }, () => random(200_000) - 80_000);
      const answers = Array.from({ length: 1 + random(5) }, () => GRADES[random(GRADES.length)]!);
      const before = exchangePrice({ gradeValues: values, adjustments, answerGrades: answers });
      // One more answer, or a worse one, can only lower the price.
      const worse = [...answers, GRADES[random(GRADES.length)]!];
      const after = exchangePrice({ gradeValues: values, adjustments, answerGrades: worse });
      expect(after.price).toBeLessThanOrEqual(before.price);
      expect(before.price).toBeGreaterThanOrEqual(0);
      expect(before.price % 100).toBe(0);
      const byGrade = GRADES.map((grade) => exchangePrice({ gradeValues: values, adjustments, answerGrades: [grade] }).price);
      expect(byGrade).toEqual([...byGrade].sort((a, b) => b - a));
    }
  });
});
