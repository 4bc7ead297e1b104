import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";

/**
 * Placing an order (issue 10's first part): one transaction that re-checks the cart, takes the stock without
 * ever going below zero, spends gift cards, writes the order and closes the cart; a cart becomes at most one
 * order. Concurrency is proven in one process and across processes sharing the SQLite file, as the server runs.
 */
const fixture = useFixtureCommerce();
const { get, post } = fixture;
const run = promisify(execFile);

/** A delivery address as the checkout will send it: Dubai (emirate 2), the city Dubai (5). */
const ORDER = {
  email: "buyer@example.ae",
  paymentMethod: "cashondelivery",
  shippingAddress: {
    full_name: "مريم الهاشمي",
    mobile: "050 123 4567",
    building: "Marina Tower 2",
    flat: "1204",
    area: "Dubai Marina",
    emirate_id: 2,
    city_id: 5,
    address_type: "home",
  },
};

async function cartWith(items: Record<string, number>, giftCard?: string): Promise<string> {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (giftCard) expect((await post(`/api/cart/gift-card?cartId=${cartId}`, { code: giftCard })).status).toBe(200);
  return cartId;
}

/** Asks for the cart's cash on delivery code and reads it from the SMS in the outbox. */
async function codeFor(cartId: string): Promise<string> {
  expect((await post(`/api/order/cod-code?cartId=${cartId}`, { mobile: ORDER.shippingAddress.mobile })).status).toBe(200);
  const sms = await fixture.db().selectFrom("outbox").select("text_body").where("template", "=", "codCode").orderBy("id", "desc").executeTakeFirstOrThrow();
  return sms.text_body.match(/\b\d{6}\b/)![0];
}

/** The order body with the cart's code. */
const withCode = async (cartId: string, body: Record<string, unknown> = ORDER) => ({ ...body, otp: await codeFor(cartId) });
const place = async (cartId: string, body?: Record<string, unknown>) => post(`/api/order/place?cartId=${cartId}`, body ?? (await withCode(cartId)));
const stockOf = async (sku: string) =>
  (await fixture.db().selectFrom("stock").select(["qty", "is_in_stock"]).where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow());
const setStock = (sku: string, qty: number) =>
  fixture.db().updateTable("stock").set({ qty, is_in_stock: qty > 0 ? 1 : 0 }).where("product_id", "=", fixture.id(sku)).execute();
const ordersOf = (cartIds: string[]) =>
  fixture.db().selectFrom("orders").innerJoin("carts", "carts.id", "orders.cart_id").select(["orders.increment_id", "carts.token"]).where("carts.token", "in", cartIds).execute();

