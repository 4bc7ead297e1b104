import { z } from "zod";
import { searchTermSchema } from "../contract/search-term";
import type { CommerceContext } from "./context";
import { notFound, parse } from "./envelope";
import { productSummaries, productSummaryFields } from "./products";
import { fieldsSchema, pageBounds, project } from "./projection";
import type { CategoryNode } from "./reference";
import { localised, type StoreCode } from "./store";

/** Search-index style queries of SPEC §7 "Catalogue": products, categories, attributes and tax rules. */

export const PRODUCT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
const MAX_FILTER_VALUES = 999;
const ROOT_CATEGORY_ID = 2;

const size = z.number().int().max(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`).optional();
const start = z.number().int().optional();
const skuList = z.array(z.string().min(1).max(64)).max(MAX_FILTER_VALUES);

export const productSorts = ["relevance", "latest", "newest", "price_asc", "price_desc", "bestsellers"] as const;

const productQuery = z
  .object({
    query: searchTermSchema.optional(),
    scope: z.enum(["catalog", "search"]).optional(),
    filters: z
      .object({
        category_id: z.number().int().positive().optional(),
        brand: z.array(z.string().min(1).max(50)).max(100).optional(),
        color: z.array(z.number().int().nonnegative()).max(100).optional(),
        price: z
          .array(z.object({ from: z.number().int().nonnegative().optional(), to: z.number().int().positive().optional() }).strict())
          .max(10)
          .optional(),
        in_stock: z.boolean().optional(),
        sku: skuList.optional(),
        "configurable_children.sku": skuList.optional(),
        id: z.array(z.number().int().positive()).max(MAX_FILTER_VALUES).optional(),
      })
      .strict()
      .optional(),
    sort: z.enum(productSorts).optional(),
    start,
    size,
    includeFields: fieldsSchema(productSummaryFields),
    excludeFields: fieldsSchema(productSummaryFields),
  })
  .strict();

export type ProductQuery = z.input<typeof productQuery>;

export async function queryProducts(ctx: CommerceContext, body: unknown, store: StoreCode) {
  const q = parse(productQuery, body);
  const page = pageBounds(q.start, q.size, PRODUCT_PAGE_SIZE);
  const { filters = {} } = q;
  const skus = [...(filters.sku ?? []), ...(filters["configurable_children.sku"] ?? [])];
  const found = ctx.search.search({
    query: q.query,
    locale: store,
    scope: q.scope ?? (q.query ? "search" : "catalog"),
    filters: {
      category_id: filters.category_id,
      brand: filters.brand,
      color: filters.color,
      price: filters.price,
      in_stock: filters.in_stock,
      sku: skus.length ? skus : undefined,
      ids: filters.id,
    },
    sort: q.sort,
    start: page.start,
    size: page.size,
    now: ctx.now(),
  });
  const items = await productSummaries(ctx, found.ids, store);
  return {
    items: items.map((item) => project(item, q.includeFields, q.excludeFields)),
    total: found.total,
    start: found.start,
    perPage: found.perPage,
    aggregations: labelledFacets(ctx, found.facets, store),
    suggestions: found.suggestions,
    otherLayoutQuery: found.otherLayoutQuery,
  };
}

type Facets = ReturnType<CommerceContext["search"]["search"]>["facets"];

function labelledFacets(ctx: CommerceContext, facets: Facets, store: StoreCode) {
  const { brands, categories, attributes } = ctx.reference;
  const colors = new Map((attributes.get("color")?.options ?? []).map((o) => [o.value_index, o]));
  return {
    brand: facets.brand.flatMap((f) => {
      const brand = brands.get(f.value);
      return brand ? [{ ...f, label: localised(brand, "name", store) }] : [];
    }),
    category: facets.category.flatMap((f) => {
      const category = categories.get(f.value);
      return category?.is_active
        ? [{ ...f, label: localised(category, "name", store), url_key: category.url_key, level: category.level }]
        : [];
    }),
    color: facets.color.flatMap((f) => {
      const color = colors.get(f.value);
      return color ? [{ ...f, label: localised(color, "label", store), swatch: color.swatch }] : [];
    }),
    price: facets.price,
    in_stock: facets.in_stock,
  };
}

const categoryFields = [
  "id", "parent_id", "parent_ids", "name", "slug", "url_key", "url_path", "path", "level", "position",
  "is_active", "include_in_menu", "product_count", "children_count", "children_data",
] as const;

const categoryQuery = z
  .object({
    filters: z
      .object({
        id: z.union([z.number().int(), z.array(z.number().int()).max(MAX_FILTER_VALUES)]).optional(),
        parent_id: z.number().int().optional(),
        level: z.number().int().min(0).max(10).optional(),
        is_active: z.boolean().optional(),
        url_key: z.string().max(200).optional(),
        url_path: z.string().max(500).optional(),
        product_count: z.object({ gt: z.number().int() }).strict().optional(),
      })
      .strict()
      .optional(),
    sort: z.enum(["position", "name"]).optional(),
    start,
    size: z.number().int().max(4000, "size must be at most 4000").optional(),
    includeFields: fieldsSchema(categoryFields),
    excludeFields: fieldsSchema(categoryFields),
  })
  .strict();

export function categoryView(node: CategoryNode, store: StoreCode, nodes: Map<number, CategoryNode>) {
  return {
    id: node.id,
    parent_id: node.parent_id,
    parent_ids: node.parent_ids,
    name: localised(node, "name", store),
    slug: node.url_key,
    url_key: node.url_key,
    url_path: node.url_path,
    path: node.path,
    level: node.level,
    position: node.position,
    is_active: node.is_active,
    include_in_menu: node.include_in_menu,
    product_count: node.product_count,
    children_count: node.children_ids.length,
    children_data: node.children_ids.flatMap((id) => {
      const child = nodes.get(id);
      return child?.is_active ? [{ id: child.id, name: localised(child, "name", store), url_key: child.url_key }] : [];
    }),
  };
}

export function queryCategories(ctx: CommerceContext, body: unknown, store: StoreCode) {
  const q = parse(categoryQuery, body);
  const f = q.filters ?? {};
  const ids = f.id === undefined ? undefined : [f.id].flat();
  if (ids?.length === 1 && ids[0]! < ROOT_CATEGORY_ID) {
    throw notFound(`Category query returned empty result id = ${ids[0]}`);
  }
  const nodes = ctx.reference.categories;
  const matching = [...nodes.values()]
    .filter(
      (c) =>
        c.level >= 1 &&
        (!ids || ids.includes(c.id)) &&
        (f.parent_id === undefined || c.parent_id === f.parent_id) &&
        (f.level === undefined || c.level === f.level) &&
        (f.is_active === undefined || c.is_active === f.is_active) &&
        (f.url_key === undefined || c.url_key === f.url_key) &&
        (f.url_path === undefined || c.url_path === f.url_path) &&
        (f.product_count === undefined || c.product_count > f.product_count.gt),
    )
    .sort((a, b) =>
      q.sort === "name"
        ? localised(a, "name", store).localeCompare(localised(b, "name", store), store)
        : a.level - b.level || a.position - b.position,
    );
  const page = pageBounds(q.start, q.size, 4000);
  return {
    items: matching
      .slice(page.start, page.start + page.size)
      .map((c) => project(categoryView(c, store, nodes), q.includeFields, q.excludeFields)),
    total: matching.length,
    start: page.start,
    perPage: page.size,
  };
}

const attributeQuery = z
  .object({
    filters: z
      .object({
        attribute_code: z.array(z.string().max(64)).max(150).optional(),
        attribute_id: z.array(z.number().int()).max(150).optional(),
        is_user_defined: z.boolean().optional(),
        is_visible: z.boolean().optional(),
        is_comparable: z.boolean().optional(),
        is_filterable: z.boolean().optional(),
      })
      .strict()
      .optional(),
    start,
    size: z.number().int().max(150, "size must be at most 150").optional(),
  })
  .strict();

export function queryAttributes(ctx: CommerceContext, body: unknown, store: StoreCode) {
  const q = parse(attributeQuery, body);
  const f = q.filters ?? {};
  const matching = [...ctx.reference.attributes.values()].filter(
    (a) =>
      (!f.attribute_code || f.attribute_code.includes(a.attribute_code)) &&
      (!f.attribute_id || f.attribute_id.includes(a.attribute_id)) &&
      (f.is_user_defined === undefined || a.is_user_defined === f.is_user_defined) &&
      (f.is_visible === undefined || a.is_visible === f.is_visible) &&
      (f.is_comparable === undefined || a.is_comparable === f.is_comparable) &&
      (f.is_filterable === undefined || a.is_filterable === f.is_filterable),
  );
  const page = pageBounds(q.start, q.size, 150);
  return {
    items: matching.slice(page.start, page.start + page.size).map((a) => ({
      attribute_id: a.attribute_id,
      attribute_code: a.attribute_code,
      frontend_label: localised(a, "label", store),
      frontend_input: a.frontend_input,
      is_comparable: a.is_comparable,
      is_filterable: a.is_filterable,
      is_user_defined: a.is_user_defined,
      is_visible: a.is_visible,
      options: a.options.map((o) => ({ value: o.value_index, label: localised(o, "label", store), swatch: o.swatch })),
    })),
    total: matching.length,
    start: page.start,
    perPage: page.size,
  };
}

const taxRuleQuery = z
  .object({
    filters: z
      .object({
        product_tax_class_id: z.number().int().optional(),
        customer_tax_class_id: z.number().int().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export function queryTaxRules(ctx: CommerceContext, body: unknown) {
  const f = parse(taxRuleQuery, body).filters ?? {};
  const items = ctx.reference.taxRules
    .filter(
      (r) =>
        (f.product_tax_class_id === undefined || r.product_tax_class_ids.includes(f.product_tax_class_id)) &&
        (f.customer_tax_class_id === undefined || r.customer_tax_class_ids.includes(f.customer_tax_class_id)),
    )
    .map((r) => ({
      id: r.id,
      code: r.code,
      priority: r.priority,
      product_tax_class_ids: r.product_tax_class_ids,
      customer_tax_class_ids: r.customer_tax_class_ids,
      rates: r.rates.map(({ rate, tax_country_id, region_name, tax_region_id }) => ({
        rate,
        tax_country_id,
        region_name,
        tax_region_id,
      })),
    }));
  return { items, total: items.length };
}
