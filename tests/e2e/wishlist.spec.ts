import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import mailAr from "../../commerce/locales/ar/mail";
import wishlistAr from "../../app/locales/ar/wishlist";
import mailEn from "../../commerce/locales/en/mail";
import wishlistEn from "../../app/locales/en/wishlist";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { readSetCommand, updateCatalogue } from "../../commerce/catalogue/update";
import { withCommerce } from "./support/commerce";
import { lastEmailTo, newShopper, ownClientAddress, signIn, signOut, signInAs } from "./support/accounts";
import { at, expectCartCount, findSimpleProduct, LANGS, listingProducts, notification, open, ready } from "./support/shop";
import { PageJudge } from "./support/quality";
import { translate } from "./support/texts";

/**
 * The wishlist, stock alerts and recently viewed products through the pages, in both projects (JavaScript
 * off: every control is a form, POST → 303 → GET with a flash message; on: fetchers) and both languages:
 * saving a product from its page and from a listing card, moving it to the cart, removing it; a guest who
 * signs in on the way and confirms in one click; a back-in-stock alert e-mailed when the operator restocks
 * the product (`npm run catalogue`); and axe and the Nu checker on the signed-in pages.
 */

const texts = { en: { wishlist: wishlistEn, mail: mailEn }, ar: { wishlist: wishlistAr, mail: mailAr } };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** The product page's heading: the product's name in the page's language. */
async function productName(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
}

