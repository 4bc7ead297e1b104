import { beforeAll, describe, expect, it } from "vitest";
import { earnOrderPoints, expireDuePoints, luhnCheckDigit, pointsBalance, pointsExpiringBy } from "../../commerce/api/loyalty/ledger";
import { placeOrder } from "../../commerce/api/orders/place";
import { call } from "../support/call";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * The loyalty card (decision 065), on the real endpoints and the real order placement: a completed order earns
 * once, a return takes back what its refund earned, points expire, and checkout spends them (never more than the
 * balance or the order's total, once when two orders race for them) and gives them back when the order is cancelled.
 * One point per AED is earned, and a point pays AED 1, so the figures read easily.
 */
const fixture = useFixtureCommerce({ loyalty: { pointsPerAed: 1, filsPerPoint: 100, expiryMonths: 12 } });
const commerce = () => fixture.commerce();
const db = () => fixture.db();

let operations: SignedInStaffMember;
/** Silicone Case AED 199 and standard delivery AED 25: AED 224, 224 points. */
const CASE_ORDER_POINTS = 224;

beforeAll(async () => {
  for (const sku of ["CHARGER", "CASE"]) {
    await db().updateTable("stock").set({ qty: 500, is_in_stock: 1 }).where("product_id", "=", fixture.id(sku)).execute();
  }
  operations = await signedInStaff(commerce(), "operations");
});

const staffPost = (path: string, body: unknown) => call(commerce().handler, "POST", path, body, operations.headers);

/** The customer's cart with `items`, and the points chosen to spend on it, if any. */
async function cartOf(customer: Customer, items: Record<string, number>, points?: number | "all"): Promise<string> {
  const cartId: string = (await customer.post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await customer.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (points !== undefined) expect((await customer.post(`/api/checkout/loyalty-points?cartId=${cartId}`, { points })).status).toBe(200);
  return cartId;
}

/** Places the cart's order as the checkout does, expecting to spend the points its totals showed. */
async function place(customer: Customer, cartId: string) {
  const seen = (await customer.get(`/api/cart/pull?cartId=${cartId}`)).result.totals.loyalty_points as number;
  const details = { ...codOrderDetails({ email: customer.email, customerId: customer.id, address: DUBAI_HOME }), loyaltyPoints: seen };
  return placeOrder(commerce().context, cartId, details, "en");
}

/** Moves every shipment of the order to Completed, as operations. */
async function complete(orderId: number): Promise<void> {
  const shipments = await db().selectFrom("shipments").select("shipment_no").where("order_id", "=", orderId).execute();
  const moves = [{ action: "process" }, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-9001" }, { action: "deliver" }, { action: "complete" }];
  for (const { shipment_no } of shipments) {
    for (const move of moves) expect((await staffPost(`/api/admin/shipments/${shipment_no}/move`, move)).status).toBe(200);
  }
}

/** A customer holding the points of one completed case order. */
async function customerWithPoints(): Promise<Customer> {
  const customer = await signedInCustomer(fixture);
  const { order } = await place(customer, await cartOf(customer, { CASE: 1 }));
  await complete(order.id);
  return customer;
}

async function card(customer: Customer) {
  const answer = await customer.get("/api/loyalty/card");
  expect(answer.status).toBe(200);
  return answer.result;
}

describe("earning", () => {
  it("gives a completed order its points once, on a card of 16 digits with a check digit", async () => {
    const customer = await signedInCustomer(fixture);
    const { order } = await place(customer, await cartOf(customer, { CASE: 1 }));
    expect((await card(customer)).balance).toBe(0);
    await complete(order.id);
    await earnOrderPoints(db(), commerce().context.loyalty, order, FIXTURE_NOW);

    const shown = await card(customer);
    expect(shown).toMatchObject({ balance: CASE_ORDER_POINTS, worth: CASE_ORDER_POINTS * 100, history: { total: 1 } });
    expect(shown.history.items[0]).toMatchObject({ kind: "earn", points: CASE_ORDER_POINTS, order_number: order.increment_id });
    expect(shown.card_number).toMatch(/^\d{16}$/);
    expect(luhnCheckDigit(shown.card_number.slice(0, 15))).toBe(Number(shown.card_number[15]));
    expect((await card(customer)).card_number).toBe(shown.card_number);
  });

  it("takes back what a returned line's refund earned", async () => {
    const customer = await signedInCustomer(fixture);
    const { order } = await place(customer, await cartOf(customer, { CASE: 1, CHARGER: 1 }));
    await complete(order.id);
    const earned = (await card(customer)).balance;
    const charger = await db().selectFrom("order_items").select("id").where("order_id", "=", order.id).where("sku", "=", "CHARGER").executeTakeFirstOrThrow();
    const asked = await customer.post("/api/order/return", { incrementId: order.increment_id, items: [{ itemId: charger.id, qty: 1, reason: "damaged" }], comment: "" });
    expect(asked.status).toBe(200);
    expect((await staffPost(`/api/admin/returns/${asked.result.id}/receive`, {})).status).toBe(200);
    expect((await staffPost(`/api/admin/returns/${asked.result.id}/accept`, { disposition: "restock" })).status).toBe(200);

    // The charger's AED 79 refunded: 79 points back out.
    const shown = await card(customer);
    expect(shown.balance).toBe(earned - 79);
    expect(shown.history.items[0]).toMatchObject({ kind: "reverse", points: -79, order_number: order.increment_id });
  });
});

describe("expiry", () => {
  it("shows points due within 30 days, then writes them off once they expire", async () => {
    const customer = await customerWithPoints();
    const month = 30 * 86_400_000;
    expect(await pointsExpiringBy(db(), customer.id, new Date(FIXTURE_NOW.getTime() + 11 * month))).toBe(0);
    expect(await pointsExpiringBy(db(), customer.id, new Date(FIXTURE_NOW.getTime() + 12.5 * month))).toBe(CASE_ORDER_POINTS);

    const later = new Date(FIXTURE_NOW.getTime() + 13 * month);
    expect(await expireDuePoints(db(), customer.id, later)).toBe(0);
    // Written off once: a second look finds nothing more to expire.
    expect(await expireDuePoints(db(), customer.id, later)).toBe(0);
    const movements = await db().selectFrom("loyalty_movements").select(["kind", "points"]).where("customer_id", "=", customer.id).orderBy("id").execute();
    expect(movements).toEqual([{ kind: "earn", points: CASE_ORDER_POINTS }, { kind: "expire", points: -CASE_ORDER_POINTS }]);
  });
});

describe("spending at checkout", () => {
  it("pays part of an order as a totals line, never more than the balance nor below zero", async () => {
    const customer = await customerWithPoints();
    const cartId = await cartOf(customer, { CASE: 2 });
    const tooMany = await customer.post(`/api/checkout/loyalty-points?cartId=${cartId}`, { points: CASE_ORDER_POINTS + 1 });
    expect(tooMany).toMatchObject({ status: 400, error: { code: "checkout.loyaltyAboveBalance", field: "points" } });
    expect((await customer.post(`/api/checkout/loyalty-points?cartId=${cartId}`, { points: -1 })).status).toBe(400);

    expect((await customer.post(`/api/checkout/loyalty-points?cartId=${cartId}`, { points: "all" })).result).toMatchObject({ points: CASE_ORDER_POINTS });
    const cart = (await customer.get(`/api/cart/pull?cartId=${cartId}`)).result;
    // AED 398 for two cases and AED 25 delivery: 224 points pay AED 224.
    expect(cart.totals).toMatchObject({ grand_total_before_gift_cards: 42_300, loyalty_points: CASE_ORDER_POINTS, grand_total: 42_300 - 22_400 });
    expect(cart.totals.total_segments).toContainEqual({ code: "loyalty_points", title: "Loyalty points", value: -22_400 });

    const { order, payment } = await place(customer, cartId);
    expect(payment.amount).toBe(42_300 - 22_400);
    expect(await pointsBalance(db(), customer.id)).toBe(0);
    expect((await card(customer)).history.items[0]).toMatchObject({ kind: "burn", points: -CASE_ORDER_POINTS, order_number: order.increment_id });
  });

  it("never pays more than the order's total", async () => {
    const customer = await customerWithPoints();
    // A charger (AED 79) and delivery (AED 25): 104 of the 224 points.
    const { order, payment } = await place(customer, await cartOf(customer, { CHARGER: 1 }, "all"));
    expect(JSON.parse(order.totals)).toMatchObject({ loyalty_points: 104, loyalty_amount: 10_400, grand_total: 0 });
    expect(payment.amount).toBe(0);
    expect(await pointsBalance(db(), customer.id)).toBe(CASE_ORDER_POINTS - 104);
  });

  it("lets one of two orders racing for the whole balance spend it", async () => {
    const customer = await customerWithPoints();
    const first = await cartOf(customer, { CASE: 2 }, "all");
    // A buy-now cart is the customer's second cart, as a second tab would have.
    const second: string = (await customer.post("/api/cart/create", { buyNow: true })).result.cartId;
    expect((await customer.post(`/api/cart/add?cartId=${second}`, { cartItem: { sku: "CASE", qty: 2 } })).status).toBe(200);
    expect((await customer.post(`/api/checkout/loyalty-points?cartId=${second}`, { points: "all" })).status).toBe(200);

    const results = await Promise.allSettled([place(customer, first), place(customer, second)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ detail: { code: "order.totalsChanged" } });
    expect(await pointsBalance(db(), customer.id)).toBe(0);
  });

  it("gives the points back when the order is cancelled", async () => {
    const customer = await customerWithPoints();
    const { order } = await place(customer, await cartOf(customer, { CASE: 1, CHARGER: 1 }, 100));
    expect(await pointsBalance(db(), customer.id)).toBe(CASE_ORDER_POINTS - 100);
    const items = await db().selectFrom("order_items").select("id").where("order_id", "=", order.id).orderBy("id").execute();
    for (const item of items) {
      expect((await customer.post("/api/order/cancel-item", { incrementId: order.increment_id, itemId: item.id })).status).toBe(200);
    }
    expect(await pointsBalance(db(), customer.id)).toBe(CASE_ORDER_POINTS);
    expect((await card(customer)).history.items[0]).toMatchObject({ kind: "reverse", order_number: order.increment_id });
  });
});
