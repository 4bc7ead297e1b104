import { expect, test, type Page } from "@playwright/test";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import productAr from "../../app/locales/ar/product";
import productEn from "../../app/locales/en/product";
import { productPath } from "../../app/lib/product-variant";
import { formatMoney } from "../../common/format";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import { lastEmailTo, newShopper, ownClientAddress, type Shopper } from "./support/accounts";
import { choosePayment, guestDetails, homeDelivery, placedOrderNumber, placeWithCode, startCheckout } from "./support/checkout";
import { withCommerce } from "./support/commerce";
import { addToCart, at, findSimpleProduct, LANGS, notification, open, type Lang } from "./support/shop";

/**
 * Gift cards sold are gift cards issued (issue 21), in a real browser with JavaScript on and off: a guest buys a
 * gift card for someone, the recipient's e-mail carries its code, the order page shows it masked, the code pays
 * part of another order, and the balance page tells what is left.
 */

const texts = {
  en: { cart: cartEn, orders: ordersEn, product: productEn, mail: mailEn },
  ar: { cart: cartAr, orders: ordersAr, product: productAr, mail: mailAr },
};

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** A gift card of the demo catalogue worth at most AED 500, its page and its price. */
async function findGiftCard(): Promise<{ path: string; price: number }> {
  const card = await withCommerce(({ db }) =>
    db
      .selectFrom("products")
      .select(["sku", "url_key", "price"])
      .where("type_id", "=", "giftcard")
      .where("status", "=", 1)
      .where("visibility", "in", [2, 4])
      .where("price", ">", 0)
      .where("price", "<=", 50_000)
      .orderBy("price")
      .executeTakeFirstOrThrow(),
  );
  return { path: productPath(card), price: card.price };
}

/** Fills the gift card's recipient fields on its product page. */
async function nameRecipient(page: Page, lang: Lang, recipient: { name: string; email: string; message: string }) {
  const t = texts[lang].product.giftCard;
  await page.getByLabel(t.recipientName, { exact: true }).fill(recipient.name);
  await page.getByLabel(t.recipientEmail, { exact: true }).fill(recipient.email);
  await page.getByLabel(t.message, { exact: true }).fill(recipient.message);
}

/** The link to the order's page in its confirmation e-mail (a guest's way back). */
async function orderLinkOf(shopper: Shopper, lang: Lang, number: string): Promise<string> {
  const mail = await lastEmailTo(shopper.email, texts[lang].mail.orderPlaced.subject.replace("{{number}}", number));
  const link = new URL(mail.match(/https?:\/\/\S+\/my-account\/order\/\d+\?key=[\w-]+/)![0]);
  return link.pathname + link.search;
}

