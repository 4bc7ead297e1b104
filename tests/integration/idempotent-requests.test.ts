import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_TTL_MS } from "../../commerce/contract/idempotency";
import { codPlaceBody, checkoutSteps } from "../support/checkout";
import { call } from "../support/call";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";
import { FIXTURE_NOW } from "../support/catalog-fixture";

/**
 * A change sent with an Idempotency-Key is made once (decision 058): a queued cart change whose answer was lost and
 * is sent again, or an order placed offline sent from two tabs, changes the cart or places the order once, and every
 * copy gets the first answer.
 */
const fixture = useFixtureCommerce();
const { post } = fixture;

const withKey = (key: string, path: string, body: unknown) => call(fixture.commerce().handler, "POST", path, body, { "Idempotency-Key": key });
const newCart = async (): Promise<string> => (await post("/api/cart/create")).result.cartId;
const qtyOf = async (cartId: string, sku: string) => (await pullCart(fixture, cartId)).items.find((item: { sku: string }) => item.sku === sku)?.qty ?? 0;
const setStock = (sku: string, qty: number) =>
  fixture.db().updateTable("stock").set({ qty, is_in_stock: qty > 0 ? 1 : 0 }).where("product_id", "=", fixture.id(sku)).execute();

describe("requests sent with an Idempotency-Key", () => {
  it("an add sent again with the same key adds once and answers the same", async () => {
    await setStock("CHARGER", 50);
    const cartId = await newCart();
    const add = () => withKey("add-charger-0001", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 2 } });
    const first = await add();
    const again = await add();
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await qtyOf(cartId, "CHARGER")).toBe(2);
  });

  it("copies sent at once wait for the first one's answer and change the cart once", async () => {
    await setStock("CHARGER", 50);
    const cartId = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey("add-charger-0002", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(await qtyOf(cartId, "CHARGER")).toBe(1);
  });

  it("a refusal is remembered too: the same request gets it again even once it would succeed", async () => {
    await setStock("CHARGER", 0);
    const cartId = await newCart();
    const add = () => withKey("add-charger-0003", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    const refused = await add();
    expect(refused.status).toBe(409);
    await setStock("CHARGER", 50);
    expect(await add()).toEqual(refused);
    expect(await qtyOf(cartId, "CHARGER")).toBe(0);
  });

  it("the same key for another cart is another request; for another body it is refused", async () => {
    await setStock("CHARGER", 50);
    const [one, two] = [await newCart(), await newCart()];
    expect((await withKey("shared-key-0004", `/api/cart/add?cartId=${one}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
    expect((await withKey("shared-key-0004", `/api/cart/add?cartId=${two}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
    const other = await withKey("shared-key-0004", `/api/cart/add?cartId=${one}`, { cartItem: { sku: "CHARGER", qty: 3 } });
    expect(other).toMatchObject({ status: 422, error: { code: "idempotency.mismatch" } });
    expect([await qtyOf(one, "CHARGER"), await qtyOf(two, "CHARGER")]).toEqual([1, 1]);
  });

  it("a key is remembered for 24 hours, then the same request is a new one", async () => {
    await setStock("CHARGER", 50);
    const cartId = await newCart();
    const add = () => withKey("add-charger-0005", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    await add();
    const justInside = new Date(FIXTURE_NOW.getTime() - IDEMPOTENCY_TTL_MS + 60_000).toISOString();
    await fixture.db().updateTable("idempotent_requests").set({ created_at: justInside }).execute();
    await add();
    expect(await qtyOf(cartId, "CHARGER")).toBe(1);
    const expired = new Date(FIXTURE_NOW.getTime() - IDEMPOTENCY_TTL_MS - 1).toISOString();
    await fixture.db().updateTable("idempotent_requests").set({ created_at: expired }).execute();
    await add();
    expect(await qtyOf(cartId, "CHARGER")).toBe(2);
  });

  it("a malformed key is refused and changes nothing", async () => {
    const cartId = await newCart();
    const refused = await withKey("not a key!", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    expect(refused).toMatchObject({ status: 400, error: { code: "idempotency.invalid" } });
    expect(await qtyOf(cartId, "CHARGER")).toBe(0);
  });

  it("an order sent twice at once with one key is placed once, and both get its answer", async () => {
    await setStock("CHARGER", 50);
    const cartId = await newCart();
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    await checkoutSteps(post, cartId);
    const body = await codPlaceBody(fixture, cartId);
    const place = () => withKey("offline-order-0006", `/api/checkout/place?cartId=${cartId}`, body);
    const [first, second] = await Promise.all([place(), place()]);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await place()).toEqual(first);
    const orders = await fixture.db().selectFrom("orders").innerJoin("carts", "carts.id", "orders.cart_id").select("orders.increment_id").where("carts.token", "=", cartId).execute();
    expect(orders).toEqual([{ increment_id: first.result.order.increment_id }]);
  });
});
