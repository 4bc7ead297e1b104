import { beforeAll, describe, expect, it } from "vitest";
import { announceSpecialPriceWindows } from "../../commerce/api/products-admin/special-price-windows";
import { openDatabase } from "../../commerce/db/connection";
import { atInstant } from "../support/backend-clock";
import { call } from "../support/call";
import { signedInCustomer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";
import { FIXTURE_NOW } from "../support/catalog-fixture";

/**
 * Products in the back office (issue 22): the catalogue team creates simple and configurable products and their
 * children, each change audited and on the storefront at once; the rules hold at the endpoint whatever the form
 * sent; a changed url_key redirects; other roles get 403; special price windows are announced once as they open.
 */
const fixture = useFixtureCommerce();
let catalogue: SignedInStaffMember;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const auditOf = (action: string, id: number) => fixture.db().selectFrom("audit_log").selectAll().where("action", "=", action).where("subject_id", "=", String(id)).execute();
const priceAlertsTo = (email: string) => fixture.db().selectFrom("outbox").select("id").where("recipient", "=", email).where("template", "=", "priceAlert").execute();
const productRow = (id: number) => fixture.db().selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

let made = 0;
function newProduct(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    sku: `ADMIN-${made}`,
    type_id: "simple",
    configurable_attributes: [],
    url_key: `admin-phone-${made}`,
    name_en: `Admin Phone ${made}`,
    name_ar: `هاتف الإدارة ${made}`,
    description_en: "A phone made in the back office.",
    description_ar: "هاتف من لوحة الإدارة.",
    key_features_en: ["Fast"],
    key_features_ar: ["سريع"],
    specs: { ram: { en: "8 GB", ar: "8 جيجابايت" } },
    categories: [10, 11],
    brand: "apple",
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    kind: "phone",
    price: 199_900,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    stock: 7,
    ...overrides,
  };
}
const edited = (product: ReturnType<typeof newProduct>, changes: Record<string, unknown>) => {
  const { sku: _s, type_id: _t, configurable_attributes: _a, ...fields } = product;
  return { ...fields, ...changes };
};

beforeAll(async () => {
  catalogue = await signedInStaff(fixture.commerce(), "catalogue");
});

