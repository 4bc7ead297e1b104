import { expect, test, type Browser, type Page } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import wishlistAr from "../../app/locales/ar/wishlist";
import wishlistEn from "../../app/locales/en/wishlist";
import { newShopper, ownClientAddress, signInAs } from "./support/accounts";
import { at, expectCartCount, findSimpleProduct, open, type Lang } from "./support/shop";

// With the service worker (playwright.config.ts blocks it for the specs that are not about it).
test.use({ serviceWorkers: "allow" });

/**
 * Pages from the shared cache, filled per shopper (docs/decisions/020), in both projects: a guest with two items
 * in the cart and a signed-in customer with one item and a saved product open the same pages in turn; each
 * sees their own cart count and name, after hydration as before it, and a visitor without a session sees neither.
 */

const texts = { en: { common: commonEn, wishlist: wishlistEn }, ar: { common: commonAr, wishlist: wishlistAr } };
const CATEGORY = "/c/mobiles-tablets";
const skuOf = (productPath: string) => decodeURIComponent(productPath.split("/")[2]!);

interface Visitor {
  page: Page;
  count: number;
  firstName: string | null;
  problems: string[];
}

async function visitor(browser: Browser, javaScriptEnabled: boolean, count: number, firstName: string | null): Promise<Visitor> {
  const context = await browser.newContext({ javaScriptEnabled });
  await ownClientAddress(context);
  const page = await context.newPage();
  // With JavaScript, hydration must find what the server wrote (React reports a mismatch as an error).
  const problems: string[] = [];
  if (javaScriptEnabled) {
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.text().startsWith("Failed to load resource")) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
  }
  return { page, count, firstName, problems };
}

/**
 * Opens the page as a document and checks the header against the visitor, before and after hydration. `cache`:
 * the `X-Cache` expected (none for a page rendered in full).
 */
async function expectOwnHeader({ page, count, firstName }: Visitor, lang: Lang, path: string, javaScriptEnabled: boolean, cache?: RegExp) {
  const response = await page.goto(at(lang, path));
  expect(response?.status(), path).toBe(200);
  const state = response?.headers()["x-cache"];
  if (cache) expect(state, `${path} from the cache`).toMatch(cache);
  else expect(state, `${path} rendered in full`).toBeUndefined();
  const t = texts[lang].common.header;
  const account = page.locator(".site-header a[href$='/my-account']");
  const label = firstName ? t.greeting.replace("{{name}}", firstName) : t.account;
  await expectCartCount(page, count);
  await expect(account).toHaveText(label);
  if (!javaScriptEnabled) return;
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  await expect(page.locator(".notifications--floating")).toBeAttached();
  await expectCartCount(page, count);
  await expect(account).toHaveText(label);
  await expect(page.locator(".site-header .cart-count")).toHaveText(String(count));
}

for (const lang of ["en", "ar"] as const) {
  test(`two shoppers and a visitor on the same cached pages see only their own header (${lang})`, async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const bought = await findSimpleProduct();
    const saved = await findSimpleProduct({ not: [bought.path] });

    // What each shopper has is posted as their forms would post it (cart.spec.ts and wishlist.spec.ts use the forms).
    const post = async ({ page }: Visitor, action: string, form: Record<string, string>) => {
      const answer = await page.context().request.post(action, { form: { ...form, redirectTo: "/" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(answer.status(), `${action} ${JSON.stringify(form)}`).toBe(303);
    };
    const guest = await visitor(browser, javaScriptEnabled, 2, null);
    await post(guest, "/cart", { intent: "add", sku: skuOf(bought.path), qty: "2" });

    const shopper = newShopper(lang);
    const customer = await visitor(browser, javaScriptEnabled, 1, shopper.firstname);
    await signInAs(customer.page, lang, shopper);
    await post(customer, "/cart", { intent: "add", sku: skuOf(bought.path), qty: "1" });
    await post(customer, "/wishlist", { intent: "add", sku: skuOf(saved.path) });
    // A page rendered in full after the posts takes each shopper's snapshot.
    for (const someone of [guest, customer]) await open(someone.page, at(lang, "/cart"), javaScriptEnabled);

    const nobody = await visitor(browser, javaScriptEnabled, 0, null);
    for (let round = 0; round < 2; round++) {
      for (const path of ["/", CATEGORY, bought.path]) {
        await expectOwnHeader(guest, lang, path, javaScriptEnabled, /^PERSONALISED$/);
        await expectOwnHeader(customer, lang, path, javaScriptEnabled, /^PERSONALISED$/);
        if (round === 1) await expectOwnHeader(nobody, lang, path, javaScriptEnabled, /^(?:HIT|MISS)$/);
      }
    }
    // The saved product's page is the customer's own, rendered for them.
    await expectOwnHeader(customer, lang, saved.path, javaScriptEnabled);
    await expect(customer.page.locator(".product-saving").getByText(texts[lang].wishlist.product.inWishlist)).toBeVisible();
    for (const someone of [guest, customer, nobody]) {
      expect(someone.problems).toEqual([]);
      await someone.page.context().close();
    }
  });
}
