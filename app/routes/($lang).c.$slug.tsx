import { data, Link, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { Breadcrumbs, type Crumb } from "~/components/listing/breadcrumbs";
import { listingMeta, listingSeo } from "~/components/listing/listing-meta";
import { EmptyCatalogue, ListingHeader } from "~/components/listing/listing-header";
import { ListingView } from "~/components/listing/listing-view";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { catalogSortOptions } from "~/lib/listing-query";
import { useLocalizedHref } from "~/lib/use-locale";
import { CATEGORY_PAGE_SIZE, getCategoriesByIds, getCategoryBySlug, listCategoryProducts } from "~/models/catalog.server";
import { priceGroupOf } from "~/lib/price-group.server";
import { parseListingQuery } from "~/lib/listing-query.server";
import { localeOf } from "~/lib/request-context.server";
import { dispatchUrl } from "~/lib/url-dispatcher.server";

/** SPEC §9: the store's root category ("Default Category", level 1); it and the tree root above it are not shown in trails. */
const ROOT_CATEGORY_ID = 2;
const FIRST_SHOWN_LEVEL = 2;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const category = await getCategoryBySlug({ locale, slug: params.slug ?? "" });
  if (!category) {
    // A renamed category's old address answers 301 with its page (url_redirects); a hidden one is not found.
    const found = await dispatchUrl(new URL(request.url), locale);
    if (found.kind === "redirect") throw redirect(found.location, found.status);
    throw new Response(null, { status: 404, statusText: "Not Found" });
  }

  const query = parseListingQuery(new URL(request.url).searchParams, catalogSortOptions);
  const parentIds = category.parent_ids.filter((id) => id > ROOT_CATEGORY_ID);
  const group = await priceGroupOf(context);
  const [parents, result] = await Promise.all([
    parentIds.length ? getCategoriesByIds({ locale, ids: parentIds }) : [],
    listCategoryProducts({ locale, group, categoryId: category.id, listing: query }),
  ]);

  const crumbs: Crumb[] = [
    ...parents
      .filter((parent) => parent.level >= FIRST_SHOWN_LEVEL)
      .sort((a, b) => a.level - b.level)
      .map((parent) => ({ name: parent.name, path: `/c/${parent.url_key}` })),
    { name: category.name, path: `/c/${category.url_key}` },
  ];
  const counts = new Map(result.aggregations.category.map((f) => [f.value, f.count]));
  const t = getI18n(locale).getFixedT(locale, "listing");
  const seo = listingSeo({
    request,
    query,
    sortOptions: catalogSortOptions,
    total: result.total,
    pageSize: CATEGORY_PAGE_SIZE,
    locale,
    path: `/c/${category.url_key}`,
    title:
      query.page > 1
        ? t("category.titlePaged", { name: category.name, page: query.page })
        : t("category.title", { name: category.name }),
    description: t("category.description", { name: category.name, count: result.total }),
    home: t("breadcrumbs.home"),
    crumbs,
  });

  return data(
    {
      category: {
        name: category.name,
        // The category facet lists only active categories holding matching products, so a child missing
        // from it is inactive or empty (for these filters) and gets no link.
        children: category.children_data.filter((child) => counts.has(child.id)),
      },
      crumbs,
      query,
      result,
      seo,
    },
    { headers: cataloguePageHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? listingMeta(data.seo) : []);

export default function CategoryPage() {
  const { category, crumbs, query, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");
  const href = useLocalizedHref();

  return (
    <div className="container page listing-page">
      <Breadcrumbs items={crumbs} />
      <ListingHeader title={category.name} total={result.total} />
      <ListingView
        result={result}
        query={query}
        sortOptions={catalogSortOptions}
        emptyUnfiltered={<EmptyCatalogue />}
      >
        {category.children.length > 0 ? (
          <nav className="subcategories" aria-labelledby="subcategories-heading">
            <h2 id="subcategories-heading" className="subcategories__heading">
              {t("subcategories")}
            </h2>
            <ul className="subcategories__list">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={href(`/c/${child.url_key}`)} className="subcategories__link">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </ListingView>
    </div>
  );
}
