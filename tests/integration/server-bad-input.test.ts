import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawExchange, rawRequest, startStorefront, type Storefront } from "../support/storefront-server";

/**
 * Bad input from a client is the client's error: a 4xx, never a 500. Each case here was a 500 once
 * (issue 8). Against the production server, as a browser or a scanner would send it.
 */
let server: Storefront;
beforeAll(async () => {
  server = await startStorefront();
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, { path, headers });

describe("search terms", () => {
  // 99 letters and an emoji: a cut at 100 UTF-16 units used to keep half of the emoji.
  const term = encodeURIComponent(`${"a".repeat(99)}😀`);

  test.each(["", "/ar"])("a long term ending in an emoji, on %s/search?q=", async (prefix) => {
    const answer = await get(`${prefix}/search?q=${term}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${prefix}/search/${"a".repeat(99)}`);
  });

  test.each(["", "/ar"])("a long term ending in an emoji, on %s/search/{term}", async (prefix) => {
    const answer = await get(`${prefix}/search/${term}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${prefix}/search/${"a".repeat(99)}`);
    expect((await get(answer.headers.location!)).status).toBe(200);
  });
});

describe("addresses nothing has", () => {
  const long = "x".repeat(500);

  test.each([
    ["an unknown path of 500 letters", `/${long}`],
    ["the same in Arabic", `/ar/${long}`],
    ["an unknown path of two such segments", `/${long}/${long}`],
    ["a category slug of 500 letters", `/c/${long}`],
    ["the same in Arabic", `/ar/c/${long}`],
    ["a category slug of 201 letters", `/c/${"y".repeat(201)}`],
  ])("%s is a 404", async (_, path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("posts from another site", () => {
  const add = (headers: Record<string, string>) =>
    rawRequest(server.port, {
      method: "POST",
      path: "/cart",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "intent=add&sku=NO-SUCH-SKU&qty=1&redirectTo=%2Fcart",
    });

  test.each(["cross-site", "same-site"])("without an Origin, Sec-Fetch-Site: %s is a 403 before React Router", async (site) => {
    const answer = await add({ "Sec-Fetch-Site": site });
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8"); // the edge, not an action
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  test.each(["same-origin", "none"])("without an Origin, Sec-Fetch-Site: %s reaches the action", async (site) => {
    expect((await add({ "Sec-Fetch-Site": site })).status).toBe(303);
  });

  test("an Origin of another site is a 403 whatever Sec-Fetch-Site claims", async () => {
    expect((await add({ Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" })).status).toBe(403);
  });
});

describe("methods the store does not use", () => {
  test.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])("%s is a 405 that says what is allowed", async (method) => {
    const answer = await rawRequest(server.port, { method, path: "/c/smartphones" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
  });

  test("TRACE is refused on any address, before anything is read or echoed", async () => {
    const answer = await rawRequest(server.port, { method: "TRACE", path: "/", headers: { Cookie: "secret=1" } });
    expect(answer.status).toBe(405);
    expect(answer.body).not.toContain("secret");
  });

  test("CONNECT gets a 405 too", async () => {
    const { text } = await rawExchange(server.port, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 405 /);
    expect(text).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
  });

  test("a method HTTP does not know (TRACK) is a 400 from the parser", async () => {
    const { text } = await rawExchange(server.port, "TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  test("none of these left an error in the log", () => {
    expect(server.output()).not.toMatch(/Error|TypeError|URIError/);
  });
});
