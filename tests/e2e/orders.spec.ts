import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../common/format";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import { newShopper, ownClientAddress, signOut, signInAs } from "./support/accounts";
import { placeOrderFor, saveCardFor } from "./support/orders";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, ready } from "./support/shop";

/**
 * The customer's side of orders (SPEC §2 my-orders, my-order, invoiceDetails, my-saved-cards), in both
 * projects and both languages. The checkout pages do not exist yet, so each order is placed by the real
 * placeOrder on the e2e database (support/orders.ts) for a customer who signed up through the pages.
 */

const texts = { en: ordersEn, ar: ordersAr };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test.beforeEach(async ({ context }) => ownClientAddress(context));

async function openPrivate(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(response?.headers()["cache-control"], path).toBe("private, no-store");
  await ready(page, javaScriptEnabled);
}

for (const lang of LANGS) {
  const t = texts[lang];
  test.describe(`orders (${lang})`, () => {
    test("the list, the order, its tax invoice, cancelling a line with its credit note, rating", async ({ page, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      const order = await placeOrderFor(shopper.email);

      await openPrivate(page, at(lang, "/my-account/orders"), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.list.heading);
      const row = page.getByRole("row", { name: new RegExp(order.incrementId) });
      await expect(row).toContainText(t.status.confirmed);
      await row.getByRole("link", { name: fill(t.list.view, { number: order.incrementId }) }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.detail.heading, { number: order.incrementId }));
      await ready(page, javaScriptEnabled);
      for (const name of order.names) await expect(page.getByRole("rowheader", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();
      await expect(page.locator(".order-totals")).toContainText(formatMoney(order.tax, lang));

      await page.getByRole("link", { name: new RegExp(fill(t.detail.invoice, { number: "\\d+" })) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.document.invoice);
      await expect(page.getByText(/\b\d{15}\b/)).toBeVisible();
      await expect(page.locator(".order-totals__row", { hasText: t.document.totalVat })).toContainText(formatMoney(order.tax, lang));
      await page.getByRole("link", { name: fill(t.document.backToOrder, { number: order.incrementId }) }).click();

      const cancel = page.locator("form.order-cancel").first();
      await cancel.getByLabel(fill(t.cancel.confirm, { name: order.names[0]! })).check();
      await cancel.getByRole("button", { name: t.cancel.submit }).click();
      await expect(notification(page, t.cancel.done)).toBeVisible();
      await expect(page.locator("form.order-cancel")).toHaveCount(1);
      await page.getByRole("link", { name: new RegExp(fill(t.detail.creditNote, { number: "\\d+" })) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.document.creditNote);
      await page.getByRole("link", { name: fill(t.document.backToOrder, { number: order.incrementId }) }).click();

      await page.getByLabel(t.rate.star5).check();
      await page.getByLabel(t.rate.comment).fill(lang === "ar" ? "توصيل سريع" : "Quick delivery");
      await page.getByRole("button", { name: t.rate.submit }).click();
      await expect(notification(page, t.rate.done)).toBeVisible();
      await expect(page.getByText(fill(t.rate.current, { rating: 5 }))).toBeVisible();
    });

    test("saved cards are listed masked and can be removed", async ({ page, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      await saveCardFor(shopper.email, "1111");
      await openPrivate(page, at(lang, "/my-account/savedcards"), javaScriptEnabled);
      await expect(page.locator(".saved-card")).toContainText("**** 1111");
      await page.getByRole("button", { name: fill(t.savedCards.removeNamed, { brand: "Visa", number: "**** 1111" }) }).click();
      await expect(notification(page, t.savedCards.removed)).toBeVisible();
      await expect(page.getByText(t.savedCards.empty)).toBeVisible();
    });

    test("another customer gets a 404; the order's link opens it signed out, without it a guest signs in", async ({ page, javaScriptEnabled }) => {
      const owner = newShopper(lang);
      await signInAs(page, lang, owner);
      const order = await placeOrderFor(owner.email);
      await page.goto(at(lang, `/my-account/order/${order.incrementId}`));
      const invoiceLink = await page.getByRole("link", { name: new RegExp(fill(t.detail.invoice, { number: "\\d+" })) }).getAttribute("href");
      await signOut(page, lang);

      await signInAs(page, lang, newShopper(lang));
      expect((await page.goto(at(lang, `/my-account/order/${order.incrementId}`)))?.status()).toBe(404);
      expect((await page.goto(invoiceLink!))?.status()).toBe(404);
      await signOut(page, lang);

      await openPrivate(page, at(lang, `/my-account/order/${order.incrementId}?key=${order.key}`), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.detail.heading, { number: order.incrementId }));
      await expect(page.getByText(t.detail.guestNote)).toBeVisible();
      await expect(page.locator("form.order-cancel")).toHaveCount(0);
      await page.goto(at(lang, `/my-account/order/${order.incrementId}?key=${order.key.slice(1)}x`));
      await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
    });
  });
}

test.describe("quality", () => {
  // As in quality.spec.ts: axe needs JavaScript on; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe finds nothing on the order pages, nor the Nu checker, in English and Arabic", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = newShopper("en");
    await signInAs(page, "en", shopper);
    const judge = await PageJudge.start(page, testInfo);
    const order = await placeOrderFor(shopper.email);
    await saveCardFor(shopper.email, "4242");
    const detail = await (await page.request.get(`/my-account/order/${order.incrementId}`)).text();
    const invoice = detail.match(/href="(\/my-account\/invoice\/[^"]+)"/)![1]!;
    const itemId = detail.match(/name="itemId" value="(\d+)"/)![1]!;
    const cancelled = await page.request.post(`/my-account/order/${order.incrementId}`, {
      form: { intent: "cancel", itemId, confirm: "on" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(cancelled.status()).toBe(303);
    const creditNote = (await (await page.request.get(`/my-account/order/${order.incrementId}`)).text()).match(/href="(\/my-account\/credit-note\/\d+)"/)![1]!;

    for (const path of ["/my-account/orders", "/my-account/ordershistory", `/my-account/order/${order.incrementId}`, invoice, creditNote, "/my-account/savedcards"]) {
      await judge.open("order pages", path);
    }
    await judge.finish();
  });
});
