import { Outlet, type MiddlewareFunction } from "react-router";
import { isLocale } from "~/lib/i18n";

/**
 * The layout of every page (decision 031). English has no prefix, so the optional `($lang)` segment also captures
 * the first segment of an English path (`/customer-support/…` arrives with `lang: "customer-support"`). Only `ar`
 * there is a language; any other value is a 404 (`/en/cart`, `/xx/cart`), except on the pages whose path ends at
 * that segment or goes on with a splat: the home and dispatcher routes, which look the whole path up (SPEC §2).
 * Routes read the language from the request context (`localeOf`), never from the segment.
 */
export const middleware: MiddlewareFunction<Response>[] = [
  ({ params, pattern }) => {
    if (params.lang === undefined || isLocale(params.lang) && params.lang !== "en") return;
    if (/:lang\?(?:\/\*)?$/.test(pattern)) return;
    throw new Response(null, { status: 404, statusText: "Not Found" });
  },
];

export default function PageLayout() {
  return <Outlet />;
}
