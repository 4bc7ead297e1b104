import { redirect, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { readId, SKU_MAX } from "../../commerce/contract/cart";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { localizePath, type Locale } from "~/lib/i18n";
import { productPath } from "~/lib/product-variant";
import { localeOf } from "~/lib/request-context.server";
import { getProduct, getProductById } from "~/models/catalog.server";

/**
 * /productdetails?sku=… or ?id=… (SPEC §2, the old app's product addresses): 301 to the product's own page in the
 * page's language, a child to its parent's page with that child chosen. An unknown or malformed sku or id is the
 * 404 page.
 */

const querySchema = z.union([
  z.object({ sku: z.string().trim().min(1).max(SKU_MAX) }),
  z.object({ id: z.preprocess(readId, z.number()) }),
]);

/** The product the query names by sku (first) or id, or undefined. */
async function productOf(locale: Locale, params: URLSearchParams) {
  const query = querySchema.safeParse({ sku: params.get("sku") ?? undefined, id: params.get("id") ?? undefined });
  if (!query.success) return undefined;
  return "sku" in query.data ? getProduct({ locale, sku: query.data.sku }) : getProductById({ locale, id: query.data.id });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const headers = cataloguePageHeaders(request);
  const product = await productOf(locale, new URL(request.url).searchParams);
  if (!product) throw new Response(null, { status: 404, statusText: "Not Found", headers });
  throw redirect(localizePath(productPath(product, product.configured_child_sku), locale), { status: 301, headers });
}

/** Never rendered (the loader always throws); it makes this a page route, so a 404 is the store's not-found page. */
export default function ProductDetails() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
