import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { addProductPhoto } from "../../commerce/api/product-photos/back-office";
import { productPath } from "../../app/lib/product-variant";
import { ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open, type Lang } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Product photos (issue 22, decision 052), with JavaScript off and on: a member of the catalogue team uploads a
 * photo of a seeded product with its descriptions (a script named .png is refused next to the file field, the
 * descriptions kept; a 30 MB file is refused there too), edits them, and the product page shows the photo in AVIF and WebP sizes, first and eager, with
 * its description in the page's language; the file is served as immutable. Deleting it brings the illustration back.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** A product no other spec looks at, one per language and project, so each test has its own. */
async function quietProduct(offset: number) {
  return withCommerce(({ db }) =>
    db
      .selectFrom("products")
      .select(["id", "sku", "url_key"])
      .where("type_id", "=", "simple")
      .where("status", "=", 1)
      .where("visibility", "in", [2, 4])
      .orderBy("id", "desc")
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
}

const projectOffset = (lang: Lang) => (test.info().project.name === "js-on" ? 0 : 2) + (lang === "ar" ? 1 : 0);

/** A photo of random noise: it weighs what a photo does (hundreds of kilobytes, over the 64 KB of other forms), and no two are alike. */
const photoBytes = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCam" } })
    .toBuffer();

for (const lang of LANGS) {
  const t = adminTexts[lang].photos;
  const errors = adminTexts[lang].errors;

  test.describe(`product photos (${lang})`, () => {
    test("the catalogue team uploads a photo with its descriptions, and the product page shows it in AVIF and WebP sizes", async ({ page, context }, testInfo) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const product = await quietProduct(projectOffset(lang));
      await signInStaffAs(context, "catalogue");
      const photosPage = at(lang, `/admin/products/${product.id}/photos`);
      await open(page, photosPage, javaScriptEnabled);

      const script = testInfo.outputPath("photo.png");
      await writeFile(script, "#!/bin/sh\necho not a photo\n");
      const upload = page.getByRole("group", { name: t.uploadLegend, exact: true });
      const altEn = "The phone from the front, screen on";
      const altAr = "الهاتف من الأمام والشاشة مضاءة";
      await upload.getByLabel(t.file, { exact: true }).setInputFiles(script);
      await upload.getByLabel(t.altEn, { exact: true }).fill(altEn);
      await upload.getByLabel(t.altAr, { exact: true }).fill(altAr);
      await upload.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(upload.getByLabel(t.file, { exact: true })).toHaveAccessibleDescription(new RegExp(errors["photo.notImage"].replace(/[.,]/g, ".")));
      await expect(upload.getByLabel(t.altEn, { exact: true })).toHaveValue(altEn);
      expect(await withCommerce(({ db }) => db.selectFrom("product_photos").select("id").where("product_id", "=", product.id).execute())).toEqual([]);

      // 30 MB: the edge keeps no more than the limit and the page says so by the file field.
      const huge = testInfo.outputPath("huge.jpg");
      await writeFile(huge, Buffer.concat([await photoBytes(), Buffer.alloc(30 * 1024 * 1024)]));
      await upload.getByLabel(t.file, { exact: true }).setInputFiles(huge);
      await upload.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(upload.getByLabel(t.file, { exact: true })).toHaveAccessibleDescription(new RegExp(errors["photo.tooLarge"].replace(/[.,]/g, ".")));
      await upload.getByLabel(t.altEn, { exact: true }).fill(altEn);
      await upload.getByLabel(t.altAr, { exact: true }).fill(altAr);

      const photo = testInfo.outputPath("photo.jpg");
      await writeFile(photo, await photoBytes());
      await upload.getByLabel(t.file, { exact: true }).setInputFiles(photo);
      await upload.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(notification(page, t.done.upload)).toBeVisible();
      const row = page.locator("li.bo-photo").filter({ has: page.getByRole("heading", { name: t.photoHeading.replace("{{number}}", "1"), exact: true }) });
      const captions = row.getByRole("group", { name: t.altLegend.replace("{{number}}", "1"), exact: true });
      await expect(captions.getByLabel(t.altAr, { exact: true })).toHaveValue(altAr);
      const editedAr = "الهاتف من الأمام";
      await captions.getByLabel(t.altAr, { exact: true }).fill(editedAr);
      await captions.getByRole("button", { name: t.saveAlt, exact: true }).click();
      await expect(notification(page, t.done.alt)).toBeVisible();

      const { hash } = await withCommerce(({ db }) => db.selectFrom("product_photos").select("hash").where("product_id", "=", product.id).executeTakeFirstOrThrow());
      await open(page, at(lang, productPath(product)), javaScriptEnabled);
      const gallery = page.locator(".product-gallery__slide").first();
      await expect(gallery.locator('source[type="image/avif"]')).toHaveAttribute("srcset", `/media/photos/${hash}-150.avif 150w, /media/photos/${hash}-310.avif 310w, /media/photos/${hash}-600.avif 600w`);
      await expect(gallery.locator('source[type="image/webp"]')).toHaveAttribute("srcset", new RegExp(`/media/photos/${hash}-600\\.webp 600w$`));
      const image = gallery.getByRole("img", { name: lang === "ar" ? editedAr : altEn, exact: true });
      await expect(image).toHaveAttribute("fetchpriority", "high");
      await expect(image).toHaveAttribute("loading", "eager");
      await expect(image).toHaveAttribute("width", "600");
      await expect(image).toHaveAttribute("height", "744");
      const served = await page.request.get(`/media/photos/${hash}-600.avif`);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/avif");
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

      await open(page, photosPage, javaScriptEnabled);
      await row.getByRole("button", { name: t.delete.replace("{{number}}", "1"), exact: true }).click();
      await expect(notification(page, t.done.delete)).toBeVisible();
      await expect(page.getByText(t.none, { exact: true })).toBeVisible();
      expect((await page.request.get(`/media/photos/${hash}-600.avif`)).status()).toBe(404);
    });
  });
}

test.describe("product photos page's quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on a product's photos page and on a product page with photos", async ({ page }, testInfo) => {
    // Several pages, each judged by axe and the Nu checker, as the category pages' judge (category-admin.spec.ts).
    test.setTimeout(90_000);
    const product = await quietProduct(4);
    await withCommerce(async (ctx) => {
      const actor = { staffId: null, name: "e2e", address: "127.0.0.1" };
      for (let photo = 0; photo < 2; photo++) await addProductPhoto(ctx, actor, product.id, { alt_en: "A phone", alt_ar: "هاتف" }, await photoBytes());
    });
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "owner");
    await judge.open("product photos", `/admin/products/${product.id}/photos`);
    await judge.open("product page with photos", productPath(product));
    await judge.finish();
  });
});