function wishlistCard(page: Page, name: string) {
  return page.locator(".product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/**
 * The operator's catalogue update (`npm run catalogue -- set`, whose command line tests/integration/catalogue-update
 * runs) against the e2e database, from this process; running store processes follow within a second.
 */
async function setStock(sku: string, stock: number) {
  const outcome = await withCommerce((ctx) => updateCatalogue(ctx, readSetCommand([sku, `stock=${stock}`]), { apply: true, actor: COMMAND_LINE }));
  expect(outcome.ok, `setting the stock of ${sku}`).toBe(true);
}

const ALERT_LISTINGS = ["/c/office-monitors", "/c/printers", "/c/gaming-monitors"];

/**
 * A simple product of listings no other spec takes products from, a different one for each test that
 * changes stock (`slot`): the specs run in parallel against one database.
 */
async function productToRestock(request: APIRequestContext, slot: number): Promise<string> {
  const paths = (await Promise.all(ALERT_LISTINGS.map((listing) => listingProducts(request, listing)))).flat().sort();
  const simple: string[] = [];
  for (const productPath of paths) {
    const html = await (await request.get(productPath)).text();
    if (!/class="variant-option"|custom_option\[|bundle_option\[|grouped-items/.test(html)) simple.push(productPath);
    if (simple.length > slot) return simple[slot]!;
  }
  throw new Error(`fewer than ${slot + 1} simple products in ${ALERT_LISTINGS.join(", ")}`);
}

const skuOf = (productPath: string) => decodeURIComponent(productPath.split("/")[2]!);

for (const lang of LANGS) {
  const t = texts[lang].wishlist;

  test.describe(`wishlist (${lang})`, () => {
    test("save a product from its page, move it to the cart, save it again and remove it", async ({ page, request, javaScriptEnabled }) => {
      await signInAs(page, lang, newShopper(lang));
      const product = await findSimpleProduct();
      await open(page, at(lang, product.path), javaScriptEnabled);
      const name = await productName(page);
      await page.getByRole("button", { name: t.product.add, exact: true }).click();
      await expect(notification(page, t.notifications.added)).toBeVisible();
      await expect(page.locator(".product-saving").getByText(t.product.inWishlist)).toBeVisible();

      await open(page, at(lang, "/my-account/wishlist"), javaScriptEnabled);
      await expect(page.getByText(translate(lang, "wishlist:page.count", { count: 1 }))).toBeVisible();
      await expectCartCount(page, 0);
      await wishlistCard(page, name).getByRole("button", { name: t.page.moveToCart }).click();
      await expect(notification(page, t.notifications.moved)).toBeVisible();
      await expectCartCount(page, 1);
      await expect(page.getByText(t.page.empty)).toBeVisible();

      await open(page, at(lang, product.path), javaScriptEnabled);
      await page.getByRole("button", { name: t.product.add, exact: true }).click();
      await expect(page.locator(".product-saving").getByText(t.product.inWishlist)).toBeVisible();
      await open(page, at(lang, "/my-account/wishlist"), javaScriptEnabled);
      await wishlistCard(page, name).getByRole("button", { name: t.page.remove }).click();
      await expect(notification(page, t.notifications.removed)).toBeVisible();
      await expect(page.getByText(t.page.empty)).toBeVisible();
      await expectCartCount(page, 1);
    });

    test("save a product from a listing card; delete all after asking", async ({ page, request, javaScriptEnabled }) => {
      await signInAs(page, lang, newShopper(lang));
      const listing = "/c/cables";
      const [path] = await listingProducts(request, listing);
      await open(page, at(lang, listing), javaScriptEnabled);
      const card = page.locator(".product-card").filter({ has: page.locator(`a[href="${at(lang, path!)}"]`) });
      const name = (await card.getByRole("heading").textContent())!.trim();
      await card.getByRole("button", { name: t.card.add.replace("{{name}}", name) }).click();
      await expect(notification(page, t.notifications.added)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(at(lang, listing));

      await open(page, at(lang, "/my-account/wishlist"), javaScriptEnabled);
      await expect(wishlistCard(page, name)).toBeVisible();
      await page.getByRole("link", { name: t.page.deleteAll }).click();
      // With JavaScript a dialog asks; without, a page.
      const asking = javaScriptEnabled ? page.getByRole("dialog", { name: t.confirm.deleteAll.heading }) : page.getByRole("main");
      await expect(asking.getByRole("heading", { name: t.confirm.deleteAll.heading })).toBeVisible();
      await asking.getByRole("button", { name: t.confirm.deleteAll.submit }).click();
      await expect(notification(page, t.notifications.deletedAll)).toBeVisible();
      await expect(page.getByText(t.page.empty)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(at(lang, "/my-account/wishlist"));
    });

    test("a guest who presses Add to wishlist signs in and confirms in one click", async ({ page, request, javaScriptEnabled }) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      await signOut(page, lang);
      const product = await findSimpleProduct();
      await open(page, at(lang, product.path), javaScriptEnabled);
      const name = await productName(page);
      await page.getByRole("button", { name: t.product.add, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/sign-in")}\\?`));
      await expect(notification(page, t.notifications.signInFirst)).toBeVisible();

      await signIn(page, lang, shopper.email, shopper.password);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.add.heading.replace("{{name}}", name));
      await ready(page, javaScriptEnabled);
      await page.getByRole("button", { name: t.confirm.add.submit }).click();
      await expect(notification(page, t.notifications.added)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(at(lang, product.path));
      await expect(page.locator(".product-saving").getByText(t.product.inWishlist)).toBeVisible();

      await open(page, at(lang, "/my-account/wishlist"), javaScriptEnabled);
      await expect(wishlistCard(page, name)).toBeVisible();
    });

    test("a back-in-stock alert is listed and e-mailed once the product is back; a view is listed", async ({
      page,
      request,
    }, testInfo) => {
      const shopper = newShopper(lang);
      await signInAs(page, lang, shopper);
      const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
      const productPath = await productToRestock(request, LANGS.indexOf(lang) * 2 + (javaScriptEnabled ? 0 : 1));
      await setStock(skuOf(productPath), 0);
      await expect.poll(async () => (await (await request.get(productPath)).text()).includes("badge badge--out")).toBe(true);

      await open(page, at(lang, productPath), javaScriptEnabled);
      const name = await productName(page);
      await page.getByRole("button", { name: t.product.alertStock }).click();
      await expect(notification(page, t.notifications.stockAlert)).toBeVisible();
      await expect(page.locator(".product-saving").getByText(t.product.stockAlertSet)).toBeVisible();

      await open(page, at(lang, "/my-account/alerts"), javaScriptEnabled);
      const row = page.locator(".alert-row").filter({ has: page.getByRole("link", { name, exact: true }) });
      await expect(row).toContainText(t.alerts.kind.stock);
      await expect(row).toContainText(t.alerts.waiting);

      await setStock(skuOf(productPath), 5);
      const mail = await lastEmailTo(shopper.email, texts[lang].mail.stockAlert.subject.replace("{{product}}", name));
      expect(mail).toContain(`${at(lang, productPath)}`);
      await page.reload();
      await expect(row).not.toContainText(t.alerts.waiting);

      await ready(page, javaScriptEnabled);
      await row.getByRole("button", { name: t.alerts.remove }).click();
      await expect(notification(page, t.notifications.alertRemoved)).toBeVisible();
      await expect(page.getByText(t.alerts.empty)).toBeVisible();

      // The product page opened above, signed in, is recorded (after its response).
      await open(page, at(lang, "/my-account/recently-viewed"), javaScriptEnabled);
      await expect(wishlistCard(page, name)).toBeVisible();
    });
  });
}

// ---------- axe and the Nu checker on the signed-in pages ----------

test.describe("quality", () => {
  // As in quality.spec.ts: axe needs JavaScript; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the wishlist, alert and recently viewed pages, in English and Arabic", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, "en", newShopper("en"));
    const judge = await PageJudge.start(page, testInfo);
    const product = await findSimpleProduct();
    const sku = skuOf(product.path);
    const paths = ["/my-account/wishlist", "/my-account/alerts", "/my-account/recently-viewed"];

    for (const pagePath of paths) await judge.open("empty", pagePath);

    // Something on every page: a saved product, a price alert, a view, a cart line that can move to the wishlist.
    const postAs = async (action: string, form: Record<string, string>) => {
      const answer = await page.request.post(action, { form: { ...form, redirectTo: "/" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(answer.status(), `${action} ${JSON.stringify(form)}`).toBe(303);
    };
    await postAs("/wishlist", { intent: "add", sku });
    await postAs("/wishlist", { intent: "alert-price", sku });
    await postAs("/cart", { intent: "add", sku, qty: "1" });
    await page.request.get(product.path);
    await expect.poll(async () => (await page.request.get("/my-account/recently-viewed")).text()).toContain(`href="${product.path}"`);

    for (const pagePath of [...paths, product.path, "/cart", `/wishlist?intent=add&sku=${sku}`, "/wishlist?intent=delete-all"]) {
      await judge.open("filled", pagePath);
    }
    await judge.finish();
  });
});
