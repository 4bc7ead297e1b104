import { expect, test } from "@playwright/test";
import { productPath } from "../../app/lib/product-variant";
import { formatMoney, formatNumber } from "../../common/format";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open, type Lang } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Stock and prices in the back office (issue 22), with JavaScript off and on: a catalogue member imports a CSV file
 * with one bad line (nothing changes, the line's problem is shown with its number), fixes it, applies it and sees
 * the new price on the product's page; then sets one store's stock of the product, which the database then holds.
 */

const STORE = "DXB-MOE";

/**
 * A simple product no other spec buys or prices: the last ones of the demo catalogue without a special price, one
 * per language so the two projects running at once never share one.
 */
const productFor = (lang: Lang) =>
  withCommerce(async ({ db }) => {
    const product = await db
      .selectFrom("products as p")
      .select(["p.id", "p.sku", "p.url_key", "p.price"])
      .where("p.type_id", "=", "simple")
      .where("p.status", "=", 1)
      .where("p.visibility", "in", [2, 4])
      .where("p.special_price", "is", null)
      .where("p.kind", "!=", "software")
      .orderBy("p.id", "desc")
      .offset(lang === "en" ? 0 : 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    return { ...product, path: productPath(product) };
  });

const priceOf = (sku: string) => withCommerce(async ({ db }) => (await db.selectFrom("products").select("price").where("sku", "=", sku).executeTakeFirstOrThrow()).price);
const shelfOf = (productId: number) =>
  withCommerce(
    async ({ db }) =>
      (
        await db
          .selectFrom("pickup_store_stock as st")
          .innerJoin("pickup_stores as s", "s.id", "st.store_id")
          .select("st.qty")
          .where("st.product_id", "=", productId)
          .where("s.code", "=", STORE)
          .executeTakeFirst()
      )?.qty ?? 0,
  );
const storeName = (lang: Lang) => withCommerce(async ({ db }) => (await db.selectFrom("pickup_stores").select(["name_en", "name_ar"]).where("code", "=", STORE).executeTakeFirstOrThrow())[lang === "en" ? "name_en" : "name_ar"]);

/** Fils as a file writes them: `1298.00`. */
const aed = (fils: number) => `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, "0")}`;

for (const lang of LANGS) {
  test.describe(`catalogue import (${lang})`, () => {
    test("a catalogue member imports a file with a bad line, fixes it, applies it, and sets a store's stock", async ({ page, context }) => {
      const t = adminTexts[lang].catalogueImport;
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      await signInStaffAs(context, "catalogue");
      const product = await productFor(lang);
      const newPrice = product.price - 100;
      const csv = (lines: string[]) => ({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(["sku,price,special_price", ...lines].join("\n")) });

      await open(page, at(lang, "/admin/catalogue-import"), javaScriptEnabled);
      const form = page.locator("#catalogue-import");
      const file = form.getByLabel(t.file, { exact: true });
      await file.setInputFiles(csv([`"${product.sku}",${aed(newPrice)},`, `NO-SUCH-SKU-E2E,10.00,`]));
      await form.getByRole("button", { name: t.apply, exact: true }).click();
      const outcome = page.getByRole("status").filter({ has: page.getByRole("heading", { level: 3 }) });
      const problem = t.problemLine.replace("{{line}}", formatNumber(3, lang)).replace("{{problem}}", t.problems.unknownSku.replace("{{sku}}", "NO-SUCH-SKU-E2E"));
      await expect(outcome.getByRole("listitem")).toHaveText([problem]);
      expect(await priceOf(product.sku)).toBe(product.price);

      await file.setInputFiles(csv([`"${product.sku}",${aed(newPrice)},`]));
      await form.getByRole("button", { name: t.check, exact: true }).click();
      await expect(outcome.getByRole("heading")).toHaveText(t.checkedHeading);
      expect(await priceOf(product.sku)).toBe(product.price);

      await file.setInputFiles(csv([`"${product.sku}",${aed(newPrice)},`]));
      await form.getByRole("button", { name: t.apply, exact: true }).click();
      await expect(notification(page, t.applied)).toBeVisible();
      expect(await priceOf(product.sku)).toBe(newPrice);

      // Every process hears of the change within a second; the shopper's page then shows the new price.
      const shown = formatMoney(newPrice, lang);
      await expect.poll(async () => (await (await page.request.get(at(lang, product.path))).text()).includes(shown)).toBe(true);
      await open(page, at(lang, product.path), javaScriptEnabled);
      await expect(page.locator(".product-summary__price .price__final")).toContainText(shown);

      const s = adminTexts[lang].productStock;
      await open(page, at(lang, `/admin/products/${product.id}/stock`), javaScriptEnabled);
      const stockForm = page.locator("#product-stock");
      const shelf = stockForm.getByLabel(await storeName(lang), { exact: true });
      await shelf.fill("x");
      await stockForm.getByRole("button", { name: s.save, exact: true }).click();
      await expect(shelf).toHaveAccessibleDescription(new RegExp(adminTexts[lang].validation.stock.replace(/[.,]/g, "\\$&")));
      await shelf.fill(lang === "ar" ? "١٧" : "17");
      await stockForm.getByRole("button", { name: s.save, exact: true }).click();
      await expect(notification(page, s.saved)).toBeVisible();
      expect(await shelfOf(product.id)).toBe(17);
      await expect(stockForm.getByLabel(await storeName(lang), { exact: true })).toHaveValue("17");
    });
  });
}

test.describe("stock and prices pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the import page and a product's stock", async ({ page }, testInfo) => {
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "catalogue");
    const product = await productFor("en");
    await judge.open("stock and prices", "/admin/catalogue-import");
    await judge.open("a product's stock", `/admin/products/${product.id}/stock`);
    await judge.finish();
  });
});
