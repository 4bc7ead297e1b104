import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withSignature } from "../../commerce/payments/aps-signature";
import { testMerchantCredentials } from "../../commerce/payments/simulators/card-gateway/credentials";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * The payment simulators as the storefront server mounts them (decision 034): with PAYMENT_SIMULATORS on (the
 * default), a browser's post of the card form reaches the test card gateway and its answers (redirects, pages,
 * the stylesheets) come back untouched, with the site's security headers; off, their paths are unknown pages.
 */
const COMMERCE_SECRET = "server-test-commerce-secret";
let mounted: Storefront;
let unmounted: Storefront;

beforeAll(async () => {
  [mounted, unmounted] = await Promise.all([
    startStorefront({}, { sqlite: true }),
    startStorefront({ PAYMENT_SIMULATORS: "off" }, { sqlite: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([mounted?.stop(), unmounted?.stop()]);
});

describe("the payment simulators, mounted", () => {
  it("take the card form's post and answer the gateway's signed redirect", async () => {
    const credentials = testMerchantCredentials(COMMERCE_SECRET);
    const fields = withSignature(credentials.requestPhrase, {
      service_command: "TOKENIZATION",
      access_code: credentials.accessCode,
      merchant_identifier: credentials.merchantIdentifier,
      merchant_reference: "ROUTE-1",
      language: "en",
      return_url: `${mounted.origin}/paymentInProgress`,
    });
    const body = new URLSearchParams({ ...fields, card_number: "4111111111111111", expiry_date: "3012", card_security_code: "123", card_holder_name: "Omar Saeed" });
    const answer = await fetch(`${mounted.origin}/test-gateway/FortAPI/paymentPage`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: mounted.origin },
      body,
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("Location")!);
    expect(back.pathname).toBe("/paymentInProgress");
    expect(back.searchParams.get("response_code")).toBe("18000");
    expect(back.searchParams.get("card_number")).toBe("411111******1111");
    expect(answer.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("serve the gateway's pages and the stylesheets", async () => {
    const css = await fetch(`${mounted.origin}/test-gateway/gateway.css`);
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    for (const path of ["/test-bnpl/page.css", "/test-paypal/page.css"]) {
      expect((await fetch(`${mounted.origin}${path}`)).headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    }
    const missing = await fetch(`${mounted.origin}/test-gateway/3ds/123456789012345678`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="en" dir="ltr">');
  });

  it("refuse a post from another site", async () => {
    const answer = await fetch(`${mounted.origin}/test-bnpl/checkout/some-session`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ decision: "approve" }),
      redirect: "manual",
    });
    expect(answer.status).toBe(403);
  });

  it("take the card gateway's return from another site without a cookie, and answer a forged one with a 404 (decision 043)", async () => {
    const forged = new URLSearchParams({ command: "PURCHASE", merchant_reference: "100000001-1", status: "14", response_code: "14000", signature: "0".repeat(64) });
    const answer = await fetch(`${mounted.origin}/payment-return/card`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://checkout.payfort.example", "Sec-Fetch-Site": "cross-site" },
      body: forged,
      redirect: "manual",
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Set-Cookie") ?? "").not.toContain("__session");
  });
});

describe("the payment simulators, not configured (PAYMENT_SIMULATORS=off)", () => {
  it.each([
    ["the gateway's stylesheet", "/test-gateway/gateway.css"],
    ["the gateway's 3-D Secure page", "/test-gateway/3ds/123456789012345678"],
    ["the BNPL page's stylesheet", "/test-bnpl/page.css"],
    ["a BNPL checkout page", "/test-bnpl/checkout/some-session"],
    ["a PayPal approval page", "/test-paypal/checkoutnow?token=SOMEORDER"],
  ])("answer %s with a 404", async (_, path) => {
    const answer = await fetch(`${unmounted.origin}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it.each([
    ["the gateway's API", "/test-gateway/FortAPI/paymentApi"],
    ["the BNPL API", "/test-bnpl/api/v2/checkout"],
    ["the PayPal API", "/test-paypal/v2/checkout/orders"],
  ])("answer a post to %s as a post to an unknown page", async (_, path) => {
    const post = (to: string) =>
      fetch(`${unmounted.origin}${to}`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" }, redirect: "manual" });
    const unknown = await post("/no-such-page");
    const answer = await post(path);
    expect(answer.status).toBe(unknown.status);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await answer.text()).not.toContain("merchant");
  });
});
