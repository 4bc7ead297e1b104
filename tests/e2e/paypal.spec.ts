import { expect, test, type Page } from "@playwright/test";
import paypalAr from "../../commerce/locales/ar/paypal";
import paypalEn from "../../commerce/locales/en/paypal";
import { formatMoney } from "../../common/format";
import { newShopper, ownClientAddress } from "./support/accounts";
import { checkoutTexts, choosePayment, guestDetails, homeDelivery, placedOrderNumber, startCheckout } from "./support/checkout";
import { withCommerce } from "./support/commerce";
import { addToCart, at, expectCartCount, findSimpleProduct, LANGS, open, type Lang } from "./support/shop";

/**
 * PayPal at the checkout (decision 048), with JavaScript on and off: the review page sends the shopper to the
 * test PayPal's approval page; "Pay now" brings them back through /paymentInProgress to the thank-you page with
 * the order confirmed and captured, "Cancel" to the cancelled message with the cart open again.
 */
const paypalTexts = { en: paypalEn, ar: paypalAr };

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** A guest with one product in the cart, PayPal chosen, sent from the review page to PayPal's approval page. */
async function atPaypal(page: Page, lang: Lang, javaScriptEnabled: boolean): Promise<void> {
  const product = await findSimpleProduct({ min: 10_000, max: 100_000 });
  const shopper = newShopper(lang);
  await open(page, at(lang, product.path), javaScriptEnabled);
  await addToCart(page, lang, javaScriptEnabled);
  await startCheckout(page, lang);
  await guestDetails(page, lang, shopper);
  await homeDelivery(page, lang, shopper);
  await choosePayment(page, lang, "paypal_express");
  const review = checkoutTexts[lang].checkout.review;
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/review")}$`));
  await expect(page.getByRole("main")).toContainText(review.redirectNote.replace("{{provider}}", checkoutTexts[lang].checkout.payment.methods.paypal_express));
  await page.getByRole("main").getByRole("button", { name: new RegExp(review.payNow.replace("{{amount}}", ".+")) }).click();
  await expect(page).toHaveURL(/\/test-paypal\/checkoutnow\?token=[A-Z0-9]{17}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(paypalTexts[lang].heading);
}

for (const lang of LANGS) {
  const t = paypalTexts[lang];

  test(`a guest pays with PayPal: the thank-you page, and the order confirmed and captured (${lang})`, async ({ page, javaScriptEnabled }) => {
    await atPaypal(page, lang, javaScriptEnabled);
    const total = await page.locator("dd").nth(1).textContent();
    await page.getByRole("button", { name: t.payNow, exact: true }).click();
    const number = await placedOrderNumber(page, lang);
    const paid = await withCommerce((ctx) =>
      ctx.db
        .selectFrom("orders")
        .innerJoin("payments", "payments.order_id", "orders.id")
        .select(["orders.status as order", "payments.status as payment", "payments.provider", "payments.amount"])
        .where("orders.increment_id", "=", number)
        .executeTakeFirstOrThrow(),
    );
    expect(paid).toMatchObject({ order: "confirmed", payment: "captured", provider: "paypal_express" });
    expect(total).toBe(formatMoney(paid.amount, lang));
  });

  test(`a guest cancels at PayPal: the cancelled message, and the cart is back (${lang})`, async ({ page, javaScriptEnabled }) => {
    await atPaypal(page, lang, javaScriptEnabled);
    await page.getByRole("button", { name: t.cancel.replace("{{merchant}}", t.merchantName), exact: true }).click();
    await expect(page).toHaveURL(/\/payment-status\?result=failed&reason=cancelled/);
    await expect(page.getByRole("alert")).toHaveText(checkoutTexts[lang].checkout.status.failures.cancelled);
    await open(page, at(lang, "/cart"), javaScriptEnabled);
    await expectCartCount(page, 1);
  });
}
