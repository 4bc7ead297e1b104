import { describe, expect, it } from "vitest";
import type { ProductDetail } from "~/models/catalog-schemas";
import {
  bestChildFor,
  bundlePrice,
  bundleSavingOf,
  bundleSelection,
  describeOptions,
  findVariant,
  groupedPrice,
  priceWithCustomOptions,
  productPath,
  selectionFromSearchParams,
  selectionOfChild,
  selectionPath,
  type ConfigurableChild,
} from "./product-variant";

const BLACK = 1;
const WHITE = 2;
const BLUE = 3;
const GB128 = 128;
const GB256 = 256;
const GB512 = 512;

function child(sku: string, color: number, storage: number, price: number, inStock = true): ConfigurableChild {
  return {
    sku,
    name: sku,
    stock: { is_in_stock: inStock, qty: inStock ? 10 : 0 },
    custom_attributes: { color, storage },
    tax_rate: 5,
    price: Math.round(price / 1.05),
    price_incl_tax: price,
    special_price_incl_tax: 0,
    special_to_date: null,
    final_price: Math.round(price / 1.05),
    final_price_incl_tax: price,
  };
}

/** Black in 128/256/512, White in 128/256 (256 is the cheaper White), Blue offered but sold out. */
function phone(children = defaultChildren()) {
  return {
    sku: "PHONE",
    url_key: "phone-x",
    configurable_options: [
      {
        attribute_code: "color",
        label: "Colour",
        values: [
          { value_index: BLACK, label: "Black", swatch: "#000" },
          { value_index: WHITE, label: "White", swatch: "#fff" },
          { value_index: BLUE, label: "Blue", swatch: "#00f" },
        ],
      },
      {
        attribute_code: "storage",
        label: "Storage",
        values: [
          { value_index: GB128, label: "128GB", swatch: null },
          { value_index: GB256, label: "256GB", swatch: null },
          { value_index: GB512, label: "512GB", swatch: null },
        ],
      },
    ],
    configurable_children: children,
  } satisfies Pick<ProductDetail, "sku" | "url_key" | "configurable_options" | "configurable_children">;
}

function defaultChildren() {
  return [
    child("PHONE-BLK-128", BLACK, GB128, 300000),
    child("PHONE-BLK-256", BLACK, GB256, 350000),
    child("PHONE-BLK-512", BLACK, GB512, 400000),
    child("PHONE-WHT-128", WHITE, GB128, 320000),
    child("PHONE-WHT-256", WHITE, GB256, 310000),
  ];
}

describe("productPath", () => {
  it("builds the parent and child URLs", () => {
    expect(productPath({ sku: "A1", url_key: "a-one" })).toBe("/p/A1/a-one");
    expect(productPath({ sku: "A1", url_key: "a-one" }, "A1-BLK")).toBe("/p/A1/a-one/A1-BLK");
    expect(productPath({ sku: "A 1", url_key: "a" }, null)).toBe("/p/A%201/a");
  });
});

describe("selections", () => {
  it("reads a child's values of the configurable options", () => {
    const product = phone();
    expect(selectionOfChild(product, product.configurable_children[1]!)).toEqual({ color: BLACK, storage: GB256 });
  });

  it("keeps only known options and offered values from a query", () => {
    const params = new URLSearchParams("color=2&storage=999&ram=8&image=2");
    expect(selectionFromSearchParams(phone(), params)).toEqual({ color: WHITE });
    expect(selectionFromSearchParams(phone(), new URLSearchParams("color=abc&storage=-1"))).toEqual({});
  });

  it("writes a selection into the parent's URL in option order", () => {
    expect(selectionPath(phone(), { storage: GB512, color: WHITE })).toBe("/p/PHONE/phone-x?color=2&storage=512");
    expect(selectionPath(phone(), {})).toBe("/p/PHONE/phone-x");
  });
});

