import { afterAll, beforeAll, describe, expect, it } from "vitest";
import cartAr from "~/locales/ar/cart";
import wishlistEn from "~/locales/en/wishlist";
import { createCatalogFixture } from "../support/catalog-fixture";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The storefront's wishlist, alert and recently viewed models and the /wishlist route against the embedded
 * commerce backend (in process, real SQLite in a temp folder): the zod schemas accept what the endpoints
 * answer; the action answers browsers without JavaScript (303 + flash) and fetchers (data), sends a guest to
 * sign in by way of the confirmation page, and that page (a GET) changes nothing.
 * Fixture products: CASE (simple, in stock), CABLE-OOS (out of stock), IPHONE-15-PRO (configurable).
 */

const database = tempDatabase();
const ORIGIN = "http://store.test";

type Sessions = typeof import("~/lib/session.server");
type Accounts = typeof import("~/models/account.server");
type Wishlist = typeof import("~/models/wishlist.server");
type Alerts = typeof import("~/models/alerts.server");
type Viewed = typeof import("~/models/recently-viewed.server");
type Route = typeof import("~/routes/($lang).wishlist");
let sessions: Sessions;
let accounts: Accounts;
let wishlist: Wishlist;
let alerts: Alerts;
let viewed: Viewed;
let route: Route;

beforeAll(async () => {
  await createCatalogFixture(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.SEED_PRODUCTS = "0";
  process.env.SESSION_SECRET = "wishlist-test-secret";
  sessions = await import("~/lib/session.server");
  accounts = await import("~/models/account.server");
  wishlist = await import("~/models/wishlist.server");
  alerts = await import("~/models/alerts.server");
  viewed = await import("~/models/recently-viewed.server");
  route = await import("~/routes/($lang).wishlist");
});

afterAll(() => database.remove());

let customers = 0;

/** A new customer, signed in: the credentials for the models and the cookie for the route. */
async function newCustomer() {
  customers += 1;
  const email = `wishlist${customers}@example.ae`;
  const password = "Falcon-Dunes-42";
  await accounts.createAccount("en", { email, firstname: "Layla", lastname: "Haddad", mobile: `52${String(customers).padStart(7, "0")}`, password });
  const pair = await accounts.signInWithPassword("en", email, password);
  const session = await sessions.sessionStorage.getSession();
  session.set("customerToken", pair.token);
  session.set("refreshToken", pair.refreshToken);
  return {
    auth: { token: pair.token, renew: async () => null },
    cookie: (await sessions.sessionStorage.commitSession(session)).split(";")[0]!,
  };
}

interface Outcome {
  status: number;
  location: string | null;
  setCookie: string | null;
  body: any;
}

function outcomeOf(result: unknown): Outcome {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location"), setCookie: result.headers.get("Set-Cookie"), body: null };
  }
  // Single fetch `data()`: { type: "DataWithResponseInit", data, init }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, setCookie: new Headers(init?.headers).get("Set-Cookie"), body: data };
}

