import { Link, type MetaDescriptor } from "react-router";
import { useTranslation } from "react-i18next";
import { localizePath, type Locale } from "~/lib/i18n";
import { jsonLd } from "~/lib/seo";
import { useLocalizedHref } from "~/lib/use-locale";
import { ChevronIcon } from "../icons";

/** One step of the trail; `path` is an app path without the locale prefix. The last crumb is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

/** Home › parents › this page. Home is added here, so `items` starts below it. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("listing");
  const href = useLocalizedHref();
  const trail = [{ name: t("breadcrumbs.home"), path: "/" }, ...items];
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol className="breadcrumbs__list">
        {trail.map((crumb, i) => {
          const current = i === trail.length - 1;
          return (
            <li key={crumb.path} className="breadcrumbs__item">
              {current ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <Link to={href(crumb.path)}>{crumb.name}</Link>
                  <ChevronIcon className="breadcrumbs__separator" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail, Home included (its name passed in: meta has no hooks). */
export function breadcrumbJsonLd({
  home,
  items,
  origin,
  locale,
}: {
  home: string;
  items: Crumb[];
  origin: string;
  locale: Locale;
}): MetaDescriptor {
  const trail = [{ name: home, path: "/" }, ...items];
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: origin + localizePath(crumb.path, locale),
    })),
  });
}
