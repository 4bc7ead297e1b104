import { afterAll, beforeAll, describe, expect, it } from "vitest";
import cartAr from "../../app/locales/ar/cart";
import cartEn from "../../app/locales/en/cart";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * `/discount/{code}` says whether a promo code exists, so each visit is a guess counted with the cart's
 * coupon form (decision 011): past the limit the page is a 429 in the path's language, on the real server.
 */

let server: Storefront;
beforeAll(async () => {
  server = await startStorefront({ TRUST_PROXY: "1" });
});
afterAll(() => server?.stop());

async function applyCoupon(code: string, client: string) {
  const response = await fetch(`${server.origin}/cart`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams({ intent: "apply-coupon", coupon: code, redirectTo: "/cart" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

async function visit(path: string, client: string) {
  const response = await fetch(`${server.origin}${path}`, { headers: { "X-Forwarded-For": client } });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html: await response.text() };
}

describe("discount links", () => {
  it("refuse a client that guesses too many codes, in the path's language; other clients still look codes up", async () => {
    for (let guess = 0; guess < 30; guess += 1) {
      expect((await visit(`/discount/GUESS${guess}`, "10.4.0.1")).status).toBe(404);
    }
    const limited = await visit("/discount/GUESS30", "10.4.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.html).toContain(cartEn.errors.tooManyRequests);
    expect(limited.html).not.toContain(cartEn.discount.notAvailableHeading);

    const arabic = await visit("/ar/discount/GUESS31", "10.4.0.1");
    expect(arabic.status).toBe(429);
    expect(arabic.html).toContain(cartAr.errors.tooManyRequests);

    const other = await visit("/discount/GUESS0", "10.4.0.2");
    expect(other.status).toBe(404);
    expect(other.html).toContain(cartEn.discount.notAvailableHeading);
  });

  it("share one count with the cart's promo code form, both ways", async () => {
    for (let guess = 0; guess < 30; guess += 1) expect((await visit(`/discount/GUESS${guess}`, "10.4.0.3")).status).toBe(404);
    expect(await applyCoupon("GUESS30", "10.4.0.3")).toBe(429);

    for (let guess = 0; guess < 30; guess += 1) expect(await applyCoupon(`GUESS${guess}`, "10.4.0.4")).toBe(400);
    expect((await visit("/discount/GUESS30", "10.4.0.4")).status).toBe(429);
  });
});
