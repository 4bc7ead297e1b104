import { expect, test, type Page } from "@playwright/test";
import accountAr from "../../app/locales/ar/account";
import cartAr from "../../app/locales/ar/cart";
import mailAr from "../../commerce/locales/ar/mail";
import tradeInAr from "../../app/locales/ar/tradein";
import accountEn from "../../app/locales/en/account";
import cartEn from "../../app/locales/en/cart";
import mailEn from "../../commerce/locales/en/mail";
import tradeInEn from "../../app/locales/en/tradein";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { decideValuation, submitValuation } from "../../commerce/api/trade-in/valuations";
import { formatMoney } from "../../common/format";
import { lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { addToCart, at, findSimpleProduct, LANGS, notification, open, type Lang } from "./support/shop";

/**
 * The trade-in valuation through the pages, in both projects (JavaScript off: each step is a GET form, the
 * quote a POST form answered 303, or 400 with the errors and the typed values) and both languages: from the
 * device type to the quote, e-mailed and shown; staff accept the device (through the backend here: back-office.spec.ts
 * drives their screen), and the voucher, e-mailed and shown, pays in the cart on the 'Trade-In Voucher' line.
 */

const texts = {
  en: { tradein: tradeInEn, cart: cartEn, account: accountEn, mail: mailEn },
  ar: { tradein: tradeInAr, cart: cartAr, account: accountAr, mail: mailAr },
};

/** The seeded catalogue's names (commerce/db/trade-in-reference.ts) of the device the tests trade in. */
const DEVICE = {
  en: { category: "Smartphones", brand: "Apple", model: "iPhone 15 Pro", storage: "256 GB", scratched: "Light scratches only" },
  ar: { category: "الهواتف الذكية", brand: "أبل", model: "آيفون 15 برو", storage: "256 جيجابايت", scratched: "خدوش خفيفة فقط" },
};

/**
 * iPhone 15 Pro, 256 GB, a lightly scratched screen and otherwise perfect: the "good" rule (AED 2,423) with
 * 256 GB's AED 250 in proportion, 2,423 × 3,100 / 2,850 = AED 2,635.5, rounded down to whole dirhams.
 */
const PRICE = 263_500;
/** The same device as the ids the steps post (seeded catalogue). */
const DESCRIPTION = { assetId: 7, options: [23], condition: [1, 4, 6, 10, 13] };

test.beforeEach(async ({ context }) => ownClientAddress(context));

async function choose(page: Page, label: string, button: string) {
  await page.getByRole("main").getByLabel(label, { exact: true }).check();
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** From /trade-in to the quote, through every step; the quote's offer is on the page. */
async function describeDevice(page: Page, lang: Lang, javaScriptEnabled: boolean) {
  const t = texts[lang].tradein;
  const device = DEVICE[lang];
  await open(page, at(lang, "/trade-in"), javaScriptEnabled);
  await choose(page, device.category, t.continue);
  await expect(page.getByRole("group", { name: t.brand.legend })).toBeVisible();
  await choose(page, device.brand, t.continue);
  await choose(page, device.model, t.continue);
  await expect(page.getByRole("heading", { name: t.attributes.heading.replace("{{device}}", device.model) })).toBeVisible();
  await choose(page, device.storage, t.continue);
  await expect(page.getByRole("heading", { name: t.condition.heading.replace("{{device}}", device.model) })).toBeVisible();
  // The best answer to every question, but a lightly scratched screen.
  for (const group of await page.locator(".trade-in__choices").all()) await group.getByRole("radio").first().check();
  await choose(page, device.scratched, t.seeQuote);
  await expect(page.getByText(t.quote.offer.replace("{{price}}", formatMoney(PRICE, lang)).replace("{{device}}", device.model))).toBeVisible();
  await expect(page.getByText(t.quote.grade.replace("{{grade}}", t.grades.good))).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`trade-in (${lang})`, () => {
    test("value a device step by step, get the quote by e-mail; once the device is accepted, pay with its voucher in the cart", async ({ page, javaScriptEnabled }) => {
      const t = texts[lang];
      const shopper = newShopper(lang);
      await describeDevice(page, lang, javaScriptEnabled);
      const form = page.locator("#trade-in-form");
      await form.getByLabel(t.tradein.form.email, { exact: true }).fill(shopper.email);
      await form.getByLabel(t.tradein.form.terms).check();
      await form.getByRole("button", { name: t.tradein.form.submit }).click();

      await expect(page.getByRole("heading", { level: 1, name: t.tradein.done.awaiting.heading })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(formatMoney(PRICE, lang));
      await expect(page.locator(".trade-in__code")).toHaveCount(0);
      const reference = /\/trade-in\/voucher\/([\w-]+)$/.exec(new URL(page.url()).pathname)?.[1];
      expect(reference).toBeTruthy();
      const quoteSubject = t.mail.tradeInQuote.subject.replace("{{value}}", formatMoney(PRICE, lang)).replace("{{device}}", DEVICE[lang].model);
      expect(await lastEmailTo(shopper.email, quoteSubject)).toContain(reference!);

      // At the store: staff check the device and confirm the quote.
      await withCommerce((ctx) => decideValuation(ctx, COMMAND_LINE, reference!, { outcome: "accepted", grade: "good", price: PRICE }));
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: t.tradein.done.accepted.heading })).toBeVisible();
      const code = (await page.locator(".trade-in__code").textContent())!.trim();
      expect(code).toMatch(/^TI-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const subject = t.mail.tradeInVoucher.subject.replace("{{value}}", formatMoney(PRICE, lang)).replace("{{device}}", DEVICE[lang].model);
      const mail = await lastEmailTo(shopper.email, subject);
      expect(mail).toContain(code);

      const product = await findSimpleProduct();
      await open(page, at(lang, product.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      const grandTotal = page.locator('.cart-summary .totals-table tr[data-segment="grand_total"]');
      const before = await grandTotal.textContent();
      const cards = page.locator(".gift-cards");
      await cards.getByLabel(t.cart.giftCard.label).fill(code);
      await cards.getByRole("button", { name: t.cart.giftCard.apply }).click();
      await expect(notification(page, t.cart.notifications.giftCardApplied)).toBeVisible();
      const voucherLine = page.locator('.cart-summary .totals-table tr[data-segment="tradein_voucher"]');
      await expect(voucherLine).toContainText(t.cart.totals.tradeInVoucher);
      await expect(grandTotal).not.toHaveText(before!);
    });

    test("a refused submit keeps what was typed; a step can be changed; a forged id is the 404 page", async ({ page, javaScriptEnabled }) => {
      const t = texts[lang];
      await describeDevice(page, lang, javaScriptEnabled);
      const quoteUrl = page.url();
      const form = page.locator("#trade-in-form");
      const email = form.getByLabel(t.tradein.form.email, { exact: true });
      await email.fill("sara@example");
      await form.getByLabel(t.tradein.form.terms).check();
      await form.getByRole("button", { name: t.tradein.form.submit }).click();
      await expect(form.getByText(t.account.validation.emailInvalid)).toBeVisible();
      await expect(email).toHaveValue("sara@example");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(t.tradein.form.terms)).toBeChecked();

      await email.fill("sara@example.ae");
      await form.getByLabel(t.tradein.form.terms).uncheck();
      await form.getByRole("button", { name: t.tradein.form.submit }).click();
      await expect(form.getByText(t.tradein.validation.terms)).toBeVisible();
      await expect(email).toHaveValue("sara@example.ae");
      await expect(page.getByRole("heading", { level: 1, name: t.tradein.heading })).toBeVisible();

      // "Change" goes back to a step with the earlier choices kept.
      await page.getByRole("link", { name: t.tradein.changeWhat.replace("{{what}}", t.tradein.steps.attributes) }).click();
      await expect(page.getByRole("heading", { name: t.tradein.attributes.heading.replace("{{device}}", DEVICE[lang].model) })).toBeVisible();
      await expect(page).toHaveURL(/[?&]model=7(&|$)/);

      const forged = new URL(quoteUrl);
      forged.searchParams.set("model", "99999");
      expect((await page.goto(forged.pathname + forged.search))?.status()).toBe(404);
      expect((await page.goto(at(lang, "/trade-in?category=abc")))?.status()).toBe(404);
    });
  });
}

test.describe("quality", () => {
  // As in quality.spec.ts: axe needs JavaScript on; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on a trade-in's page while it awaits the device, accepted and rejected", async ({ page }, testInfo) => {
    // Several pages, each judged by axe and the Nu checker, as the category pages' judge (category-admin.spec.ts).
    test.setTimeout(90_000);
    const judge = await PageJudge.start(page, testInfo);
    const [awaiting, accepted, rejected] = await withCommerce(async (ctx) => {
      const quote = () => submitValuation(ctx, { ...DESCRIPTION, email: newShopper("en").email }, "en");
      const [first, second, third] = [await quote(), await quote(), await quote()];
      await decideValuation(ctx, COMMAND_LINE, second.reference, { outcome: "accepted", grade: "good", price: PRICE });
      await decideValuation(ctx, COMMAND_LINE, third.reference, { outcome: "rejected", reason: "The device is locked to another account." });
      return [first, second, third].map((valuation) => valuation.reference);
    });
    await judge.open("trade-in awaiting the device", `/trade-in/voucher/${awaiting}`);
    await judge.open("trade-in accepted", `/trade-in/voucher/${accepted}`);
    await judge.open("trade-in rejected", `/trade-in/voucher/${rejected}`);
    await judge.finish();
  });
});
