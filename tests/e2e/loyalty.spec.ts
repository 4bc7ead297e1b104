import { expect, test, type Page } from "@playwright/test";
import accountAr from "../../app/locales/ar/account";
import accountEn from "../../app/locales/en/account";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import checkoutAr from "../../app/locales/ar/checkout";
import checkoutEn from "../../app/locales/en/checkout";
import { moveShipment } from "../../commerce/api/orders/fulfilment";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { addCustomerSession, arabicDigits, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { deliverOrder, placeOrderFor } from "./support/orders";
import { PageJudge } from "./support/quality";
import { addToCart, at, findSimpleProduct, LANGS, open, type Lang } from "./support/shop";

/**
 * The loyalty card (decision 065) with JavaScript off and on: a customer whose order was completed (through the
 * backend) sees its points on "My loyalty card", spends some at the payment step, sees them as the "Loyalty points"
 * line, and finds the balance lower on the card.
 */

const texts = {
  en: { account: accountEn, cart: cartEn, checkout: checkoutEn },
  ar: { account: accountAr, cart: cartAr, checkout: checkoutAr },
};

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** A signed-in customer whose cash on delivery order was delivered and completed; answers the points it earned. */
async function customerWithPoints(page: Page, lang: Lang): Promise<number> {
  const shopper = newShopper(lang);
  await addCustomerSession(page.context(), lang, shopper);
  const { incrementId } = await placeOrderFor(shopper.email);
  await deliverOrder(incrementId);
  return withCommerce(async (ctx) => {
    const order = await ctx.db.selectFrom("orders").select(["id", "customer_id"]).where("increment_id", "=", incrementId).executeTakeFirstOrThrow();
    const shipments = await ctx.db.selectFrom("shipments").select("shipment_no").where("order_id", "=", order.id).execute();
    for (const { shipment_no } of shipments) await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "complete" });
    const earned = await ctx.db.selectFrom("loyalty_movements").select("points").where("order_id", "=", order.id).where("kind", "=", "earn").executeTakeFirstOrThrow();
    return earned.points;
  });
}

const pointsText = (lang: Lang, count: number) => {
  const n = lang === "ar" ? arabicDigits(count.toLocaleString("en-US")) : count.toLocaleString("en-US");
  return n;
};

for (const lang of LANGS) {
  test.describe(`loyalty card (${lang})`, () => {
    test("a completed order's points show on the card and pay part of the next order", async ({ page }, testInfo) => {
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const t = texts[lang];
      const earned = await customerWithPoints(page, lang);

      await open(page, at(lang, "/my-account/loyalty-card"), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.account.loyalty.heading);
      await expect(page.locator(".loyalty-card__number")).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
      await expect(page.locator(".loyalty-card__balance")).toContainText(pointsText(lang, earned));

      const product = await findSimpleProduct({ min: 30_000 });
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await page.goto(at(lang, "/checkout/payment"));
      const spend = Math.min(50, earned);
      await page.getByLabel(t.checkout.loyalty.points, { exact: true }).fill(lang === "ar" ? arabicDigits(String(spend)) : String(spend));
      await page.getByRole("button", { name: t.checkout.loyalty.spend }).click();
      await expect(page.locator('.checkout-summary [data-segment="loyalty_points"]')).toContainText(t.cart.totals.loyaltyPoints);
      await expect(page.locator('.checkout-summary [data-segment="loyalty_points"]')).toContainText(lang === "ar" ? arabicDigits("0.50") : "0.50");
    });
  });
}

test.describe("loyalty pages' quality", () => {
  test("My loyalty card passes axe and the Nu checker", async ({ page }, testInfo) => {
    const judge = await PageJudge.start(page, testInfo);
    await addCustomerSession(page.context(), "en", newShopper("en"));
    await judge.open("my loyalty card", "/my-account/loyalty-card");
    await judge.finish();
  });
});
