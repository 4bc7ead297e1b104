import { expect, test } from "@playwright/test";
import { formatMoney } from "../../common/format";
import { ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Gift cards in the back office (issue 22), with JavaScript off and on: finance issues a card by hand (a value out of
 * bounds is refused next to its field, the reason kept), reads its code once, finds it by its last characters, sets
 * its balance and voids it.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

const cardOf = (code: string) => withCommerce(({ db }) => db.selectFrom("gift_cards").select(["balance", "is_active"]).where("code", "=", code).executeTakeFirstOrThrow());

for (const lang of LANGS) {
  const t = adminTexts[lang].giftCards;

  test.describe(`gift cards in the back office (${lang})`, () => {
    test("finance issues a card, finds it by its last characters, sets its balance and voids it", async ({ page, context }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      await signInStaffAs(context, "finance");
      await open(page, at(lang, "/admin/gift-cards"), javaScriptEnabled);
      const issue = page.getByRole("group", { name: t.issueLegend, exact: true });
      const reason = lang === "ar" ? "تأخر التوصيل" : "Late delivery";
      await issue.getByLabel(t.value, { exact: true }).fill("20000");
      await issue.getByLabel(t.reason, { exact: true }).fill(reason);
      await issue.getByRole("button", { name: t.issue, exact: true }).click();
      await expect(issue.getByLabel(t.value, { exact: true })).toHaveAccessibleDescription(new RegExp(adminTexts[lang].validation.giftCardValue.replace(/[.,]/g, ".")));
      await expect(issue.getByLabel(t.reason, { exact: true })).toHaveValue(reason);

      await issue.getByLabel(t.value, { exact: true }).fill(lang === "ar" ? "١٥٠" : "150");
      await issue.getByRole("button", { name: t.issue, exact: true }).click();
      const code = (await page.getByRole("status").locator("code").textContent())!;
      expect(code).toMatch(/^GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(await cardOf(code)).toEqual({ balance: 15_000, is_active: 1 });

      await page.getByLabel(t.search, { exact: true }).fill(code.slice(-4));
      await page.getByRole("button", { name: t.find, exact: true }).click();
      const masked = `••••-${code.slice(-4)}`;
      const card = page.locator("li.bo-review").filter({ has: page.getByRole("heading", { name: masked, exact: true }) });
      await expect(card).toContainText(formatMoney(15_000, lang));
      const adjust = card.getByRole("group", { name: t.adjustLegend.replace("{{card}}", masked), exact: true });
      await adjust.getByLabel(t.newBalance, { exact: true }).fill("100");
      await adjust.getByLabel(t.reason, { exact: true }).fill(lang === "ar" ? "استُخدم جزء منها في المتجر" : "Part was used in the store");
      await adjust.getByRole("button", { name: t.adjust, exact: true }).click();
      await expect(notification(page, t.done.adjust)).toBeVisible();
      expect(await cardOf(code)).toEqual({ balance: 10_000, is_active: 1 });

      const voiding = card.getByRole("group", { name: t.voidLegend.replace("{{card}}", masked), exact: true });
      await voiding.getByLabel(t.reason, { exact: true }).fill(lang === "ar" ? "أُبلغ عن سرقتها" : "Reported stolen");
      await voiding.getByRole("button", { name: t.void, exact: true }).click();
      await expect(notification(page, t.done.void)).toBeVisible();
      await expect(card).toContainText(t.states.voided);
      expect(await cardOf(code)).toEqual({ balance: 10_000, is_active: 0 });
    });
  });
}

test.describe("gift cards page's quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the back office's gift cards", async ({ page }, testInfo) => {
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "owner");
    await judge.open("gift cards", "/admin/gift-cards");
    await judge.open("gift cards, voided trade-in vouchers", "/admin/gift-cards?kind=tradein&state=voided");
    await judge.finish();
  });
});
