import { afterAll, beforeAll, describe, expect, test } from "vitest";
import arCommon from "../../app/locales/ar/common";
import enCommon from "../../app/locales/en/common";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * What the production server answers clients that are not a browser: the bytes of its documents, crawlers'
 * files (sitemaps, robots.txt, old addresses), search and autocomplete answers, and bad newsletter posts. The
 * demo catalogue at its default size, as a first start makes it.
 */
let server: Storefront;
beforeAll(async () => {
  server = await startStorefront({ SEED_PRODUCTS: "600" });
});
afterAll(() => server?.stop());

const ENCODINGS = ["identity", "gzip"] as const;

/**
 * A page as a client that keeps no cookies gets it (a crawler), or with `cookie`. fetch inflates a gzipped body;
 * the header tells that the gzip path was the one taken.
 */
async function fetchPage(path: string, encoding: string, cookie = ""): Promise<Response> {
  const response = await fetch(`${server.origin}${path}`, { headers: { "Accept-Encoding": encoding, Cookie: cookie } });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-encoding") ?? "identity", `${path} (${encoding})`).toBe(encoding);
  return response;
}

function nulOffsets(body: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(0); at !== -1; at = body.indexOf(0, at + 1)) offsets.push(at);
  return offsets;
}

/** Where NUL bytes are, with the text around the first, or nothing when there are none. */
async function nulReport(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  const offsets = nulOffsets(body);
  if (offsets.length === 0) return "";
  const first = offsets[0]!;
  const around = body.subarray(Math.max(0, first - 40), first + 40).toString("utf8").replace(/\0/g, "\\0");
  return `${offsets.length} NUL byte(s) at ${offsets.join(", ")}, first in …${around}…`;
}

