import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawExchange, rawRequest, startStorefront, type RawAnswer, type Storefront } from "../support/storefront-server";

/**
 * Every response carries the security headers, whoever answers it: React Router, the page cache, the static
 * files, or the server's own refusals. Each document's Content-Security-Policy allows exactly its own inline
 * scripts: by this response's nonce when rendered, by their hashes when the page cache sends a stored copy
 * (decision 012).
 */
let server: Storefront;
beforeAll(async () => {
  // Short, for the test of a request not received in time (408); on SQLite, where a bad Host is refused (400).
  server = await startStorefront({ REQUEST_TIMEOUT_MS: "2000" }, { sqlite: true });
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, { path, headers });

function headerValues(answer: RawAnswer, name: string): string[] {
  return answer.rawHeaders.filter((_, i) => i % 2 === 1 && answer.rawHeaders[i - 1]!.toLowerCase() === name);
}

function expectSecurityHeaders(answer: RawAnswer) {
  expect(headerValues(answer, "x-content-type-options")).toEqual(["nosniff"]);
  expect(headerValues(answer, "referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
  expect(headerValues(answer, "x-frame-options")).toEqual(["DENY"]);
  const [policy, ...more] = headerValues(answer, "content-security-policy");
  expect(more).toEqual([]);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/(?:^|; )default-src 'self'(?:;|$)/);
  return policy!;
}

function scriptSources(policy: string): string[] {
  return policy.split("; ").find((part) => part.startsWith("script-src "))!.split(" ").slice(1);
}

/** The inline scripts a browser would run: no `src`, a JavaScript type (not a JSON data block). */
function inlineScripts(html: string): { attributes: string; content: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes = "", content = ""]) => ({ attributes, content }))
    .filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes));
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("headers on every kind of response", () => {
  test.each([
    ["a rendered page", "/"],
    ["a page the cache keeps", "/c/smartphones"],
    ["a private page", "/cart"],
    ["a not-found page", "/no-such-page"],
    ["a static file", "/favicon.ico"],
    ["a resource route", "/robots.txt"],
    ["a product image", "/img/310x300/NO-SKU/1.svg"],
    ["page data", "/c/smartphones.data"],
    ["a redirect", "/search?q=galaxy"],
    ["an empty path segment", "//c/smartphones"],
  ])("%s (%s)", async (_, path) => {
    const first = await get(path);
    expectSecurityHeaders(first);
    expectSecurityHeaders(await get(path)); // a second time: from the page cache when it keeps it
  });

  test("a static file not modified", async () => {
    const first = await get("/favicon.ico");
    expectSecurityHeaders(await get("/favicon.ico", { "If-None-Match": String(first.headers.etag) }));
  });

  test.each([
    ["a method the store does not use (405)", { method: "PUT", path: "/" }],
    ["a bad Host (400)", { path: "/", headers: { Host: "evil.example:99999" } }],
    ["a post from another site (403)", { method: "POST", path: "/cart", headers: { Origin: "https://evil.example" } }],
  ])("the server's own refusal: %s", async (_, request) => {
    expectSecurityHeaders(await rawRequest(server.port, request));
  });

  test("the server's own refusal: a body over the limit (413)", async () => {
    const { text } = await rawExchange(server.port, "POST /cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 70000\r\n\r\n");
    expectRawSecurityHeaders(text, 413);
  });

  test.each([
    ["headers over Node's limit (431)", 431, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
    ["a request that is not HTTP (400)", 400, "HELLO THERE\r\n\r\n"],
    ["a body not sent in time (408)", 408, "POST /cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nintent=add"],
    [
      "a chunk extension over Node's limit (413)",
      413,
      `POST /cart HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n1;x=${"a".repeat(20_000)}\r\na\r\n0\r\n\r\n`,
    ],
  ])("Node's own answer: %s, and the connection closed", { timeout: 20_000 }, async (_, status, bytes) => {
    const { text, closed } = await rawExchange(server.port, bytes, 10_000);
    expect(closed).toBe(true);
    expectRawSecurityHeaders(text, status);
  });
});

/** The security headers of an answer read off the socket. */
function expectRawSecurityHeaders(text: string, status: number) {
  expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(text).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  expect(text).toMatch(/\r\nreferrer-policy: strict-origin-when-cross-origin\r\n/i);
  expect(text).toMatch(/\r\nx-frame-options: DENY\r\n/i);
  expect(text).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i);
}

describe("a document's policy allows exactly its own inline scripts", () => {
  test("rendered: by a nonce of its own, carried by each of them", async () => {
    const answers = [await get("/cart"), await get("/cart"), await get("/ar/search/galaxy")];
    const nonces = answers.map((answer) => {
      const sources = scriptSources(expectSecurityHeaders(answer));
      expect(sources[0]).toBe("'self'");
      expect(sources).toHaveLength(2);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(sources[1]!)?.[1];
      expect(nonce).toBeDefined();
      const scripts = inlineScripts(answer.body);
      expect(scripts.length).toBeGreaterThan(1);
      for (const { attributes } of scripts) expect(attributes).toContain(` nonce="${nonce}"`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
  });

  test.each(["/ar/c/laptops", "/about-us", "/brands"])("kept by the page cache (%s): by their hashes, in the first copy and every later one", async (path) => {
    for (const cache of ["MISS", "HIT"]) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache"]).toBe(cache);
      const sources = scriptSources(expectSecurityHeaders(answer));
      expect(sources.join(" ")).not.toContain("nonce");
      const hashes = inlineScripts(answer.body).map(({ content }) => sha256(content));
      expect(hashes.length).toBeGreaterThan(1);
      expect(new Set(sources)).toEqual(new Set(["'self'", ...hashes]));
    }
  });
});
