import { describe, expect, it } from "vitest";
import {
  activeSpecialPrice,
  splitInclusivePrice,
  taxRate,
  type TaxRuleWithRates,
} from "./pricing";

describe("special price", () => {
  const now = new Date("2026-03-10T10:00:00Z");
  const base = { price: 10000, special_price: 8000, special_from_date: null, special_to_date: null };

  it("applies without dates, and inside its window", () => {
    expect(activeSpecialPrice(base, now)).toBe(8000);
    expect(activeSpecialPrice({ ...base, special_from_date: "2026-03-10T00:00:00Z", special_to_date: "2026-03-10T23:59:59Z" }, now)).toBe(8000);
  });

  it("does not apply before, after, or when not lower than the price", () => {
    expect(activeSpecialPrice({ ...base, special_from_date: "2026-03-11T00:00:00Z" }, now)).toBeNull();
    expect(activeSpecialPrice({ ...base, special_to_date: "2026-03-09T23:59:59Z" }, now)).toBeNull();
    expect(activeSpecialPrice({ ...base, special_price: 10000 }, now)).toBeNull();
  });
});

describe("tax", () => {
  const rules: TaxRuleWithRates[] = [
    {
      product_tax_class_ids: [2],
      customer_tax_class_ids: [3],
      rates: [
        { tax_country_id: "AE", tax_region_id: 7, region_name: "Dubai", rate: 7 },
        { tax_country_id: "AE", tax_region_id: 0, region_name: null, rate: 5 },
      ],
    },
    { product_tax_class_ids: [2], customer_tax_class_ids: [3, 4], rates: [{ tax_country_id: "AE", tax_region_id: 0, region_name: null, rate: 99 }] },
  ];

  it("uses the first matching rule and the rate whose region matches", () => {
    expect(taxRate(rules, { productTaxClassId: 2, customerTaxClassId: 3, countryId: "AE", regionName: "Dubai" })).toBe(7);
    expect(taxRate(rules, { productTaxClassId: 2, customerTaxClassId: 3, countryId: "AE", regionName: "Sharjah" })).toBe(5);
  });

  it("is zero when no rule or no country rate matches", () => {
    expect(taxRate(rules, { productTaxClassId: 0, customerTaxClassId: 3, countryId: "AE" })).toBe(0);
    expect(taxRate(rules, { productTaxClassId: 2, customerTaxClassId: 3, countryId: "SA" })).toBe(0);
  });

  it("splits VAT out of an inclusive price, to the fils", () => {
    expect(splitInclusivePrice(349900, 5)).toEqual({ excl: 333238, tax: 16662, incl: 349900 });
    expect(splitInclusivePrice(105, 5)).toEqual({ excl: 100, tax: 5, incl: 105 });
  });
});
