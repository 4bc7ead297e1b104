import { Outlet, type LoaderFunctionArgs, type MiddlewareFunction } from "react-router";
import { isLocale } from "~/lib/i18n";

/**
 * The layout of every page (decision 031). English has no prefix, so the optional `($lang)` segment also captures
 * the first segment of an English path (`/customer-support/…` arrives with `lang: "customer-support"`). Only `ar`
 * there is a language; any other value is a 404 (`/en/cart`, `/xx/cart`), except on the pages whose path ends at
 * that segment or goes on with a splat: the home and dispatcher routes, which look the whole path up (SPEC §2).
 * Routes read the language from the request context (`localeOf`), never from the segment.
 */
function isPageOfAnotherLanguage({ params, pattern }: Pick<LoaderFunctionArgs, "params" | "pattern">): boolean {
  if (params.lang === undefined || (isLocale(params.lang) && params.lang !== "en")) return false;
  return !/:lang\?(?:\/\*)?$/.test(pattern);
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** A post is refused before its action runs. */
export const middleware: MiddlewareFunction<Response>[] = [
  (args) => {
    if (args.request.method !== "GET" && args.request.method !== "HEAD" && isPageOfAnotherLanguage(args)) throw notFound();
  },
];

/** A page is refused by its loader, so the error page still gets the root's data (its titles, the menu). */
export function loader(args: LoaderFunctionArgs) {
  if (isPageOfAnotherLanguage(args)) throw notFound();
  return null;
}

export default function PageLayout() {
  return <Outlet />;
}
