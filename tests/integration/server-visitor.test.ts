import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * The real server and two processes: every browser gets a visitor id on its first response (cached pages
 * included, never stored in the cache), and first adds sent at once by one browser land in one cart.
 */

let server: Storefront;
beforeAll(async () => {
  server = await startStorefront({ WEB_CONCURRENCY: "2" });
});
afterAll(() => server?.stop());

const visitorOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("__visitor="))?.split(";")[0];

describe("the visitor id", () => {
  test("comes with the first page, cached or not, is HttpOnly, and is never replayed from the cache", async () => {
    const first = await fetch(`${server.origin}/brands`);
    const second = await fetch(`${server.origin}/brands`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    const [a, b] = [visitorOf(first), visitorOf(second)];
    expect(a).toMatch(/^__visitor=[A-Za-z0-9_-]{22}$/);
    expect(b).toMatch(/^__visitor=[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Lax/);
    // A browser that has one keeps it, and still gets the cached page.
    const returning = await fetch(`${server.origin}/brands`, { headers: { Cookie: a! } });
    expect(returning.headers.get("x-cache")).toBe("HIT");
    expect(visitorOf(returning)).toBeUndefined();
  });

  test("comes alongside the session cookie when a browser's very first request is an add", async () => {
    const answer = await fetch(`${server.origin}/cart`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", sku: await simpleProductSku(), qty: "1", redirectTo: "/cart" }),
    });
    expect(answer.status).toBe(303);
    const names = answer.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);
    expect(names.sort()).toEqual(["__session", "__visitor"]);
  });

  test("ties parallel first adds from one browser to one cart", async () => {
    const visitor = visitorOf(await fetch(`${server.origin}/`))!;
    const sku = await simpleProductSku();
    const add = () =>
      fetch(`${server.origin}/cart`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: visitor, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "add", sku: sku!, qty: "1", redirectTo: "/cart" }),
      });
    const answers = await Promise.all(Array.from({ length: 5 }, add));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(303));
    const sessions = answers.map((answer) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))!.split(";")[0]!);
    // Whichever cookie the browser keeps, its cart has all five.
    for (const session of new Set(sessions)) {
      const cart = await (await fetch(`${server.origin}/cart`, { headers: { Cookie: `${visitor}; ${session}` } })).text();
      expect(cart).toMatch(/name="qty"[^>]*value="5"|value="5"[^>]*name="qty"/);
    }
  });
});

/** A product of the demo catalogue that a plain add takes: in stock, with no options to choose. */
async function simpleProductSku(): Promise<string> {
  const sitemap = await (await fetch(`${server.origin}/sitemap/products-1.xml`)).text();
  for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const html = await (await fetch(url!.replace(/^https?:\/\/[^/]+/, server.origin))).text();
    if (/custom_option\[|bundle_option\[|class="variant-option"|grouped-items/.test(html) || !html.includes("badge badge--in")) continue;
    const sku = /name="sku" value="([^"]+)"/.exec(html)?.[1];
    if (sku) return sku;
  }
  throw new Error("no simple product in stock in the demo catalogue");
}
