import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import productAr from "../../app/locales/ar/product";
import productEn from "../../app/locales/en/product";

/**
 * The production pages satisfy their own Content-Security-Policy (decision 012): with JavaScript on, the
 * browser reports no violation on the home page, a category, a product and the cart, in both languages,
 * whether the page was rendered for the shopper (nonce) or is a copy from the page cache (hashes), and the
 * page still comes alive (the microcart opens after an add).
 */

const texts = { en: { cart: cartEn, product: productEn }, ar: { cart: cartAr, product: productAr } };

/** A product whose page adds straight to the cart: in stock, nothing to choose. */
async function simpleProductPath(request: APIRequestContext): Promise<string> {
  for (const listing of ["/c/cables", "/c/chargers-adapters", "/c/power-banks", "/c/computer-accessories"]) {
    const html = await (await request.get(listing)).text();
    for (const [, path] of html.matchAll(/href="(\/p\/[^"/]+\/[^"/]+)"/g)) {
      if (/gift-card/.test(path!)) continue;
      const page = await (await request.get(path!)).text();
      const button = page.match(/<button[^>]*add-to-cart__submit[^>]*>/)?.[0] ?? "disabled";
      if (/disabled/.test(button) || !page.includes("badge badge--in")) continue;
      if (/class="variant-option"|custom_option\[|bundle_option\[|grouped-items/.test(page)) continue;
      return path!;
    }
  }
  throw new Error("no simple product in stock found");
}

/** Collects every CSP violation the browser reports, as an event in the page or a console message. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

async function hydrated(page: Page) {
  await expect(page.locator(".notifications--floating")).toBeAttached();
}

for (const lang of ["en", "ar"] as const) {
  const at = (path: string) => (lang === "ar" ? `/ar${path === "/" ? "" : path}` : path);

  test(`${lang}: pages keep to their Content-Security-Policy and still come alive`, async ({ page, request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "a browser without JavaScript runs no script for the policy to allow or block");
    const t = texts[lang];
    const product = at(await simpleProductPath(request));
    const violations = await recordViolations(page);

    // Twice each: the first visit may render the page, the second is the page cache's copy.
    for (const path of [at("/"), at("/c/smartphones"), product, at("/"), at("/c/smartphones"), product]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
      await hydrated(page);
    }

    await page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true }).click();
    const drawer = page.getByRole("dialog", { name: t.cart.microcart.heading });
    await expect(drawer).toBeVisible();

    const cart = await page.goto(at("/cart"));
    expect(cart?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(?:;|$)/);
    await hydrated(page);
    await expect(page.locator(".cart-line")).toHaveCount(1);
    // A client-side navigation loads the next page's data and modules under the same policy.
    await page.locator(`a[href="${at("/")}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${at("/")}$`));
    await hydrated(page);

    expect(violations).toEqual([]);
  });
}
