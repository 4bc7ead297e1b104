import { expect, test } from "@playwright/test";
import { lastEmailTo, newShopper, ownClientAddress, signUp } from "./support/accounts";
import {
  checkoutTexts,
  choosePayment,
  guestDetails,
  homeDelivery,
  payByCard,
  placedOrderNumber,
  placeWithCode,
  startCheckout,
  TEST_CARDS,
} from "./support/checkout";
import { addToCart, at, findSimpleProduct, LANGS, open } from "./support/shop";

/**
 * The checkout (issue 10) in a real browser, with JavaScript on and off (the two projects) and in both
 * languages: every step a page form answered with a 303, the order placed once, payments decided only by the
 * verified answer of the test providers.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

for (const lang of LANGS) {
  const t = checkoutTexts[lang].checkout;

  test.describe(`checkout (${lang})`, () => {
    test("a guest pays cash on delivery, confirmed by the code texted to their mobile", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct(request, { max: 100_000 });
      const shopper = newShopper(lang);
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await startCheckout(page, lang);
      await guestDetails(page, lang, shopper);
      await homeDelivery(page, lang, shopper);
      await choosePayment(page, lang, "cashondelivery");
      // The courier's fee is a line of the totals once cash on delivery is chosen.
      await expect(page.locator('.checkout-summary [data-segment="payment_fee"]')).toBeVisible();
      await placeWithCode(page, lang, shopper.mobile);
      const number = await placedOrderNumber(page, lang);
      const mail = await lastEmailTo(shopper.email, lang === "ar" ? `تم تسجيل طلبك ${number}` : `Your order ${number} is placed`);
      expect(mail).toContain(`/my-account/order/${number}?key=`);
    });

    test("a customer pays by card; the order is in their history with its tax invoice", async ({ page, request, javaScriptEnabled }) => {
      const product = await findSimpleProduct(request, { max: 100_000 });
      const shopper = newShopper(lang);
      await signUp(page, lang, shopper);
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await startCheckout(page, lang);
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/contact")}$`));
      await page.getByRole("main").getByRole("button", { name: t.contact.submit }).click();
      await homeDelivery(page, lang, shopper);
      await choosePayment(page, lang, "credit_card");
      await payByCard(page, lang, TEST_CARDS.visa);
      const number = await placedOrderNumber(page, lang);
      await page.getByRole("link", { name: t.thankYou.viewOrder }).click();
      await expect(page).toHaveURL(new RegExp(`/my-account/order/${number}$`));
    });
  });
}
