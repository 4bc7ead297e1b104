import { createHash } from "node:crypto";
import { constants, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  ChunkedGzip,
  PageCache,
  acceptsGzip,
  isCompressible,
  pageCacheKey,
  pageVariant,
  shareableSeconds,
  type CachedPage,
} from "../../server/page-cache";
import { contentSecurityPolicy, nonceSource } from "~/lib/security-headers.server";

const ORIGIN = "http://shop.test";
const SHARED = "public, max-age=0, s-maxage=60";
const HTML = `<!DOCTYPE html><html><body>${"<p>Samsung Galaxy S24 Ultra 256GB</p>".repeat(100)}</body></html>`;

function page(body: string = HTML, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(body, {
    status: init.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED, Vary: "Cookie", ...init.headers },
  });
}

function key(url: string, extra: Partial<Parameters<typeof pageCacheKey>[0]> = {}) {
  return pageCacheKey({ method: "GET", origin: ORIGIN, url, suggestion: null, ...extra });
}

/** A clock the test moves by hand (milliseconds). */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function headerOf(variant: { headers: string[] }, name: string): string | undefined {
  const index = variant.headers.findIndex((header, i) => i % 2 === 0 && header.toLowerCase() === name);
  return index === -1 ? undefined : variant.headers[index + 1];
}

describe("which requests may be answered from the cache", () => {
  test("anonymous GET and HEAD of a catalogue path, keyed by origin and path", () => {
    expect(key("/c/laptops")).toBe("http://shop.test/c/laptops");
    expect(key("/ar/c/laptops")).toBe("http://shop.test/ar/c/laptops");
    expect(key("/p/ABC-1/galaxy", { method: "HEAD" })).toBe("http://shop.test/p/ABC-1/galaxy");
  });

  test("a page that suggests the other language is one more entry, not one per Accept-Language", () => {
    expect(key("/c/laptops", { suggestion: "ar" })).not.toBe(key("/c/laptops"));
    expect(key("/c/laptops", { suggestion: "ar" })).toBe(key("/c/laptops", { suggestion: "ar" }));
  });

  test("a different Host gets a different entry", () => {
    expect(key("/", { origin: "http://evil.test" })).not.toBe(key("/"));
  });

  test("mutations and query strings go to React Router (a session's turn comes after the key: personalised-pages)", () => {
    expect(key("/c/laptops", { method: "POST" })).toBeNull();
    expect(key("/c/laptops?sort=price")).toBeNull();
    expect(key("/c/laptops?")).toBeNull();
    expect(key("http://shop.test/c/laptops")).toBeNull();
  });

  test.each([
    "/search/samsung",
    "/ar/search/samsung",
    "/compare",
    "/my-account",
    "/my-account/orders",
    "/ar/my-account/wishlist",
    "/cart",
    "/Cart",
    "/checkout",
    "/checkout/payment",
    "/guest-checkout",
    "/thankyou",
    "/thank-you",
    "/admin",
    "/ar/admin/orders/100000001",
  ])("SPEC cache-ignored path %s (and the back office) is never cached", (path) => {
    expect(key(path)).toBeNull();
  });

  test("paths that merely start with an ignored word are catalogue pages", () => {
    expect(key("/c/cart-accessories")).not.toBeNull();
    expect(key("/cartography")).not.toBeNull();
    expect(key("/administrator-guide")).not.toBeNull();
  });
});

