import { expect, test, type Page } from "@playwright/test";
import identityAr from "../../commerce/locales/ar/identity";
import identityEn from "../../commerce/locales/en/identity";
import { accountTexts, addCustomerSession, newShopper, ownClientAddress, signIn, type Shopper } from "./support/accounts";
import { axeViolations, PageJudge } from "./support/quality";
import { at, LANGS, open, type Lang } from "./support/shop";

/**
 * "Continue with Google" through the built-in test identity provider (decision 059), with JavaScript on and off:
 * a new shopper lands signed in with the name they gave the provider; a shopper whose e-mail has a password account
 * is asked for the password once, and after that the provider alone signs them in.
 */
const identityTexts = { en: identityEn, ar: identityAr };

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** From the sign-in page through "Continue with Google" to the provider's consent page, answered as `shopper`. */
async function continueWithGoogle(page: Page, lang: Lang, shopper: Shopper): Promise<void> {
  const t = accountTexts[lang].social;
  await page.getByRole("link", { name: t.continueWith.replace("{{provider}}", t.provider.google) }).click();
  const consent = identityTexts[lang];
  await expect(page).toHaveURL(/\/test-identity\/google\/authorize\?/);
  await page.getByLabel(consent.givenName).fill(shopper.firstname);
  await page.getByLabel(consent.familyName).fill(shopper.lastname);
  await page.getByLabel(consent.email, { exact: true }).fill(shopper.email);
  await page.getByLabel(consent.emailVerified).check();
  await page.getByRole("button", { name: consent.continue }).click();
}

const dashboardHeading = (lang: Lang, shopper: Shopper) => accountTexts[lang].dashboard.heading.replace("{{name}}", shopper.firstname);

for (const lang of LANGS) {
  test.describe(`social sign-in (${lang})`, () => {
    test("a new shopper signs in with Google and lands signed in with their name", async ({ page }, testInfo) => {
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const shopper = newShopper(lang);
      await open(page, at(lang, "/sign-in"), javaScriptEnabled);
      await continueWithGoogle(page, lang, shopper);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dashboardHeading(lang, shopper));
    });

    test("a password account is linked after its password signs in once; then Google alone signs in", async ({ page, browser }, testInfo) => {
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const shopper = newShopper(lang);
      const elsewhere = await browser.newContext();
      await addCustomerSession(elsewhere, lang, shopper);
      await elsewhere.close();

      await open(page, at(lang, "/sign-in"), javaScriptEnabled);
      await continueWithGoogle(page, lang, shopper);
      const t = accountTexts[lang].social;
      await expect(page.getByRole("status").filter({ hasText: shopper.email })).toContainText(
        t.passwordFirst.split("{{email}}")[1]!.split("{{provider}}")[0]!.trim(),
      );
      await signIn(page, lang, shopper.email, shopper.password);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dashboardHeading(lang, shopper));

      await page.context().clearCookies();
      await open(page, at(lang, "/sign-in"), javaScriptEnabled);
      await continueWithGoogle(page, lang, shopper);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dashboardHeading(lang, shopper));
    });
  });
}

test.describe("social sign-in pages' quality", () => {
  // As in quality.spec.ts: axe needs JavaScript; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("the sign-in page with the providers and the consent page, in both languages", async ({ page }, testInfo) => {
    const judge = await PageJudge.start(page, testInfo);
    await judge.open("sign-in with providers", "/sign-in");
    const problems: string[] = [];
    for (const lang of LANGS) {
      const t = accountTexts[lang].social;
      await page.goto(at(lang, "/sign-in"));
      await page.getByRole("link", { name: t.continueWith.replace("{{provider}}", t.provider.apple) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(identityTexts[lang].providerName.apple);
      problems.push(...(await axeViolations(page, `consent page (${lang})`)));
      judge.keep(`consent page (${lang})`, await (await page.request.get(page.url())).text());
    }
    expect(problems, problems.join("\n")).toEqual([]);
    await judge.finish();
  });
});
