import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CommerceContext } from "../../commerce/api/context";
import { apsSignature, withSignature, type ApsParams } from "../../commerce/payments/aps-signature";
import { cardProvider, readTokenization, tokenizationForm } from "../../commerce/payments/card";
import type { Payment, PaymentStart } from "../../commerce/payments/provider";
import { testMerchantCredentials } from "../../commerce/payments/simulators/card-gateway/credentials";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { postedBack, simulatorAnswer } from "../support/simulators";
import { formatNuError, validateHtml } from "../support/nu-validator";

/**
 * The built-in test card gateway (docs/test-card-gateway.md) and the credit_card provider on top of it, through
 * the simulators' mount as the storefront serves it. "Now" is the fixture's: 15 June 2026.
 */
const fixture = useFixtureCommerce();
const ctx = (): CommerceContext => fixture.commerce().context;
const STORE = "http://store.test";
const RETURN_URL = `${STORE}/paymentInProgress`;
const VISA = "4111 1111 1111 1111";

let references = 0;
const newReference = () => `T${Date.now()}-${++references}`;

function send(path: string, init?: RequestInit): Promise<Response> {
  return simulatorAnswer(fixture.commerce(), STORE + path, init);
}

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return send(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
}

function paramsOf(response: Response): Record<string, string> {
  expect(response.status).toBe(303);
  return Object.fromEntries(new URL(response.headers.get("Location")!).searchParams);
}

interface CardInput {
  card_number?: string;
  expiry_date?: string;
  card_security_code?: string;
  card_holder_name?: string;
  remember_me?: string;
}

const GOOD_CARD = { expiry_date: "2812", card_security_code: "123", card_holder_name: "Mariam Al Hashemi", remember_me: "YES" };

/** Posts the storefront's card form to the hosted page, as the shopper's browser does. */
async function postCard(card: CardInput, reference = newReference(), store: "en" | "ar" = "en") {
  const form = tokenizationForm(ctx(), { reference, store, returnUrl: RETURN_URL });
  expect(form.action).toBe("/test-gateway/FortAPI/paymentPage");
  return postForm(form.action, { ...form.fields, ...GOOD_CARD, ...card } as Record<string, string>);
}

async function tokenize(number: string, store: "en" | "ar" = "en"): Promise<string> {
  const result = readTokenization(ctx(), paramsOf(await postCard({ card_number: number }, newReference(), store)));
  if (!result || !("token" in result)) throw new Error(`no token for ${number}: ${JSON.stringify(result)}`);
  return result.token;
}

function paymentOf(reference: string, amount: number): Payment {
  const now = new Date().toISOString();
  return {
    id: 1,
    order_id: 1,
    provider: "credit_card",
    reference,
    status: "initiated",
    amount,
    provider_reference: null,
    card_brand: null,
    card_last4: null,
    failure_code: null,
    expires_at: null,
    created_at: now,
    updated_at: now,
    refunded_amount: 0,
  };
}

async function pay(number: string, { amount = 349_900, store = "en" as "en" | "ar", reference = newReference() } = {}) {
  const payment = paymentOf(reference, amount);
  const start: PaymentStart = {
    payment,
    orderNumber: "100000001",
    email: "buyer@example.ae",
    mobile: "501234567",
    store,
    returnUrl: RETURN_URL,
    input: { token: await tokenize(number, store) },
  };
  return { payment, next: await cardProvider.initiate(ctx(), start) };
}

/** A 3-D Secure payment waiting at the challenge page: the page's path and the payment. */
async function challenged(number = "4000 0000 0000 3220", store: "en" | "ar" = "en") {
  const { payment, next } = await pay(number, { store });
  if (next.kind !== "redirect") throw new Error(`expected a 3-D Secure redirect, got ${next.kind}`);
  return { payment, path: new URL(next.url).pathname, next };
}