describe("which responses are stored, and for how long", () => {
  test("a public 200 with s-maxage, capped at the maximum", () => {
    expect(shareableSeconds(page(), 60)).toBe(60);
    expect(shareableSeconds(page(HTML, { headers: { "Cache-Control": "public, s-maxage=30" } }), 60)).toBe(30);
    expect(shareableSeconds(page(HTML, { headers: { "Cache-Control": "public, s-maxage=86400" } }), 60)).toBe(60);
  });

  test.each([
    ["private", { headers: { "Cache-Control": "private, no-cache" } }],
    ["no-store", { headers: { "Cache-Control": "public, s-maxage=60, no-store" } }],
    ["public without s-maxage", { headers: { "Cache-Control": "public, max-age=60" } }],
    ["s-maxage=0", { headers: { "Cache-Control": "public, s-maxage=0" } }],
    ["no Cache-Control", { headers: { "Cache-Control": "" } }],
    ["a 404", { status: 404 }],
    ["a 500", { status: 500 }],
    ["a cookie", { headers: { "Set-Cookie": "__session=x; Path=/; HttpOnly" } }],
    ["a Vary the key ignores", { headers: { Vary: "Cookie, User-Agent" } }],
  ])("not %s", (_, init) => {
    expect(shareableSeconds(page(HTML, init), 60)).toBe(0);
  });

  test("a redirect is not stored", () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/", "Cache-Control": SHARED } });
    expect(shareableSeconds(redirect, 60)).toBe(0);
  });
});

