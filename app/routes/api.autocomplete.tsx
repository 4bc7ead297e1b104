import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { formatMoney } from "../../common/format";
import { DEFAULT_LOCALE, isLocale, localizePath } from "~/lib/i18n";
import { productImageUrl } from "~/lib/images";
import { normalizeSearchTerm, searchPath } from "~/lib/listing-query";
import { autocomplete } from "~/models/catalog.server";
import { AUTOCOMPLETE_MIN_LENGTH, type AutocompleteResult } from "~/components/listing/search-autocomplete";

/**
 * Suggestions for the header search box, as JSON: `GET /api/autocomplete?q=sams&locale=ar`.
 * Hrefs and prices come ready for display, so the browser needs no catalogue logic. Catalogue data with no
 * session in it, so browsers may keep an answer for a minute.
 */
const params = z.object({
  q: z.string().catch("").transform(normalizeSearchTerm),
  locale: z.string().catch(DEFAULT_LOCALE).transform((value) => (isLocale(value) ? value : DEFAULT_LOCALE)),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { q, locale } = params.parse({ q: url.searchParams.get("q") ?? "", locale: url.searchParams.get("locale") ?? "" });
  const body: AutocompleteResult = { term: q, suggestions: [], products: [] };
  if (Array.from(q).length >= AUTOCOMPLETE_MIN_LENGTH) {
    const found = await autocomplete({ locale, q }).catch((error: unknown) => {
      // Suggestions are an extra: the search form still works, so answer "none" rather than fail.
      console.error("autocomplete failed", error);
      return { suggestions: [], products: [] };
    });
    body.suggestions = found.suggestions.map((term) => ({ term, href: localizePath(searchPath(term), locale) }));
    body.products = found.products.map((product) => ({
      sku: product.sku,
      name: product.name,
      href: localizePath(`/${product.url_path}`, locale),
      image: productImageUrl(product.image, "cart"),
      price: formatMoney(product.final_price_incl_tax, locale),
    }));
  }
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60" } });
}
