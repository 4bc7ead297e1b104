import { z } from "zod";
import { deviceKinds } from "../../contract/device-kinds";
import { readId } from "../../contract/cart";
import {
  CATEGORIES_MAX,
  CONFIGURABLE_ATTRIBUTES,
  CREATED_TYPES,
  DESCRIPTION_MAX,
  KEY_FEATURE_MAX,
  KEY_FEATURES_MAX,
  PRICE_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SEARCH_MAX,
  PRODUCT_STOCK_FILTERS,
  SKU_PATTERN,
  SPEC_CODE_PATTERN,
  SPEC_VALUE_MAX,
  SPECS_MAX,
  STOCK_MAX,
  URL_KEY_MAX,
  URL_KEY_PATTERN,
  priceProblems,
  type PriceInput,
} from "../../contract/product-admin";
import { GROUP_PRICES_MAX, TIER_QTY_MAX, repeatedGroupPrices } from "../../contract/customer-groups";
import { changeGroupPrice, groupChoices, readGroupPrices, setGroupPrices } from "../customer-groups";
import { parse, readJson } from "../envelope";
import type { Route } from "../route";
import { requireStaff } from "../staff/access";
import { addChild, createProduct, updateChild, updateProduct } from "./edit";
import { listProducts } from "./list";
import { productChoices, readProduct } from "./read";

/**
 * The back office's products (docs/admin-api.md "Products"), for `catalogue.manage` (owners and the catalogue
 * team). Reading is not opened to `stock.read`: the list leads to the edit forms, and the other roles have the low
 * stock list for what they need to see.
 */

const PERMISSION = "catalogue.manage";