describe("findVariant", () => {
  it("lets the configured sku win over the selection", () => {
    const found = findVariant(phone(), { configuredSku: "PHONE-WHT-128", selection: { color: BLACK } });
    expect(found?.sku).toBe("PHONE-WHT-128");
  });

  it("ignores a configured sku that is not an orderable child and falls back to the selection", () => {
    const children = [...defaultChildren(), child("PHONE-BLU-128", BLUE, GB128, 100, false)];
    expect(findVariant(phone(children), { configuredSku: "PHONE-BLU-128" })).toBeUndefined();
    expect(findVariant(phone(children), { configuredSku: "NOPE", selection: { color: WHITE, storage: GB128 } })?.sku).toBe(
      "PHONE-WHT-128"
    );
  });

  it("chooses nothing when nothing is selected", () => {
    expect(findVariant(phone(), {})).toBeUndefined();
    expect(findVariant(phone(), { selection: { unknown: 1 } })).toBeUndefined();
  });

  it("takes the cheapest child that matches every selected attribute", () => {
    expect(findVariant(phone(), { selection: { color: WHITE } })?.sku).toBe("PHONE-WHT-256");
    expect(findVariant(phone(), { selection: { storage: GB128 } })?.sku).toBe("PHONE-BLK-128");
    expect(findVariant(phone(), { selection: { color: BLACK, storage: GB512 } })?.sku).toBe("PHONE-BLK-512");
  });

  it("keeps the first of equally priced children", () => {
    const children = [child("B", BLACK, GB256, 1000), child("A", BLACK, GB128, 1000)];
    expect(findVariant(phone(children), { selection: { color: BLACK } })?.sku).toBe("B");
  });

  it("finds no child for a combination nobody offers", () => {
    expect(findVariant(phone(), { selection: { color: WHITE, storage: GB512 } })).toBeUndefined();
    expect(findVariant(phone(), { selection: { color: BLUE } })).toBeUndefined();
  });

  it("never returns an out-of-stock child", () => {
    const children = [child("OOS", BLACK, GB128, 1, false), child("IN", BLACK, GB128, 2)];
    expect(findVariant(phone(children), { selection: { color: BLACK } })?.sku).toBe("IN");
  });
});

describe("bestChildFor", () => {
  it("keeps the other selections when such a child exists", () => {
    expect(bestChildFor(phone(), { color: BLACK, storage: GB128 }, "color", WHITE)?.sku).toBe("PHONE-WHT-128");
  });

  it("otherwise takes the cheapest child with the new value", () => {
    expect(bestChildFor(phone(), { color: BLACK, storage: GB512 }, "color", WHITE)?.sku).toBe("PHONE-WHT-256");
  });

  it("has nothing for a value no orderable child has", () => {
    expect(bestChildFor(phone(), { color: BLACK }, "color", BLUE)).toBeUndefined();
  });
});

describe("describeOptions", () => {
  it("links every value to a child when nothing is chosen yet", () => {
    const [color, storage] = describeOptions(phone(), {});
    expect(color!.selected).toBeUndefined();
    expect(color!.values.map((v) => [v.label, v.available, v.href])).toEqual([
      ["Black", true, "/p/PHONE/phone-x/PHONE-BLK-128"],
      ["White", true, "/p/PHONE/phone-x/PHONE-WHT-256"],
      ["Blue", false, "/p/PHONE/phone-x?color=3"],
    ]);
    expect(storage!.values.map((v) => v.href)).toEqual([
      "/p/PHONE/phone-x/PHONE-BLK-128",
      "/p/PHONE/phone-x/PHONE-WHT-256",
      "/p/PHONE/phone-x/PHONE-BLK-512",
    ]);
  });

  it("marks the selected values and what the other selections allow", () => {
    const [color, storage] = describeOptions(phone(), { color: WHITE, storage: GB256 });
    expect(color!.selected?.label).toBe("White");
    expect(color!.values.map((v) => [v.label, v.selected, v.available])).toEqual([
      ["Black", false, true],
      ["White", true, true],
      ["Blue", false, false],
    ]);
    expect(storage!.selected?.label).toBe("256GB");
    expect(storage!.values.map((v) => [v.label, v.available, v.href])).toEqual([
      ["128GB", true, "/p/PHONE/phone-x/PHONE-WHT-128"],
      ["256GB", true, "/p/PHONE/phone-x/PHONE-WHT-256"],
      // White has no 512GB: still reachable, through the best child with 512GB.
      ["512GB", false, "/p/PHONE/phone-x/PHONE-BLK-512"],
    ]);
  });

  it("keeps the other selections in the link of a value no child has", () => {
    const [color] = describeOptions(phone(), { color: BLACK, storage: GB128 });
    expect(color!.values[2]!.href).toBe("/p/PHONE/phone-x?color=3&storage=128");
  });

  it("offers nothing as available when every child is gone", () => {
    const options = describeOptions(phone([]), {});
    expect(options.flatMap((o) => o.values).every((v) => !v.available)).toBe(true);
  });
});

