import {
  data,
  redirect,
  useOutlet,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import { useTranslation } from "react-i18next";
import { SearchForm } from "~/components/search-form";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { normalizeSearchTerm, searchPath } from "~/lib/listing-query";
import { pageMeta } from "~/lib/seo";
import { localeOf } from "~/lib/request-context.server";

/**
 * `/search?q=…`, the target of the header's GET form: a term redirects to its results page `/search/{term}`;
 * no term shows a search box with a prompt. `/search/{term}` itself is the child route, shown in the outlet.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  if (params.term !== undefined) return null;

  const url = new URL(request.url);
  const term = normalizeSearchTerm(url.searchParams.get("q") ?? "");
  if (term) throw redirect(localizePath(searchPath(term), locale), { status: 302, headers: privatePageHeaders });

  const t = getI18n(locale).getFixedT(locale, "listing");
  return data(
    {
      seo: {
        title: t("search.formTitle"),
        description: t("search.formDescription"),
        origin: url.origin,
        locale,
        path: "/search",
        noIndex: true,
      },
    },
    { headers: privatePageHeaders },
  );
}

// The term's page has its own loader; this one only matters on `/search` itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextParams, defaultShouldRevalidate }) =>
  nextParams.term === undefined && defaultShouldRevalidate;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function SearchLayout() {
  const outlet = useOutlet();
  return outlet ?? <SearchPrompt />;
}

function SearchPrompt() {
  const { t } = useTranslation("listing");
  return (
    <div className="container page search-prompt">
      <h1>{t("search.formHeading")}</h1>
      <p role="status">{t("search.enterTerm")}</p>
      <SearchForm inPage className="search-prompt__form" />
    </div>
  );
}
