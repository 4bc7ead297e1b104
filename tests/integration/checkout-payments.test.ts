import { describe, expect, it } from "vitest";
import { STOREFRONT_ORIGIN_HEADER } from "../../commerce/contract/storefront-origin";
import { call } from "../support/call";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { OLD_AT, withDatabaseBefore } from "../support/old-database";
import { checkoutSteps, RETURN_URL, typeCard } from "../support/checkout";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";
import { CARD_RETURN_PATH } from "../../commerce/contract/checkout";
import { postedBack, silentSimulatorAnswer, simulatorAnswer } from "../support/simulators";

/**
 * Card and BNPL payments through the checkout endpoints (issue 10): the card form posts to the test gateway,
 * whose signed return places the order; the order is confirmed only by a verified answer, a failed payment
 * gives back everything and reopens the cart, a forged return changes nothing, and an abandoned payment
 * releases its stock.
 */
// As a store without PUBLIC_ORIGIN: a call may name the origin its links go to.
const fixture = useFixtureCommerce({ storefrontOriginFromCalls: true });
const { get, post } = fixture;
const CARDS = { visa: "4111111111111111", declined: "4000000000000002", challenge: "4000000000003220", challengeFails: "4000008400001629" };

/**
 * The gateway's 3-D Secure page, answered with the test code: the signed answer its page posts back to the
 * store. The gateway has told the store already, unless it is `silent` (its notification late or lost).
 */
async function authenticate(url: string, { silent = false } = {}): Promise<Record<string, string>> {
  const response = await (silent ? silentSimulatorAnswer : simulatorAnswer)(fixture.commerce(), url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code: "123456", action: "authenticate" }),
  });
  const { action, params } = await postedBack(response);
  expect(new URL(action).pathname).toBe(CARD_RETURN_PATH);
  return params;
}

const back = (cartId: string, params: Record<string, string>) => post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });
/** The card gateway's post back, cross-site and without the shopper's session, as the storefront's edge passes it on (decision 043). */
const crossSite = (params: Record<string, string>) => post("/api/payment/provider-answer", { params });

async function cardCart(sku: string, giftCard?: string): Promise<string> {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  if (giftCard) expect((await post(`/api/cart/gift-card?cartId=${cartId}`, { code: giftCard })).status).toBe(200);
  await checkoutSteps(post, cartId, { payment: { method: "credit_card", terms_accepted: true } });
  return cartId;
}

const stockOf = async (sku: string) => (await fixture.db().selectFrom("stock").select("qty").where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow()).qty;
const setStock = (sku: string, qty: number) =>
  fixture.db().updateTable("stock").set({ qty, is_in_stock: qty > 0 ? 1 : 0 }).where("product_id", "=", fixture.id(sku)).execute();
const orderNamed = (incrementId: string) => fixture.db().selectFrom("orders").selectAll().where("increment_id", "=", incrementId).executeTakeFirstOrThrow();

