import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Stock and prices in the back office (issue 22): the CSV import the command line runs, as a dry run and for real,
 * audited as the staff member; the export, which reads back changing nothing; one product's stock online and by
 * pickup store; two imports at once; and roles that may not (support: 403, nothing changed).
 */
const fixture = useFixtureCommerce();
let catalogue: SignedInStaffMember;
let support: SignedInStaffMember;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const importCsv = (member: SignedInStaffMember, csv: string, apply: boolean) => staffCall(member, "POST", "/api/admin/catalogue/import", { csv, apply });

/** Everything an import or a stock edit may touch, to show that a refused one touched nothing. */
async function catalogueState() {
  const db = fixture.db();
  return {
    products: await db.selectFrom("products").select(["sku", "price", "special_price", "special_from_date", "special_to_date", "updated_at"]).orderBy("id").execute(),
    stock: await db.selectFrom("stock").selectAll().orderBy("product_id").execute(),
    shelves: await db.selectFrom("pickup_store_stock").selectAll().orderBy("store_id").orderBy("product_id").execute(),
    changes: await db.selectFrom("catalogue_changes").selectAll().execute(),
  };
}

const storeId = async (code: string) => (await fixture.db().selectFrom("pickup_stores").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;
const shelfOf = async (sku: string, code: string) =>
  (await fixture.db().selectFrom("pickup_store_stock").select("qty").where("product_id", "=", fixture.id(sku)).where("store_id", "=", await storeId(code)).executeTakeFirst())?.qty;
const qtyOf = async (sku: string) => (await fixture.db().selectFrom("stock").select("qty").where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow()).qty;

beforeAll(async () => {
  catalogue = await signedInStaff(fixture.commerce(), "catalogue");
  support = await signedInStaff(fixture.commerce(), "support");
});

describe("the catalogue import in the back office", () => {
  it("checks a file as a dry run, lists its problems, then applies a good one audited as the staff member", async () => {
    const before = await catalogueState();
    const bad = await importCsv(catalogue, "sku,price,store:DXB-MOE\nCASE,149.00,2\nNOPE,1.00,\n", true);
    expect(bad).toMatchObject({ status: 200, result: { ok: false, problems: [{ line: 3, code: "unknownSku", params: { sku: "NOPE" } }] } });
    expect(await catalogueState()).toEqual(before);

    const good = "sku,price,store:DXB-MOE\nCASE,149.00,2\nCHARGER,,5\n";
    expect((await importCsv(catalogue, good, false)).result).toEqual({ ok: true, applied: false, lines: 2, productIds: [fixture.id("CASE"), fixture.id("CHARGER")], alertsSent: 0 });
    expect(await catalogueState()).toEqual(before);

    expect((await importCsv(catalogue, good, true)).result).toMatchObject({ ok: true, applied: true, productIds: [fixture.id("CASE"), fixture.id("CHARGER")] });
    expect(await shelfOf("CHARGER", "DXB-MOE")).toBe(5);
    expect((await fixture.get("/api/catalog/product/CASE")).result).toMatchObject({ price_incl_tax: 14_900 });
    const [entry] = await fixture.db().selectFrom("audit_log").selectAll().where("action", "=", "catalogue.update").execute();
    expect(entry).toMatchObject({ actor: catalogue.email, staff_id: catalogue.id });
  });

  it("exports every product's stock, prices and shelves as a file that reads back changing nothing", async () => {
    const { result } = await staffCall(catalogue, "GET", "/api/admin/catalogue/export");
    const csv: string = result.csv;
    const [header, ...rows] = csv.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(header).toMatch(/^sku,name,stock,price,special_price,store:AUH-YAS,.*store:DXB-MOE/);
    expect(rows).toContainEqual(expect.stringMatching(/^CASE,Silicone Case,\d+,149\.00,,/));
    const before = await catalogueState();
    expect((await importCsv(catalogue, csv, false)).result).toMatchObject({ ok: true, productIds: [] });
    expect((await importCsv(catalogue, csv, true)).result).toMatchObject({ ok: true, applied: true, productIds: [] });
    expect(await catalogueState()).toEqual(before);
  });

  it("guards the export's cells against spreadsheet formulas", async () => {
    await fixture.db().updateTable("products").set({ name_en: "=HYPERLINK(\"x\")" }).where("sku", "=", "ORPHAN").execute();
    const { csv } = (await staffCall(catalogue, "GET", "/api/admin/catalogue/export")).result;
    expect(csv).toContain(`ORPHAN,"'=HYPERLINK(""x"")"`);
    expect((await importCsv(catalogue, csv, false)).result).toMatchObject({ ok: true, productIds: [] });
  });

  it("applies two files sent at once one after the other: each product's values come from one file whole", async () => {
    const files = [5, 9].map((n) => `sku,stock,store:DXB-MOE,store:AUH-YAS\nCASE,${n},${n},${n}\nCABLE-OOS,${n},${n},${n}\n`);
    const answers = await Promise.all(files.map((csv) => importCsv(catalogue, csv, true)));
    expect(answers.map((a) => a.result.ok)).toEqual([true, true]);
    const values = [await qtyOf("CASE"), await shelfOf("CASE", "DXB-MOE"), await shelfOf("CASE", "AUH-YAS"), await qtyOf("CABLE-OOS"), await shelfOf("CABLE-OOS", "AUH-YAS")];
    expect([[5, 5, 5, 5, 5], [9, 9, 9, 9, 9]]).toContainEqual(values);
  });

  it("refuses support, and a file setting prices to a role without catalogue.manage; nothing changes", async () => {
    const before = await catalogueState();
    expect(await importCsv(support, "sku,stock\nCASE,1\n", true)).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    expect(await staffCall(support, "GET", "/api/admin/catalogue/export")).toMatchObject({ status: 403 });
    expect(await staffCall(support, "GET", `/api/admin/products/${fixture.id("CASE")}/stock`)).toMatchObject({ status: 403 });
    expect(await staffCall(support, "POST", `/api/admin/products/${fixture.id("CASE")}/stock`, { stock: 1, stores: {} })).toMatchObject({ status: 403 });
    expect(await call(fixture.commerce().handler, "POST", "/api/admin/catalogue/import", { csv: "sku,stock\nCASE,1\n", apply: true })).toMatchObject({ status: 401 });
    expect(await importCsv(catalogue, "x".repeat(4_000_001), true)).toMatchObject({ status: 400 });
    expect(await catalogueState()).toEqual(before);
  });
});

describe("one product's stock by store", () => {
  it("reads and sets the stock online and on each store's shelves, audited; the locator follows", async () => {
    const path = `/api/admin/products/${fixture.id("CABLE-OOS")}/stock`;
    const read = (await staffCall(catalogue, "GET", path)).result;
    expect(read.product).toMatchObject({ sku: "CABLE-OOS", keyed: false });
    expect(read.stores.map((s: { code: string }) => s.code)).toContain("DXB-IBN");
    const stores = Object.fromEntries(read.stores.map((s: { code: string; qty: number }) => [s.code, s.qty]));
    expect(await staffCall(catalogue, "POST", path, { stock: 4, stores: { ...stores, "DXB-IBN": 7 } })).toMatchObject({ status: 200, result: { changed: true } });
    expect(await qtyOf("CABLE-OOS")).toBe(4);
    expect(await shelfOf("CABLE-OOS", "DXB-IBN")).toBe(7);
    expect((await fixture.post("/api/locator/product-stores", { skus: ["CABLE-OOS"] })).result[0].stores).toContain("DXB-IBN");
    const [entry] = await fixture.db().selectFrom("audit_log").selectAll().where("action", "=", "product.stock").execute();
    expect(entry).toMatchObject({ actor: catalogue.email, subject_id: "CABLE-OOS" });
    expect(JSON.parse(entry!.after!)).toMatchObject({ stock: 4, stores: { "DXB-IBN": 7 } });
    expect(await staffCall(catalogue, "POST", path, { stock: 4, stores: { "DXB-IBN": 7 } })).toMatchObject({ result: { changed: false } });
  });

  it("refuses bad numbers, unknown stores and products, and software, whose stock is its keys; nothing changes", async () => {
    const software = await fixture
      .db()
      .insertInto("products")
      .values({ ...(await fixture.db().selectFrom("products").selectAll().where("sku", "=", "CHARGER").executeTakeFirstOrThrow()), id: undefined, sku: "SOFT-STOCK", url_key: "soft-stock", type_id: "downloadable", kind: "software" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const before = await catalogueState();
    const path = `/api/admin/products/${fixture.id("CASE")}/stock`;
    for (const body of [{ stock: -1, stores: {} }, { stock: 1.5, stores: {} }, { stock: 1_000_001, stores: {} }, { stock: 1, stores: { "DXB-MOE": -2 } }, { stock: "1", stores: {} }]) {
      expect(await staffCall(catalogue, "POST", path, body), JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    expect(await staffCall(catalogue, "POST", path, { stock: 1, stores: { NOWHERE: 1 } })).toMatchObject({ status: 400, error: { code: "product.unknownStore" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/products/999999/stock", { stock: 1, stores: {} })).toMatchObject({ status: 404, error: { code: "product.notFound" } });
    expect(await staffCall(catalogue, "GET", "/api/admin/products/abc/stock")).toMatchObject({ status: 404, error: { code: "product.notFound" } });
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${software.id}/stock`, { stock: 1, stores: {} })).toMatchObject({ status: 409, error: { code: "product.stockIsKeys", field: "stock" } });
    expect(await catalogueState()).toEqual(before);
  });
});