describe("computed prices", () => {
  it("adds fixed amounts and percentages of the base price", () => {
    const product = {
      custom_options: [
        {
          option_id: 1,
          title: "Warranty",
          is_required: false,
          values: [
            { option_type_id: 11, title: "1 year", price_type: "percent" as const, price: 10 },
            { option_type_id: 12, title: "2 years", price_type: "percent" as const, price: 15 },
          ],
        },
        {
          option_id: 2,
          title: "Mount",
          is_required: false,
          values: [{ option_type_id: 21, title: "Fixed", price_type: "fixed" as const, price: 19900 }],
        },
      ],
    };
    expect(priceWithCustomOptions(product, 100000, {})).toBe(100000);
    expect(priceWithCustomOptions(product, 100000, { 1: 12, 2: 21 })).toBe(100000 + 15000 + 19900);
    expect(priceWithCustomOptions(product, 100000, { 1: 99 })).toBe(100000);
  });

  const part = (id: number, price: number, extra: { qty?: number; is_default?: boolean; final?: number } = {}) => ({
    id,
    sku: `P${id}`,
    name: `Part ${id}`,
    url_key: `part-${id}`,
    qty: extra.qty ?? 1,
    price_incl_tax: price,
    final_price_incl_tax: extra.final ?? price,
    is_default: extra.is_default ?? false,
  });
  const options = [
    { option_id: 1, title: "Console", required: true, product_links: [part(1, 200000), part(2, 180000, { is_default: true })] },
    {
      option_id: 2,
      title: "Controller",
      required: true,
      product_links: [part(3, 30000, { qty: 2, final: 25000 }), part(4, 35000)],
    },
    { option_id: 3, title: "Empty", required: false, product_links: [] },
  ];
  const bundle = { bundle_options: options, bundle_saving: 0 };

  it("prices a bundle from the default part of each option, else the first, times its qty", () => {
    expect(bundleSelection(options[0]!)?.id).toBe(2);
    expect(bundleSelection(options[1]!)?.id).toBe(3);
    expect(bundleSelection(options[2]!)).toBeUndefined();
    expect(bundlePrice(bundle)).toEqual({ final: 180000 + 2 * 25000, regular: 180000 + 2 * 30000 });
  });

  it("prices a bundle from the parts the shopper chose", () => {
    expect(bundlePrice(bundle, { 1: 1, 2: 4 })).toEqual({ final: 200000 + 35000, regular: 200000 + 35000 });
    expect(bundlePrice(bundle, { 1: 99 }).final).toBe(180000 + 50000);
  });

  it("takes the bundle's saving off the final price and shows the parts' own sum as the regular one", () => {
    const saving = { bundle_options: options, bundle_saving: 20000 };
    expect(bundlePrice(saving, { 1: 1, 2: 4 })).toEqual({ final: 235000 - 20000, regular: 235000 });
    expect(bundleSavingOf(saving)).toBe(20000);
    expect(bundleSavingOf(bundle)).toBe(0);
  });

  it("sums a grouped product's items once each", () => {
    expect(groupedPrice([])).toEqual({ final: 0, regular: 0 });
    expect(groupedPrice([part(1, 1000, { qty: 3 }), part(2, 500, { final: 400 })])).toEqual({ final: 1400, regular: 1500 });
  });
});
