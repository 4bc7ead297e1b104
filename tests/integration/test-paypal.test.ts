import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommerceContext } from "../../commerce/api/context";
import { overTheNetwork } from "../../commerce/payments/gateways";
import { paymentMethods } from "../../commerce/payments/methods";
import { PaypalError, paypalProvider } from "../../commerce/payments/paypal";
import { filsOfPaypalValue, paypalValueOf } from "../../commerce/payments/paypal-amount";
import { TEST_PAYPAL_CLIENT_ID, testPaypalClientSecret } from "../../commerce/payments/simulators/paypal/credentials";
import { handleTestPaypal } from "../../commerce/payments/simulators/paypal/handler";
import { formatMoney } from "../../common/format";
import { checkoutSteps, RETURN_URL } from "../support/checkout";
import { pullCart, useFixtureCommerce } from "../support/fixture-commerce";
import { pendingPayment } from "../support/pending-payment";
import { validateHtml } from "../support/nu-validator";

/**
 * The test PayPal and the PayPal provider on it (decision 048), over real HTTP: the simulator listens on a port
 * of its own and the provider reaches it with `fetch`, as it would reach PayPal's sandbox. An order approved
 * or cancelled at the approval page, the return verified by asking PayPal, one capture however often it is
 * asked for, refunds within what was captured, forged returns, and amounts as PayPal's decimal strings.
 */
