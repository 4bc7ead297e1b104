/**
 * Finds real pages in the running store for the benchmarks: the floor and the bare document, home, a category,
 * a product, a product with reviews, the store locator, a search, add-to-cart (the form a product page posts) and
 * the cart with a line in it.
 */
import { BROWSER_HEADERS } from "./setup";

/**
 * How a page is requested: with the empty session cookie (a full render), without a cookie (the page cache), as a
 * form post, or with the session cookie of a guest with a cart, of a signed-in customer or of a business customer,
 * whose snapshot lets the server fill the cached page for them (docs/decisions/020), the business customer's from
 * its group's own copy (docs/decisions/060).
 */
export type Mode = "cookie" | "anonymous" | "post" | FilledMode;

/** The shoppers whose pages are filled from the cache. */
export const FILLED_MODES = ["guest", "customer", "business"] as const;
export type FilledMode = (typeof FILLED_MODES)[number];

export function isFilled(mode: string): mode is FilledMode {
  return (FILLED_MODES as readonly string[]).includes(mode);
}

export interface Page {
  name: string;
  path: string;
  modes: Mode[];
  /** For mode "post": the urlencoded form a browser without JavaScript posts; success is its 303. */
  form?: string;
  /** The session cookie this page is measured with, when not the empty one. */
  cookie?: string;
}

export async function get(origin: string, pathname: string, cookie?: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(origin + pathname, {
    headers: { ...BROWSER_HEADERS, "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Same-origin paths in a document's links (or a sitemap's <loc>s) that start with a prefix. */
function pathsIn(text: string, origin: string, prefix: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:href="([^"]+)"|<loc>\s*([^<\s]+)\s*<\/loc>)/g)) {
    const raw = decodeEntities(match[1] ?? match[2] ?? "");
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.pathname.startsWith(prefix) && url.search === "") found.add(url.pathname);
  }
  return [...found];
}

/** Sitemap documents reachable from /sitemap.xml (an index or a plain sitemap), at most a few. */
async function sitemaps(origin: string): Promise<string[]> {
  const index = await get(origin, "/sitemap.xml");
  if (index.status !== 200) return [];
  const documents = [index.text];
  if (index.text.includes("<sitemapindex")) {
    for (const loc of [...index.text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].slice(0, 6)) {
      const child = await get(origin, new URL(decodeEntities(loc[1] ?? ""), origin).pathname);
      if (child.status === 200) documents.push(child.text);
    }
  }
  return documents;
}

async function firstWorking(origin: string, candidates: string[], cookie: string): Promise<string | undefined> {
  for (const candidate of candidates.slice(0, 10)) {
    if ((await get(origin, candidate, cookie)).status === 200) return candidate;
  }
  return undefined;
}

