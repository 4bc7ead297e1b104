import { beforeAll, describe, expect, it } from "vitest";
import { COMPARE_MAX } from "../../commerce/contract/compare";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";

/** The comparison list (docs/compare-api.md): its limits, a guest's list, the merge at sign-in, the table. */

const fixture = useFixtureCommerce();

/** Every product of the fixture's listings is a mobile; a television makes a second family. */
beforeAll(async () => {
  const db = fixture.db();
  const at = FIXTURE_NOW.toISOString();
  await db.insertInto("categories").values({
    id: 20, parent_id: 2, path: "1/2/20", level: 2, position: 20, url_key: "televisions", url_path: "televisions", is_active: 1,
    include_in_menu: 1, name_en: "Televisions", name_ar: "التلفزيونات", icon: "tv", created_at: at, updated_at: at,
  }).execute();
  const tv = await db.insertInto("products").values({
    sku: "TV-55", type_id: "simple", name_en: "Samsung 55\" QLED", name_ar: "سامسونج ٥٥ بوصة", url_key: "samsung-55-qled", kind: "tv",
    brand: "samsung", price: 299900, created_at: at, updated_at: at,
  }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("stock").values({ product_id: tv.id, qty: 5, is_in_stock: 1, manage_stock: 1, updated_at: at }).execute();
  await db.insertInto("product_categories").values({ product_id: tv.id, category_id: 20, position: 0 }).execute();
  await fixture.commerce().productsChanged([tv.id]);
});

const PHONES = ["PHONE-SALE", "PHONE-EXPIRED", "PHONE-FUTURE", "PHONE-HIGHER-SPECIAL", "CASE", "CHARGER", "SEARCH-ONLY", "IPHONE-15-PRO"];

const list = async (customer: Customer) => (await customer.get("/api/compare")).result.skus as string[];

describe("a customer's comparison", () => {
  it("needs a signed-in customer", async () => {
    expect(await fixture.get("/api/compare")).toMatchObject({ status: 401, error: { code: "auth.unauthorized" } });
    expect(await fixture.post("/api/compare/add", { sku: "CASE" })).toMatchObject({ status: 401 });
    expect(await fixture.post("/api/compare/merge", { skus: ["CASE"] })).toMatchObject({ status: 401 });
  });

  it("keeps up to four products of one family in the order they came, each once", async () => {
    const shopper = await signedInCustomer(fixture);
    for (const sku of ["PHONE-SALE", "CASE", "PHONE-SALE"]) {
      expect(await shopper.post("/api/compare/add", { sku })).toMatchObject({ status: 200 });
    }
    // a variant's sku adds the product it belongs to
    expect((await shopper.post("/api/compare/add", { sku: "IPHONE-15-PRO-BLK-128" })).result).toEqual({ skus: ["PHONE-SALE", "CASE", "IPHONE-15-PRO"] });
    expect(await shopper.post("/api/compare/add", { sku: "TV-55" })).toMatchObject({
      status: 400,
      error: { code: "compare.otherFamily", field: "sku" },
    });
    expect((await shopper.post("/api/compare/add", { sku: "CHARGER" })).result.skus).toHaveLength(COMPARE_MAX);
    expect(await shopper.post("/api/compare/add", { sku: "PHONE-FUTURE" })).toMatchObject({ status: 400, error: { code: "compare.full" } });
    // already listed: nothing to refuse
    expect(await shopper.post("/api/compare/add", { sku: "CASE" })).toMatchObject({ status: 200 });
    expect(await list(shopper)).toEqual(["PHONE-SALE", "CASE", "IPHONE-15-PRO", "CHARGER"]);

    expect((await shopper.post("/api/compare/remove", { sku: "CASE" })).result.skus).toEqual(["PHONE-SALE", "IPHONE-15-PRO", "CHARGER"]);
    expect(await shopper.post("/api/compare/remove", { sku: "CASE" })).toMatchObject({ status: 200 });
    expect(await shopper.post("/api/compare/clear")).toMatchObject({ status: 200, result: { skus: [] } });
    expect(await list(shopper)).toEqual([]);
    // an empty list takes any family
    expect((await shopper.post("/api/compare/add", { sku: "TV-55" })).result.skus).toEqual(["TV-55"]);
  });

  it("refuses a product that cannot be shown with a 404, and bad input with a 400; nothing changes", async () => {
    const shopper = await signedInCustomer(fixture);
    for (const sku of ["NOPE", "DISABLED", "ORPHAN"]) {
      expect(await shopper.post("/api/compare/add", { sku })).toMatchObject({
        status: 404,
        error: { code: "compare.productNotFound", field: "sku" },
      });
    }
    expect(await shopper.post("/api/compare/add", { sku: "" })).toMatchObject({ status: 400, error: { field: "sku" } });
    expect(await shopper.post("/api/compare/add", { sku: "CASE", qty: 1 })).toMatchObject({ status: 400 });
    expect(await shopper.post("/api/compare/merge", { skus: ["A", "B", "C", "D", "E"] })).toMatchObject({ status: 400, error: { field: "skus" } });
    expect(await list(shopper)).toEqual([]);
  });

  it("never holds more than four, however many adds arrive at once", async () => {
    const shopper = await signedInCustomer(fixture);
    const answers = await Promise.all(PHONES.map((sku) => shopper.post("/api/compare/add", { sku })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMPARE_MAX);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(Array(PHONES.length - COMPARE_MAX).fill("compare.full"));
    expect(await list(shopper)).toHaveLength(COMPARE_MAX);
  });

  it("keeps each customer's list to themselves", async () => {
    const owner = await signedInCustomer(fixture);
    const other = await signedInCustomer(fixture);
    await owner.post("/api/compare/add", { sku: "CASE" });
    await other.post("/api/compare/add", { sku: "TV-55" });
    await other.post("/api/compare/remove", { sku: "CASE" });
    await other.post("/api/compare/clear");
    expect(await list(owner)).toEqual(["CASE"]);
  });
});

describe("a guest's comparison, kept by the storefront", () => {
  it("applies the same rules to the list it is given", async () => {
    expect((await fixture.post("/api/compare/guest-add", { skus: [], sku: "PHONE-SALE" })).result).toEqual({ skus: ["PHONE-SALE"] });
    expect((await fixture.post("/api/compare/guest-add", { skus: ["PHONE-SALE"], sku: "PHONE-SALE" })).result).toEqual({ skus: ["PHONE-SALE"] });
    // products that went away meanwhile drop out of the list
    expect((await fixture.post("/api/compare/guest-add", { skus: ["DISABLED", "CASE"], sku: "CHARGER" })).result).toEqual({ skus: ["CASE", "CHARGER"] });
    expect(await fixture.post("/api/compare/guest-add", { skus: ["CASE"], sku: "TV-55" })).toMatchObject({ status: 400, error: { code: "compare.otherFamily" } });
    expect(await fixture.post("/api/compare/guest-add", { skus: PHONES.slice(0, 4), sku: "CHARGER" })).toMatchObject({ status: 400, error: { code: "compare.full" } });
    expect(await fixture.post("/api/compare/guest-add", { skus: [], sku: "NOPE" })).toMatchObject({ status: 404, error: { code: "compare.productNotFound" } });
    expect(await fixture.post("/api/compare/guest-add", { skus: PHONES.slice(0, 5), sku: "CASE" })).toMatchObject({ status: 400, error: { field: "skus" } });
  });
});

describe("merging a guest's list at sign-in", () => {
  it("adds the guest's products after the customer's, by the same rules, and names those left out", async () => {
    const shopper = await signedInCustomer(fixture);
    await shopper.post("/api/compare/add", { sku: "PHONE-SALE" });
    await shopper.post("/api/compare/add", { sku: "CASE" });
    const merged = await shopper.post("/api/compare/merge", { skus: ["CASE", "TV-55", "CHARGER", "NOPE"] });
    expect(merged.result).toEqual({ skus: ["PHONE-SALE", "CASE", "CHARGER"], refused: [{ sku: "TV-55", code: "compare.otherFamily" }] });
    expect((await shopper.post("/api/compare/merge", { skus: ["PHONE-FUTURE", "PHONE-EXPIRED"] })).result.refused).toEqual([
      { sku: "PHONE-EXPIRED", code: "compare.full" },
    ]);
    expect(await list(shopper)).toEqual(["PHONE-SALE", "CASE", "CHARGER", "PHONE-FUTURE"]);
  });

  it("gives an empty account the guest's list as it is", async () => {
    const shopper = await signedInCustomer(fixture);
    expect((await shopper.post("/api/compare/merge", { skus: ["TV-55"] })).result).toEqual({ skus: ["TV-55"], refused: [] });
  });
});

describe("the comparison table", () => {
  it("lists each product's card and the comparable attributes any of them has, marking those that differ", async () => {
    const { status, result } = await fixture.get("/api/compare/tech-spec?skus=IPHONE-15-PRO,PHONE-SALE,NOPE");
    expect(status).toBe(200);
    expect(result.products.map((p: { sku: string }) => p.sku)).toEqual(["IPHONE-15-PRO", "PHONE-SALE"]);
    expect(result.products[1]).toMatchObject({ name: "Samsung Galaxy A55", price_incl_tax: 105_000, final_price_incl_tax: 94_500, url_path: "p/PHONE-SALE/samsung-galaxy-a55" });
    expect(result.attributes).toEqual([
      { code: "color", label: "Colour", values: ["Black", null], differs: true },
      { code: "storage", label: "Storage", values: ["128GB", null], differs: true },
      { code: "ram", label: "RAM", values: ["8 GB", "8 GB"], differs: false },
    ]);
    const arabic = (await fixture.get("/api/compare/tech-spec?skus=IPHONE-15-PRO&storeCode=ar")).result;
    expect(arabic.attributes[0]).toEqual({ code: "color", label: "اللون", values: ["أسود"], differs: false });
    expect(await fixture.get("/api/compare/tech-spec")).toMatchObject({ status: 400, error: { field: "skus" } });
    expect(await fixture.get("/api/compare/tech-spec?skus=A,B,C,D,E")).toMatchObject({ status: 400, error: { field: "skus" } });
  });
});
