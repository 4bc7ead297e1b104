import { expect, test } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";

// With the service worker (playwright.config.ts blocks it for the specs that are not about it).
test.use({ serviceWorkers: "allow" });

const ARABIC = /[\u0600-\u06FF]/;

test.describe("layout and locales", () => {
  test("home renders in English, left to right", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
    await expect(page.locator("main#main")).toBeVisible();
    await expect(page.getByRole("search").first().getByLabel("Search products")).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/$/);
  });

  test("/ar is Arabic, right to left", async ({ page }) => {
    const response = await page.goto("/ar");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
    await expect(page.getByRole("contentinfo")).toContainText("نور للإلكترونيات");
    await expect(page.getByRole("link", { name: "نور للإلكترونيات" })).toHaveAttribute("href", "/ar");
  });

  test.describe("a browser that prefers the other language", () => {
    // The browser's own language setting, which it sends as Accept-Language.
    test.use({ locale: "ar-AE" });

    test("sees a link to the same page in Arabic, without a redirect", async ({ page }) => {
      const response = await page.goto("/c/laptops");
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const suggestion = page.getByRole("link", { name: commonAr.language.suggestion });
      await expect(suggestion).toHaveAttribute("href", "/ar/c/laptops");
      await suggestion.click();
      await expect(page).toHaveURL(/\/ar\/c\/laptops$/);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      // The page in the language the browser prefers suggests nothing.
      await expect(page.locator(".language-suggestion")).toHaveCount(0);
    });
  });

  test("the suggestion is served from the page cache, one copy per preference, never to the wrong browser", async ({ request }) => {
    const path = "/brands";
    const get = (acceptLanguage?: string) =>
      request.get(path, { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {}, maxRedirects: 0 });
    for (const [acceptLanguage, suggests] of [
      ["ar", true],
      ["en-GB,en;q=0.9", false],
      [undefined, false],
      ["ar-SA", true],
    ] as const) {
      // The second of two requests in a row is served from the cache, unless another spec's catalogue change
      // purged the cache between them (every back-office edit does): then the pair is asked again.
      const servedTwice = async () => {
        await get(acceptLanguage);
        return get(acceptLanguage);
      };
      let response = await servedTwice();
      await expect.poll(async () => (response = await servedTwice()).headers()["x-cache"]).toBe("HIT");
      expect(response.status()).toBe(200);
      expect(response.headers()["vary"]).toMatch(/Accept-Language/i);
      expect((await response.text()).includes(commonAr.language.suggestion), String(acceptLanguage)).toBe(suggests);
    }
    const english = await request.get(`/ar${path}`, { headers: { "Accept-Language": "en-US" } });
    expect(await english.text()).toContain(commonEn.language.suggestion);
  });

  test("the language switch keeps the path and query", async ({ page }) => {
    await page.goto("/c/laptops?sort=price");
    const toArabic = page.getByRole("link", { name: /Switch language to/ });
    await expect(toArabic).toHaveAttribute("href", "/ar/c/laptops?sort=price");
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/c\/laptops\?sort=price$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    const toEnglish = page.getByRole("link", { name: /تغيير اللغة إلى/ });
    await expect(toEnglish).toHaveAttribute("href", "/c/laptops?sort=price");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/c\/laptops\?sort=price$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown path is a 404 page with a search box", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we can't find that page");
    await expect(page.locator("main").getByLabel("Search products")).toBeVisible();
    await expect(page).toHaveTitle("Page not found");
  });

  test("the 404 page is translated under /ar", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("عذرًا، لم نعثر على هذه الصفحة");
  });

  for (const path of ["/xx/", "/en", "/fr/maintanence", "/xx/c/smartphones", "/de/search/phone", "/en/p/ANY-SKU/any", "/fr/brands"]) {
    test(`a bad locale prefix (${path}) is a 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("main input[name=q]")).toBeVisible();
    });
  }

  test("the maintenance and error pages and the benchmark floor render through the root layout", async ({ page }) => {
    expect((await page.goto("/ar/maintanence"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سنعود قريبًا");
    expect((await page.goto("/error"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong on our side");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
    expect((await page.goto("/bench/floor"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Benchmark floor");
  });

  test("translations come as one cached file per language, not inside every page", async ({ page, request }) => {
    await page.goto("/ar");
    const href = await page.locator("link[data-translations]").getAttribute("href");
    expect(href).toMatch(/^\/locales\/ar\?v=[\w-]{12}$/);
    // A string of the cart, which the home page does not show, is in the file and not in the page.
    expect(await page.content()).not.toContain("تغليف الهدايا");

    const current = await request.get(href!);
    expect(current.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(JSON.stringify((await current.json()).cart)).toContain("تغليف الهدايا");

    const stale = await request.get("/locales/ar?v=old");
    expect(stale.headers()["cache-control"]).toBe("no-cache");
    expect((await request.get("/locales/fr")).status()).toBe(404);
  });
});

test("pages hydrate without errors", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "hydration needs JavaScript");
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    // 404 responses are expected here; the browser logs each one.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  for (const path of ["/", "/ar", "/ar/no-such-page", "/maintanence"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  }
  // A client-side navigation across routes, then back.
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Brands" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brands");
  await page.getByRole("link", { name: "Nour Electronics, home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The latest electronics, delivered across the UAE");
  expect(problems).toEqual([]);
});

test.describe("newsletter", () => {
  test("a bad email shows a translated error and changes page nowhere", async ({ page }) => {
    await page.goto("/ar/c/phones?page=2");
    const form = page.locator("form#newsletter");
    // Valid for the browser's own check, not for the server's schema.
    await form.getByLabel("البريد الإلكتروني").fill("someone@example");
    await form.getByRole("button", { name: "اشترك" }).click();
    await expect(form.getByRole("alert")).toHaveText("يرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.");
    await expect(form.getByLabel("البريد الإلكتروني")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/ar\/c\/phones\?page=2#newsletter$/);
  });

  test("a good email redirects back saying a confirmation link was sent, shown once", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("form#newsletter");
    await form.getByLabel("Email address").fill("shopper@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/#newsletter$/);
    await expect(form.getByRole("status")).toHaveText(/^Thank you\. Unless this address already receives our newsletter, we have sent it an e-mail/);
    await page.reload();
    await expect(page.locator("form#newsletter").getByRole("status")).toHaveCount(0);
  });
});
