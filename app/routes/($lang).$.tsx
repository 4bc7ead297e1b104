import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsPage, cmsPageMeta } from "~/components/cms-page";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { dispatchUrl } from "~/lib/url-dispatcher.server";
import { localeOf } from "~/lib/request-context.server";

/**
 * Any path no other route claims goes through the URL dispatcher (SPEC §2): a legacy redirect, a
 * product or category under another address (301 to its page), a CMS page (rendered here), or a
 * real 404 rendered by the root error boundary. The `($lang)` layout lets a first segment that is not a
 * language through to this route: it is part of the path to look up, where a bad prefix (`/en/…`, `/xx/…`)
 * finds nothing and is the same 404. The home route does the same for one-segment paths such as `/about-us`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const url = new URL(request.url);
  const found = await dispatchUrl(url, locale);
  if (found.kind === "redirect") throw redirect(found.location, found.status);
  if (found.kind === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  return data(found.view, { headers: cataloguePageHeaders(request) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? cmsPageMeta(data) : []);

export default function DispatchedPage() {
  const view = useLoaderData<typeof loader>();
  return <CmsPage view={view} />;
}

