import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import checkoutAr from "../../app/locales/ar/checkout";
import checkoutEn from "../../app/locales/en/checkout";
import productAr from "../../app/locales/ar/product";
import productEn from "../../app/locales/en/product";
import {
  addToCart,
  at,
  expectCartCount,
  findSimpleProduct,
  LANGS,
  listingProducts,
  notification,
  open,
  ready,
  type Lang,
} from "./support/shop";
import { newShopper } from "./support/accounts";
import { choosePayment, guestDetails, homeDelivery, startCheckout } from "./support/checkout";
import { translate } from "./support/texts";

/**
 * The cart, in both projects (JavaScript on: fetchers, microcart, dialogs; off: plain forms, POST → 303 →
 * GET, confirmation page) and in both languages. Products are found through the site (category listings
 * and option links), coupon and gift-card codes are the seeded demo ones (commerce/seed/store-setup.ts).
 * Every test has its own browser context, so its own cart.
 *
 * Totals are checked to the fils against the rules of docs/cart-api.md: subtotal = sum of the line totals;
 * percent codes per line, rounded half up; delivery AED 25 below an AED 500 subtotal, else free; gift wrap
 * AED 15; VAT = the 5% contained in the total before gift cards; gift cards take at most their balance.
 */

const texts = { en: { cart: cartEn, checkout: checkoutEn, product: productEn }, ar: { cart: cartAr, checkout: checkoutAr, product: productAr } };

const STANDARD_SHIPPING = 2500;
const FREE_SHIPPING_FROM = 50_000;
const GIFT_WRAP = 1500;
/** WELCOME10: 10% off from an AED 200 subtotal. */
const PERCENT_CODE = { code: "WELCOME10", percent: 10, minSubtotal: 20_000 };
/** A seeded gift card with AED 100 and no expiry date. */
const GIFT_CARD = { code: "GC-0100-DDDD", balance: 10_000 };

/** `{{name}}` placeholders, as i18next fills them. */
function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}


/** Money as shown (always two decimals, Latin digits in both languages) → fils; "−" or "-" makes it negative. */
function fils(text: string): number {
  const digits = text.replace(/\D/g, "");
  if (digits === "") throw new Error(`no amount in ${JSON.stringify(text)}`);
  return (/[-\u2212]/.test(text) ? -1 : 1) * Number(digits);
}

const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

// ---------- finding products through the site ----------


