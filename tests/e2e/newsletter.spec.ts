import { expect, test } from "@playwright/test";
import commonAr from "../../app/locales/ar/common";
import commonEn from "../../app/locales/en/common";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import { lastEmailTo, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, LANGS, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * The newsletter by double opt-in (decision 061), with JavaScript off and on: an address given in the footer is
 * e-mailed a confirmation link, subscribed when its page's button is pressed, and unsubscribed by the link (or the
 * one-click post) of the welcome mailing; the back office lists and exports subscribers.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

const commonTexts = { en: commonEn, ar: commonAr };
const mailTexts = { en: mailEn, ar: mailAr };
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ae`;

const welcomeOf = (email: string) =>
  withCommerce(({ db }) => db.selectFrom("outbox").select(["text_body", "headers"]).where("recipient", "=", email).where("template", "=", "newsletterWelcome").executeTakeFirstOrThrow());

for (const lang of LANGS) {
  const t = commonTexts[lang].newsletter;

  test.describe(`the newsletter (${lang})`, () => {
    test("an address given in the footer is subscribed by the e-mailed link, and unsubscribed by the mailing's link", async ({ page }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const email = uniqueEmail("footer");
      await open(page, at(lang, "/delivery"), javaScriptEnabled);
      const footerForm = page.getByRole("form", { name: t.heading });
      await footerForm.getByLabel(t.emailLabel, { exact: true }).fill(email);
      await footerForm.getByRole("button", { name: t.submit }).click();
      await expect(footerForm.getByRole("status")).toHaveText(t.checkInbox);

      const confirmation = await lastEmailTo(email, mailTexts[lang].newsletterConfirm.subject);
      const confirmLink = new URL(confirmation.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)![0]);
      await page.goto(confirmLink.pathname + confirmLink.search);
      await page.getByRole("main").getByRole("button", { name: t.confirmSubmit }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(t.confirmed);

      const welcome = await welcomeOf(email);
      const unsubscribeLink = new URL(welcome.text_body.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/)![0]);
      expect(JSON.parse(welcome.headers!)).toEqual({ "List-Unsubscribe": `<${unsubscribeLink.href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      await page.goto(unsubscribeLink.pathname + unsubscribeLink.search);
      await page.getByRole("main").getByRole("button", { name: t.unsubscribeSubmit }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(t.unsubscribed);

      // A mail program's one-click unsubscribe posts from its own origin: taken, and a second time changes nothing.
      const oneClick = (path: string) => page.request.post(path, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: "https://mail.example" }, maxRedirects: 0 });
      expect((await oneClick(unsubscribeLink.pathname + unsubscribeLink.search)).status()).toBe(200);
      expect((await oneClick(`${unsubscribeLink.pathname}?token=${"A".repeat(43)}`)).status()).toBe(404);
      const row = await withCommerce(({ db }) => db.selectFrom("newsletter_subscribers").select("status").where("email", "=", email).executeTakeFirstOrThrow());
      expect(row.status).toBe("unsubscribed");
    });

    test("the back office lists subscribers by status and downloads them as CSV", async ({ page, context }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const a = adminTexts[lang].newsletter;
      const email = uniqueEmail("listed");
      const at_ = new Date().toISOString();
      await withCommerce(({ db }) =>
        db.insertInto("newsletter_subscribers").values({ email, store_id: 2, status: "subscribed", requested_at: at_, confirmation_sent_at: at_, subscribed_at: at_, unsubscribed_at: null }).execute(),
      );
      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, "/admin/newsletter"), javaScriptEnabled);
      const filters = page.getByRole("form", { name: a.filters });
      await filters.getByLabel(a.search, { exact: true }).fill(email);
      await filters.getByLabel(a.status, { exact: true }).selectOption(a.statuses.subscribed);
      await filters.getByRole("button", { name: a.apply }).click();
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toContainText(a.statuses.subscribed);
      await expect(row).toContainText(a.languages.ar);

      const csv = await page.request.get(await page.getByRole("link", { name: a.export }).getAttribute("href").then((href) => href!));
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(await csv.text()).toContain(`${email},subscribed,ar,`);
    });
  });
}

test.describe("newsletter pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the confirm and unsubscribe pages and the back office's list", async ({ page }, testInfo) => {
    const judge = await PageJudge.start(page, testInfo);
    await judge.open("confirm page", `/newsletter/confirm?token=${"A".repeat(43)}`);
    await judge.open("confirm page, link not valid", "/newsletter/confirm?result=invalid");
    await judge.open("unsubscribe page", `/newsletter/unsubscribe?token=${"A".repeat(43)}`);
    await judge.open("unsubscribe page, done", "/newsletter/unsubscribe?result=done");
    await signInStaffAs(page.context(), "owner");
    await judge.open("newsletter subscribers", "/admin/newsletter");
    await judge.finish();
  });
});
