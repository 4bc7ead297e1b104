import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { productMeta } from "~/components/product/product-meta";
import type { Breadcrumb } from "~/components/product/breadcrumbs";
import { ProductPage } from "~/components/product/product-page";
import type { ProductPageData } from "~/components/product/product-page-data";
import { getProduct } from "~/models/catalog.server";
import { priceGroupOf } from "~/lib/price-group.server";
import type { ProductDetail } from "~/models/catalog-schemas";
import { recordView } from "~/models/recently-viewed.server";
import type { InstalmentOffer } from "~/models/payment-schemas";
import { getInstalmentOffer } from "~/models/payment.server";
import { productDelivery } from "~/models/locator.server";
import { getLatestReviews } from "~/models/reviews.server";
import { getSavedState, type SavedProductState } from "~/models/wishlist.server";
import { CommerceError } from "~/lib/commerce.server";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { localizePath, type Locale } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { findVariant, productPath, selectionFromSearchParams, selectionOfChild, shownPrice, type Selection } from "~/lib/product-variant";
import { recentlyViewedOf } from "~/lib/recently-viewed-strip.server";
import { localeOf, shopperOf, showsProduct } from "~/lib/request-context.server";
import type { Shopper } from "~/lib/shopper.server";

/**
 * /p/{parentSku}/{slug} and /p/{parentSku}/{slug}/{childSku} (SPEC §2): one module, the child sku optional.
 * The loader answers:
 * - 404 for an unknown or disabled product;
 * - 301 to `/p/{parent}/{url_key}/{child}` when the product answered is not the URL's parent (a child opened
 *   in the parent's place, or a child under the wrong parent) or the slug is not the product's;
 * - 301 to the parent's URL when the "child" is the parent itself;
 * - 200 with the parent, the "No such configuration" warning and `noindex` when the child is not one of the
 *   parent's orderable children (unknown, sold out, disabled, or another product). The canonical URL is
 *   the parent's, so a child URL is never indexed apart from it, but a stale link still shows the product.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<ReturnType<typeof data<ProductPageData>>> {
  const locale = localeOf(context);
  const url = new URL(request.url);
  // A client-side navigation's data request may carry React Router's own `_routes` parameter.
  url.searchParams.delete("_routes");
  const parentSku = params.parentSku ?? "";
  const slug = params.slug ?? "";
  const childSku = params.childSku;
  const headers = cataloguePageHeaders(request);

  const group = await priceGroupOf(context);
  let product: ProductDetail | undefined;
  let childSkuIsChild = false;
  if (childSku) {
    // A child sku answers with its parent and names itself in configured_child_sku.
    const viaChild = await getProduct({ locale, sku: childSku, group });
    if (viaChild?.configured_child_sku === childSku) {
      product = viaChild;
      childSkuIsChild = true;
    }
  }
  product ??= await getProduct({ locale, sku: parentSku, group });
  if (!product) throw new Response(null, { status: 404, statusText: "Not Found", headers });

  if (childSku !== undefined && childSku === product.sku) {
    throw redirect(localizePath(productPath(product), locale) + url.search, { status: 301, headers });
  }
  const urlChildSku = childSku ?? product.configured_child_sku;
  if (product.sku !== parentSku || product.url_key !== slug || (childSku === undefined && urlChildSku)) {
    throw redirect(localizePath(productPath(product, urlChildSku), locale) + url.search, { status: 301, headers });
  }

  const isConfigurable = product.type_id === "configurable";
  let selection: Selection = {};
  let chosenSku: string | null = null;
  let noSuchConfiguration = false;
  if (childSku !== undefined) {
    const child = isConfigurable && childSkuIsChild ? findVariant(product, { configuredSku: childSku }) : undefined;
    if (child?.sku === childSku) {
      chosenSku = child.sku;
      selection = selectionOfChild(product, child);
    } else {
      noSuchConfiguration = true;
    }
  } else if (isConfigurable) {
    selection = selectionFromSearchParams(product, url.searchParams);
    if (Object.keys(selection).length > 0) {
      const child = findVariant(product, { selection });
      if (child) chosenSku = child.sku;
      else noSuchConfiguration = true;
    }
  }

  showsProduct(context, product.sku);
  const [saved, instalments, recentlyViewed, delivery, reviews] = await Promise.all([
    customerView(shopperOf(context), product.sku),
    instalmentsOf(product, chosenSku, locale),
    recentlyViewedOf(request, context, product.sku),
    productDelivery(locale, product.sku, url.searchParams.get("emirate")),
    // Reviews are an extra as instalments are: the page works without them.
    getLatestReviews(locale, product.sku).catch((error: unknown) => {
      console.error("product: reviews unavailable:", error);
      return null;
    }),
  ]);

  return data(
    {
      locale,
      origin: url.origin,
      product,
      chosenSku,
      selection,
      noSuchConfiguration,
      breadcrumbs: breadcrumbsOf(product),
      seo: seoOf(product, locale),
      homeName: getI18n(locale).getFixedT(locale, "product")("breadcrumbs.home"),
      saved,
      instalments,
      recentlyViewed,
      delivery,
      reviews,
    },
    { headers }
  );
}

/**
 * For a signed-in customer: what they saved of the product (its wishlist and alert buttons show it), and
 * the view recorded for their recently viewed products, unawaited. A failure shows the buttons as everyone
 * sees them.
 */
