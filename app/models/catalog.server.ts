import { z } from "zod";
import { GENERAL_GROUP_ID, GROUP_ID_PARAM } from "../../commerce/contract/customer-groups";
import { commerceCall, orUndefinedOn404 } from "~/lib/commerce.server";
import { sharedRead } from "~/lib/shared-reads.server";
import type { Locale } from "~/lib/i18n";
import {
  categorySchema,
  cmsPageSchema,
  homePageSchema,
  menuItemSchema,
  productDetailSchema,
  productListSchema,
  urlMapSchema,
  type ProductList,
} from "./catalog-schemas";

/** Catalogue reads: shared between shoppers (app/lib/shared-reads.server.ts). */

export const CATEGORY_PAGE_SIZE = 50;
export const listingSorts = ["relevance", "latest", "price_asc", "price_desc"] as const;
export type ListingSort = (typeof listingSorts)[number];

export interface ListingQuery {
  brands: string[];
  colors: number[];
  /** Price ranges in fils. */
  prices: { from?: number; to?: number }[];
  inStock: boolean;
  sort?: ListingSort;
  page: number;
}

/** The query naming the shopper's customer group (decision 060); none for general, whose reads every guest shares. */
function groupQuery(group: number): Record<string, number> | undefined {
  return group === GENERAL_GROUP_ID ? undefined : { [GROUP_ID_PARAM]: group };
}

function productSearch(locale: Locale, group: number, body: Record<string, unknown>, listing: ListingQuery): Promise<ProductList> {
  return sharedRead(productListSchema, {
    method: "POST",
    path: "/api/catalog/product/search",
    locale,
    query: groupQuery(group),
    body: {
      ...body,
      filters: {
        ...(body.filters as object | undefined),
        ...(listing.brands.length ? { brand: listing.brands } : {}),
        ...(listing.colors.length ? { color: listing.colors } : {}),
        ...(listing.prices.length ? { price: listing.prices } : {}),
        ...(listing.inStock ? { in_stock: true } : {}),
      },
      sort: listing.sort,
      start: (listing.page - 1) * CATEGORY_PAGE_SIZE,
      size: CATEGORY_PAGE_SIZE,
    },
  });
}

export function getMegaMenu({ locale }: { locale: Locale }) {
  return sharedRead(z.array(menuItemSchema), { path: "/api/catalog/megamenu", locale });
}

export function getHomePage({ locale, group }: { locale: Locale; group: number }) {
  return sharedRead(homePageSchema, { path: "/api/catalog/home", locale, query: groupQuery(group) });
}

/**
 * The longest category url_key and the longest address the commerce endpoints look up; they refuse longer
 * ones as bad input (400). No page has a longer address, so a longer one from a URL is simply not found.
 */
const MAX_URL_KEY_LENGTH = 200;
const MAX_URL_PATH_LENGTH = 500;

export async function getCategoryBySlug({ locale, slug }: { locale: Locale; slug: string }) {
  if (slug.length > MAX_URL_KEY_LENGTH) return undefined;
  const found = await sharedRead(z.object({ items: z.array(categorySchema) }), {
    method: "POST",
    path: "/api/catalog/category/search",
    locale,
    body: { filters: { url_key: slug, is_active: true } },
  });
  return found.items[0];
}

export function getCategoriesByIds({ locale, ids }: { locale: Locale; ids: number[] }) {
  return sharedRead(z.object({ items: z.array(categorySchema) }), {
    method: "POST",
    path: "/api/catalog/category/search",
    locale,
    body: { filters: { id: ids } },
  }).then((r) => r.items);
}

export function listCategoryProducts({ locale, group, categoryId, listing }: { locale: Locale; group: number; categoryId: number; listing: ListingQuery }) {
  return productSearch(locale, group, { scope: "catalog", filters: { category_id: categoryId } }, listing);
}

export function listBrandProducts({ locale, group, brand, listing }: { locale: Locale; group: number; brand: string; listing: ListingQuery }) {
  return productSearch(locale, group, { scope: "catalog" }, { ...listing, brands: [brand] });
}

export function searchProducts({ locale, group, term, listing }: { locale: Locale; group: number; term: string; listing: ListingQuery }) {
  return productSearch(locale, group, { scope: "search", query: term }, listing);
}

/** A product as a shopper of the group sees it; general (guests' prices) unless a group is named. */
export function getProduct({ locale, sku, group = GENERAL_GROUP_ID }: { locale: Locale; sku: string; group?: number }) {
  return sharedRead(productDetailSchema, { path: `/api/catalog/product/${encodeURIComponent(sku)}`, locale, query: groupQuery(group) }).catch(orUndefinedOn404);
}

/** The product with this database id (the old app's `/productdetails?id=`), as `getProduct` finds it by sku. */
export function getProductById({ locale, id }: { locale: Locale; id: number }) {
  return sharedRead(productDetailSchema, { path: `/api/catalog/product-by-id/${id}`, locale }).catch(orUndefinedOn404);
}

export async function resolveUrl({ locale, path }: { locale: Locale; path: string }) {
  if (path.length > MAX_URL_PATH_LENGTH) return undefined;
  return sharedRead(urlMapSchema, { method: "POST", path: "/api/url/map", locale, body: { url: path } }).catch(orUndefinedOn404);
}

export async function findRedirect({ locale, path }: { locale: Locale; path: string }) {
  if (path.length > MAX_URL_PATH_LENGTH) return undefined;
  const redirects = await sharedRead(z.array(z.object({ to: z.string(), type: z.number() })), {
    path: "/api/url/redirect",
    locale,
    query: { path },
  });
  return redirects[0];
}

export function getCmsPage({ locale, identifier }: { locale: Locale; identifier: string }) {
  return sharedRead(cmsPageSchema, { path: `/api/cms/page/${identifier}`, locale }).catch(orUndefinedOn404);
}

const cmsPageLinkSchema = z.object({ identifier: z.string(), title: z.string(), updated_at: z.string() });
export type CmsPageLink = z.infer<typeof cmsPageLinkSchema>;

/** Active CMS pages (identifier, title), for the sitemaps. */
export function listCmsPages({ locale }: { locale: Locale }): Promise<CmsPageLink[]> {
  return sharedRead(z.array(cmsPageLinkSchema), { path: "/api/cms/pages", locale });
}

export function getBrands({ locale }: { locale: Locale }) {
  return sharedRead(z.array(z.object({ code: z.string(), name: z.string(), color: z.string(), logo: z.string().nullable(), product_count: z.number() })), {
    path: "/api/catalog/brands",
    locale,
  });
}

export function getSitemapEntries({ type, start, size }: { type: "product" | "category"; start: number; size: number }) {
  return commerceCall(z.object({ items: z.array(z.object({ path: z.string(), updated_at: z.string() })), total: z.number() }), {
    path: "/api/catalog/sitemap",
    locale: "en",
    query: { type, start, size },
  });
}

export function autocomplete({ locale, q }: { locale: Locale; q: string }) {
  return sharedRead(
    z.object({
      suggestions: z.array(z.string()),
      products: z.array(z.object({ sku: z.string(), name: z.string(), url_path: z.string(), image: z.string(), final_price_incl_tax: z.number() })),
    }),
    { path: "/api/search/suggest", locale, query: { q } },
  );
}
