import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../commerce/db/connection";
import { createCatalogFixture } from "../support/catalog-fixture";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The storefront's cart model and cart route action against the embedded commerce backend (in process,
 * real SQLite in a temp folder): the zod schemas at the boundary accept what the endpoints answer, and
 * the action answers browsers without JavaScript (303 + flash) and fetchers (data) as designed.
 * Fixture products with fixed prices: CASE (AED 199.00, simple), CABLE-OOS (out of stock).
 */

const database = tempDatabase();
const ORIGIN = "http://store.test";

type Model = typeof import("~/models/cart.server");
type Route = typeof import("~/routes/($lang).cart");
type Sessions = typeof import("~/lib/session.server");
let model: Model;
let route: Route;
let sessions: Sessions;

beforeAll(async () => {
  await createCatalogFixture(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.SEED_PRODUCTS = "0";
  process.env.SESSION_SECRET = "cart-test-secret";
  model = await import("~/models/cart.server");
  route = await import("~/routes/($lang).cart");
  sessions = await import("~/lib/session.server");
});

afterAll(() => database.remove());

/** A new customer, signed in through the storefront's account model: their auth, and that model. */
async function newCustomer(email: string, mobile: string) {
  const accounts = await import("~/models/account.server");
  await accounts.createAccount("en", { email, firstname: "Layla", lastname: "Haddad", mobile, password: "Falcon-Dunes-42" });
  const pair = await accounts.signInWithPassword("en", email, "Falcon-Dunes-42");
  return { accounts, customer: { token: pair.token, renew: async () => null } };
}

interface ActionOutcome {
  status: number;
  location: string | null;
  setCookie: string | null;
  headers: Headers;
  body: any;
}

async function postCart(
  fields: Record<string, string>,
  { cookie, origin = ORIGIN, lang, context = {} }: { cookie?: string; origin?: string; lang?: string; context?: Record<string, unknown> } = {},
): Promise<ActionOutcome> {
  const headers = new Headers({ Origin: origin });
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${ORIGIN}${lang ? `/${lang}` : ""}/cart`, { method: "POST", headers, body: new URLSearchParams(fields) });
  const result: unknown = await callRoute(route.action, request, lang ? { lang } : {}, context);
  if (result instanceof Response) {
    const { headers } = result;
    return { status: result.status, location: headers.get("Location"), setCookie: headers.get("Set-Cookie"), headers, body: null };
  }
  // Single fetch `data()`: { type: "DataWithResponseInit", data, init }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  const responseHeaders = new Headers(init?.headers);
  return { status: init?.status ?? 200, location: null, setCookie: responseHeaders.get("Set-Cookie"), headers: responseHeaders, body: data };
}

async function sessionOf(setCookie: string | null) {
  expect(setCookie).toBeTruthy();
  return sessions.sessionStorage.getSession(setCookie!.split(";")[0]);
}

describe("cart model", () => {
  it("creates a cart on the first add and counts quantities", async () => {
    const first = await model.addToCart({ locale: "en", item: { sku: "CASE", qty: 2 }, withCart: false });
    expect(first.created).toBe(true);
    expect(first.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.result.status).toBe("ok");
    expect(first.result.cart).toBeUndefined();
    const again = await model.addToCart({ locale: "en", cartToken: first.cartToken, item: { sku: "CASE", qty: 1 }, withCart: true });
    expect(again.created).toBe(false);
    expect(again.result.cart?.items_qty).toBe(3);
    const cart = await model.getCart({ locale: "en", cartToken: first.cartToken });
    expect(cart?.items).toHaveLength(1);
    expect(cart?.items[0]).toMatchObject({ sku: "CASE", qty: 3, price_incl_tax: 19900, row_total_incl_tax: 59700 });
    expect(await model.getCartItemCount({ locale: "en", cartToken: first.cartToken })).toBe(3);
  });

  it("a signed-in customer without a cart in this browser (as after an order) gets their own cart, the one their other browsers find", async () => {
    const { accounts, customer } = await newCustomer("next-cart@example.ae", "529000001");
    const added = await model.addToCart({ locale: "en", visitorId: "browser-one", customer, item: { sku: "CASE", qty: 1 }, withCart: false });
    expect(added.created).toBe(true);
    expect(await accounts.customerCartToken("en", customer)).toBe(added.cartToken);
  });

  it("a signed-in customer's buy-now cart is theirs, and not the cart their other browsers find", async () => {
    const email = "buy-now-owner@example.ae";
    const { accounts, customer } = await newCustomer(email, "529000002");
    const { cartToken } = await model.createBuyNowCart({ locale: "en", item: { sku: "CASE", qty: 1 }, customer });
    const db = openDatabase(database.url);
    try {
      const owner = await db.selectFrom("carts").innerJoin("customers", "customers.id", "carts.customer_id").select("customers.email").where("carts.token", "=", cartToken).executeTakeFirst();
      expect(owner?.email).toBe(email);
    } finally {
      await db.destroy();
    }
    expect(await accounts.customerCartToken("en", customer)).not.toBe(cartToken);
  });

  it("answers null for a token that names no cart, and starts a new cart when adding with one", async () => {
    const bogus = "A".repeat(43);
    expect(await model.getCart({ locale: "en", cartToken: bogus })).toBeNull();
    const change = await model.addToCart({ locale: "en", cartToken: bogus, item: { sku: "CASE", qty: 1 }, withCart: false });
    expect(change.created).toBe(true);
    expect(change.cartToken).not.toBe(bogus);
  });

  it("updates, removes, applies codes, gift cards and gift wrap", async () => {
    const { cartToken, result } = await model.addToCart({ locale: "en", item: { sku: "CASE", qty: 1 }, withCart: false });
    const itemId = result.item_id;
    let cart = await model.updateCartItem({ locale: "en", cartToken, itemId, qty: 4 });
    expect(cart.items[0]?.qty).toBe(4);

    cart = (await model.applyCoupon({ locale: "en", cartToken, code: "FREESHIP" })).result;
    expect(cart.coupon_code).toBe("FREESHIP");
    expect(cart.totals.shipping_incl_tax).toBe(0);
    cart = await model.removeCoupon({ locale: "en", cartToken, code: "FREESHIP" });
    expect(cart.coupon_code).toBeNull();

    cart = await model.applyGiftCard({ locale: "en", cartToken, code: "GC-B-50" });
    expect(cart.gift_cards).toEqual([expect.objectContaining({ code: "GC-B-50", applied_amount: 5000, balance: 5000 })]);
    cart = await model.removeGiftCard({ locale: "en", cartToken, code: "GC-B-50" });
    expect(cart.gift_cards).toEqual([]);

    cart = await model.setGiftWrap({ locale: "en", cartToken, flag: true, message: "Happy birthday", sender: "Layla", receiver: "Omar" });
    expect(cart.gift_wrap).toEqual({ flag: true, message: "Happy birthday", sender: "Layla", receiver: "Omar" });
    expect(cart.totals.total_segments.map((s) => s.code)).toContain("gift_wrap");

    cart = await model.removeCartItem({ locale: "en", cartToken, itemId });
    expect(cart.items).toEqual([]);
  });

  it("fails with the endpoint's message key", async () => {
    const { cartToken } = await model.addToCart({ locale: "en", item: { sku: "CASE", qty: 1 }, withCart: false });
    await expect(model.applyCoupon({ locale: "en", cartToken, code: "NO-SUCH-CODE" })).rejects.toMatchObject({
      name: "CommerceError",
      message: "coupon.invalid",
    });
    await expect(model.addToCart({ locale: "en", cartToken, item: { sku: "CABLE-OOS", qty: 1 }, withCart: false })).rejects.toMatchObject({
      message: "cart.outOfStock",
    });
  });

  it("makes a separate buy-now cart", async () => {
    const normal = await model.addToCart({ locale: "en", item: { sku: "CASE", qty: 1 }, withCart: false });
    const buyNow = await model.createBuyNowCart({ locale: "en", item: { sku: "CASE", qty: 2 } });
    expect(buyNow.cartToken).not.toBe(normal.cartToken);
    expect(buyNow.cart.is_buy_now).toBe(true);
    expect(buyNow.cart.items.map((i) => i.qty)).toEqual([2]);
    expect(await model.getCartItemCount({ locale: "en", cartToken: normal.cartToken })).toBe(1);
  });

  it("finds public codes case-insensitively", async () => {
    expect(await model.findCoupon({ locale: "ar", code: "freeship" })).toMatchObject({ code: "FREESHIP", is_bank_coupon: false });
    expect(await model.findCoupon({ locale: "en", code: "SWITCHEDOFF" })).toBeUndefined();
  });
});

describe("cart action", () => {
  it("refuses a foreign Origin", async () => {
    await expect(postCart({ intent: "add", sku: "CASE", qty: "1" }, { origin: "https://evil.example" })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("without JavaScript: adds, stores the new cart token and redirects back with a flash message", async () => {
    const outcome = await postCart({ intent: "add", sku: "CASE", qty: "٢", redirectTo: "/ar/p/CASE/silicone-case" }, { lang: "ar" });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/ar/p/CASE/silicone-case");
    const session = await sessionOf(outcome.setCookie);
    const cartToken = session.get("cartToken");
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.get("flash")).toEqual({ kind: "success", message: "cart:notifications.added" });
    expect(await model.getCartItemCount({ locale: "en", cartToken: cartToken! })).toBe(2);
  });

  it("never redirects off-site", async () => {
    for (const redirectTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/.//evil.example", "/\t/evil.example"]) {
      const outcome = await postCart({ intent: "add", sku: "CASE", qty: "1", redirectTo });
      expect(outcome.status).toBe(303);
      expect(outcome.location).toBe("/cart");
    }
  });

  it("for a fetcher: answers data with the cart, and the flash for the revalidated page", async () => {
    const outcome = await postCart({ intent: "add", sku: "CASE", qty: "1" });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ ok: true, intent: "add", cart: { items: [expect.objectContaining({ sku: "CASE" })] } });
    const session = await sessionOf(outcome.setCookie);
    expect(session.get("flash")).toMatchObject({ message: "cart:notifications.added" });
  });

  it("answers field errors as translation keys, with 400 for a fetcher and a flash for a form", async () => {
    const fetcher = await postCart({ intent: "add", sku: "CASE", qty: "0" });
    expect(fetcher.status).toBe(400);
    expect(fetcher.body).toMatchObject({ ok: false, error: "validation.qtyMin", result: { error: { qty: ["validation.qtyMin"] } } });

    const control = await postCart({ intent: "update-qty", item_id: "1", qty: "x", redirectTo: "/p/CASE/case" });
    expect(control.status).toBe(303);
    expect(control.location).toBe("/p/CASE/case");
    expect((await sessionOf(control.setCookie)).get("flash")).toEqual({ kind: "error", message: "cart:validation.qtyInvalid", form: "line-1" });
  });

  it("answers a refused page form (promo code) with 400 and the page's data: the error on its field, the typed code kept", async () => {
    const form = await postCart({ intent: "apply-coupon", coupon: "nope-42", redirectTo: "/cart" });
    expect(form.status).toBe(400);
    expect(form.location).toBeNull();
    expect(form.body).toMatchObject({
      ok: false,
      intent: "apply-coupon",
      error: "errors.coupon.invalid",
      result: { status: "error", initialValue: { coupon: "nope-42" }, error: { coupon: ["errors.coupon.invalid"] } },
    });
  });

  it("limits gift card guesses per client: 429 with Retry-After after ten, other clients unaffected", async () => {
    const added = await postCart({ intent: "add", sku: "CASE", qty: "1", redirectTo: "/cart" });
    const cookie = added.setCookie!.split(";")[0]!;
    const guess = (client: string, n: number) =>
      postCart({ intent: "apply-gift-card", code: `GUESS-${n}` }, { cookie, context: { clientAddress: client } });
    for (let n = 0; n < 10; n++) expect((await guess("203.0.113.7", n)).status).toBe(400);
    const limited = await guess("203.0.113.7", 10);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ ok: false, error: "errors.tooManyRequests", result: { error: { "": ["errors.tooManyRequests"] } } });
    expect((await guess("198.51.100.9", 0)).status).toBe(400);
  });

  it("parallel first adds from one browser (no cart yet) all land in one cart", async () => {
    const cookie = `__visitor=${"v".repeat(22)}${Date.now()}`;
    const adds = await Promise.all(
      Array.from({ length: 6 }, () => postCart({ intent: "add", sku: "CASE", qty: "1", redirectTo: "/cart" }, { cookie })),
    );
    const tokens = new Set(await Promise.all(adds.map(async (add) => (await sessionOf(add.setCookie)).get("cartToken"))));
    expect(tokens.size).toBe(1);
    expect(await model.getCartItemCount({ locale: "en", cartToken: [...tokens][0]! })).toBe(6);
  });

  it("updates the quantity of the shopper's line, and refuses without a cart", async () => {
    const added = await postCart({ intent: "add", sku: "CASE", qty: "1", redirectTo: "/cart" });
    const cookie = added.setCookie!.split(";")[0]!;
    const token = (await sessionOf(added.setCookie)).get("cartToken")!;
    const itemId = (await model.getCart({ locale: "en", cartToken: token }))!.items[0]!.item_id;

    const updated = await postCart({ intent: "update-qty", item_id: String(itemId), qty: "٥" }, { cookie });
    expect(updated.body).toMatchObject({ ok: true, intent: "update-qty" });
    expect(await model.getCartItemCount({ locale: "en", cartToken: token })).toBe(5);

    const tooMany = await postCart({ intent: "update-qty", item_id: String(itemId), qty: "999" }, { cookie });
    expect(tooMany.body).toMatchObject({ ok: false, error: "errors.cart.qtyAboveStock" });
    expect(await model.getCartItemCount({ locale: "en", cartToken: token })).toBe(5);

    const noCart = await postCart({ intent: "update-qty", item_id: String(itemId), qty: "2" });
    expect(noCart.body).toMatchObject({ ok: false, error: "errors.cart.notFound" });
  });

  it("keeps the cart when an item is not found (only an unknown cart is forgotten)", async () => {
    const added = await postCart({ intent: "add", sku: "CASE", qty: "1", redirectTo: "/cart" });
    const cookie = added.setCookie!.split(";")[0]!;
    const token = (await sessionOf(added.setCookie)).get("cartToken")!;
    const missing = await postCart({ intent: "remove", item_id: "999999", redirectTo: "/cart" }, { cookie });
    expect(missing.status).toBe(303);
    const session = await sessionOf(missing.setCookie);
    expect(session.get("cartToken")).toBe(token);
    expect(session.get("flash")).toMatchObject({ kind: "error", message: "cart:errors.cart.itemNotFound" });

    const stale = await sessions.sessionStorage.getSession();
    stale.set("cartToken", "B".repeat(43));
    const staleCookie = (await sessions.sessionStorage.commitSession(stale)).split(";")[0]!;
    const gone = await postCart({ intent: "update-qty", item_id: "1", qty: "2", redirectTo: "/cart" }, { cookie: staleCookie });
    const after = await sessionOf(gone.setCookie);
    expect(after.get("cartToken")).toBeUndefined();
    expect(after.get("flash")).toMatchObject({ message: "cart:errors.cart.notFound", form: "line-1" });
  });

  it("buy now: a separate cart in the session and a redirect to checkout, the cart untouched", async () => {
    const added = await postCart({ intent: "add", sku: "CASE", qty: "1", redirectTo: "/cart" });
    const cookie = added.setCookie!.split(";")[0]!;
    const token = (await sessionOf(added.setCookie)).get("cartToken")!;
    const outcome = await postCart({ intent: "buy-now", sku: "CASE", qty: "3" }, { cookie, lang: "ar" });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/ar/checkout?mode=buy-now");
    const session = await sessionOf(outcome.setCookie);
    expect(session.get("cartToken")).toBe(token);
    const buyNowCart = await model.getCart({ locale: "en", cartToken: session.get("buyNowCartId")! });
    expect(buyNowCart?.items.map((i) => [i.sku, i.qty])).toEqual([["CASE", 3]]);
    expect(await model.getCartItemCount({ locale: "en", cartToken: token })).toBe(1);
  });

  it("rejects an unknown intent", async () => {
    const outcome = await postCart({ intent: "empty-everything" });
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ ok: false, error: "validation.requestInvalid" });
  });
});
