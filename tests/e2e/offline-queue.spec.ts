import { expect, test, type Page } from "@playwright/test";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import productAr from "../../app/locales/ar/product";
import productEn from "../../app/locales/en/product";
import { lastSmsTo, newShopper, ownClientAddress, type Shopper } from "./support/accounts";
import { checkoutTexts, choosePayment, guestDetails, homeDelivery, placedOrderNumber, startCheckout } from "./support/checkout";
import { withCommerce } from "./support/commerce";
import { simpleProduct } from "./support/products";
import { addToCart, at, expectCartCount, open, type Lang } from "./support/shop";

/**
 * What the shopper does offline (issue 23, decision 058): cart changes queued and sent once when the network is
 * back, and cash on delivery orders that wait ("Order waiting!") and are placed once, re-priced and stock-checked,
 * with the code texted when they are sent. JavaScript only: without it there is nothing to queue, and the no-JS
 * specs prove the store works as before.
 */
const texts = {
  en: { cart: cartEn, product: productEn, orders: ordersEn, checkout: checkoutTexts.en.checkout },
  ar: { cart: cartAr, product: productAr, orders: ordersAr, checkout: checkoutTexts.ar.checkout },
};

test.beforeEach(async ({ context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "queuing offline is the JavaScript layer; without it the page posts as always");
  await ownClientAddress(context);
});

let products = 0;
/** A product of this test's own (20 in stock), so no other spec's purchases move its stock; its page path. */
async function ownProduct(): Promise<{ sku: string; path: string }> {
  const code = `OQ${process.pid}${(products += 1)}${Date.now() % 100_000}`;
  await simpleProduct(code);
  return { sku: `E2E-${code}`, path: `/p/E2E-${code}/e2e-lamp-${code.toLowerCase()}` };
}

const setStock = (sku: string, qty: number) =>
  withCommerce(async (ctx) => {
    const { id } = await ctx.db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow();
    await ctx.db.updateTable("stock").set({ qty, is_in_stock: qty > 0 ? 1 : 0 }).where("product_id", "=", id).execute();
  });

const ordersBy = (email: string) =>
  withCommerce((ctx) => ctx.db.selectFrom("orders").select("increment_id").where("email", "=", email).execute());

/** The quantity of the cart page's only line, as the cart page shows it. */
async function cartLineQty(page: Page, lang: Lang): Promise<string> {
  await open(page, at(lang, "/cart"), true);
  const inputs = page.getByRole("main").getByRole("textbox", { name: new RegExp(texts[lang].cart.line.qty) });
  await expect(inputs).toHaveCount(1);
  return inputs.inputValue();
}

/**
 * Opens a page and waits until the queue's code has come (it loads after the page, components/after-load-slots.tsx):
 * a shopper goes offline later than a test does.
 */
async function openForOffline(page: Page, path: string) {
  const queueLoaded = page.waitForResponse((response) => /\/assets\/cart-tasks-[^/]*\.js$/.test(response.url()));
  await open(page, path, true);
  await queueLoaded;
}

function microcart(page: Page, lang: Lang) {
  return page.getByRole("dialog", { name: texts[lang].cart.microcart.heading });
}

test("a cart change made offline waits in the microcart and is made once when the network is back", async ({ page, context }) => {
  const lang = "en";
  const t = texts[lang];
  const product = await ownProduct();
  await openForOffline(page, at(lang, product.path));
  await context.setOffline(true);
  await page.getByLabel(t.product.cartForm.qty, { exact: true }).fill("2");
  await page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true }).click();
  const drawer = microcart(page, lang);
  await expect(drawer.getByText(t.cart.offline.waiting)).toBeVisible();
  await expect(drawer.getByText(`Add Nour Lamp`)).toBeVisible();
  await expectCartCount(page, 0);
  await context.setOffline(false);
  await expect(page.locator(".notification").filter({ hasText: t.cart.offline.sent })).toBeVisible();
  await expect(drawer.getByText(t.cart.offline.waiting)).toHaveCount(0);
  await expectCartCount(page, 2);
  expect(await cartLineQty(page, lang)).toBe("2");
});

test("a change whose answer was lost on the way is sent again and made once", async ({ page, context }) => {
  const lang = "ar";
  const t = texts[lang];
  const product = await ownProduct();
  await openForOffline(page, at(lang, product.path));
  await addToCart(page, lang, true);
  await context.setOffline(true);
  await page.getByLabel(t.product.cartForm.qty, { exact: true }).fill("٣");
  await page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true }).click();
  await expect(microcart(page, lang).getByText(t.cart.offline.waiting)).toBeVisible();
  // The server makes the change and answers; the answer never reaches the page.
  let answered!: () => void;
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route("**/cart/tasks", async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    answered();
    await route.abort("failed");
  });
  await context.setOffline(false);
  await serverAnswered;
  await page.unroute("**/cart/tasks");
  // Still waiting on this device: the page load sends it again, with the same key.
  await page.reload();
  await expectCartCount(page, 4);
  expect(await cartLineQty(page, lang)).toBe("4");
});

