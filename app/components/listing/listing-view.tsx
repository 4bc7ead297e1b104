import { Link, useLocation, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  hasFilters,
  listingHref,
  pageCount,
  withoutFilters,
  withPage,
  type ListingQuery,
  type SortOptions,
} from "~/lib/listing-query";
import type { ProductList } from "~/models/catalog-schemas";
import { ActiveFilters } from "./active-filters";
import { FacetsPanel } from "./facets";
import { Pagination } from "./pagination";
import { ProductCardList } from "../product-card-list";
import { SortForm } from "./sort-form";

export interface ListingViewProps {
  result: ProductList;
  query: ListingQuery;
  sortOptions: SortOptions;
  showBrandFacet?: boolean;
  /** Shown instead of the grid when the listing is empty without any filter (e.g. "no results for…"). */
  emptyUnfiltered: ReactNode;
  /** Above the toolbar, inside the results column: sub-category links and the like. */
  children?: ReactNode;
}

/** The shared body of category, search and brand pages: filters, sort, active chips, grid and pages. */
export function ListingView({ result, query, sortOptions, showBrandFacet = true, emptyUnfiltered, children }: ListingViewProps) {
  const { t } = useTranslation("listing");
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pageSize = result.perPage;
  const pages = pageCount(result.total, pageSize);
  const filtered = hasFilters(query);
  // Dim the results while this listing loads another query; a navigation elsewhere shows nothing here.
  const updating = navigation.state === "loading" && navigation.location.pathname === pathname;
  const first = result.total === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(result.total, query.page * pageSize);
  // Nothing to filter: no sidebar, and the message takes the full width.
  const showFilters = result.total > 0 || filtered;

  return (
    <div className={showFilters ? "listing" : "listing listing--no-filters"}>
      {showFilters ? (
        <aside className="listing__sidebar">
          <FacetsPanel facets={result.aggregations} query={query} sortOptions={sortOptions} showBrand={showBrandFacet} />
        </aside>
      ) : null}
      <div className="listing__main" aria-busy={updating} data-updating={updating || undefined}>
        {children}
        {showFilters ? (
          <div className="listing__toolbar">
            <p className="listing__count" role="status">
              {result.items.length > 0 ? t("pagination.showing", { from: first, to: last, total: result.total }) : null}
            </p>
            <SortForm query={query} sortOptions={sortOptions} />
          </div>
        ) : null}
        <ActiveFilters query={query} facets={result.aggregations} sortOptions={sortOptions} />
        {result.items.length > 0 ? (
          <>
            {/* The cards' names are h3: without this, a page with no other h2 would skip a level. */}
            <h2 className="visually-hidden">{t("resultsHeading")}</h2>
            <ProductCardList className="product-grid listing-grid" products={result.items} eagerCount={4} />
          </>
        ) : result.total > 0 ? (
          <div className="listing__empty">
            <h2>{t("empty.pageHeading")}</h2>
            <p>
              <Link to={listingHref(pathname, withPage(query, 1), sortOptions)}>{t("empty.firstPage")}</Link>
            </p>
          </div>
        ) : filtered ? (
          <div className="listing__empty">
            <h2>{t("empty.filteredHeading")}</h2>
            <p>{t("empty.filteredText")}</p>
            <p>
              <Link to={listingHref(pathname, withoutFilters(query), sortOptions)} className="button button--secondary">
                {t("empty.clearAll")}
              </Link>
            </p>
          </div>
        ) : (
          emptyUnfiltered
        )}
        <Pagination page={query.page} pageCount={pages} hrefOf={(page) => listingHref(pathname, withPage(query, page), sortOptions)} />
      </div>
    </div>
  );
}
