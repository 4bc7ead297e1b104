import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";

/** Previous and next links of a back-office list, keeping its filters (the query string) and changing `page`. */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation("admin");
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const to = (target: number) => {
    const query = new URLSearchParams(search);
    query.set("page", String(target));
    return `${pathname}?${query}`;
  };
  return (
    <nav className="bo-pagination" aria-label={t("pagination.label")}>
      {page > 1 ? <Link to={to(page - 1)}>{t("pagination.previous")}</Link> : null}
      <span>{t("pagination.page", { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)}>{t("pagination.next")}</Link> : null}
    </nav>
  );
}