describe("placing an order", () => {
  it("writes the order with the cart's lines and totals, takes the stock and closes the cart", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 2 });
    const cart = await pullCart(fixture, cartId);
    const placed = await place(cartId);
    expect(placed.status).toBe(200);
    expect(placed.result.increment_id).toMatch(/^1\d{8}$/);
    expect(placed.result.totals.grand_total).toBe(cart.totals.grand_total);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 8 });
    const lines = await fixture.db().selectFrom("order_items").innerJoin("orders", "orders.id", "order_items.order_id")
      .select(["order_items.sku", "order_items.qty", "order_items.row_total_incl_tax"]).where("orders.increment_id", "=", placed.result.increment_id).execute();
    expect(lines).toEqual([{ sku: "CHARGER", qty: 2, row_total_incl_tax: cart.items[0].row_total_incl_tax }]);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
  });

  it("a double submit gets the same order, and the stock is taken once", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 3 });
    const body = await withCode(cartId);
    const answers = await Promise.all([place(cartId, body), place(cartId, body), place(cartId, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.result.increment_id)).size).toBe(1);
    expect(await ordersOf([cartId])).toHaveLength(1);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 7 });
    // A reload of the post, later.
    expect((await place(cartId, body)).result.increment_id).toBe(answers[0]!.result.increment_id);
  });

  it("the last units go to exactly as many orders as there are units, the stock never below zero", async () => {
    await setStock("CASE", 10);
    const carts = await Promise.all(Array.from({ length: 8 }, () => cartWith({ CASE: 1 })));
    await setStock("CASE", 3);
    const bodies: Record<string, unknown>[] = [];
    for (const cartId of carts) bodies.push(await withCode(cartId));
    const answers = await Promise.all(carts.map((cartId, i) => place(cartId, bodies[i])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.result}`)).toEqual(Array(5).fill("409 order.outOfStock"));
    expect(await stockOf("CASE")).toEqual({ qty: 0, is_in_stock: 0 });
    expect(await ordersOf(carts)).toHaveLength(3);
  });

  it("refuses when the stock fell below the cart since it was filled, and changes nothing", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 5 }, "GC-F-3");
    await setStock("CHARGER", 2);
    const before = await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-F-3").executeTakeFirstOrThrow();
    expect(await place(cartId)).toMatchObject({ status: 409, result: "order.outOfStock" });
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 2 });
    expect(await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-F-3").executeTakeFirstOrThrow()).toEqual(before);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it("spends what a gift card pays, once", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 1 }, "GC-D-10");
    const cart = await pullCart(fixture, cartId);
    const applied = cart.gift_cards[0].applied_amount as number;
    expect(applied).toBe(1000);
    expect((await place(cartId)).status).toBe(200);
    expect(await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-D-10").executeTakeFirstOrThrow()).toEqual({ balance: 0 });
  });

  it.each([
    ["no e-mail", { ...ORDER, email: "" }],
    ["a payment method not offered", { ...ORDER, paymentMethod: "free" }],
    ["a landline in the address", { ...ORDER, shippingAddress: { ...ORDER.shippingAddress, mobile: "04 234 5678" } }],
    ["a postcode", { ...ORDER, shippingAddress: { ...ORDER.shippingAddress, postcode: "00000" } }],
  ])("refuses %s with a 400 and changes nothing", async (_, body) => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 1 });
    expect((await place(cartId, await withCode(cartId, body))).status).toBe(400);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 10 });
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it("an unknown cart is a 404", async () => {
    expect(await post(`/api/order/cod-code?cartId=${"A".repeat(43)}`, { mobile: "0501234567" })).toMatchObject({ status: 404, result: "cart.notFound" });
    expect(await place("A".repeat(43), { ...ORDER, otp: "123456" })).toMatchObject({ status: 404, result: "cart.notFound" });
  });

  it("cash on delivery needs the cart's own code: a wrong one or another cart's is refused and changes nothing", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 1 });
    const other = await cartWith({ CHARGER: 1 });
    const code = await codeFor(cartId);
    const othersCode = await codeFor(other);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await place(cartId, { ...ORDER, otp: wrong })).toMatchObject({ status: 400, error: { code: "order.codeInvalid", field: "otp" } });
    if (othersCode !== code) expect((await place(cartId, { ...ORDER, otp: othersCode })).status).toBe(400);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 10 });
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect((await place(cartId, { ...ORDER, otp: arabic })).status).toBe(200);
  });

  it("e-mails the confirmation in the shopper's language", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 1 });
    const placed = await post(`/api/order/place?cartId=${cartId}&storeCode=ar`, await withCode(cartId));
    const mail = await fixture.db().selectFrom("outbox").selectAll().where("template", "=", "orderPlaced").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: ORDER.email, locale: "ar" });
    expect(mail.subject).toContain(placed.result.increment_id);
    expect(mail.text_body).toContain("مريم الهاشمي");
  });
});

describe("orders placed by server processes sharing the database", () => {
  it("K units and N shoppers in two processes at once: exactly K orders, stock 0", { timeout: 30_000 }, async () => {
    await setStock("CASE", 10);
    const carts = await Promise.all(Array.from({ length: 12 }, () => cartWith({ CASE: 1 })));
    await setStock("CASE", 5);
    const orders: [string, unknown][] = [];
    for (const cartId of carts) orders.push([cartId, await withCode(cartId)]);
    const startAt = Date.now() + 3_000;
    const inProcess = (share: [string, unknown][]) =>
      run(process.execPath, ["--import", "tsx", "tests/support/place-order-process.ts", fixture.databaseUrl(), String(startAt), JSON.stringify(share)]).then(
        ({ stdout }) => JSON.parse(stdout) as string[],
      );
    const answers = (await Promise.all([inProcess(orders.slice(0, 6)), inProcess(orders.slice(6))])).flat();
    expect(answers.filter((a) => a === "200")).toHaveLength(5);
    expect(answers.filter((a) => a !== "200")).toEqual(Array(7).fill("409 order.outOfStock"));
    expect(await stockOf("CASE")).toEqual({ qty: 0, is_in_stock: 0 });
    expect(await ordersOf(carts)).toHaveLength(5);
  });
});