describe("paying by card through the checkout", () => {
  it("a good card confirms the order, with its payment, shipment and invoice", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cardCart("CHARGER");
    const placed = await back(cartId, await typeCard(fixture, cartId, CARDS.visa));
    expect(placed.result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });
    const order = await orderNamed(placed.result.order.increment_id);
    const payment = await fixture.db().selectFrom("payments").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: "credit_card", status: "authorized", amount: JSON.parse(order.totals).grand_total, card_last4: "1111" });
    expect(payment.card_brand).toBeTruthy();
    expect(await fixture.db().selectFrom("invoices").select("invoice_no").where("order_id", "=", order.id).execute()).toHaveLength(1);
    expect(await stockOf("CHARGER")).toBe(9);
    // The card's number was never stored: only the gateway's masked form is anywhere in the database.
    const dump = JSON.stringify(await fixture.db().selectFrom("test_gateway_tokens").selectAll().execute());
    expect(dump).not.toContain(CARDS.visa);
  });

  it("a declined card fails the order, gives back the stock and the gift card, and reopens the cart as it was", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cardCart("CHARGER", "GC-D-10");
    const cartBefore = await pullCart(fixture, cartId);
    const balance = async () => (await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-D-10").executeTakeFirstOrThrow()).balance;
    const balanceBefore = await balance();
    const placed = await back(cartId, await typeCard(fixture, cartId, CARDS.declined));
    expect(placed.result).toMatchObject({ order: { status: "failed" }, next: { kind: "failed", code: "declined" } });
    expect(await stockOf("CHARGER")).toBe(10);
    expect(await balance()).toBe(balanceBefore);
    expect(await pullCart(fixture, cartId)).toEqual(cartBefore);
    // The checkout's answers are kept: paying again needs only the card.
    const view = await get(`/api/checkout?cartId=${cartId}`);
    expect(view.result.next_step).toBe("review");
    expect((await back(cartId, await typeCard(fixture, cartId, CARDS.visa))).result).toMatchObject({ order: { status: "confirmed" } });
  });

  it("3-D Secure: the order waits pending, then the verified answer confirms it or fails it", async () => {
    await setStock("CHARGER", 10);
    const passing = await cardCart("CHARGER");
    const started = await back(passing, await typeCard(fixture, passing, CARDS.challenge));
    expect(started.result).toMatchObject({ order: { status: "pending" }, next: { kind: "redirect" } });
    expect(await stockOf("CHARGER")).toBe(9);
    const recorded = await crossSite(await authenticate(started.result.next.url, { silent: true }));
    expect(recorded.result).toMatchObject({ next: { kind: "done" } });
    // The shopper's page then reads the result for their own cart.
    expect((await back(passing, { ref: recorded.result.reference })).result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });

    const failing = await cardCart("CHARGER");
    const challenged = await back(failing, await typeCard(fixture, failing, CARDS.challengeFails));
    const failed = await crossSite(await authenticate(challenged.result.next.url, { silent: true }));
    expect(failed.result).toMatchObject({ method: "credit_card", next: { kind: "failed", code: "authenticationFailed" } });
    expect((await orderNamed(challenged.result.order.increment_id)).status).toBe("failed");
    expect(await stockOf("CHARGER")).toBe(9);
  });

  it("refuses forged returns: a tampered token return places nothing, a tampered 3-D Secure answer changes nothing", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cardCart("CHARGER");
    const tokenized = await typeCard(fixture, cartId, CARDS.visa);
    expect(await back(cartId, { ...tokenized, token_name: `${tokenized.token_name}x` })).toMatchObject({ status: 400, error: { code: "checkout.cardRefused" } });
    expect(await stockOf("CHARGER")).toBe(10);

    const challenged = await back(cartId, await typeCard(fixture, cartId, CARDS.challenge));
    const answer = await authenticate(challenged.result.next.url, { silent: true });
    const forgeries = [{ ...answer, status: "14", response_code: "14000", amount: "1" }, { ...answer, signature: "0".repeat(64) }, { ...answer, merchant_reference: "999999999-1" }];
    for (const forged of forgeries) {
      expect((await back(cartId, forged)).status).toBe(404);
      expect((await crossSite(forged)).status).toBe(404);
    }
    expect((await orderNamed(challenged.result.order.increment_id)).status).toBe("pending");
  });

  it("an abandoned payment fails after the timeout and its stock comes back", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cardCart("CHARGER");
    const started = await back(cartId, await typeCard(fixture, cartId, CARDS.challenge));
    expect(await stockOf("CHARGER")).toBe(9);
    const order = await orderNamed(started.result.order.increment_id);
    await fixture.commerce().expireAbandonedPayments();
    expect((await orderNamed(order.increment_id)).status).toBe("pending");
    await fixture.db().updateTable("payments").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("order_id", "=", order.id).execute();
    await fixture.commerce().expireAbandonedPayments();
    expect((await orderNamed(order.increment_id)).status).toBe("failed");
    expect(await stockOf("CHARGER")).toBe(10);
    expect((await pullCart(fixture, cartId)).items).toHaveLength(1);
  });
});

