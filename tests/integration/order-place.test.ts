import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { checkoutKey, checkoutSteps, codCode, codPlaceBody, HOME_ADDRESS, RETURN_URL } from "../support/checkout";
import { COD_CODE_LIMIT } from "../../commerce/api/checkout/place";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";
import { OLD_AT, withDatabaseBefore } from "../support/old-database";

/**
 * Placing an order (issue 10's first part): one transaction that re-checks the cart, takes the stock without
 * ever going below zero, spends gift cards, writes the order and closes the cart; a cart becomes at most one
 * order. Concurrency is proven in one process and across processes sharing the SQLite file, as the server runs.
 */
const fixture = useFixtureCommerce();
const { get, post } = fixture;
const run = promisify(execFile);

async function cartWith(items: Record<string, number>, giftCard?: string): Promise<string> {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (giftCard) expect((await post(`/api/cart/gift-card?cartId=${cartId}`, { code: giftCard })).status).toBe(200);
  return cartId;
}

/** A cart with the checkout steps done (cash on delivery to a Dubai home). */
async function readyCart(items: Record<string, number>, giftCard?: string): Promise<string> {
  const cartId = await cartWith(items, giftCard);
  await checkoutSteps(post, cartId);
  return cartId;
}

const withCode = (cartId: string) => codPlaceBody(fixture, cartId);
const place = async (cartId: string, body?: Record<string, unknown>, store = "en") =>
  post(`/api/checkout/place?cartId=${cartId}&storeCode=${store}`, body ?? (await withCode(cartId)));
const stockOf = async (sku: string) =>
  (await fixture.db().selectFrom("stock").select(["qty", "is_in_stock"]).where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow());
const setStock = (sku: string, qty: number) =>
  fixture.db().updateTable("stock").set({ qty, is_in_stock: qty > 0 ? 1 : 0 }).where("product_id", "=", fixture.id(sku)).execute();
const ordersOf = (cartIds: string[]) =>
  fixture.db().selectFrom("orders").innerJoin("carts", "carts.id", "orders.cart_id").select(["orders.increment_id", "carts.token"]).where("carts.token", "in", cartIds).execute();
const orderOf = (cartId: string) => get(`/api/checkout/order?cartId=${cartId}`);

