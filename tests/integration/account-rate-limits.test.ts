import { afterAll, beforeAll, describe, expect, it } from "vitest";
import accountEn from "../../app/locales/en/account";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * The guessable account forms are rate-limited per client address and per account (decision 011), on the
 * real server with one process (limits count per process until the scale-out issue). A limited post gets
 * the page with a translated message and a 429, never an error page.
 */

let server: Storefront;
beforeAll(async () => {
  server = await startStorefront({ TRUST_PROXY: "1" });
});
afterAll(() => server?.stop());

let address = 0;
async function post(path: string, fields: Record<string, string>, client = `10.1.${Math.floor(++address / 250)}.${address % 250}`) {
  const response = await fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html: await response.text() };
}

const limitedMessage = accountEn.errors.rateLimited;

describe("sign-in", () => {
  it("limits wrong passwords for one account, from any number of addresses", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await post("/sign-in", { email: "victim@example.ae", password: `guess-${attempt}` });
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(accountEn.errors["auth.invalidCredentials"]);
    }
    const limited = await post("/sign-in", { email: "victim@example.ae", password: "one-more" });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.html).toContain(limitedMessage);
    // Another account from a fresh address is not affected.
    expect((await post("/sign-in", { email: "someone@example.ae", password: "whatever" })).status).toBe(400);
  });

  it("limits one address trying many accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post("/sign-in", { email: `spray${attempt}@example.ae`, password: "Summer2026!" }, "10.2.0.1")).status).toBe(400);
    }
    expect((await post("/sign-in", { email: "spray-last@example.ae", password: "Summer2026!" }, "10.2.0.1")).status).toBe(429);
  });

  it("counts the address the proxy added, whatever the client wrote before it", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post("/sign-in", { email: `forged${attempt}@example.ae`, password: "Summer2026!" }, `192.0.2.${attempt}, 10.2.0.2`)).status).toBe(400);
    }
    expect((await post("/sign-in", { email: "forged-last@example.ae", password: "Summer2026!" }, "192.0.2.99, 10.2.0.2")).status).toBe(429);
  });
});

describe("codes, resets and sign-ups", () => {
  it("texts at most 3 codes to one number in 15 minutes", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post("/sign-in/code", { intent: "send", mobile: "0501112233" })).status).toBe(303);
    }
    const limited = await post("/sign-in/code", { intent: "send", mobile: "+971 50 111 2233" });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(limitedMessage);
  });

  it("sends at most 3 reset e-mails to one mailbox in 15 minutes", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post("/forgot-password", { email: "reset@example.ae" })).status).toBe(303);
    }
    expect((await post("/forgot-password", { email: "RESET@example.ae" })).status).toBe(429);
  });

  it("lets one address create at most 10 accounts an hour", async () => {
    const fields = (n: number) => ({
      firstname: "Sara",
      lastname: "Ahmed",
      email: `new${n}@example.ae`,
      mobile: `05012300${String(n).padStart(2, "0")}`,
      password: "Qx7!nDr4#pL",
      confirmPassword: "Qx7!nDr4#pL",
    });
    for (let n = 0; n < 10; n += 1) expect((await post("/sign-up", fields(n), "10.3.0.1")).status).toBe(303);
    const limited = await post("/sign-up", fields(10), "10.3.0.1");
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(limitedMessage);
  });
});