const listQuery = z.object({
  q: z.string().trim().max(PRODUCT_SEARCH_MAX).optional(),
  category: z.coerce.number().int().positive().optional(),
  brand: z.string().max(64).optional(),
  status: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  priceFrom: z.coerce.number().int().min(0).max(PRICE_MAX).optional(),
  priceTo: z.coerce.number().int().min(0).max(PRICE_MAX).optional(),
  after: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const money = z.number().int().min(0).max(PRICE_MAX);
const name = z.string().trim().min(1).max(PRODUCT_NAME_MAX);
const features = z.array(z.string().trim().min(1).max(KEY_FEATURE_MAX)).max(KEY_FEATURES_MAX);
const specValue = z.string().trim().min(1).max(SPEC_VALUE_MAX);

/** The rules between prices (price-rules.ts), on the fields they are about. */
function withPriceRules<T extends PriceInput>(schema: z.ZodType<T, z.ZodTypeDef, unknown>) {
  return schema.superRefine((value: T, ctx) => {
    for (const problem of priceProblems(value)) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
}

const fieldShape = {
  url_key: z.string().max(URL_KEY_MAX).regex(URL_KEY_PATTERN),
  name_en: name,
  name_ar: name,
  description_en: z.string().max(DESCRIPTION_MAX),
  description_ar: z.string().max(DESCRIPTION_MAX),
  key_features_en: features,
  key_features_ar: features,
  specs: z.record(z.string().regex(SPEC_CODE_PATTERN), z.object({ en: specValue, ar: specValue }).strict()).refine((specs) => Object.keys(specs).length <= SPECS_MAX),
  categories: z.array(z.number().int().positive()).max(CATEGORIES_MAX),
  brand: z.string().min(1).max(64).nullable(),
  status: z.union([z.literal(1), z.literal(2)]),
  visibility: z.number().int().min(1).max(4),
  tax_class_id: z.union([z.literal(2), z.literal(0)]),
  kind: z.enum(deviceKinds),
  price: money,
  special_price: money.nullable(),
  special_from_date: z.string().datetime().nullable(),
  special_to_date: z.string().datetime().nullable(),
  stock: z.number().int().min(0).max(STOCK_MAX).nullable(),
};

const editBody = withPriceRules(z.object(fieldShape).strict());
const createBody = withPriceRules(
  z
    .object({
      ...fieldShape,
      sku: z.string().regex(SKU_PATTERN),
      type_id: z.enum(CREATED_TYPES),
      configurable_attributes: z.array(z.enum(CONFIGURABLE_ATTRIBUTES)).max(CONFIGURABLE_ATTRIBUTES.length),
    })
    .strict()
    .refine((product) => product.type_id !== "configurable" || product.configurable_attributes.length > 0, { path: ["configurable_attributes"], message: "required" }),
);
const childShape = {
  options: z.record(z.enum(CONFIGURABLE_ATTRIBUTES), z.number().int().min(0)),
  price: money,
  special_price: money.nullable(),
  stock: z.number().int().min(0).max(STOCK_MAX),
  status: z.union([z.literal(1), z.literal(2)]),
};
const childBody = withPriceRules(z.object(childShape).strict());
const newChildBody = withPriceRules(z.object({ ...childShape, sku: z.string().regex(SKU_PATTERN) }).strict());

/** A row of group prices is named by its group (null: every group) and the quantity it starts at. */
const groupPriceRow = { group_id: z.number().int().positive().nullable(), min_qty: z.number().int().min(1).max(TIER_QTY_MAX) };
const groupPricesBody = z
  .object({ prices: z.array(z.object({ ...groupPriceRow, price: money }).strict()).max(GROUP_PRICES_MAX) })
  .strict()
  .superRefine(({ prices }, ctx) => {
    for (const index of repeatedGroupPrices(prices)) ctx.addIssue({ code: "custom", path: ["prices", index, "min_qty"], message: "repeated" });
  });
const groupPriceChangeBody = z.discriminatedUnion("change", [
  z.object({ change: z.literal("set"), ...groupPriceRow, price: money }).strict(),
  z.object({ change: z.literal("remove"), ...groupPriceRow }).strict(),
]);

/** An id past any the database holds is simply not found (0 matches nothing), never an overflow. */
const id = (text: string) => readId(text) ?? 0;

export const productStaffRoutes: Route[] = [
  [
    "GET",
    /^\/api\/admin\/products$/,
    async (c) => {
      await requireStaff(c, PERMISSION);
      return listProducts(c.ctx.db, parse(listQuery, Object.fromEntries(c.params)));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/products\/choices$/,
    async (c) => {
      await requireStaff(c, PERMISSION);
      return productChoices(c.ctx.db);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return createProduct(c.ctx, actor, parse(createBody, await readJson(c.request)));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/products\/(\d{1,10})$/,
    async (c) => {
      await requireStaff(c, PERMISSION);
      return readProduct(c.ctx.db, id(c.path[0]!));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products\/(\d{1,10})$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return updateProduct(c.ctx, actor, id(c.path[0]!), parse(editBody, await readJson(c.request)));
    },
  ],
  [
    "GET",
    /^\/api\/admin\/products\/(\d{1,10})\/group-prices$/,
    async (c) => {
      await requireStaff(c, PERMISSION);
      return { prices: await readGroupPrices(c.ctx.db, id(c.path[0]!)), groups: groupChoices(c.ctx, c.store) };
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products\/(\d{1,10})\/group-prices$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return setGroupPrices(c.ctx, actor, id(c.path[0]!), parse(groupPricesBody, await readJson(c.request)).prices);
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products\/(\d{1,10})\/group-prices\/change$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return changeGroupPrice(c.ctx, actor, id(c.path[0]!), parse(groupPriceChangeBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products\/(\d{1,10})\/children$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return addChild(c.ctx, actor, id(c.path[0]!), parse(newChildBody, await readJson(c.request)));
    },
  ],
  [
    "POST",
    /^\/api\/admin\/products\/(\d{1,10})\/children\/(\d{1,10})$/,
    async (c) => {
      const { actor } = await requireStaff(c, PERMISSION);
      return updateChild(c.ctx, actor, id(c.path[0]!), id(c.path[1]!), parse(childBody, await readJson(c.request)));
    },
  ],
];