describe("placing an order", () => {
  it("writes the order with the cart's lines and totals, takes the stock and closes the cart", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 2 });
    const cart = await pullCart(fixture, cartId);
    const placed = await place(cartId);
    expect(placed.status).toBe(200);
    expect(placed.result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });
    const order = await orderOf(cartId);
    expect(order.result.increment_id).toMatch(/^1\d{8}$/);
    expect(order.result.increment_id).toBe(placed.result.order.increment_id);
    expect(order.result.totals.grand_total).toBe(cart.totals.grand_total);
    expect(order.result.lines).toEqual([{ sku: "CHARGER", name: cart.items[0].name, qty: 2, price_incl_tax: cart.items[0].price_incl_tax }]);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 8 });
    const lines = await fixture.db().selectFrom("order_items").innerJoin("orders", "orders.id", "order_items.order_id")
      .select(["order_items.sku", "order_items.qty", "order_items.row_total_incl_tax"]).where("orders.increment_id", "=", placed.result.order.increment_id).execute();
    expect(lines).toEqual([{ sku: "CHARGER", qty: 2, row_total_incl_tax: cart.items[0].row_total_incl_tax }]);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
  });

  it("a click and collect order names the store it is collected from, in the shopper's language", async () => {
    await setStock("CHARGER", 10);
    const store = await fixture.db().selectFrom("pickup_stores").select("id").where("code", "=", "DXB-MOE").executeTakeFirstOrThrow();
    await fixture.db().deleteFrom("pickup_store_stock").where("store_id", "=", store.id).where("product_id", "=", fixture.id("CHARGER")).execute();
    await fixture.db().insertInto("pickup_store_stock").values({ store_id: store.id, product_id: fixture.id("CHARGER"), qty: 5 }).execute();
    const cartId = await cartWith({ CHARGER: 1 });
    await checkoutSteps(post, cartId, { delivery: { method: "clickandcollect", pickup_store_id: store.id } });
    expect((await place(cartId)).status).toBe(200);
    expect((await get(`/api/checkout/order?cartId=${cartId}&storeCode=ar`)).result.pickup_store).toMatchObject({ name: "مول الإمارات" });
    const delivered = await readyCart({ CHARGER: 1 });
    expect((await place(delivered)).status).toBe(200);
    expect((await orderOf(delivered)).result.pickup_store).toBeNull();
  });

  it("the order carries the cart's gift message with its From and To", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cartWith({ CHARGER: 1 });
    const wrap = { gift_wrap_flag: true, gift_wrap_message: "عيد مبارك", gift_sender: "ليلى", gift_receiver: "Omar" };
    expect((await post(`/api/cart/gift-wrap?cartId=${cartId}`, wrap)).status).toBe(200);
    await checkoutSteps(post, cartId);
    const placed = await place(cartId);
    expect(placed.status).toBe(200);
    const order = await fixture.db().selectFrom("orders").select("delivery").where("increment_id", "=", placed.result.order.increment_id).executeTakeFirstOrThrow();
    expect(JSON.parse(order.delivery)).toMatchObject({ gift_message: "عيد مبارك", gift_sender: "ليلى", gift_receiver: "Omar" });
    const plain = await readyCart({ CHARGER: 1 });
    const placedPlain = await place(plain);
    const plainOrder = await fixture.db().selectFrom("orders").select("delivery").where("increment_id", "=", placedPlain.result.order.increment_id).executeTakeFirstOrThrow();
    expect(JSON.parse(plainOrder.delivery)).toMatchObject({ gift_message: null, gift_sender: null, gift_receiver: null });
  });

  it("migration 0030 moves a wrapped cart's gift message, From and To from its checkout under way to the cart", async () => {
    await withDatabaseBefore("0029_pending_saved_cards", async ({ store, migrateTo }) => {
      const cart = (token: string, wrapped: boolean) =>
        store.insertInto("carts").values({ token, status: "active", is_buy_now: 0, store_id: 1, gift_wrap_flag: wrapped ? 1 : 0, gift_wrap_message: "", created_at: OLD_AT, updated_at: OLD_AT }).returning("id").executeTakeFirstOrThrow();
      for (const [token, wrapped] of [["wrapped", true], ["plain", false]] as const) {
        const { id } = await cart(token, wrapped);
        await sql`INSERT INTO checkouts (cart_id, gift_message, gift_sender, gift_receiver, updated_at) VALUES (${id}, 'Eid Mubarak', 'ليلى', NULL, ${OLD_AT})`.execute(store);
      }
      await migrateTo();
      const carts = await store.selectFrom("carts").select(["token", "gift_wrap_message", "gift_sender", "gift_receiver"]).orderBy("token").execute();
      expect(carts).toEqual([
        { token: "plain", gift_wrap_message: "", gift_sender: "", gift_receiver: "" },
        { token: "wrapped", gift_wrap_message: "Eid Mubarak", gift_sender: "ليلى", gift_receiver: "" },
      ]);
    });
  });

  it("a line out of stock or over the stock stops every step and the code, and nothing is texted or spent", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 3 });
    const smsBefore = await fixture.db().selectFrom("outbox").select("id").where("template", "=", "codCode").execute();
    for (const qty of [2, 0]) {
      await setStock("CHARGER", qty);
      const refused = { status: 409, result: "checkout.cartUnavailable" };
      expect(await post(`/api/checkout/contact?cartId=${cartId}`, { full_name: "Mariam Al Hashemi", email: "buyer@example.ae", mobile: "0501234567" })).toMatchObject(refused);
      expect(await post(`/api/checkout/delivery?cartId=${cartId}`, { method: "standard", address: HOME_ADDRESS })).toMatchObject(refused);
      expect(await post(`/api/checkout/payment?cartId=${cartId}`, { method: "cashondelivery", terms_accepted: true })).toMatchObject(refused);
      expect(await post(`/api/checkout/cod-code?cartId=${cartId}`)).toMatchObject(refused);
      expect(await place(cartId, { key: await checkoutKey(fixture, cartId), otp: "123456", return_url: RETURN_URL })).toMatchObject(refused);
    }
    expect(await fixture.db().selectFrom("outbox").select("id").where("template", "=", "codCode").execute()).toEqual(smsBefore);
    expect(await ordersOf([cartId])).toEqual([]);
  });

  it("a double submit gets the same order, and the stock is taken once", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 3 });
    const body = await withCode(cartId);
    const answers = await Promise.all([place(cartId, body), place(cartId, body), place(cartId, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.result.order.increment_id)).size).toBe(1);
    expect(await ordersOf([cartId])).toHaveLength(1);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 7 });
    // A reload of the post, later.
    expect((await place(cartId, body)).result.order.increment_id).toBe(answers[0]!.result.order.increment_id);
  });

  it("the last units go to exactly as many orders as there are units, the stock never below zero", async () => {
    await setStock("CASE", 10);
    const carts = await Promise.all(Array.from({ length: 8 }, () => readyCart({ CASE: 1 })));
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
    const cartId = await readyCart({ CHARGER: 5 }, "GC-F-3");
    const body = await withCode(cartId);
    await setStock("CHARGER", 2);
    const before = await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-F-3").executeTakeFirstOrThrow();
    expect(await place(cartId, body)).toMatchObject({ status: 409, result: "checkout.cartUnavailable" });
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 2 });
    expect(await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-F-3").executeTakeFirstOrThrow()).toEqual(before);
    expect((await get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it("spends what a gift card pays, once", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 1 }, "GC-D-10");
    const cart = await pullCart(fixture, cartId);
    const applied = cart.gift_cards[0].applied_amount as number;
    expect(applied).toBe(1000);
    expect((await place(cartId)).status).toBe(200);
    expect(await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-D-10").executeTakeFirstOrThrow()).toEqual({ balance: 0 });
  });

  it("refuses a review page older than the checkout (changed in another tab) and changes nothing", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 1 });
    const body = await withCode(cartId);
    expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
    expect(await place(cartId, body)).toMatchObject({ status: 409, error: { code: "checkout.changed" } });
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 10 });
    expect(await place(cartId, { ...body, key: await checkoutKey(fixture, cartId) })).toMatchObject({ status: 200 });
  });

  it("refuses to place a checkout with a step missing", async () => {
    const cartId = await cartWith({ CHARGER: 1 });
    expect((await post(`/api/checkout/contact?cartId=${cartId}`, { full_name: "Sara Ali", email: "sara@example.ae", mobile: "0501234567" })).status).toBe(200);
    const answer = await place(cartId, { key: await checkoutKey(fixture, cartId), otp: "123456", return_url: RETURN_URL });
    expect(answer).toMatchObject({ status: 409, error: { code: "checkout.stepMissing" } });
  });

  it("an unknown cart is a 404", async () => {
    expect(await post(`/api/checkout/cod-code?cartId=${"A".repeat(43)}`)).toMatchObject({ status: 404, result: "cart.notFound" });
    expect(await place("A".repeat(43), { key: "A".repeat(32), otp: "123456", return_url: RETURN_URL })).toMatchObject({ status: 404, result: "cart.notFound" });
    expect(await orderOf("A".repeat(43))).toMatchObject({ status: 404 });
  });

  it("cash on delivery needs the cart's own code: a wrong one or another cart's is refused and changes nothing", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 1 });
    const other = await readyCart({ CHARGER: 1 });
    const key = await checkoutKey(fixture, cartId);
    const code = await codCode(fixture, cartId);
    const othersCode = await codCode(fixture, other);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await place(cartId, { key, otp: wrong, return_url: RETURN_URL })).toMatchObject({ status: 400, error: { code: "checkout.codeInvalid", field: "otp" } });
    if (othersCode !== code) expect((await place(cartId, { key, otp: othersCode, return_url: RETURN_URL })).status).toBe(400);
    expect(await stockOf("CHARGER")).toMatchObject({ qty: 10 });
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect((await place(cartId, { key, otp: arabic, return_url: RETURN_URL })).status).toBe(200);
  });

  it("texts a cart's cash on delivery code a few times, then refuses until the window passes", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 1 });
    for (let i = 0; i < COD_CODE_LIMIT.perCart; i += 1) expect((await post(`/api/checkout/cod-code?cartId=${cartId}`)).status).toBe(200);
    const sms = () => fixture.db().selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("template", "=", "codCode").executeTakeFirstOrThrow();
    const before = Number((await sms()).n);
    expect(await post(`/api/checkout/cod-code?cartId=${cartId}`)).toMatchObject({ status: 429, result: "checkout.codeLimit" });
    expect(Number((await sms()).n)).toBe(before);
  });

  it("e-mails the confirmation in the shopper's language", async () => {
    await setStock("CHARGER", 10);
    const cartId = await readyCart({ CHARGER: 1 });
    const placed = await place(cartId, undefined, "ar");
    const mail = await fixture.db().selectFrom("outbox").selectAll().where("template", "=", "orderPlaced").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: "buyer@example.ae", locale: "ar" });
    expect(mail.subject).toContain(placed.result.order.increment_id);
    expect(mail.text_body).toContain("مريم الهاشمي");
  });
});

describe("orders placed by server processes sharing the database", () => {
  it("K units and N shoppers in two processes at once: exactly K orders, stock 0", { timeout: 30_000 }, async () => {
    await setStock("CASE", 10);
    const carts = await Promise.all(Array.from({ length: 12 }, () => readyCart({ CASE: 1 })));
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
    // Sold out, nothing placed: refused in the placing transaction, or, once the stock read 0, by the check before it.
    const refusals = answers.filter((a) => a !== "200");
    expect(refusals).toHaveLength(7);
    for (const refusal of refusals) expect(["409 order.outOfStock", "409 checkout.cartUnavailable"]).toContain(refusal);
    expect(await stockOf("CASE")).toEqual({ qty: 0, is_in_stock: 0 });
    expect(await ordersOf(carts)).toHaveLength(5);
  });
});
