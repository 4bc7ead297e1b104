import { expect, test } from "@playwright/test";
import { productPath } from "../../app/lib/product-variant";
import { ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { placeOrderWithCoupon } from "./support/orders";
import { PageJudge } from "./support/quality";
import { addToCart, at, LANGS, notification, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";

/**
 * Promotions in the back office (issue 22), with JavaScript off and on: the catalogue team creates a promo code for
 * one brand; a shopper's cart of another brand is refused it with the cart's message, and takes it once it holds the
 * brand; after an order with the code, the list shows one use. Finance keeps a bank offer's BIN ranges.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

const cartTexts = { en: cartEn, ar: cartAr };

/** Two simple products in plenty of stock, without options, of two different brands. */
async function productsOfTwoBrands() {
  const products = await withCommerce(({ db }) =>
    db
      .selectFrom("products as p")
      .innerJoin("stock as s", "s.product_id", "p.id")
      .innerJoin("brands as b", "b.code", "p.brand")
      .select(["p.sku", "p.url_key", "p.brand", "b.name_en", "b.name_ar"])
      .where("p.type_id", "=", "simple")
      .where("p.status", "=", 1)
      .where("p.visibility", "in", [2, 4])
      .where("p.tax_class_id", "=", 2)
      .where("s.manage_stock", "=", 1)
      .where("s.qty", ">=", 50)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("custom_options as o").select("o.id").whereRef("o.product_id", "=", "p.id"))))
      .orderBy("p.id")
      .limit(200)
      .execute(),
  );
  const branded = products[0]!;
  const other = products.find((product) => product.brand !== branded.brand)!;
  return { branded: { ...branded, path: productPath(branded) }, other: { ...other, path: productPath(other) } };
}