describe("products in the back office", () => {
  it("are created with their categories and stock, audited, and found by the storefront's search at once", async () => {
    const product = newProduct({ name_en: "Zephyr Admin Phone" });
    const created = await staffCall(catalogue, "POST", "/api/admin/products", product);
    expect(created).toMatchObject({ status: 200 });
    const id: number = created.result.id;
    const read = await staffCall(catalogue, "GET", `/api/admin/products/${id}`);
    expect(read.result).toMatchObject({ sku: product.sku, categories: [10, 11], stock: 7, key_features_ar: ["سريع"], specs: product.specs });
    expect(await auditOf("product.create", id)).toHaveLength(1);
    await fixture.commerce().pollCatalogueChanges();
    const detail = await fixture.post("/api/url/map", { url: `p/${product.sku}/${product.url_key}` });
    expect(detail).toMatchObject({ status: 200, result: { _type: "product", _source: { sku: product.sku } } });
    const listed = await staffCall(catalogue, "GET", `/api/admin/products?q=zephyr`);
    expect(listed.result.items.map((item: { id: number }) => item.id)).toEqual([id]);
  });

  it("refuse a special price not below the price, a window that ends first, a taken sku or url_key, a missing Arabic name; nothing is made", async () => {
    const count = async () => Number((await fixture.db().selectFrom("products").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const refusals = [
      [newProduct({ special_price: 199_900 }), "special_price"],
      [newProduct({ special_price: 100, special_from_date: "2026-07-02T00:00:00.000Z", special_to_date: "2026-07-01T00:00:00.000Z" }), "special_to_date"],
      [newProduct({ name_ar: " " }), "name_ar"],
      [newProduct({ url_key: "Not A Slug" }), "url_key"],
      [newProduct({ sku: "IPHONE-15-PRO" }), "sku"],
      [newProduct({ url_key: "admin-phone-1" }), "url_key"],
      [newProduct({ categories: [999] }), "categories"],
      [newProduct({ price: 12.5 }), "price"],
    ] as const;
    for (const [body, field] of refusals) {
      const answer = await staffCall(catalogue, "POST", "/api/admin/products", body);
      expect(answer.status, field).toBeGreaterThanOrEqual(400);
      expect(answer.status, field).toBeLessThan(500);
      expect(answer.error?.field, field).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it("are refused to a support member, who changes no price (403), and an unknown id is 404", async () => {
    const product = newProduct();
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/products", product)).result;
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await staffCall(support, "POST", `/api/admin/products/${id}`, edited(product, { price: 100 }))).status).toBe(403);
    expect((await staffCall(support, "GET", "/api/admin/products")).status).toBe(403);
    expect((await productRow(id)).price).toBe(199_900);
    expect(await staffCall(catalogue, "POST", "/api/admin/products/99999999", edited(product, {}))).toMatchObject({ status: 404, error: { code: "product.notFound" } });
    expect(await staffCall(catalogue, "GET", "/api/admin/products/99999999999")).toMatchObject({ status: 404 });
  });

  it("are edited with what changed in the audit log, and a price drop e-mails the price alert", async () => {
    const product = newProduct();
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/products", product)).result;
    const shopper = await signedInCustomer(fixture);
    expect(await shopper.post("/api/alerts/add", { sku: product.sku, kind: "price" })).toMatchObject({ status: 200 });
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}`, edited(product, { price: 149_900, name_en: "Renamed" }))).toMatchObject({ status: 200 });
    const [entry] = await auditOf("product.update", id);
    expect(JSON.parse(entry!.before!)).toEqual({ name_en: product.name_en, price: 199_900 });
    expect(JSON.parse(entry!.after!)).toEqual({ name_en: "Renamed", price: 149_900 });
    expect(await priceAlertsTo(shopper.email)).toHaveLength(1);
  });

  it("keep their old address answering: a chain A → B → C sends A to C, and going back to A does not loop", async () => {
    const product = newProduct({ url_key: "chain-a" });
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/products", product)).result;
    for (const key of ["chain-b", "chain-c"]) {
      expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}`, edited(product, { url_key: key }))).toMatchObject({ status: 200 });
    }
    const redirectOf = async (key: string) => (await fixture.get(`/api/url/redirect?path=${encodeURIComponent(`/p/${product.sku}/${key}`)}`)).result;
    expect(await redirectOf("chain-a")).toEqual([{ from: `/p/${product.sku}/chain-a`, to: `/p/${product.sku}/chain-c`, type: 301 }]);
    expect(await redirectOf("chain-b")).toEqual([{ from: `/p/${product.sku}/chain-b`, to: `/p/${product.sku}/chain-c`, type: 301 }]);
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}`, edited(product, { url_key: "chain-a" }))).toMatchObject({ status: 200 });
    expect(await redirectOf("chain-a")).toEqual([]);
    expect((await redirectOf("chain-c"))[0]).toMatchObject({ to: `/p/${product.sku}/chain-a` });
    expect((await redirectOf("chain-b"))[0]).toMatchObject({ to: `/p/${product.sku}/chain-a` });
  });
});

describe("configurable products", () => {
  it("get children with their own sku, options, prices and stock; a repeated combination or unknown value is refused", async () => {
    const parent = newProduct({ type_id: "configurable", configurable_attributes: ["color", "storage"], stock: null });
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/products", parent)).result;
    const child = (sku: string, options: Record<string, number>) => ({ sku, options, price: 299_900, special_price: null, stock: 3, status: 1 });
    const black = await staffCall(catalogue, "POST", `/api/admin/products/${id}/children`, child(`${parent.sku}-BLK`, { color: 1, storage: 128 }));
    expect(black).toMatchObject({ status: 200 });
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}/children`, child(`${parent.sku}-WHT`, { color: 2, storage: 256 }))).toMatchObject({ status: 200 });
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}/children`, child(`${parent.sku}-X`, { color: 1, storage: 128 }))).toMatchObject({ status: 409, error: { code: "product.optionsTaken" } });
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}/children`, child(`${parent.sku}-Y`, { color: 9, storage: 128 }))).toMatchObject({ status: 400, error: { code: "product.unknownOption" } });
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${id}/children`, child(`${parent.sku}-Z`, { color: 2 }))).toMatchObject({ status: 400, error: { code: "product.unknownOption" } });
    const edit = await staffCall(catalogue, "POST", `/api/admin/products/${id}/children/${black.result.id}`, { options: { color: 1, storage: 128 }, price: 289_900, special_price: 279_900, stock: 0, status: 1 });
    expect(edit).toMatchObject({ status: 200 });
    const read = (await staffCall(catalogue, "GET", `/api/admin/products/${id}`)).result;
    expect(read.children).toEqual([
      expect.objectContaining({ sku: `${parent.sku}-BLK`, name_en: `${parent.name_en} Black 128GB`, price: 289_900, special_price: 279_900, qty: 0 }),
      expect.objectContaining({ sku: `${parent.sku}-WHT`, name_ar: `${parent.name_ar} أبيض 256 جيجابايت`, qty: 3 }),
    ]);
    const detail = await fixture.post("/api/url/map", { url: `p/${parent.sku}/${parent.url_key}` });
    expect(detail.result._source.configurable_children.map((c: { sku: string }) => c.sku)).toContain(`${parent.sku}-WHT`);
    expect(await staffCall(catalogue, "POST", `/api/admin/products/${black.result.id}/children`, child("ORPHAN-1", { color: 1 }))).toMatchObject({ status: 404 });
  });
});

describe("special price windows", () => {
  it("are announced once as they open, however many nodes run the job at once, and e-mail the price alert", async () => {
    const context = fixture.commerce().context;
    const tomorrow = new Date(FIXTURE_NOW.getTime() + 86_400_000);
    const product = newProduct({ special_price: 99_900, special_from_date: tomorrow.toISOString(), special_to_date: null });
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/products", product)).result;
    const shopper = await signedInCustomer(fixture);
    expect(await shopper.post("/api/alerts/add", { sku: product.sku, kind: "price" })).toMatchObject({ status: 200 });
    expect(await announceSpecialPriceWindows(context)).toEqual([]);
    expect(await priceAlertsTo(shopper.email)).toEqual([]);
    const other = { ...context, db: openDatabase(fixture.databaseUrl()) };
    try {
      const later = new Date(tomorrow.getTime() + 60_000);
      const runs = await atInstant(context, later, () => Promise.all([announceSpecialPriceWindows(context), announceSpecialPriceWindows({ ...other, now: () => later })]));
      expect(runs.flat().filter((announced) => announced === id)).toHaveLength(1);
      expect(await atInstant(context, later, () => announceSpecialPriceWindows(context))).toEqual([]);
    } finally {
      await other.db.destroy();
    }
    expect(await priceAlertsTo(shopper.email)).toHaveLength(1);
  });
});
