import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { childSchema, editProductSchema, newProductSchema } from "./product-forms";

/** The product forms' rules as the route action applies them to a posted form (the endpoint checks them again). */

function posted(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return form;
}

const product = {
  url_key: "nour-phone",
  name_en: "Nour Phone",
  name_ar: "هاتف نور",
  key_features_en: "Fast\n\n Light ",
  specs: "ram | 8 GB | 8 جيجابايت",
  categories: ["10", "11"],
  status: "1",
  visibility: "4",
  tax_class_id: "2",
  kind: "phone",
  price: "١٬٢٩٩٫٥",
};

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string | string[]>) => {
  const submission = parseWithZod(posted(fields), { schema });
  return submission.status === "success" ? {} : submission.error;
};

describe("the product form", () => {
  it("reads AED in any digits as fils, lines as lists, specifications by code, a UAE time as an instant", () => {
    const submission = parseWithZod(posted({ ...product, price: "1299.5", special_price: "١٠٩٩", special_from_date: "2026-12-01T09:00", stock: "٧" }), { schema: editProductSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      price: 129_950,
      special_price: 109_900,
      special_from_date: "2026-12-01T05:00:00.000Z",
      special_to_date: null,
      key_features_en: ["Fast", "Light"],
      key_features_ar: [],
      specs: { ram: { en: "8 GB", ar: "8 جيجابايت" } },
      categories: [10, 11],
      brand: null,
      stock: 7,
    });
  });

  it("refuses each bad field next to it", () => {
    expect(errorsOf(editProductSchema, { ...product, price: "1299.999" })).toMatchObject({ price: ["validation.price"] });
    expect(errorsOf(editProductSchema, { ...product, price: "100", special_price: "100" })).toMatchObject({ special_price: ["validation.specialNotBelow"] });
    expect(errorsOf(editProductSchema, { ...product, price: "100", special_from_date: "2026-12-02T09:00", special_to_date: "2026-12-01T09:00" })).toMatchObject({ special_to_date: ["validation.windowBackwards"] });
    expect(errorsOf(editProductSchema, { ...product, name_ar: "  " })).toMatchObject({ name_ar: ["validation.required"] });
    expect(errorsOf(editProductSchema, { ...product, url_key: "nour phone!" })).toMatchObject({ url_key: ["validation.urlKey"] });
    expect(errorsOf(editProductSchema, { ...product, specs: "ram: 8 GB" })).toMatchObject({ specs: ["validation.specs"] });
    expect(errorsOf(editProductSchema, { ...product, stock: "-1" })).toMatchObject({ stock: ["validation.stock"] });
  });

  it("makes a new product simple with its stock, or configurable with the attributes its versions differ in", () => {
    const simple = parseWithZod(posted({ ...product, sku: "nour-1", type_id: "simple", configurable_attributes: "color", stock: "3" }), { schema: newProductSchema });
    expect(simple.status === "success" && simple.value).toMatchObject({ sku: "NOUR-1", configurable_attributes: [], stock: 3 });
    const configurable = parseWithZod(posted({ ...product, sku: "NOUR-2", type_id: "configurable", configurable_attributes: ["color", "storage"], stock: "3" }), { schema: newProductSchema });
    expect(configurable.status === "success" && configurable.value).toMatchObject({ configurable_attributes: ["color", "storage"], stock: null });
    expect(errorsOf(newProductSchema, { ...product, sku: "NOUR-3", type_id: "configurable" })).toMatchObject({ configurable_attributes: ["validation.configurableAttributes"] });
  });

  it("reads a version's option values as the endpoint's options", () => {
    const child = parseWithZod(posted({ "option.color": "2", "option.storage": "256", price: "2499", stock: "٥", status: "1" }), { schema: childSchema });
    expect(child.status === "success" && child.value).toEqual({ options: { color: 2, storage: 256 }, price: 249_900, special_price: null, stock: 5, status: 1 });
  });
});
