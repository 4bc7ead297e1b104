import type { LoaderFunctionArgs } from "react-router";
import { CRAWLER_FILE_CACHE } from "~/lib/url-dispatcher.server";

/** Personal and endless pages (SPEC §2 cache-ignored paths) stay out of search engines, in both languages. */
const PRIVATE_PATHS = ["/cart", "/checkout", "/guest-checkout", "/my-account", "/search", "/compare", "/thankyou", "/thank-you"];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const disallowed = PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: /ar${path}`]);
  const body = ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CRAWLER_FILE_CACHE } });
}
