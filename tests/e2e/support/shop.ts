import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import cartAr from "../../../app/locales/ar/cart";
import cartEn from "../../../app/locales/en/cart";
import productAr from "../../../app/locales/ar/product";
import productEn from "../../../app/locales/en/product";

/** Shopping through the site for e2e specs: finding products in the listings, adding them, the header count. */

export type Lang = "en" | "ar";
export const LANGS: readonly Lang[] = ["en", "ar"];
const texts = { en: { cart: cartEn, product: productEn }, ar: { cart: cartAr, product: productAr } };

export function at(lang: Lang, path: string): string {
  return lang === "ar" ? `/ar${path}` : path;
}

const SIMPLE_LISTINGS = [
  "/c/cables",
  "/c/chargers-adapters",
  "/c/controllers",
  "/c/gaming-headsets",
  "/c/computer-accessories",
  "/c/power-banks",
];

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

function offerPrice(html: string): number | null {
  const match = html.match(/"price":"(\d+(?:\.\d{1,2})?)"/);
  return match ? Math.round(Number(match[1]) * 100) : null;
}

/**
 * A simple product in stock (plenty: the green badge) with a price in the range, whose add button is on and
 * that has no options to choose; gift cards (zero-rated) are left out.
 */
export async function findSimpleProduct(
  request: APIRequestContext,
  { min = 0, max = Infinity, not = [] as string[] } = {},
): Promise<Found> {
  for (const listing of SIMPLE_LISTINGS) {
    for (const path of await listingProducts(request, listing)) {
      if (not.includes(path) || /gift-card/.test(path)) continue;
      const html = await (await request.get(path)).text();
      const button = html.match(/<button[^>]*add-to-cart__submit[^>]*>/)?.[0] ?? "disabled";
      if (/disabled/.test(button) || !html.includes("badge badge--in")) continue;
      if (/class="variant-option"|custom_option\[|bundle_option\[|grouped-items/.test(html)) continue;
      const price = offerPrice(html);
      if (price !== null && price >= min && price <= max) return { path, price };
    }
  }
  throw new Error(`no simple in-stock product between ${min} and ${max} fils`);
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
