import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * The storefront's commerce client against a backend over real HTTP (COMMERCE_API_URL): a refused customer
 * token is renewed once through the shopper's hook, and refusals keep their code and field.
 */

let server: Server;
let client: typeof import("~/lib/commerce.server");
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const auth = req.headers.authorization ?? "";
    seen.push(auth);
    res.setHeader("Content-Type", "application/json");
    if (req.url?.startsWith("/api/user/me")) {
      const fresh = auth === "Bearer fresh-token";
      res.statusCode = fresh ? 200 : 401;
      res.end(JSON.stringify(fresh ? { code: 200, result: { firstname: "Noor" } } : { code: 401, result: "token expired", error: { code: "auth.tokenInvalid" } }));
      return;
    }
    res.statusCode = 400;
    res.end(JSON.stringify({ code: 400, result: "coupon.invalid", error: { code: "coupon.invalid", field: "coupon" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.COMMERCE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await import("~/lib/commerce.server");
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const me = z.object({ firstname: z.string() });

describe("customer calls", () => {
  it("retry once with the renewed token after a 401", async () => {
    seen.length = 0;
    let renewals = 0;
    const result = await client.commerceCall(me, {
      path: "/api/user/me",
      locale: "en",
      customer: { token: "stale-token", renew: async () => (renewals++, "fresh-token") },
    });
    expect(result).toEqual({ firstname: "Noor" });
    expect(renewals).toBe(1);
    expect(seen).toEqual(["Bearer stale-token", "Bearer fresh-token"]);
  });

  it("give up with the 401 when the token cannot be renewed (the shopper is signed out)", async () => {
    const call = client.commerceCall(me, { path: "/api/user/me", locale: "en", customer: { token: "stale-token", renew: async () => null } });
    await expect(call).rejects.toMatchObject({ status: 401, code: "auth.tokenInvalid" });
  });
});

it("a refusal keeps its code and the field it is about", async () => {
  const call = client.commerceCall(z.unknown(), { method: "POST", path: "/api/cart/apply-coupon", locale: "en", body: { coupon: "X" } });
  await expect(call).rejects.toMatchObject({ status: 400, code: "coupon.invalid", field: "coupon" });
});
