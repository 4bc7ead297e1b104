import { data, Link, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/listing/breadcrumbs";
import { CategoryLinks } from "~/components/listing/category-links";
import { listingMeta, listingSeo } from "~/components/listing/listing-meta";
import { ListingView } from "~/components/listing/listing-view";
import { SearchForm } from "~/components/search-form";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { isSearchableTerm, MIN_SEARCH_TERM_LENGTH } from "../../commerce/contract/search-term";
import { normalizeSearchTerm, searchPath, searchSortOptions } from "~/lib/listing-query";
import { useLocalizedHref } from "~/lib/use-locale";
import { CATEGORY_PAGE_SIZE, searchProducts } from "~/models/catalog.server";
import { priceGroupOf } from "~/lib/price-group.server";
import type { ProductList } from "~/models/catalog-schemas";
import { parseListingQuery } from "~/lib/listing-query.server";
import { localeOf } from "~/lib/request-context.server";

/** Search results are never shared-cached (SPEC §2 "Cache-ignored paths") and never indexed. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const url = new URL(request.url);
  const raw = params.term ?? "";
  const term = normalizeSearchTerm(raw);
  if (!term) throw redirect(localizePath("/search", locale), { status: 302, headers: privatePageHeaders });
  if (term !== raw) {
    throw redirect(localizePath(searchPath(term), locale) + url.search, { status: 302, headers: privatePageHeaders });
  }

  const t = getI18n(locale).getFixedT(locale, "listing");
  const query = parseListingQuery(url.searchParams, searchSortOptions);
  const tooShort = !isSearchableTerm(term);
  const result: ProductList | null = tooShort ? null : await searchProducts({ locale, group: await priceGroupOf(context), term, listing: query });
  const seo = listingSeo({
    request,
    query,
    sortOptions: searchSortOptions,
    total: result?.total ?? 0,
    pageSize: CATEGORY_PAGE_SIZE,
    locale,
    path: searchPath(term),
    title: t("search.title", { term }),
    description: t("search.description", { term }),
    noIndex: true,
  });

  return data({ term, tooShort, query, result, seo }, { headers: privatePageHeaders });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? listingMeta(data.seo) : []);

export default function SearchResultsPage() {
  const { term, tooShort, query, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");

  return (
    <div className="container page listing-page">
      <Breadcrumbs items={[{ name: t("breadcrumbs.search"), path: searchPath(term) }]} />
      {tooShort || !result ? (
        <section className="search-prompt" aria-labelledby="search-heading">
          <h1 id="search-heading">{t("search.tooShortHeading")}</h1>
          <p>{t("search.tooShort", { term, count: MIN_SEARCH_TERM_LENGTH })}</p>
          <SearchForm inPage className="search-prompt__form" defaultValue={term} />
        </section>
      ) : (
        <>
          <header className="listing-header">
            <h1 className="listing-header__title">
              {t("search.heading", { term: result.otherLayoutQuery ?? term })}
            </h1>
            {result.otherLayoutQuery ? (
              <p className="listing-header__note">{t("search.otherLayout", { term, query: result.otherLayoutQuery })}</p>
            ) : null}
            <p className="listing-header__count">{t("productCount", { count: result.total })}</p>
            {result.total > 0 ? <DidYouMean suggestions={result.suggestions} /> : null}
          </header>
          <ListingView
            result={result}
            query={query}
            sortOptions={searchSortOptions}
            emptyUnfiltered={
              <section className="listing__empty search-empty" aria-labelledby="no-results-heading">
                <h2 id="no-results-heading">{t("search.noResultsHeading", { term })}</h2>
                <DidYouMean suggestions={result.suggestions} />
                <p>{t("search.noResultsText")}</p>
                <SearchForm inPage className="search-prompt__form" defaultValue={term} />
              </section>
            }
          >
            <CategoryLinks categories={result.aggregations.category} />
          </ListingView>
        </>
      )}
    </div>
  );
}

/** Other spellings of the term that find more, as links to their results. */
function DidYouMean({ suggestions }: { suggestions: string[] }) {
  const { t } = useTranslation("listing");
  const href = useLocalizedHref();
  if (suggestions.length === 0) return null;
  return (
    <div className="did-you-mean">
      <p id="did-you-mean-label" className="did-you-mean__label">
        {t("search.didYouMean")}
      </p>
      <ul className="did-you-mean__list" aria-labelledby="did-you-mean-label">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link to={href(searchPath(suggestion))} className="did-you-mean__link">
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
