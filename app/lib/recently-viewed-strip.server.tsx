import type { RouterContextProvider } from "react-router";
import { LRUCache } from "lru-cache";
import { renderToStaticMarkup } from "react-dom/server";
import { RecentlyViewedItem, RecentlyViewedStrip } from "~/components/recently-viewed";
import { getProduct } from "~/models/catalog.server";
import { onCatalogueChange } from "./commerce.server";
import { formatMoney } from "../../common/format";
import { localizePath, type Locale } from "./i18n";
import { getI18n } from "./i18n.server";
import { productImageUrl } from "./images";
import { productPath, shownPrice } from "./product-variant";
import { edgeFactsOf, localeOf } from "./request-context.server";
import { viewedOf } from "./shopper-cookies.server";

/**
 * The recently viewed strip as HTML (decision 025): what fills the `recentlyViewed` hole of a page from the shared
 * cache, and what a full render's loader hands the page. Each product's item is rendered once per language and
 * kept until the catalogue changes (its name, price or link may have), so a filled page only joins strings.
 */

/** `""` for a sku that is not a product any more: it is left out. */
const items = new LRUCache<string, string>({ max: 20_000 });
onCatalogueChange(() => items.clear());

async function itemOf(locale: Locale, sku: string): Promise<string> {
  const key = `${locale} ${sku}`;
  let item = items.get(key);
  if (item === undefined) {
    const product = await getProduct({ locale, sku });
    item = product
      ? renderToStaticMarkup(
          <RecentlyViewedItem
            href={localizePath(productPath(product), locale)}
            name={product.name}
            image={productImageUrl(product.media_gallery[0]?.image ?? `/${product.sku}/1.svg`, "cart")}
            price={formatMoney(shownPrice(product, undefined).final, locale)}
          />,
        )
      : "";
    items.set(key, item);
  }
  return item;
}

const ITEMS = "\uE002";

/** The strip around its items, by language: the part before the items and the part after. */
const frames = new Map<Locale, [string, string]>();

function frameOf(locale: Locale): [string, string] {
  let frame = frames.get(locale);
  if (!frame) {
    const heading = getI18n(locale).getFixedT(locale, "support")("recentlyViewed.heading");
    const [before = "", after = ""] = renderToStaticMarkup(<RecentlyViewedStrip heading={heading} items={ITEMS} />).split(ITEMS);
    frame = [before, after];
    frames.set(locale, frame);
  }
  return frame;
}

/** The strip of these products, in this order; empty when none of them can be shown. */
export async function recentlyViewedStrip(locale: Locale, skus: readonly string[]): Promise<string> {
  if (skus.length === 0) return "";
  const shown = (await Promise.all(skus.map((sku) => itemOf(locale, sku)))).join("");
  if (shown === "") return "";
  const [before, after] = frameOf(locale);
  return before + shown + after;
}

/**
 * A full render's strip: the products the browser viewed (its `__viewed` cookie), but the page's own. A page
 * rendered for the shared cache has a hole in its place (decision 025) and none in its data.
 */
export async function recentlyViewedOf(request: Request, context: Readonly<RouterContextProvider>, pageProduct?: string): Promise<string> {
  if (edgeFactsOf(context).pageHoles) return "";
  const viewed = viewedOf(request.headers.get("Cookie")).filter((sku) => sku !== pageProduct);
  return recentlyViewedStrip(localeOf(context), viewed);
}