describe("PageCache", () => {
  test("stores a shareable page and replays it with a gzip copy", async () => {
    const cache = new PageCache();
    const stored = await cache.store("k", page(), cache.generation);
    expect(stored).toBeDefined();
    const hit = cache.get("k") as CachedPage;
    expect(hit).toBe(stored);
    expect(hit.status).toBe(200);

    const plain = pageVariant(hit, undefined);
    expect(plain.body.toString()).toBe(HTML);
    expect(headerOf(plain, "content-length")).toBe(String(Buffer.byteLength(HTML)));
    expect(headerOf(plain, "content-encoding")).toBeUndefined();
    expect(headerOf(plain, "content-type")).toBe("text/html; charset=utf-8");
    expect(headerOf(plain, "cache-control")).toBe(SHARED);

    const zipped = pageVariant(hit, "gzip, deflate, br");
    expect(headerOf(zipped, "content-encoding")).toBe("gzip");
    expect(headerOf(zipped, "content-length")).toBe(String(zipped.body.length));
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(zipped.body).toString()).toBe(HTML);

    for (const variant of [plain, zipped]) {
      expect(headerOf(variant, "vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
      expect(variant.headers.filter((_, i) => i % 2 === 0 && variant.headers[i] === "vary")).toHaveLength(1);
    }
  });

  test("a copy carries the security headers, its policy pinned to the hashes of the scripts the render's nonce allowed", async () => {
    const cache = new PageCache();
    const script = 'window.__reactRouterContext = {"state":{}};';
    const html = `<html><body><script nonce="n0nce">${script}</script><script>alert(1)</script>${"<p>x</p>".repeat(300)}</body></html>`;
    const policy = contentSecurityPolicy([nonceSource("n0nce")]);
    const stored = await cache.store("k", page(html, { headers: { "Content-Security-Policy": policy } }), cache.generation);
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    for (const variant of [stored!.identity, stored!.gzip!]) {
      expect(headerOf(variant, "content-security-policy")).toBe(contentSecurityPolicy([hash]));
      expect(headerOf(variant, "x-content-type-options")).toBe("nosniff");
      expect(headerOf(variant, "x-frame-options")).toBe("DENY");
      expect(headerOf(variant, "referrer-policy")).toBe("strict-origin-when-cross-origin");
    }

    const plain = await cache.store("p", page(), cache.generation);
    expect(headerOf(plain!.identity, "content-security-policy")).toBe(contentSecurityPolicy());
    expect(plain!.identity.headers.filter((name, i) => i % 2 === 0 && name === "content-security-policy")).toHaveLength(1);
  });

  test("a small page is kept without a gzip copy", async () => {
    const cache = new PageCache();
    const stored = await cache.store("k", page("<p>tiny</p>"), cache.generation);
    expect(stored?.gzip).toBeNull();
    expect(headerOf(pageVariant(stored as CachedPage, "gzip"), "content-encoding")).toBeUndefined();
    expect(headerOf(pageVariant(stored as CachedPage, "gzip"), "vary")).toBe("Accept-Language, Cookie");
  });

  test("responses it must not share are left unread and not stored", async () => {
    const cache = new PageCache();
    for (const response of [
      page(HTML, { headers: { "Cache-Control": "private, no-cache" } }),
      page(HTML, { status: 404 }),
      page(HTML, { headers: { "Set-Cookie": "__session=x; Path=/" } }),
    ]) {
      expect(await cache.store("k", response, cache.generation)).toBeUndefined();
      expect(response.bodyUsed).toBe(false);
      expect(await response.text()).toBe(HTML);
    }
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("an entry lives for its s-maxage, capped, and reports its age", async () => {
    const clock = manualClock();
    const cache = new PageCache({ maxTtlSeconds: 60, now: clock.now });
    await cache.store("short", page(HTML, { headers: { "Cache-Control": "public, s-maxage=5" } }), cache.generation);
    await cache.store("long", page(HTML, { headers: { "Cache-Control": "public, s-maxage=3600" } }), cache.generation);

    clock.advance(4_900);
    const short = cache.get("short") as CachedPage;
    expect(short).toBeDefined();
    expect(cache.ageOf(short)).toBe(4);
    clock.advance(200);
    expect(cache.get("short")).toBeUndefined();

    clock.advance(54_800);
    expect(cache.get("long")).toBeDefined();
    clock.advance(200);
    expect(cache.get("long")).toBeUndefined();
  });

  test("clear() forgets everything, and a render that began before it is not stored", async () => {
    const cache = new PageCache();
    await cache.store("a", page(), cache.generation);
    await cache.store("b", page(), cache.generation);
    const before = cache.generation;

    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();

    const late = await cache.store("a", page(), before);
    expect(late?.identity.body.toString()).toBe(HTML);
    expect(cache.get("a")).toBeUndefined();

    await cache.store("a", page(), cache.generation);
    expect(cache.get("a")).toBeDefined();
  });

  test("stays within its byte budget, dropping the least recently used", async () => {
    const cache = new PageCache({ maxBytes: 8 * 1024 });
    const body = "x".repeat(900); // under the gzip threshold: stored as is
    for (const name of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]) {
      await cache.store(name, page(body), cache.generation);
    }
    expect(cache.size).toBeLessThan(10);
    expect(cache.get("j")).toBeDefined();
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("Accept-Encoding", () => {
  test.each([
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["x-gzip", true],
    ["*", true],
    ["gzip;q=0", false],
    ["gzip;q=0.0, br", false],
    ["*;q=0", false],
    ["br", false],
    ["identity", false],
    ["", false],
  ])("%j → gzip %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("what is worth compressing", () => {
  test.each([
    ["text/html; charset=utf-8", true],
    ["text/x-script", true],
    ["application/json", true],
    ["application/ld+json", true],
    ["application/xml", true],
    ["image/svg+xml", true],
    ["image/png", false],
    ["application/octet-stream", false],
    [null, false],
  ])("%s → %s", (contentType, expected) => {
    expect(isCompressible(contentType)).toBe(expected);
  });
});

describe("ChunkedGzip", () => {
  test("the pieces of a streamed body form one gzip stream of the whole body", () => {
    const parts = [
      ...[HTML.slice(0, 1000), HTML.slice(1000, 1001), "", HTML.slice(1001)].map((part) => Buffer.from(part)),
      new Uint8Array(0),
      Buffer.from("<p>نور للإلكترونيات</p>"),
    ];
    const zipper = new ChunkedGzip(1);
    const pieces = parts.map((part) => zipper.push(part));
    const whole = Buffer.concat([...pieces, zipper.end()]);
    expect(gunzipSync(whole).equals(Buffer.concat(parts))).toBe(true);
    expect(whole.length).toBeLessThan(Buffer.concat(parts).length / 3);
  });

  test("each piece can be inflated on arrival, so a streamed document renders as it comes", () => {
    const zipper = new ChunkedGzip(1);
    const first = zipper.push(Buffer.from(HTML));
    const partial = gunzipSync(first, { finishFlush: constants.Z_SYNC_FLUSH });
    expect(partial.toString()).toBe(HTML);
  });

  test("an empty body is a valid empty gzip stream", () => {
    expect(gunzipSync(new ChunkedGzip().end()).length).toBe(0);
  });
});
