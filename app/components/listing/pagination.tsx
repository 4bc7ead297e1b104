import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paginationItems } from "~/lib/listing-query";
import { ChevronIcon } from "../icons";

/**
 * Page links that work without JavaScript: previous, numbered pages with gaps, next. `page` is the page
 * asked for, which may lie beyond the last one; `hrefOf` gives a page's address.
 */
export function Pagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation("listing");
  if (pageCount <= 1) return null;
  const current = Math.min(page, pageCount);

  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link to={hrefOf(current === page ? current - 1 : pageCount)} rel="prev" className="pagination__step">
              <ChevronIcon className="pagination__back" />
              {t("pagination.previous")}
            </Link>
          ) : null}
        </li>
        {paginationItems(current, pageCount).map((item, i) =>
          item === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true" />
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">{t("pagination.page", { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link to={hrefOf(item)} className="pagination__page" aria-label={t("pagination.page", { page: item })}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} rel="next" className="pagination__step">
              {t("pagination.next")}
              <ChevronIcon />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
