import { z } from "zod";
import { deviceKinds } from "../../../commerce/contract/device-kinds";
import { toLatinDigits } from "../../../commerce/contract/cart";
import {
  CATEGORIES_MAX,
  CONFIGURABLE_ATTRIBUTES,
  CREATED_TYPES,
  DESCRIPTION_MAX,
  KEY_FEATURE_MAX,
  KEY_FEATURES_MAX,
  PRICE_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STATUSES,
  PRODUCT_VISIBILITIES,
  SKU_PATTERN,
  SPEC_CODE_PATTERN,
  SPEC_VALUE_MAX,
  SPECS_MAX,
  STOCK_MAX,
  TAX_CLASSES,
  URL_KEY_MAX,
  URL_KEY_PATTERN,
  priceProblems,
  type PriceInput,
} from "../../../commerce/contract/product-admin";
import { aedField } from "./admin-forms";

/**
 * The back office's product forms (issue 22), one rule per field from the shared contract; the endpoint checks
 * the same rules again. Each schema's output is the endpoint's body: prices in fils, instants in UTC, lines as
 * lists. Messages are keys of the `admin` namespace.
 */

const required = { required_error: "validation.required" };

/** A choice from a list of numbers, posted as its digits. */
const numberChoice = (values: readonly number[]) =>
  z.string(required).transform((value, ctx) => {
    const number = Number(value);
    if (!values.includes(number)) ctx.addIssue({ code: "custom", message: "validation.choose" });
    return number;
  });

const name = z.string(required).trim().min(1, "validation.required").max(PRODUCT_NAME_MAX, "validation.productName");
const description = z.string().max(DESCRIPTION_MAX, "validation.description").default("");

/** One key feature a line; blank lines are skipped. */
const featureLines = z
  .string()
  .default("")
  .transform((text) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(KEY_FEATURE_MAX, "validation.keyFeatures")).max(KEY_FEATURES_MAX, "validation.keyFeatures"));

/** `code | English | Arabic`, one specification a line. */
const specLines = z
  .string()
  .default("")
  .transform((text, ctx) => {
    const specs: Record<string, { en: string; ar: string }> = {};
    for (const line of text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
      const [code = "", en = "", ar = "", ...extra] = line.split("|").map((part) => part.trim());
      if (!SPEC_CODE_PATTERN.test(code) || !en || !ar || extra.length > 0 || en.length > SPEC_VALUE_MAX || ar.length > SPEC_VALUE_MAX || code in specs) {
        ctx.addIssue({ code: "custom", message: "validation.specs" });
        return z.NEVER;
      }
      specs[code] = { en, ar };
    }
    if (Object.keys(specs).length > SPECS_MAX) ctx.addIssue({ code: "custom", message: "validation.specs" });
    return specs;
  });

const price = aedField.pipe(z.number().max(PRICE_MAX, "validation.price"));
const optionalPrice = aedField
  .pipe(z.number().max(PRICE_MAX, "validation.price"))
  .optional()
  .transform((value) => value ?? null);

/** `2026-12-01T09:00` as typed in a datetime field, in UAE time (UTC+4 all year), as an instant; empty is none. */
const uaeDateTime = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const text = toLatinDigits(value.trim());
    const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? Date.parse(`${text}:00+04:00`) : Number.NaN;
    if (Number.isNaN(at)) {
      ctx.addIssue({ code: "custom", message: "validation.dateTime" });
      return z.NEVER;
    }
    return new Date(at).toISOString();
  });

const stockField = z.string(required).transform((value, ctx) => {
  const text = toLatinDigits(value.trim());
  if (!/^\d{1,7}$/.test(text) || Number(text) > STOCK_MAX) {
    ctx.addIssue({ code: "custom", message: "validation.stock" });
    return z.NEVER;
  }
  return Number(text);
});

function withPriceRules<T extends PriceInput>(schema: z.ZodType<T, z.ZodTypeDef, unknown>) {
  return schema.superRefine((value: T, ctx) => {
    for (const problem of priceProblems(value)) ctx.addIssue({ code: "custom", path: [problem.field], message: `validation.${problem.message}` });
  });
}

const fieldShape = {
  url_key: z.string(required).trim().toLowerCase().max(URL_KEY_MAX, "validation.urlKey").regex(URL_KEY_PATTERN, "validation.urlKey"),
  name_en: name,
  name_ar: name,
  description_en: description,
  description_ar: description,
  key_features_en: featureLines,
  key_features_ar: featureLines,
  specs: specLines,
  categories: z.array(z.string().transform(Number).pipe(z.number().int().positive())).max(CATEGORIES_MAX, "validation.categories").default([]),
  brand: z.string().max(64).optional().transform((value) => value || null),
  status: numberChoice(PRODUCT_STATUSES),
  visibility: numberChoice(PRODUCT_VISIBILITIES),
  tax_class_id: numberChoice(TAX_CLASSES),
  kind: z.enum(deviceKinds, { errorMap: () => ({ message: "validation.choose" }) }),
  price,
  special_price: optionalPrice,
  special_from_date: uaeDateTime,
  special_to_date: uaeDateTime,
  /** Only products that count their own units show the field. */
  stock: stockField.optional().transform((value) => value ?? null),
};

export const editProductSchema = withPriceRules(z.object(fieldShape));

export const newProductSchema = withPriceRules(
  z
    .object({
      ...fieldShape,
      sku: z.string(required).trim().toUpperCase().regex(SKU_PATTERN, "validation.sku"),
      type_id: z.enum(CREATED_TYPES, { errorMap: () => ({ message: "validation.choose" }) }),
      configurable_attributes: z.array(z.enum(CONFIGURABLE_ATTRIBUTES)).default([]),
    })
    .refine((product) => product.type_id !== "configurable" || product.configurable_attributes.length > 0, { path: ["configurable_attributes"], message: "validation.configurableAttributes" })
    .transform((product) => (product.type_id === "configurable" ? { ...product, stock: null } : { ...product, configurable_attributes: [], stock: product.stock ?? 0 })),
);

/** A child's option values, posted as `option.color` and so on; the endpoint checks them against its parent. */
const childShape = {
  option: z.record(z.enum(CONFIGURABLE_ATTRIBUTES), z.string().transform(Number).pipe(z.number().int().min(0))).default({}),
  price,
  special_price: optionalPrice,
  stock: stockField,
  status: numberChoice(PRODUCT_STATUSES),
};
const asChildBody = <T extends { option: Partial<Record<string, number>> }>({ option, ...rest }: T) => ({ options: option, ...rest });

export const childSchema = withPriceRules(z.object(childShape)).transform(asChildBody);
export const newChildSchema = withPriceRules(z.object({ ...childShape, sku: z.string(required).trim().toUpperCase().regex(SKU_PATTERN, "validation.sku") })).transform(asChildBody);
