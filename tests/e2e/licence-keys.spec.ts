import { expect, test } from "@playwright/test";
import ordersAr from "../../app/locales/ar/orders";
import ordersEn from "../../app/locales/en/orders";
import mailAr from "../../commerce/locales/ar/mail";
import mailEn from "../../commerce/locales/en/mail";
import { keyedProduct } from "../../commerce/api/orders/licence-keys";
import { formatNumber } from "../../common/format";
import { lastEmailTo, newShopper, ownClientAddress } from "./support/accounts";
import { withCommerce } from "./support/commerce";
import { placeSoftwareOrderFor } from "./support/orders";
import { PageJudge } from "./support/quality";
import { at, LANGS, notification, open } from "./support/shop";
import { adminTexts, signInStaffAs } from "./support/staff";

/**
 * Software sold is a key delivered (issue 21, decision 045), with JavaScript off and on: the buyer reads the key
 * in the e-mail and on the order's page; catalogue staff check a CSV file of keys, see each line's problems, and
 * import a good one, which the product's pool then counts.
 */

const mail = { en: mailEn, ar: mailAr };
const orders = { en: ordersEn, ar: ordersAr };

test.beforeEach(async ({ context }) => ownClientAddress(context));

/** The keys the order's lines took, from the store's database. */
const keysOf = (incrementId: string) =>
  withCommerce(({ db }) =>
    db
      .selectFrom("licence_keys as k")
      .innerJoin("order_items as i", "i.id", "k.order_item_id")
      .innerJoin("orders as o", "o.id", "i.order_id")
      .select("k.licence_key")
      .where("o.increment_id", "=", incrementId)
      .execute(),
  );

/** The last software product's SKU and its unused keys: orders placed by other tests at the same time take the first's. */
const softwarePool = () =>
  withCommerce(async ({ db }) => {
    const product = await db.selectFrom("products").select(["id", "sku"]).where(keyedProduct).orderBy("id", "desc").executeTakeFirstOrThrow();
    const { unused } = await db
      .selectFrom("licence_keys")
      .select((eb) => eb.fn.countAll<number>().as("unused"))
      .where("product_id", "=", product.id)
      .where("order_item_id", "is", null)
      .executeTakeFirstOrThrow();
    return { sku: product.sku, unused: Number(unused) };
  });

/** Keys nobody else imports: this run's, this test's. */
const uniqueKey = (n: number) => `E2E-${process.pid}-${Date.now().toString(36)}-${n}`.toUpperCase();

for (const lang of LANGS) {
  test.describe(`licence keys (${lang})`, () => {
    test("the buyer reads their software's key in the e-mail and on the order's page", async ({ page }) => {
      const buyer = newShopper(lang).email;
      const placed = await placeSoftwareOrderFor(buyer, lang);
      const [key] = await keysOf(placed.incrementId);
      expect(key).toBeDefined();

      const email = await lastEmailTo(buyer, mail[lang].licenceKeys.subject.replace("{{number}}", placed.incrementId));
      expect(email).toContain(mail[lang].licenceKeyLine.replace("{{product}}", placed.software).replace("{{key}}", key!.licence_key));

      await open(page, at(lang, `/my-account/order/${placed.incrementId}?key=${placed.key}`), test.info().project.use.javaScriptEnabled !== false);
      const section = page.getByRole("region", { name: orders[lang].keys.heading, exact: true });
      await expect(section.getByRole("term")).toHaveText(placed.software);
      await expect(section.getByRole("definition")).toContainText(key!.licence_key);
    });

    test("catalogue staff check a CSV file of keys, see each line's problems, then import a good one", async ({ page, context }) => {
      const t = adminTexts[lang];
      const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
      await signInStaffAs(context, "catalogue");
      const before = await softwarePool();
      await open(page, at(lang, "/admin/licence-keys"), javaScriptEnabled);
      const form = page.locator("#licence-key-import");
      const file = form.getByLabel(t.licenceKeys.file, { exact: true });
      const csv = (lines: string[]) => ({ name: "keys.csv", mimeType: "text/csv", buffer: Buffer.from(["sku,key", ...lines].join("\n")) });

      // Nothing chosen: the field says so.
      await form.getByRole("button", { name: t.licenceKeys.check, exact: true }).click();
      await expect(file).toHaveAccessibleDescription(new RegExp(t.licenceKeys.fileRequired.replace(".", "\\.")));

      const good = [uniqueKey(1), uniqueKey(2)];
      await file.setInputFiles(csv([`${before.sku},${good[0]}`, `NO-SUCH-SKU,${uniqueKey(3)}`, `${before.sku},${good[0]}`, `${before.sku},`]));
      await form.getByRole("button", { name: t.licenceKeys.import, exact: true }).click();
      const problem = (line: number, code: keyof typeof t.licenceKeys.problems) =>
        t.licenceKeys.problemLine.replace("{{line}}", formatNumber(line, lang)).replace("{{problem}}", t.licenceKeys.problems[code]);
      const outcome = page.getByRole("status").filter({ has: page.getByRole("list") });
      await expect(outcome.getByRole("listitem")).toHaveText([problem(3, "unknownSku"), problem(4, "duplicateInFile"), problem(5, "emptyKey")]);
      expect((await softwarePool()).unused).toBe(before.unused);

      await file.setInputFiles(csv(good.map((key) => `${before.sku},${key}`)));
      await form.getByRole("button", { name: t.licenceKeys.import, exact: true }).click();
      await expect(notification(page, t.licenceKeys.imported)).toBeVisible();
      const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: before.sku, exact: true }) });
      await expect(row.getByRole("cell").nth(2)).toHaveText(formatNumber(before.unused + 2, lang));
    });
  });
}

test.describe("licence key pages' quality", () => {
  test.use({ javaScriptEnabled: true });

  test("axe and the Nu checker find nothing on the licence keys page and an order page with a key", async ({ page }, testInfo) => {
    const judge = await PageJudge.start(page, testInfo);
    await signInStaffAs(page.context(), "catalogue");
    await judge.open("licence keys", "/admin/licence-keys");
    const placed = await placeSoftwareOrderFor(newShopper("en").email, "en");
    await judge.open("an order with a licence key", `/my-account/order/${placed.incrementId}?key=${placed.key}`);
    await judge.finish();
  });
});
