import { describe, expect, it } from "vitest";
import type { CommerceContext } from "../../commerce/api/context";
import { tabbyProvider, tamaraProvider } from "../../commerce/payments/bnpl";
import type { PaymentProvider } from "../../commerce/payments/provider";
import { handleTestBnpl } from "../../commerce/payments/simulators/bnpl/handler";
import { testBnplSecretKey } from "../../commerce/payments/simulators/bnpl/merchants";
import { formatMoney } from "../../common/format";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { pendingPayment } from "../support/pending-payment";
import { validateHtml } from "../support/nu-validator";

/**
 * The test BNPL service and the Tabby and Tamara providers on it (decision 018): a session, the buyer's answer
 * on the hosted page, the return verified server to server, capture, refund, expiry, and forged returns.
 */
const fixture = useFixtureCommerce();
const ctx = (): CommerceContext => fixture.commerce().context;
const RETURN_URL = "http://localhost:3000/paymentInProgress";



/** Starts a payment and records the provider's reference, as the order flow does with the answer. */
async function started(provider: PaymentProvider, amount = 120_000, mobile = "501234567", email = "buyer@example.ae") {
  const payment = await pendingPayment(fixture, provider.code, amount, FIXTURE_NOW);
  const next = await provider.initiate(ctx(), { payment, orderNumber: "T", email, mobile, store: "en", returnUrl: RETURN_URL, input: {} });
  if (next.kind !== "redirect") return { payment, next, sessionUrl: null };
  const updated = await fixture.db().updateTable("payments").set({ provider_reference: next.providerReference }).where("id", "=", payment.id).returningAll().executeTakeFirstOrThrow();
  return { payment: updated, next, sessionUrl: new URL(next.url) };
}

const service = (request: Request, at: CommerceContext = ctx()) => handleTestBnpl(at, request);

