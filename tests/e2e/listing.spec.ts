import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import listingAr from "../../app/locales/ar/listing";
import commonEn from "../../app/locales/en/common";
import listingEn from "../../app/locales/en/listing";
import { at, LANGS } from "./support/shop";

/**
 * Category, search and brand listings, in both projects (JavaScript on and off). Nothing here names a
 * product from the demo seed: brands, categories and prices are read from the pages themselves.
 */

const ARABIC = /[\u0600-\u06FF]/;

/** `AED 1,599.00` or `1,599.00 د.إ.‏` → 1599. */
function amount(text: string): number {
  return Number(text.replace(/[^\d.]/g, "").replace(/^\.+|\.+$/g, ""));
}

async function prices(page: Page): Promise<number[]> {
  return (await page.locator(".listing-grid .price__final").allInnerTexts()).map(amount);
}

function ascending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || values[i - 1]! <= value);
}

async function headerCount(page: Page): Promise<number> {
  return Number((await page.locator(".listing-header__count").innerText()).replace(/\D/g, ""));
}

/** The count shown beside a facet option. */
async function optionCount(option: Locator): Promise<number> {
  return Number(await option.locator(".facet__count [aria-hidden]").innerText());
}

/** Submits the filters: with JavaScript every change already applies itself, Apply is there for both. */
async function applyFilters(page: Page) {
  await page.getByRole("button", { name: "Apply filters" }).click();
}

/** Opens the mobile "Filters" disclosure when it is closed (desktop shows the sidebar open). */
async function openFilters(page: Page) {
  const details = page.locator("details.facets");
  if ((await details.getAttribute("open")) === null && !(await page.getByRole("group", { name: "Price" }).isVisible())) {
    await details.locator("summary").click();
  }
}

/**
 * The top-level category with the most products (so it has a second page), found from the pages:
 * the biggest brands' "related categories" include top-level ones (data-level="2").
 */
async function biggestTopCategory(request: APIRequestContext): Promise<string> {
  const brandsHtml = await (await request.get("/brands")).text();
  const brands = [...brandsHtml.matchAll(/href="\/brands\/([^"]+)"[^>]*>.*?brand-link__count"><span aria-hidden="true">(\d+)</g)]
    .map((m) => ({ code: m[1]!, count: Number(m[2]) }))
    .sort((a, b) => b.count - a.count)
    .slice(0, 4);
  expect(brands.length).toBeGreaterThan(0);
  const slugs = new Set<string>();
  for (const brand of brands) {
    const html = await (await request.get(`/brands/${brand.code}`)).text();
    for (const tag of html.matchAll(/<a [^>]*data-level="2"[^>]*>/g)) {
      const slug = /href="\/c\/([^"]+)"/.exec(tag[0])?.[1];
      if (slug) slugs.add(slug);
    }
  }
  expect(slugs.size).toBeGreaterThan(0);
  let best = { slug: "", count: -1 };
  for (const slug of slugs) {
    const html = await (await request.get(`/c/${slug}`)).text();
    const count = Number(/listing-header__count">([^<]*)</.exec(html)?.[1]?.replace(/\D/g, "") ?? -1);
    if (count > best.count) best = { slug, count };
  }
  return best.slug;
}

