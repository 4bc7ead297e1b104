import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RecentlyViewedSlot } from "~/components/recently-viewed";
import type { z } from "zod";
import { CmsPage, cmsPageMeta } from "~/components/cms-page";
import { HeroBanners, SmallBanners } from "~/components/home/banners";
import { CategoryTiles } from "~/components/home/category-tiles";
import { ProductShelf } from "~/components/home/product-shelf";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { DEFAULT_LOCALE, localizePath } from "~/lib/i18n";
import { getFixedT } from "~/lib/i18n.server";
import { jsonLd, pageMeta } from "~/lib/seo";
import { recentlyViewedOf } from "~/lib/recently-viewed-strip.server";
import { dispatchUrl } from "~/lib/url-dispatcher.server";
import { getHomePage } from "~/models/catalog.server";
import { priceGroupOf } from "~/lib/price-group.server";
import type { homePageSchema } from "~/models/catalog-schemas";
import { localeOf } from "~/lib/request-context.server";

type HomePage = z.infer<typeof homePageSchema>;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // `/:lang?` also matches every one-segment path (`/about-us`, `/mobiles.html`): anything but `ar`
  // there is an address for the URL dispatcher, exactly as the catch-all route handles longer ones.
  if (params.lang !== undefined && params.lang !== "ar") {
    const found = await dispatchUrl(new URL(request.url), DEFAULT_LOCALE);
    if (found.kind === "redirect") throw redirect(found.location, found.status);
    if (found.kind === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
    return data(found.view, { headers: cataloguePageHeaders(request) });
  }

  const locale = localeOf(context);
  const [home, recentlyViewed] = await Promise.all([getHomePage({ locale, group: await priceGroupOf(context) }), recentlyViewedOf(request, context)]);
  const t = getFixedT(locale);
  return data(
    {
      kind: "home" as const,
      locale,
      origin: new URL(request.url).origin,
      title: t("home.title"),
      description: t("home.description"),
      siteName: t("brand.name"),
      home,
      recentlyViewed,
    },
    { headers: cataloguePageHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  if (data.kind === "cms_page") return cmsPageMeta(data);
  const { origin, locale } = data;
  const home = origin + localizePath("/", locale);
  return [
    ...pageMeta({ title: data.title, description: data.description, origin, locale, path: "/" }),
    { property: "og:type", content: "website" },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: data.siteName,
      url: home,
      inLanguage: locale,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}${localizePath("/search", locale)}/{search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: data.siteName,
      url: home,
      logo: `${origin}/favicon.ico`,
    }),
  ];
};

export default function HomeRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "cms_page") return <CmsPage view={data} />;
  return <Home home={data.home} recentlyViewed={<RecentlyViewedSlot data={data} html={data.recentlyViewed} />} />;
}

function Home({ home, recentlyViewed }: { home: HomePage; recentlyViewed: ReactNode }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation("site");
  return (
    <div className="container page home">
      <div className="home__intro">
        <h1 className="home__heading">{t("home.heading")}</h1>
        <p className="home__lede">{t("home.intro")}</p>
      </div>
      <HeroBanners banners={home.banners.main} />
      <SmallBanners banners={home.banners.small} />
      <CategoryTiles categories={home.categories} />
      <ProductShelf id="new-collection" heading={ts("home.newCollection")} intro={ts("home.newCollectionIntro")} products={home.new_collection} />
      <ProductShelf id="bestsellers" heading={ts("home.bestsellers")} intro={ts("home.bestsellersIntro")} products={home.bestsellers} />
      {recentlyViewed}
    </div>
  );
}
