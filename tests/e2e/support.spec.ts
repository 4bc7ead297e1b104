import { expect, test, type Page } from "@playwright/test";
import accountAr from "../../app/locales/ar/account";
import accountEn from "../../app/locales/en/account";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import supportAr from "../../app/locales/ar/support";
import supportEn from "../../app/locales/en/support";
import { arabicDigits, lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { at, LANGS, listingProducts, notification, open, ready } from "./support/shop";

/**
 * The contact form, "share by e-mail" and a guest's recently viewed strip through the pages, in both projects
 * (JavaScript off: page forms answered with the page, 400 with the errors next to their fields; on: the same
 * forms, enhanced) and both languages. The strip is checked on pages from the shared cache, filled for the
 * guest, and after hydration with JavaScript.
 */

const texts = {
  en: { support: supportEn, account: accountEn, mail: mailEn },
  ar: { support: supportAr, account: accountAr, mail: mailAr },
};

test.beforeEach(async ({ context }) => ownClientAddress(context));

function fill(mail: string, values: Record<string, string>) {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), mail);
}

for (const lang of LANGS) {
  const t = texts[lang];

  test(`contact us (${lang}): errors next to their fields with the typed values kept, then sent with a reference`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const shopper = newShopper(lang);
    await open(page, at(lang, "/customer-support/contact-us"), javaScriptEnabled);
    const form = page.getByRole("main");
    const c = t.support.contact;
    // The customer care numbers the staff keep in the CMS page of this path (seeded), under the form.
    await expect(form.getByRole("link", { name: "800 2345" })).toHaveAttribute("href", "tel:8002345");
    await form.getByLabel(c.name, { exact: true }).fill("M");
    await form.getByLabel(c.email, { exact: true }).fill(shopper.email);
    await form.getByLabel(c.mobile, { exact: true }).fill(lang === "ar" ? arabicDigits(`0${shopper.mobile}`) : `0${shopper.mobile}`);
    await form.getByLabel(c.topic, { exact: true }).selectOption("delivery");
    await form.getByLabel(c.comment, { exact: true }).fill("x".repeat(101));
    await form.getByRole("button", { name: c.submit }).click();

    await expect(form.getByLabel(c.name, { exact: true })).toHaveAccessibleDescription(t.account.validation.nameInvalid);
    await expect(form.getByLabel(c.comment, { exact: true })).toHaveAccessibleDescription(
      new RegExp(t.support.validation.textTooLong.replace(/[.()]/g, "\\$&")),
    );
    await expect(form.getByLabel(c.email, { exact: true })).toHaveValue(shopper.email);
    await expect(form.getByLabel(c.topic, { exact: true })).toHaveValue("delivery");
    await expect(form.getByLabel(c.comment, { exact: true })).toHaveValue("x".repeat(101));

    await form.getByLabel(c.name, { exact: true }).fill(`${shopper.firstname} ${shopper.lastname}`);
    await form.getByLabel(c.comment, { exact: true }).fill(lang === "ar" ? "لم يصل طلبي بعد." : "My order has not arrived yet.");
    await form.getByRole("button", { name: c.submit }).click();

    await expect(page.getByRole("heading", { level: 1, name: c.sentHeading })).toBeVisible();
    const reference = /CS-\d{6}/.exec((await page.getByRole("status").filter({ hasText: "CS-" }).textContent())!)![0];
    const mail = await lastEmailTo(shopper.email, fill(t.mail.contactReceived.subject, { reference }));
    expect(mail).toContain(reference);
  });

  test(`share by e-mail (${lang}): from a product page to the share page, errors then sent`, async ({ page, request, javaScriptEnabled }) => {
    const [productPath] = await listingProducts(request, "/c/cables");
    await open(page, at(lang, productPath!), javaScriptEnabled);
    const product = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const s = t.support.share;
    await page.getByRole("link", { name: s.heading, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(s.pageHeading, { product }));
    const friend = newShopper(lang).email;
    await page.getByLabel(s.friendEmail, { exact: true }).fill("not-an-address");
    // A link in the message is refused: the e-mail leaves from the store's own address.
    await page.getByLabel(s.message, { exact: true }).fill("Refund: evil[.]example/refund");
    await page.getByRole("button", { name: s.submit }).click();

    await expect(page.getByLabel(s.friendEmail, { exact: true })).toHaveAccessibleDescription(t.account.validation.emailInvalid);
    await expect(page.getByLabel(s.message, { exact: true })).toHaveAccessibleDescription(new RegExp(t.support.validation.messageLink.replace(/[.:]/g, "\\$&")));
    await expect(page.getByLabel(s.message, { exact: true })).toHaveValue("Refund: evil[.]example/refund");

    await page.getByLabel(s.friendEmail, { exact: true }).fill(friend);
    await page.getByLabel(s.message, { exact: true }).fill(lang === "ar" ? "شاهد هذا" : "Look at this");
    await page.getByRole("button", { name: s.submit }).click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("status").filter({ hasText: fill(s.sent, { product }) })).toBeVisible();
    } else {
      await expect(notification(page, s.sentFlash)).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(s.pageHeading, { product }));
    await page.getByRole("link", { name: fill(s.back, { product }) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product);
    // A guest is named by nobody's typing: the store says a visitor sent it.
    const mail = await lastEmailTo(friend, fill(t.mail.shareProduct.subject, { sender: t.mail.shareProduct.visitor, product }));
    expect(mail).toContain(`${lang === "ar" ? "/ar" : ""}${productPath}`);
  });

  test(`a guest's recently viewed products (${lang}): the strip on product and home pages from the cache`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const [first, second] = (await listingProducts(request, "/c/power-banks")).map((path) => at(lang, path));
    const strip = (p: Page) => p.getByRole("region", { name: t.support.recentlyViewed.heading });
    const linksOf = async (p: Page) => strip(p).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

    await open(page, first!, javaScriptEnabled);
    await expect(strip(page)).toHaveCount(0);

    const secondPage = await page.goto(second!);
    expect(secondPage?.headers()["x-cache"]).toBe("PERSONALISED");
    await ready(page, javaScriptEnabled);
    expect(await linksOf(page)).toEqual([first]);

    const home = await page.goto(at(lang, "/"));
    expect(home?.headers()["x-cache"]).toBe("PERSONALISED");
    await ready(page, javaScriptEnabled);
    // With JavaScript, after hydration: what the server filled in is still there.
    await expect(strip(page)).toBeVisible();
    expect(await linksOf(page)).toEqual([second, first]);
    await expect(strip(page).getByRole("heading", { level: 2 })).toHaveText(t.support.recentlyViewed.heading);
  });
}
