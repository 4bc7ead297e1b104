import { describe, expect, it } from "vitest";
import { binRangeSchema, newPromotionSchema, promotionSchema } from "./admin-forms";

/** The promotion forms' rules at the storefront's edge (the backend checks them again): what staff type, as the backend takes it. */

const typed = (fields: Record<string, string>) => ({ kind: "percent", amount: "10", scope: "none", description_en: "Ten off", description_ar: "خصم عشرة", ...fields });
const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the promo code form", () => {
  it("reads AED as fils and percents, limits and UAE days in any digits, SKUs one a line or by commas", () => {
    const read = newPromotionSchema.parse({
      ...typed({ kind: "fixed", amount: "٥٠", min_subtotal: "1,000", scope: "skus", skus: "CASE\nCHARGER, case", from: "٢٠٢٦-٠٣-٠١", to: "2026-03-31", usage_limit: "١٠٠", is_active: "on" }),
      promo_code: "SPRING50",
    });
    expect(read).toMatchObject({ code: "SPRING50", kind: "fixed", amount: 5_000, min_subtotal: 100_000, max_discount: null, skus: ["CASE", "CHARGER"], from: "2026-03-01", to: "2026-03-31", usage_limit: 100, per_customer_limit: null, is_active: true, is_bank_coupon: false });
  });

  it("refuses a percent outside 1–100, a missing scope value, dates out of order, a zero limit and a bad code, each on its field", () => {
    expect(issues(promotionSchema.safeParse(typed({ amount: "101" })))).toEqual(["amount: validation.percent"]);
    expect(issues(promotionSchema.safeParse(typed({ scope: "brand" })))).toEqual(["brand: validation.choose"]);
    expect(issues(promotionSchema.safeParse(typed({ scope: "skus", skus: " , " })))).toEqual(["skus: validation.skus"]);
    expect(issues(promotionSchema.safeParse(typed({ from: "2026-05-02", to: "2026-05-01" })))).toEqual(["to: validation.dateOrder"]);
    expect(issues(promotionSchema.safeParse(typed({ per_customer_limit: "0" })))).toEqual(["per_customer_limit: validation.count"]);
    expect(issues(newPromotionSchema.safeParse({ ...typed({}), promo_code: "no spaces" }))).toEqual(["promo_code: validation.promoCode"]);
  });
});

describe("the BIN range form", () => {
  it("reads six digits in any script and refuses a range that ends below its start or a BIN of another length", () => {
    expect(binRangeSchema.parse({ action: "add", bin_from: "٤٥٥٧٠٠", bin_to: "455799" })).toEqual({ action: "add", bin_from: "455700", bin_to: "455799" });
    expect(issues(binRangeSchema.safeParse({ action: "add", bin_from: "455799", bin_to: "455700" }))).toEqual(["bin_to: validation.binOrder"]);
    expect(issues(binRangeSchema.safeParse({ action: "add", bin_from: "45570", bin_to: "455700" }))).toEqual(["bin_from: validation.bin"]);
  });
});
