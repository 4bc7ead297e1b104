import { expect, test, type Page } from "@playwright/test";
import accountAr from "../../app/locales/ar/account";
import accountEn from "../../app/locales/en/account";
import { moveShipment } from "../../commerce/api/orders/fulfilment";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { addCustomerSession, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { deliverOrder, placeOrderFor } from "./support/orders";
import { at, LANGS, open, type Lang } from "./support/shop";

/**
 * The loyalty card (decision 065) with JavaScript off and on: a customer whose order was completed (through the
 * backend) sees its points on "My loyalty card". Spending them at the payment step is not driven here yet.
 */

const texts = { en: { account: accountEn }, ar: { account: accountAr } };

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

/** Points as the page writes them: Latin digits in both languages, grouped by thousands. */
const pointsText = (count: number) => count.toLocaleString("en-US");

for (const lang of LANGS) {
  test.describe(`loyalty card (${lang})`, () => {
    test("a completed order's points show on the card", async ({ page }, testInfo) => {
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const t = texts[lang];
      const earned = await customerWithPoints(page, lang);

      await open(page, at(lang, "/my-account/loyalty-card"), javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.account.loyalty.heading);
      await expect(page.locator(".loyalty-card__number")).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
      await expect(page.locator(".loyalty-card__balance")).toContainText(pointsText(earned));
    });
  });
}