/** A configurable product: its page has option links to choose from. */
async function findConfigurable(request: APIRequestContext): Promise<string> {
  for (const listing of ["/c/smartphones", "/c/tablets", "/c/laptops"]) {
    for (const path of await listingProducts(request, listing)) {
      const html = await (await request.get(path)).text();
      if (html.includes('class="variant-option"') && !/custom_option\[/.test(html)) return path;
    }
  }
  throw new Error("no configurable product found");
}

async function lineTotals(page: Page): Promise<number[]> {
  return (await page.locator(".cart-line .cart-line__total-value").allTextContents()).map(fils);
}

function segment(page: Page, code: string): Locator {
  return page.locator(`.cart-summary .totals-table tr[data-segment="${code}"]`);
}

/**
 * The totals table against the rules, from the line totals shown: subtotal, discount, delivery, gift wrap,
 * gift cards, grand total and the VAT line, each to the fils.
 */
async function expectTotals(
  page: Page,
  lang: Lang,
  rules: { percent?: number; giftCardBalance?: number; giftWrap?: boolean } = {},
) {
  const t = texts[lang].cart;
  const lines = await lineTotals(page);
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const discount = rules.percent ? lines.reduce((sum, line) => sum + percentOf(line, rules.percent!), 0) : 0;
  const shipping = subtotal >= FREE_SHIPPING_FROM ? 0 : STANDARD_SHIPPING;
  const wrap = rules.giftWrap ? GIFT_WRAP : 0;
  const beforeGiftCards = subtotal - discount + shipping + wrap;
  const vat = beforeGiftCards - Math.round((beforeGiftCards * 100) / 105);
  const giftCards = Math.min(rules.giftCardBalance ?? 0, beforeGiftCards);
  const grand = beforeGiftCards - giftCards;

  const value = async (code: string) => (await segment(page, code).locator(".totals-table__value").textContent()) ?? "";
  expect(fils(await value("subtotal"))).toBe(subtotal);
  if (discount > 0) expect(fils(await value("discount"))).toBe(-discount);
  else await expect(segment(page, "discount")).toHaveCount(0);
  if (shipping === 0) expect((await value("shipping")).trim()).toBe(t.totals.free);
  else expect(fils(await value("shipping"))).toBe(shipping);
  if (wrap > 0) expect(fils(await value("gift_wrap"))).toBe(wrap);
  else await expect(segment(page, "gift_wrap")).toHaveCount(0);
  if (giftCards > 0) expect(fils(await value("giftcards"))).toBe(-giftCards);
  else await expect(segment(page, "giftcards")).toHaveCount(0);
  expect(fils(await value("grand_total"))).toBe(grand);
  const vatText = (await segment(page, "tax").textContent()) ?? "";
  expect(vatText).toContain(t.totals.vatIncluded.split(":")[0]!);
  expect(fils(vatText)).toBe(vat);
  return { subtotal, discount, shipping, wrap, giftCards, grand, vat };
}

// ---------- tests ----------

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`cart (${lang})`, () => {
    test("adds a simple product, changes its quantity and removes it after confirming", async ({ page, request, javaScriptEnabled }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const product = await findSimpleProduct({ max: 15_000 });

      await open(page, at(lang, product.path), javaScriptEnabled);
      await expectCartCount(page, 0);
      await addToCart(page, lang, javaScriptEnabled);
      await expectCartCount(page, 1);

      await open(page, at(lang, "/cart"), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.cart.page.heading);
      const line = page.locator(".cart-line");
      await expect(line).toHaveCount(1);
      await expect(line.locator("img")).toHaveAttribute("src", /^\/img\/150x150\//);
      await expect(line.locator(".cart-line__name a")).toHaveAttribute("href", at(lang, product.path));
      const unit = fils((await line.locator(".cart-line__unit-price").textContent())!);
      expect(await lineTotals(page)).toEqual([unit]);
      await expectTotals(page, lang);

      // Quantity 3, typed in Arabic-Indic digits on the Arabic store.
      const qty = line.getByLabel(t.cart.line.qty);
      await expect(qty).toHaveAttribute("inputmode", "numeric");
      await qty.fill(lang === "ar" ? "٣" : "3");
      await line.getByRole("button", { name: t.cart.line.update }).click();
      await expect(notification(page, t.cart.notifications.qtyUpdated)).toBeVisible();
      await expect(line.locator(".cart-line__total-value")).toHaveText(new RegExp(`${(unit * 3 / 100).toFixed(2).replace(".", "\\.")}`));
      await expect(qty).toHaveValue("3");
      await expectCartCount(page, 3);
      await expectTotals(page, lang);

      // Remove asks first: "Keep it" keeps the line.
      const remove = line.getByRole("link", { name: t.cart.line.remove });
      await remove.click();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: t.cart.remove.heading });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: t.cart.remove.keep }).click();
        await expect(dialog).toBeHidden();
      } else {
        await expect(page).toHaveURL(new RegExp(`${at(lang, "/cart/remove/")}\\d+$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.cart.remove.heading);
        await page.getByRole("link", { name: t.cart.remove.keep }).click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, "/cart")}$`));
      }
      await expect(page.locator(".cart-line")).toHaveCount(1);

      await page.locator(".cart-line").getByRole("link", { name: t.cart.line.remove }).click();
      if (javaScriptEnabled) {
        await page.getByRole("dialog", { name: t.cart.remove.heading }).getByRole("button", { name: t.cart.remove.confirm }).click();
      } else {
        await page.getByRole("button", { name: t.cart.remove.confirm, exact: true }).click();
      }
      await expect(notification(page, t.cart.notifications.removed)).toBeVisible();
      await expect(page.getByRole("heading", { name: t.cart.page.emptyHeading })).toBeVisible();
      await expectCartCount(page, 0);
      if (javaScriptEnabled) expect(errors).toEqual([]);
    });

    test("a quantity above the stock is refused and the previous quantity comes back", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct({ max: 15_000 });
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      const line = page.locator(".cart-line");
      const unitText = (await line.locator(".cart-line__unit-price").textContent())!;
      const available = Number((await line.locator(".field__hint").textContent())!.replace(/\D/g, ""));
      expect(available).toBeGreaterThan(5);
      const tooMany = available + 1;

      if (javaScriptEnabled) {
        // Hold the action back a moment to see the optimistic line total.
        await page.route(/\/cart\.data/, async (route) => {
          if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        });
      }
      await line.getByLabel(t.cart.line.qty).fill(String(tooMany));
      await line.getByRole("button", { name: t.cart.line.update }).click();
      if (javaScriptEnabled) {
        const optimistic = ((fils(unitText) * tooMany) / 100).toFixed(2);
        await expect(line.locator(".cart-line__total-value")).toContainText(optimistic.replace(/\B(?=(\d{3})+(?!\d))/g, ","));
      }
      await expect(line.getByText(t.cart.errors.cart.qtyAboveStock)).toBeVisible();
      // SPEC §4: the previous quantity is restored.
      await expect(line.getByLabel(t.cart.line.qty)).toHaveValue("1");
      expect(await lineTotals(page)).toEqual([fils(unitText)]);
      await expectCartCount(page, 1);
    });

    test("adds a configurable product with the chosen options", async ({ page, request, javaScriptEnabled }) => {
      const path = await findConfigurable(request);
      await open(page, at(lang, path), javaScriptEnabled);
      const addButton = page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true });
      await expect(addButton).toBeDisabled();
      // Choose an available value in each option group, by its link, until the product can be added.
      const chosen: string[] = [];
      for (let group = 0; group < (await page.locator(".variant-option").count()); group++) {
        if (await addButton.isEnabled()) break;
        const option = page.locator(".variant-option").nth(group);
        const current = option.locator('a[aria-current="true"]');
        const value = (await current.count())
          ? current
          : option.locator("a.variant-value:not(.variant-value--unavailable)").first();
        if (!(await current.count())) {
          await value.click();
          await expect(option.locator('a[aria-current="true"]')).toHaveCount(1);
        }
      }
      await expect(addButton).toBeEnabled();
      await ready(page, javaScriptEnabled);
      for (const label of await page.locator('.variant-option a[aria-current="true"] .variant-value__label').allTextContents()) {
        chosen.push(label.trim());
      }
      expect(chosen.length).toBeGreaterThan(0);
      const childSku = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);

      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      const line = page.locator(".cart-line");
      await expect(line).toHaveCount(1);
      await expect(line.locator(".cart-line__sku")).toContainText(childSku);
      const options = line.locator(".cart-line__options");
      for (const label of chosen) await expect(options).toContainText(label);
      await expectTotals(page, lang);
    });

    test("applies a valid promo code, refuses an invalid one, and removes it", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct({ min: PERCENT_CODE.minSubtotal, max: FREE_SHIPPING_FROM - 1 });
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);

      const form = page.locator(".coupon");
      const field = form.getByLabel(t.cart.coupon.label);
      await field.fill("not-a-real-code");
      // Without JavaScript the refused post answers 400 with the cart page itself (form pattern (a)).
      const posted = javaScriptEnabled ? null : page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: t.cart.coupon.apply }).click();
      if (posted) expect((await posted).status()).toBe(400);
      await expect(form.getByText(t.cart.errors.coupon.invalid)).toBeVisible();
      const refused = form.getByLabel(t.cart.coupon.label);
      await expect(refused).toHaveAttribute("aria-invalid", "true");
      // The error is tied to the field, and what the shopper typed is still there.
      await expect(refused).toHaveAccessibleDescription(t.cart.errors.coupon.invalid);
      await expect(refused).toHaveValue("not-a-real-code");
      await expectTotals(page, lang);

      await form.getByLabel(t.cart.coupon.label).fill(PERCENT_CODE.code.toLowerCase());
      await form.getByRole("button", { name: t.cart.coupon.apply }).click();
      await expect(notification(page, t.cart.notifications.couponApplied)).toBeVisible();
      await expect(form.getByText(fill(t.cart.coupon.applied, { code: PERCENT_CODE.code }))).toBeVisible();
      await expect(segment(page, "discount")).toBeVisible();
      const totals = await expectTotals(page, lang, { percent: PERCENT_CODE.percent });
      expect(totals.discount).toBeGreaterThan(0);

      await form.getByRole("button", { name: fill(t.cart.coupon.removeNamed, { code: PERCENT_CODE.code }) }).click();
      await expect(form.getByLabel(t.cart.coupon.label)).toBeVisible();
      await expect(segment(page, "discount")).toHaveCount(0);
      await expectTotals(page, lang);
    });

    test("applies a gift card and sets gift wrap with a message from and to someone, shown at review", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct({ min: GIFT_CARD.balance + 5_000 });
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);

      const cards = page.locator(".gift-cards");
      await cards.getByLabel(t.cart.giftCard.label).fill(GIFT_CARD.code);
      await cards.getByRole("button", { name: t.cart.giftCard.apply }).click();
      await expect(notification(page, t.cart.notifications.giftCardApplied)).toBeVisible();
      const applied = cards.locator(".gift-card");
      await expect(applied).toHaveCount(1);
      await expect(applied.locator(".gift-card__code")).toHaveText(GIFT_CARD.code);
      expect(fils((await applied.locator(".gift-card__amount").textContent())!)).toBe(GIFT_CARD.balance);
      await expectTotals(page, lang, { giftCardBalance: GIFT_CARD.balance });

      // The same card twice is refused with the server's message.
      await cards.getByLabel(t.cart.giftCard.label).fill(GIFT_CARD.code);
      await cards.getByRole("button", { name: t.cart.giftCard.apply }).click();
      await expect(cards.getByText(t.cart.errors.giftCard.alreadyApplied)).toBeVisible();

      const message = lang === "ar" ? "عيد ميلاد سعيد!" : "Happy birthday!";
      const wrap = page.locator(".gift-wrap");
      await wrap.getByLabel(t.cart.giftWrap.checkbox).check();
      await wrap.getByLabel(t.cart.giftWrap.messageLabel).fill(message);
      await expect(wrap.getByLabel(t.cart.giftWrap.messageLabel)).toHaveAttribute("maxlength", "250");
      if (javaScriptEnabled) {
        await expect(wrap.locator(".gift-wrap__counter")).toHaveText(translate(lang, "cart:giftWrap.counter", { count: 250, used: message.length }));
      }
      // A From that is not a name is refused next to its field, keeping what was typed.
      const sender = lang === "ar" ? "ليلى حداد" : "Layla Haddad";
      const receiver = lang === "ar" ? "عمر" : "Omar";
      await wrap.getByLabel(t.cart.giftWrap.senderLabel, { exact: true }).fill("R2D2");
      await wrap.getByLabel(t.cart.giftWrap.receiverLabel, { exact: true }).fill(receiver);
      await wrap.getByRole("button", { name: t.cart.giftWrap.save }).click();
      await expect(page.locator(".gift-wrap").getByText(t.cart.validation.giftNameInvalid)).toBeVisible();
      await expect(page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.receiverLabel, { exact: true })).toHaveValue(receiver);
      await expect(page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.messageLabel)).toHaveValue(message);
      await page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.senderLabel, { exact: true }).fill(sender);
      await page.locator(".gift-wrap").getByRole("button", { name: t.cart.giftWrap.save }).click();
      await expect(notification(page, t.cart.notifications.giftWrapSaved)).toBeVisible();
      await expect(segment(page, "gift_wrap")).toBeVisible();
      await expectTotals(page, lang, { giftCardBalance: GIFT_CARD.balance, giftWrap: true });

      await page.reload();
      await expect(page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.checkbox)).toBeChecked();
      await expect(page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.messageLabel)).toHaveValue(message);
      await expect(page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.senderLabel, { exact: true })).toHaveValue(sender);
      await expect(page.locator(".gift-wrap").getByLabel(t.cart.giftWrap.receiverLabel, { exact: true })).toHaveValue(receiver);
      await expectTotals(page, lang, { giftCardBalance: GIFT_CARD.balance, giftWrap: true });

      // The review shows the message with its From and To (the delivery step asks for none).
      const shopper = newShopper(lang);
      await startCheckout(page, lang);
      await guestDetails(page, lang, shopper);
      await homeDelivery(page, lang, shopper);
      await choosePayment(page, lang, "credit_card");
      const review = page.getByRole("main");
      await expect(review).toContainText(t.checkout.review.gift.replace("{{message}}", message));
      await expect(review).toContainText(t.checkout.review.giftSender.replace("{{name}}", sender));
      await expect(review).toContainText(t.checkout.review.giftReceiver.replace("{{name}}", receiver));
    });

    test("buy now goes to checkout with just that item and leaves the cart alone", async ({ page, request, javaScriptEnabled }) => {
      const inCart = await findSimpleProduct({ max: 15_000 });
      const bought = await findSimpleProduct({ max: 15_000, not: [inCart.path] });
      await open(page, at(lang, inCart.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);

      await open(page, at(lang, bought.path), javaScriptEnabled);
      await page.getByLabel(t.product.cartForm.qty, { exact: true }).fill("2");
      await page.getByRole("button", { name: t.product.cartForm.buyNow, exact: true }).click();
      // A guest's checkout starts with their details; the buy-now mode stays in every step's URL.
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/guest-checkout")}\\?mode=buy-now$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkout.heading);
      await expect(page.getByText(t.checkout.buyNowNote)).toBeVisible();
      const lines = page.locator(".summary-line");
      await expect(lines).toHaveCount(1);
      await expect(lines.locator("a")).toHaveAttribute("href", at(lang, bought.path));
      await expect(lines.locator(".summary-line__qty")).toContainText("2");
      expect(fils((await lines.locator(".summary-line__total").textContent())!)).toBe(bought.price * 2);

      await open(page, at(lang, "/cart"), javaScriptEnabled);
      await expect(page.locator(".cart-line")).toHaveCount(1);
      await expect(page.locator(".cart-line .cart-line__name a")).toHaveAttribute("href", at(lang, inCart.path));
      await expectCartCount(page, 1);
    });

    test("a discount link describes the code and applies it only by POST", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct({ min: PERCENT_CODE.minSubtotal, max: FREE_SHIPPING_FROM - 1 });
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);

      const response = await page.goto(at(lang, `/discount/${PERCENT_CODE.code.toLowerCase()}`));
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) {
        // Submitted by itself once, replacing the discount page in the history.
        await expect(page).toHaveURL(new RegExp(`${at(lang, "/cart")}$`));
      } else {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.cart.discount.heading, { code: PERCENT_CODE.code }));
        await page.getByRole("button", { name: t.cart.discount.apply }).click();
        await expect(page).toHaveURL(new RegExp(`${at(lang, "/cart")}$`));
      }
      await expect(page.locator(".coupon").getByText(fill(t.cart.coupon.applied, { code: PERCENT_CODE.code }))).toBeVisible();
      await expectTotals(page, lang, { percent: PERCENT_CODE.percent });

      const missing = await page.goto(at(lang, "/discount/NO-SUCH-OFFER"));
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.cart.discount.notAvailableHeading);
    });
  });
}