test.describe("category listing", () => {
  test("filter by brand and price, sort by price, page through and open a product", async ({ page, request }) => {
    const slug = await biggestTopCategory(request);
    const response = await page.goto(`/c/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("main").getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    const total = await headerCount(page);
    expect(total).toBeGreaterThan(50);
    await expect(page.locator(".listing-grid > li")).toHaveCount(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/c/${slug}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // Start from page 2, so we can see that filtering goes back to page 1.
    await page.locator("main").getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.locator(".listing__count")).toContainText("Showing 51–");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

    // The biggest brand of the category.
    await openFilters(page);
    const brandOption = page.getByRole("group", { name: "Brand" }).locator(".facet__option").first();
    const brandName = (await brandOption.locator(".facet__label").innerText()).trim();
    const brandCode = await brandOption.locator("input").getAttribute("value");
    await brandOption.locator("input").check();
    await applyFilters(page);
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandCode}\\b`));
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole("link", { name: `Remove filter: ${brandName}` })).toBeVisible();

    // Then the price range with the most products of that brand.
    await openFilters(page);
    const priceOptions = page.getByRole("group", { name: "Price" }).locator(".facet__option:not(.facet__option--disabled)");
    let best = { index: 0, count: -1 };
    for (let i = 0; i < (await priceOptions.count()); i++) {
      const count = await optionCount(priceOptions.nth(i));
      if (count > best.count) best = { index: i, count };
    }
    expect(best.count).toBeGreaterThan(0);
    const priceOption = priceOptions.nth(best.index);
    const priceLabel = (await priceOption.locator(".facet__label").innerText()).trim();
    expect(priceLabel).toMatch(/^(< AED\s[\d,]+|> AED\s[\d,]+|AED\s[\d,]+ - [\d,]+)$/);
    const priceValue = await priceOption.locator("input").getAttribute("value");
    await priceOption.locator("input").check();
    await applyFilters(page);
    await expect(page).toHaveURL(new RegExp(`[?&]price=${priceValue}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandCode}\\b`));
    await expect(page.getByRole("link", { name: `Remove filter: ${priceLabel}` })).toBeVisible();

    // The count shown matches the facets (they count the other filters) and the cards.
    const filtered = await headerCount(page);
    expect(filtered).toBe(best.count);
    await openFilters(page);
    expect(await optionCount(page.getByRole("group", { name: "Brand" }).locator(".facet__option", { hasText: brandName }).first())).toBe(filtered);
    await expect(page.locator(".listing-grid > li")).toHaveCount(Math.min(filtered, 50));

    // Sort by price, low to high: the filters stay.
    await page.getByLabel("Sort by").selectOption("price_asc");
    const sortButton = page.getByRole("button", { name: "Sort", exact: true });
    if (await sortButton.isVisible()) await sortButton.click();
    await expect(page).toHaveURL(/[?&]sort=price_asc\b/);
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandCode}\\b`));
    await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
    // The URL changes before the new results render; the filter form carries the sort it was rendered with.
    await expect(page.locator('.facets__form input[type="hidden"][name="sort"][value="price_asc"]')).toBeAttached();
    expect(ascending(await prices(page))).toBe(true);

    // Clear the filters (the sort stays) and go to page 2: still ascending, and after page 1.
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${slug}\\?sort=price_asc$`));
    await expect(page.locator(".active-filters")).toHaveCount(0);
    await expect(page.locator(".listing-grid > li")).toHaveCount(50);
    const firstPage = await prices(page);
    expect(firstPage).toHaveLength(50);
    expect(ascending(firstPage)).toBe(true);
    const next = page.locator("main").getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("rel", "next");
    await next.click();
    await expect(page).toHaveURL(/sort=price_asc&page=2$/);
    await expect(page.locator("main").getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
    await expect(page.locator("main").getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]')).toContainText("2");
    const secondPage = await prices(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(ascending([...firstPage, ...secondPage])).toBe(true);

    // Open a product from page 2.
    const card = page.locator(".listing-grid .product-card").first();
    const name = (await card.locator(".product-card__name").innerText()).trim();
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("with JavaScript a product card prefetches on hover and opens without reloading the page", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "prefetching and client-side navigation need JavaScript");
    await page.goto("/c/laptops");
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const card = page.locator(".listing-grid .product-card__link").first();
    const href = await card.getAttribute("href");
    expect(href).toMatch(/^\/p\//);

    await card.hover();
    await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toBeAttached();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("button", { name: /add to cart/i })).toBeVisible();
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("sub-categories and breadcrumbs lead through the tree", async ({ page, request }) => {
    const slug = await biggestTopCategory(request);
    await page.goto(`/c/${slug}`);
    const topName = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const child = page.locator("main").getByRole("navigation", { name: "Shop by category" }).getByRole("link").first();
    const childName = (await child.innerText()).trim();
    await child.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(childName);
    const crumbs = page.locator("main").getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: topName })).toHaveAttribute("href", `/c/${slug}`);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(childName);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"BreadcrumbList"') && text.includes(childName))).toBe(true);
  });

  test("an unknown category is a real 404", async ({ page }) => {
    const response = await page.goto("/c/no-such-category-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we can't find that page");
    const arabic = await page.goto("/ar/c/no-such-category-anywhere");
    expect(arabic?.status()).toBe(404);
  });

  test("garbage in the query string is ignored, not an error", async ({ page, request }) => {
    const slug = await biggestTopCategory(request);
    const response = await page.goto(`/c/${slug}?brand=%3Cx%3E&price=abc&color=red&page=-4&sort=cheapest&in_stock=maybe`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(".listing-grid > li").first()).toBeVisible();
    await expect(page.locator(".active-filters")).toHaveCount(0);
  });
});

test.describe("search", () => {
  test("a misspelt search finds the right brand", async ({ page }) => {
    await page.goto("/");
    // By label: with JavaScript the box may be enhanced into a combobox with suggestions.
    const box = page.getByRole("search").first().getByLabel("Search products");
    await box.fill("samsng galxy");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/samsng%20galxy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “samsng galxy”");
    expect(await headerCount(page)).toBeGreaterThan(0);
    const brands = await page.locator(".listing-grid .product-card__brand").allInnerTexts();
    expect(brands.slice(0, 5).every((brand) => /samsung/i.test(brand))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
  });

  test("an Arabic search finds products with Arabic names", async ({ page }) => {
    await page.goto("/ar");
    const box = page.getByRole("search").first().getByLabel("ابحث عن المنتجات");
    await box.fill("سامسونج");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/ar\/search\/%D8%B3%D8%A7%D9%85%D8%B3%D9%88%D9%86%D8%AC$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("سامسونج");
    expect(await headerCount(page)).toBeGreaterThan(0);
    const names = await page.locator(".listing-grid .product-card__name").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => ARABIC.test(name))).toBe(true);
    await expect(page.locator(".listing-grid .price__final").first()).toContainText("د.إ");
  });

  test("a term under three characters is explained, not searched", async ({ page }) => {
    await page.goto("/search?q=xy");
    await expect(page).toHaveURL(/\/search\/xy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search term too short");
    await expect(page.getByText("at least 3 characters")).toBeVisible();
    await expect(page.locator(".listing-grid")).toHaveCount(0);
    await page.goto("/ar/search/ab");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
  });

  test("an empty search asks for a term", async ({ page }) => {
    const response = await page.goto("/search?q=");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Please type what you are looking for")).toBeVisible();
  });

  test("nothing found says so and offers another search", async ({ page }) => {
    await page.goto("/search/qqxzvqqxzv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “qqxzvqqxzv”");
    await expect(page.getByRole("heading", { name: "We found nothing for “qqxzvqqxzv”" })).toBeVisible();
    await expect(page.locator(".listing-grid")).toHaveCount(0);
    // Any "did you mean" link leads to a results page.
    const suggestion = page.locator(".did-you-mean__link").first();
    if ((await suggestion.count()) > 0) {
      await suggestion.click();
      await expect(page).toHaveURL(/\/search\/[^/]+$/);
    }
  });
});

