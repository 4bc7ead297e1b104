import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import reviewsAr from "../../app/locales/ar/reviews";
import reviewsEn from "../../app/locales/en/reviews";
import { accountTexts, newShopper, ownClientAddress, signIn, signInAs } from "./support/accounts";
import { at, LANGS, listingProducts, notification, open, type Lang } from "./support/shop";
import { translate } from "./support/texts";

/**
 * Product reviews through the pages, in both languages and both projects (JavaScript off: the write-review form
 * posts the page; on: the same form through React Router): a signed-in customer writes a review, which shows on the
 * product page (once the catalogue change refreshed its cached copy), on all reviews and in My product reviews;
 * a rejected review's status and reason; the form's errors next to its fields with the typed values kept; the
 * product's JSON-LD rating; a signed-out shopper is sent to sign in and back.
 */

const texts = { en: reviewsEn, ar: reviewsAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** Listings no other spec takes products from; each test run takes its own product, so runs never meet. */
const REVIEW_LISTINGS = ["/c/air-fryers", "/c/coffee-machines", "/c/air-purifiers"];

async function productFor(request: APIRequestContext, slot: number): Promise<string> {
  const paths = (await Promise.all(REVIEW_LISTINGS.map((listing) => listingProducts(request, listing)))).flat().sort();
  expect(paths.length, "products in the review listings").toBeGreaterThan(slot);
  return paths[slot]!;
}

/** A slot per language, project and test, so the parallel runs write about different products. */
const slotOf = (lang: Lang, javaScriptEnabled: boolean, test: number) =>
  test * 4 + (lang === "ar" ? 1 : 0) + (javaScriptEnabled ? 2 : 0);

const skuOf = (productPath: string) => decodeURIComponent(productPath.split("/")[2]!);

/** A title no other run writes. */
const uniqueTitle = (lang: Lang) =>
  `${lang === "ar" ? "تجربة" : "Review"} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function fillReview(page: Page, lang: Lang, review: { stars?: number; title: string; detail: string }) {
  const t = texts[lang].form;
  const main = page.getByRole("main");
  if (review.stars) {
    const label = translate(lang, "reviews:starCount", { count: review.stars });
    await main.getByRole("radio", { name: label }).check();
  }
  await main.getByLabel(t.reviewTitle, { exact: true }).fill(review.title);
  await main.getByLabel(t.detail, { exact: true }).fill(review.detail);
  await main.getByRole("button", { name: t.submit }).click();
}

/** The Product JSON-LD of a page's HTML. */
function productJsonLd(html: string): Record<string, any> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!)
  );
  return blocks.find((block) => block["@type"] === "Product");
}

for (const lang of LANGS) {
  const t = texts[lang];
  const detail =
    lang === "ar"
      ? "جهاز ممتاز، سهل التنظيف ويعمل بهدوء. أنصح به لكل العائلات."
      : "Easy to clean and quiet. Makes breakfast for the whole family.";

  test.describe(`reviews (${lang})`, () => {
    test("write a review and see it on the product page, on all reviews and in My product reviews", async ({
      page,
      request,
      javaScriptEnabled,
    }) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      const productPath = await productFor(request, slotOf(lang, javaScriptEnabled, 0));
      await open(page, at(lang, productPath), javaScriptEnabled);
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      await page.getByRole("link", { name: t.product.write }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.form.heading.replace("{{name}}", name));
      await expect(page.getByLabel(t.form.nickname, { exact: true })).toHaveValue(shopper.firstname);

      const title = uniqueTitle(lang);
      await fillReview(page, lang, { stars: 4, title, detail });
      await expect(notification(page, t.notifications.approved)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.mine.heading);
      const row = page.locator(".my-reviews__row").filter({ hasText: title });
      await expect(row.locator(".review-status")).toHaveText(t.status.approved);
      await expect(row.getByRole("img", { name: t.stars.replace("{{rating}}", "4") })).toBeVisible();

      // The cached product page everyone gets is refreshed by the catalogue change within a second or so.
      let html = "";
      await expect.poll(async () => (html = await (await request.get(at(lang, productPath))).text())).toContain(title);
      const jsonLd = productJsonLd(html);
      expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
      expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
      expect(jsonLd.review.map((r: { name: string }) => r.name)).toContain(title);

      // Each storefront process keeps its own copy and follows the change within a second or so.
      const reviewOnPage = page.locator(".product-reviews").getByRole("heading", { name: title });
      await expect
        .poll(async () => {
          await open(page, at(lang, productPath), javaScriptEnabled);
          return reviewOnPage.count();
        })
        .toBe(1);
      await expect(page.locator(".product-summary__rating")).toBeVisible();
      await page.getByRole("link", { name: t.product.viewAll }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.list.heading.replace("{{name}}", name));
      const review = page.locator("article.review").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(review).toContainText(detail);
      await expect(review).toHaveAttribute("lang", lang);

      // the filter by stars, a GET form: four stars shows it, one star does not
      await page.getByLabel(t.list.filterLabel).selectOption("4");
      await page.getByRole("button", { name: t.list.filterSubmit }).click();
      await expect(page).toHaveURL(/rating=4/);
      await expect(page.getByRole("link", { name: t.list.showAll })).toBeVisible();
      await expect(review).toBeVisible();
      await page.getByLabel(t.list.filterLabel).selectOption("1");
      await page.getByRole("button", { name: t.list.filterSubmit }).click();
      await expect(page).toHaveURL(/rating=1/);
      await expect(review).toHaveCount(0);

      // one review per product: a second one is refused on the form
      await open(page, at(lang, `/write-review?sku=${encodeURIComponent(skuOf(productPath))}`), javaScriptEnabled);
      await fillReview(page, lang, { stars: 2, title: uniqueTitle(lang), detail });
      await expect(page.locator(".form__errors")).toHaveText(t.errors["review.exists"]);
    });

    test("a rejected review is not published and says why", async ({ page, request, javaScriptEnabled }) => {
      await signInAs(page, lang, newShopper(lang));
      const productPath = await productFor(request, slotOf(lang, javaScriptEnabled, 1));
      await open(page, at(lang, `/write-review?sku=${encodeURIComponent(skuOf(productPath))}`), javaScriptEnabled);
      const title = uniqueTitle(lang);
      await fillReview(page, lang, { stars: 1, title, detail: `${detail} www.cheap-deals.ae` });
      await expect(notification(page, t.notifications.rejected)).toBeVisible();
      const row = page.locator(".my-reviews__row").filter({ hasText: title });
      await expect(row.locator(".review-status")).toHaveText(t.status.rejected);
      await expect(row).toContainText(t.reasons.contact);
      const all = await request.get(at(lang, `/view-all-review?sku=${encodeURIComponent(skuOf(productPath))}`));
      expect(all.status()).toBe(200);
      expect(await all.text()).not.toContain(title);
    });

    test("the form's errors show next to their fields and keep what was typed", async ({
      page,
      request,
      javaScriptEnabled,
    }) => {
      await signInAs(page, lang, newShopper(lang));
      const productPath = await productFor(request, slotOf(lang, javaScriptEnabled, 2));
      await open(page, at(lang, `/write-review?sku=${encodeURIComponent(skuOf(productPath))}`), javaScriptEnabled);
      const main = page.getByRole("main");
      await main.getByLabel(t.form.nickname, { exact: true }).fill("");
      const answer = javaScriptEnabled
        ? null
        : page.waitForResponse((response) => response.request().method() === "POST");
      await fillReview(page, lang, { title: "Short", detail: lang === "ar" ? "جيد ١٢٣" : "Good 123" });
      if (answer) expect((await answer).status()).toBe(400);
      await expect(main.getByRole("group", { name: t.form.rating })).toContainText(t.validation.ratingRequired);
      await expect(main.getByLabel(t.form.detail, { exact: true })).toHaveAccessibleDescription(
        new RegExp(t.validation.detailTooShort)
      );
      await expect(main.getByLabel(t.form.nickname, { exact: true })).toHaveAccessibleDescription(
        new RegExp(t.validation.required)
      );
      await expect(main.getByLabel(t.form.reviewTitle, { exact: true })).toHaveValue("Short");
      await expect(main.getByLabel(t.form.detail, { exact: true })).toHaveValue(lang === "ar" ? "جيد ١٢٣" : "Good 123");
      await expect(main.getByLabel(t.form.detail, { exact: true })).toHaveAttribute("aria-invalid", "true");
    });

    test("a signed-out shopper is sent to sign in and comes back to the form", async ({ page, request }) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      await page.context().clearCookies();
      const sku = skuOf(await productFor(request, 0));
      await page.goto(at(lang, `/write-review?sku=${encodeURIComponent(sku)}`));
      await expect(notification(page, accountTexts[lang].signIn.required)).toBeVisible();
      await signIn(page, lang, shopper.email, shopper.password);
      await expect(page).toHaveURL(new RegExp(`/write-review\\?sku=${encodeURIComponent(sku)}`));
      await expect(page.getByLabel(t.form.nickname, { exact: true })).toHaveValue(shopper.firstname);
    });
  });
}

test("an unknown product, or none, has no reviews page", async ({ request }) => {
  expect((await request.get("/view-all-review?sku=NO-SUCH-SKU")).status()).toBe(404);
  expect((await request.get("/ar/view-all-review")).status()).toBe(404);
});
