import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { setBrandLogo } from "../../commerce/api/taxonomy/brands";
import { createCategory } from "../../commerce/api/taxonomy/categories";
import { STORE_ROOT_CATEGORY_ID } from "../../commerce/contract/taxonomy";
import { ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Categories and brands in the back office (issue 22), with JavaScript off and on: the catalogue team renames a
 * category (a missing name refused next to its field, the other typed values kept) and sees the new name in the
 * store's menu; moves one under another parent, and its old address answers 301; hides one, and its page is gone.
 * A brand gets a logo (an SVG refused next to the field) that its page then shows. Each test makes categories of
 * its own, so the demo catalogue other specs read stays as it was.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

let made = 0;
/** A new category under `parentId` (the store's root unless said), made through the backend; its id and url_key. */
async function newCategory(name: { en: string; ar: string }, parentId = STORE_ROOT_CATEGORY_ID) {
  made += 1;
  const urlKey = `e2e-${process.pid}-${Date.now()}-${made}`;
  const { id } = await withCommerce((ctx) => createCategory(ctx, COMMAND_LINE, { parent_id: parentId, name_en: name.en, name_ar: name.ar, url_key: urlKey }));
  return { id, urlKey };
}

for (const lang of LANGS) {
  const t = adminTexts[lang].categories;
  const validation = adminTexts[lang].validation;

  test.describe(`categories in the back office (${lang})`, () => {
    test("the catalogue team renames a category and the store's menu shows the new name", async ({ page, context, request }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const category = await newCategory({ en: "Drones", ar: "الطائرات المسيّرة" });
      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, `/admin/categories?edit=${category.id}`), javaScriptEnabled);
      const form = page.getByRole("group", { name: t.editLegend.replace("{{name}}", lang === "ar" ? "الطائرات المسيّرة" : "Drones"), exact: true });
      const renamed = lang === "ar" ? "طائرات التصوير" : "Camera drones";
      const nameField = form.getByLabel(lang === "ar" ? t.nameAr : t.nameEn, { exact: true });
      const otherField = form.getByLabel(lang === "ar" ? t.nameEn : t.nameAr, { exact: true });
      await nameField.fill(renamed);
      await otherField.fill("");
      await form.getByRole("button", { name: t.save, exact: true }).click();
      await expect(otherField).toHaveAccessibleDescription(validation.required);
      await expect(nameField).toHaveValue(renamed);

      await otherField.fill(lang === "ar" ? "Camera drones" : "طائرات التصوير");
      await form.getByRole("button", { name: t.save, exact: true }).click();
      await expect(notification(page, t.done.update)).toBeVisible();
      await expect.poll(async () => (await request.get(at(lang, "/"))).text()).toContain(renamed);
    });

    test("the catalogue team moves a category under another parent and its old address answers 301", async ({ page, context, request }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const parent = await newCategory({ en: "Smart home", ar: "المنزل الذكي" });
      const moved = await newCategory({ en: "Robot vacuums", ar: "المكانس الروبوتية" });
      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, `/admin/categories?edit=${moved.id}`), javaScriptEnabled);
      const form = page.getByRole("group", { name: t.editLegend.replace("{{name}}", lang === "ar" ? "المكانس الروبوتية" : "Robot vacuums"), exact: true });
      await form.getByLabel(t.parent, { exact: true }).selectOption(String(parent.id));
      await form.getByRole("button", { name: t.save, exact: true }).click();
      await expect(notification(page, t.done.update)).toBeVisible();
      const tree = page.getByRole("region", { name: t.tree, exact: true });
      await expect(tree.getByRole("listitem").filter({ hasText: `/c/${parent.urlKey}` }).getByRole("link", { name: lang === "ar" ? "المكانس الروبوتية" : "Robot vacuums", exact: true })).toBeVisible();

      const old = await request.get(at(lang, `/${moved.urlKey}`), { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(at(lang, `/c/${moved.urlKey}`));
      // The new address is the storefront's as soon as its process has read the change (within a second).
      const newAddress = async () => (await request.get(at(lang, `/${parent.urlKey}/${moved.urlKey}`), { maxRedirects: 0 })).headers().location;
      await expect.poll(newAddress).toBe(at(lang, `/c/${moved.urlKey}`));
    });

    test("the catalogue team hides a category and its page is not found", async ({ page, context, request }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const category = await newCategory({ en: "Projectors", ar: "أجهزة العرض" });
      await expect.poll(async () => (await request.get(at(lang, `/c/${category.urlKey}`))).status()).toBe(200);
      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, `/admin/categories?edit=${category.id}`), javaScriptEnabled);
      const form = page.getByRole("group", { name: t.editLegend.replace("{{name}}", lang === "ar" ? "أجهزة العرض" : "Projectors"), exact: true });
      await form.getByLabel(t.active, { exact: true }).uncheck();
      await form.getByRole("button", { name: t.save, exact: true }).click();
      await expect(notification(page, t.done.update)).toBeVisible();
      await expect(page.getByRole("region", { name: t.tree, exact: true }).getByRole("listitem").filter({ hasText: category.urlKey })).toContainText(t.hiddenBadge);
      await expect.poll(async () => (await request.get(at(lang, `/c/${category.urlKey}`))).status()).toBe(404);
    });
  });
}

