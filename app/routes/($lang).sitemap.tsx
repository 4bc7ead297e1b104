import { data, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { compactMenu, type MenuLink } from "~/components/mega-menu";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/seo";
import { useLocalizedHref } from "~/lib/use-locale";
import { getMegaMenu, listCmsPages } from "~/models/catalog.server";
import { localeOf } from "~/lib/request-context.server";

/** The HTML sitemap (SPEC §2 `/sitemap`): the category tree, the information pages and the shop's other pages. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const [menu, pages] = await Promise.all([getMegaMenu({ locale }), listCmsPages({ locale })]);
  const t = getI18n(locale).getFixedT(locale, "site");
  return data(
    {
      locale,
      origin: new URL(request.url).origin,
      title: t("sitemap.title"),
      description: t("sitemap.description"),
      categories: compactMenu(menu),
      pages: pages.map(({ identifier, title }) => ({ identifier, title })),
    },
    { headers: cataloguePageHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description, origin: data.origin, locale: data.locale, path: "/sitemap" }) : [];

function CategoryList({ items, level }: { items: readonly MenuLink[]; level: number }) {
  const href = useLocalizedHref();
  return (
    <ul className={`html-sitemap__tree html-sitemap__tree--${level}`}>
      {items.map((item) => (
        <li key={item.urlKey}>
          <Link to={href(`/c/${item.urlKey}`)}>{item.name}</Link>
          {item.children ? <CategoryList items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function Sitemap() {
  const { categories, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("site");
  const href = useLocalizedHref();
  return (
    <div className="container page html-sitemap">
      <h1>{t("sitemap.heading")}</h1>
      <div className="html-sitemap__grid">
        <section className="html-sitemap__section html-sitemap__section--categories" aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories">{t("sitemap.categories")}</h2>
          <CategoryList items={categories} level={1} />
        </section>
        <div className="html-sitemap__aside">
          <section className="html-sitemap__section" aria-labelledby="sitemap-shopping">
            <h2 id="sitemap-shopping">{t("sitemap.shopping")}</h2>
            <ul className="html-sitemap__links">
              <li>
                <Link to={href("/")}>{t("sitemap.home")}</Link>
              </li>
              <li>
                <Link to={href("/brands")}>{t("sitemap.brands")}</Link>
              </li>
              <li>
                <Link to={href("/trade-in")}>{t("sitemap.tradeIn")}</Link>
              </li>
              <li>
                <Link to={href("/store-locator")}>{t("sitemap.storeLocator")}</Link>
              </li>
            </ul>
          </section>
          <section className="html-sitemap__section" aria-labelledby="sitemap-information">
            <h2 id="sitemap-information">{t("sitemap.information")}</h2>
            <ul className="html-sitemap__links">
              {pages.map((page) => (
                <li key={page.identifier}>
                  <Link to={href(`/${page.identifier}`)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
