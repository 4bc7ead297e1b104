import { expect, test } from "@playwright/test";
import { uaeDate } from "../../commerce/contract/uae-day";
import { ownClientAddress } from "./support/accounts";
import { placeOrderFor } from "./support/orders";
import { PageJudge } from "./support/quality";
import { at, LANGS, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Finance reports in the back office (issue 22, decision 049), with JavaScript off and on: a period that ends
 * before it starts is refused next to its field with both dates kept; today's period shows the VAT return's
 * figures with Dubai's supplies and the sales; its CSV lists the invoice of an order placed today.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** Today in the UAE, as the report's fields take it. */
const uaeToday = () => uaeDate(new Date());

for (const lang of LANGS) {
  const t = adminTexts[lang].reports;

  test.describe(`finance reports (${lang})`, () => {
    test("finance picks a period, is told when it ends before it starts, and downloads the period's documents", async ({ page, context }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const placed = await placeOrderFor(null, `reports-${lang}-${Date.now()}@example.ae`);
      await signInStaffAs(context, "finance");
      const today = uaeToday();

      await open(page, at(lang, `/admin/reports?from=${today}&to=2020-01-01`), javaScriptEnabled);
      const to = page.getByLabel(t.to, { exact: true });
      await expect(to).toHaveAccessibleDescription(new RegExp(t.problems.endsBeforeStart));
      await expect(to).toHaveValue("2020-01-01");
      await expect(page.getByLabel(t.from, { exact: true })).toHaveValue(today);
      await expect(page.getByRole("heading", { name: t.vat.heading, exact: true })).toHaveCount(0);

      await to.fill(today);
      await page.getByRole("button", { name: t.show, exact: true }).click();
      const vat = page.getByRole("region", { name: t.vat.heading, exact: true });
      const dubai = vat.getByRole("row").filter({ has: page.getByRole("rowheader", { name: t.vat.standardRated.replace("{{emirate}}", lang === "ar" ? "دبي" : "Dubai"), exact: true }) });
      await expect(dubai.getByRole("cell").nth(1)).not.toHaveText(/^\D*0[.,٫]00\D*$/);
      await expect(page.getByRole("region", { name: t.sales.heading, exact: true })).toBeVisible();

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: t.download, exact: true }).click();
      const csv = await (await download).createReadStream().then(async (stream) => {
        let text = "";
        for await (const chunk of stream) text += chunk;
        return text;
      });
      expect(csv).toMatch(new RegExp(`\\ntax_invoice,\\d+,[^,]+,${placed.incrementId},`));
    });
  });
}

test.describe("finance reports' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the reports page, with figures and with a refused period, nor on low stock", async ({ page }, testInfo) => {
    // Several pages, each judged by axe and the Nu checker, as the category pages' judge (category-admin.spec.ts).
    test.setTimeout(90_000);
    const judge = await PageJudge.start(page, testInfo);
    await placeOrderFor(null);
    await signInStaffAs(page.context(), "owner");
    await judge.open("reports", `/admin/reports?from=${uaeToday()}&to=${uaeToday()}`);
    await judge.open("reports, a refused period", "/admin/reports?from=2026-02-30&to=2026-03-01");
    await judge.open("low stock", "/admin/low-stock");
    await judge.finish();
  });
});
