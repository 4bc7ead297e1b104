import { expect, test, type Page } from "@playwright/test";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import { newShopper, ownClientAddress } from "./support/accounts";
import { checkoutTexts, choosePayment, guestDetails, homeDelivery, payByCard, placedOrderNumber, startCheckout, TEST_CARDS } from "./support/checkout";
import { withCommerce } from "./support/commerce";
import { addToCart, at, findSimpleProduct, LANGS, notification, open, type Lang } from "./support/shop";

/**
 * Bank offers tied to their bank's cards (issue 21, decision 047): ENBD15 is shown as pending the card, stays
 * for an Emirates NBD card, and is taken off, with the new total shown before paying, when the shopper chooses
 * Tabby or types another bank's card (which is not charged).
 */

const cartTexts = { en: cartEn, ar: cartAr };
/** The documented Emirates NBD test card (docs/test-card-gateway.md): its BIN is in ENBD15's range. */
const ENBD_CARD = "4557 0100 0000 0008";

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

const main = (page: Page) => page.getByRole("main");
const bankLine = (page: Page) => main(page).locator('.totals-table [data-segment="bank_coupon"]');
const grandTotal = (page: Page) => main(page).locator('.totals-table [data-segment="grand_total"] .totals-table__value');

/** A guest's cart over ENBD15's AED 1,000 minimum with ENBD15 applied in the cart, through the steps to the way to pay. */
async function withEnbd15(page: Page, lang: Lang, javaScriptEnabled: boolean, method: "credit_card" | "tabby") {
  const t = cartTexts[lang];
  const shopper = newShopper(lang);
  const product = await findSimpleProduct({ min: 110_000, max: 400_000 });
  await open(page, at(lang, product.path), javaScriptEnabled);
  await addToCart(page, lang, javaScriptEnabled);
  await open(page, at(lang, "/cart"), javaScriptEnabled);
  await main(page).getByRole("button", { name: t.bankCoupons.apply.replace("{{code}}", "ENBD15"), exact: true }).click();
  await expect(main(page).getByText(t.bankCoupons.applied.replace("{{code}}", "ENBD15"))).toBeVisible();
  // Shown and counted, marked as pending the card.
  await expect(bankLine(page).getByRole("rowheader")).toHaveText(t.totals.bankCouponCode.replace("{{code}}", "ENBD15"));
  await startCheckout(page, lang);
  await guestDetails(page, lang, shopper);
  await homeDelivery(page, lang, shopper);
  // Before the way to pay is chosen, the page says only the bank's card keeps the offer.
  await expect(main(page).getByText(checkoutTexts[lang].checkout.payment.bankOfferCardOnly.replace("{{code}}", "ENBD15"))).toBeVisible();
  await choosePayment(page, lang, method);
  return shopper;
}

const ordersOf = (email: string) =>
  withCommerce((ctx) => ctx.db.selectFrom("orders").select(["increment_id", "totals"]).where("email", "=", email).execute());

for (const lang of LANGS) {
  const t = cartTexts[lang];
  const review = checkoutTexts[lang].checkout;
  /** The review page says the offer was taken off, with the total it now shows. */
  async function expectOfferRemoved(page: Page) {
    await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/review")}(\\?.*)?$`));
    await expect(bankLine(page)).toHaveCount(0);
    const total = (await grandTotal(page).textContent())!;
    await expect(main(page).getByRole("status").filter({ hasText: "ENBD15" })).toHaveText(
      t.bankCoupons.removed.replace("{{code}}", "ENBD15").replace("{{total}}", total),
    );
  }

  test.describe(`bank offers (${lang})`, () => {
    test("ENBD15 paid with an Emirates NBD card stays on the order", async ({ page, javaScriptEnabled }) => {
      const shopper = await withEnbd15(page, lang, javaScriptEnabled, "credit_card");
      await expect(bankLine(page).getByRole("rowheader")).toHaveText(t.totals.bankCouponCode.replace("{{code}}", "ENBD15"));
      await payByCard(page, lang, ENBD_CARD);
      const number = await placedOrderNumber(page, lang);
      const [order] = await ordersOf(shopper.email);
      expect(order!.increment_id).toBe(number);
      expect(JSON.parse(order!.totals).bank_discount).toBeGreaterThan(0);
    });

    test("choosing Tabby takes ENBD15 off and shows the new total before paying", async ({ page, javaScriptEnabled }) => {
      const shopper = await withEnbd15(page, lang, javaScriptEnabled, "tabby");
      await expectOfferRemoved(page);
      expect(await ordersOf(shopper.email)).toEqual([]);
    });

    test("another bank's card is refused before any charge, ENBD15 is taken off, and the new total is paid", async ({ page, javaScriptEnabled }) => {
      const shopper = await withEnbd15(page, lang, javaScriptEnabled, "credit_card");
      await payByCard(page, lang, TEST_CARDS.visa);
      await expect(notification(page, review.errors["checkout.bankOfferRemoved"])).toBeVisible();
      await expectOfferRemoved(page);
      expect(await ordersOf(shopper.email)).toEqual([]);
      // The shopper has seen the new total and pays it.
      await payByCard(page, lang, TEST_CARDS.visa);
      await placedOrderNumber(page, lang);
      const [order] = await ordersOf(shopper.email);
      expect(JSON.parse(order!.totals).bank_discount).toBe(0);
    });
  });
}
