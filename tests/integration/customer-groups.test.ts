import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/call";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Customer groups (decision 060): support puts a customer in a group, the catalogue team gives a product group and
 * tier prices, and the price a shopper sees and pays follows their group (a guest's is general) and, in the cart,
 * the line's quantity. Fixture price of CASE: 19 900 fils, VAT-inclusive, standard-rated.
 */
const fixture = useFixtureCommerce();
const BUSINESS = 3;
let catalogue: SignedInStaffMember;
let support: SignedInStaffMember;

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(fixture.commerce().handler, method, path, body, member.headers);
const auditOf = (action: string, id: number) => fixture.db().selectFrom("audit_log").selectAll().where("action", "=", action).where("subject_id", "=", String(id)).execute();

async function setPrices(productId: number, prices: unknown[]) {
  const answer = await staffCall(catalogue, "POST", `/api/admin/products/${productId}/group-prices`, { prices });
  await fixture.commerce().pollCatalogueChanges();
  return answer;
}

async function cartOf(shopper: Pick<Customer, "post"> | null, items: Record<string, number>): Promise<string> {
  const create = shopper ? shopper.post : fixture.post;
  const { result } = await create("/api/cart/create");
  for (const [sku, qty] of Object.entries(items)) {
    expect((await fixture.post(`/api/cart/add?cartId=${result.cartId}`, { cartItem: { sku, qty } })).status, sku).toBe(200);
  }
  return result.cartId;
}
const pulled = async (cartId: string) => (await fixture.get(`/api/cart/pull?cartId=${cartId}`)).result;
const unitPrices = async (cartId: string) => (await pulled(cartId)).items.map((item: { sku: string; price_incl_tax: number }) => [item.sku, item.price_incl_tax]);

beforeAll(async () => {
  catalogue = await signedInStaff(fixture.commerce(), "catalogue");
  support = await signedInStaff(fixture.commerce(), "support");
  const answer = await setPrices(fixture.id("CASE"), [
    { group_id: BUSINESS, min_qty: 1, price: 15_000 },
    { group_id: null, min_qty: 3, price: 17_000 },
    { group_id: BUSINESS, min_qty: 5, price: 12_000 },
  ]);
  expect(answer.status).toBe(200);
});

describe("group and tier prices", () => {
  it("price a guest's cart at the general price, and at the tier price for every group once the line reaches it", async () => {
    const one = await cartOf(null, { CASE: 1 });
    expect(await unitPrices(one)).toEqual([["CASE", 19_900]]);
    const three = await cartOf(null, { CASE: 3 });
    const cart = await pulled(three);
    expect(cart.items[0]).toMatchObject({ price_incl_tax: 17_000, row_total_incl_tax: 51_000 });
    expect(cart.totals).toMatchObject({ subtotal_incl_tax: 51_000, shipping_incl_tax: 0, tax: 2429, grand_total: 51_000 });
  });

  it("price a business customer's cart at the business price, its tier from 5, and again at general when support moves them back", async () => {
    const shopper = await signedInCustomer(fixture);
    expect(await staffCall(support, "POST", `/api/admin/customers/${shopper.id}/group`, { group_id: BUSINESS })).toMatchObject({ status: 200 });
    const cartId = await cartOf(shopper, { CASE: 1 });
    expect(await unitPrices(cartId)).toEqual([["CASE", 15_000]]);
    await fixture.post(`/api/cart/update-item?cartId=${cartId}`, { item_id: (await pulled(cartId)).items[0].item_id, qty: 5 });
    expect((await pulled(cartId)).totals).toMatchObject({ subtotal_incl_tax: 60_000, grand_total: 60_000 });

    expect(await staffCall(support, "POST", `/api/admin/customers/${shopper.id}/group`, { group_id: 1 })).toMatchObject({ status: 200 });
    expect(await unitPrices(cartId)).toEqual([["CASE", 17_000]]);
    const moves = await auditOf("customer.group", shopper.id);
    expect(moves.map((entry) => [JSON.parse(entry.before!).group_id, JSON.parse(entry.after!).group_id])).toEqual([[1, BUSINESS], [BUSINESS, 1]]);
  });

  it("price a business customer's buy-now at the business price, as their cart is, and a guest's at general", async () => {
    const shopper = await signedInCustomer(fixture);
    expect(await staffCall(support, "POST", `/api/admin/customers/${shopper.id}/group`, { group_id: BUSINESS })).toMatchObject({ status: 200 });
    const bought = await shopper.post("/api/cart/buy-now", { cartItem: { sku: "CASE", qty: 1 } });
    expect(bought.result.cart.items.map((item: { price_incl_tax: number }) => item.price_incl_tax)).toEqual([15_000]);
    const guest = await fixture.post("/api/cart/buy-now", { cartItem: { sku: "CASE", qty: 1 } });
    expect(guest.result.cart.items.map((item: { price_incl_tax: number }) => item.price_incl_tax)).toEqual([19_900]);
  });

  it("are what a catalogue read for the group shows: the unit price and the tiers below it", async () => {
    const general = (await fixture.get("/api/catalog/product/CASE")).result;
    expect(general).toMatchObject({ final_price_incl_tax: 19_900, tier_prices: [{ min_qty: 3, price_incl_tax: 17_000 }] });
    const business = (await fixture.get(`/api/catalog/product/CASE?groupId=${BUSINESS}`)).result;
    expect(business).toMatchObject({ price_incl_tax: 19_900, final_price_incl_tax: 15_000, tier_prices: [{ min_qty: 5, price_incl_tax: 12_000 }] });
    const found = await fixture.post(`/api/catalog/product/search?groupId=${BUSINESS}`, { filters: { sku: ["CASE"] } });
    expect(found.result.items.map((item: { sku: string; final_price_incl_tax: number }) => [item.sku, item.final_price_incl_tax])).toEqual([["CASE", 15_000]]);
    // A group the store does not have reads as general.
    expect((await fixture.get("/api/catalog/product/CASE?groupId=99")).result).toMatchObject({ final_price_incl_tax: 19_900 });
  });

  it("are set by the catalogue team only, audited, with repeated rows and unknown groups refused and nothing changed", async () => {
    const id = fixture.id("CASE");
    const before = (await staffCall(catalogue, "GET", `/api/admin/products/${id}/group-prices`)).result;
    expect(before.groups.map((group: { name: string }) => group.name)).toEqual(["General", "Staff", "Business"]);
    const refusals = [
      [{ group_id: BUSINESS, min_qty: 2, price: 100 }, { group_id: BUSINESS, min_qty: 2, price: 90 }],
      [{ group_id: 99, min_qty: 1, price: 100 }],
      [{ group_id: null, min_qty: 0, price: 100 }],
    ];
    for (const prices of refusals) expect((await setPrices(id, prices)).status, JSON.stringify(prices)).toBe(400);
    expect((await staffCall(support, "POST", `/api/admin/products/${id}/group-prices`, { prices: [] })).status).toBe(403);
    expect((await staffCall(catalogue, "POST", `/api/admin/customers/1/group`, { group_id: BUSINESS })).status).toBe(403);
    expect((await staffCall(catalogue, "GET", `/api/admin/products/${id}/group-prices`)).result.prices).toEqual(before.prices);
    expect(await auditOf("product.groupPrices", id)).toHaveLength(1);
  });
});

describe("a change to one row of group prices", () => {
  const change = (id: number, body: unknown, member = catalogue) => staffCall(member, "POST", `/api/admin/products/${id}/group-prices/change`, body);
  const rowsOf = async (id: number) => (await staffCall(catalogue, "GET", `/api/admin/products/${id}/group-prices`)).result.prices;

  it("keeps both of two rows set at once by two members of staff, and each is audited", async () => {
    const id = fixture.id("CHARGER");
    const other = await signedInStaff(fixture.commerce(), "catalogue");
    const answers = await Promise.all([
      change(id, { change: "set", group_id: BUSINESS, min_qty: 1, price: 6_000 }),
      change(id, { change: "set", group_id: null, min_qty: 10, price: 5_000 }, other),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await rowsOf(id)).toEqual(expect.arrayContaining([{ group_id: BUSINESS, min_qty: 1, price: 6_000 }, { group_id: null, min_qty: 10, price: 5_000 }]));
    expect(await auditOf("product.groupPrices", id)).toHaveLength(2);
  });

  it("sets a row's price in place, removes a row, and refuses a row past the limit with nothing changed", async () => {
    const id = fixture.id("CHARGER");
    expect((await change(id, { change: "set", group_id: BUSINESS, min_qty: 1, price: 5_500 })).status).toBe(200);
    expect((await change(id, { change: "remove", group_id: null, min_qty: 10 })).status).toBe(200);
    expect(await rowsOf(id)).toEqual([{ group_id: BUSINESS, min_qty: 1, price: 5_500 }]);
    for (let qty = 2; qty <= 20; qty++) expect((await change(id, { change: "set", group_id: BUSINESS, min_qty: qty, price: 5_000 })).status).toBe(200);
    const full = await change(id, { change: "set", group_id: null, min_qty: 50, price: 4_000 });
    expect(full).toMatchObject({ status: 409, error: { code: "product.groupPricesFull" } });
    expect(await rowsOf(id)).toHaveLength(20);
    // Changing a row it has is no new row.
    expect((await change(id, { change: "set", group_id: BUSINESS, min_qty: 20, price: 4_500 })).status).toBe(200);
  });

  it("answers an unknown product 404, a support member 403, and a malformed change 400", async () => {
    expect((await change(999_999, { change: "remove", group_id: null, min_qty: 1 })).status).toBe(404);
    expect((await change(fixture.id("CHARGER"), { change: "remove", group_id: null, min_qty: 1 }, support)).status).toBe(403);
    expect((await change(fixture.id("CHARGER"), { change: "set", group_id: null, min_qty: 1 })).status).toBe(400);
  });
});