/** The benchmark's own pages, then real pages of the running store (a route that is missing is skipped). */
export async function discoverPages(
  origin: string,
  cookie: string,
): Promise<{ pages: Page[]; notes: string[]; form?: string; guestCookie?: string; otherProductSku?: string }> {
  const notes: string[] = [];
  const home = await get(origin, "/", cookie);
  const maps = await sitemaps(origin);

  const categoryCandidates = [
    ...pathsIn(home.text, origin, "/c/"),
    ...maps.flatMap((document) => pathsIn(document, origin, "/c/")),
  ];
  const category = await firstWorking(origin, categoryCandidates, cookie);
  const categoryHtml = category ? (await get(origin, category, cookie)).text : "";
  const productCandidates = [
    ...pathsIn(categoryHtml, origin, "/p/"),
    ...pathsIn(home.text, origin, "/p/"),
    ...maps.flatMap((document) => pathsIn(document, origin, "/p/")),
  ];
  const product = await firstWorking(origin, productCandidates, cookie);
  const reviewed = await firstReviewed(origin, productCandidates.filter((path) => path !== product));
  const search = await firstWorking(origin, ["/search/samsung", "/search/phone"], cookie);
  const locator = await get(origin, "/store-locator", cookie);

  const pages: Page[] = [
    { name: "floor", path: "/bench/floor", modes: ["cookie"] },
    { name: "bare", path: "/bench/bare", modes: ["cookie"] },
  ];
  const shared: Mode[] = ["cookie", "anonymous", ...FILLED_MODES];
  if (home.status === 200) pages.push({ name: "home", path: "/", modes: shared });
  else notes.push(`home answered ${home.status}: skipped`);
  if (category) pages.push({ name: "category", path: category, modes: shared });
  else notes.push("no working /c/{url_key} page found (home links, /sitemap.xml): category skipped");
  if (product) pages.push({ name: "product", path: product, modes: shared });
  else notes.push("no working /p/... page found (category links, sitemaps): product skipped");
  if (reviewed) pages.push({ name: "product-reviews", path: reviewed, modes: ["cookie", "anonymous"] });
  else notes.push("no product page with reviews (aggregateRating in its JSON-LD) found: product-reviews skipped");
  if (locator.status === 200) pages.push({ name: "store-locator", path: "/store-locator", modes: ["cookie", "anonymous"] });
  else notes.push(`/store-locator answered ${locator.status}: skipped`);
  if (search) pages.push({ name: "search", path: search, modes: ["cookie"] });
  else notes.push("/search/{term} does not answer 200: search skipped");

  const form = await addToCartForm(origin, productCandidates);
  let cartCookie: string | undefined;
  if (form) {
    pages.push({ name: "add-to-cart", path: "/cart", modes: ["post"], form });
    cartCookie = await cookieOfCartWith(origin, form);
    if (cartCookie) pages.push({ name: "cart", path: "/cart", modes: ["cookie"], cookie: cartCookie });
    else notes.push("adding to a cart did not set a session cookie: cart page skipped");
  } else {
    notes.push("no product page with an enabled add-to-cart form found: cart skipped");
  }
  // A product other than the measured one: the customer saves it, so the measured product page stays shared.
  const otherProductSku = productCandidates.filter((path) => path !== product).map((path) => path.split("/")[2])[0];
  return { pages, notes, form, guestCookie: cartCookie, otherProductSku };
}

/** The first product page whose JSON-LD carries an aggregate rating: a product with reviews shown. */
async function firstReviewed(origin: string, productPaths: string[]): Promise<string | undefined> {
  for (const productPath of productPaths.slice(0, 40)) {
    const { status, text } = await get(origin, productPath);
    if (status === 200 && text.includes('"aggregateRating"')) return productPath;
  }
  return undefined;
}

/**
 * The form a shopper without JavaScript posts from the first product page that can be bought as it is
 * (a configurable product needs a chosen child, so its page's form is disabled).
 */
async function addToCartForm(origin: string, productPaths: string[]): Promise<string | undefined> {
  for (const productPath of productPaths.slice(0, 20)) {
    const { status, text } = await get(origin, productPath);
    if (status !== 200 || /id="add-to-cart-qty"[^>]*\bdisabled/.test(text)) continue;
    const hidden = (name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(text)?.[1];
    const sku = hidden("sku");
    if (!sku) continue;
    const childSku = hidden("child_sku");
    return new URLSearchParams({
      sku: decodeEntities(sku),
      ...(childSku ? { child_sku: decodeEntities(childSku) } : {}),
      qty: "1",
      intent: "add",
      redirectTo: productPath,
    }).toString();
  }
  return undefined;
}

/**
 * A session cookie whose cart holds the product: the cart page is then measured with a real line. The add leaves
 * a flash message ("added to your cart") in the cookie, which every page shows until a page load consumes it;
 * the cookie is taken after that first load, so the cart is measured as a shopper sees it on a later visit.
 */
async function cookieOfCartWith(origin: string, form: string): Promise<string | undefined> {
  const added = await fetch(`${origin}/cart`, {
    method: "POST",
    headers: { ...postHeaders(origin), "accept-encoding": "identity" },
    body: form,
    redirect: "manual",
  });
  await added.arrayBuffer();
  const withFlash = added.headers.get("set-cookie")?.split(";")[0];
  if (!withFlash) return undefined;
  const shown = await get(origin, "/cart", withFlash);
  return shown.headers.get("set-cookie")?.split(";")[0] ?? withFlash;
}

export function postHeaders(origin: string): Record<string, string> {
  return { ...BROWSER_HEADERS, origin, "content-type": "application/x-www-form-urlencoded" };
}