/** A guest with the product in the cart, on the review step with cash on delivery. */
async function atReview(page: Page, lang: Lang, productPath: string): Promise<Shopper> {
  const shopper = newShopper(lang);
  await open(page, at(lang, productPath), true);
  await addToCart(page, lang, true);
  await startCheckout(page, lang);
  await guestDetails(page, lang, shopper);
  await homeDelivery(page, lang, shopper);
  await choosePayment(page, lang, "cashondelivery");
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/review")}$`));
  return shopper;
}

/** Presses "Place order" while offline: the order waits, on this device only. */
async function placeOffline(page: Page, lang: Lang) {
  const t = texts[lang].checkout;
  await expect(page.getByText(t.offline.placeOffline)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: t.review.place, exact: true }).click();
  await expect(waitingOrder(page, lang)).toBeVisible();
}

const waitingOrder = (page: Page, lang: Lang) => page.getByRole("region", { name: texts[lang].checkout.offline.orderWaiting });

test("an order placed offline waits, then is placed once with the code texted when it is sent", async ({ page, context }) => {
  const lang = "ar";
  const t = texts[lang].checkout;
  const product = await ownProduct();
  const shopper = await atReview(page, lang, product.path);
  await context.setOffline(true);
  await placeOffline(page, lang);
  await expect(waitingOrder(page, lang).getByText(t.offline.stillOffline)).toBeVisible();
  expect(await ordersBy(shopper.email)).toEqual([]);
  await context.setOffline(false);
  await waitingOrder(page, lang).getByRole("button", { name: t.offline.send }).click();
  const code = (await lastSmsTo(shopper.mobile)).match(/\b\d{6}\b/)![0];
  await waitingOrder(page, lang).getByLabel(t.review.otp, { exact: true }).fill(code);
  await waitingOrder(page, lang).getByRole("button", { name: t.review.place, exact: true }).click();
  const number = await placedOrderNumber(page, lang);
  expect(await ordersBy(shopper.email)).toEqual([{ increment_id: number }]);
  await expect(waitingOrder(page, lang)).toHaveCount(0);
});

test("an order placed offline whose product sold out meanwhile is not placed, and says why", async ({ page, context }) => {
  const lang = "en";
  const t = texts[lang];
  const product = await ownProduct();
  const shopper = await atReview(page, lang, product.path);
  await context.setOffline(true);
  await placeOffline(page, lang);
  await setStock(product.sku, 0);
  await context.setOffline(false);
  await waitingOrder(page, lang).getByRole("button", { name: t.checkout.offline.send }).click();
  const refused = page.getByRole("region", { name: t.checkout.offline.notPlaced });
  await expect(refused.getByText(t.orders.errors["order.outOfStock"])).toBeVisible();
  expect(await ordersBy(shopper.email)).toEqual([]);
});

test("two tabs sending the same offline order at once place one order", async ({ page, context }) => {
  const lang = "en";
  const t = texts[lang].checkout;
  const product = await ownProduct();
  const shopper = await atReview(page, lang, product.path);
  const other = await context.newPage();
  await open(other, at(lang, "/checkout/review"), true);
  await context.setOffline(true);
  await placeOffline(page, lang);
  // The other tab knows of it at once: the queue is the browser's, not the tab's.
  await expect(waitingOrder(other, lang)).toBeVisible();
  await context.setOffline(false);
  const tabs = [page, other];
  await waitingOrder(other, lang).getByRole("button", { name: t.offline.send }).click();
  // The code texted for it is asked in both tabs; the shopper sends it from both at the same moment.
  await expect(waitingOrder(page, lang).getByLabel(t.review.otp, { exact: true })).toBeVisible();
  const code = (await lastSmsTo(shopper.mobile)).match(/\b\d{6}\b/)![0];
  for (const tab of tabs) await waitingOrder(tab, lang).getByLabel(t.review.otp, { exact: true }).fill(code);
  // Both posts leave before either is answered (a click waits for the page to settle; submitting does not).
  await Promise.all(tabs.map((tab) => waitingOrder(tab, lang).locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit())));
  const numbers = await Promise.all(tabs.map((tab) => placedOrderNumber(tab, lang)));
  expect(numbers[0]).toBe(numbers[1]);
  expect(await ordersBy(shopper.email)).toEqual([{ increment_id: numbers[0] }]);
});