/** Long catalogue pages (the page cache may keep them) and search pages (never cached), in both languages. */
async function longPages(): Promise<{ cacheable: string[]; uncacheable: string[] }> {
  const listing = await (await fetch(`${server.origin}/ar/c/smartphones`)).text();
  const products = [...new Set([...listing.matchAll(/href="(\/ar\/p\/[^"?]+)"/g)].map((m) => m[1]!))].slice(0, 4);
  expect(products.length, "products listed on /ar/c/smartphones").toBeGreaterThanOrEqual(4);
  const english = products.slice(0, 2).map((path) => path.slice("/ar".length));
  return {
    cacheable: ["/ar", "/ar/c/smartphones", "/ar/c/laptops", "/ar/brands", "/ar/sitemap", ...products, "/", "/c/smartphones", ...english],
    uncacheable: ["/ar/search/samsung", `/ar/search/${encodeURIComponent("سامسونج")}`, "/search/samsung"],
  };
}

/**
 * Long pages in both languages, replayed by the page cache and rendered afresh, plain and gzipped. Arabic text is
 * two bytes a letter in UTF-8, so these pages are where a letter meets the end of React's 2 KB write buffer
 * (facebook/react#26228).
 */
describe("the documents' bytes", () => {
  test("no page contains a NUL byte, cached or not, plain or gzipped", async () => {
    const { cacheable, uncacheable } = await longPages();
    const problems: string[] = [];
    const check = async (label: string, response: Response) => {
      const report = await nulReport(response);
      if (report) problems.push(`${label}: ${report}`);
    };
    for (const encoding of ENCODINGS) {
      for (const path of cacheable) {
        await check(`${path} (${encoding}, first request)`, await fetchPage(path, encoding));
        const replayed = await fetchPage(path, encoding);
        expect(replayed.headers.get("x-cache"), `${path} (${encoding}) from the page cache`).toBe("HIT");
        await check(`${path} (${encoding}, from the page cache)`, replayed);
        await check(`${path} (${encoding}, with a session cookie)`, await fetchPage(path, encoding, "__session=none"));
        await check(`${path}?utm_source=test (${encoding})`, await fetchPage(`${path}?utm_source=test`, encoding));
      }
      for (const path of uncacheable) await check(`${path} (${encoding})`, await fetchPage(path, encoding));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("the document closes after the data streamed into it", async () => {
    for (const [path, cookie] of [["/ar", undefined], ["/c/smartphones", "__session=none"], ["/ar/search/samsung", undefined]] as const) {
      const html = await (await fetchPage(path, "identity", cookie)).text();
      expect(html, path).toContain("streamController.close()");
      expect(html.indexOf("</body>"), `${path}: one </body>, at the end`).toBe(html.length - "</body></html>".length);
      expect(html.endsWith("</body></html>"), path).toBe(true);
    }
  });
});

describe("crawlers", () => {
  test("seeded legacy paths redirect permanently, keeping the locale", async () => {
    for (const [from, to] of [
      ["/mobiles.html", "/c/mobiles-tablets"],
      ["/ar/mobiles.html", "/ar/c/mobiles-tablets"],
      ["/ar/laptops.html", "/ar/c/laptops-computers"],
      ["/gaming/playstation.html", "/c/playstation"],
      ["/shipping-policy.html", "/delivery"],
      ["/pwa.html", "/"],
    ]) {
      const response = await fetch(`${server.origin}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
    const product = await fetch(`${server.origin}/apple-iphone-15-pro.html`, { redirect: "manual" });
    expect(product.status).toBe(301);
    expect(product.headers.get("location")).toMatch(/^\/p\/[^/]+\/apple-iphone-15-pro$/);
  });

  test("sitemap.xml indexes the split files and product URLs work", async () => {
    const baseURL = server.origin;
    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("xml");
    expect(index.headers.get("cache-control")).toContain("public");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${baseURL}/sitemap/categories.xml`);
    expect(files).toContain(`${baseURL}/sitemap/pages.xml`);
    expect(files).toContain(`${baseURL}/sitemap/products-1.xml`);

    const products = await (await fetch(`${baseURL}/sitemap/products-1.xml`)).text();
    expect(products).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...products.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.every((url) => url.startsWith(`${baseURL}/p/`))).toBe(true);
    const first = new URL(urls[0]!);
    expect(products).toContain(`hreflang="ar" href="${baseURL}/ar${first.pathname}"`);
    expect(products).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    for (const url of urls.slice(0, 3)) {
      expect((await fetch(`${baseURL}${new URL(url).pathname}`)).status, url).toBe(200);
    }

    const categories = await (await fetch(`${baseURL}/sitemap/categories.xml`)).text();
    expect(categories).toContain(`<loc>${baseURL}/c/smartphones</loc>`);
    const pages = await (await fetch(`${baseURL}/sitemap/pages.xml`)).text();
    expect(pages).toContain(`<loc>${baseURL}/customer-support/contact-us</loc>`);
    expect((await fetch(`${baseURL}/sitemap/products-99.xml`)).status).toBe(404);
  });

  test("robots.txt keeps crawlers out of private pages and points at the sitemap", async () => {
    const response = await fetch(`${server.origin}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toContain(`Sitemap: ${server.origin}/sitemap.xml`);
    for (const path of ["/cart", "/checkout", "/my-account", "/search"]) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

describe("search answers", () => {
  test("results are private, never shared-cached", async () => {
    const response = await fetch(`${server.origin}/search/samsung`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/private/);
    const redirect = await fetch(`${server.origin}/ar/search?q=%20phone%20`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/ar/search/phone");
  });

  test("autocomplete answers with suggestions and product links", async () => {
    const response = await fetch(`${server.origin}/api/autocomplete?q=sams&locale=en`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { href: string; price: string }[]; suggestions: { href: string }[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.href).toMatch(/^\/p\//);
    expect(body.products[0]!.price).toMatch(/AED/);
    for (const suggestion of body.suggestions) expect(suggestion.href).toMatch(/^\/search\//);
    const arabic = (await (await fetch(`${server.origin}/api/autocomplete?q=%D8%B3%D8%A7%D9%85&locale=ar`)).json()) as { products: { href: string }[] };
    for (const product of arabic.products) expect(product.href).toMatch(/^\/ar\/p\//);
    const short = (await (await fetch(`${server.origin}/api/autocomplete?q=s`)).json()) as { products: unknown[] };
    expect(short.products).toHaveLength(0);
  });
});

describe("the newsletter form's action", () => {
  test("answers bad posts with a redirect back, or with the message and a 400 when they name no page to go back to (the popup)", async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.origin}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const empty = await post("/newsletter", new URLSearchParams({ redirectTo: "/cart" }).toString());
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/cart#newsletter");

    const offsite = await post("/ar/newsletter", new URLSearchParams({ email: "x", redirectTo: "//evil.example" }).toString());
    expect(offsite.status).toBe(303);
    expect(offsite.headers.get("location")).toBe("/ar#newsletter");

    const notAForm = await post("/newsletter", "{", { "Content-Type": "application/json" });
    expect(notAForm.status).toBe(400);
    expect(await notAForm.json()).toEqual({ kind: "error", text: enCommon.validation.emailRequired });

    const fromPopup = await post("/ar/newsletter", new URLSearchParams({ email: "x" }).toString());
    expect(fromPopup.status).toBe(400);
    expect(await fromPopup.json()).toEqual({ kind: "error", text: arCommon.validation.emailInvalid });

    const foreign = await post("/newsletter", new URLSearchParams({ email: "a@b.co" }).toString(), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });
});

describe("the language segment (decision 031)", () => {
  test("only `ar` is a language: the page in Arabic, or in English without one", async () => {
    for (const [path, lang] of [["/cart", "en"], ["/ar/cart", "ar"]] as const) {
      const page = await fetch(`${server.origin}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`);
    }
  });

  test.each(["en", "xx", "AR", "ar-SA"])("any other first segment before a page is a 404, for a page and a post: /%s/cart", async (lang) => {
    const page = await fetch(`${server.origin}/${lang}/cart`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("<title>");
    const post = await fetch(`${server.origin}/${lang}/cart`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", sku: "X", qty: "1" }),
      redirect: "manual",
    });
    expect(post.status).toBe(404);
  });
});
