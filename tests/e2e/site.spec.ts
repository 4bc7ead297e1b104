import { expect, test, type Page } from "@playwright/test";

const ARABIC = /[\u0600-\u06FF]/;

async function jsonLdOf(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("home page", () => {
  test("shows the banners, the category tiles and 8 new and 8 best-selling products", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("public");

    const hero = page.getByRole("region", { name: "Featured offers" });
    await expect(hero.getByRole("link").first()).toBeVisible();
    await expect(hero.getByRole("link").first()).toHaveAttribute("href", /^\/c\/[\w-]+$/);
    await expect(hero.getByRole("link").first()).toContainText("Shop now");
    await expect(page.getByRole("region", { name: "More offers" }).getByRole("link").first()).toBeVisible();

    const categories = page.getByRole("region", { name: "Shop by category" });
    await expect(categories.getByRole("link").first()).toHaveAttribute("href", /^\/c\/[\w-]+$/);
    await expect(categories.getByRole("link").first()).toContainText(/\d+ products/);

    for (const name of ["New collection", "Bestsellers"]) {
      const shelf = page.getByRole("region", { name });
      await expect(shelf.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(shelf.locator("article.product-card")).toHaveCount(8);
      await expect(shelf.locator("article.product-card a").first()).toHaveAttribute("href", /^\/p\//);
    }
  });

  test("describes the site and its search to crawlers", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Nour Electronics | Phones, laptops and TVs in the UAE");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    const website = (await jsonLdOf(page)).find((item) => item["@type"] === "WebSite");
    expect(website?.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${baseURL}/search/{search_term_string}` },
      "query-input": "required name=search_term_string",
    });

    await page.goto("/ar");
    const arabic = (await jsonLdOf(page)).find((item) => item["@type"] === "WebSite");
    expect(arabic?.potentialAction).toMatchObject({ target: { urlTemplate: `${baseURL}/ar/search/{search_term_string}` } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/ar`);
  });

  test("the Arabic home is right to left, with Arabic menu and sections", async ({ page }) => {
    expect((await page.goto("/ar"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    const firstCategory = nav.locator("summary.mega-nav__summary").first();
    await expect(firstCategory).toHaveText(ARABIC);
    await expect(nav.getByRole("link", { name: "العلامات التجارية" })).toHaveAttribute("href", "/ar/brands");
    await expect(page.getByRole("region", { name: "وصل حديثًا" }).locator("article.product-card")).toHaveCount(8);
    await expect(page.getByRole("region", { name: "الأكثر مبيعًا" }).locator("article.product-card")).toHaveCount(8);
    await expect(page.getByRole("region", { name: "عروض مميزة" }).getByRole("link").first()).toHaveAttribute("href", /^\/ar\/c\//);
  });
});

test.describe("mega menu", () => {
  test("a top category opens and a subcategory link leads to its category page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const smartphones = nav.getByRole("link", { name: "Smartphones", exact: true });
    await expect(smartphones).toBeHidden();
    await nav.locator("summary", { hasText: "Mobiles & Tablets" }).click();
    await expect(smartphones).toBeVisible();
    await expect(smartphones).toHaveAttribute("href", "/c/smartphones");
    await expect(nav.getByRole("link", { name: "iPhone", exact: true })).toHaveAttribute("href", "/c/iphone");

    await smartphones.click();
    await expect(page).toHaveURL(/\/c\/smartphones$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.request.get("/c/smartphones")).status()).toBeLessThan(400);
  });

  test("with JavaScript a menu link navigates without reloading the page, and a modified click does not", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const panel = nav.locator("details.mega-nav__disclosure", { has: page.locator("summary", { hasText: "Mobiles & Tablets" }) });
    await panel.locator("summary").click();
    await nav.getByRole("link", { name: "Smartphones", exact: true }).click();

    await expect(page).toHaveURL(/\/c\/smartphones$/);
    await expect(page.getByRole("heading", { level: 1, name: "Smartphones" })).toBeVisible();
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    // The page's data came without the root's (menu, cart count): a link changes neither.
    expect(dataRequests.length).toBeGreaterThan(0);
    expect(dataRequests.every((url) => new URL(url).searchParams.get("_routes")?.split(",").includes("root") === false)).toBe(true);
    await expect(panel).not.toHaveAttribute("open");

    await panel.locator("summary").click();
    const newTab = page.context().waitForEvent("page");
    await nav.getByRole("link", { name: "iPhone", exact: true }).click({ modifiers: ["ControlOrMeta"] });
    await expect((await newTab).url()).toMatch(/\/c\/iphone$/);
    await expect(page).toHaveURL(/\/c\/smartphones$/);
  });

  test("Escape and a click elsewhere close an open panel", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "closing on Escape needs JavaScript");
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const panel = nav.locator("details.mega-nav__disclosure", { has: page.locator("summary", { hasText: "Audio" }) });
    const summary = panel.locator("summary");
    await summary.click();
    await expect(panel).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(panel).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await summary.click();
    await expect(panel).toHaveAttribute("open", "");
    await page.locator(".site-footer__bottom").click();
    await expect(panel).not.toHaveAttribute("open");
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the menu sits behind a Menu button", async ({ page }) => {
      await page.goto("/ar");
      const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
      const brands = nav.getByRole("link", { name: "العلامات التجارية" });
      await expect(brands).toBeHidden();
      await nav.getByText("القائمة", { exact: true }).click();
      await expect(brands).toBeVisible();
      await nav.locator("summary.mega-nav__summary").first().click();
      const sub = nav.locator(".mega-nav__heading").first();
      await expect(sub).toBeVisible();
      await expect(sub).toHaveAttribute("href", /^\/ar\/c\/[\w-]+$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

test.describe("URL dispatcher", () => {
  const footerPages = [
    ["/about-us", "About Us"],
    ["/terms-conditions", "Terms & Conditions"],
    ["/privacy-policy", "Privacy Policy"],
  ] as const;

  for (const [path, title] of footerPages) {
    test(`${path} renders its CMS page`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("article.cms .cms__body h2").first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Nour Electronics`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    });
  }

  test("the footer links reach the CMS pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  });

  test("Arabic CMS pages are in Arabic", async ({ page }) => {
    expect((await page.goto("/ar/about-us"))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("من نحن");
    await expect(page.locator("article.cms")).toContainText(ARABIC);
    expect((await page.goto("/ar/customer-support/contact-us"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
  });

  test("the terms page has the returns anchor", async ({ page }) => {
    await page.goto("/terms-conditions#content-11");
    await expect(page.locator("article.cms #content-11")).toBeVisible();
    await expect(page.locator("#content-11")).toBeInViewport();
  });

  test("a trailing slash redirects to the page's one address", async ({ request }) => {
    const response = await request.get("/about-us/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about-us");
  });

  test("a category url_path resolves to its category page", async ({ page, request }) => {
    const redirect = await request.get("/mobiles-tablets/smartphones", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()["location"]).toBe("/c/smartphones");
    const arabic = await request.get("/ar/mobiles-tablets/smartphones/", { maxRedirects: 0 });
    expect(arabic.headers()["location"]).toBe("/ar/c/smartphones");

    const response = await page.goto("/mobiles-tablets/smartphones");
    expect(response?.status()).toBeLessThan(400);
    await expect(page).toHaveURL(/\/c\/smartphones$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  for (const path of ["/no-such-page", "/no-such/page/at-all", "/ar/not-a-page.html"]) {
    test(`${path} is a 404 with a search box`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("main input[name=q]")).toBeVisible();
    });
  }
});

test.describe("the HTML sitemap", () => {
  test("the HTML sitemap lists categories, pages and brands", async ({ page }) => {
    expect((await page.goto("/sitemap"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    const categories = page.getByRole("region", { name: "Categories" });
    await expect(categories.getByRole("link", { name: "Smartphones", exact: true })).toHaveAttribute("href", "/c/smartphones");
    const information = page.getByRole("region", { name: "Information" });
    await expect(information.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    await expect(information.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/customer-support/contact-us");
    await expect(page.getByRole("link", { name: "All brands" })).toHaveAttribute("href", "/brands");

    expect((await page.goto("/ar/sitemap"))?.status()).toBe(200);
    await expect(page.getByRole("region", { name: "معلومات" }).getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about-us");
  });
});
