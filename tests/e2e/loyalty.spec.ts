import { expect, test, type Page } from "@playwright/test";
import accountAr from "../../app/locales/ar/account";
import accountEn from "../../app/locales/en/account";
import checkoutAr from "../../app/locales/ar/checkout";
import checkoutEn from "../../app/locales/en/checkout";
import { formatMoney, formatNumber } from "../../common/format";
import { moveShipment } from "../../commerce/api/orders/fulfilment";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { homeDeliveryForm } from "../support/order-details";
import { addCustomerSession, arabicDigits, newShopper, ownClientAddress, type Shopper } from "./support/accounts";
import { choosePayment, payByCard, placedOrderNumber, TEST_CARDS } from "./support/checkout";
import { withCommerce } from "./support/commerce";
import { deliverOrder, placeOrderFor } from "./support/orders";
import { PageJudge } from "./support/quality";
import { at, findSimpleProduct, LANGS, open, type Lang } from "./support/shop";
import { translate } from "./support/texts";

/**
 * The loyalty card (decision 065) with JavaScript off and on: a customer whose order was completed (through the
 * backend) sees its points on "My loyalty card", and spends some of them at the payment step of another order,
 * which the card then shows as spent, with the balance lowered.
 */

const texts = { en: { account: accountEn, checkout: checkoutEn }, ar: { account: accountAr, checkout: checkoutAr } };

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** A signed-in customer whose cash on delivery order was delivered and completed; answers the points it earned. */
async function customerWithPoints(page: Page, lang: Lang, shopper = newShopper(lang)): Promise<number> {
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

/**
 * Puts a product of AED 100 or more in the signed-in customer's cart and takes it through the details step and home
 * delivery to Dubai, as those pages' forms post: the checkout is then at the payment step.
 */
async function checkoutAtPayment(page: Page, baseURL: string, shopper: Shopper): Promise<void> {
  const product = await findSimpleProduct({ min: 10_000, max: 100_000 });
  const post = async (path: string, form: Record<string, string>) => {
    const answer = await page.request.post(path, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(answer.status(), `posting ${path}`).toBe(303);
  };
  const name = `${shopper.firstname} ${shopper.lastname}`;
  const mobile = `0${shopper.mobile}`;
  await post("/cart", { intent: "add", sku: decodeURIComponent(product.path.split("/")[2]!), qty: "1", redirectTo: "/cart" });
  await post("/checkout/contact", { full_name: name, email: shopper.email, mobile });
  await post("/checkout/delivery", homeDeliveryForm(name, mobile));
}

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

for (const lang of LANGS) {
  test.describe(`spending loyalty points (${lang})`, () => {
    test("points spent at the payment step pay part of the order, and the card shows them spent", async ({ page, baseURL }, testInfo) => {
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const t = texts[lang];
      const shopper = newShopper(lang);
      const earned = await customerWithPoints(page, lang, shopper);
      const spent = Math.min(250, Math.floor(earned / 2));
      await checkoutAtPayment(page, baseURL!, shopper);

      await open(page, at(lang, "/checkout/payment"), javaScriptEnabled);
      const points = page.getByRole("region", { name: t.checkout.loyalty.heading });
      await expect(points).toContainText(translate(lang, "account:loyalty.points", { count: earned }));
      // As an Arabic keyboard types it, in Arabic.
      await points.getByLabel(t.checkout.loyalty.points, { exact: true }).fill(lang === "ar" ? arabicDigits(String(spent)) : String(spent));
      await points.getByRole("button", { name: t.checkout.loyalty.spend }).click();
      await expect(page.locator('.checkout-summary [data-segment="loyalty_points"] .totals-table__value')).toHaveText(formatMoney(-spent, lang));

      await choosePayment(page, lang, "credit_card");
      await payByCard(page, lang, TEST_CARDS.visa);
      const number = await placedOrderNumber(page, lang);

      await open(page, at(lang, "/my-account/loyalty-card"), javaScriptEnabled);
      await expect(page.locator(".loyalty-card__balance")).toContainText(translate(lang, "account:loyalty.points", { count: earned - spent }));
      const newest = page.locator(".loyalty-history tbody tr").first();
      await expect(newest).toContainText(t.account.loyalty.kinds.burn);
      await expect(newest.getByRole("link", { name: t.account.loyalty.order.replace("{{number}}", number) })).toBeVisible();
      await expect(newest.locator(".order-table__amount")).toHaveText(`−${formatNumber(spent, lang)}`);
    });
  });
}

test.describe("loyalty pages' quality", () => {
  // As in quality.spec.ts: axe needs JavaScript; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the card with a history and on the payment step spending points", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const judge = await PageJudge.start(page, testInfo);
    const shopper = newShopper("en");
    await customerWithPoints(page, "en", shopper);
    await checkoutAtPayment(page, baseURL!, shopper);
    const spend = await page.request.post("/checkout/payment", {
      form: { intent: "loyalty-points", use: "all" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(spend.status(), "spending all the points").toBe(303);
    await judge.open("loyalty card", "/my-account/loyalty-card");
    await judge.open("payment step spending points", "/checkout/payment");
    // What was judged: the points' form and the line they pay in the summary.
    await expect(page.locator("#loyalty-points-heading")).toBeVisible();
    await expect(page.locator('.checkout-summary [data-segment="loyalty_points"]')).toBeVisible();
    await judge.finish();
  });
});
