import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * Recently viewed for every shopper (docs/decisions/025, 031), through the real server: a product page records its
 * product in the browser's `__viewed` cookie however it was served (from the shared cache, filled, or rendered in
 * full), and the home and product pages show the strip of those products in the `recentlyViewed` hole: each
 * shopper their own, latest first, at most 12, never the page's own product, and the stored copy none.
 */

let store: Storefront;
let products: string[];

beforeAll(async () => {
  store = await startStorefront();
  const categories = pathsIn((await get("/")).text, "/c/");
  const found = new Set<string>();
  for (const category of categories) {
    for (const path of pathsIn((await get(category)).text, "/p/")) found.add(path);
    if (found.size >= 15) break;
  }
  products = [...found].slice(0, 15);
  expect(products).toHaveLength(15);
}, 180_000);

afterAll(async () => {
  await store?.stop();
});

async function get(path: string, cookie?: string, encoding = "identity") {
  const response = await fetch(store.origin + path, {
    headers: { "accept-encoding": encoding, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function pathsIn(html: string, prefix: string): string[] {
  return [...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"?#]+)"`, "g"))].map((match) => match[1]!))];
}

/** The `Cookie` header of a browser that had `before` and then got this response: each cookie it sets replaces its namesake. */
function cookieOf(response: { headers: Headers }, before?: string): string {
  const jar = new Map((before ? before.split("; ") : []).map((pair) => [pair.split("=", 1)[0]!, pair] as const));
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";", 1)[0]!;
    jar.set(pair.split("=", 1)[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

/** The links of the recently viewed strip, in order. */
function stripOf(html: string): string[] {
  const slot = /<div id="recently-viewed">([\s\S]*?)<\/div>/.exec(html);
  expect(slot, "the page has the strip's place").not.toBeNull();
  return [...slot![1]!.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]!);
}

/** A guest who opened these product pages in turn, starting without a cookie: their cookies after. */
async function guestWhoViewed(paths: string[]): Promise<string> {
  let cookie: string | undefined;
  for (const path of paths) {
    const page = await get(path, cookie);
    expect(page.status).toBe(200);
    cookie = cookieOf(page, cookie);
  }
  return cookie!;
}

describe("a guest's recently viewed products", () => {
  test("go into their own cookie, never the session, and fill the strip of pages from the shared cache, for them only", async () => {
    const [first, second, third] = products as [string, string, string];
    const firstView = await get(first);
    expect(firstView.headers.get("x-cache")).toMatch(/^(HIT|MISS)$/);
    expect(stripOf(firstView.text)).toEqual([]);
    const afterFirst = cookieOf(firstView);
    expect(afterFirst).toContain("__viewed=");
    expect(afterFirst).not.toContain("__session=");

    const secondView = await get(second, afterFirst);
    expect(secondView.headers.get("x-cache")).toBe("PERSONALISED");
    expect(stripOf(secondView.text)).toEqual([first]);
    const afterSecond = cookieOf(secondView, afterFirst);

    for (const encoding of ["identity", "gzip"]) {
      const home = await get("/", afterSecond, encoding);
      expect(home.headers.get("x-cache")).toBe("PERSONALISED");
      expect(home.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(stripOf(home.text)).toEqual([second, first]);
      expect(home.text).toContain("Recently viewed");
    }

    // The page of the latest product again: its own product is left out, and no cookie changes.
    const again = await get(second, afterSecond);
    expect(stripOf(again.text)).toEqual([first]);
    expect(again.headers.getSetCookie()).toEqual([]);

    const other = await guestWhoViewed([third]);
    expect(stripOf((await get("/", other)).text)).toEqual([third]);

    for (const path of ["/", second]) {
      const forNobody = await get(path);
      expect(forNobody.headers.get("x-cache")).toBe("HIT");
      expect(stripOf(forNobody.text)).toEqual([]);
      expect(forNobody.text).not.toContain("recently-viewed__item");
      expect(forNobody.text).not.toContain("\uE000");
    }
  });

  test("keeps the latest 12, latest first; a product viewed again moves first", async () => {
    const fourteen = products.slice(0, 14);
    let cookie = await guestWhoViewed(fourteen);
    expect(stripOf((await get("/", cookie)).text)).toEqual(fourteen.slice(2).reverse());

    const fifth = fourteen[4]!;
    const again = await get(fifth, cookie);
    expect(stripOf(again.text)).toEqual(fourteen.slice(2).reverse().filter((path) => path !== fifth));
    cookie = cookieOf(again, cookie);
    const home = stripOf((await get("/", cookie)).text);
    expect(home).toHaveLength(12);
    expect(home[0]).toBe(fifth);
    expect(home.slice(1)).toEqual(fourteen.slice(2).reverse().filter((path) => path !== fifth));
  });

  test("fills Arabic pages in Arabic, with Arabic links", async () => {
    const cookie = await guestWhoViewed([`/ar${products[6]}`, `/ar${products[7]}`]);
    const home = await get("/ar", cookie);
    expect(home.headers.get("x-cache")).toBe("PERSONALISED");
    expect(home.text).toContain("شاهدتها مؤخراً");
    expect(stripOf(home.text)).toEqual([`/ar${products[7]}`, `/ar${products[6]}`]);
  });

  test("a page rendered in full shows the same strip as a filled one", async () => {
    const cookie = await guestWhoViewed([products[8]!, products[9]!]);
    const filled = await get("/", cookie);
    expect(filled.headers.get("x-cache")).toBe("PERSONALISED");
    // A one-shot message in the session makes the next page a full render.
    const posted = await fetch(`${store.origin}/newsletter`, {
      method: "POST",
      headers: { origin: store.origin, "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ email: "strip@example.ae", redirectTo: "/" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    const full = await get("/", cookieOf(posted, cookie));
    expect(full.headers.get("x-cache")).toBeNull();
    expect(stripOf(full.text)).toEqual([products[9], products[8]]);
    expect(stripOf(full.text)).toEqual(stripOf(filled.text));
  });
});
