import { expect, test, type Page, type TestInfo } from "@playwright/test";
import locatorAr from "../../app/locales/ar/locator";
import mailAr from "../../commerce/locales/ar/mail";
import locatorEn from "../../app/locales/en/locator";
import mailEn from "../../commerce/locales/en/mail";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { accountTexts, arabicDigits, lastEmailTo, newShopper, ownClientAddress, signInAs } from "./support/accounts";
import { at, findSimpleProduct, LANGS, open, type Lang } from "./support/shop";

/**
 * The store locator, store visits and delivery estimates through the pages, in both projects (JavaScript off:
 * GET forms and a page form that answers 400 with the page; on: the same forms enhanced) and both languages.
 * Visits book slots 13 and 12 days ahead, each run its own time, so parallel runs never share a slot.
 */

const texts = { en: { locator: locatorEn, mail: mailEn }, ar: { locator: locatorAr, mail: mailAr } };
const storeNames = { en: { moe: "Mall of the Emirates", ajman: "City Centre Ajman" }, ar: { moe: "مول الإمارات", ajman: "سيتي سنتر عجمان" } };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** 0–3: which of the four runs (project × language) this is, for a slot of its own. */
const runOf = (testInfo: TestInfo, lang: Lang) => (testInfo.project.name === "js-on" ? 0 : 2) + (lang === "ar" ? 1 : 0);

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]!);

const storeHeadings = (page: Page) => page.locator(".store-card h2");

/** Step one of a visit without JavaScript too: the store, then the day (`dayIndex` days from today). */
async function chooseStoreAndDay(page: Page, lang: Lang, javaScriptEnabled: boolean, store: string, dayIndex: number) {
  const t = texts[lang].locator.visit;
  await open(page, at(lang, "/schedule-store-visit"), javaScriptEnabled);
  await page.getByLabel(t.store, { exact: true }).selectOption(store);
  await page.getByRole("button", { name: t.showSlots }).click();
  await expect(page).toHaveURL(new RegExp(`\\?store=${store}`));
  await page.getByLabel(t.date, { exact: true }).selectOption({ index: dayIndex });
  await page.getByRole("button", { name: t.showSlots }).click();
  await expect(page).toHaveURL(/&date=\d{4}-\d{2}-\d{2}/);
}