test.describe("cart notifications and tabs", () => {
  test("the empty cart page; a POST from another site or a huge one is refused", async ({ page, request, baseURL }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: cartEn.page.emptyHeading })).toBeVisible();
    await page.goto("/ar/cart");
    await expect(page.getByRole("heading", { name: cartAr.page.emptyHeading })).toBeVisible();

    const foreign = await request.post("/cart", {
      form: { intent: "add", sku: "X", qty: "1", redirectTo: "/cart" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()["set-cookie"] ?? "").not.toContain("__session=");
    const offSite = await request.post("/cart", {
      form: { intent: "add", sku: "NO-SUCH-SKU", qty: "1", redirectTo: "//evil.example/steal" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(offSite.status()).toBe(303);
    expect(offSite.headers()["location"]).toBe("/cart");

    const huge = await request.post("/cart", {
      form: { intent: "apply-gift-card", code: "X".repeat(100_000), redirectTo: "/cart" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
    expect(huge.headers()["set-cookie"] ?? "").not.toContain("__session=");
  });

  test("without JavaScript a message stays until dismissed; with it, it goes after 5 s and is not repeated", async ({ page, request, javaScriptEnabled }) => {
    const product = await findSimpleProduct({ max: 15_000 });
    // The page's timers run on a clock the test moves, so the 5 s pass at once.
    if (javaScriptEnabled) await page.clock.install();
    await open(page, product.path, javaScriptEnabled);
    await addToCart(page, "en", javaScriptEnabled);
    const added = notification(page, cartEn.notifications.added);
    await expect(added.getByRole("link", { name: cartEn.notifications.proceedToCheckout })).toHaveAttribute("href", "/checkout");
    if (!javaScriptEnabled) {
      // No script runs, so nothing takes it away: it is there until the shopper follows its link.
      await expect(added).toBeVisible();
      await added.getByRole("link", { name: cartEn.notifications.dismiss }).click();
      await expect(page).toHaveURL(new RegExp(`${product.path}$`));
      await expect(page.locator(".notification")).toHaveCount(0);
      return;
    }
    // The same message again while the first is still on screen (the pointer on it pauses its timer) is
    // not added a second time.
    await added.hover();
    await page.evaluate(() => {
      const seen = { count: 0 };
      Object.assign(window, { __addedNotifications: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.matches(".notification")) seen.count++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: productEn.cartForm.addToCart, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: cartEn.microcart.heading })).toBeVisible();
    // The count and a second notification would come with the same answer.
    await expectCartCount(page, 2);
    expect(await page.evaluate(() => (window as unknown as { __addedNotifications: { count: number } }).__addedNotifications.count)).toBe(0);
    await expect(added).toHaveCount(1);
    await page.keyboard.press("Escape");
    await page.mouse.move(0, 0);
    // Then it goes by itself within 5 s.
    await page.clock.runFor(5_000);
    await expect(added).toHaveCount(0);
  });

  test("the microcart is a modal drawer from the inline end, and closes with Escape", async ({ page, request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the microcart needs JavaScript");
    const product = await findSimpleProduct({ max: 15_000 });
    for (const lang of LANGS) {
      await open(page, at(lang, product.path), true);
      await page.getByRole("button", { name: texts[lang].product.cartForm.addToCart, exact: true }).click();
      const drawer = page.getByRole("dialog", { name: texts[lang].cart.microcart.heading });
      await expect(drawer).toBeVisible();
      expect(await drawer.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
      await expect(drawer.locator(".summary-line")).toHaveCount(1);
      await expect(drawer.getByRole("link", { name: texts[lang].cart.page.proceedToCheckout })).toHaveAttribute("href", at(lang, "/checkout"));
      await expect(drawer.getByRole("link", { name: texts[lang].cart.page.viewCart })).toHaveAttribute("href", at(lang, "/cart"));
      // Measured once it has slid in.
      await drawer.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const box = (await drawer.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (lang === "en") expect(Math.round(box.x + box.width)).toBe(width);
      else expect(Math.round(box.x)).toBe(0);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    }
    await page.getByRole("button", { name: productAr.cartForm.addToCart, exact: true }).click();
    await page.getByRole("dialog", { name: cartAr.microcart.heading }).getByRole("link", { name: cartAr.page.viewCart }).click();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expect(page.locator(".cart-line .cart-line__qty-input")).toHaveValue("3");
  });

  test("another tab's cart follows a change", async ({ page, context, request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "tabs are kept in step by JavaScript");
    const product = await findSimpleProduct({ max: 15_000 });
    await open(page, product.path, true);
    await addToCart(page, "en", true);

    const other = await context.newPage();
    await open(other, "/cart", true);
    await expect(other.locator(".cart-line")).toHaveCount(1);

    await open(page, product.path, true);
    await addToCart(page, "en", true);
    await expect(other.locator(".cart-line .cart-line__qty-input")).toHaveValue("2");
    await expectCartCount(other, 2);
  });
});
