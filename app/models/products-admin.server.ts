import { z } from "zod";
import type { GroupPriceChange } from "../../commerce/contract/customer-groups";
import type { ProductFilter } from "../../commerce/contract/product-admin";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import type { childSchema, editProductSchema, newChildSchema, newProductSchema } from "~/components/admin/product-forms";

/** The back office's products (docs/admin-api.md "Products"): the list, one product with its children, and the changes. */

const PRODUCT_TYPES = ["simple", "configurable", "bundle", "grouped", "giftcard", "virtual", "downloadable"] as const;

const productPage = z.object({
  next: z.number().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      sku: z.string(),
      name_en: z.string(),
      name_ar: z.string(),
      type_id: z.enum(PRODUCT_TYPES),
      status: z.number(),
      brand: z.string().nullable(),
      price: z.number(),
      special_price: z.number().nullable(),
      qty: z.number().nullable(),
      is_in_stock: z.number().nullable(),
    }),
  ),
});
export type ProductPage = z.infer<typeof productPage>;

const labelled = { name_en: z.string(), name_ar: z.string() };
const choices = z.object({
  categories: z.array(z.object({ id: z.number(), level: z.number(), ...labelled })),
  brands: z.array(z.object({ code: z.string(), ...labelled })),
  options: z.array(z.object({ attribute_code: z.string(), value_index: z.number(), label_en: z.string(), label_ar: z.string() })),
});
export type ProductChoices = z.infer<typeof choices>;

const product = z.object({
  id: z.number(),
  sku: z.string(),
  type_id: z.enum(PRODUCT_TYPES),
  url_key: z.string(),
  ...labelled,
  description_en: z.string(),
  description_ar: z.string(),
  key_features_en: z.array(z.string()),
  key_features_ar: z.array(z.string()),
  specs: z.record(z.object({ en: z.string(), ar: z.string() })),
  categories: z.array(z.number()),
  brand: z.string().nullable(),
  status: z.number(),
  visibility: z.number(),
  tax_class_id: z.number(),
  kind: z.string(),
  price: z.number(),
  special_price: z.number().nullable(),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  stock: z.number().nullable(),
  configurable_attributes: z.array(z.string()),
  children: z.array(
    z.object({
      id: z.number(),
      sku: z.string(),
      ...labelled,
      status: z.number(),
      price: z.number(),
      special_price: z.number().nullable(),
      color: z.number().nullable(),
      storage: z.number().nullable(),
      screen_size: z.number().nullable(),
      qty: z.number(),
    }),
  ),
});
export type AdminProduct = z.infer<typeof product>;

const created = z.object({ id: z.number() });

export function listProducts(locale: Locale, staff: StaffAuth, filter: ProductFilter, after: number | undefined, pageSize: number): Promise<ProductPage> {
  return commerceCall(productPage, { path: "/api/admin/products", locale, staff, query: { ...filter, after, pageSize } });
}

export function productChoices(locale: Locale, staff: StaffAuth): Promise<ProductChoices> {
  return commerceCall(choices, { path: "/api/admin/products/choices", locale, staff });
}

export function getProduct(locale: Locale, staff: StaffAuth, id: number): Promise<AdminProduct> {
  return commerceCall(product, { path: `/api/admin/products/${id}`, locale, staff });
}

export function createProduct(locale: Locale, staff: StaffAuth, body: z.output<typeof newProductSchema>) {
  return commerceCall(created, { method: "POST", path: "/api/admin/products", locale, staff, body });
}

export function updateProduct(locale: Locale, staff: StaffAuth, id: number, body: z.output<typeof editProductSchema>) {
  return commerceCall(created, { method: "POST", path: `/api/admin/products/${id}`, locale, staff, body });
}

export function addChild(locale: Locale, staff: StaffAuth, id: number, body: z.output<typeof newChildSchema>) {
  return commerceCall(created, { method: "POST", path: `/api/admin/products/${id}/children`, locale, staff, body });
}

export function updateChild(locale: Locale, staff: StaffAuth, id: number, childId: number, body: z.output<typeof childSchema>) {
  return commerceCall(created, { method: "POST", path: `/api/admin/products/${id}/children/${childId}`, locale, staff, body });
}

const groupPrice = z.object({ group_id: z.number().nullable(), min_qty: z.number(), price: z.number() });
export type GroupPrice = z.infer<typeof groupPrice>;
const groupPrices = z.object({ prices: z.array(groupPrice), groups: z.array(z.object({ id: z.number(), name: z.string() })) });
export type GroupPrices = z.infer<typeof groupPrices>;

/** A product's group and tier prices (decision 060), lowest quantity first, and the groups to choose from, named in `locale`. */
export function getGroupPrices(locale: Locale, staff: StaffAuth, id: number): Promise<GroupPrices> {
  return commerceCall(groupPrices, { path: `/api/admin/products/${id}/group-prices`, locale, staff });
}

/** Sets one of a product's rows (in place of one of the same group and quantity) or removes it, in one change. */
export function changeGroupPrice(locale: Locale, staff: StaffAuth, id: number, change: GroupPriceChange) {
  return commerceCall(z.object({ prices: z.array(groupPrice) }), { method: "POST", path: `/api/admin/products/${id}/group-prices/change`, locale, staff, body: change });
}