for (const lang of LANGS) {
  const t = adminTexts[lang].promotions;
  const cart = cartTexts[lang];

  test.describe(`promotions in the back office (${lang})`, () => {
    test("staff create a code for one brand; a cart of another brand is refused it, one with the brand takes it; an order counts one use", async ({ page, context }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const { branded, other } = await productsOfTwoBrands();
      const code = `BRAND${lang.toUpperCase()}${javaScriptEnabled ? "JS" : "NOJS"}${Date.now() % 1_000_000}`;
      await signInStaffAs(context, "catalogue");

      await open(page, at(lang, "/admin/promotions/new"), javaScriptEnabled);
      const form = page.getByRole("group", { name: t.newLegend, exact: true });
      await form.getByLabel(t.code, { exact: true }).fill(code);
      await form.getByLabel(t.kind, { exact: true }).selectOption(t.kinds.percent);
      await form.getByLabel(t.amount, { exact: true }).fill(lang === "ar" ? "١٠" : "10");
      await form.getByLabel(t.scope, { exact: true }).selectOption(t.scopes.brand);
      await form.getByLabel(t.usageLimit, { exact: true }).fill("10");
      await form.getByLabel(t.descriptionEn, { exact: true }).fill("Ten percent off the brand");
      await form.getByLabel(t.descriptionAr, { exact: true }).fill("خصم عشرة بالمئة على العلامة");
      // The brand is missing: refused next to its field, what was typed kept.
      await form.getByRole("button", { name: t.create, exact: true }).click();
      await expect(form.getByLabel(t.brand, { exact: true })).toHaveAccessibleDescription(new RegExp(adminTexts[lang].validation.choose.replace(/[.]/g, ".")));
      await expect(form.getByLabel(t.descriptionEn, { exact: true })).toHaveValue("Ten percent off the brand");
      await form.getByLabel(t.brand, { exact: true }).selectOption(lang === "ar" ? branded.name_ar : branded.name_en);
      await form.getByRole("button", { name: t.create, exact: true }).click();
      await expect(notification(page, t.done.create)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: code, exact: true })).toBeVisible();

      await open(page, at(lang, other.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      const coupon = page.locator(".coupon");
      await coupon.getByLabel(cart.coupon.label).fill(code.toLowerCase());
      await coupon.getByRole("button", { name: cart.coupon.apply }).click();
      await expect(coupon.getByLabel(cart.coupon.label)).toHaveAccessibleDescription(cart.errors.coupon.notApplicable);

      await open(page, at(lang, branded.path), javaScriptEnabled);
      await addToCart(page, lang, javaScriptEnabled);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      await page.locator(".coupon").getByLabel(cart.coupon.label).fill(code);
      await page.locator(".coupon").getByRole("button", { name: cart.coupon.apply }).click();
      await expect(notification(page, cart.notifications.couponApplied)).toBeVisible();
      await expect(page.locator(".coupon").getByText(cart.coupon.applied.replace("{{code}}", code))).toBeVisible();

      await placeOrderWithCoupon(branded.sku, code, `promo-${lang}@example.ae`);
      await open(page, at(lang, `/admin/promotions?q=${code}`), javaScriptEnabled);
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: t.open.replace("{{code}}", code), exact: true }) });
      await expect(row.getByRole("cell").nth(6)).toHaveText(t.usesOf.replace("{{used}}", "1").replace("{{limit}}", "10"));
    });

    test("staff add a bank offer's BIN range typed in Arabic-Indic digits, are refused an overlapping one, and remove it", async ({ page, context }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const code = `BANK${lang.toUpperCase()}${javaScriptEnabled ? "JS" : "NOJS"}${Date.now() % 1_000_000}`;
      const { id } = await withCommerce(({ db }) =>
        db
          .insertInto("promo_rules")
          .values({ code, kind: "percent", amount: 5, is_bank_coupon: 1, description_en: "5% with the bank", description_ar: "خصم 5% مع البنك", min_subtotal: 0, times_used: 0, is_active: 1 })
          .returning("id")
          .executeTakeFirstOrThrow(),
      );
      await signInStaffAs(context, "finance");
      await open(page, at(lang, `/admin/promotions/${id}`), javaScriptEnabled);
      const bins = page.getByRole("region", { name: t.bins, exact: true });
      const add = bins.getByRole("group", { name: t.addBinLegend, exact: true });
      await add.getByLabel(t.binFrom, { exact: true }).fill("٤٥٥٧٠٠");
      await add.getByLabel(t.binTo, { exact: true }).fill("٤٥٥٧٩٩");
      await add.getByRole("button", { name: t.addBin, exact: true }).click();
      await expect(notification(page, t.done.add)).toBeVisible();
      const remove = t.removeBin.replace("{{from}}", "455700").replace("{{to}}", "455799");
      await expect(bins.getByRole("button", { name: remove, exact: true })).toBeVisible();

      await add.getByLabel(t.binFrom, { exact: true }).fill("455790");
      await add.getByLabel(t.binTo, { exact: true }).fill("455810");
      await add.getByRole("button", { name: t.addBin, exact: true }).click();
      await expect(add.getByLabel(t.binFrom, { exact: true })).toHaveAccessibleDescription(new RegExp(adminTexts[lang].errors["promotion.binOverlap"].replace(/[.]/g, ".")));
      await expect(add.getByLabel(t.binTo, { exact: true })).toHaveValue("455810");

      await bins.getByRole("button", { name: remove, exact: true }).click();
      await expect(notification(page, t.done.remove)).toBeVisible();
      await expect(bins.getByText(t.binsNone, { exact: true })).toBeVisible();
      expect(await withCommerce(({ db }) => db.selectFrom("bank_offer_bins").selectAll().where("coupon_code", "=", code).execute())).toEqual([]);
    });
  });
}

test.describe("promotions pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the back office's promotions", async ({ page }, testInfo) => {
    // Several pages, each judged by axe and the Nu checker, as the category pages' judge (category-admin.spec.ts).
    test.setTimeout(90_000);
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "owner");
    const bankOffer = await withCommerce(({ db }) => db.selectFrom("promo_rules").select("id").where("is_bank_coupon", "=", 1).orderBy("id").executeTakeFirstOrThrow());
    await judge.open("promotions", "/admin/promotions");
    await judge.open("promotions, expired", "/admin/promotions?state=expired");
    await judge.open("new promo code", "/admin/promotions/new");
    await judge.open("bank offer", `/admin/promotions/${bankOffer.id}`);
    await judge.finish();
  });
});
