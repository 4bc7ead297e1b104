import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { recordCatalogueChange } from "../../commerce/catalogue/changes";
import { openDatabase } from "../../commerce/db/connection";
import { startStorefront, type Storefront } from "../support/storefront-server";
import { tempDatabase } from "../support/temp-database";

/**
 * Pages from the shared cache, filled per shopper (docs/decisions/020), through the real server: two shoppers
 * with different carts and accounts ask for the same pages in turn, and each sees only their own cart count and
 * name, while a shopper without a session sees neither and the stored copy holds neither.
 */

let store: Storefront;
const database = tempDatabase();
let paths: { home: string; category: string; product: string; saved: string };
let guest: string;
let customer: string;
const PASSWORD = "Falcon-Dunes-42";

beforeAll(async () => {
  store = await startStorefront({ DATABASE_URL: database.url });
  const home = await get("/");
  const category = firstPath(home.text, "/c/");
  const products = pathsIn((await get(category)).text, "/p/");
  const buyable: string[] = [];
  for (const path of products) {
    if (buyable.length === 2) break;
    if (addToCartForm((await get(path)).text, path)) buyable.push(path);
  }
  expect(buyable).toHaveLength(2);
  paths = { home: "/", category, product: buyable[0]!, saved: buyable[1]! };

  // A guest with two of a product in the cart.
  guest = await added(undefined, paths.product, 2);
  guest = await afterFullRender(guest);

  // A customer: signed up, one item in the cart, the other product on the wishlist.
  const signedUp = await post("/sign-up", undefined, {
    firstname: "Noura",
    lastname: "Mansoori",
    email: `noura-${Date.now()}@example.ae`,
    mobile: "521234567",
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(signedUp.status).toBe(303);
  customer = cookieOf(signedUp, undefined);
  customer = await added(customer, paths.saved, 1);
  const saved = await post("/wishlist", customer, { intent: "add", sku: skuOf((await get(paths.saved)).text), redirectTo: paths.saved });
  expect(saved.status).toBe(303);
  customer = await afterFullRender(cookieOf(saved, customer));
}, 180_000);

afterAll(async () => {
  await store?.stop();
  database.remove();
});

async function get(path: string, cookie?: string, encoding = "identity") {
  const response = await fetch(store.origin + path, {
    headers: { "accept-encoding": encoding, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  // fetch decodes a gzip body (and fails on a broken one); the header says whether there was one.
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function post(path: string, cookie: string | undefined, fields: Record<string, string>) {
  const response = await fetch(store.origin + path, {
    method: "POST",
    headers: { origin: store.origin, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

/** The session cookie a response leaves the browser with. */
function cookieOf(response: { headers: Headers }, before: string | undefined): string {
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  const value = session?.split(";")[0] ?? before;
  if (!value) throw new Error("no session cookie");
  return value;
}

/** Adds `qty` of the product without JavaScript; the cookie after the post. */
async function added(cookie: string | undefined, productPath: string, qty: number): Promise<string> {
  const form = addToCartForm((await get(productPath)).text, productPath)!;
  form.set("qty", String(qty));
  const answer = await post("/cart", cookie, Object.fromEntries(form));
  expect(answer.status).toBe(303);
  return cookieOf(answer, cookie);
}

/** A page rendered in full (the cart is never shared): it reads the flash and takes the shopper's snapshot. */
async function afterFullRender(cookie: string): Promise<string> {
  const cart = await get("/cart", cookie);
  expect(cart.status).toBe(200);
  return cookieOf(cart, cookie);
}

function pathsIn(html: string, prefix: string): string[] {
  return [...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"?#]+)"`, "g"))].map((match) => match[1]!))];
}

function firstPath(html: string, prefix: string): string {
  const path = pathsIn(html, prefix)[0];
  if (!path) throw new Error(`no ${prefix} link`);
  return path;
}

function skuOf(html: string): string {
  return /<input type="hidden" name="sku" value="([^"]*)"/.exec(html)![1]!;
}

function addToCartForm(html: string, path: string): URLSearchParams | undefined {
  if (/id="add-to-cart-qty"[^>]*\bdisabled/.test(html)) return undefined;
  const sku = /<input type="hidden" name="sku" value="([^"]*)"/.exec(html)?.[1];
  if (!sku || html.includes('name="child_sku"')) return undefined;
  return new URLSearchParams({ sku, qty: "1", intent: "add", redirectTo: path });
}

/** What the header and the document's data block say of the shopper. */
function shownTo(html: string) {
  return {
    count: /class="cart-count" data-count="(\d+)"/.exec(html)?.[1],
    view: JSON.parse(/<script type="application\/json" id="shopper-view">([^<]*)<\/script>/.exec(html)?.[1] ?? "null"),
    greeting: /Hi, ([^<]+)</.exec(html)?.[1] ?? null,
  };
}

describe("two shoppers and an anonymous visitor on the same pages", () => {
  test("each sees only their own cart count and name, from the shared copy", async () => {
    for (let round = 0; round < 2; round++) {
      for (const path of [paths.home, paths.category, paths.product]) {
        for (const encoding of ["identity", "gzip"]) {
          const forGuest = await get(path, guest, encoding);
          const forCustomer = await get(path, customer, encoding);
          const forNobody = await get(path, undefined, encoding);

          expect(forGuest.headers.get("x-cache"), `${path} guest`).toBe("PERSONALISED");
          expect(forGuest.headers.get("content-encoding") ?? "identity").toBe(encoding);
          expect(forGuest.headers.get("cache-control")).toBe("private, no-cache");
          expect(shownTo(forGuest.text)).toEqual({ count: "2", view: { cartCount: 2, firstName: null, owner: "guest", consent: null }, greeting: null });

          expect(forCustomer.headers.get("x-cache"), `${path} customer`).toBe("PERSONALISED");
          expect(shownTo(forCustomer.text)).toEqual({ count: "1", view: { cartCount: 1, firstName: "Noura", owner: expect.stringMatching(/^c-[\w-]{22}$/), consent: null }, greeting: "Noura" });

          expect(forNobody.headers.get("x-cache")).toBe("HIT");
          expect(shownTo(forNobody.text)).toEqual({ count: "0", view: { cartCount: 0, firstName: null, owner: "guest", consent: null }, greeting: null });
          expect(forNobody.text).not.toContain("Noura");
          expect(forNobody.text).not.toContain("\uE000");
        }
      }
    }
  });

  test("the page of a product the customer saved is rendered for them, and shows it saved", async () => {
    const forCustomer = await get(paths.saved, customer);
    expect(forCustomer.headers.get("x-cache")).toBeNull();
    expect(forCustomer.text).toContain("In your wishlist");
    expect(shownTo(forCustomer.text).count).toBe("1");

    const forGuest = await get(paths.saved, guest);
    expect(forGuest.headers.get("x-cache")).toBe("PERSONALISED");
    expect(forGuest.text).not.toContain("In your wishlist");
  });

  test("after a post the next page is rendered in full, then filled with the new count", async () => {
    const more = await added(customer, paths.product, 1);
    const first = await get(paths.category, more);
    expect(first.headers.get("x-cache")).toBeNull();
    expect(shownTo(first.text).count).toBe("2");
    const next = await get(paths.category, cookieOf(first, more));
    expect(next.headers.get("x-cache")).toBe("PERSONALISED");
    expect(shownTo(next.text)).toEqual({ count: "2", view: { cartCount: 2, firstName: "Noura", owner: expect.stringMatching(/^c-[\w-]{22}$/), consent: null }, greeting: "Noura" });
  });

  test("a session cookie whose signature does not verify is never filled from", async () => {
    const [value, signature] = guest.split(".");
    const forged = `${value}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    const answer = await get(paths.home, forged);
    expect(answer.headers.get("x-cache")).toBeNull();
    expect(shownTo(answer.text).count).toBe("0");
  });

  test("the Arabic pages are filled in Arabic", async () => {
    const answer = await get(`/ar${paths.category}`, customer);
    expect(answer.headers.get("x-cache")).toBe("PERSONALISED");
    expect(answer.text).toContain("مرحباً، Noura");
    expect(answer.text).toContain("منتج واحد في سلتك");
  });
});

describe("customer groups (decision 060)", () => {
  /** A business price no other figure on the pages reads as: AED 7.77. */
  const BUSINESS_PRICE = 777;
  const BUSINESS = 3;

  test("a business customer gets the business price from the group's shared copy; the general customer and a visitor never see it", async () => {
    const signedUp = await post("/sign-up", undefined, {
      firstname: "Omar",
      lastname: "Shamsi",
      email: `omar-${Date.now()}@example.ae`,
      mobile: "521234568",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(signedUp.status).toBe(303);
    const sku = skuOf((await get(paths.product)).text);
    const db = openDatabase(database.url);
    try {
      const product = await db.selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow();
      await db.insertInto("product_group_prices").values({ product_id: product.id, group_id: BUSINESS, min_qty: 1, price: BUSINESS_PRICE }).execute();
      await db.updateTable("customers").set({ group_id: BUSINESS }).where("firstname", "=", "Omar").execute();
      await recordCatalogueChange(db, [product.id], new Date());
    } finally {
      await db.destroy();
    }
    const business = await afterFullRender(cookieOf(signedUp, undefined));
    // The server follows catalogue changes about once a second (decision 015).
    await expect.poll(async () => (await get(paths.category, business)).text.includes("7.77"), { timeout: 15_000 }).toBe(true);

    for (let round = 0; round < 2; round++) {
      for (const path of [paths.category, paths.product, `/ar${paths.category}`]) {
        const forBusiness = await get(path, business, "gzip");
        const forCustomer = await get(path, customer, "gzip");
        const forNobody = await get(path, undefined, "gzip");
        expect(forBusiness.headers.get("x-cache"), `${path} business`).toBe("PERSONALISED");
        expect(forBusiness.text, path).toMatch(/7\.77|٧٫٧٧/);
        expect(shownTo(forBusiness.text).greeting ?? "Omar").toBe("Omar");
        expect(forCustomer.headers.get("x-cache"), `${path} customer`).toBe("PERSONALISED");
        expect(forNobody.headers.get("x-cache"), `${path} visitor`).toBe("HIT");
        for (const other of [forCustomer, forNobody]) expect(other.text, path).not.toMatch(/7\.77|٧٫٧٧/);
      }
    }
  });
});

describe("one Set-Cookie per cookie at most (decision 031)", () => {
  /** How many `Set-Cookie` headers the answer has, by cookie name. */
  function setCookieCounts(headers: Headers): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const cookie of headers.getSetCookie()) {
      const name = cookie.split("=", 1)[0]!;
      counts[name] = (counts[name] ?? 0) + 1;
    }
    return counts;
  }

  test("an anonymous product view gets its visitor id and the viewed product, and signs nothing", async () => {
    for (let round = 0; round < 2; round++) {
      const view = await get(paths.product);
      expect(view.status).toBe(200);
      expect(setCookieCounts(view.headers)).toEqual({ __visitor: 1, __viewed: 1 });
    }
  });

  test("a product view, a post and a signed-in page with a session each write a cookie once", async () => {
    const view = await get(paths.saved, guest);
    expect(view.status).toBe(200);
    expect(setCookieCounts(view.headers)).toEqual({ __visitor: 1, __viewed: 1 });

    const form = addToCartForm((await get(paths.product)).text, paths.product)!;
    const posted = await post("/cart", customer, Object.fromEntries(form));
    expect(posted.status).toBe(303);
    expect(setCookieCounts(posted.headers)).toEqual({ __visitor: 1, __session: 1 });
    const after = cookieOf(posted, customer);

    const account = await get("/my-account", after);
    expect(account.status).toBe(200);
    expect(account.text).toContain("Noura");
    const counts = setCookieCounts(account.headers);
    expect(Object.values(counts).every((count) => count === 1)).toBe(true);
    expect(counts.__session).toBe(1); // the flash is read and the snapshot taken: one cookie carries both
  });
});
