import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { productMeta } from "~/components/product/product-meta";
import { ProductPage } from "~/components/product/product-page";
import { loadProductPage } from "~/lib/product-page.server";

// /p/{parentSku}/{slug} and /p/{parentSku}/{slug}/{childSku} (SPEC §2): one module, the child sku optional.

export async function loader(args: LoaderFunctionArgs) {
  return loadProductPage(args);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) => productMeta(args);

export default ProductPage;
