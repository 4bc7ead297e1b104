import { expect, test } from "@playwright/test";
import { formatMoney } from "../../common/format";
import paymentAr from "../../app/locales/ar/payment";
import paymentEn from "../../app/locales/en/payment";
import { ISSUER_BANKS, instalmentPlans, payInFour } from "../../commerce/payments/instalments";
import { axeViolations } from "./support/quality";
import { addToCart, at, findSimpleProduct, LANGS, open } from "./support/shop";

/**
 * Instalments on a product page, rendered on the server, in both projects (JavaScript on and off): the
 * "4 interest-free payments" line under the price and the card instalment plans behind "See instalment plans",
 * and the same line under the cart's total.
 */
const texts = { en: paymentEn, ar: paymentAr };

for (const lang of LANGS) {
  test(`a product page offers 4 interest-free payments and the instalment plans (${lang})`, async ({ page, request, javaScriptEnabled }) => {
    // From AED 500 (card instalments) to AED 10,000 (the BNPL maximum).
    const product = await findSimpleProduct({ min: 50_000, max: 1_000_000 });
    await page.goto(at(lang, product.path));
    const t = texts[lang];

    const first = payInFour(product.price)![0]!;
    const line = t.payInFour.replace("{{amount}}", formatMoney(first, lang)).replace("{{providers}}", t.providerList);
    await expect(page.locator(".product-summary .pay-in-four")).toHaveText(line);

    const details = page.locator("details.instalment-plans-details");
    await details.locator("summary", { hasText: t.plans.summary }).click();
    const tables = details.locator("table.instalment-plans");
    await expect(tables).toHaveCount(ISSUER_BANKS.length);
    for (const [index, bank] of ISSUER_BANKS.entries()) {
      const table = tables.nth(index);
      await expect(table).toBeVisible();
      await expect(table.locator("caption")).toHaveText(t.plans.caption.replace("{{bank}}", lang === "ar" ? bank.nameAr : bank.nameEn));
      const plans = instalmentPlans(product.price, bank);
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(plans.length);
      for (const [row, plan] of plans.entries()) {
        await expect(rows.nth(row).locator("th")).toContainText(String(plan.months));
        await expect(rows.nth(row).locator("td").nth(0)).toHaveText(formatMoney(plan.monthlyAmounts[0]!, lang));
        await expect(rows.nth(row).locator("td").nth(1)).toHaveText(formatMoney(plan.totalAmount, lang));
      }
    }
    // axe runs in the page: with JavaScript only.
    if (javaScriptEnabled) {
      const violations = await axeViolations(page, `product page with the instalment plans open (${lang})`);
      expect(violations, violations.join("\n")).toEqual([]);
    }
  });

  test(`the cart offers 4 interest-free payments of its total (${lang})`, async ({ page, request, javaScriptEnabled }) => {
    const product = await findSimpleProduct({ min: 20_000, max: 500_000 });
    await open(page, at(lang, product.path), javaScriptEnabled);
    await addToCart(page, lang, javaScriptEnabled);
    await open(page, at(lang, "/cart"), javaScriptEnabled);
    const t = texts[lang];
    await expect(page.locator(".cart-summary .pay-in-four")).toContainText(t.payInFour.split("{{amount}}")[0]!);
    await expect(page.locator(".cart-summary .pay-in-four")).toContainText(t.providerList);
  });
}
