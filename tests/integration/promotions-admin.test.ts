import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { codPlaceBody, checkoutSteps } from "../support/checkout";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Promo codes and bank offers in the back office (issue 22): the catalogue team creates, edits and switches off codes
 * (scoped by category, brand or SKUs that exist), a code taken already in any case is refused, a bank offer's BIN
 * ranges are added (never overlapping) and removed; each change is audited. The list shows uses and what the orders
 * that used a code came to. Support gets 403 and changes nothing; unknown ids are 404.
 */
const fixture = useFixtureCommerce();
let catalogue: SignedInStaffMember;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const auditOf = (action: string, code: string) => fixture.db().selectFrom("audit_log").selectAll().where("action", "=", action).where("subject_id", "=", code).execute();

const input = (overrides: Record<string, unknown> = {}) => ({
  kind: "percent",
  amount: 10,
  min_subtotal: 0,
  max_discount: null,
  scope: "none",
  category_id: null,
  brand: null,
  skus: [],
  from: "2020-01-01",
  to: "2099-12-31",
  usage_limit: null,
  per_customer_limit: null,
  description_en: "Ten percent off",
  description_ar: "خصم عشرة بالمئة",
  is_active: true,
  is_bank_coupon: false,
  ...overrides,
});

beforeAll(async () => {
  catalogue = await signedInStaff(fixture.commerce(), "catalogue");
});

describe("promo codes in the back office", () => {
  it("are created with a scope by SKUs that exist, in UAE days, and audited", async () => {
    const created = await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "CASES15", ...input({ amount: 15, scope: "skus", skus: ["case", "CHARGER"], from: "2026-03-01", to: "2026-03-31" }) });
    expect(created).toMatchObject({ status: 200, result: { code: "CASES15" } });
    const shown = await staffCall(catalogue, "GET", `/api/admin/promotions/${created.result.id}`);
    expect(shown.result).toMatchObject({ scope: "skus", skus: ["CASE", "CHARGER"], from_date: "2026-02-28T20:00:00.000Z", to_date: "2026-03-31T19:59:59.999Z", times_used: 0, revenue: 0 });
    expect(await auditOf("promotion.create", "CASES15")).toHaveLength(1);
  });

  it("refuse a code taken already in another case, an unknown SKU, brand or category, and bad fields; nothing is created", async () => {
    const count = async () => (await fixture.db().selectFrom("promo_rules").select("id").execute()).length;
    const before = await count();
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "pct10", ...input() })).toMatchObject({ status: 409, error: { code: "promotion.exists", field: "code" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "NEWSKU", ...input({ scope: "skus", skus: ["CASE", "NO-SUCH-SKU"] }) })).toMatchObject({ status: 400, error: { code: "promotion.unknownSku", field: "skus" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "NEWBRAND", ...input({ scope: "brand", brand: "nokia" }) })).toMatchObject({ status: 400, error: { code: "promotion.unknownBrand", field: "brand" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "NEWCAT", ...input({ scope: "category", category_id: 99_999 }) })).toMatchObject({ status: 400, error: { code: "promotion.unknownCategory" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "BIGPCT", ...input({ amount: 101 }) })).toMatchObject({ status: 400, error: { field: "amount" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "BADDATES", ...input({ from: "2026-05-02", to: "2026-05-01" }) })).toMatchObject({ status: 400, error: { field: "to" } });
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "no spaces", ...input() })).toMatchObject({ status: 400, error: { field: "code" } });
    expect(await count()).toBe(before);
  });

  it("are edited and switched off, each audited; an unknown id is 404", async () => {
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "EDITME", ...input() })).result;
    expect((await staffCall(catalogue, "POST", `/api/admin/promotions/${id}`, { action: "edit", promotion: input({ kind: "fixed", amount: 5_000, scope: "brand", brand: "samsung", per_customer_limit: 2 }) })).status).toBe(200);
    expect((await staffCall(catalogue, "GET", `/api/admin/promotions/${id}`)).result).toMatchObject({ kind: "fixed", amount: 5_000, scope: "brand", brand: "samsung", per_customer_limit: 2 });
    expect((await staffCall(catalogue, "POST", `/api/admin/promotions/${id}`, { action: "deactivate" })).status).toBe(200);
    expect((await staffCall(catalogue, "GET", "/api/admin/promotions?q=editme&state=inactive")).result.items.map((item: { code: string }) => item.code)).toEqual(["EDITME"]);
    expect((await auditOf("promotion.edit", "EDITME"))[0]?.after).toContain("samsung");
    expect(await auditOf("promotion.deactivate", "EDITME")).toHaveLength(1);
    expect(await staffCall(catalogue, "POST", "/api/admin/promotions/999999", { action: "deactivate" })).toMatchObject({ status: 404, error: { code: "promotion.notFound" } });
    expect((await staffCall(catalogue, "GET", "/api/admin/promotions/999999")).status).toBe(404);
  });

  it("show a code's uses and what its orders came to and took off", async () => {
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "COUNTED", ...input({ usage_limit: 10 }) })).result;
    const cartId: string = (await fixture.post("/api/cart/create")).result.cartId;
    await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CASE", qty: 1 } });
    expect((await fixture.post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: "counted" })).status).toBe(200);
    await checkoutSteps(fixture.post, cartId);
    expect((await fixture.post(`/api/checkout/place?cartId=${cartId}`, await codPlaceBody(fixture, cartId))).status).toBe(200);
    const [row] = (await staffCall(catalogue, "GET", "/api/admin/promotions?q=COUNTED")).result.items;
    // CASE 19 900 less 10%, and AED 25 delivery.
    expect(row).toMatchObject({ id, times_used: 1, usage_limit: 10, orders: 1, discount: 1990, revenue: 19_900 - 1990 + 2500, state: "active" });
  });
});