describe("a provider's return answers only for the caller's own payment", () => {
  // The provider's notification is late here: only the returns speak.
  const tabbyDecision = async (sessionUrl: string, decision: "approve" | "reject") => {
    const answered = await silentSimulatorAnswer(fixture.commerce(), sessionUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision }),
    });
    return Object.fromEntries(new URL(answered.headers.get("Location")!).searchParams);
  };
  async function tabbyCart(): Promise<{ cartId: string; started: { order: { increment_id: string }; next: { url: string } } }> {
    await setStock("CASE", 10);
    const cartId: string = (await post("/api/cart/create")).result.cartId;
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CASE", qty: 1 } });
    await checkoutSteps(post, cartId, { payment: { method: "tabby", terms_accepted: true } });
    const key = (await get(`/api/checkout?cartId=${cartId}`)).result.key;
    return { cartId, started: (await post(`/api/checkout/place?cartId=${cartId}`, { key, return_url: RETURN_URL })).result };
  }
  const statusOf = async (incrementId: string) => (await orderNamed(incrementId)).status;

  it("a shopper opening another's approved 3-D Secure return gets a 404, and neither order moves", async () => {
    await setStock("CHARGER", 10);
    const u = await cardCart("CHARGER");
    const uStarted = (await back(u, await typeCard(fixture, u, CARDS.challenge))).result;
    const uReturn = await authenticate(uStarted.next.url, { silent: true });
    const v = await cardCart("CHARGER");
    const vStarted = (await back(v, await typeCard(fixture, v, CARDS.challenge))).result;
    const idle = await cardCart("CHARGER");

    for (const caller of [v, idle]) expect(await back(caller, uReturn)).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await statusOf(uStarted.order.increment_id)).toBe("pending");
    expect(await statusOf(vStarted.order.increment_id)).toBe("pending");
    // Posted cross-site, U's signed return records U's payment (as the gateway's notification would), and
    // V's page, reading its result with V's cart, finds nothing.
    const recorded = (await crossSite(uReturn)).result;
    for (const caller of [v, idle]) expect(await back(caller, { ref: recorded.reference })).toMatchObject({ status: 404 });
    expect(await statusOf(vStarted.order.increment_id)).toBe("pending");
    expect((await back(u, { ref: recorded.reference })).result).toMatchObject({ order: { increment_id: uStarted.order.increment_id, status: "confirmed" } });
  });

  it("a shopper opening another's BNPL return (approved or still open) gets a 404, and nothing is captured or moved", async () => {
    const u = await tabbyCart();
    const uReturn = await tabbyDecision(u.started.next.url, "approve");
    const w = await tabbyCart();
    const wOrder = await orderNamed(w.started.order.increment_id);
    const wPaymentId = (await fixture.db().selectFrom("payments").select("provider_reference").where("order_id", "=", wOrder.id).executeTakeFirstOrThrow()).provider_reference!;
    const v = await tabbyCart();

    expect(await back(v.cartId, uReturn)).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await back(v.cartId, { ...uReturn, payment_id: wPaymentId })).toMatchObject({ status: 404 });
    for (const { started } of [u, w, v]) expect(await statusOf(started.order.increment_id)).toBe("pending");
    const captured = await fixture.db().selectFrom("test_bnpl_payments").select("status").where("status", "=", "CLOSED").execute();
    expect(captured).toHaveLength(0);
    expect((await back(u.cartId, uReturn)).result).toMatchObject({ order: { increment_id: u.started.order.increment_id, status: "confirmed" } });
  });
});

