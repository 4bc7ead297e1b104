import { Link } from "react-router";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import { DeviceArt } from "./device-art";

export interface CategoryTile {
  id: number;
  name: string;
  url_key: string;
  icon: string | null;
  product_count: number;
}

/** The top categories with their product counts. */
export function CategoryTiles({ categories }: { categories: readonly CategoryTile[] }) {
  const { t } = useTranslation("site");
  const { t: tListing } = useTranslation("listing");
  const href = useLocalizedHref();
  if (!categories.length) return null;
  return (
    <section className="home-section" aria-labelledby="home-categories-heading">
      <h2 id="home-categories-heading" className="home-section__heading">
        {t("home.categoriesHeading")}
      </h2>
      <ul className="category-tiles" style={{ "--tiles": categories.length } as CSSProperties}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={href(`/c/${category.url_key}`)} className="category-tile" prefetch="intent">
              <span className="category-tile__art">
                <DeviceArt kind={category.icon} />
              </span>
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">
                {tListing("productCount", { count: category.product_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
