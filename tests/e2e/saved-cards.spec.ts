import { expect, test, type Page } from "@playwright/test";
import { newShopper, ownClientAddress, signInAs, type Shopper } from "./support/accounts";
import { authenticate3ds, checkoutTexts, choosePayment, homeDelivery, payByCard, placedOrderNumber, startCheckout, TEST_CARDS } from "./support/checkout";
import { addToCart, at, findSimpleProduct, LANGS, open, type Lang } from "./support/shop";

/**
 * A card the customer asked to keep is saved once its payment is confirmed, also when the gateway asked for
 * 3-D Secure first (issue 21), listed with its expiry as MM/YY, and pays the next order.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** A signed-in customer's cart, with one product, through the checkout steps to the review page of a card payment. */
async function cardReview(page: Page, lang: Lang, shopper: Shopper, javaScriptEnabled: boolean): Promise<void> {
  const t = checkoutTexts[lang].checkout;
  const product = await findSimpleProduct({ max: 100_000 });
  await open(page, at(lang, product.path), javaScriptEnabled);
  await addToCart(page, lang, javaScriptEnabled);
  await startCheckout(page, lang);
  await page.getByRole("main").getByRole("button", { name: t.contact.submit }).click();
  await homeDelivery(page, lang, shopper);
  await choosePayment(page, lang, "credit_card");
}

for (const lang of LANGS) {
  const t = checkoutTexts[lang].checkout.review;

  test.describe(`saved cards (${lang})`, () => {
    test("a card saved through 3-D Secure is listed as MM/YY and pays the next order", async ({ page, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      await cardReview(page, lang, shopper, javaScriptEnabled);
      await payByCard(page, lang, TEST_CARDS.challenge, { remember: true });
      await authenticate3ds(page, lang);
      await placedOrderNumber(page, lang);

      const expiry = `12/${String(new Date().getFullYear() + 2).slice(2)}`;
      await open(page, at(lang, "/my-account/savedcards"), javaScriptEnabled);
      await expect(page.locator(".saved-card")).toHaveCount(1);
      await expect(page.locator(".saved-card")).toContainText("**** 3220");
      await expect(page.locator(".saved-card")).toContainText(expiry);

      await cardReview(page, lang, shopper, javaScriptEnabled);
      const saved = page.getByRole("main").locator("form").filter({ has: page.getByRole("radio") });
      await expect(saved.getByRole("radio", { name: t.cardEnding.replace("{{brand}}", "VISA").replace("{{masked}}", "**** 3220").replace("{{expiry}}", expiry), exact: true })).toBeChecked();
      await saved.getByRole("button", { name: new RegExp(t.payNow.replace("{{amount}}", ".+")) }).click();
      await authenticate3ds(page, lang);
      await placedOrderNumber(page, lang);
    });
  });
}
