import { expect, test, type Page } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import { ownClientAddress } from "./support/accounts";
import { PageJudge } from "./support/quality";
import { addToCart, at, findSimpleProduct, LANGS, notification, open } from "./support/shop";

/**
 * The cookie banner and tags with consent (decision 064), with JavaScript off and on: the banner on pages from the
 * shared cache until the shopper answers, gone from the next page once they chose necessary cookies only, the
 * footer's "Cookie settings" with the same choices; GA4-shaped events in the data layer only with analytics
 * allowed; and no request to another origin, before consent or after (no TAG_MANAGER_ID in the e2e store).
 */

const texts = { en: commonEn.consent, ar: commonAr.consent };
const footerTexts = { en: commonEn.footer, ar: commonAr.footer };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** Every request the page makes that goes to another origin than the store's. */
function foreignRequests(page: Page, storeOrigin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== storeOrigin) foreign.push(request.url());
  });
  return foreign;
}

/** The events of these names in the page's data layer. */
function eventsIn(page: Page, names: string[]) {
  return page.evaluate((wanted) => (window.dataLayer ?? []).filter((entry) => wanted.includes((entry as { event?: string }).event ?? "")), names) as Promise<
    { event: string; ecommerce: { currency: string; value: number; items: { item_id: string; quantity: number }[] } }[]
  >;
}

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`cookie banner (${lang})`, () => {
    test("shows until answered, stays hidden on the next page after necessary only, and the footer link reopens the choices", async ({ page, baseURL, javaScriptEnabled }) => {
      const foreign = foreignRequests(page, new URL(baseURL!).origin);
      const banner = page.getByRole("region", { name: t.heading });
      await open(page, at(lang, "/delivery"), javaScriptEnabled);
      await expect(banner).toBeVisible();

      await banner.getByRole("button", { name: t.necessaryOnly }).click();
      if (javaScriptEnabled) await expect(notification(page, t.saved)).toBeVisible();
      await expect(banner).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/delivery")}$`));

      // The next page comes from the shared cache, filled for this browser.
      const next = await page.goto(at(lang, "/"));
      expect(next?.headers()["x-cache"]).toBe("PERSONALISED");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner).toBeHidden();

      await page.getByRole("contentinfo").getByRole("link", { name: footerTexts[lang].cookieSettings }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.pageTitle })).toBeVisible();
      await expect(page.getByText(t.current.replace("{{choice}}", t.choice.necessary))).toBeVisible();
      await expect(page.getByLabel(t.analytics)).not.toBeChecked();
      await page.getByLabel(t.analytics).check();
      await page.getByRole("button", { name: t.saveChoices }).click();
      await expect(page.getByText(t.current.replace("{{choice}}", t.choice.analytics))).toBeVisible();
      await expect(page.getByLabel(t.analytics)).toBeChecked();
      await expect(page.getByLabel(t.marketing)).not.toBeChecked();

      expect(foreign).toEqual([]);
    });

    test("events reach the data layer only with analytics allowed", async ({ page, context, baseURL, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the data layer needs JavaScript");
      const foreign = foreignRequests(page, new URL(baseURL!).origin);
      const product = await findSimpleProduct();
      const sku = decodeURIComponent(product.path.split("/")[2]!);
      const ecommerce = ["view_item", "add_to_cart", "begin_checkout", "purchase"];

      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      expect(await eventsIn(page, ecommerce)).toEqual([]);

      await context.addCookies([{ name: "__consent", value: "analytics", url: baseURL! }]);
      await open(page, at(lang, product.path), javaScriptEnabled);
      await expect.poll(() => eventsIn(page, ecommerce)).toEqual([
        { event: "view_item", ecommerce: { currency: "AED", value: product.price / 100, items: [expect.objectContaining({ item_id: sku, quantity: 1 })] } },
      ]);
      await addToCart(page, lang, javaScriptEnabled, "2");
      const added = (await eventsIn(page, ecommerce)).at(-1)!;
      expect(added.event).toBe("add_to_cart");
      expect(added.ecommerce).toMatchObject({ currency: "AED", value: (product.price * 2) / 100, items: [{ item_id: sku, quantity: 2 }] });

      expect(foreign).toEqual([]);
    });
  });
}

test.describe("cookie pages' quality", () => {
  // As in quality.spec.ts: axe needs JavaScript; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on a page with the banner and on the cookie settings", async ({ page }, testInfo) => {
    // Two pages through axe, and four documents through the Nu checker: the time the back office's judges have.
    test.setTimeout(120_000);
    const judge = await PageJudge.start(page, testInfo);
    await judge.open("a page with the cookie banner", "/delivery");
    await judge.open("cookie settings", "/consent");
    await judge.finish();
  });
});
