import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listingHref, paginationItems, withPage, type ListingQuery, type SortOptions } from "~/lib/listing-query";
import { ChevronIcon } from "../icons";

/** Page links that work without JavaScript: previous, numbered pages with gaps, next. */
export function Pagination({
  query,
  sortOptions,
  pageCount,
}: {
  query: ListingQuery;
  sortOptions: SortOptions;
  pageCount: number;
}) {
  const { t } = useTranslation("listing");
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const current = Math.min(query.page, pageCount);
  const hrefOf = (page: number) => listingHref(pathname, withPage(query, page), sortOptions);

  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul className="pagination__list">
        <li>
          {query.page > 1 ? (
            <Link to={hrefOf(current === query.page ? current - 1 : pageCount)} rel="prev" className="pagination__step">
              <ChevronIcon className="pagination__back" />
              {t("pagination.previous")}
            </Link>
          ) : null}
        </li>
        {paginationItems(current, pageCount).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true" />
          ) : (
            <li key={page}>
              {page === query.page ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">{t("pagination.page", { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <Link to={hrefOf(page)} className="pagination__page" aria-label={t("pagination.page", { page })}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {query.page < pageCount ? (
            <Link to={hrefOf(query.page + 1)} rel="next" className="pagination__step">
              {t("pagination.next")}
              <ChevronIcon />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
