import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/lib/i18n";
import {
  isCanonicalListing,
  listingHref,
  pageCount,
  withPage,
  type ListingQuery,
  type SortOptions,
} from "~/lib/listing-query";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, type Crumb } from "./breadcrumbs";

/** Everything a listing's `meta` needs, computed by its loader (meta has no translations of its own). */
export interface ListingSeo {
  title: string;
  description: string;
  origin: string;
  locale: Locale;
  /** Canonical path without locale prefix or query. */
  path: string;
  noIndex: boolean;
  /** Absolute paths (locale prefix and query included) of the neighbouring pages. */
  prev?: string;
  next?: string;
  home?: string;
  crumbs?: Crumb[];
}

/**
 * Filtered, re-sorted and deeper pages are `noindex, follow`: crawlers follow their links but index only the
 * plain first page, which is also every variant's canonical URL.
 */
export function listingSeo({
  request,
  query,
  sortOptions,
  total,
  pageSize,
  ...rest
}: Omit<ListingSeo, "origin" | "noIndex" | "prev" | "next"> & {
  request: Request;
  query: ListingQuery;
  sortOptions: SortOptions;
  total: number;
  pageSize: number;
  noIndex?: boolean;
}): ListingSeo {
  const url = new URL(request.url);
  const pages = pageCount(total, pageSize);
  return {
    ...rest,
    origin: url.origin,
    noIndex: rest.noIndex === true || !isCanonicalListing(query, sortOptions),
    prev: query.page > 1 && query.page <= pages ? listingHref(url.pathname, withPage(query, query.page - 1), sortOptions) : undefined,
    next: query.page < pages ? listingHref(url.pathname, withPage(query, query.page + 1), sortOptions) : undefined,
  };
}

export function listingMeta(seo: ListingSeo): MetaDescriptor[] {
  return [
    ...pageMeta(seo),
    ...(seo.prev ? [{ tagName: "link", rel: "prev", href: seo.origin + seo.prev }] : []),
    ...(seo.next ? [{ tagName: "link", rel: "next", href: seo.origin + seo.next }] : []),
    ...(seo.crumbs && seo.home
      ? [breadcrumbJsonLd({ home: seo.home, items: seo.crumbs, origin: seo.origin, locale: seo.locale })]
      : []),
  ];
}
