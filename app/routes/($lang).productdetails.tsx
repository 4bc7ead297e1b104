import { redirect, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { SKU_MAX } from "../../commerce/contract/cart";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { productPath } from "~/lib/product-variant";
import { localeOf } from "~/lib/request-context.server";
import { getProduct } from "~/models/catalog.server";

/**
 * /productdetails?sku=… (SPEC §2, the old app's product address): 301 to the product's own page in the page's
 * language, a child sku to its parent's page with that child chosen. An unknown or malformed sku is the 404 page.
 */

const querySchema = z.object({ sku: z.string().trim().min(1).max(SKU_MAX) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const headers = cataloguePageHeaders(request);
  const query = querySchema.safeParse({ sku: new URL(request.url).searchParams.get("sku") ?? undefined });
  const product = query.success ? await getProduct({ locale, sku: query.data.sku }) : undefined;
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
