import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import cartAr from "../../../app/locales/ar/cart";
import cartEn from "../../../app/locales/en/cart";
import productAr from "../../../app/locales/ar/product";
import productEn from "../../../app/locales/en/product";
import { productPath } from "../../../app/lib/product-variant";
import { withCommerce } from "./commerce";

/** Shopping through the site for e2e specs: finding products in the listings, adding them, the header count. */

export type Lang = "en" | "ar";
export const LANGS: readonly Lang[] = ["en", "ar"];
const texts = { en: { cart: cartEn, product: productEn }, ar: { cart: cartAr, product: productAr } };

export function at(lang: Lang, path: string): string {
  return lang === "ar" ? `/ar${path}` : path;
}

export interface Found {
  path: string;
  price: number;
}

const productLinks = new Map<string, string[]>();

export async function listingProducts(request: APIRequestContext, listing: string): Promise<string[]> {
  let links = productLinks.get(listing);
  if (!links) {
    const response = await request.get(listing);
    const html = response.ok() ? await response.text() : "";
    links = [...new Set([...html.matchAll(/href="(\/p\/[^"/]+\/[^"/]+)"/g)].map((m) => m[1]!))];
    productLinks.set(listing, links);
  }
  return links;
}

/**
 * A simple product in stock (plenty: the green badge) with a price in the range and no special price, that has
 * no options to choose, from the demo catalogue in the e2e server's database; gift cards (zero-rated) are left
 * out. Several specs buy it at once, so it has stock for all of them. `databaseUrl`: another store's database.
 */
export async function findSimpleProduct({ min = 0, max = Infinity, not = [] as string[], databaseUrl = undefined as string | undefined } = {}): Promise<Found> {
  const candidates = await withCommerce(({ db }) =>
    db
      .selectFrom("products as p")
      .innerJoin("stock as s", "s.product_id", "p.id")
      .select(["p.sku", "p.url_key", "p.price"])
      .where("p.type_id", "=", "simple")
      .where("p.status", "=", 1)
      .where("p.visibility", "in", [2, 4])
      .where("p.tax_class_id", "=", 2)
      .where("p.special_price", "is", null)
      .where("p.price", ">=", min)
      .$if(Number.isFinite(max), (query) => query.where("p.price", "<=", max))
      .where("s.manage_stock", "=", 1)
      .where("s.is_in_stock", "=", 1)
      .where("s.qty", ">=", 50)
      .where(({ not: none, exists, selectFrom }) => none(exists(selectFrom("custom_options as o").select("o.id").whereRef("o.product_id", "=", "p.id"))))
      .orderBy("p.id")
      .limit(not.length + 1)
      .execute(),
    databaseUrl,
  );
  const found = candidates.map((product) => ({ path: productPath(product), price: product.price })).find(({ path }) => !not.includes(path));
  if (!found) throw new Error(`no simple in-stock product between ${min} and ${max} fils`);
  return found;
}

/** With JavaScript, wait for hydration (the notification region turns floating) before using fetchers. */
export async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator(".notifications--floating")).toBeAttached();
}

export async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await ready(page, javaScriptEnabled);
}

export function notification(page: Page, text: string): Locator {
  return page.locator(".notification").filter({ hasText: text });
}

export async function expectCartCount(page: Page, count: number) {
  await expect(page.locator(".site-header .cart-count")).toHaveAttribute("data-count", String(count));
}

/** Adds what the product page shows; checks the SPEC §8 message and, with JavaScript, the microcart. */
export async function addToCart(page: Page, lang: Lang, javaScriptEnabled: boolean, qty?: string) {
  const t = texts[lang];
  if (qty) await page.getByLabel(t.product.cartForm.qty, { exact: true }).fill(qty);
  await page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true }).click();
  await expect(notification(page, t.cart.notifications.added)).toBeVisible();
  if (javaScriptEnabled) {
    const drawer = page.getByRole("dialog", { name: t.cart.microcart.heading });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: t.cart.microcart.close }).click();
    await expect(drawer).toBeHidden();
  } else {
    await expect(notification(page, t.cart.notifications.added).getByRole("link", { name: t.cart.notifications.dismiss })).toBeVisible();
  }
}
