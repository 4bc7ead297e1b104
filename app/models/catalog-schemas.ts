import { z } from "zod";

/** Shapes of the catalogue endpoints' results, parsed at the commerce boundary. Money is integer fils. */

const prices = {
  tax_rate: z.number(),
  price: z.number().int(),
  price_incl_tax: z.number().int(),
  special_price_incl_tax: z.number().int(),
  special_to_date: z.string().nullable(),
  final_price: z.number().int(),
  final_price_incl_tax: z.number().int(),
};

/**
 * What a product card shows, and all a listing, a home shelf or a related-products row keeps of each
 * product: zod drops the other fields, so the pages' loader data carries no more than the cards use.
 */
/** A product photo (decision 052): the widths made of it and its alt text in the page's language. */
export const photoSchema = z.object({ id: z.number(), hash: z.string(), widths: z.array(z.number()), width: z.number(), height: z.number(), alt: z.string() });
export type PhotoData = z.infer<typeof photoSchema>;

export const productCardSchema = z.object({
  sku: z.string(),
  name: z.string(),
  url_path: z.string(),
  image: z.string(),
  photo: photoSchema.nullable(),
  brand: z.object({ code: z.string(), name: z.string() }).nullable(),
  stock: z.object({ is_in_stock: z.boolean(), qty: z.number() }),
  price_incl_tax: z.number().int(),
  final_price_incl_tax: z.number().int(),
});
export type ProductCardData = z.infer<typeof productCardSchema>;

const productSummarySchema = productCardSchema.extend({
  id: z.number(),
  type_id: z.enum(["simple", "configurable", "bundle", "grouped", "giftcard", "virtual", "downloadable"]),
  url_key: z.string(),
  kind: z.string(),
  category_ids: z.array(z.number()),
  updated_at: z.string(),
  ...prices,
});

const facetValue = <V extends z.ZodTypeAny>(value: V) => z.object({ value, count: z.number() });

export const facetsSchema = z.object({
  brand: z.array(facetValue(z.string()).extend({ label: z.string() })),
  category: z.array(facetValue(z.number()).extend({ label: z.string(), url_key: z.string(), level: z.number() })),
  color: z.array(facetValue(z.number()).extend({ label: z.string(), swatch: z.string().nullable() })),
  price: z.array(z.object({ from: z.number().optional(), to: z.number().optional(), count: z.number() })),
  in_stock: z.array(facetValue(z.boolean())),
});
export type Facets = z.infer<typeof facetsSchema>;

export const productListSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number(),
  start: z.number(),
  perPage: z.number(),
  aggregations: facetsSchema,
  suggestions: z.array(z.string()),
  otherLayoutQuery: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

const partSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  url_key: z.string(),
  qty: z.number(),
  price_incl_tax: z.number(),
  final_price_incl_tax: z.number(),
});

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  key_features: z.array(z.string()),
  mpn: z.string().nullable(),
  specs: z.array(z.object({ code: z.string(), label: z.string(), value: z.string() })),
  media_gallery: z.array(z.object({ image: z.string(), type: z.enum(["image", "video"]), label: z.string() })),
  photos: z.array(photoSchema),
  categories: z.array(z.object({ category_id: z.number(), name: z.string(), url_key: z.string(), url_path: z.string(), level: z.number() })),
  configurable_options: z.array(
    z.object({
      attribute_code: z.string(),
      label: z.string(),
      values: z.array(z.object({ value_index: z.number(), label: z.string(), swatch: z.string().nullable() })),
    }),
  ),
  configurable_children: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      stock: z.object({ is_in_stock: z.boolean(), qty: z.number() }),
      custom_attributes: z.record(z.number()),
      ...prices,
    }),
  ),
  configured_child_sku: z.string().nullable(),
  bundle_options: z.array(
    z.object({
      option_id: z.number(),
      title: z.string(),
      required: z.boolean(),
      product_links: z.array(partSchema.extend({ is_default: z.boolean() })),
    }),
  ),
  bundle_saving: z.number(),
  grouped_items: z.array(partSchema),
  custom_options: z.array(
    z.object({
      option_id: z.number(),
      title: z.string(),
      is_required: z.boolean(),
      values: z.array(z.object({ option_type_id: z.number(), title: z.string(), price_type: z.enum(["fixed", "percent"]), price: z.number() })),
    }),
  ),
  product_links: z.array(z.object({ link_type: z.string(), product: productCardSchema })),
  tier_prices: z.array(z.object({ min_qty: z.number().int(), price_incl_tax: z.number().int() })),
  errors: z.object({ variants: z.string().optional() }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export type MenuItem = {
  id: number;
  name: string;
  url_key: string;
  url_path: string;
  level: number;
  icon: string | null;
  product_count: number;
  children_data: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    url_key: z.string(),
    url_path: z.string(),
    level: z.number(),
    icon: z.string().nullable(),
    product_count: z.number(),
    children_data: z.array(menuItemSchema),
  }),
);

export const categorySchema = z.object({
  id: z.number(),
  parent_ids: z.array(z.number()),
  name: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  level: z.number(),
  product_count: z.number(),
  children_data: z.array(z.object({ id: z.number(), name: z.string(), url_key: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const cmsPageSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  meta_description: z.string(),
  content: z.string(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const urlMapSchema = z.discriminatedUnion("_type", [
  z.object({ _type: z.literal("product"), _source: productDetailSchema }),
  z.object({ _type: z.literal("category"), _source: categorySchema }),
  z.object({ _type: z.literal("cms_page"), _source: cmsPageSchema }),
]);
export type UrlMapping = z.infer<typeof urlMapSchema>;

const bannerSchema = z.object({ id: z.number(), title: z.string(), subtitle: z.string(), link: z.string(), kind: z.string(), color: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

export const homePageSchema = z.object({
  banners: z.object({ main: z.array(bannerSchema), small: z.array(bannerSchema) }),
  new_collection: z.array(productCardSchema),
  bestsellers: z.array(productCardSchema),
  categories: z.array(
    z.object({ id: z.number(), name: z.string(), url_key: z.string(), icon: z.string().nullable(), product_count: z.number() }),
  ),
});