const fixture = useFixtureCommerce({ storefrontOriginFromCalls: true });
const ctx = (): CommerceContext => fixture.commerce().context;
let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const headers = Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    const request = new Request(`${origin}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: hasBody ? "half" : undefined,
    } as RequestInit);
    const response = await handleTestPaypal(ctx(), request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx().paypal = { apiUrl: `${origin}/test-paypal`, clientId: TEST_PAYPAL_CLIENT_ID, clientSecret: testPaypalClientSecret(ctx().secret), send: overTheNetwork };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));



/** Starts a payment and records PayPal's order id, as the order flow does with the answer. */
async function started(amount = 123_450, store: "en" | "ar" = "en") {
  const payment = await pendingPayment(fixture, "paypal_express", amount, new Date());
  const next = await paypalProvider.initiate(ctx(), { payment, orderNumber: payment.reference, email: "buyer@example.ae", mobile: "501234567", store, returnUrl: RETURN_URL, input: {} });
  if (next.kind !== "redirect") throw new Error(`not redirected: ${JSON.stringify(next)}`);
  const updated = await fixture.db().updateTable("payments").set({ provider_reference: next.providerReference }).where("id", "=", payment.id).returningAll().executeTakeFirstOrThrow();
  // The approval page, at the simulator's own address.
  const approvalUrl = new URL(next.url);
  return { payment: updated, approvalUrl: `${origin}${approvalUrl.pathname}${approvalUrl.search}` };
}

/** The buyer presses "Pay now" or "Cancel" on the approval page; answers where the browser is sent back to. */
async function decide(approvalUrl: string, decision: "approve" | "cancel"): Promise<URL> {
  const response = await fetch(approvalUrl, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("Location")!);
}

const returnParams = (url: URL) => Object.fromEntries(url.searchParams);

async function accessToken(): Promise<string> {
  const response = await fetch(`${origin}/test-paypal/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(`${TEST_PAYPAL_CLIENT_ID}:${testPaypalClientSecret(ctx().secret)}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function api(method: "GET" | "POST", path: string, options: { body?: unknown; requestId?: string } = {}) {
  const response = await fetch(`${origin}/test-paypal${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      "Content-Type": "application/json",
      ...(options.requestId ? { "PayPal-Request-Id": options.requestId } : {}),
    },
    body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

const capturesOf = (orderId: string) => fixture.db().selectFrom("test_paypal_captures").selectAll().where("order_id", "=", orderId).execute();

describe("amounts as PayPal's decimal strings", () => {
  it("turns fils into a string with two decimals and back, exactly", () => {
    expect([0, 5, 50, 100, 123_450, 99_999_999].map(paypalValueOf)).toEqual(["0.00", "0.05", "0.50", "1.00", "1234.50", "999999.99"]);
    expect(["1234.50", "1234.5", "1234", "0.05", "0.1"].map(filsOfPaypalValue)).toEqual([123_450, 123_450, 123_400, 5, 10]);
    for (const fils of [1, 7, 10, 29, 1_001, 4_999_95, 1_000_000_01]) expect(filsOfPaypalValue(paypalValueOf(fils))).toBe(fils);
    // 0.29 and 1.005 are where arithmetic in floats goes wrong.
    expect(filsOfPaypalValue("0.29")).toBe(29);
    for (const bad of ["", "1.234", "-1.00", "1e3", " 1.00", "1,00", "١٢٣", ".50"]) expect(filsOfPaypalValue(bad)).toBeNull();
    expect(() => paypalValueOf(1.5)).toThrow();
  });
});

describe("the test PayPal with the PayPal provider", () => {
  it("creates an order, shows the approval page, approves, verifies the return and captures once", async () => {
    const { payment, approvalUrl } = await started(123_450);
    const remote = await api("GET", `/v2/checkout/orders/${payment.provider_reference}`);
    expect(remote.body).toMatchObject({
      status: "CREATED",
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: "AED", value: "1234.50" }, custom_id: payment.reference }],
    });
    const page = await fetch(approvalUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pay now");
    expect(html).toContain(formatMoney(123_450, "en"));

    const back = await decide(approvalUrl, "approve");
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("token")).toBe(payment.provider_reference);
    expect(back.searchParams.get("PayerID")).toMatch(/^[A-Z0-9]{13}$/);
    expect(paypalProvider.namesPayment(returnParams(back), payment)).toBe(true);

    // Three returns at once (a double click, the shopper's reload) capture once, and all answer that capture.
    const verified = await Promise.all([1, 2, 3].map(() => paypalProvider.verifyReturn(ctx(), returnParams(back))));
    const captures = await capturesOf(payment.provider_reference!);
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({ amount: 123_450, request_id: `capture-${payment.reference}` });
    const answer = { reference: payment.reference, outcome: { status: "captured", providerReference: payment.provider_reference } };
    expect(verified).toEqual([answer, answer, answer]);
    expect(await paypalProvider.verifyReturn(ctx(), returnParams(back))).toEqual(answer);
    expect(await paypalProvider.status(ctx(), payment)).toEqual(answer.outcome);
  });

  it("shows valid pages in the shopper's language: approval, closed once approved, not found", async () => {
    const english = await started(5_000, "en");
    const arabic = await started(5_000, "ar");
    const pageOf = async (url: string, status: number) => {
      const response = await fetch(url);
      expect(response.status).toBe(status);
      return response.text();
    };
    const approvalAr = await pageOf(arabic.approvalUrl, 200);
    expect(approvalAr).toContain('<html lang="ar" dir="rtl">');
    expect(approvalAr).toContain("ادفع الآن");
    const documents = new Map([
      ["approval (en)", await pageOf(english.approvalUrl, 200)],
      ["approval (ar)", approvalAr],
      ["not found", await pageOf(`${origin}/test-paypal/checkoutnow?token=NOSUCHORDER000000`, 404)],
    ]);
    await decide(arabic.approvalUrl, "approve");
    documents.set("closed (ar)", await pageOf(arabic.approvalUrl, 410));
    expect(await validateHtml(documents)).toEqual([]);
  });

  it("answers cancelled when the buyer cancels, whatever the return says, and captures nothing", async () => {
    const { payment, approvalUrl } = await started();
    const back = await decide(approvalUrl, "cancel");
    expect(back.searchParams.get("result")).toBe("cancel");
    expect(back.searchParams.get("token")).toBe(payment.provider_reference);
    back.searchParams.set("result", "success");
    back.searchParams.set("PayerID", "FORGEDPAYER12");
    expect(await paypalProvider.verifyReturn(ctx(), returnParams(back))).toEqual({ reference: payment.reference, outcome: { status: "failed", code: "cancelled" } });
    expect(await capturesOf(payment.provider_reference!)).toHaveLength(0);
    expect(await paypalProvider.status(ctx(), payment)).toEqual({ status: "pending" });
  });

  it("refuses a return naming an order it does not know or one that is not ours as it was made", async () => {
    expect(await paypalProvider.verifyReturn(ctx(), { token: "NOSUCHORDER000000" })).toBeNull();
    expect(await paypalProvider.verifyReturn(ctx(), {})).toBeNull();
    const { payment, approvalUrl } = await started(10_000);
    await decide(approvalUrl, "approve");
    // Our payment's amount no longer matches what PayPal was asked for: nothing is captured.
    await fixture.db().updateTable("payments").set({ amount: 20_000 }).where("id", "=", payment.id).execute();
    expect(await paypalProvider.verifyReturn(ctx(), { token: payment.provider_reference! })).toBeNull();
    expect(await capturesOf(payment.provider_reference!)).toHaveLength(0);
  });

  it("captures an order once: the same PayPal-Request-Id answers the same capture, another is refused", async () => {
    const { payment, approvalUrl } = await started(30_000);
    await decide(approvalUrl, "approve");
    const path = `/v2/checkout/orders/${payment.provider_reference}/capture`;
    const first = await api("POST", path, { requestId: "key-1" });
    expect(first.status).toBe(201);
    const captureId = first.body.purchase_units[0].payments.captures[0].id;
    const repeated = await api("POST", path, { requestId: "key-1" });
    expect(repeated.body.purchase_units[0].payments.captures[0].id).toBe(captureId);
    const other = await api("POST", path, { requestId: "key-2" });
    expect(other).toMatchObject({ status: 422, body: { details: [{ issue: "ORDER_ALREADY_CAPTURED" }] } });
    expect(await capturesOf(payment.provider_reference!)).toHaveLength(1);
    // Captured behind the provider's back, the order is still read as paid with that capture.
    expect(await paypalProvider.verifyReturn(ctx(), { token: payment.provider_reference! })).toEqual({
      reference: payment.reference,
      outcome: { status: "captured", providerReference: payment.provider_reference },
    });
  });

  it("refunds in parts within what was captured, a retried refund once, and refuses more", async () => {
    const { payment, approvalUrl } = await started(50_000);
    await paypalProvider.verifyReturn(ctx(), returnParams(await decide(approvalUrl, "approve")));
    const [capture] = await capturesOf(payment.provider_reference!);
    const refunded = async () => (await fixture.db().selectFrom("test_paypal_captures").select("refunded_amount").where("id", "=", capture!.id).executeTakeFirstOrThrow()).refunded_amount;

    const first = await paypalProvider.refund(ctx(), payment, 20_000);
    // A retry of a refund PayPal made but the store did not record (the same payment, as it was) is the same refund.
    expect(await paypalProvider.refund(ctx(), payment, 20_000)).toEqual(first);
    expect(await refunded()).toBe(20_000);
    const recorded = { ...payment, refunded_amount: 20_000 };
    const second = await paypalProvider.refund(ctx(), recorded, 20_000);
    expect(second.providerReference).not.toBe(first.providerReference);
    expect(await refunded()).toBe(40_000);

    const over = paypalProvider.refund(ctx(), { ...payment, refunded_amount: 40_000 }, 10_001);
    await expect(over).rejects.toBeInstanceOf(PaypalError);
    await expect(over).rejects.toMatchObject({ status: 422, issue: "REFUND_AMOUNT_EXCEEDED" });
    expect(await refunded()).toBe(40_000);
    const capturedNow = await api("GET", `/v2/payments/captures/${capture!.id}`);
    expect(capturedNow.body).toMatchObject({ status: "PARTIALLY_REFUNDED", amount: { value: "500.00" } });
  });

  it("refuses the API without the REST app's credentials", async () => {
    const badSecret = await fetch(`${origin}/test-paypal/v1/oauth2/token`, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from(`${TEST_PAYPAL_CLIENT_ID}:wrong`).toString("base64")}` },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    });
    expect(badSecret.status).toBe(401);
    const noToken = await fetch(`${origin}/test-paypal/v2/checkout/orders`, { method: "POST", body: "{}" });
    expect(noToken.status).toBe(401);
    const forgedToken = await fetch(`${origin}/test-paypal/v2/checkout/orders/X`, { headers: { Authorization: "Bearer A21.99999999999.forged" } });
    expect(forgedToken.status).toBe(401);
  });

  it("refuses an order in another currency or with an amount that is not a decimal string", async () => {
    const order = (value: string, currency = "AED") => ({
      intent: "CAPTURE",
      purchase_units: [{ amount: { currency_code: currency, value }, custom_id: "R", invoice_id: "I" }],
      application_context: { return_url: RETURN_URL, cancel_url: RETURN_URL },
    });
    for (const body of [order("10.00", "USD"), order("10.001"), order("1e3"), order("0.00")]) {
      expect((await api("POST", "/v2/checkout/orders", { body })).status).toBe(400);
    }
    const created = await api("POST", "/v2/checkout/orders", { body: order("10.5") });
    expect(created).toMatchObject({ status: 201, body: { status: "CREATED", purchase_units: [{ amount: { value: "10.50" } }] } });
    expect(created.body.links.map((link: { rel: string }) => link.rel)).toContain("approve");
  });
});

describe("PayPal at the checkout", () => {
  async function paypalCart(): Promise<{ cartId: string; started: { order: { increment_id: string }; next: { kind: string; url: string } } }> {
    await fixture.db().updateTable("stock").set({ qty: 10, is_in_stock: 1 }).where("product_id", "=", fixture.id("CASE")).execute();
    const cartId: string = (await fixture.post("/api/cart/create")).result.cartId;
    await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CASE", qty: 1 } });
    await checkoutSteps(fixture.post, cartId, { payment: { method: "paypal_express", terms_accepted: true } });
    const key = (await fixture.get(`/api/checkout?cartId=${cartId}`)).result.key;
    return { cartId, started: (await fixture.post(`/api/checkout/place?cartId=${cartId}`, { key, return_url: RETURN_URL })).result };
  }
  const back = (cartId: string, params: Record<string, string>) => fixture.post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });
  const approval = (url: string) => `${origin}${new URL(url).pathname}${new URL(url).search}`;
  const orderStatus = async (incrementId: string) =>
    (await fixture.db().selectFrom("orders").select("status").where("increment_id", "=", incrementId).executeTakeFirstOrThrow()).status;

  it("is offered only when a PayPal is configured; Apple Pay is not", async () => {
    const totals = { grand_total: 10_000, grand_total_before_gift_cards: 10_000, payment_fee_incl_tax: 0 };
    const cart = { is_virtual: false, shipping_method: "standard", totals } as Parameters<typeof paymentMethods>[0];
    const offered = (paypal: CommerceContext["paypal"]) =>
      Object.fromEntries(paymentMethods(cart, { payments: ctx().payments, paypal }, "en").map((m) => [m.code, m.unavailable_reason]));
    expect(offered(ctx().paypal)).toMatchObject({ paypal_express: null, applepay: "notConfigured" });
    expect(offered(null)).toMatchObject({ paypal_express: "notConfigured", applepay: "notConfigured" });
  });

  it("approved at PayPal, the return confirms the order; a shopper opening another's return gets a 404 and nothing moves", async () => {
    const u = await paypalCart();
    expect(u.started.next.kind).toBe("redirect");
    const uReturn = returnParams(await decide(approval(u.started.next.url), "approve"));
    const v = await paypalCart();

    expect(await back(v.cartId, uReturn)).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await back(u.cartId, { ...uReturn, token: "NOSUCHORDER000000" })).toMatchObject({ status: 404 });
    expect(await capturesOf(uReturn.token!)).toHaveLength(0);
    expect(await orderStatus(u.started.order.increment_id)).toBe("pending");
    expect(await orderStatus(v.started.order.increment_id)).toBe("pending");

    expect((await back(u.cartId, uReturn)).result).toMatchObject({ order: { increment_id: u.started.order.increment_id, status: "confirmed" }, next: { kind: "done" } });
    expect(await capturesOf(uReturn.token!)).toHaveLength(1);
  });

  it("tells the store when the buyer approves: the order is captured and confirmed before the shopper is back", async () => {
    const u = await paypalCart();
    const approved = await handleTestPaypal(
      ctx(),
      new Request(approval(u.started.next.url), { method: "POST", body: new URLSearchParams({ decision: "approve" }) }),
      fixture.commerce().handler,
    );
    expect(approved.status).toBe(303);
    const uReturn = returnParams(new URL(approved.headers.get("Location")!));
    expect(await orderStatus(u.started.order.increment_id)).toBe("confirmed");
    expect(await capturesOf(uReturn.token!)).toHaveLength(1);
    // The shopper's return then finds the order confirmed and takes nothing more.
    expect((await back(u.cartId, uReturn)).result).toMatchObject({ order: { status: "confirmed" }, next: { kind: "done" } });
    const [capture] = await capturesOf(uReturn.token!);
    // The payment as the store recorded it still names PayPal's order, through which it is refunded.
    const payment = await fixture.db().selectFrom("payments").selectAll().where("provider_reference", "=", uReturn.token!).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ provider: "paypal_express", status: "captured" });
    await paypalProvider.refund(ctx(), payment, 1_000);
    expect((await capturesOf(uReturn.token!))).toEqual([{ ...capture, refunded_amount: 1_000 }]);
  });

  it("cancelled at PayPal, the order fails as cancelled and the cart is open again as it was", async () => {
    const u = await paypalCart();
    const cancelled = returnParams(await decide(approval(u.started.next.url), "cancel"));
    expect((await back(u.cartId, cancelled)).result).toMatchObject({ order: { status: "failed" }, next: { kind: "failed", code: "cancelled" } });
    expect((await pullCart(fixture, u.cartId)).items).toHaveLength(1);
  });
});
