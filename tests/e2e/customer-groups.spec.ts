import { expect, test, type Page } from "@playwright/test";
import { formatMoney, formatNumber } from "../../common/format";
import { setCustomerGroup, setGroupPrices } from "../../commerce/api/customer-groups";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { createCategory } from "../../commerce/api/taxonomy/categories";
import { STORE_ROOT_CATEGORY_ID } from "../../commerce/contract/taxonomy";
import { addCustomerSession, arabicDigits, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { simpleProduct } from "./support/products";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open, type Lang } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Customer groups (decision 060), with JavaScript off and on: a business customer sees their group's price on a
 * category page served from the page cache and pays it in the cart, while a guest sees the general price on the
 * same page; the catalogue team sets and removes a group price on a product's group prices page, a price that is
 * not an amount refused next to its field. Each test makes its own product (and category), so no other spec's
 * data moves under it.
 */

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** simpleProduct's price, and the business group's price of it in these tests. */
const GENERAL_PRICE = 19_900;
const BUSINESS_PRICE = 14_950;

let made = 0;
const uniqueCode = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(made += 1)}`.toUpperCase();
const productName = (code: string, lang: Lang) => (lang === "ar" ? `مصباح نور ${code}` : `Nour Lamp ${code}`);

/** The seeded business group, with its name in each language. */
const businessGroup = () =>
  withCommerce(({ db }) => db.selectFrom("customer_groups").select(["id", "name_en", "name_ar"]).where("code", "=", "business").executeTakeFirstOrThrow());

/** A customer made and signed in in the page's browser by addCustomerSession; their id. */
async function newCustomer(page: Page, lang: Lang): Promise<number> {
  const shopper = newShopper(lang);
  await addCustomerSession(page.context(), lang, shopper);
  const { id } = await withCommerce(({ db }) => db.selectFrom("customers").select("id").where("email", "=", shopper.email).executeTakeFirstOrThrow());
  return id;
}

/** A category of its own listing one new product, which the business group buys at BUSINESS_PRICE. */
async function productWithBusinessPrice(businessId: number) {
  const code = uniqueCode();
  const category = await withCommerce((ctx) =>
    createCategory(ctx, COMMAND_LINE, { parent_id: STORE_ROOT_CATEGORY_ID, name_en: `Lamps ${code}`, name_ar: `مصابيح ${code}`, url_key: `e2e-lamps-${code.toLowerCase()}` }),
  );
  const { id } = await simpleProduct(code, { categories: [category.id] });
  await withCommerce((ctx) => setGroupPrices(ctx, COMMAND_LINE, id, [{ group_id: businessId, min_qty: 1, price: BUSINESS_PRICE }]));
  return { id, code, sku: `E2E-${code}`, categoryPath: `/c/e2e-lamps-${code.toLowerCase()}` };
}

/** Opens `path` until the page cache answers it as `state` (a catalogue change of any spec empties the cache). */
async function openFromCache(page: Page, path: string, state: "HIT" | "PERSONALISED") {
  await expect.poll(async () => (await page.goto(path, { waitUntil: "domcontentloaded" }))?.headers()["x-cache"], { message: `${path} from the page cache`, timeout: 30_000 }).toBe(state);
}

for (const lang of LANGS) {
  const t = adminTexts[lang].groupPrices;

  test.describe(`customer groups (${lang})`, () => {
    test("a business customer sees the business price on a cached category page and in the cart; a guest sees the general price", async ({ page, browser, baseURL }) => {
      // Two shoppers' browsers, and the wait for every node to read the new prices.
      test.setTimeout(120_000);
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const business = await businessGroup();
      const product = await productWithBusinessPrice(business.id);
      const customerId = await newCustomer(page, lang);
      await withCommerce((ctx) => setCustomerGroup(ctx, COMMAND_LINE, customerId, business.id));
      const categoryPage = at(lang, product.categoryPath);
      const card = (shown: Page) => shown.locator("article.product-card").filter({ has: shown.getByRole("heading", { name: productName(product.code, lang), exact: true }) });

      // Every node reads the group prices within a second of the change (decision 060); the customer's first page
      // rendered in full takes their session's snapshot, with their group.
      await expect
        .poll(async () => (await (await page.context().request.get(categoryPage)).text()).includes(formatMoney(BUSINESS_PRICE, lang)), { message: "the business price listed", timeout: 15_000 })
        .toBe(true);
      await openFromCache(page, categoryPage, "PERSONALISED");
      await expect(card(page).locator(".price__final")).toContainText(formatMoney(BUSINESS_PRICE, lang));
      await expect(card(page).locator(".price__was")).toContainText(formatMoney(GENERAL_PRICE, lang));

      const added = await page.context().request.post(at(lang, "/cart"), { form: { intent: "add", sku: product.sku, qty: "1", redirectTo: "/" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(added.status()).toBe(303);
      await open(page, at(lang, "/cart"), javaScriptEnabled);
      await expect(page.locator(".cart-line").filter({ hasText: productName(product.code, lang) }).locator(".cart-line__unit-price")).toContainText(formatMoney(BUSINESS_PRICE, lang));

      const guestContext = await browser.newContext({ javaScriptEnabled });
      await ownClientAddress(guestContext);
      const guest = await guestContext.newPage();
      await openFromCache(guest, categoryPage, "HIT");
      await expect(card(guest).locator(".price__final")).toHaveText(formatMoney(GENERAL_PRICE, lang));
      await expect(card(guest).locator(".price__was")).toHaveCount(0);
      await guestContext.close();
    });

    test("the catalogue team sets a business price on a product's group prices page and removes it; a price that is no amount is refused", async ({ page, context }) => {
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      const digits = (text: string) => (lang === "ar" ? arabicDigits(text).replace(".", "\u066B") : text);
      const business = await businessGroup();
      const businessName = lang === "ar" ? business.name_ar : business.name_en;
      const { id } = await simpleProduct(uniqueCode());
      await signInStaffAs(context, "catalogue");
      await open(page, at(lang, `/admin/products/${id}/group-prices`), javaScriptEnabled);
      await expect(page.getByText(t.none)).toBeVisible();

      const form = page.getByRole("group", { name: t.addLegend, exact: true });
      await form.getByLabel(t.group, { exact: true }).selectOption({ label: businessName });
      await form.getByLabel(t.minQty, { exact: true }).fill(digits("5"));
      await form.getByLabel(t.price, { exact: true }).fill("-10");
      await form.getByRole("button", { name: t.add, exact: true }).click();
      await expect(form.getByLabel(t.price, { exact: true })).toHaveAccessibleDescription(new RegExp(adminTexts[lang].validation.price));
      await expect(form.getByLabel(t.minQty, { exact: true })).toHaveValue(digits("5"));
      await expect(form.getByLabel(t.group, { exact: true })).toHaveValue(String(business.id));

      await form.getByLabel(t.price, { exact: true }).fill(digits("149.50"));
      await form.getByRole("button", { name: t.add, exact: true }).click();
      await expect(notification(page, t.added)).toBeVisible();
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: businessName, exact: true }) });
      await expect(row.getByRole("cell").nth(0)).toHaveText(formatNumber(5, lang));
      await expect(row.getByRole("cell").nth(1)).toHaveText(formatMoney(BUSINESS_PRICE, lang));

      await row.getByRole("button", { name: t.remove.replace("{{group}}", businessName).replace("{{qty}}", formatNumber(5, lang)), exact: true }).click();
      await expect(notification(page, t.removed)).toBeVisible();
      await expect(page.getByText(t.none)).toBeVisible();
    });
  });
}

test.describe("customer groups pages' quality", () => {
  // As in quality.spec.ts: axe needs JavaScript; the js-off project forbids the pages' scripts instead (PageJudge).
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on a customer's page with its group and on a product's group prices", async ({ page }, testInfo) => {
    // Two pages, each judged by axe and the Nu checker, as the product photos page's judge (product-photos.spec.ts).
    test.setTimeout(90_000);
    const business = await businessGroup();
    const { id: productId } = await simpleProduct(uniqueCode());
    await withCommerce((ctx) => setGroupPrices(ctx, COMMAND_LINE, productId, [{ group_id: business.id, min_qty: 1, price: BUSINESS_PRICE }, { group_id: null, min_qty: 10, price: 12_000 }]));
    const judge = await PageJudge.start(page, testInfo);
    const customerId = await newCustomer(page, "en");
    await signInStaffAs(page.context(), "owner");
    await judge.open("customer with a group", `/admin/customers/${customerId}`);
    await judge.open("group prices", `/admin/products/${productId}/group-prices`);
    await judge.finish();
  });
});
