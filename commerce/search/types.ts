/** Request and response shapes of the product search engine. Prices are VAT-inclusive fils. */

export type SearchLocale = "en" | "ar";

/** "search" lists visibility 3 and 4 (search results), "catalog" lists 2 and 4 (category pages). */
export type SearchScope = "search" | "catalog";

export type SearchSort = "relevance" | "latest" | "newest" | "price_asc" | "price_desc" | "bestsellers";

/** `from` inclusive, `to` exclusive; an open end is unbounded. */
export interface PriceRange {
  from?: number;
  to?: number;
}

export interface SearchFilters {
  category_id?: number;
  /** Brand codes; a product matches any of them. */
  brand?: string[];
  /** Colour value_index values; a product matches any of them. */
  color?: number[];
  /** Ranges on the final price at `now`; a product matches any of them. */
  price?: PriceRange[];
  in_stock?: boolean;
  /** Own or child skus, compared case-insensitively. */
  sku?: string[];
  ids?: number[];
}

export interface SearchRequest {
  query?: string;
  /** The shopper's store view. Both names are searched whatever it is, so results do not depend on it. */
  locale: SearchLocale;
  scope: SearchScope;
  filters?: SearchFilters;
  /** Defaults to relevance with a query, latest without. */
  sort?: SearchSort;
  start?: number;
  size?: number;
  /** The moment prices are taken at; defaults to the time of the call. */
  now?: Date;
}

export interface FacetValue<V> {
  value: V;
  count: number;
}

export interface PriceFacetRange extends PriceRange {
  count: number;
}

export interface SearchFacets {
  brand: FacetValue<string>[];
  category: FacetValue<number>[];
  color: FacetValue<number>[];
  price: PriceFacetRange[];
  in_stock: FacetValue<boolean>[];
}

/** Responses may be served from a cache shared by callers: treat them as read-only. */
export interface SearchResponse {
  ids: number[];
  total: number;
  start: number;
  perPage: number;
  facets: SearchFacets;
  /** "Did you mean" queries: other spellings of a query with words the catalogue does not know that find more. */
  suggestions: string[];
  /**
   * The query the results are for when the one typed reads as text typed on the other keyboard layout ("hdt,k" is
   * "ايفون"), else null.
   */
  otherLayoutQuery: string | null;
}

export interface AutocompleteOptions {
  /** Phrases are completed from product names in this language first. */
  locale: SearchLocale;
  size?: number;
}

export interface AutocompleteResponse {
  /** Completed words or short phrases, best first. */
  suggestions: string[];
  /** Best matching products visible in search, best first. */
  ids: number[];
}
