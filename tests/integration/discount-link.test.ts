import { afterAll, beforeAll, describe, expect, it } from "vitest";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * `/discount/{code}` tells whether a promo code exists, so it is counted with the cart's promo code form
 * (decision 011: 30 codes per client in 10 minutes), on the real server: past the limit the page is a 429 with
 * the form's message in the page's language.
 */

let server: Storefront;
beforeAll(async () => {
  server = await startStorefront({ TRUST_PROXY: "1" });
});
afterAll(() => server?.stop());

async function get(path: string, client: string) {
  const response = await fetch(`${server.origin}${path}`, { headers: { "X-Forwarded-For": client }, redirect: "manual" });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html: await response.text() };
}

async function applyCoupon(code: string, client: string) {
  const response = await fetch(`${server.origin}/cart`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams({ intent: "apply-coupon", coupon: code, redirectTo: "/cart" }),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

describe("discount links", () => {
  it("refuse a client after 30 codes in 10 minutes, in English, and the cart's promo code form refuses it too", async () => {
    for (let guess = 0; guess < 30; guess += 1) expect((await get(`/discount/GUESS-${guess}`, "10.8.0.1")).status).toBe(404);
    const limited = await get("/discount/GUESS-30", "10.8.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.html).toContain(cartEn.errors.tooManyRequests);
    expect(limited.html).not.toContain("GUESS-30");
    expect((await applyCoupon("GUESS-31", "10.8.0.1")).status).toBe(429);
    // Another client is not affected.
    expect((await get("/discount/GUESS-0", "10.8.0.2")).status).toBe(404);
  });

  it("count the cart's promo code guesses, and refuse in Arabic on the Arabic page", async () => {
    for (let guess = 0; guess < 30; guess += 1) expect((await applyCoupon(`GUESS-${guess}`, "10.8.0.3")).status).toBe(400);
    const limited = await get("/ar/discount/GUESS-30", "10.8.0.3");
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(cartAr.errors.tooManyRequests);
    expect(limited.html).toContain('lang="ar"');
  });
});
