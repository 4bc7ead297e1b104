import { expect, test } from "@playwright/test";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import { createCommerceHandler } from "../../commerce/handler";
import { call } from "../support/call";
import { addCustomerSession, lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { placeOrderFor } from "./support/orders";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Customer service and the stores in the back office, with JavaScript off and on, in both languages: support finds
 * a customer, e-mails them a password reset link and resends an order's confirmation, and answers a contact
 * message; operations read a store's pick list. Every page is judged by axe and the Nu checker.
 */

const mail = { en: mailEn, ar: mailAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** A message through the contact form's endpoint, in `lang`; its reference. */
async function contactMessage(lang: "en" | "ar", email: string): Promise<string> {
  return withCommerce(async (ctx) => {
    const sent = await call(createCommerceHandler(ctx), "POST", `/api/support/contact?storeCode=${lang}`, {
      name: "Huda Salem",
      email,
      mobile: "0501234567",
      topic: "delivery",
      comment: "When will my television arrive?",
    });
    return sent.result.reference as string;
  });
}

for (const lang of LANGS) {
  test.describe(`customer service (${lang})`, () => {
    test("support finds a customer by e-mail, sends a password reset link and resends an order's confirmation", async ({ page, browser, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const shopper = newShopper(lang);
      const other = await browser.newContext();
      await addCustomerSession(other, lang, shopper);
      await other.close();
      const placed = await placeOrderFor(shopper.email);
      await signInStaffAs(page.context(), "support");
      await open(page, at(lang, "/admin/customers"), javaScriptEnabled);
      await page.getByLabel(t.customers.search, { exact: true }).fill(shopper.email.toUpperCase());
      await page.getByRole("button", { name: t.customers.find }).click();
      // Shoppers of other tests share the name: the e-mail finds this one alone.
      const rows = page.getByRole("row").filter({ hasText: "@" });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(shopper.email);
      const name = `${shopper.firstname} ${shopper.lastname}`;
      await rows.getByRole("link", { name: t.customers.open.replace("{{name}}", name) }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

      await page.getByRole("button", { name: t.customers.passwordReset }).click();
      await expect(notification(page, t.customers.passwordResetSent)).toBeVisible();
      expect(await lastEmailTo(shopper.email, mail[lang].passwordReset.subject)).toContain("/resetpassword");
      await page.getByRole("button", { name: t.customers.resend.replace("{{number}}", placed.incrementId) }).click();
      await expect(notification(page, t.customers.resent)).toBeVisible();
      await lastEmailTo(shopper.email, mailEn.orderPlaced.subject.replace("{{number}}", placed.incrementId));
    });

    test("support answers a contact message: the reply is e-mailed in the message's language and the message answered", async ({ page, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const shopper = newShopper(lang);
      const reference = await contactMessage(lang, shopper.email);
      await signInStaffAs(page.context(), "support");
      await open(page, at(lang, "/admin/messages"), javaScriptEnabled);
      await page.getByRole("link", { name: t.messages.openMessage.replace("{{reference}}", reference) }).click();
      const reply = page.getByLabel(t.messages.reply, { exact: true });
      await page.getByRole("button", { name: t.messages.send }).click();
      await expect(reply).toHaveAccessibleDescription(t.validation.required);
      await reply.fill("Your television leaves our warehouse tomorrow morning.");
      await page.getByRole("button", { name: t.messages.send }).click();
      await expect(notification(page, t.messages.sent)).toBeVisible();
      await expect(page.getByText(t.messages.statuses.answered)).toBeVisible();
      const subject = mail[lang].contactReply.subject.replace("{{reference}}", reference);
      expect(await lastEmailTo(shopper.email, subject)).toContain("leaves our warehouse tomorrow");
    });
  });
}

test.describe("customer service pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on customers, the inbox, stores and their pick lists, and refunds", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "owner");
    const shopper = newShopper("en");
    const reference = await contactMessage("en", shopper.email);
    const placed = await placeOrderFor(null, shopper.email, "DXB-IBN");
    const customer = await withCommerce(async (ctx) => (await ctx.db.selectFrom("customers").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id);
    for (const [label, path] of [
      ["customers", "/admin/customers"],
      ["a customer", `/admin/customers/${customer}`],
      ["the inbox", "/admin/messages"],
      ["a message", `/admin/messages/${reference}`],
      ["refunds that failed", "/admin/refunds"],
      ["stores", "/admin/stores"],
      ["a store's pick lists", "/admin/stores/DXB-IBN"],
    ] as const) {
      await judge.open(label, path);
    }
    // The order placed for collection there is on the pick list to prepare.
    await expect(page.getByRole("link", { name: new RegExp(placed.incrementId) })).toBeVisible();
    await judge.finish();
  });
});
