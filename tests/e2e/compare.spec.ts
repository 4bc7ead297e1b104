import { expect, test, type Page } from "@playwright/test";
import compareAr from "../../app/locales/ar/compare";
import compareEn from "../../app/locales/en/compare";
import { COMPARE_MAX } from "../../commerce/contract/compare";
import { newShopper, ownClientAddress, signIn, signOut, signUp } from "./support/accounts";
import { at, LANGS, listingProducts, notification, open, type Lang } from "./support/shop";
import { translate } from "./support/texts";

/**
 * Comparing products through the pages, in both projects (JavaScript off: every control is a form, POST → 303 →
 * GET with a flash message; on: fetchers) and both languages: adding from a listing card and a product page, the
 * table with its differences, the only-differences view, removing and clearing, the limit of four and of one
 * family, and a customer's list kept in their account across sign-out and sign-in.
 */

const texts = { en: compareEn, ar: compareAr };
const PHONES = "/c/smartphones";
const TELEVISIONS = "/c/televisions";

test.beforeEach(async ({ context }) => ownClientAddress(context));

function card(page: Page, lang: Lang, productPath: string) {
  return page.locator(".product-card").filter({ has: page.locator(`a[href="${at(lang, productPath)}"]`) });
}

/**
 * Presses "Compare" on the product's card in the listing that is open and waits for the answer: the fetcher's, or
 * without JavaScript the listing loaded again after the 303; the product's name.
 */
async function compareFromCard(page: Page, lang: Lang, productPath: string, javaScriptEnabled: boolean): Promise<string> {
  const productCard = card(page, lang, productPath);
  const name = (await productCard.getByRole("heading").textContent())!.trim();
  const answered = javaScriptEnabled
    ? page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(at(lang, "/compare")),
      )
    : page.waitForEvent("load");
  await productCard.getByRole("button", { name: `${texts[lang].card.button} ${name}`, exact: true }).click();
  await answered;
  return name;
}

/** Opens the product's page and presses "Add to compare"; the product's name. */
async function compareFromPage(page: Page, lang: Lang, productPath: string, javaScriptEnabled: boolean): Promise<string> {
  await open(page, at(lang, productPath), javaScriptEnabled);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: texts[lang].product.add, exact: true }).click();
  return name;
}

const compared = (page: Page, name: string) => page.getByRole("columnheader", { name, exact: true });

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`compare (${lang})`, () => {
    test("add from a listing and a product page, see what differs, only the differences, remove and clear", async ({
      page,
      request,
      javaScriptEnabled,
    }) => {
      const phones = await listingProducts(request, PHONES);
      await open(page, at(lang, PHONES), javaScriptEnabled);
      const first = await compareFromCard(page, lang, phones[0]!, javaScriptEnabled);
      await expect(notification(page, t.notifications.added)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(at(lang, PHONES));
      const second = await compareFromPage(page, lang, phones[1]!, javaScriptEnabled);
      await expect(notification(page, t.notifications.added)).toBeVisible();

      await page.getByRole("link", { name: t.product.view }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.heading);
      const table = page.getByRole("table", { name: t.page.caption });
      await expect(compared(page, first)).toBeVisible();
      await expect(compared(page, second)).toBeVisible();
      await expect(page.getByText(translate(lang, "compare:page.count", { count: 2, max: COMPARE_MAX }))).toBeVisible();
      // A row that differs says so in its header, not by colour alone.
      const differing = table.getByRole("rowheader").filter({ hasText: t.page.differs });
      await expect(differing.first()).toBeVisible();
      const differences = await differing.count();

      await page.getByRole("link", { name: t.page.onlyDifferences }).click();
      await expect(page).toHaveURL(/\?only=differences$/);
      // The price and actions rows, and the specifications that differ, all of them.
      const onlyDifferences = page.getByRole("table", { name: t.page.captionDifferences });
      await expect(onlyDifferences.getByRole("rowheader")).toHaveCount(differences + 2);
      await expect(onlyDifferences.getByRole("rowheader").filter({ hasText: t.page.differs })).toHaveCount(differences);
      await page.getByRole("link", { name: t.page.showAll }).click();
      await expect(page.getByRole("table", { name: t.page.caption })).toBeVisible();

      await open(page, at(lang, "/compare"), javaScriptEnabled);
      await page.getByRole("button", { name: `${t.page.remove} ${first}`, exact: true }).click();
      await expect(notification(page, t.notifications.removed)).toBeVisible();
      await expect(compared(page, first)).toHaveCount(0);
      await expect(compared(page, second)).toBeVisible();

      await page.getByRole("button", { name: t.page.clearAll }).click();
      await expect(notification(page, t.notifications.cleared)).toBeVisible();
      await expect(page.getByText(translate(lang, "compare:page.empty", { count: COMPARE_MAX }))).toBeVisible();
      await page.getByRole("link", { name: t.page.browse }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === "ar" ? "/ar" : "/"}$`));
    });

    test("four products at most, all of one kind: a fifth and a television are refused, saying why", async ({
      page,
      request,
      javaScriptEnabled,
    }) => {
      const phones = await listingProducts(request, PHONES);
      await open(page, at(lang, PHONES), javaScriptEnabled);
      const names: string[] = [];
      // With JavaScript the same message is not shown twice in a row (SPEC §4): the table below lists the four.
      for (const productPath of phones.slice(0, COMPARE_MAX)) {
        names.push(await compareFromCard(page, lang, productPath, javaScriptEnabled));
      }
      await compareFromCard(page, lang, phones[COMPARE_MAX]!, javaScriptEnabled);
      await expect(notification(page, t.errors.compare.full)).toBeVisible();

      const [television] = await listingProducts(request, TELEVISIONS);
      await compareFromPage(page, lang, television!, javaScriptEnabled);
      await expect(notification(page, t.errors.compare.otherFamily)).toBeVisible();

      await open(page, at(lang, "/compare"), javaScriptEnabled);
      for (const name of names) await expect(compared(page, name)).toBeVisible();
      await expect(page.getByRole("columnheader")).toHaveCount(COMPARE_MAX);
    });

    test("a customer's list joins what they compared as a guest, and is theirs again after signing out and in", async ({
      page,
      request,
      javaScriptEnabled,
    }) => {
      const phones = await listingProducts(request, PHONES);
      await open(page, at(lang, PHONES), javaScriptEnabled);
      const asGuest = await compareFromCard(page, lang, phones[2]!, javaScriptEnabled);
      await expect(notification(page, t.notifications.added)).toBeVisible();

      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      const signedIn = await compareFromPage(page, lang, phones[3]!, javaScriptEnabled);
      await expect(notification(page, t.notifications.added)).toBeVisible();
      await open(page, at(lang, "/compare"), javaScriptEnabled);
      await expect(compared(page, asGuest)).toBeVisible();
      await expect(compared(page, signedIn)).toBeVisible();

      await signOut(page, lang);
      await open(page, at(lang, "/compare"), javaScriptEnabled);
      await expect(page.getByText(translate(lang, "compare:page.empty", { count: COMPARE_MAX }))).toBeVisible();

      await signIn(page, lang, shopper.email, shopper.password);
      await expect(page).not.toHaveURL(/\/sign-in/);
      await open(page, at(lang, "/compare"), javaScriptEnabled);
      await expect(compared(page, asGuest)).toBeVisible();
      await expect(compared(page, signedIn)).toBeVisible();
    });
  });
}