describe("keeping a card the customer asked to remember", () => {
  /** A signed-in customer's card checkout, paid with this card and "remember me" ticked: the first answer. */
  async function payRemembering(customer: Customer, number: string) {
    await setStock("CHARGER", 10);
    const cartId: string = (await customer.post("/api/cart/create")).result.cartId;
    await customer.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    await checkoutSteps(customer.post, cartId, { payment: { method: "credit_card", terms_accepted: true } });
    const returned = await typeCard(fixture, cartId, number, customer.get, { remember: true });
    const answer = await customer.post(`/api/checkout/return?cartId=${cartId}`, { params: returned, return_url: RETURN_URL });
    return { cartId, answer };
  }
  const cardsOf = (customer: Customer) => fixture.db().selectFrom("saved_cards").select(["brand", "last4", "expiry"]).where("customer_id", "=", customer.id).execute();
  const wishes = () => fixture.db().selectFrom("pending_saved_cards").selectAll().execute();

  it("migration 0029 turns the expiry of cards saved before it from the gateway's YYMM into MM/YY", async () => {
    await withDatabaseBefore("0026_visit_customer", async ({ store, migrateTo }) => {
      const customer = await store
        .insertInto("customers")
        .values({ email: "old@example.ae", firstname: "Sara", lastname: "Ahmed", mobile: "501234567", password_hash: "unused", group_id: 1, store_id: 1, created_at: OLD_AT, updated_at: OLD_AT })
        .returning("id")
        .executeTakeFirstOrThrow();
      await store
        .insertInto("saved_cards")
        .values({ customer_id: customer.id, provider: "credit_card", token: "tok-old", brand: "VISA", last4: "1111", expiry: "2912", created_at: OLD_AT })
        .execute();
      await migrateTo();
      expect(await store.selectFrom("saved_cards").select("expiry").execute()).toEqual([{ expiry: "12/29" }]);
    });
  });

  it("a card that needs no challenge is saved at once, its expiry as MM/YY", async () => {
    const customer = await signedInCustomer(fixture);
    const { answer } = await payRemembering(customer, CARDS.visa);
    expect(answer.result).toMatchObject({ next: { kind: "done" } });
    expect(await cardsOf(customer)).toEqual([{ brand: "VISA", last4: "1111", expiry: "12/30" }]);
    expect((await customer.get("/api/payment/saved-cards")).result).toMatchObject([{ masked: "**** 1111", expiry: "12/30" }]);
  });

  it("a card that passes 3-D Secure is saved once the return confirms it, and only once", async () => {
    const customer = await signedInCustomer(fixture);
    const { cartId, answer } = await payRemembering(customer, CARDS.challenge);
    expect(answer.result).toMatchObject({ order: { status: "pending" }, next: { kind: "redirect" } });
    expect(await cardsOf(customer)).toEqual([]);
    const returned = await authenticate(answer.result.next.url, { silent: true });
    for (let reload = 0; reload < 2; reload += 1) expect((await crossSite(returned)).result).toMatchObject({ next: { kind: "done" } });
    expect((await customer.post(`/api/checkout/return?cartId=${cartId}`, { params: returned, return_url: RETURN_URL })).result).toMatchObject({ order: { status: "confirmed" } });
    expect(await cardsOf(customer)).toEqual([{ brand: "VISA", last4: "3220", expiry: "12/30" }]);
    expect(await wishes()).toEqual([]);
  });

  it("a card whose payment the sweep confirms is saved; one whose challenge fails is not", async () => {
    const customer = await signedInCustomer(fixture);
    const { answer } = await payRemembering(customer, CARDS.challenge);
    await authenticate(answer.result.next.url, { silent: true });
    // The shopper closed the tab after the challenge and the gateway's notification was lost: the sweep asks the gateway, which says paid.
    const order = await orderNamed(answer.result.order.increment_id);
    await fixture.db().updateTable("payments").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("order_id", "=", order.id).execute();
    await fixture.commerce().expireAbandonedPayments();
    expect((await orderNamed(order.increment_id)).status).toBe("confirmed");
    expect(await cardsOf(customer)).toEqual([{ brand: "VISA", last4: "3220", expiry: "12/30" }]);

    const other = await signedInCustomer(fixture);
    const failing = await payRemembering(other, CARDS.challengeFails);
    const failed = await crossSite(await authenticate(failing.answer.result.next.url, { silent: true }));
    expect(failed.result).toMatchObject({ next: { kind: "failed" } });
    expect(await cardsOf(other)).toEqual([]);
    expect(await wishes()).toEqual([]);
  });
});

