import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";

export interface Breadcrumb {
  name: string;
  /** Without the locale prefix. */
  path: string;
}

/** Home › categories › the product (the current page, not a link). */
export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current: string }) {
  const { t } = useTranslation("product");
  const href = useLocalizedHref();
  return (
    <nav className="product-breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol className="product-breadcrumbs__list">
        <li>
          <Link to={href("/")}>{t("breadcrumbs.home")}</Link>
        </li>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={href(item.path)}>{item.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
