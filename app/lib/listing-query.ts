import type { ListingQuery, ListingSort } from "~/models/catalog.server";

/**
 * The query string of a product listing (category, search and brand pages), parsed leniently: a value that
 * does not make sense is dropped, never an error, because these URLs are typed, shared and crawled.
 *
 *   ?brand=apple&brand=sony   repeatable brand codes
 *   ?color=12                 repeatable colour option ids (value_index)
 *   ?price=500-1000           repeatable ranges in whole AED; either end may be open: `5000-`, `-500`
 *   ?in_stock=1
 *   ?sort=price_asc           one of the page's sorts
 *   ?page=2                   from 1
 *
 * Prices are whole dirhams in the URL and fils everywhere else (ListingQuery, the commerce API).
 */

export type { ListingQuery, ListingSort };
export type PriceRange = ListingQuery["prices"][number];

/** Category and brand pages; search adds relevance. */
export const catalogSorts = ["latest", "price_asc", "price_desc"] as const satisfies readonly ListingSort[];
export const searchSorts = ["relevance", "latest", "price_asc", "price_desc"] as const satisfies readonly ListingSort[];

export interface SortOptions {
  /** The sorts this page offers; any other `sort` value is ignored. */
  sorts: readonly ListingSort[];
  /** The sort used when the URL names none; it is never written to the URL. */
  defaultSort: ListingSort;
}

export const catalogSortOptions: SortOptions = { sorts: catalogSorts, defaultSort: "latest" };
export const searchSortOptions: SortOptions = { sorts: searchSorts, defaultSort: "relevance" };

export const FILS_PER_AED = 100;

/** `{ from: 50000, to: 100000 }` → `500-1000`; `{ from: 500000 }` → `5000-`. Also the value of a price checkbox. */
export function priceKey(range: PriceRange): string {
  const from = Math.floor((range.from ?? 0) / FILS_PER_AED);
  const to = range.to === undefined ? "" : String(Math.ceil(range.to / FILS_PER_AED));
  return `${from}-${to}`;
}

/** The canonical query string (without `?`): filters in a fixed order, the default sort and page 1 left out. */
export function serializeListingQuery(query: ListingQuery, options: SortOptions): string {
  const params = new URLSearchParams();
  for (const brand of query.brands) params.append("brand", brand);
  for (const color of query.colors) params.append("color", String(color));
  for (const range of query.prices) params.append("price", priceKey(range));
  if (query.inStock) params.append("in_stock", "1");
  if (query.sort && query.sort !== options.defaultSort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

/** `pathname` plus the serialised query, e.g. `/c/tv?brand=sony&page=2`. */
export function listingHref(pathname: string, query: ListingQuery, options: SortOptions): string {
  const search = serializeListingQuery(query, options);
  return search ? `${pathname}?${search}` : pathname;
}

export type ActiveFilter =
  | { kind: "brand"; value: string }
  | { kind: "color"; value: number }
  | { kind: "price"; value: PriceRange }
  | { kind: "in_stock" };

export function hasFilters(query: ListingQuery): boolean {
  return query.brands.length > 0 || query.colors.length > 0 || query.prices.length > 0 || query.inStock;
}

/** The active filters, one per chip, in URL order. */
export function activeFilters(query: ListingQuery): ActiveFilter[] {
  return [
    ...query.brands.map((value) => ({ kind: "brand", value }) as const),
    ...query.colors.map((value) => ({ kind: "color", value }) as const),
    ...query.prices.map((value) => ({ kind: "price", value }) as const),
    ...(query.inStock ? [{ kind: "in_stock" } as const] : []),
  ];
}

/** The same listing without one filter, back on page 1. */
export function withoutFilter(query: ListingQuery, filter: ActiveFilter): ListingQuery {
  return {
    ...query,
    brands: filter.kind === "brand" ? query.brands.filter((b) => b !== filter.value) : query.brands,
    colors: filter.kind === "color" ? query.colors.filter((c) => c !== filter.value) : query.colors,
    prices: filter.kind === "price" ? query.prices.filter((p) => priceKey(p) !== priceKey(filter.value)) : query.prices,
    inStock: filter.kind === "in_stock" ? false : query.inStock,
    page: 1,
  };
}

/** Every filter removed; the sort stays. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, brands: [], colors: [], prices: [], inStock: false, page: 1 };
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page };
}

/** A new sort starts again from page 1. */
export function withSort(query: ListingQuery, sort: ListingSort): ListingQuery {
  return { ...query, sort, page: 1 };
}

/** Worth indexing: the plain first page, no filter, default sort. */
export function isCanonicalListing(query: ListingQuery, options: SortOptions): boolean {
  return serializeListingQuery(query, options) === "";
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show as links, with `null` for a gap: 1 … 4 5 [6] 7 8 … 20.
 * The first and last page and `siblings` pages either side of the current one are always shown; a gap of
 * a single page shows that page instead of an ellipsis.
 */
export function paginationItems(current: number, last: number, siblings = 1): (number | null)[] {
  const shown = new Set<number>([1, last]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(null);
    items.push(page);
  });
  return items;
}

/**
 * A search term as typed, tidied: trimmed, inner whitespace collapsed, at most 100 UTF-16 units, and never
 * half of a character. A lone surrogate (half an emoji cut off, or one sent on its own) cannot be encoded
 * into the results URL.
 */
export function normalizeSearchTerm(raw: string): string {
  const term = raw.replace(LONE_SURROGATE, "\uFFFD").replace(/\s+/g, " ").trim();
  if (term.length <= MAX_SEARCH_TERM_LENGTH) return term;
  const cut = HIGH_SURROGATE.test(term.charAt(MAX_SEARCH_TERM_LENGTH - 1)) ? MAX_SEARCH_TERM_LENGTH - 1 : MAX_SEARCH_TERM_LENGTH;
  return term.slice(0, cut).trimEnd();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const HIGH_SURROGATE = /^[\uD800-\uDBFF]$/;

export const MAX_SEARCH_TERM_LENGTH = 100;

/** `/search/{term}` with the term encoded as one path segment. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}
