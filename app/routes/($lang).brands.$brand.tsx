import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Breadcrumbs, type Crumb } from "~/components/listing/breadcrumbs";
import { CategoryLinks } from "~/components/listing/category-links";
import { listingMeta, listingSeo } from "~/components/listing/listing-meta";
import { EmptyCatalogue, ListingHeader } from "~/components/listing/listing-header";
import { ListingView } from "~/components/listing/listing-view";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { catalogSortOptions } from "~/lib/listing-query";
import { CATEGORY_PAGE_SIZE, getBrands, listBrandProducts } from "~/models/catalog.server";
import { priceGroupOf } from "~/lib/price-group.server";
import { parseListingQuery } from "~/lib/listing-query.server";
import { localeOf } from "~/lib/request-context.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const code = params.brand ?? "";
  const brand = (await getBrands({ locale })).find((b) => b.code === code);
  if (!brand) throw new Response(null, { status: 404, statusText: "Not Found" });

  // The brand is the page itself, so a brand filter in the URL means nothing here.
  const query = { ...parseListingQuery(new URL(request.url).searchParams, catalogSortOptions), brands: [] };
  const result = await listBrandProducts({ locale, group: await priceGroupOf(context), brand: brand.code, listing: query });
  const t = getI18n(locale).getFixedT(locale, "listing");
  const crumbs: Crumb[] = [
    { name: t("breadcrumbs.brands"), path: "/brands" },
    { name: brand.name, path: `/brands/${brand.code}` },
  ];
  const seo = listingSeo({
    request,
    query,
    sortOptions: catalogSortOptions,
    total: result.total,
    pageSize: CATEGORY_PAGE_SIZE,
    locale,
    path: `/brands/${brand.code}`,
    title: query.page > 1 ? t("brand.titlePaged", { name: brand.name, page: query.page }) : t("brand.title", { name: brand.name }),
    description: t("brand.description", { name: brand.name, count: result.total }),
    home: t("breadcrumbs.home"),
    crumbs,
  });

  return data({ brand: { code: brand.code, name: brand.name, logo: brand.logo }, crumbs, query, result, seo }, { headers: cataloguePageHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? listingMeta(data.seo) : []);

export default function BrandPage() {
  const { brand, crumbs, query, result } = useLoaderData<typeof loader>();

  return (
    <div className="container page listing-page">
      <Breadcrumbs items={crumbs} />
      <ListingHeader title={brand.name} total={result.total} logo={brand.logo} />
      <ListingView
        result={result}
        query={query}
        sortOptions={catalogSortOptions}
        showBrandFacet={false}
        emptyUnfiltered={<EmptyCatalogue />}
      >
        <CategoryLinks categories={result.aggregations.category} />
      </ListingView>
    </div>
  );
}
