import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_MINUTES } from "../../commerce/api/account/sessions";
import { startCommerce, type Commerce } from "../../commerce/service";
import { tempDatabase } from "../support/temp-database";

/**
 * SPEC §4 "Token refresh" from the storefront's side, against the real backend over HTTP: an expired access
 * token is refreshed once for all the requests of a browser that carry it, the new pair goes into the
 * cookie, and a session that cannot be refreshed signs the shopper out silently.
 */

const database = tempDatabase();
let commerce: Commerce;
let server: Server;
let clock = new Date("2026-11-24T08:00:00.000Z");
const refreshCalls: string[] = [];
let shopperModule: typeof import("~/lib/shopper.server");
let accountModel: typeof import("~/models/account.server");

beforeAll(async () => {
  commerce = await startCommerce({ databaseUrl: database.url, now: () => clock });
  server = createServer(async (req, res) => {
    if (req.url?.startsWith("/api/user/refresh")) refreshCalls.push(req.url);
    const hasBody = req.method === "POST";
    const response = await commerce.handler(
      new Request(`http://commerce.test${req.url}`, {
        method: req.method,
        headers: { "Content-Type": req.headers["content-type"] ?? "", ...(req.headers.authorization ? { Authorization: req.headers.authorization } : {}) },
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        duplex: hasBody ? "half" : undefined,
      } as RequestInit),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.COMMERCE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = "refresh-test-secret";
  shopperModule = await import("~/lib/shopper.server");
  accountModel = await import("~/models/account.server");
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await commerce.close();
  database.remove();
});

let accounts = 0;

/** A customer signed in through the models; the session cookie a browser would hold. */
async function signedInCookie(): Promise<string> {
  accounts += 1;
  const email = `refresh${accounts}@example.ae`;
  await accountModel.createAccount("en", { email, firstname: "Sara", lastname: "Ahmed", mobile: `55000000${accounts}`, password: "Qx7!nDr4#pL" });
  const shopper = await shopperModule.Shopper.of(new Request("http://store.test/"), "en");
  shopper.signIn(await accountModel.signInWithPassword("en", email, "Qx7!nDr4#pL"));
  return (await shopper.commit())!.split(";")[0]!;
}

const shopperWith = (cookie: string) => shopperModule.Shopper.of(new Request("http://store.test/my-account", { headers: { Cookie: cookie } }), "en");

describe("an expired access token", () => {
  it("is refreshed once for requests that arrive together, and every answer carries the new pair", async () => {
    const cookie = await signedInCookie();
    clock = new Date(clock.getTime() + (ACCESS_TOKEN_MINUTES + 1) * 60_000);
    refreshCalls.length = 0;
    const shoppers = await Promise.all([1, 2, 3].map(() => shopperWith(cookie)));
    const profiles = await Promise.all(shoppers.map((shopper) => accountModel.getProfile("en", shopper.customerAuth()!)));
    expect(profiles.map((p) => p.firstname)).toEqual(["Sara", "Sara", "Sara"]);
    expect(refreshCalls).toHaveLength(1);
    const renewed = new Set(shoppers.map((shopper) => shopper.customerToken));
    expect(renewed.size).toBe(1);
    for (const shopper of shoppers) expect(await shopper.commit()).not.toBeNull();

    // A request that was still carrying the old cookie a moment later gets the same pair from the backend: the
    // session is not taken for stolen.
    const late = await shopperWith(cookie);
    expect((await accountModel.getProfile("en", late.customerAuth()!)).firstname).toBe("Sara");
    expect(late.customerToken).toBe([...renewed][0]);
    expect(late.refreshToken).toBe(shoppers[0]!.refreshToken);
  });

  it("is refreshed once by a shopper whose calls are refused one after the other, so every answer's cookie stays good", async () => {
    const cookie = await signedInCookie();
    clock = new Date(clock.getTime() + (ACCESS_TOKEN_MINUTES + 1) * 60_000);
    refreshCalls.length = 0;
    // One loader's calls (the root's profile and saved products), and another loader of the same request.
    const root = await shopperWith(cookie);
    const [profileCall, savedCall] = [root.customerAuth()!, root.customerAuth()!];
    expect((await accountModel.getProfile("en", profileCall)).firstname).toBe("Sara");
    // Sent with the old access token, refused after the refresh: retried with the new one, not refreshed again.
    expect((await accountModel.getProfile("en", savedCall)).firstname).toBe("Sara");
    const page = await shopperWith(cookie);
    expect((await accountModel.getProfile("en", page.customerAuth()!)).firstname).toBe("Sara");
    expect(refreshCalls).toHaveLength(2);
    expect(root.refreshToken).toBe(page.refreshToken);

    // Whichever of the two cookies the browser kept, it refreshes again once that access token expired too.
    clock = new Date(clock.getTime() + (ACCESS_TOKEN_MINUTES + 1) * 60_000);
    for (const kept of [root, page]) {
      const next = await shopperWith((await kept.commit())!.split(";")[0]!);
      expect((await accountModel.getProfile("en", next.customerAuth()!)).firstname).toBe("Sara");
      expect(next.signedIn).toBe(true);
    }
  });

  it("signs the shopper out silently when the session cannot be refreshed", async () => {
    const cookie = await signedInCookie();
    const shopper = await shopperWith(cookie);
    await accountModel.signOut("en", shopper.customerAuth()!);
    const later = await shopperWith(cookie);
    await expect(accountModel.getProfile("en", later.customerAuth()!)).rejects.toMatchObject({ status: 401 });
    expect(later.signedIn).toBe(false);
    const next = await shopperWith((await later.commit())!.split(";")[0]!);
    expect(next.customerToken).toBeUndefined();
    expect(next.refreshToken).toBeUndefined();
  });
});