/** The buyer presses "Pay" or "Cancel" on the hosted page; answers where the browser is sent back to. */
async function answer(sessionUrl: URL, decision: "approve" | "cancel", at?: CommerceContext): Promise<URL> {
  const response = await service(
    new Request(sessionUrl, { method: "POST", body: new URLSearchParams({ decision }), headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    at,
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get("Location")!);
}

const returnParams = (url: URL) => Object.fromEntries(url.searchParams);

async function api(method: "GET" | "POST", path: string, merchant: "tabby" | "tamara", body?: unknown) {
  const response = await service(
    new Request(`http://test.internal/test-bnpl/api/v2${path}`, {
      method,
      headers: { Authorization: `Bearer ${testBnplSecretKey(ctx().secret, merchant)}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe("the test BNPL service with the Tabby provider", () => {
  it("creates a session, shows the hosted page, approves, verifies the return and captures", async () => {
    const { payment, next, sessionUrl } = await started(tabbyProvider);
    expect(next.kind).toBe("redirect");
    const page = await service(new Request(sessionUrl!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pay with Tabby");
    expect(html).toContain(`<td>${formatMoney(30_000, "en")}</td>`);

    const back = await answer(sessionUrl!, "approve");
    expect(back.pathname).toBe("/paymentInProgress");
    expect(back.searchParams.get("provider")).toBe("tabby");
    expect(back.searchParams.get("result")).toBe("success");

    const verified = await tabbyProvider.verifyReturn(ctx(), returnParams(back));
    expect(verified).toEqual({ reference: payment.reference, outcome: { status: "captured", providerReference: payment.provider_reference } });
    const remote = await api("GET", `/payments/${payment.provider_reference}`, "tabby");
    expect(remote.body).toMatchObject({ status: "CLOSED", captured_amount: 120_000, order: { reference_id: payment.reference } });
    // The shopper reloading the return page changes nothing.
    expect(await tabbyProvider.verifyReturn(ctx(), returnParams(back))).toEqual(verified);
    expect(await tabbyProvider.status(ctx(), payment)).toEqual({ status: "captured", providerReference: payment.provider_reference });
  });

  it("answers cancelled when the buyer cancels, whatever the return says", async () => {
    const { payment, sessionUrl } = await started(tabbyProvider);
    const back = await answer(sessionUrl!, "cancel");
    expect(back.searchParams.get("result")).toBe("cancel");
    back.searchParams.set("result", "success");
    expect(await tabbyProvider.verifyReturn(ctx(), returnParams(back))).toEqual({
      reference: payment.reference,
      outcome: { status: "failed", code: "cancelled" },
    });
  });

  it("answers declined for a buyer the service rejects at approval (test rule: e-mail otp.rejected…)", async () => {
    const { payment, sessionUrl } = await started(tabbyProvider, 50_000, "501234567", "otp.rejected@example.ae");
    const back = await answer(sessionUrl!, "approve");
    expect(back.searchParams.get("result")).toBe("failure");
    expect((await tabbyProvider.verifyReturn(ctx(), returnParams(back)))?.outcome).toEqual({ status: "failed", code: "declined" });
    expect(await tabbyProvider.status(ctx(), payment)).toEqual({ status: "failed", code: "declined" });
  });

  it("refuses forged returns", async () => {
    const { payment, sessionUrl } = await started(tabbyProvider);
    const approvedBack = await answer(sessionUrl!, "approve");
    const paymentId = approvedBack.searchParams.get("payment_id")!;

    // A payment id the service does not know, or none at all.
    expect(await tabbyProvider.verifyReturn(ctx(), { payment_id: "00000000-0000-0000-0000-000000000000", result: "success" })).toBeNull();
    expect(await tabbyProvider.verifyReturn(ctx(), { result: "success" })).toBeNull();
    // Tabby's payment at Tamara's return: another merchant's payment is not found there.
    expect(await tamaraProvider.verifyReturn(ctx(), { payment_id: paymentId, result: "success" })).toBeNull();
    // Our payment row says another amount than the service's payment.
    await fixture.db().updateTable("payments").set({ amount: 100_000 }).where("id", "=", payment.id).execute();
    expect(await tabbyProvider.verifyReturn(ctx(), returnParams(approvedBack))).toBeNull();
    await fixture.db().updateTable("payments").set({ amount: payment.amount }).where("id", "=", payment.id).execute();
    // Our payment row was given another session's payment id.
    await fixture.db().updateTable("payments").set({ provider_reference: "another-payment" }).where("id", "=", payment.id).execute();
    expect(await tabbyProvider.verifyReturn(ctx(), returnParams(approvedBack))).toBeNull();
    await fixture.db().updateTable("payments").set({ provider_reference: payment.provider_reference }).where("id", "=", payment.id).execute();
    // A reference that is none of ours.
    await fixture.db().updateTable("payments").set({ reference: `${payment.reference}-X` }).where("id", "=", payment.id).execute();
    expect(await tabbyProvider.verifyReturn(ctx(), returnParams(approvedBack))).toBeNull();
    await fixture.db().updateTable("payments").set({ reference: payment.reference }).where("id", "=", payment.id).execute();
    // Nothing was captured by the refusals.
    expect((await api("GET", `/payments/${paymentId}`, "tabby")).body.status).toBe("AUTHORIZED");

    // `result=success` for a payment the buyer never approved: still pending, nothing captured.
    const other = await started(tabbyProvider);
    const forged = { provider: "tabby", result: "success", payment_id: other.payment.provider_reference! };
    expect(await tabbyProvider.verifyReturn(ctx(), forged)).toEqual({ reference: other.payment.reference, outcome: { status: "pending" } });
    expect((await api("GET", `/payments/${other.payment.provider_reference}`, "tabby")).body).toMatchObject({ status: "CREATED", captured_amount: 0 });
  });

  it("refunds up to what was captured", async () => {
    const { payment, sessionUrl } = await started(tabbyProvider);
    await tabbyProvider.verifyReturn(ctx(), returnParams(await answer(sessionUrl!, "approve")));
    await tabbyProvider.refund(ctx(), payment, 20_000);
    await expect(tabbyProvider.refund(ctx(), payment, 100_001)).rejects.toThrow(/at most 100000/);
    await tabbyProvider.refund(ctx(), payment, 100_000);
    expect((await api("GET", `/payments/${payment.provider_reference}`, "tabby")).body).toMatchObject({ refunded_amount: 120_000 });
  });

  it("closes an authorized payment the order flow cancels", async () => {
    const { payment, sessionUrl } = await started(tabbyProvider);
    await answer(sessionUrl!, "approve");
    expect(await tabbyProvider.status(ctx(), payment)).toEqual({ status: "authorized", providerReference: payment.provider_reference });
    await tabbyProvider.cancel(ctx(), payment);
    expect(await tabbyProvider.status(ctx(), payment)).toEqual({ status: "failed", code: "cancelled" });
    await expect(tabbyProvider.capture(ctx(), payment)).rejects.toThrow(/CLOSED payment cannot be captured/);
  });

  it("expires a session not answered in time", async () => {
    const { payment, sessionUrl } = await started(tabbyProvider);
    const later: CommerceContext = { ...ctx(), now: () => new Date(FIXTURE_NOW.getTime() + ctx().payments.paymentTimeoutMs) };
    expect(await tabbyProvider.status(later, payment)).toEqual({ status: "failed", code: "expired" });
    expect((await service(new Request(sessionUrl!), later)).status).toBe(410);
    const back = await answer(sessionUrl!, "approve", later);
    expect(back.searchParams.get("result")).toBe("failure");
    expect((await tabbyProvider.verifyReturn(later, returnParams(back)))?.outcome).toEqual({ status: "failed", code: "expired" });
  });

  it("is not eligible outside AED 100 to 10,000", async () => {
    expect((await started(tabbyProvider, 9_999)).next).toEqual({ kind: "failed", code: "notEligible" });
    expect((await started(tabbyProvider, 1_000_001)).next).toEqual({ kind: "failed", code: "notEligible" });
    expect((await started(tabbyProvider, 10_000)).next.kind).toBe("redirect");
    expect((await started(tabbyProvider, 1_000_000)).next.kind).toBe("redirect");
  });

  it("answers an error when the service cannot be reached", async () => {
    const gateways = ctx().gateways!;
    const down = async () => Response.json({ status: "error", error: "down" }, { status: 503 });
    const unreachable: CommerceContext = { ...ctx(), gateways: { ...gateways, bnpl: { ...gateways.bnpl, send: down } } };
    const payment = await pendingPayment(fixture, "tabby", 50_000, FIXTURE_NOW);
    const next = await tabbyProvider.initiate(unreachable, { payment, orderNumber: "T", email: "a@example.ae", mobile: "501234567", store: "en", returnUrl: RETURN_URL, input: {} });
    expect(next).toEqual({ kind: "failed", code: "error" });
  });
});

describe("the test BNPL service with the Tamara provider", () => {
  it("refuses a mobile number that is not eligible (test rule: ending in 0000) with the notEligible code", async () => {
    const { next } = await started(tamaraProvider, 120_000, "501230000");
    expect(next).toEqual({ kind: "failed", code: "notEligible" });
  });

  it("takes a Tamara payment through approval and capture, in Arabic", async () => {
    const payment = await pendingPayment(fixture, "tamara", 99_999, FIXTURE_NOW);
    const next = await tamaraProvider.initiate(ctx(), { payment, orderNumber: "T", email: "a@example.ae", mobile: "501234567", store: "ar", returnUrl: RETURN_URL, input: {} });
    if (next.kind !== "redirect") throw new Error(`expected a redirect, got ${next.kind}`);
    const html = await (await service(new Request(next.url))).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("ادفع عبر تمارا");
    const back = await answer(new URL(next.url), "approve");
    expect(back.searchParams.get("provider")).toBe("tamara");
    expect(await tamaraProvider.verifyReturn(ctx(), returnParams(back))).toEqual({
      reference: payment.reference,
      outcome: { status: "captured", providerReference: next.providerReference },
    });
  });
});

describe("the test BNPL service's API", () => {
  it("wants a merchant's key and its own merchant code", async () => {
    const noKey = await service(new Request("http://test.internal/test-bnpl/api/v2/payments/x"));
    expect(noKey.status).toBe(401);
    const wrongCode = await api("POST", "/checkout", "tamara", {
      payment: { amount: 50_000, currency: "AED", buyer: { email: "a@example.ae", phone: "501234567", name: "A" }, order: { reference_id: "R" } },
      lang: "en",
      merchant_code: "JEAE",
      merchant_urls: { success: RETURN_URL, cancel: RETURN_URL, failure: RETURN_URL },
    });
    expect(wrongCode.status).toBe(400);
    expect((await api("POST", "/checkout", "tabby", { payment: {} })).status).toBe(400);
  });
});

describe("the hosted page", () => {
  it("is valid HTML in English and Arabic, open and closed", async () => {
    const documents = new Map<string, string>();
    for (const store of ["en", "ar"] as const) {
      const payment = await pendingPayment(fixture, "tabby", 123_457, FIXTURE_NOW);
      const next = await tabbyProvider.initiate(ctx(), { payment, orderNumber: "T", email: "a@example.ae", mobile: "501234567", store, returnUrl: RETURN_URL, input: {} });
      if (next.kind !== "redirect") throw new Error(`expected a redirect, got ${next.kind}`);
      documents.set(`open ${store}`, await (await service(new Request(next.url))).text());
      await answer(new URL(next.url), "cancel");
      documents.set(`closed ${store}`, await (await service(new Request(next.url))).text());
    }
    documents.set("not found", await (await service(new Request("http://test.internal/test-bnpl/checkout/nope"))).text());
    expect(await validateHtml(documents)).toEqual([]);
  });
});
