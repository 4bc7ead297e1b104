import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import { NEWSLETTER_POPUP_DONE, NEWSLETTER_POPUP_KEY } from "../../app/lib/newsletter-popup";
import locatorAr from "../../app/locales/ar/locator";
import locatorEn from "../../app/locales/en/locator";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import { lastEmailTo, ownClientAddress } from "./support/accounts";
import { axeViolations } from "./support/quality";
import { at, LANGS, open } from "./support/shop";

/**
 * The newsletter's popup (issue 24): with JavaScript it opens once, on the second page a browser shows, never while
 * the cookie banner waits for an answer nor on the cart, and subscribes like the footer's form (decision 061);
 * without JavaScript there is none. The other specs' browsers start with it done (playwright.config.ts); these start
 * with nothing stored.
 */

test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(async ({ context }) => ownClientAddress(context));

const commonTexts = { en: commonEn, ar: commonAr };
const mailTexts = { en: mailEn, ar: mailAr };
const locatorTexts = { en: locatorEn, ar: locatorAr };

/** The cookie banner answered, as a browser that answered it on an earlier visit. */
const consentAnswered = (context: BrowserContext, baseURL: string) => context.addCookies([{ name: "__consent", value: "necessary", url: baseURL }]);

/** What the popup remembers in this browser: once it counted the page shown, the page's count (or done). */
const remembered = (page: Page) => page.evaluate((key) => localStorage.getItem(key), NEWSLETTER_POPUP_KEY);

for (const lang of LANGS) {
  const t = commonTexts[lang].newsletter;

  test.describe(`the newsletter's popup (${lang})`, () => {
    test("opens on the second page, and the address given in it is e-mailed a confirmation link", async ({ page, context, baseURL, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the popup needs JavaScript; without it the footer's form is tested in newsletter.spec.ts");
      await consentAnswered(context, baseURL!);
      const popup = page.getByRole("dialog", { name: t.popupHeading });
      await open(page, at(lang, "/delivery"), javaScriptEnabled);
      await expect.poll(() => remembered(page)).toBe("1");
      await expect(popup).toBeHidden();

      await page.getByRole("contentinfo").getByRole("link", { name: commonTexts[lang].footer.storeLocator }).click();
      await expect(page.getByRole("heading", { level: 1, name: locatorTexts[lang].stores.heading })).toBeVisible();
      await expect(popup).toBeVisible();
      // An address the browser lets through and the store refuses: the error by the field, in the popup.
      const field = popup.getByLabel(t.emailLabel, { exact: true });
      await field.fill("noura@example");
      await popup.getByRole("button", { name: t.submit }).click();
      await expect(field).toHaveAccessibleDescription(new RegExp(commonTexts[lang].validation.emailInvalid));
      const email = `popup.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ae`;
      await field.fill(email);
      await popup.getByRole("button", { name: t.submit }).click();
      await expect(popup.getByRole("status")).toHaveText(t.checkInbox);
      const confirmation = await lastEmailTo(email, mailTexts[lang].newsletterConfirm.subject);
      expect(confirmation).toMatch(/\/newsletter\/confirm\?token=/);

      await popup.getByRole("button", { name: t.popupClose }).click();
      await expect(popup).toBeHidden();
    });

    test("waits for the cookie banner's answer, skips the cart, and once dismissed does not open again", async ({ page, javaScriptEnabled }) => {
      const popup = page.getByRole("dialog", { name: t.popupHeading });
      const banner = page.getByRole("region", { name: commonTexts[lang].consent.heading });
      await open(page, at(lang, "/delivery"), javaScriptEnabled);
      // The popup's code loads after the page: a shopper reads a page longer than a test does before the next.
      if (javaScriptEnabled) await expect.poll(() => remembered(page)).toBe("1");
      await open(page, at(lang, "/store-locator"), javaScriptEnabled);
      await expect(banner).toBeVisible();
      if (javaScriptEnabled) await expect.poll(() => remembered(page)).toBe("2");
      await expect(popup).toBeHidden();

      await banner.getByRole("button", { name: commonTexts[lang].consent.necessaryOnly }).click();
      await expect(banner).toBeHidden();
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      if (javaScriptEnabled) await expect.poll(() => remembered(page)).toBe("3");
      await expect(popup).toBeHidden();

      await open(page, at(lang, "/trade-in"), javaScriptEnabled);
      if (!javaScriptEnabled) {
        // Without JavaScript there is no popup at all: the footer's form is the way to subscribe.
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page.getByRole("form", { name: t.heading }).getByLabel(t.emailLabel, { exact: true })).toBeVisible();
        return;
      }
      await expect(popup).toBeVisible();
      await expect(popup.getByRole("button", { name: t.popupClose })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();

      await open(page, at(lang, "/delivery"), javaScriptEnabled);
      await expect.poll(() => remembered(page)).toBe(NEWSLETTER_POPUP_DONE);
      await expect(popup).toBeHidden();
    });
  });
}

test.describe("newsletter popup's quality", () => {
  test.use({ javaScriptEnabled: true });

  // axe only: the popup is never in the HTML the server sends, which is what the Nu checker reads.
  test("axe finds nothing on a page with the popup open, in both languages", async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, "the popup needs JavaScript; one project judges it");
    await consentAnswered(context, baseURL!);
    // Every page is the second one seen: the popup opens on each.
    await page.addInitScript((key) => localStorage.setItem(key, "1"), NEWSLETTER_POPUP_KEY);
    const problems: string[] = [];
    for (const lang of LANGS) {
      await page.goto(at(lang, "/delivery"));
      await expect(page.getByRole("dialog", { name: commonTexts[lang].newsletter.popupHeading })).toBeVisible();
      problems.push(...(await axeViolations(page, `the newsletter popup (${lang})`)));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
