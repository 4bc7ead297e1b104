import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import {
  activeFilters,
  listingHref,
  withoutFilter,
  withoutFilters,
  type ActiveFilter,
  type ListingQuery,
  type SortOptions,
} from "~/lib/listing-query";
import { useLocale } from "~/lib/use-locale";
import type { Facets } from "~/models/catalog-schemas";
import { priceRangeLabel } from "./price-label";

/** One chip per active filter, each a link to the same listing without it, and "Clear all". */
export function ActiveFilters({ query, facets, sortOptions }: { query: ListingQuery; facets: Facets; sortOptions: SortOptions }) {
  const { t } = useTranslation("listing");
  const locale = useLocale();
  const { pathname } = useLocation();
  const filters = activeFilters(query);
  if (filters.length === 0) return null;

  const labelOf = (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case "brand":
        return facets.brand.find((b) => b.value === filter.value)?.label ?? filter.value;
      case "color":
        return facets.color.find((c) => c.value === filter.value)?.label ?? t("facets.unknownColor", { value: filter.value });
      case "price":
        return priceRangeLabel(filter.value, locale, t);
      case "in_stock":
        return t("facets.inStock");
    }
  };

  return (
    <section className="active-filters" aria-labelledby="active-filters-heading">
      <h2 id="active-filters-heading" className="visually-hidden">
        {t("active.heading")}
      </h2>
      <ul className="active-filters__list">
        {filters.map((filter) => {
          const label = labelOf(filter);
          return (
            <li key={`${filter.kind}:${label}`}>
              <Link
                to={listingHref(pathname, withoutFilter(query, filter), sortOptions)}
                className="chip"
                aria-label={t("active.remove", { label })}
                preventScrollReset
              >
                <span className="chip__label">{label}</span>
                <RemoveIcon />
              </Link>
            </li>
          );
        })}
        <li>
          <Link to={listingHref(pathname, withoutFilters(query), sortOptions)} className="active-filters__clear" preventScrollReset>
            {t("active.clearAll")}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" className="chip__remove">
      <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
