import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import productAr from "../../app/locales/ar/product";
import productEn from "../../app/locales/en/product";
import { productPath } from "../../app/lib/product-variant";
import { addChild, createProduct } from "../../commerce/api/products-admin/edit";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { formatMoney } from "../../common/format";
import { arabicDigits, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, findSimpleProduct, LANGS, notification, open, type Lang } from "./support/shop";

/**
 * Edit mode of cart lines (SPEC §3–4), in both projects (JavaScript off: the line's edit page, POST → 303 → GET;
 * on: the same form in a dialog over the cart, saved by a fetcher) and both languages: a line's colour and its
 * installation changed in the same line, a refused edit that keeps what was typed, the microcart's "Edit" link, and
 * `/productdetails?sku=` and `?id=`.
 * Each test makes its own configurable TV, so no other spec's stock changes reach it.
 */

const texts = { en: cartEn, ar: cartAr };
const productTexts = { en: productEn, ar: productAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

interface Tv {
  id: number;
  sku: string;
  path: string;
  name: Record<Lang, string>;
  colours: { sku: string; label: Record<Lang, string>; price: number }[];
  mounting: { option: number; value: number; title: Record<Lang, string>; price: number };
}

/** A configurable TV in two colours (5 of each, the second dearer) with wall mounting for AED 150, made through the backend. */
async function newTv(): Promise<Tv> {
  const code = randomBytes(4).toString("hex").toUpperCase();
  const sku = `E2E-TV-${code}`;
  return withCommerce(async (ctx) => {
    const colours = await ctx.db.selectFrom("attribute_options").select(["value_index", "label_en", "label_ar"]).where("attribute_code", "=", "color").orderBy("value_index").limit(2).execute();
    const name = { en: `Nour TV ${code}`, ar: `تلفاز نور ${code}` };
    const { id } = await createProduct(ctx, COMMAND_LINE, {
      sku, type_id: "configurable", configurable_attributes: ["color"], url_key: `e2e-tv-${code.toLowerCase()}`,
      name_en: name.en, name_ar: name.ar, description_en: "", description_ar: "", key_features_en: [], key_features_ar: [],
      specs: {}, categories: [], brand: null, status: 1, visibility: 4, tax_class_id: 2, kind: "tv",
      price: 100_000, special_price: null, special_from_date: null, special_to_date: null, stock: null,
    });
    const prices = [100_000, 120_000];
    const made: Tv["colours"] = [];
    for (const [index, colour] of colours.entries()) {
      const childSku = `${sku}-${index}`;
      await addChild(ctx, COMMAND_LINE, id, { sku: childSku, options: { color: colour.value_index }, price: prices[index]!, special_price: null, stock: 5, status: 1 });
      made.push({ sku: childSku, label: { en: colour.label_en, ar: colour.label_ar }, price: prices[index]! });
    }
    const option = await ctx.db.insertInto("custom_options").values({ product_id: id, title_en: "Installation", title_ar: "التركيب", is_required: 0, position: 0 }).returning("id").executeTakeFirstOrThrow();
    const title = { en: "Wall mounting", ar: "التركيب على الحائط" };
    const value = await ctx.db.insertInto("custom_option_values").values({ option_id: option.id, title_en: title.en, title_ar: title.ar, price_type: "fixed", price: 15_000, position: 0 }).returning("id").executeTakeFirstOrThrow();
    return { id, sku, path: productPath({ sku, url_key: `e2e-tv-${code.toLowerCase()}` }), name, colours: made, mounting: { option: option.id, value: value.id, title, price: 15_000 } };
  });
}

/** Puts a simple product, then the TV in its first colour, in this browser's cart, as the product pages' forms post. */
async function cartWithTv(page: Page, baseURL: string, tv: Tv): Promise<void> {
  const simple = await findSimpleProduct();
  const post = async (form: Record<string, string>) => {
    const answer = await page.request.post("/cart", { form: { intent: "add", qty: "1", redirectTo: "/cart", ...form }, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
  };
  await post({ sku: simple.path.split("/")[2]! });
  await post({ sku: tv.sku, child_sku: tv.colours[0]!.sku });
}

const tvLine = (page: Page) => page.locator(".cart-line").nth(1);

/** Opens the TV line's edit form: the edit page without JavaScript, the dialog over the cart with it. */
async function openEdit(page: Page, lang: Lang, tv: Tv, javaScriptEnabled: boolean): Promise<Locator> {
  await tvLine(page).getByRole("link", { name: texts[lang].line.editNamed.replace("{{name}}", tv.name[lang]) }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: texts[lang].edit.heading.replace("{{name}}", tv.name[lang]) });
    await expect(dialog.getByRole("button", { name: texts[lang].edit.save })).toBeVisible();
    return dialog;
  }
  await expect(page).toHaveURL(new RegExp(`${at(lang, "/cart/edit/")}\\d+$`));
  return page.locator("main");
}

for (const lang of LANGS) {
  test.describe(`editing a cart line (${lang})`, () => {
    const t = texts[lang];

    test("changes the line's colour, installation and quantity in the same line, at the new price", async ({ page, baseURL, javaScriptEnabled }) => {
      const tv = await newTv();
      await cartWithTv(page, baseURL!, tv);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      const itemId = await tvLine(page).getAttribute("data-item-id");

      const form = await openEdit(page, lang, tv, javaScriptEnabled);
      await form.getByRole("radio", { name: tv.colours[1]!.label[lang], exact: true }).check();
      await form.getByRole("radio", { name: tv.mounting.title[lang] }).check();
      await form.getByLabel(t.edit.qty, { exact: true }).fill(lang === "ar" ? "٢" : "2");
      await form.getByRole("button", { name: t.edit.save }).click();

      await expect(notification(page, t.notifications.lineEdited)).toBeVisible();
      await expect(page).toHaveURL(at(lang, "/cart"));
      const line = tvLine(page);
      await expect(line).toHaveAttribute("data-item-id", itemId!);
      await expect(line.locator(".cart-line__options")).toContainText(tv.colours[1]!.label[lang]);
      await expect(line.locator(".cart-line__options")).toContainText(tv.mounting.title[lang]);
      await expect(line.locator(".cart-line__unit-price")).toHaveText(formatMoney(tv.colours[1]!.price + tv.mounting.price, lang));
      await expect(line.locator(".cart-line__total-value")).toHaveText(formatMoney(2 * (tv.colours[1]!.price + tv.mounting.price), lang));
      await expect(page.locator(".cart-line")).toHaveCount(2);
    });

    test("refuses more than the stock next to the quantity, keeping what was typed and the line as it was", async ({ page, baseURL, javaScriptEnabled }) => {
      const tv = await newTv();
      await cartWithTv(page, baseURL!, tv);
      await open(page, at(lang, "/cart"), javaScriptEnabled);

      const form = await openEdit(page, lang, tv, javaScriptEnabled);
      await form.getByRole("radio", { name: tv.colours[1]!.label[lang], exact: true }).check();
      await form.getByLabel(t.edit.qty, { exact: true }).fill("9");
      await form.getByRole("button", { name: t.edit.save }).click();

      const qty = form.getByLabel(t.edit.qty, { exact: true });
      await expect(qty).toHaveAccessibleDescription(t.errors.cart.qtyAboveStock);
      await expect(qty).toHaveValue("9");
      await expect(form.getByRole("radio", { name: tv.colours[1]!.label[lang], exact: true })).toBeChecked();

      if (javaScriptEnabled) await form.getByRole("button", { name: t.edit.cancel }).click();
      else await form.getByRole("link", { name: t.edit.cancel }).click();
      await expect(tvLine(page).locator(".cart-line__options")).toContainText(tv.colours[0]!.label[lang]);
      await expect(tvLine(page).locator(".cart-line__qty-input")).toHaveValue("1");
    });

    test("the microcart's Edit link opens the line's edit page", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the microcart needs JavaScript");
      const tv = await newTv();
      await open(page, at(lang, `${tv.path}/${tv.colours[0]!.sku}`), javaScriptEnabled);
      await page.getByRole("button", { name: productTexts[lang].cartForm.addToCart, exact: true }).click();
      const drawer = page.getByRole("dialog", { name: t.microcart.heading });
      await drawer.getByRole("link", { name: t.line.editNamed.replace("{{name}}", tv.name[lang]) }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/cart/edit/")}\\d+$`));
      await expect(page.getByRole("radio", { name: tv.colours[0]!.label[lang], exact: true })).toBeChecked();
      await expect(drawer).toBeHidden();
    });

    test("/productdetails?sku= and ?id= answer 301 to the product's page; an unknown sku or id is the not-found page", async ({ page }) => {
      const tv = await newTv();
      const answer = await page.request.get(at(lang, `/productdetails?sku=${tv.colours[0]!.sku}`), { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(new URL(answer.headers().location!, "http://x").pathname).toBe(at(lang, `${tv.path}/${tv.colours[0]!.sku}`));
      // The id as an Arabic keyboard types it, in Arabic.
      const id = lang === "ar" ? arabicDigits(String(tv.id)) : String(tv.id);
      const byId = await page.request.get(at(lang, `/productdetails?id=${encodeURIComponent(id)}`), { maxRedirects: 0 });
      expect(byId.status()).toBe(301);
      expect(new URL(byId.headers().location!, "http://x").pathname).toBe(at(lang, tv.path));
      for (const unknown of ["0", "2147483647", "12x"]) {
        expect((await page.request.get(at(lang, `/productdetails?id=${unknown}`), { maxRedirects: 0 })).status(), `id ${unknown}`).toBe(404);
      }
      const missing = await page.goto(at(lang, "/productdetails?sku=NO-SUCH-SKU-E2E"));
      expect(missing?.status()).toBe(404);
      await expect(page.locator("main").getByRole("search")).toBeVisible();
      expect((await page.request.get(at(lang, "/productdetails"), { maxRedirects: 0 })).status()).toBe(404);
    });
  });
}

test.describe("cart edit pages' quality", () => {
  // As in quality.spec.ts: axe needs JavaScript; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on a line's edit page, in English and Arabic", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const judge = await PageJudge.start(page, testInfo);
    const tv = await newTv();
    await cartWithTv(page, baseURL!, tv);
    await page.goto("/cart");
    const itemId = await tvLine(page).getAttribute("data-item-id");
    await judge.open("edit", `/cart/edit/${itemId}`);
    await judge.open("edit", `/cart/edit/${itemId}`);
    await judge.finish();
  });
});