async function customerView(shopper: Shopper, sku: string): Promise<SavedProductState | null> {
  const customer = shopper.customerAuth();
  if (!customer) return null;
  const { locale } = shopper;
  let saved: SavedProductState | null = null;
  try {
    saved = await getSavedState(locale, customer, sku);
  } catch (error) {
    // A session that ended is signed out by the renewal; the page shows the buttons everyone sees.
    if (!(error instanceof CommerceError && error.status === 401)) console.error("product: saved state unavailable:", error);
  }
  // After the call above, which renews an expired token, so this one has a fresh token (or none).
  if (shopper.signedIn) {
    recordView(locale, customer.token, sku).catch((error: unknown) => console.error("product: view not recorded:", error));
  }
  return saved;
}

/**
 * Instalments for the price the page first shows; none for a configurable product before a variant is chosen
 * (it shows a "from" price), and none when they cannot be had: they are an extra, the page works without.
 */
async function instalmentsOf(product: ProductDetail, chosenSku: string | null, locale: Locale): Promise<InstalmentOffer | null> {
  const child = chosenSku ? product.configurable_children.find((c) => c.sku === chosenSku) : undefined;
  if (product.type_id === "configurable" && !child) return null;
  return getInstalmentOffer({ locale, amount: shownPrice(product, child).final }).catch((error: unknown) => {
    console.error("product: instalments unavailable:", error);
    return null;
  });
}

/**
 * Home › the deepest category the product is in, with the ancestors it is also in (products are placed
 * in their leaf and every ancestor), found through the segments of the leaf's url_path.
 */
function breadcrumbsOf(product: ProductDetail): Breadcrumb[] {
  const shown = product.categories.filter((c) => c.level >= 2);
  const deepest = shown.reduce<(typeof shown)[number] | undefined>(
    (best, c) => (!best || c.level > best.level ? c : best),
    undefined
  );
  if (!deepest) return [];
  const segments = deepest.url_path.split("/");
  return segments.flatMap((_, i) => {
    const prefix = segments.slice(0, i + 1).join("/");
    const category = shown.find((c) => c.url_path === prefix);
    return category ? [{ name: category.name, path: `/c/${category.url_key}` }] : [];
  });
}

const DESCRIPTION_LENGTH = 160;

/** "{name} | {brand}" and the first sentences of the description, cut at a word under 160 characters. */
function seoOf(product: ProductDetail, locale: Locale): { title: string; description: string } {
  const t = getI18n(locale).getFixedT(locale, "product");
  const title = product.brand ? `${product.name} | ${product.brand.name}` : t("meta.titleNoBrand", { name: product.name });
  const text = product.description.replace(/\s+/g, " ").trim() || product.name;
  if (text.length <= DESCRIPTION_LENGTH) return { title, description: text };
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_LENGTH / 2));
  return { title, description: `${atWord.replace(/[\s,.;:،]+$/, "")}…` };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) => productMeta(args);

export default ProductPage;
