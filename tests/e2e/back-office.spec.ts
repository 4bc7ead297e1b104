import { expect, test } from "@playwright/test";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import tradeInAr from "../../app/locales/ar/tradein";
import tradeInEn from "../../app/locales/en/tradein";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { inviteStaff } from "../../commerce/api/staff/accounts";
import { submitValuation } from "../../commerce/api/trade-in/valuations";
import { formatMoney } from "../../common/format";
import { lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { placeOrderFor } from "./support/orders";
import { at, LANGS, notification, open, ready } from "./support/shop";
import { adminTexts, createStaffByCommand, halfSignedInStaff, signInStaffAs, signInThroughPages, staffEmail } from "./support/staff";

/**
 * The back office (decision 040) through its pages, with JavaScript off and on, in both languages: the first owner
 * made by the command enrols an authenticator and invites an operations member, who accepts, enrols and finds the
 * owner's pages closed to their role; a trade-in becomes a voucher only once staff have inspected the device.
 */

const mail = { en: mailEn, ar: mailAr };
const tradeIn = { en: tradeInEn, ar: tradeInAr };

/** The seeded trade-in catalogue's iPhone 15 Pro, 256 GB, lightly scratched (as trade-in.spec.ts describes it). */
const DEVICE = { en: "iPhone 15 Pro", ar: "آيفون 15 برو" };
const DESCRIPTION = { assetId: 7, options: [23], condition: [1, 4, 6, 10, 13] };

test.beforeEach(async ({ context }) => ownClientAddress(context));

for (const lang of LANGS) {
  test.describe(`back office (${lang})`, () => {
    test("the first owner enrols an authenticator and invites an operations member, who joins with the role's pages only", async ({ page, browser }) => {
      const t = adminTexts[lang];
      const ownerEmail = staffEmail("owner");
      createStaffByCommand(ownerEmail, "Mariam Saeed", "owner");
      await signInThroughPages(page, lang, ownerEmail);
      await expect(page.getByRole("heading", { level: 1, name: t.dashboard.heading.replace("{{name}}", "Mariam Saeed") })).toBeVisible();

      // A refused invitation keeps what was typed and says what is wrong, next to the field.
      await page.getByRole("navigation", { name: t.nav.label }).getByRole("link", { name: t.nav.staff }).click();
      const invite = page.locator("#invite-form");
      const memberEmail = staffEmail("operations");
      await invite.getByLabel(t.staff.inviteName, { exact: true }).fill("عمر علي");
      await invite.getByLabel(t.staff.inviteEmail, { exact: true }).fill("omar@example");
      await invite.getByLabel(t.staff.inviteRole, { exact: true }).selectOption("operations");
      await invite.getByRole("button", { name: t.staff.invite }).click();
      await expect(invite.getByLabel(t.staff.inviteEmail, { exact: true })).toHaveAccessibleDescription(t.validation.email);
      await expect(invite.getByLabel(t.staff.inviteName, { exact: true })).toHaveValue("عمر علي");
      await invite.getByLabel(t.staff.inviteEmail, { exact: true }).fill(memberEmail);
      await invite.getByLabel(t.staff.inviteLanguage, { exact: true }).selectOption(lang);
      await invite.getByRole("button", { name: t.staff.invite }).click();
      await expect(notification(page, t.staff.invited)).toBeVisible();
      await expect(page.getByRole("cell", { name: memberEmail })).toBeVisible();

      // The invited member, in their own browser, follows the e-mailed link, chooses a password and enrols.
      const invitation = await lastEmailTo(memberEmail, mail[lang].staffInvitation.subject);
      const link = new URL(/https?:\/\/\S+\/admin\/invitation\/\S+/.exec(invitation)![0]);
      const member = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
      await ownClientAddress(member);
      const memberPage = await member.newPage();
      await memberPage.goto(link.pathname);
      await ready(memberPage, test.info().project.use.javaScriptEnabled !== false);
      await expect(memberPage.getByRole("heading", { level: 1, name: t.invitation.heading.replace("{{name}}", "عمر علي") })).toBeVisible();
      await memberPage.getByLabel(t.invitation.password, { exact: true }).fill("correct horse battery staple 42");
      await memberPage.getByLabel(t.invitation.confirm, { exact: true }).fill("correct horse battery staple 42");
      await memberPage.getByRole("button", { name: t.invitation.submit }).click();
      await expect(notification(memberPage, t.invitation.accepted)).toBeVisible();
      // The link is good once.
      expect((await memberPage.request.get(link.pathname)).status()).toBe(404);

      await signInThroughPages(memberPage, lang, memberEmail);
      const nav = memberPage.getByRole("navigation", { name: t.nav.label });
      await expect(nav.getByRole("link", { name: t.nav.tradeIns })).toBeVisible();
      await expect(nav.getByRole("link", { name: t.nav.staff })).toHaveCount(0);
      const refused = await memberPage.goto(at(lang, "/admin/staff"));
      expect(refused?.status()).toBe(403);
      await expect(memberPage.getByRole("heading", { level: 1, name: t.forbidden.heading })).toBeVisible();
      await member.close();

      // The owner reads what happened in the audit log, filtered.
      await page.goto(at(lang, `/admin/audit?action=staff&actor=${encodeURIComponent(ownerEmail)}`));
      await expect(page.getByRole("cell", { name: "staff.invite", exact: true })).toBeVisible();
      await page.goto(at(lang, `/admin/audit?subject=&actor=${encodeURIComponent(memberEmail)}`));
      await expect(page.getByRole("cell", { name: "staff.enrolAuthenticator", exact: true })).toBeVisible();
    });

    test("operations find an order by the shopper's e-mail, open it, export the list and keep a note on it", async ({ page, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const shopper = newShopper(lang);
      const placed = await placeOrderFor(null, shopper.email);
      await signInStaffAs(page.context(), "operations");
      await open(page, at(lang, "/admin/orders"), javaScriptEnabled);
      const filters = page.getByRole("form", { name: t.orders.filters });
      await filters.getByLabel(t.orders.search, { exact: true }).fill(shopper.email.toUpperCase());
      await filters.getByRole("button", { name: t.orders.apply }).click();
      await expect(page.getByRole("status").filter({ hasText: t.orders.total_one.replace("{{count, number}}", "1") })).toBeVisible();
      const csv = await page.request.get((await page.getByRole("link", { name: t.orders.export }).getAttribute("href"))!);
      expect(csv.headers()["content-type"]).toContain("text/csv");
      expect(await csv.text()).toContain(placed.incrementId);

      await page.getByRole("link", { name: t.orders.open.replace("{{number}}", placed.incrementId) }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.order.heading.replace("{{number}}", placed.incrementId) })).toBeVisible();
      await expect(page.getByRole("cell", { name: placed.names[0] })).toBeVisible();
      const note = page.getByLabel(t.order.note, { exact: true });
      await note.fill("   ");
      await page.getByRole("button", { name: t.order.addNote }).click();
      await expect(note).toHaveAccessibleDescription(t.validation.required);
      await note.fill("يرجى الاتصال قبل التوصيل");
      await page.getByRole("button", { name: t.order.addNote }).click();
      await expect(notification(page, t.order.noteAdded)).toBeVisible();
      await expect(page.getByText("يرجى الاتصال قبل التوصيل")).toBeVisible();
      await expect(page.getByText("order.note")).toBeVisible();
    });

    test("a trade-in becomes a voucher only when operations have inspected the device; support may not decide", async ({ page, browser, javaScriptEnabled }) => {
      const t = adminTexts[lang];
      const shopper = newShopper(lang);
      const quote = await withCommerce((ctx) => submitValuation(ctx, { ...DESCRIPTION, email: shopper.email }, lang));
      const support = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
      await signInStaffAs(support, "support");
      expect((await (await support.newPage()).goto(at(lang, "/admin/trade-ins"))) ?.status()).toBe(403);
      await support.close();

      await signInStaffAs(page.context(), "operations");
      await open(page, at(lang, "/admin/trade-ins"), javaScriptEnabled);
      const decision = page
        .getByRole("row")
        .filter({ hasText: shopper.email })
        .getByRole("group", { name: t.tradeIns.acceptLegend.replace("{{device}}", DEVICE[lang]) });
      const price = decision.getByLabel(t.tradeIns.price, { exact: true });
      // More than the quote is refused next to the field, the value kept.
      const tooMuch = ((quote.price + 10_000) / 100).toFixed(2);
      await price.fill(tooMuch);
      await decision.getByRole("button", { name: t.tradeIns.accept }).click();
      await expect(price).toHaveAccessibleDescription(new RegExp(t.errors["tradein.priceNotAllowed"]));
      await expect(price).toHaveValue(tooMuch);
      await price.fill(((quote.price - 5_000) / 100).toFixed(2));
      await decision.getByLabel(t.tradeIns.grade, { exact: true }).selectOption("good");
      await decision.getByRole("button", { name: t.tradeIns.accept }).click();
      await expect(notification(page, t.tradeIns.acceptedDone)).toBeVisible();

      const subject = mail[lang].tradeInVoucher.subject.replace("{{value}}", formatMoney(quote.price - 5_000, lang)).replace("{{device}}", DEVICE[lang]);
      expect(await lastEmailTo(shopper.email, subject)).toMatch(/TI-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
      await page.goto(at(lang, `/trade-in/voucher/${quote.reference}`));
      await expect(page.getByRole("heading", { level: 1, name: tradeIn[lang].done.accepted.heading })).toBeVisible();
    });
  });
}

test.describe("back-office pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the sign-in steps, every section, an invitation and the 403 page", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const judge = await PageJudge.start(page, testInfo);
    await judge.open("staff sign-in", "/admin/sign-in");
    await halfSignedInStaff(page.context(), false);
    await judge.open("authenticator enrolment", "/admin/sign-in/enrol");
    await page.context().clearCookies();
    await halfSignedInStaff(page.context(), true);
    await judge.open("authenticator code", "/admin/sign-in/code");
    await page.context().clearCookies();

    const owner = await signInStaffAs(page.context(), "owner");
    const invited = staffEmail("finance");
    await withCommerce(async (ctx) => {
      await submitValuation(ctx, { ...DESCRIPTION, email: newShopper("en").email }, "en");
      await inviteStaff(ctx, { ...COMMAND_LINE, staffId: owner.id }, { email: invited, name: "Salem Obaid", role: "finance", locale: "en" });
    });
    const link = new URL(/https?:\/\/\S+\/admin\/invitation\/\S+/.exec(await lastEmailTo(invited, mailEn.staffInvitation.subject))![0]);
    for (const [label, path] of [
      ["dashboard", "/admin"],
      ["staff", "/admin/staff"],
      ["audit log", "/admin/audit"],
      ["trade-ins to inspect", "/admin/trade-ins"],
      ["orders", "/admin/orders"],
      ["an order", `/admin/orders/${(await placeOrderFor(null)).incrementId}`],
    ] as const) {
      await judge.open(label, path);
    }
    await judge.open("an invitation", link.pathname);
    await judge.open("a used or unknown invitation", "/admin/invitation/no-such-invitation-token", 404);

    const support = await browser.newContext();
    await signInStaffAs(support, "support");
    const supportPage = await support.newPage();
    const supportJudge = await PageJudge.start(supportPage, testInfo);
    await supportJudge.open("not for the role", "/admin/staff", 403);
    await supportJudge.finish();
    await support.close();
    await judge.finish();
  });
});