async function post(fields: Record<string, string>, { cookie, lang, origin = ORIGIN }: { cookie?: string; lang?: "ar"; origin?: string } = {}) {
  const headers = new Headers({ Origin: origin });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${ORIGIN}${lang ? "/ar" : ""}/wishlist`, { method: "POST", headers, body: new URLSearchParams(fields) });
  return outcomeOf(await callRoute(route.action, request, lang ? { lang } : {}));
}

async function get(query: string, { cookie }: { cookie?: string } = {}) {
  const request = new Request(`${ORIGIN}/wishlist?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return outcomeOf(await callRoute(route.loader, request));
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

async function flashOf(setCookie: string | null) {
  expect(setCookie).toBeTruthy();
  return (await sessions.sessionStorage.getSession(setCookie!.split(";")[0])).get("flash");
}

const skus = async (auth: Awaited<ReturnType<typeof newCustomer>>["auth"]) =>
  (await wishlist.getWishlistPage("en", auth, 1)).items.map((item) => item.sku);

describe("wishlist, alert and recently viewed models", () => {
  it("save, page, move and clear the wishlist, products as cards", async () => {
    const { auth } = await newCustomer();
    for (const sku of ["CASE", "CABLE-OOS", "IPHONE-15-PRO-BLK-128"]) await wishlist.addToWishlist("en", auth, sku);
    const page = await wishlist.getWishlistPage("en", auth, 1);
    expect(page).toMatchObject({ total_count: 3, page_size: wishlist.WISHLIST_PAGE_SIZE, current_page: 1 });
    expect(page.items.map((item) => item.sku)).toEqual(["IPHONE-15-PRO", "CABLE-OOS", "CASE"]);
    expect(page.items[2]).toMatchObject({
      name: "Silicone Case",
      type_id: "simple",
      url_path: "p/CASE/silicone-case",
      final_price_incl_tax: 19900,
      brand: null,
      stock: { is_in_stock: true, qty: 0 },
    });
    expect((await wishlist.getSavedState("en", auth, "CASE")).onWishlist).toBe(true);

    expect(await wishlist.moveToCart("en", auth, "CASE")).toEqual({ sku: "CASE", status: "ok" });
    const all = await wishlist.moveAllToCart("en", auth);
    expect(all.moved).toEqual([]);
    expect(all.stayed).toEqual([
      { sku: "IPHONE-15-PRO", error: "cart.chooseOptions" },
      { sku: "CABLE-OOS", error: "cart.outOfStock" },
    ]);
    expect(await wishlist.deleteWishlist("en", auth)).toEqual({ deleted: 2 });
    expect((await wishlist.getSavedState("en", auth, "CASE")).onWishlist).toBe(false);
  });

  it("take, list and remove alerts; record and list views", async () => {
    const { auth } = await newCustomer();
    const stock = await alerts.addAlert("en", auth, "CABLE-OOS", "stock");
    expect(stock).toMatchObject({ kind: "stock", price_at_subscription: null, notified_at: null, stock: { is_in_stock: false } });
    await alerts.addAlert("ar", auth, "CASE", "price");
    const list = await alerts.listAlerts("ar", auth);
    expect(list.map((alert) => [alert.sku, alert.kind, alert.price_at_subscription])).toEqual([
      ["CASE", "price", 19900],
      ["CABLE-OOS", "stock", null],
    ]);
    await alerts.removeAlert("en", auth, stock.id);
    expect((await alerts.listAlerts("en", auth)).map((alert) => alert.kind)).toEqual(["price"]);

    await viewed.recordView("en", auth.token, "CASE");
    await viewed.recordView("en", auth.token, "IPHONE-15-PRO-BLK-128");
    expect((await viewed.listRecentlyViewed("en", auth)).map((product) => product.sku)).toEqual(["IPHONE-15-PRO", "CASE"]);
  });

  it("records no view, and renews nothing, with a refused token", async () => {
    await expect(viewed.recordView("en", "not-a-token", "CASE")).rejects.toMatchObject({ status: 401 });
  });
});

describe("wishlist action", () => {
  it("refuses a foreign Origin", async () => {
    await expect(post({ intent: "add", sku: "CASE" }, { origin: "https://evil.example" })).rejects.toMatchObject({ status: 403 });
  });

  it("sends a guest to sign in, then to the confirmation page, then back where the control was", async () => {
    const form = await post({ intent: "add", sku: "CASE", redirectTo: "/p/CASE/silicone-case" });
    expect(form.status).toBe(303);
    const signIn = new URL(form.location!, ORIGIN);
    expect(signIn.pathname).toBe("/sign-in");
    expect(signIn.searchParams.get("redirectTo")).toBe("/wishlist?intent=add&sku=CASE&back=%2Fp%2FCASE%2Fsilicone-case");
    expect(await flashOf(form.setCookie)).toEqual({ kind: "info", message: "wishlist:notifications.signInFirst" });

    // A fetcher (no redirectTo), in Arabic: the confirmation page returns to the product by default.
    const fetcher = await post({ intent: "alert-stock", sku: "CABLE-OOS" }, { lang: "ar" });
    const arabic = new URL(fetcher.location!, ORIGIN);
    expect(arabic.pathname).toBe("/ar/sign-in");
    expect(arabic.searchParams.get("redirectTo")).toBe("/ar/wishlist?intent=alert-stock&sku=CABLE-OOS");

    // Nothing to confirm for other posts: back to the page after signing in.
    const remove = await post({ intent: "remove", sku: "CASE", redirectTo: "/my-account/wishlist" });
    expect(new URL(remove.location!, ORIGIN).searchParams.get("redirectTo")).toBe("/my-account/wishlist");
  });

  it("without JavaScript: does it and goes back with a flash message", async () => {
    const { auth, cookie } = await newCustomer();
    const added = await post({ intent: "add", sku: "CASE", redirectTo: "/ar/p/CASE/silicone-case" }, { cookie, lang: "ar" });
    expect(added).toMatchObject({ status: 303, location: "/ar/p/CASE/silicone-case" });
    expect(await flashOf(added.setCookie)).toEqual({ kind: "success", message: "wishlist:notifications.added" });
    expect(await skus(auth)).toEqual(["CASE"]);

    const refused = await post({ intent: "alert-stock", sku: "CASE", redirectTo: "/p/CASE/silicone-case" }, { cookie });
    expect(refused).toMatchObject({ status: 303, location: "/p/CASE/silicone-case" });
    expect(await flashOf(refused.setCookie)).toEqual({ kind: "error", message: "wishlist:errors.alert.alreadyInStock" });

    const offSite = await post({ intent: "remove", sku: "CASE", redirectTo: "//evil.example/x" }, { cookie });
    expect(offSite.location).toBe("/my-account/wishlist");
  });

  it("for a fetcher: moves to the customer's cart, which the session then follows", async () => {
    const { auth, cookie } = await newCustomer();
    await wishlist.addToWishlist("en", auth, "CASE");
    const moved = await post({ intent: "move-to-cart", sku: "CASE" }, { cookie });
    expect(moved).toMatchObject({ status: 200, body: { ok: true, error: null } });
    const session = await sessions.sessionStorage.getSession(moved.setCookie!.split(";")[0]);
    expect(session.get("flash")).toEqual({ kind: "success", message: "wishlist:notifications.moved" });
    expect(session.get("cartToken")).toBe(await accounts.customerCartToken("en", auth));
    expect(await skus(auth)).toEqual([]);

    const fromCart = await accounts.customerCartToken("en", auth);
    const cart = await (await import("~/models/cart.server")).getCart({ locale: "en", cartToken: fromCart });
    const back = await post({ intent: "move-from-cart", item_id: String(cart!.items[0]!.item_id) }, { cookie });
    expect(back.body).toEqual({ ok: true, error: null });
    expect(await skus(auth)).toEqual(["CASE"]);
  });

  it("for a fetcher: a refusal is its status and the message in the page's language", async () => {
    const { auth, cookie } = await newCustomer();
    await wishlist.addToWishlist("en", auth, "CABLE-OOS");
    const outOfStock = await post({ intent: "move-to-cart", sku: "CABLE-OOS" }, { cookie, lang: "ar" });
    expect(outOfStock.status).toBe(409);
    expect(outOfStock.body).toEqual({ ok: false, error: cartAr.errors.cart.outOfStock });

    const notSaved = await post({ intent: "remove", sku: "CASE" }, { cookie });
    expect(notSaved).toMatchObject({ status: 404, body: { ok: false, error: wishlistEn.errors.wishlist.itemNotFound } });

    const invalid = await post({ intent: "remove-alert", id: "abc" }, { cookie });
    expect(invalid).toMatchObject({ status: 400, body: { ok: false, error: wishlistEn.errors.requestInvalid } });
  });

  it("moves all it can and says so", async () => {
    const { auth, cookie } = await newCustomer();
    for (const sku of ["CASE", "CABLE-OOS"]) await wishlist.addToWishlist("en", auth, sku);
    const all = await post({ intent: "move-all-to-cart", redirectTo: "/my-account/wishlist" }, { cookie });
    expect(await flashOf(all.setCookie)).toEqual({ kind: "info", message: "wishlist:notifications.someStayed" });
    expect(await skus(auth)).toEqual(["CABLE-OOS"]);
  });
});

describe("the confirmation page (a GET of /wishlist)", () => {
  it("sends a guest to sign in and back here", async () => {
    const guest = await get("intent=add&sku=CASE");
    expect(guest.status).toBe(303);
    expect(new URL(guest.location!, ORIGIN).searchParams.get("redirectTo")).toBe("/wishlist?intent=add&sku=CASE");
  });

  it("shows the post filled in and changes nothing", async () => {
    const { auth, cookie } = await newCustomer();
    const page = await get("intent=add&sku=IPHONE-15-PRO-BLK-128&back=%2Fc%2Fphones", { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      title: "Add to wishlist",
      post: { intent: "add", sku: "IPHONE-15-PRO" },
      name: "Apple iPhone 15 Pro",
      back: "/c/phones",
    });
    expect(await skus(auth)).toEqual([]);

    expect((await get("intent=alert-price&sku=CASE&back=%2F%2Fevil.example", { cookie })).body).toMatchObject({ back: "/p/CASE/silicone-case" });
    expect((await get("intent=delete-all", { cookie })).body).toMatchObject({ post: { intent: "delete-all" }, back: "/my-account/wishlist" });
  });

  it("answers 404 for an unknown product and sends anything else to the wishlist", async () => {
    const { cookie } = await newCustomer();
    expect((await get("intent=add&sku=NO-SUCH", { cookie })).status).toBe(404);
    expect(await get("intent=move-to-cart&sku=CASE", { cookie })).toMatchObject({ status: 302, location: "/my-account/wishlist" });
  });
});
