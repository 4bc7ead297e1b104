import type { LoaderFunctionArgs } from "react-router";
import { CRAWLER_FILE_CACHE, parseSitemapFileName, sitemapEntries, sitemapUrlsetXml } from "~/lib/url-dispatcher.server";

/** One file of the XML sitemap: `/sitemap/pages.xml`, `/sitemap/categories.xml`, `/sitemap/products-{n}.xml`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = parseSitemapFileName(params.file);
  const entries = file && (await sitemapEntries(file));
  if (!entries) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(sitemapUrlsetXml(new URL(request.url).origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CRAWLER_FILE_CACHE },
  });
}
