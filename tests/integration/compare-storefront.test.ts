import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogFixture } from "../support/catalog-fixture";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The storefront's comparison against the embedded commerce backend (in process, real SQLite in a temp folder):
 * the /compare action keeps a guest's list in the session (303 + flash without JavaScript, data for a fetcher),
 * refuses with the reason, and at sign-in the guest's list joins the customer's account and leaves the session;
 * signed out, the session shows none while the account keeps the list.
 */

const database = tempDatabase();
const ORIGIN = "http://store.test";

type Sessions = typeof import("~/lib/session.server");
type Shoppers = typeof import("~/lib/shopper.server");
type AccountLib = typeof import("~/lib/account.server");
type Accounts = typeof import("~/models/account.server");
type Route = typeof import("~/routes/($lang).compare");
let sessions: Sessions;
let shoppers: Shoppers;
let accountLib: AccountLib;
let accounts: Accounts;
let route: Route;

beforeAll(async () => {
  await createCatalogFixture(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.SEED_PRODUCTS = "0";
  process.env.SESSION_SECRET = "compare-test-secret";
  sessions = await import("~/lib/session.server");
  shoppers = await import("~/lib/shopper.server");
  accountLib = await import("~/lib/account.server");
  accounts = await import("~/models/account.server");
  route = await import("~/routes/($lang).compare");
});

afterAll(() => database.remove());

interface Outcome {
  status: number;
  location: string | null;
  cookie: string | undefined;
  body: any;
}

function outcomeOf(result: unknown, cookie: string | undefined): Outcome {
  const next = (setCookie: string | null) => setCookie?.split(";")[0] ?? cookie;
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), cookie: next(result.headers.get("Set-Cookie")), body: null };
  }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, cookie: next(new Headers(init?.headers).get("Set-Cookie")), body: data };
}

async function post(fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ Origin: ORIGIN });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${ORIGIN}/compare`, { method: "POST", headers, body: new URLSearchParams(fields) });
  return outcomeOf(await callRoute(route.action, request, {}, { clientAddress: "10.9.9.9" }), cookie);
}

/** The skus the compare page shows for the cookie. */
async function shown(cookie: string | undefined) {
  const request = new Request(`${ORIGIN}/compare`, { headers: cookie ? { Cookie: cookie } : {} });
  const { body } = outcomeOf(await callRoute(route.loader, request), cookie);
  return (body.table.products as { sku: string }[]).map((p) => p.sku);
}

const session = (cookie: string | undefined) => sessions.sessionStorage.getSession(cookie);

describe("a guest's comparison", () => {
  it("is kept in the session: back with a message without JavaScript, data for a fetcher, refusals that say why", async () => {
    let answer = await post({ intent: "add", sku: "PHONE-SALE", redirectTo: "/c/smartphones" });
    expect(answer).toMatchObject({ status: 303, location: "/c/smartphones" });
    expect((await session(answer.cookie)).get("flash")).toMatchObject({ kind: "success", message: "compare:notifications.added" });
    const cookie = answer.cookie;
    for (const sku of ["CASE", "CHARGER", "IPHONE-15-PRO-BLK-128", "PHONE-SALE"]) {
      answer = await post({ intent: "add", sku }, answer.cookie);
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    }
    expect(await shown(answer.cookie)).toEqual(["PHONE-SALE", "CASE", "CHARGER", "IPHONE-15-PRO"]);

    const full = await post({ intent: "add", sku: "PHONE-FUTURE", redirectTo: "/compare" }, answer.cookie);
    expect(full).toMatchObject({ status: 303, location: "/compare" });
    expect((await session(full.cookie)).get("flash")).toMatchObject({ kind: "error", message: "compare:errors.compare.full" });
    expect(await post({ intent: "add", sku: "PHONE-FUTURE" }, answer.cookie)).toMatchObject({
      status: 400,
      body: { ok: false, error: "You can compare up to 4 products. Remove one from your comparison to add another." },
    });
    expect(await post({ intent: "add", sku: "NO-SUCH-SKU" }, cookie)).toMatchObject({ status: 404, body: { ok: false } });
    expect(await post({ intent: "add" }, cookie)).toMatchObject({ status: 400, body: { ok: false } });

    answer = await post({ intent: "remove", sku: "CASE" }, answer.cookie);
    expect(await shown(answer.cookie)).toEqual(["PHONE-SALE", "CHARGER", "IPHONE-15-PRO"]);
    answer = await post({ intent: "clear" }, answer.cookie);
    expect(await shown(answer.cookie)).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const request = new Request(`${ORIGIN}/compare`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example" },
      body: new URLSearchParams({ intent: "add", sku: "CASE" }),
    });
    await expect(callRoute(route.action, request)).rejects.toMatchObject({ status: 403 });
  });
});

describe("signing in and out", () => {
  it("merges the guest's list into the account; signed out the session shows none, signed in again the account's list", async () => {
    const email = "compare-merge@example.ae";
    const password = "Falcon-Dunes-42";
    await accounts.createAccount("en", { email, firstname: "Layla", lastname: "Haddad", mobile: "521234567", password });
    const signIn = async (cookie: string | undefined) => {
      const shopper = await shoppers.Shopper.ofCookie(cookie, "en");
      await accountLib.completeSignIn(shopper, await accounts.signInWithPassword("en", email, password));
      return (await shopper.commit())!.split(";")[0]!;
    };

    const first = await signIn(undefined);
    const added = await post({ intent: "add", sku: "PHONE-SALE" }, first);
    expect(await shown(added.cookie)).toEqual(["PHONE-SALE"]);

    // Another browser compares as a guest, then signs in to the same account.
    let guest = (await post({ intent: "add", sku: "CASE" })).cookie;
    guest = (await post({ intent: "add", sku: "PHONE-SALE" }, guest)).cookie;
    const signedIn = await signIn(guest);
    expect((await session(signedIn)).get("compareSkus")).toBeUndefined();
    expect(await shown(signedIn)).toEqual(["PHONE-SALE", "CASE"]);

    const shopper = await shoppers.Shopper.ofCookie(signedIn, "en");
    accountLib.forgetCustomer(shopper);
    const signedOut = (await shopper.commit())!.split(";")[0]!;
    expect(await shown(signedOut)).toEqual([]);
    expect(await shown(await signIn(signedOut))).toEqual(["PHONE-SALE", "CASE"]);
  });
});
