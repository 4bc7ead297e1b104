import { describe, expect, it } from "vitest";
import { deleteAbandonedCarts, ABANDONED_CART_DAYS } from "../../commerce/api/cart/carts";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { signedInCustomer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";

/** Guest carts over their life: one per browser, refusals that name their field, and the sweep of abandoned guest and buy-now carts. */

const fixture = useFixtureCommerce();
const { post, db } = fixture;
const DAY = 24 * 60 * 60 * 1000;

const visitor = (name: string) => `${name}-visitor-id-0123456789`;

describe("a browser's guest cart", () => {
  it("is found again when the same visitor creates a cart, even many times at once", async () => {
    const creates = await Promise.all(Array.from({ length: 8 }, () => post("/api/cart/create", { visitorId: visitor("a") })));
    const tokens = new Set(creates.map((created) => created.result.cartId));
    expect(tokens.size).toBe(1);
    const other = await post("/api/cart/create", { visitorId: visitor("b") });
    expect(tokens.has(other.result.cartId)).toBe(false);
  });

  it("is a new one once the old one is no longer active, and buy-now carts are always new", async () => {
    const first = (await post("/api/cart/create", { visitorId: visitor("c") })).result.cartId;
    await db().updateTable("carts").set({ status: "ordered" }).where("token", "=", first).execute();
    const second = (await post("/api/cart/create", { visitorId: visitor("c") })).result.cartId;
    expect(second).not.toBe(first);
    const buyNow = (await post("/api/cart/create", { visitorId: visitor("c"), buyNow: true })).result.cartId;
    expect(buyNow).not.toBe(second);
  });

  it("refuses a malformed visitor id with a 400 that names the field", async () => {
    const refused = await post("/api/cart/create", { visitorId: "short" });
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({ code: "invalid", field: "visitorId" });
  });
});

describe("refusals carry a code and a field", () => {
  it("a cart error names the input it is about", async () => {
    const cart = (await post("/api/cart/create")).result.cartId;
    const coupon = await post(`/api/cart/apply-coupon?cartId=${cart}`, { coupon: "NO-SUCH-CODE" });
    expect(coupon).toMatchObject({ status: 400, result: "coupon.invalid", error: { code: "coupon.invalid", field: "coupon" } });
    const qty = await post(`/api/cart/add?cartId=${cart}`, { cartItem: { sku: "CASE", qty: 0 } });
    expect(qty.error).toEqual({ code: "cart.qtyInvalid", field: "qty" });
    const missing = await post(`/api/cart/add?cartId=${"B".repeat(43)}`, { cartItem: { sku: "CASE", qty: 1 } });
    expect(missing).toMatchObject({ status: 404, error: { code: "cart.notFound" } });
  });

  it("the storefront's limits are the endpoint's: a 65-character sku and item id 0 are refused on their field", async () => {
    const cart = (await post("/api/cart/create")).result.cartId;
    const sku = await post(`/api/cart/add?cartId=${cart}`, { cartItem: { sku: "S".repeat(65), qty: 1 } });
    expect(sku).toMatchObject({ status: 400, error: { code: "invalid", field: "sku" } });
    const item = await post(`/api/cart/update-item?cartId=${cart}`, { item_id: 0, qty: 1 });
    expect(item).toMatchObject({ status: 400, error: { code: "invalid", field: "item_id" } });
  });
});

describe("abandoned carts", () => {
  it(`are deleted after ${ABANDONED_CART_DAYS} days untouched, with their lines: guest and buy-now carts, a customer's too; fresh carts, a customer's own cart and orders stay`, async () => {
    const customer = await signedInCustomer(fixture);
    const stale = (await post("/api/cart/create")).result.cartId;
    await post(`/api/cart/add?cartId=${stale}`, { cartItem: { sku: "CASE", qty: 1 } });
    const fresh = (await post("/api/cart/create")).result.cartId;
    const ordered = (await post("/api/cart/create")).result.cartId;
    const customersOwn = (await customer.post("/api/cart/create")).result.cartId;
    const customersBuyNow = (await customer.post("/api/cart/buy-now", { cartItem: { sku: "CASE", qty: 1 } })).result.cartId;
    const old = new Date(FIXTURE_NOW.getTime() - (ABANDONED_CART_DAYS + 1) * DAY).toISOString();
    await db().updateTable("carts").set({ updated_at: old }).where("token", "in", [stale, ordered, customersOwn, customersBuyNow]).execute();
    await db().updateTable("carts").set({ status: "ordered" }).where("token", "=", ordered).execute();

    expect(await deleteAbandonedCarts(db(), FIXTURE_NOW)).toBeGreaterThanOrEqual(2);
    const left = await db().selectFrom("carts").select("token").where("token", "in", [stale, fresh, ordered, customersOwn, customersBuyNow]).execute();
    expect(left.map((row) => row.token).sort()).toEqual([fresh, ordered, customersOwn].sort());
    const orphanLines = await db()
      .selectFrom("cart_items")
      .leftJoin("carts", "carts.id", "cart_items.cart_id")
      .where("carts.id", "is", null)
      .select("cart_items.id")
      .execute();
    expect(orphanLines).toEqual([]);
  });
});
