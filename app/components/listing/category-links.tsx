import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import type { Facets } from "~/models/catalog-schemas";

const MAX_CATEGORY_LINKS = 8;
const FIRST_LISTED_LEVEL = 2;

/** The categories the results fall into, most results first: a way from a search into browsing. */
export function CategoryLinks({ categories }: { categories: Facets["category"] }) {
  const { t } = useTranslation("listing");
  const href = useLocalizedHref();
  const shown = categories
    .filter((c) => c.level >= FIRST_LISTED_LEVEL && c.count > 0)
    .sort((a, b) => b.count - a.count || a.level - b.level)
    .slice(0, MAX_CATEGORY_LINKS);
  if (shown.length === 0) return null;
  return (
    <nav className="subcategories" aria-labelledby="related-categories-heading">
      <h2 id="related-categories-heading" className="subcategories__heading">
        {t("categories")}
      </h2>
      <ul className="subcategories__list">
        {shown.map((category) => (
          <li key={category.value}>
            <Link to={href(`/c/${category.url_key}`)} className="subcategories__link" data-level={category.level}>
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