for (const lang of LANGS) {
  const t = texts[lang];

  test.describe(`gift cards (${lang})`, () => {
    test("a guest buys a gift card for someone, who gets its code by e-mail and pays part of another order with it", async ({ page, javaScriptEnabled }) => {
      const giftCard = await findGiftCard();
      const charger = await findSimpleProduct({ max: 100_000 });
      const shopper = newShopper(lang);
      const recipient = {
        name: lang === "ar" ? "نورة الكعبي" : "Noura Al Kaabi",
        email: `gift.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ae`,
        message: lang === "ar" ? "عيد ميلاد سعيد" : "Happy birthday",
      };

      // A name that is not one is refused: the message says what to fix.
      await open(page, at(lang, giftCard.path), javaScriptEnabled);
      await nameRecipient(page, lang, { ...recipient, name: "N1" });
      await page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true }).click();
      // Next to its field, with what was typed kept, with JavaScript or without (and with it as a notification too).
      if (javaScriptEnabled) await expect(notification(page, t.cart.errors.giftCard.recipientName)).toBeVisible();
      await expect(page.locator("#gift-card-recipient-name-error")).toHaveText(t.cart.errors.giftCard.recipientName);
      await expect(page.getByLabel(t.product.giftCard.recipientName, { exact: true })).toHaveValue("N1");
      await expect(page.getByLabel(t.product.giftCard.recipientEmail, { exact: true })).toHaveValue(recipient.email);

      await open(page, at(lang, giftCard.path), javaScriptEnabled);
      await nameRecipient(page, lang, recipient);
      // A gift card is issued when paid for: it is added without doubting the stock.
      await page.getByRole("button", { name: t.product.cartForm.addToCart, exact: true }).click();
      await expect(notification(page, t.cart.notifications.added)).toBeVisible();
      await open(page, at(lang, charger.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      await expect(page.locator(".gift-card-recipient")).toContainText(recipient.name);
      await expect(page.locator(".gift-card-recipient")).toContainText(recipient.email);

      // The recipient can be changed in the cart; a refused change keeps what was typed, next to the error.
      const change = page.locator(".gift-card-recipient-form");
      await change.getByText(t.cart.giftCardLine.change, { exact: true }).click();
      await change.getByLabel(t.cart.giftCardLine.name, { exact: true }).fill("N1");
      await change.getByRole("button", { name: t.cart.giftCardLine.save }).click();
      await expect(change.getByText(t.cart.errors.giftCard.recipientName)).toBeVisible();
      await expect(change.getByLabel(t.cart.giftCardLine.name, { exact: true })).toHaveValue("N1");
      recipient.name = lang === "ar" ? "نورة بنت أحمد" : "Noura Ahmed";
      await change.getByLabel(t.cart.giftCardLine.name, { exact: true }).fill(recipient.name);
      await change.getByRole("button", { name: t.cart.giftCardLine.save }).click();
      await expect(notification(page, t.cart.notifications.recipientSaved)).toBeVisible();
      await expect(page.locator(".gift-card-recipient")).toContainText(recipient.name);

      await startCheckout(page, lang);
      await guestDetails(page, lang, shopper);
      await homeDelivery(page, lang, shopper);
      await choosePayment(page, lang, "cashondelivery");
      await placeWithCode(page, lang, shopper.mobile);
      const number = await placedOrderNumber(page, lang);

      const subject = t.mail.giftCardIssued.subject
        .replace("{{sender}}", `${shopper.firstname} ${shopper.lastname}`)
        .replace("{{value}}", formatMoney(giftCard.price, lang));
      const mail = await lastEmailTo(recipient.email, subject);
      expect(mail).toContain(recipient.message);
      const code = mail.match(/\bGC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/)![0];

      // The buyer's order page shows the card masked but for its last 4 characters, and whom it went to.
      await open(page, await orderLinkOf(shopper, lang, number), javaScriptEnabled);
      const cards = page.getByRole("region", { name: t.orders.giftCards.heading, exact: true });
      await expect(cards).toContainText(`••••-${code.slice(-4)}`);
      await expect(cards).toContainText(recipient.name);
      await expect(cards).not.toContainText(code);

      // The recipient pays part of their own order with it, in their own browser, the rest in cash on delivery.
      const friend = newShopper(lang);
      await page.context().clearCookies();
      const phone = await findSimpleProduct({ min: giftCard.price + 10_000, max: giftCard.price + 200_000 });
      await open(page, at(lang, phone.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await startCheckout(page, lang);
      await guestDetails(page, lang, friend);
      await homeDelivery(page, lang, friend);
      await page.getByLabel(t.cart.giftCard.label, { exact: true }).fill(code.toLowerCase());
      await page.getByRole("button", { name: t.cart.giftCard.apply }).click();
      await expect(page.locator('.checkout-summary [data-segment="giftcards"]')).toContainText((giftCard.price / 100).toFixed(2));
      await choosePayment(page, lang, "cashondelivery");
      await placeWithCode(page, lang, friend.mobile);
      await placedOrderNumber(page, lang);

      // Spent: the balance page says nothing is left.
      await open(page, at(lang, "/gift-card-balance"), javaScriptEnabled);
      await page.getByLabel(t.cart.balance.code, { exact: true }).fill(code);
      await page.getByRole("button", { name: t.cart.balance.submit }).click();
      await expect(page.locator(".gift-card-balance__result")).toContainText(t.cart.balance.result.replace("{{code}}", code).replace("{{balance}}", formatMoney(0, lang)));
    });

    test("the balance page answers an unknown code without telling more", async ({ page, javaScriptEnabled }) => {
      await open(page, at(lang, "/gift-card-balance"), javaScriptEnabled);
      await page.getByLabel(t.cart.balance.code, { exact: true }).fill("GC-2345-6789-ABCD");
      await page.getByRole("button", { name: t.cart.balance.submit }).click();
      await expect(page.getByText(t.cart.errors.giftCard.invalid)).toBeVisible();
      await expect(page.getByLabel(t.cart.balance.code, { exact: true })).toHaveValue("GC-2345-6789-ABCD");
    });
  });
}
