/**
 * The back office's products (issue 22), as both edges see them: the limits of each field, the choices a form
 * offers and the rules between prices. Each edge writes its zod rules from these.
 */

/** The product types the back office creates; the others are edited only in their common fields. */
export const CREATED_TYPES = ["simple", "configurable"] as const;
export type CreatedType = (typeof CREATED_TYPES)[number];

/** The attributes a configurable product's children differ in (attribute_options rows). */
export const CONFIGURABLE_ATTRIBUTES = ["color", "storage", "screen_size"] as const;
export type ConfigurableAttribute = (typeof CONFIGURABLE_ATTRIBUTES)[number];

/** 1 enabled, 2 disabled (SPEC §5). */
export const PRODUCT_STATUSES = [1, 2] as const;
/** 1 not visible individually, 2 catalogue, 3 search, 4 both. */
export const PRODUCT_VISIBILITIES = [1, 2, 3, 4] as const;
/** 2 standard-rated VAT, 0 zero-rated (tax_rules). */
export const TAX_CLASSES = [2, 0] as const;

export const PRODUCT_STOCK_FILTERS = ["in", "out", "low"] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/** What the back office's product list is filtered by. */
export interface ProductFilter {
  /** Part of a sku, or of the name in either language. */
  q?: string;
  category?: number;
  brand?: string;
  status?: 1 | 2;
  stock?: ProductStockFilter;
  /** Fils. */
  priceFrom?: number;
  priceTo?: number;
}

export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,63}$/;
/** Lower-case words joined by single hyphens: the last part of a product's address. */
export const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_KEY_MAX = 120;
export const PRODUCT_NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const KEY_FEATURES_MAX = 20;
export const KEY_FEATURE_MAX = 200;
export const SPECS_MAX = 60;
export const SPEC_CODE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const SPEC_VALUE_MAX = 200;
export const CATEGORIES_MAX = 20;
/** Prices in fils: AED 1,000,000 at most. */
export const PRICE_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;
export const PRODUCT_SEARCH_MAX = 64;

/**
 * The rules between a product's price fields, for the form and the endpoint alike: a special price is below the
 * price, and a window that ends ends after it starts. Each answers the field it is about.
 */
export interface PriceInput {
  price: number;
  special_price: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
}

export function priceProblems(input: PriceInput): { field: "special_price" | "special_to_date"; message: "specialNotBelow" | "windowBackwards" }[] {
  const problems: ReturnType<typeof priceProblems> = [];
  if (input.special_price !== null && input.special_price >= input.price) problems.push({ field: "special_price", message: "specialNotBelow" });
  if (input.special_from_date && input.special_to_date && input.special_to_date <= input.special_from_date) {
    problems.push({ field: "special_to_date", message: "windowBackwards" });
  }
  return problems;
}