describe("the providers' answers without the shopper (decision 043)", () => {
  const confirmationsOf = async (incrementId: string) =>
    (await fixture.db().selectFrom("outbox").select("subject").where("template", "=", "orderPlaced").execute()).filter((mail) => mail.subject.includes(incrementId)).length;

  it("a shopper who pays and closes the tab gets a confirmed order: the gateway's notification alone confirms it", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cardCart("CHARGER");
    const started = (await back(cartId, await typeCard(fixture, cartId, CARDS.challenge))).result;
    await authenticate(started.next.url);
    expect((await orderNamed(started.order.increment_id)).status).toBe("confirmed");
    expect(await confirmationsOf(started.order.increment_id)).toBe(1);
  });

  it("notification before the return, or the return before the notification: one confirmation, one e-mail", async () => {
    await setStock("CHARGER", 10);
    const notifiedFirst = await cardCart("CHARGER");
    const first = (await back(notifiedFirst, await typeCard(fixture, notifiedFirst, CARDS.challenge))).result;
    const returned = await authenticate(first.next.url);
    expect((await crossSite(returned)).result).toMatchObject({ next: { kind: "done" } });
    expect((await back(notifiedFirst, { ref: (await crossSite(returned)).result.reference })).result).toMatchObject({ next: { kind: "done" } });
    expect(await confirmationsOf(first.order.increment_id)).toBe(1);

    const returnedFirst = await cardCart("CHARGER");
    const second = (await back(returnedFirst, await typeCard(fixture, returnedFirst, CARDS.challenge))).result;
    const late = await authenticate(second.next.url, { silent: true });
    expect((await crossSite(late)).result).toMatchObject({ next: { kind: "done" } });
    // The notification, late: the same signed answer, server to server.
    expect((await crossSite(late)).result).toMatchObject({ next: { kind: "done" } });
    expect(await confirmationsOf(second.order.increment_id)).toBe(1);
  });

  it("a BNPL approval is confirmed and captured by the provider's webhook, before the shopper is back; the return then changes nothing", async () => {
    await setStock("CASE", 10);
    const cartId: string = (await post("/api/cart/create")).result.cartId;
    await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CASE", qty: 1 } });
    await checkoutSteps(post, cartId, { payment: { method: "tamara", terms_accepted: true } });
    const key = (await get(`/api/checkout?cartId=${cartId}`)).result.key;
    const started = (await post(`/api/checkout/place?cartId=${cartId}`, { key, return_url: RETURN_URL })).result;
    const approved = await simulatorAnswer(fixture.commerce(), started.next.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision: "approve" }),
    });
    const order = await orderNamed(started.order.increment_id);
    expect(order.status).toBe("confirmed");
    expect(await fixture.db().selectFrom("payments").select("status").where("order_id", "=", order.id).executeTakeFirstOrThrow()).toEqual({ status: "captured" });
    const returned = Object.fromEntries(new URL(approved.headers.get("Location")!).searchParams);
    expect((await back(cartId, returned)).result).toMatchObject({ next: { kind: "done" } });
    expect(await confirmationsOf(started.order.increment_id)).toBe(1);
  });

  it("a forged notification changes nothing: an unsigned answer, an unknown payment, a BNPL id the service does not know", async () => {
    await setStock("CHARGER", 10);
    const cartId = await cardCart("CHARGER");
    const started = (await back(cartId, await typeCard(fixture, cartId, CARDS.challenge))).result;
    const payment = await fixture.db().selectFrom("payments").select("reference").where("order_id", "=", (await orderNamed(started.order.increment_id)).id).executeTakeFirstOrThrow();
    const forgeries: Record<string, string>[] = [
      { command: "PURCHASE", merchant_reference: payment.reference, status: "14", response_code: "14000", signature: "0".repeat(64) },
      { payment_id: "00000000-0000-0000-0000-000000000000" },
      {},
    ];
    for (const forged of forgeries) expect((await crossSite(forged)).status).toBe(404);
    expect((await orderNamed(started.order.increment_id)).status).toBe("pending");
  });
});

describe("paying with BNPL through the checkout", () => {
  /** A Tabby order placed by a call with these headers: pending, and where its answer sends the shopper. */
  async function placeWithTabby(headers: Record<string, string> = {}) {
    await setStock("CASE", 10);
    const cartId: string = (await post("/api/cart/create")).result.cartId;
    expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CASE", qty: 2 } })).status).toBe(200);
    await checkoutSteps(post, cartId, { payment: { method: "tabby", terms_accepted: true } });
    const key = (await get(`/api/checkout?cartId=${cartId}`)).result.key;
    const started = await call(fixture.commerce().handler, "POST", `/api/checkout/place?cartId=${cartId}`, { key, return_url: RETURN_URL }, headers);
    expect(started.result).toMatchObject({ order: { status: "pending" }, next: { kind: "redirect" } });
    return { cartId, started };
  }

  it("sends the shopper to the provider; only the payment read back server to server confirms the order", async () => {
    const { cartId, started } = await placeWithTabby();
    // A return claiming success for a payment never approved confirms nothing.
    const sessionUrl = new URL(started.result.next.url);
    const page = await simulatorAnswer(fixture.commerce(), sessionUrl);
    expect(page.status).toBe(200);
    const approved = await simulatorAnswer(fixture.commerce(), sessionUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ decision: "approve" }),
    });
    const params = Object.fromEntries(new URL(approved.headers.get("Location")!).searchParams);
    const confirmed = await back(cartId, params);
    expect(confirmed.result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });
    const order = await orderNamed(confirmed.result.order.increment_id);
    expect(await fixture.db().selectFrom("payments").select("status").where("order_id", "=", order.id).executeTakeFirstOrThrow()).toEqual({ status: "captured" });
  });

  it("sends the shopper to the provider's page on the origin the storefront's call names, without PUBLIC_ORIGIN", async () => {
    const { started } = await placeWithTabby({ [STOREFRONT_ORIGIN_HEADER]: "http://shop.example:3000" });
    expect(new URL(started.result.next.url).origin).toBe("http://shop.example:3000");
    // Without one, the store's own.
    expect(new URL((await placeWithTabby()).started.result.next.url).origin).toBe("http://localhost:3000");
  });
});
