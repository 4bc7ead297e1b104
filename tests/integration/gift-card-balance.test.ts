import { describe, expect, it } from "vitest";
import cartEn from "../../app/locales/en/cart";
import { storefrontWithDatabase } from "../support/storefront-with-database";

/**
 * The gift card balance page (issue 21) on the real server: a POST answers the balance and expiry, unknown and
 * switched-off codes the same message, and a client gets few tries (the `giftCard` rate limit, decision 011).
 */
const store = storefrontWithDatabase({ TRUST_PROXY: "1" });

async function check(code: string, client: string) {
  const response = await fetch(`${store.server.origin}/gift-card-balance`, {
    method: "POST",
    headers: { Origin: store.server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams({ code }),
    redirect: "manual",
  });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html: await response.text() };
}

describe("the gift card balance page", () => {
  it("shows a card's balance, and the same refusal for an unknown code and a switched-off card", async () => {
    await store.db
      .insertInto("gift_cards")
      .values([
        { code: "GC-BAL1-TEST-2345", balance: 12_345, expires_at: null, is_active: 1, kind: "giftcard" },
        { code: "GC-VOID-TEST-2345", balance: 0, expires_at: null, is_active: 0, kind: "giftcard" },
      ])
      .execute();
    const shown = await check("gc-bal1-test-2345", "10.9.0.1");
    expect(shown.status).toBe(200);
    expect(shown.html).toMatch(/AED.123\.45/);
    expect(shown.html).toContain(cartEn.balance.noExpiry);
    const unknown = await check("GC-NONE-TEST-2345", "10.9.0.1");
    const voided = await check("GC-VOID-TEST-2345", "10.9.0.1");
    expect([unknown.status, voided.status]).toEqual([400, 400]);
    for (const answer of [unknown, voided]) expect(answer.html).toContain(cartEn.errors.giftCard.invalid);
  });

  it("limits the checks of one client address; another address is not refused", async () => {
    const guesser = "10.9.1.1";
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await check(`GC-GUES-${attempt}AAA-2345`, guesser)).status).toBe(400);
    const limited = await check("GC-GUES-LAST-2345", guesser);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.html).toContain(cartEn.errors.tooManyRequests);
    expect((await check("GC-GUES-LAST-2345", "10.9.1.2")).status).toBe(400);
  });
});
