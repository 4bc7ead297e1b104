import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { open } from "./support/shop";

/**
 * The product page, in both projects (JavaScript on and off). Products are found through the site (a
 * category listing), never by seed names.
 */

const ARABIC = /[\u0600-\u06FF]/;
const PRODUCT_PATH = /^\/p\/[^/?#]+\/[^/?#]+$/;
const LISTINGS = ["/c/smartphones", "/c/tablets", "/c/laptops"];

interface Found {
  /** `/p/{sku}/{slug}` */
  path: string;
  sku: string;
}

/** Product links of the listings, in order, each once. */
async function listedProducts(request: APIRequestContext): Promise<Found[]> {
  const found = new Map<string, Found>();
  for (const listing of LISTINGS) {
    const response = await request.get(listing);
    if (!response.ok()) continue;
    for (const [, href] of (await response.text()).matchAll(/href="(\/p\/[^"]+)"/g)) {
      if (href && PRODUCT_PATH.test(href) && !found.has(href))
        found.set(href, { path: href, sku: decodeURIComponent(href.split("/")[2]!) });
    }
  }
  return [...found.values()];
}

/** A configurable product with at least two options (colour and storage) and two values offered in each. */
async function findConfigurable(request: APIRequestContext): Promise<Found & { others: Found[] }> {
  // The seeded catalogue's products: those the back office's specs create (E2E-…) have fewer versions.
  const products = (await listedProducts(request)).filter((product) => !product.sku.startsWith("E2E-"));
  for (const product of products) {
    const html = await (await request.get(product.path)).text();
    const groups = html.split('class="variant-option"').slice(1);
    if (groups.length >= 2 && groups.every((g) => (g.split("</ul>")[0]!.match(/class="variant-value/g) ?? []).length >= 2)) {
      return { ...product, others: products.filter((p) => p.sku !== product.sku) };
    }
  }
  throw new Error(`no configurable product with two options among ${products.length} listed products`);
}

function optionGroup(page: Page, index: number) {
  return page.locator(".variant-option").nth(index);
}

/** The shown price, the chosen child's in the URL and JSON-LD agree. */
async function productJsonLd(page: Page): Promise<Record<string, any>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = scripts.map((text) => JSON.parse(text) as Record<string, any>);
  const product = parsed.find((item) => item["@type"] === "Product");
  expect(product, "a JSON-LD Product").toBeTruthy();
  return product!;
}

function displayed(price: string): string {
  return Number(price).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test.describe("product page", () => {
  test("choosing a colour then a storage size goes to the child's URL", async ({ page, request, javaScriptEnabled }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const product = await findConfigurable(request);

    expect((await page.goto(product.path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".product-facts__sku")).toHaveText(product.sku);
    // Nothing chosen yet: the shopper is asked to choose and cannot add to the cart.
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await expect(page.locator(".add-to-cart__reason")).toContainText("Please choose");

    // Colour: a value whose child offers another storage size in the same colour.
    const colourHrefs = await optionGroup(page, 0)
      .locator("a.variant-value:not(.variant-value--unavailable)")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    let colourHref: string | undefined;
    for (const href of colourHrefs) {
      const html = await (await request.get(href)).text();
      const storages = html.split('class="variant-option"')[2]?.split("</ul>")[0] ?? "";
      if (/class="variant-value(?![^"]*unavailable)[^"]*"(?![^>]*aria-current)/.test(storages)) {
        colourHref = href;
        break;
      }
    }
    expect(colourHref, "a colour with two storage sizes").toBeTruthy();
    const colour = optionGroup(page, 0).locator(`a[href="${colourHref}"]`);
    const colourLabel = (await colour.locator(".variant-value__label").textContent())!.trim();
    await colour.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${escape(product.path)}/[^/?#]+$`));
    const firstChild = decodeURIComponent(new URL(page.url()).pathname.split("/")[4]!);
    await expect(page.locator(".product-facts__sku")).toHaveText(firstChild);
    await expect(optionGroup(page, 0).locator('a[aria-current="true"] .variant-value__label')).toHaveText(colourLabel);
    const firstOffer = (await productJsonLd(page)).offers;
    await expect(page.locator(".product-summary__price .price__final")).toContainText(displayed(firstOffer.price));
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();

    // Storage: another size that exists in this colour.
    const storage = optionGroup(page, 1)
      .locator('a.variant-value:not([aria-current="true"]):not(.variant-value--unavailable)')
      .first();
    const storageLabel = (await storage.locator(".variant-value__label").textContent())!.trim();
    await storage.click();
    await expect(page).not.toHaveURL(new RegExp(`/${escape(firstChild)}$`));
    await expect(page).toHaveURL(new RegExp(`^[^?]*${escape(product.path)}/[^/?#]+$`));
    const secondChild = decodeURIComponent(new URL(page.url()).pathname.split("/")[4]!);
    await expect(page.locator(".product-facts__sku")).toHaveText(secondChild);
    await expect(optionGroup(page, 0).locator('a[aria-current="true"] .variant-value__label')).toHaveText(colourLabel);
    await expect(optionGroup(page, 1).locator('a[aria-current="true"] .variant-value__label')).toHaveText(storageLabel);
    const secondOffer = (await productJsonLd(page)).offers;
    expect((await productJsonLd(page)).sku).toBe(secondChild);
    await expect(page.locator(".product-summary__price .price__final")).toContainText(displayed(secondOffer.price));

    // The canonical URL is the parent's, whichever child is shown.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${escape(product.path)}$`));
    if (javaScriptEnabled) expect(errors).toEqual([]);
  });

  test("a child under the wrong parent, or in the parent's place, is moved (301) to its URL", async ({ page, request }) => {
    const product = await findConfigurable(request);
    const html = await (await request.get(product.path)).text();
    const childPath = html.match(new RegExp(`href="(${escape(product.path)}/[^"?]+)"`))?.[1];
    expect(childPath, "an option link to a child").toBeTruthy();
    const childSku = decodeURIComponent(childPath!.split("/")[4]!);
    const other = product.others[0]!;

    const moved = await page.goto(`${other.path}/${encodeURIComponent(childSku)}`);
    expect(moved?.status()).toBe(200);
    expect(moved?.request().redirectedFrom()).toBeTruthy();
    expect((await moved!.request().redirectedFrom()!.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe(childPath);
    await expect(page.locator(".product-facts__sku")).toHaveText(childSku);

    const direct = await page.goto(`/p/${encodeURIComponent(childSku)}/any-slug`);
    expect((await direct!.request().redirectedFrom()!.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe(childPath);

    const wrongSlug = await page.goto(`/p/${encodeURIComponent(product.sku)}/not-the-slug`);
    expect((await wrongSlug!.request().redirectedFrom()!.response())?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe(product.path);
  });

  test("a child that is not one of the product's shows the product with a warning", async ({ page, request }) => {
    const product = await findConfigurable(request);
    const response = await page.goto(`${product.path}/NO-SUCH-CHILD-SKU`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText(
      "No such configuration for the product. Please do choose another combination of attributes."
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  });

  test("an unknown sku is a 404", async ({ page }) => {
    const response = await page.goto("/p/NO-SUCH-SKU-0000/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we can't find that page");
  });

  test("structured data describes the product in AED", async ({ page, request }) => {
    const [product] = await listedProducts(request);
    expect(product).toBeTruthy();
    await page.goto(product!.path);
    const data = await productJsonLd(page);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data.name).toBe((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
    expect(data.offers["@type"]).toBe("Offer");
    expect(data.offers.priceCurrency).toBe("AED");
    expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(data.image[0]).toMatch(/^https?:\/\/.+\/img\/600x744\//);
    const breadcrumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, any>)
      .find((item) => item["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.itemListElement.length).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(/ \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(page.locator("table.specs-table th[scope=row]").first()).toBeVisible();
  });

  test("the Arabic product page is right to left and in Arabic", async ({ page, request }) => {
    const product = await findConfigurable(request);
    expect((await page.goto(`/ar${product.path}`))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
    await expect(page.getByRole("button", { name: "أضف إلى السلة" })).toBeDisabled();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/ar${escape(product.path)}$`));
  });

  test("thumbnails show the other images", async ({ page, request, javaScriptEnabled }) => {
    const product = await findConfigurable(request);
    await page.goto(product.path);
    const thumbs = page.locator(".product-gallery__thumb");
    test.skip((await thumbs.count()) < 2, "one image only");
    await thumbs.nth(1).click();
    await expect(page.locator("#image-2")).toBeInViewport();
    if (javaScriptEnabled) {
      await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
      expect(new URL(page.url()).hash).toBe("");
    } else {
      expect(new URL(page.url()).hash).toBe("#image-2");
    }
  });
});

test.describe("bundle page", () => {
  test("a bundle says what it saves against its parts bought separately, in English and Arabic", async ({ page, request, javaScriptEnabled }) => {
    const bundle = await findBundle(request);
    await open(page, bundle.path, javaScriptEnabled);
    const saving = page.locator(".product-summary__saving");
    await expect(saving).toHaveText(/^You save AED\s[\d,.]+ against buying these parts separately$/);
    await expect(page.locator(".product-summary__price .price__was")).toBeVisible();
    if (javaScriptEnabled) {
      const said = await saving.textContent();
      const finalBefore = await page.locator(".product-summary__price .price__final").textContent();
      await page.locator(".bundle-options input[type=radio]:not(:checked)").first().check();
      await expect(page.locator(".product-summary__price .price__final")).not.toHaveText(finalBefore!);
      await expect(saving).toHaveText(said!);
    }
    await open(page, `/ar${bundle.path}`, javaScriptEnabled);
    await expect(page.locator(".product-summary__saving")).toHaveText(/^توفّر .+ مقارنةً بشراء هذه المنتجات بشكل منفصل$/);
  });
});

/** A bundle listed with the PlayStation consoles. */
async function findBundle(request: APIRequestContext): Promise<Found> {
  const html = await (await request.get("/c/playstation")).text();
  for (const [, href] of html.matchAll(/href="(\/p\/[^"]+)"/g)) {
    if (href && (await (await request.get(href)).text()).includes("bundle_option[")) return { path: href, sku: decodeURIComponent(href.split("/")[2]!) };
  }
  throw new Error("no bundle among the PlayStation listing's products");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