/** The brand with products last by code: quality.spec.ts judges the first one's page. */
function brandWithProducts() {
  return withCommerce(({ db }) =>
    db.selectFrom("brands").innerJoin("products", "products.brand", "brands.code").select(["brands.code", "brands.name_en", "brands.name_ar"]).orderBy("brands.code", "desc").executeTakeFirstOrThrow(),
  );
}

for (const lang of LANGS) {
  const t = adminTexts[lang].brands;

  test.describe(`brands in the back office (${lang})`, () => {
    test("the catalogue team uploads a brand's logo, an SVG refused, and the brand's page shows it", async ({ page, context, request }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const brand = await brandWithProducts();
      const name = lang === "ar" ? brand.name_ar : brand.name_en;
      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, "/admin/brands"), javaScriptEnabled);
      const form = page.getByRole("group", { name: t.logoLegend.replace("{{name}}", name), exact: true });
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      await form.getByLabel(t.logo, { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(svg) });
      await form.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(form.getByLabel(t.logo, { exact: true })).toHaveAccessibleDescription(new RegExp(adminTexts[lang].errors["brand.logoInvalid"].replaceAll(".", "\\.")));

      const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#d02030" } }).png().toBuffer();
      await form.getByLabel(t.logo, { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
      await form.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(notification(page, t.done.logo)).toBeVisible();
      await expect(form.getByRole("img", { name: t.currentLogo.replace("{{name}}", name), exact: true })).toBeVisible();

      const logoOf = async () => /src="(\/brand-logo\/[^"]+)"/.exec(await (await request.get(at(lang, `/brands/${brand.code}`))).text())?.[1]?.replaceAll("&amp;", "&");
      await expect.poll(logoOf).toMatch(new RegExp(`^/brand-logo/${brand.code}\\.webp\\?v=[0-9a-f]{12}$`));
      const logo = await request.get((await logoOf())!);
      expect(logo.headers()["content-type"]).toBe("image/webp");
      expect(await sharp(await logo.body()).metadata()).toMatchObject({ format: "webp", width: 320, height: 107 });
    });
  });
}

test.describe("categories and brands pages' quality", () => {
  test.use({ javaScriptEnabled: true });
  // Each page is judged in both languages, with and without JavaScript, by axe and the Nu checker.
  test.setTimeout(90_000);

  test("axe and the Nu checker find nothing on the back office's categories and brands", async ({ page }, testInfo) => {
    const category = await newCategory({ en: "Quality check", ar: "فحص الجودة" });
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "owner");
    await judge.open("categories", "/admin/categories");
    await judge.open("category being edited", `/admin/categories?edit=${category.id}`);
    await judge.open("brands", "/admin/brands");
    await judge.finish();
  });

  test("axe and the Nu checker find nothing on the shop's brand pages with a logo", async ({ page }, testInfo) => {
    const brand = await brandWithProducts();
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#2060d0" } }).png().toBuffer();
    await withCommerce((ctx) => setBrandLogo(ctx, COMMAND_LINE, brand.code, png));
    const judge = await PageJudge.start(page, testInfo);
    // quality.spec.ts judges them without logos.
    await judge.open("brand index with a logo", "/brands");
    await judge.open("brand page with a logo", `/brands/${brand.code}`);
    await judge.finish();
  });
});