async function callApi(params: ApsParams, phrase = testMerchantCredentials(ctx().secret).requestPhrase): Promise<Record<string, string | number>> {
  const response = await send("/test-gateway/FortAPI/paymentApi", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(withSignature(phrase, params)),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe("the APS signature", () => {
  it("is SHA-256 of the phrase, the parameters sorted by key as key=value, and the phrase", () => {
    const params = { merchant_reference: "R1", amount: 1000, access_code: "AC", signature: "ignored" };
    const expected = createHash("sha256").update("PHRASEaccess_code=ACamount=1000merchant_reference=R1PHRASE").digest("hex");
    expect(apsSignature("PHRASE", params)).toBe(expected);
    expect(apsSignature("PHRASE", { ...params, card_number: "4111111111111111" }, ["card_number"])).toBe(expected);
  });

  it("the tokenization form's signature leaves the card out, and a changed field is a 400 page", async () => {
    const form = tokenizationForm(ctx(), { reference: newReference(), store: "en", returnUrl: RETURN_URL });
    const { requestPhrase } = testMerchantCredentials(ctx().secret);
    expect(form.fields.signature).toBe(apsSignature(requestPhrase, form.fields));
    const tampered = await postForm(form.action, { ...form.fields, ...GOOD_CARD, card_number: VISA, return_url: "https://evil.example/steal" });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await tampered.text()).toContain("00008");
  });

  it("a request for another merchant is a 400 page", async () => {
    const other = testMerchantCredentials("another secret");
    const fields = withSignature(other.requestPhrase, {
      service_command: "TOKENIZATION",
      access_code: other.accessCode,
      merchant_identifier: other.merchantIdentifier,
      merchant_reference: newReference(),
      language: "ar",
      return_url: RETURN_URL,
    });
    const refused = await postForm("/test-gateway/FortAPI/paymentPage", { ...fields, ...GOOD_CARD, card_number: VISA });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("00010");
  });

  it("an API request signed with the wrong phrase is refused, in a signed answer", async () => {
    const { accessCode, merchantIdentifier, responsePhrase } = testMerchantCredentials(ctx().secret);
    const answer = await callApi(
      { query_command: "CHECK_STATUS", access_code: accessCode, merchant_identifier: merchantIdentifier, merchant_reference: "R1" },
      "not the phrase",
    );
    expect(answer).toMatchObject({ status: "00", response_code: "00008" });
    expect(answer.signature).toBe(apsSignature(responsePhrase, answer));
  });
});

describe("tokenization on the hosted page", () => {
  it("keeps a token, never the card number or the code, and sends the shopper back with it, signed", async () => {
    const reference = newReference();
    const back = paramsOf(await postCard({ card_number: VISA, card_security_code: "987" }, reference));
    expect(back).toMatchObject({
      service_command: "TOKENIZATION",
      merchant_reference: reference,
      card_number: "411111******1111",
      card_bin: "411111",
      expiry_date: "2812",
      card_holder_name: "Mariam Al Hashemi",
      remember_me: "YES",
      response_code: "18000",
      status: "18",
    });
    const result = readTokenization(ctx(), back);
    expect(result).toEqual({
      reference,
      token: back.token_name,
      brand: "VISA",
      masked: "411111******1111",
      bin: "411111",
      expiry: "12/28",
      holder: "Mariam Al Hashemi",
      remember: true,
    });
    const rows = await fixture.db().selectFrom("test_gateway_tokens").selectAll().execute();
    expect(rows.find((row) => row.token_name === back.token_name)).toMatchObject({ masked_card: "411111******1111", outcome: "approved" });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("4111111111111111");
    for (const row of rows) expect(Object.values(row)).not.toContain("987");
  });

  it("reads Arabic-Indic digits and spaces", async () => {
    const back = paramsOf(await postCard({ card_number: "٥١٢٣ ٤٥٦٧ ٨٩٠١ ٢٣٤٦", expiry_date: "٢٨ ١٢", card_security_code: "٤٥٦" }));
    expect(readTokenization(ctx(), back)).toMatchObject({ brand: "MASTERCARD", masked: "512345******2346", expiry: "12/28" });
  });

  it.each([
    ["a number failing Luhn", { card_number: "4111 1111 1111 1112" }, "18016", "card_number"],
    ["letters in the number", { card_number: "4111-abcd" }, "18016", "card_number"],
    ["an expiry in the past", { card_number: VISA, expiry_date: "2605" }, "18012", "expiry_date"],
    ["a month 13", { card_number: VISA, expiry_date: "2813" }, "18012", "expiry_date"],
    ["a CVV of two digits", { card_number: VISA, card_security_code: "12" }, "18014", "card_security_code"],
    ["a CVV of five digits", { card_number: VISA, card_security_code: "12345" }, "18014", "card_security_code"],
    ["an empty holder name", { card_number: VISA, card_holder_name: "   " }, "18015", "card_holder_name"],
  ])("refuses %s with a signed failure", async (_, card, code, field) => {
    const reference = newReference();
    const before = await fixture.db().selectFrom("test_gateway_tokens").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const back = paramsOf(await postCard(card, reference));
    expect(back).toMatchObject({ response_code: code, status: "00", merchant_reference: reference });
    expect(back.token_name).toBeUndefined();
    expect(readTokenization(ctx(), back)).toEqual({ reference, failure: field });
    const after = await fixture.db().selectFrom("test_gateway_tokens").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("accepts the expiry month we are in", async () => {
    expect(readTokenization(ctx(), paramsOf(await postCard({ card_number: VISA, expiry_date: "2606" })))).toMatchObject({ expiry: "06/26" });
  });

  it("a forged or tampered return reads as null", async () => {
    const back = paramsOf(await postCard({ card_number: VISA }));
    expect(readTokenization(ctx(), { ...back, token_name: "f".repeat(32) })).toBeNull();
    expect(readTokenization(ctx(), { ...back, merchant_reference: "someone-else" })).toBeNull();
    expect(readTokenization(ctx(), { ...back, signature: "0".repeat(64) })).toBeNull();
    const other = testMerchantCredentials("another secret");
    expect(readTokenization(ctx(), { ...back, signature: apsSignature(other.responsePhrase, back) })).toBeNull();
    // Parameters of the merchant's own return URL are not the gateway's and do not matter.
    expect(readTokenization(ctx(), { ...back, lang: "ar" })).toMatchObject({ token: back.token_name });
  });
});

describe("purchase", () => {
  it.each([
    ["the Visa test card", VISA],
    ["the Mastercard test card", "5123 4567 8901 2346"],
    ["any other valid number", "4242 4242 4242 4242"],
  ])("is captured at once with %s", async (_, number) => {
    const { payment, next } = await pay(number);
    expect(next).toMatchObject({ kind: "authorized", providerReference: expect.stringMatching(/^\d{18}$/) });
    expect(await cardProvider.status(ctx(), payment)).toEqual({ status: "captured", providerReference: next.kind === "authorized" ? next.providerReference : null });
  });

  it("is declined with 4000 0000 0000 0002", async () => {
    const { payment, next } = await pay("4000 0000 0000 0002");
    expect(next).toEqual({ kind: "failed", code: "declined" });
    expect(await cardProvider.status(ctx(), payment)).toEqual({ status: "failed", code: "declined" });
  });

  it("asks for 3-D Secure with 4000 0000 0000 3220, on the gateway's page at the return URL's origin", async () => {
    const { payment, next } = await challenged();
    expect(next.url).toBe(`${STORE}/test-gateway/3ds/${next.providerReference}`);
    expect(await cardProvider.status(ctx(), payment)).toEqual({ status: "pending" });
  });

  it("repeated with the same reference answers the first transaction and charges once", async () => {
    const reference = newReference();
    const first = await pay(VISA, { reference });
    const again = await pay(VISA, { reference });
    expect(again.next).toEqual(first.next);
    const rows = await fixture.db().selectFrom("test_gateway_transactions").select("fort_id").where("merchant_reference", "=", reference).execute();
    expect(rows).toHaveLength(1);
  });

  it("with an unknown or another merchant's token fails", async () => {
    const unknown = await cardProvider.initiate(ctx(), startWith(newReference(), "0".repeat(32)));
    expect(unknown).toEqual({ kind: "failed", code: "error" });
    const foreign = "a".repeat(32);
    await fixture.db().insertInto("test_gateway_tokens").values({
      token_name: foreign, merchant_identifier: "Other123", brand: "VISA", masked_card: "411111******1111", card_bin: "411111",
      expiry_date: "2812", holder_name: "Someone Else", remember_me: 0, outcome: "approved", created_at: new Date().toISOString(),
    }).execute();
    expect(await cardProvider.initiate(ctx(), startWith(newReference(), foreign))).toEqual({ kind: "failed", code: "error" });
    expect(await cardProvider.initiate(ctx(), { ...startWith(newReference(), foreign), input: {} })).toEqual({ kind: "failed", code: "error" });
  });
});

function startWith(reference: string, token: string): PaymentStart {
  return { payment: paymentOf(reference, 10_000), orderNumber: "100000002", email: "buyer@example.ae", mobile: "501234567", store: "en", returnUrl: RETURN_URL, input: { token } };
}

describe("3-D Secure", () => {
  it("shows the amount and card, refuses a wrong code next to the field, then captures with the right one", async () => {
    const { payment, path } = await challenged();
    const page = await send(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await page.text();
    expect(html).toContain("AED");
    expect(html).toContain("3,499.00");
    expect(html).toContain("400000******3220");
    expect(html).toContain(`<form method="post" action="${path}">`);

    const wrong = await postForm(path, { code: "000000", action: "authenticate" });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('aria-invalid="true"');
    expect(wrongHtml).toContain("This code is not right");

    const back = (await postedBack(await postForm(path, { code: "١٢٣٤٥٦", action: "authenticate" }))).params;
    expect(back).toMatchObject({ command: "PURCHASE", merchant_reference: payment.reference, amount: "349900", response_code: "14000", status: "14" });
    expect(await cardProvider.verifyReturn(ctx(), back)).toEqual({ reference: payment.reference, outcome: { status: "captured", providerReference: back.fort_id } });

    // A second post (a reload, a cancel afterwards) sends the shopper back with the same outcome.
    expect((await postedBack(await postForm(path, { action: "cancel" }))).params).toEqual(back);
    expect((await postedBack(await send(path))).params).toEqual(back);
  });

  it("fails with 4000 0084 0000 1629 even with the right code", async () => {
    const { payment, path } = await challenged("4000 0084 0000 1629");
    const back = (await postedBack(await postForm(path, { code: "123456", action: "authenticate" }))).params;
    expect(back).toMatchObject({ response_code: "13065", status: "13" });
    expect(await cardProvider.verifyReturn(ctx(), back)).toEqual({ reference: payment.reference, outcome: { status: "failed", code: "authenticationFailed" } });
  });

  it("Cancel fails the payment as cancelled", async () => {
    const { payment, path } = await challenged();
    const back = (await postedBack(await postForm(path, { action: "cancel" }))).params;
    expect(back).toMatchObject({ response_code: "13066", status: "13" });
    expect(await cardProvider.verifyReturn(ctx(), back)).toEqual({ reference: payment.reference, outcome: { status: "failed", code: "cancelled" } });
  });

  it("three wrong codes fail the authentication", async () => {
    const { path } = await challenged();
    expect((await postForm(path, { code: "1", action: "authenticate" })).status).toBe(400);
    expect((await postForm(path, { code: "2", action: "authenticate" })).status).toBe(400);
    expect((await postedBack(await postForm(path, { code: "3", action: "authenticate" }))).params).toMatchObject({ response_code: "13065" });
  });

  it("a forged or tampered return reads as null", async () => {
    const { path } = await challenged();
    const back = (await postedBack(await postForm(path, { code: "123456", action: "authenticate" }))).params;
    expect(await cardProvider.verifyReturn(ctx(), { ...back, amount: "100" })).toBeNull();
    expect(await cardProvider.verifyReturn(ctx(), { ...back, merchant_reference: "another" })).toBeNull();
    const failed = await challenged();
    const declined = (await postedBack(await postForm(failed.path, { action: "cancel" }))).params;
    expect(await cardProvider.verifyReturn(ctx(), { ...declined, status: "14", response_code: "14000" })).toBeNull();
    const other = testMerchantCredentials("another secret");
    expect(await cardProvider.verifyReturn(ctx(), { ...back, signature: apsSignature(other.responsePhrase, back) })).toBeNull();
    // Even a return signed with our phrase must agree with what the gateway says when asked.
    const { responsePhrase } = testMerchantCredentials(ctx().secret);
    const cheaper = { ...back, amount: "100" };
    expect(await cardProvider.verifyReturn(ctx(), { ...cheaper, signature: apsSignature(responsePhrase, cheaper) })).toBeNull();
  });

  it("an unknown transaction's page is a 404 page", async () => {
    const missing = await send("/test-gateway/3ds/000000000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>Payment gateway error</h1>");
  });
});

describe("refund, void and CHECK_STATUS", () => {
  it("refunds in parts, never more than was captured", async () => {
    const { payment } = await pay(VISA, { amount: 10_000 });
    await cardProvider.refund(ctx(), payment, 4_000);
    await expect(cardProvider.refund(ctx(), payment, 7_000)).rejects.toThrow(/07023/);
    expect(await cardProvider.status(ctx(), payment)).toMatchObject({ status: "captured" });
    await cardProvider.refund(ctx(), payment, 6_000);
    await expect(cardProvider.refund(ctx(), payment, 1)).rejects.toThrow(/07024/);
    expect(await cardProvider.status(ctx(), payment)).toEqual({ status: "failed", code: "cancelled" });
    const { accessCode, merchantIdentifier } = testMerchantCredentials(ctx().secret);
    const status = await callApi({ query_command: "CHECK_STATUS", access_code: accessCode, merchant_identifier: merchantIdentifier, merchant_reference: payment.reference });
    expect(status).toMatchObject({ status: "12", response_code: "12000", transaction_status: "06", amount: 10_000, refunded_amount: 10_000 });
  });

  it("a declined purchase cannot be refunded", async () => {
    const { payment } = await pay("4000 0000 0000 0002");
    await expect(cardProvider.refund(ctx(), payment, 100)).rejects.toThrow(/07024/);
  });

  it("voids a purchase waiting for 3-D Secure, after which its page sends the shopper back", async () => {
    const { payment, path } = await challenged();
    await cardProvider.cancel(ctx(), payment);
    await cardProvider.cancel(ctx(), payment);
    expect(await cardProvider.status(ctx(), payment)).toEqual({ status: "failed", code: "cancelled" });
    const back = (await postedBack(await postForm(path, { code: "123456", action: "authenticate" }))).params;
    expect(back).toMatchObject({ status: "08" });
    expect(await cardProvider.verifyReturn(ctx(), back)).toEqual({ reference: payment.reference, outcome: { status: "failed", code: "cancelled" } });
  });

  it("a payment the gateway never saw: cancelling is a no-op and its status is expired", async () => {
    const payment = paymentOf(newReference(), 5_000);
    await cardProvider.cancel(ctx(), payment);
    expect(await cardProvider.status(ctx(), payment)).toEqual({ status: "failed", code: "expired" });
  });

  it("capture is a no-op: the purchase was captured already", async () => {
    const { payment } = await pay(VISA);
    await cardProvider.capture(ctx(), payment);
    expect(await cardProvider.status(ctx(), payment)).toMatchObject({ status: "captured" });
  });
});

describe("the gateway's pages", () => {
  it("are valid HTML: 3-D Secure in English and Arabic, a wrong code, the error pages", async () => {
    const en = await challenged(undefined, "en");
    const ar = await challenged(undefined, "ar");
    const arHtml = await (await send(ar.path)).text();
    expect(arHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arHtml).toContain("تحقق من عملية الدفع");
    const pages = new Map<string, string>([
      ["3-D Secure (en)", await (await send(en.path)).text()],
      ["3-D Secure (ar)", arHtml],
      ["wrong code (ar)", await (await postForm(ar.path, { code: "1", action: "authenticate" })).text()],
      ["back to the store (en)", await (await postForm(en.path, { code: "123456", action: "authenticate" })).text()],
      ["back to the store (ar)", await (await postForm(ar.path, { code: "123456", action: "authenticate" })).text()],
      ["error page", await (await postForm("/test-gateway/FortAPI/paymentPage", { service_command: "TOKENIZATION" })).text()],
      ["not found", await (await send("/test-gateway/nowhere")).text()],
    ]);
    expect((await validateHtml(pages)).map(formatNuError)).toEqual([]);
  });

  it("serve their own stylesheet", async () => {
    const css = await send("/test-gateway/gateway.css");
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toContain("margin-inline");
  });
});