describe("a bank offer's BIN ranges", () => {
  it("are added and removed, never overlapping within the offer, and audited", async () => {
    const { id } = (await staffCall(catalogue, "POST", "/api/admin/promotions", { code: "BANKX", ...input({ is_bank_coupon: true }) })).result;
    const bins = (body: unknown) => staffCall(catalogue, "POST", `/api/admin/promotions/${id}/bins`, body);
    expect((await bins({ action: "add", bin_from: "400000", bin_to: "400999" })).status).toBe(200);
    expect(await bins({ action: "add", bin_from: "400500", bin_to: "401000" })).toMatchObject({ status: 409, error: { code: "promotion.binOverlap", field: "bin_from" } });
    expect(await bins({ action: "add", bin_from: "500000", bin_to: "499999" })).toMatchObject({ status: 400, error: { field: "bin_to" } });
    expect(await bins({ action: "add", bin_from: "12345", bin_to: "123456" })).toMatchObject({ status: 400, error: { field: "bin_from" } });
    expect((await bins({ action: "add", bin_from: "401000", bin_to: "401000" })).status).toBe(200);
    expect((await staffCall(catalogue, "GET", `/api/admin/promotions/${id}`)).result.bins).toEqual([
      { bin_from: "400000", bin_to: "400999" },
      { bin_from: "401000", bin_to: "401000" },
    ]);
    expect((await bins({ action: "remove", bin_from: "400000" })).status).toBe(200);
    expect(await bins({ action: "remove", bin_from: "400000" })).toMatchObject({ status: 404, error: { code: "promotion.binNotFound" } });
    expect(await auditOf("promotion.binAdd", "BANKX")).toHaveLength(2);
    expect(await auditOf("promotion.binRemove", "BANKX")).toHaveLength(1);
    const plain = (await staffCall(catalogue, "GET", "/api/admin/promotions?q=PCT10")).result.items[0].id;
    expect(await staffCall(catalogue, "POST", `/api/admin/promotions/${plain}/bins`, { action: "add", bin_from: "400000", bin_to: "400999" })).toMatchObject({ status: 409, error: { code: "promotion.notBankOffer" } });
  });
});

describe("promotions for other roles", () => {
  it("are refused to support with 403, and nothing changes", async () => {
    const support = await signedInStaff(fixture.commerce(), "support");
    const pct10 = await fixture.db().selectFrom("promo_rules").selectAll().where("code", "=", "PCT10").executeTakeFirstOrThrow();
    expect((await staffCall(support, "GET", "/api/admin/promotions")).status).toBe(403);
    expect((await staffCall(support, "POST", "/api/admin/promotions", { code: "SUPPORT1", ...input() })).status).toBe(403);
    expect((await staffCall(support, "POST", `/api/admin/promotions/${pct10.id}`, { action: "deactivate" })).status).toBe(403);
    expect(await fixture.db().selectFrom("promo_rules").selectAll().where("code", "=", "PCT10").executeTakeFirstOrThrow()).toEqual(pct10);
    expect(await fixture.db().selectFrom("promo_rules").select("id").where("code", "=", "SUPPORT1").execute()).toEqual([]);
  });
});
