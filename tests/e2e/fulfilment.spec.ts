import { expect, test, type Browser, type Page } from "@playwright/test";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import mailEn from "../../commerce/locales/en/mail";
import { lastEmailTo, lastSmsTo, newShopper, ownClientAddress } from "./support/accounts";
import { placeOrderFor, type PlacedOrder } from "./support/orders";
import { at, LANGS, notification, open, type Lang } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Fulfilment through the back office (docs/order-api.md "Fulfilment"), with JavaScript off and on, in both
 * languages: operations move a home delivery from Confirmed to Completed and a click & collect order to Collected
 * with the code the shopper was texted; the shopper's order page shows each status with its date, an e-mail goes
 * out for each, and cash on delivery is captured when the goods are handed over.
 */

const orders = { en: ordersEn, ar: ordersAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

async function openOrder(page: Page, lang: Lang, placed: PlacedOrder, javaScriptEnabled: boolean) {
  await open(page, at(lang, `/admin/orders/${placed.incrementId}`), javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: adminTexts[lang].order.heading.replace("{{number}}", placed.incrementId) })).toBeVisible();
}

/** Presses a move's button and waits for the shipment to say so. */
async function move(page: Page, lang: Lang, action: keyof (typeof adminTexts)["en"]["fulfilment"]["moves"], status: string) {
  const t = adminTexts[lang];
  await page.getByRole("button", { name: t.fulfilment.moves[action], exact: true }).click();
  await expect(notification(page, t.fulfilment.moved)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`: ${status}$`) })).toBeVisible();
}

/** The shopper's order page, through the link in their e-mail, in another browser. */
async function shopperSees(browser: Browser, lang: Lang, placed: PlacedOrder, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(at(lang, `/my-account/order/${placed.incrementId}?key=${placed.key}`));
  const timeline = page.getByRole("list", { name: orders[lang].detail.timeline.replace("{{number}}", `${placed.incrementId}-1`) });
  return { timeline, close: () => context.close() };
}

for (const lang of LANGS) {
  test.describe(`fulfilment (${lang})`, () => {
    test("a home delivery goes from Confirmed to Completed; the shopper sees each status with its date and gets each e-mail", async ({ page, browser, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const labels = orders[lang].shipmentStatus;
      const shopper = newShopper(lang);
      const placed = await placeOrderFor(null, shopper.email);
      await signInStaffAs(page.context(), "operations");
      await openOrder(page, lang, placed, javaScriptEnabled);
      const payments = page.getByRole("table").filter({ hasText: `${placed.incrementId}-1` });
      await expect(payments.getByRole("cell", { name: t.order.paymentStatuses.authorized })).toBeVisible();

      await move(page, lang, "process", labels.shipmentProcessing);
      // Dispatching needs the carrier and a tracking number: refused without, what was typed kept.
      const dispatch = page.getByRole("group", { name: t.fulfilment.moves.dispatch, exact: true });
      await dispatch.getByLabel(t.fulfilment.carrier, { exact: true }).fill("Aramex");
      await dispatch.getByLabel(t.fulfilment.trackingNumber, { exact: true }).fill("not a tracking number!");
      await dispatch.getByRole("button", { name: t.fulfilment.moves.dispatch, exact: true }).click();
      await expect(dispatch.getByLabel(t.fulfilment.trackingNumber, { exact: true })).toHaveAccessibleDescription(t.validation.trackingNumber);
      await expect(dispatch.getByLabel(t.fulfilment.carrier, { exact: true })).toHaveValue("Aramex");
      await dispatch.getByLabel(t.fulfilment.trackingNumber, { exact: true }).fill("AWB-4412398");
      await dispatch.getByRole("button", { name: t.fulfilment.moves.dispatch, exact: true }).click();
      await expect(notification(page, t.fulfilment.moved)).toBeVisible();
      await move(page, lang, "deliver", labels.delivered);
      await expect(payments.getByRole("cell", { name: t.order.paymentStatuses.captured })).toBeVisible();
      await move(page, lang, "complete", labels.completed);

      const seen = await shopperSees(browser, lang, placed, javaScriptEnabled);
      for (const status of [labels.shipmentCreated, labels.shipmentProcessing, labels.dispatched, labels.delivered]) {
        await expect(seen.timeline.getByRole("listitem").filter({ hasText: status })).toContainText(/\d{1,2}:\d{2} \d{1,2}-\d{1,2}-\d{4}/);
      }
      await seen.close();
      const number = placed.incrementId;
      for (const subject of [mailEn.shipmentProcessing, mailEn.shipmentDispatched, mailEn.shipmentDelivered, mailEn.shipmentCompleted]) {
        // The order was placed in English: its e-mails are in English, whichever language staff work in.
        await lastEmailTo(shopper.email, subject.subject.replace("{{number}}", number));
      }
      expect(await lastEmailTo(shopper.email, mailEn.shipmentDispatched.subject.replace("{{number}}", number))).toContain("AWB-4412398");
    });

    test("a click & collect order is Ready for Collection and Collected with the texted code, not another", async ({ page, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const labels = orders[lang].shipmentStatus;
      const shopper = newShopper(lang);
      const placed = await placeOrderFor(null, shopper.email, "DXB-IBN");
      await signInStaffAs(page.context(), "operations");
      await openOrder(page, lang, placed, javaScriptEnabled);
      await move(page, lang, "process", labels.shipmentProcessing);
      await move(page, lang, "readyForCollection", labels.readyForCollection);
      const code = /(\d{6}) is your Nour Electronics collection code/.exec(await lastSmsTo(placed.mobile))![1]!;
      expect(await lastEmailTo(shopper.email, mailEn.shipmentReadyForCollection.subject.replace("{{number}}", placed.incrementId))).toContain(code);

      const collect = page.getByRole("group", { name: t.fulfilment.moves.collect, exact: true });
      const wrong = code === "000000" ? "111111" : "000000";
      await collect.getByLabel(t.fulfilment.code, { exact: true }).fill(wrong);
      await collect.getByRole("button", { name: t.fulfilment.moves.collect, exact: true }).click();
      await expect(collect.getByLabel(t.fulfilment.code, { exact: true })).toHaveAccessibleDescription(new RegExp(t.errors["fulfilment.codeInvalid"]));
      // As a shopper reads it out in Arabic digits.
      await collect.getByLabel(t.fulfilment.code, { exact: true }).fill(code.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))));
      await collect.getByRole("button", { name: t.fulfilment.moves.collect, exact: true }).click();
      await expect(notification(page, t.fulfilment.moved)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`: ${labels.collected}$`) })).toBeVisible();
      await expect(page.getByRole("table").filter({ hasText: `${placed.incrementId}-1` }).getByRole("cell", { name: t.order.paymentStatuses.captured })).toBeVisible();
    });
  });
}
