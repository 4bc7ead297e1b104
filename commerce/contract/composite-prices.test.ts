import { describe, expect, it } from "vitest";
import { bundlePart, bundlePrice, cheapestChild, customOptionPrice, groupedPrice, priceWithCustomOptions } from "./composite-prices";

describe("custom options", () => {
  it("adds fixed amounts and percentages of the base price", () => {
    expect(customOptionPrice({ price_type: "fixed", price: 19900 }, 100000)).toBe(19900);
    expect(customOptionPrice({ price_type: "percent", price: 8 }, 349950)).toBe(27996);
    const chosen = [
      { option_type_id: 4, price_type: "fixed" as const, price: 19900 },
      { option_type_id: 5, price_type: "percent" as const, price: 10 },
    ];
    expect(priceWithCustomOptions(100000, chosen)).toBe(100000 + 19900 + 10000);
  });

  it("ignores selections without a positive option_type_id", () => {
    expect(priceWithCustomOptions(5000, [{ option_type_id: 0, price_type: "fixed", price: 999 }])).toBe(5000);
  });
});

describe("bundle and grouped", () => {
  const finalPrice = (link: { final_price: number }) => link.final_price;

  it("sums each option's default link, else its first, times qty", () => {
    const options = [
      [
        { final_price: 100, qty: 1, is_default: false },
        { final_price: 300, qty: 2, is_default: true },
      ],
      [{ final_price: 50, qty: 3, is_default: false }],
      [],
    ];
    expect(bundlePrice(options, finalPrice)).toBe(600 + 150);
  });

  it("takes the bundle's saving off the parts' sum, never going below zero", () => {
    const options = [[{ final_price: 1000, qty: 1, is_default: true }], [{ final_price: 500, qty: 2, is_default: true }]];
    expect(bundlePrice(options, finalPrice, [], 300)).toBe(2000 - 300);
    expect(bundlePrice(options, finalPrice, [], 5000)).toBe(0);
  });

  it("takes the part asked for when the option has it", () => {
    const links = [
      { id: 1, final_price: 100, qty: 1, is_default: false },
      { id: 2, final_price: 300, qty: 2, is_default: true },
    ];
    expect(bundlePart(links, 1)?.id).toBe(1);
    expect(bundlePart(links, 99)?.id).toBe(2);
    expect(bundlePrice([links], finalPrice, [1])).toBe(100);
  });

  it("starts a grouped price at zero and adds one of each part", () => {
    expect(groupedPrice([], finalPrice)).toBe(0);
    expect(groupedPrice([{ final_price: 1000 }, { final_price: 250 }], finalPrice)).toBe(1250);
  });
});

describe("configurable", () => {
  it("sells at the cheapest child's price, the first of equals", () => {
    const children = [
      { sku: "A", final_price: 500 },
      { sku: "B", final_price: 300 },
      { sku: "C", final_price: 300 },
    ];
    expect(cheapestChild(children, (child) => child.final_price)?.sku).toBe("B");
    expect(cheapestChild([], (child: { final_price: number }) => child.final_price)).toBeUndefined();
  });
});
