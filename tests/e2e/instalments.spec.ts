import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../common/format";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import paymentAr from "../../app/locales/ar/payment";
import paymentEn from "../../app/locales/en/payment";
import { ISSUER_BANKS, instalmentPlans, offeredPlan, payInFour, PROCESSING_FEE } from "../../commerce/payments/instalments";
import { newShopper, ownClientAddress, signInAs } from "./support/accounts";
import { authenticate3ds, checkoutTexts, homeDelivery, payByCard, placedOrderNumber, startCheckout, TEST_CARDS } from "./support/checkout";
import { axeViolations } from "./support/quality";
import { signInStaffAs } from "./support/staff";
import { addToCart, at, findSimpleProduct, LANGS, open, ready, type Lang } from "./support/shop";
import { translate } from "./support/texts";

/**
 * Instalments on a product page, rendered on the server, in both projects (JavaScript on and off): the
 * "4 interest-free payments" line under the price and the card instalment plans behind "See instalment plans",
 * and the same line under the cart's total. Card instalments as a choice at checkout (decision 046): a bank and
 * a plan offered for the total, the processing fee as a line, the plan at the gateway, on the order and invoice.
 */
const texts = { en: paymentEn, ar: paymentAr };
const ordersTexts = { en: ordersEn, ar: ordersAr };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** How a plan is told, on the payment step (`option`) and once chosen (`summary`, with the bank). */
function planTexts(lang: Lang, bank: string, months: number, monthly: number, last: number) {
  const t = texts[lang].plan;
  const values = { bank, months: translate(lang, "payment:plan.months", { count: months }), monthly: formatMoney(monthly, lang), last: formatMoney(last, lang) };
  return {
    option: fill(last === monthly ? t.option : t.optionLast, values),
    summary: fill(last === monthly ? t.summary : t.summaryLast, values),
  };
}

/** A signed-in shopper's cart with one product, through the contact and delivery steps to the payment step. */
async function toPaymentStep(page: Page, lang: Lang, javaScriptEnabled: boolean, product: { path: string }) {
  const shopper = newShopper(lang);
  await signInAs(page, lang, shopper);
  await open(page, at(lang, product.path), javaScriptEnabled);
  await addToCart(page, lang, javaScriptEnabled);
  await startCheckout(page, lang);
  await page.getByRole("main").getByRole("button", { name: checkoutTexts[lang].checkout.contact.submit }).click();
  await homeDelivery(page, lang, shopper);
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/payment")}(\\?.*)?$`));
  await ready(page, javaScriptEnabled);
}

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

for (const lang of LANGS) {
  test(`card instalments with a chosen bank and plan: the fee is a line, the gateway and the order keep the plan (${lang})`, async ({ page, context, javaScriptEnabled }) => {
    await ownClientAddress(context);
    // AED 500 to 1,499.99: plans of 3 to 12 months, none of 18 or 24.
    const product = await findSimpleProduct({ min: 60_000, max: 140_000 });
    const t = texts[lang];
    const { checkout } = checkoutTexts[lang];
    const main = page.getByRole("main");
    await toPaymentStep(page, lang, javaScriptEnabled, product);

    const bank = ISSUER_BANKS[0]!;
    const bankName = lang === "ar" ? bank.nameAr : bank.nameEn;
    const plan = offeredPlan(product.price, { bank: bank.code, months: 12 })!;
    const { monthly, last } = { monthly: plan.monthlyAmounts[0]!, last: plan.monthlyAmounts.at(-1)! };
    const choice = main.getByRole("group", { name: t.plan.legend, exact: true });
    await expect(choice.getByRole("group", { name: bankName, exact: true }).getByRole("radio")).toHaveCount(instalmentPlans(product.price, bank).length);
    await expect(choice.locator('input[value$="-18"], input[value$="-24"]')).toHaveCount(0);

    // Instalments without a plan: refused, the error next to the plan, the choices kept.
    await main.getByRole("radio", { name: checkout.payment.methods.installments, exact: true }).check();
    const terms = main.getByRole("checkbox", { name: checkout.payment.terms.replace("{{link}}", checkout.payment.termsLink) });
    await terms.check();
    await main.getByRole("button", { name: checkout.payment.submit }).click();
    await expect(choice).toContainText(checkout.validation.planRequired);
    await expect(main.getByRole("radio", { name: checkout.payment.methods.installments, exact: true })).toBeChecked();
    await ready(page, javaScriptEnabled);

    const { option, summary } = planTexts(lang, bankName, 12, monthly, last);
    await choice.getByRole("group", { name: bankName, exact: true }).getByRole("radio", { name: option, exact: true }).check();
    if (!(await terms.isChecked())) await terms.check();
    await main.getByRole("button", { name: checkout.payment.submit }).click();

    // The review step: the plan, and the fee as a line of the total.
    await expect(page).toHaveURL(new RegExp(`${at(lang, "/checkout/review")}(\\?.*)?$`));
    await expect(main.locator(".instalment-plan-summary")).toHaveText(summary);
    const fee = page.locator('[data-segment="instalment_fee"]');
    await expect(fee).toContainText(t.plan.fee);
    await expect(fee).toContainText(formatMoney(PROCESSING_FEE, lang));
    await expect(page.locator('[data-segment="grand_total"]')).toContainText(formatMoney(product.price + PROCESSING_FEE, lang));
    await ready(page, javaScriptEnabled);

    // The gateway's page shows the plan it was asked for, and its answer echoes it.
    await payByCard(page, lang, TEST_CARDS.challenge);
    await expect(page.locator('[data-plan="issuer"]')).toHaveText(bank.code);
    await expect(page.locator('[data-plan="months"]')).toHaveText("12");
    await authenticate3ds(page, lang);
    const number = await placedOrderNumber(page, lang);
    await expect(page.locator(".instalment-plan-summary")).toHaveText(summary);

    const o = ordersTexts[lang];
    await open(page, at(lang, `/my-account/order/${number}`), javaScriptEnabled);
    await expect(main.locator(".instalment-plan-summary")).toHaveText(summary);
    const feeRow = page.locator(".order-totals__row", { hasText: t.plan.fee });
    await expect(feeRow).toContainText(formatMoney(PROCESSING_FEE, lang));

    // The tax invoice: the fee on its own line, with its VAT at 5%.
    await page.getByRole("link", { name: new RegExp(fill(o.detail.invoice, { number: "\\d+" })) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.document.invoice);
    const feeLine = page.getByRole("row", { name: new RegExp(t.plan.fee) });
    await expect(feeLine.getByRole("cell").last()).toHaveText(formatMoney(PROCESSING_FEE, lang));
    await expect(feeLine.getByRole("cell").nth(-2)).toHaveText(new RegExp(`^(${[47, 48].map((fils) => formatMoney(fils, lang).replace(/[.]/g, "\\.")).join("|")})$`));
    await expect(feeLine).toContainText(fill(o.document.rate, { rate: 5 }));

    // Staff see the plan and the fee on the order too.
    await signInStaffAs(context, "support");
    await open(page, at(lang, `/admin/orders/${number}`), javaScriptEnabled);
    await expect(main.locator(".instalment-plan-summary")).toHaveText(summary);
    await expect(page.locator(".order-totals__row", { hasText: t.plan.fee })).toContainText(formatMoney(PROCESSING_FEE, lang));
  });
}
