import { expect, test, type Browser, type Page } from "@playwright/test";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import { addCustomerSession, arabicDigits, lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { deliverOrder, placeCardOrderFor, placeOrderFor, returnLine, type PlacedOrder } from "./support/orders";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open, type Lang } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Returns after delivery (docs/order-api.md "Returns"), with JavaScript off and on, in both languages: the shopper
 * asks from the order page (a customer, or a guest through the order's link), operations receive the parcel and
 * accept it (a credit note, a refund through the test card gateway) or reject it with a reason, and the shopper
 * sees each step on the order page and in their e-mail. The pages are judged by axe and the Nu checker.
 */

const orders = { en: ordersEn, ar: ordersAr };
const mail = { en: mailEn, ar: mailAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** Asks to return one unit of the order's first line, refused first for want of a reason; answers the return's number. */
async function askForReturn(page: Page, lang: Lang, javaScriptEnabled: boolean, path: string): Promise<string> {
  const t = orders[lang];
  await open(page, at(lang, path), javaScriptEnabled);
  const section = page.getByRole("region", { name: t.return.heading });
  const line = section.getByRole("group").first();
  const qty = line.getByRole("textbox");
  // Arabic pages take the quantity as an Arabic keyboard types it.
  await qty.fill(lang === "ar" ? arabicDigits("1") : "1");
  await section.getByRole("button", { name: t.return.submit }).click();
  await expect(line.getByRole("combobox", { name: t.return.reason })).toHaveAccessibleDescription(t.validation.returnReason);
  await expect(qty).toHaveValue(lang === "ar" ? arabicDigits("1") : "1");
  await line.getByRole("combobox", { name: t.return.reason }).selectOption({ label: t.returnReasons.defective });
  await section.getByRole("button", { name: t.return.submit }).click();
  await expect(notification(page, t.return.done)).toBeVisible();
  const heading = page.getByRole("region", { name: t.returns.heading }).getByRole("heading", { level: 3 });
  await expect(heading).toHaveText(new RegExp(`: ${t.returnStatus.requested}$`));
  return /\d+/.exec((await heading.textContent()) ?? "")![0];
}

/** Operations, in a browser of their own, at the returns page. */
async function operations(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await ownClientAddress(context);
  await signInStaffAs(context, "operations");
  return { page: await context.newPage(), close: () => context.close() };
}

for (const lang of LANGS) {
  test.describe(`returns (${lang})`, () => {
    test("a delivered card-paid line is returned, received, accepted, credited and refunded through the gateway", async ({ page, browser, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const shopper = newShopper(lang);
      await addCustomerSession(page.context(), lang, shopper);
      const placed = await placeCardOrderFor(shopper.email, shopper.password, lang);
      await deliverOrder(placed.incrementId);
      const number = await askForReturn(page, lang, javaScriptEnabled, `/my-account/order/${placed.incrementId}`);
      await lastEmailTo(shopper.email, mail[lang].returnRequested.subject.replace("{{reference}}", number));

      const staff = await operations(browser, javaScriptEnabled);
      await open(staff.page, at(lang, "/admin/returns"), javaScriptEnabled);
      const requested = staff.page.getByRole("article", { name: t.returns.returnOf.replace("{{number}}", number).replace("{{order}}", placed.incrementId) });
      await requested.getByRole("button", { name: t.returns.receive.replace("{{number}}", number) }).click();
      await expect(notification(staff.page, t.returns.done.received)).toBeVisible();
      // It waits on the "received" tab now, restocked unless staff choose otherwise.
      const received = staff.page.getByRole("article", { name: t.returns.returnOf.replace("{{number}}", number).replace("{{order}}", placed.incrementId) });
      await expect(received.getByRole("radio", { name: t.returns.dispositions.restock })).toBeChecked();
      await received.getByRole("button", { name: t.returns.accept.replace("{{number}}", number) }).click();
      await expect(notification(staff.page, t.returns.done.accepted)).toBeVisible();
      const accepted = staff.page.getByRole("article", { name: t.returns.returnOf.replace("{{number}}", number).replace("{{order}}", placed.incrementId) });
      // The gateway paid the refund: the return says so.
      await expect(accepted.getByRole("listitem").filter({ hasText: `: ${t.order.refundStatuses.succeeded}` })).toBeVisible();
      await expect(accepted).toContainText(t.returns.restocked);
      await staff.close();

      const o = orders[lang];
      await page.reload();
      const returns = page.getByRole("region", { name: o.returns.heading });
      await expect(returns.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`: ${o.returnStatus.accepted}$`));
      const refunded = o.returns.payouts.refund.split("{{amount}}")[1]!.trim();
      await expect(returns.getByText(refunded)).toBeVisible();
      await expect(returns.getByRole("link", { name: new RegExp(o.detail.creditNote.replace("{{number}}", "\\d+")) })).toBeVisible();
      // The order's payment shows the refund as paid, with its date.
      await expect(page.getByRole("region", { name: o.detail.paymentHeading }).getByRole("listitem").first()).toContainText(o.detail.refunded.split("{{amount}}")[0]!.trim());
      await lastEmailTo(shopper.email, mail[lang].returnAccepted.subject.replace("{{reference}}", number));
    });

    test("a guest asks through the order's link and is told why the return is rejected", async ({ page, browser, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const shopper = newShopper(lang);
      const placed: PlacedOrder = await placeOrderFor(null, shopper.email);
      await deliverOrder(placed.incrementId);
      const number = await askForReturn(page, lang, javaScriptEnabled, `/my-account/order/${placed.incrementId}?key=${placed.key}`);

      const staff = await operations(browser, javaScriptEnabled);
      await open(staff.page, at(lang, "/admin/returns"), javaScriptEnabled);
      const panel = staff.page.getByRole("article", { name: t.returns.returnOf.replace("{{number}}", number).replace("{{order}}", placed.incrementId) });
      const reject = panel.getByRole("group", { name: t.returns.rejectLegend.replace("{{number}}", number) });
      // A reason is needed: refused without one.
      await reject.getByRole("button", { name: t.returns.reject.replace("{{number}}", number) }).click();
      await expect(reject.getByRole("textbox", { name: t.returns.rejectReason })).toHaveAccessibleDescription(t.validation.required);
      await reject.getByRole("textbox", { name: t.returns.rejectReason }).fill("The seal is broken");
      await reject.getByRole("button", { name: t.returns.reject.replace("{{number}}", number) }).click();
      await expect(notification(staff.page, t.returns.done.rejected)).toBeVisible();
      await staff.close();

      await page.reload();
      await expect(page.getByRole("region", { name: orders[lang].returns.heading })).toContainText("The seal is broken");
      // The order was placed in English: its e-mails are too.
      expect(await lastEmailTo(shopper.email, mailEn.returnRejected.subject.replace("{{reference}}", number))).toContain("The seal is broken");
    });
  });
}

test.describe("returns pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the order page's return form, the returns it lists, and the back office's returns", async ({ page }, testInfo) => {
    // Eight pages judged, and the Nu checker's run, after four returns are set up.
    test.setTimeout(90_000);
    const judge = await PageJudge.start(page, testInfo);
    const shopper = newShopper("en");
    await addCustomerSession(page.context(), "en", shopper);
    await signInStaffAs(page.context(), "owner");
    // A return of every status: two on a cash order (one waiting, one rejected, whose unit can be asked back
    // again), two on a card order (one received, one accepted and refunded).
    const cash = await placeOrderFor(shopper.email);
    const card = await placeCardOrderFor(shopper.email, shopper.password, "en");
    await deliverOrder(cash.incrementId);
    await deliverOrder(card.incrementId);
    await returnLine(cash.incrementId, 0);
    await returnLine(cash.incrementId, 1, ["reject"]);
    await returnLine(card.incrementId, 0, ["receive"]);
    await returnLine(card.incrementId, 1, ["receive", "accept"]);
    await judge.open("an order with returns and one to ask for", `/my-account/order/${cash.incrementId}`);
    await judge.open("the guest's view of a refunded return", `/my-account/order/${card.incrementId}?key=${card.key}`);
    for (const status of ["requested", "received", "accepted", "rejected"] as const) await judge.open(`returns ${status}`, `/admin/returns?status=${status}`);
    await judge.open("an order's returns in the back office", `/admin/orders/${card.incrementId}`);
    await judge.finish();
  });
});
