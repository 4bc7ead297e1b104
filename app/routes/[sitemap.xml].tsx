import type { LoaderFunctionArgs } from "react-router";
import { CRAWLER_FILE_CACHE, sitemapFiles, sitemapIndexXml } from "~/lib/url-dispatcher.server";

/** The sitemap index: pages, categories and the product files (10,000 URLs each). */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  return new Response(sitemapIndexXml(origin, await sitemapFiles()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CRAWLER_FILE_CACHE },
  });
}