for (const lang of LANGS) {
  test.describe(`search as UAE shoppers type (${lang})`, () => {
    const texts = { en: listingEn.search, ar: listingAr.search }[lang];
    const names = (page: Page) => page.locator(".listing-grid .product-card__name").allInnerTexts();

    test("Arabizi, the other keyboard layout, did-you-mean and two-letter terms find products", async ({ page }) => {
      await page.goto(at(lang, "/"));
      const box = page.getByRole("search").first().getByLabel(lang === "en" ? commonEn.header.searchLabel : commonAr.header.searchLabel);
      await box.fill("aifon");
      await box.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading.replace("{{term}}", "aifon"));
      expect((await names(page)).slice(0, 3).some((name) => /iPhone|آيفون|ايفون/.test(name))).toBe(true);

      // Samsung typed with the Arabic layout on, and ايفون with the English one
      const [typed, meant, product] = lang === "en" ? ["سشةسعىل", "samsung", /Samsung/] : ["hdt,k", "ايفون", /آيفون|ايفون/];
      await page.goto(at(lang, `/search/${encodeURIComponent(typed)}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading.replace("{{term}}", meant));
      await expect(page.getByText(texts.otherLayout.replace("{{term}}", typed).replace("{{query}}", meant))).toBeVisible();
      expect((await names(page)).slice(0, 3).every((name) => product.test(name))).toBe(true);

      await page.goto(at(lang, "/search/aplpe"));
      await page.locator(".did-you-mean__link", { hasText: "Apple" }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === "ar" ? "/ar" : ""}/search/Apple$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading.replace("{{term}}", "Apple"));
      expect(await headerCount(page)).toBeGreaterThan(0);

      await page.goto(at(lang, "/search/tv"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.heading.replace("{{term}}", "tv"));
      expect((await names(page)).slice(0, 3).every((name) => /\bTV\b|تلفزيون|تلفاز/.test(name))).toBe(true);
    });
  });
}

test.describe("brands", () => {
  test("the index is grouped by letter and a brand page lists its products", async ({ page }) => {
    const response = await page.goto("/brands");
    expect(response?.status()).toBe(200);
    const index = page.getByRole("navigation", { name: "Brands by first letter" });
    await expect(index.getByRole("link").first()).toBeVisible();
    const letter = (await index.getByRole("link").first().innerText()).trim();
    expect(letter).toMatch(/^[A-Z]$/);
    const section = page.getByRole("region", { name: letter, exact: true });
    const brand = section.getByRole("link").first();
    const brandName = (await brand.locator(".brand-link__name").innerText()).trim();
    expect(brandName.toUpperCase().startsWith(letter)).toBe(true);
    const counted = (await brand.locator('.brand-link__count [aria-hidden="true"]').innerText()).trim();

    await brand.click();
    await expect(page).toHaveURL(/\/brands\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brandName);
    // The count beside the brand is the number of products its page lists.
    expect((await page.locator(".listing-header__count").innerText()).replace(/\D/g, "")).toBe(counted);
    await expect(page.locator(".listing-grid > li").first()).toBeVisible();
    await expect(page.locator("main").getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Brands" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Brand" })).toHaveCount(0);
    const brands = await page.locator(".listing-grid .product-card__brand").allInnerTexts();
    expect(brands.every((b) => b.trim().toLowerCase() === brandName.toLowerCase())).toBe(true);
  });

  test("the Arabic index uses Arabic letters", async ({ page }) => {
    await page.goto("/ar/brands");
    const index = page.getByRole("navigation", { name: "العلامات التجارية حسب الحرف الأول" });
    const first = (await index.getByRole("link").first().innerText()).trim();
    expect(first).toMatch(ARABIC);
    const brand = page.locator(".brand-section").first().getByRole("link").first();
    await brand.click();
    await expect(page).toHaveURL(/\/ar\/brands\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
  });

  test("an unknown brand is a 404", async ({ page }) => {
    const response = await page.goto("/brands/no-such-brand-at-all");
    expect(response?.status()).toBe(404);
  });
});