for (const lang of LANGS) {
  const t = texts[lang].locator;

  test.describe(`store locator (${lang})`, () => {
    test("filters the stores by emirate, then by area", async ({ page, javaScriptEnabled }) => {
      await open(page, at(lang, "/store-locator"), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.stores.heading);
      expect(await storeHeadings(page).count()).toBe(18);

      await page.getByLabel(t.stores.emirate, { exact: true }).selectOption("DXB");
      await page.getByRole("button", { name: t.stores.show }).click();
      await expect(page).toHaveURL(/\?emirate=DXB/);
      await expect(storeHeadings(page)).toHaveCount(5);
      await expect(storeHeadings(page).first()).toHaveText(storeNames[lang].moe);

      const area = page.getByLabel(t.stores.area, { exact: true });
      await area.selectOption({ label: lang === "ar" ? "البرشاء، دبي" : "Al Barsha, Dubai" });
      await page.getByRole("button", { name: t.stores.show }).click();
      await expect(page).toHaveURL(/&area=\d+/);
      await expect(storeHeadings(page)).toHaveText([storeNames[lang].moe]);
      const card = page.locator(".store-card");
      await expect(card.getByRole("link", { name: t.stores.map })).toHaveAttribute("href", "https://maps.google.com/?q=25.118107,55.200608");
      await expect(card.getByText(t.services.appleAuthorised)).toBeVisible();
      await expect(card.getByText(t.weekdays.friday)).toBeVisible();
    });

    test("an emirate it does not know is a 404 with a message, never an error page", async ({ page }) => {
      const response = await page.goto(at(lang, "/store-locator?emirate=ZZZ"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("alert")).toHaveText(t.errors["locator.emirateNotFound"]);
      await expect(page.getByLabel(t.stores.emirate, { exact: true })).toBeVisible();
    });

    test("the product page leads to the stores holding it and estimates its delivery", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct();
      await open(page, at(lang, product.path), javaScriptEnabled);
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

      await page.getByLabel(t.product.emirate, { exact: true }).selectOption("FUJ");
      await page.getByRole("button", { name: t.product.estimate }).click();
      await expect(page).toHaveURL(/\?emirate=FUJ/);
      const emirate = lang === "ar" ? "الفجيرة" : "Fujairah";
      await expect(page.getByText(fill(t.product.estimateFor, { emirate }))).toBeVisible();
      await expect(page.locator(".product-stores__estimates li")).toHaveCount(2);
      await expect(page.locator(".product-stores__estimates li").first()).toContainText(t.methods.standard);

      await page.getByRole("link", { name: t.product.availability }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/store-locator")}\\?sku=`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.stores.productHeading, { name }));
      expect(await storeHeadings(page).count()).toBeGreaterThan(0);
      await page.getByRole("link", { name: fill(t.stores.backToProduct, { name }) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    });
  });

  test.describe(`store visit (${lang})`, () => {
    test("books a visit: the confirmation page and the e-mail in the shopper's language; moves it, then cancels it", async ({ page, javaScriptEnabled }, testInfo) => {
      const shopper = newShopper(lang);
      const fullName = `${shopper.firstname} ${shopper.lastname}`;
      await chooseStoreAndDay(page, lang, javaScriptEnabled, "DXB-MOE", 13);
      const form = page.locator("#store-visit-form");
      const slot = form.getByLabel(t.visit.slot, { exact: true });
      await slot.selectOption({ index: runOf(testInfo, lang) });
      const time = (await slot.inputValue()).trim();
      await form.getByLabel(t.visit.fullName, { exact: true }).fill(fullName);
      await form.getByLabel(t.visit.mobile, { exact: true }).fill(lang === "ar" ? arabicDigits(`0${shopper.mobile}`) : `0${shopper.mobile}`);
      await form.getByLabel(t.visit.email, { exact: true }).fill(shopper.email);
      await form.getByLabel(t.visit.comment, { exact: true }).fill(lang === "ar" ? "أريد تجربة السماعات" : "I would like to try the headphones");
      await form.getByRole("button", { name: t.visit.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${at(lang, "/schedule-store-visit")}/[0-9a-f]{32}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirmed.heading);
      await expect(page.getByText(fill(t.confirmed.body, { name: fullName }))).toBeVisible();
      await expect(page.getByText(fill(t.confirmed.emailSent, { email: shopper.email }))).toBeVisible();
      await expect(page.locator(".store-visit__summary")).toContainText(time);

      const mail = await lastEmailTo(shopper.email, fill(texts[lang].mail.storeVisit.subject, { store: storeNames[lang].moe }));
      expect(mail).toContain(fullName);
      expect(mail).toContain(time);
      expect(mail).toContain(new URL(page.url()).pathname);

      // From the e-mail's link: moved to another free time that day, then cancelled once confirmed.
      const times = page.getByRole("group", { name: t.manage.moveTime });
      const later = times.getByRole("radio").nth(4 + runOf(testInfo, lang));
      const newTime = (await later.getAttribute("value"))!;
      await later.check();
      await page.getByRole("button", { name: t.manage.move }).click();
      await expect(page.getByText(t.manage.moved)).toBeVisible();
      await expect(page.locator(".store-visit__summary")).toContainText(newTime);
      await page.getByRole("button", { name: t.manage.cancel }).click();
      await expect(page.getByLabel(t.manage.cancelConfirm)).toHaveAccessibleDescription(t.manage.confirmRequired);
      await page.getByLabel(t.manage.cancelConfirm).check();
      await page.getByRole("button", { name: t.manage.cancel }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.manage.cancelledHeading);
    });

    test("a refused booking keeps what was typed, each error next to its field; a full slot says so", async ({ page, request, javaScriptEnabled }, testInfo) => {
      const shopper = newShopper(lang);
      await chooseStoreAndDay(page, lang, javaScriptEnabled, "AJM-CC", 12);
      const form = page.locator("#store-visit-form");
      const slot = form.getByLabel(t.visit.slot, { exact: true });
      await slot.selectOption({ index: runOf(testInfo, lang) });
      const time = await slot.inputValue();
      const comment = "x".repeat(101);
      await form.getByLabel(t.visit.fullName, { exact: true }).fill("L");
      await form.getByLabel(t.visit.mobile, { exact: true }).fill("04 123 4567");
      await form.getByLabel(t.visit.email, { exact: true }).fill(shopper.email);
      await form.getByLabel(t.visit.comment, { exact: true }).fill(comment);
      await form.getByRole("button", { name: t.visit.submit }).click();

      const account = accountTexts[lang].validation;
      await expect(form.getByLabel(t.visit.fullName, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(account.nameInvalid)).toBeVisible();
      await expect(page.getByText(account.mobileInvalid)).toBeVisible();
      await expect(page.getByText(t.validation.commentTooLong)).toBeVisible();
      await expect(form.getByLabel(t.visit.fullName, { exact: true })).toHaveValue("L");
      await expect(form.getByLabel(t.visit.mobile, { exact: true })).toHaveValue("04 123 4567");
      await expect(form.getByLabel(t.visit.email, { exact: true })).toHaveValue(shopper.email);
      await expect(form.getByLabel(t.visit.comment, { exact: true })).toHaveValue(comment);

      // Three other shoppers take the slot while this one corrects the form.
      const url = new URL(page.url());
      const honeypot = await form.locator("[hidden] input").getAttribute("name");
      for (let i = 0; i < 3; i++) {
        const other = newShopper(lang);
        const booked = await request.post(url.pathname + url.search, {
          form: { store: "AJM-CC", date: url.searchParams.get("date")!, slot: time, full_name: "Omar Khalid", mobile: `0${other.mobile}`, email: other.email, [honeypot!]: "" },
          headers: { Origin: url.origin, "X-Forwarded-For": `10.200.${runOf(testInfo, lang)}.${i + 1}` },
          maxRedirects: 0,
        });
        expect(booked.status()).toBe(303);
      }
      await form.getByLabel(t.visit.fullName, { exact: true }).fill(lang === "ar" ? "عمر خالد" : "Omar Khalid");
      await form.getByLabel(t.visit.mobile, { exact: true }).fill(lang === "ar" ? arabicDigits(`0${shopper.mobile}`) : `0${shopper.mobile}`);
      await form.getByLabel(t.visit.comment, { exact: true }).fill("");
      await form.getByRole("button", { name: t.visit.submit }).click();
      await expect(page.getByText(t.errors["visit.slotFull"])).toBeVisible();
      await expect(form.getByLabel(t.visit.email, { exact: true })).toHaveValue(shopper.email);
      await expect(form.getByLabel(t.visit.fullName, { exact: true })).toHaveValue(lang === "ar" ? "عمر خالد" : "Omar Khalid");
      await expect(form.getByRole("option", { name: new RegExp(`^${time} `) })).toHaveCount(0);
    });

    test("a signed-in customer finds their details filled in, and the visit booked in their account, where they cancel it", async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      await chooseStoreAndDay(page, lang, javaScriptEnabled, "DXB-DM", 13);
      const form = page.locator("#store-visit-form");
      await expect(form.getByLabel(t.visit.fullName, { exact: true })).toHaveValue(`${shopper.firstname} ${shopper.lastname}`);
      await expect(form.getByLabel(t.visit.mobile, { exact: true })).toHaveValue(formatUaeMobile(shopper.mobile));
      await expect(form.getByLabel(t.visit.email, { exact: true })).toHaveValue(shopper.email);
      await form.getByLabel(t.visit.slot, { exact: true }).selectOption({ index: runOf(testInfo, lang) });
      await form.getByRole("button", { name: t.visit.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirmed.heading);

      await open(page, at(lang, "/my-account"), javaScriptEnabled);
      await page.getByRole("navigation", { name: accountTexts[lang].nav.label }).getByRole("link", { name: accountTexts[lang].nav.storeVisits }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.mine.heading);
      const store = (await page.getByRole("heading", { level: 2 }).first().textContent())!;
      await page.getByRole("link", { name: fill(t.mine.manage, { store }) }).click();
      await page.getByLabel(t.manage.cancelConfirm).check();
      await page.getByRole("button", { name: t.manage.cancel }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.manage.cancelledHeading);
      await open(page, at(lang, "/my-account/store-visits"), javaScriptEnabled);
      await expect(page.getByRole("listitem").filter({ hasText: store })).toContainText(t.mine.cancelled);
    });

    test("a store it does not know is a 404 with a message", async ({ page }) => {
      const response = await page.goto(at(lang, "/schedule-store-visit?store=XYZ-999"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("alert")).toHaveText(t.errors["locator.storeNotFound"]);
    });
  });

  test(`the delivery page explains the checkout's own rules (${lang})`, async ({ page, javaScriptEnabled }) => {
    await open(page, at(lang, "/delivery"), javaScriptEnabled);
    const methods = page.locator(".delivery-table").first();
    await expect(methods.getByRole("row")).toHaveCount(5);
    await expect(methods.getByRole("rowheader", { name: t.methods.express })).toBeVisible();
    const emirates = page.locator(".delivery-table").nth(1);
    await expect(emirates.getByRole("row")).toHaveCount(8);
    await expect(page.getByText(fill(t.delivery.cutoff, { hour: "18" }))).toBeVisible();
  });
}
