import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

/**
 * The bytes of the served documents: long pages in both languages, replayed by the page cache and rendered
 * afresh, plain and gzipped. Arabic text is two bytes a letter in UTF-8, so these pages are where a letter
 * meets the end of React's 2 KB write buffer (facebook/react#26228). The bytes do not depend on the
 * browser, so this runs in one project only.
 */

const ENCODINGS = ["identity", "gzip"] as const;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "the bytes served are the same for both projects");
});

/** Long catalogue pages (the page cache may keep them) and search pages (never cached), in both languages. */
async function longPages(request: APIRequestContext): Promise<{ cacheable: string[]; uncacheable: string[] }> {
  const listing = await (await request.get("/ar/c/smartphones")).text();
  const products = [...new Set([...listing.matchAll(/href="(\/ar\/p\/[^"?]+)"/g)].map((m) => m[1]!))].slice(0, 4);
  expect(products.length, "products listed on /ar/c/smartphones").toBeGreaterThanOrEqual(4);
  const english = products.slice(0, 2).map((path) => path.slice("/ar".length));
  return {
    cacheable: ["/ar", "/ar/c/smartphones", "/ar/c/laptops", "/ar/brands", "/ar/sitemap", ...products, "/", "/c/smartphones", ...english],
    uncacheable: ["/ar/search/samsung", `/ar/search/${encodeURIComponent("سامسونج")}`, "/search/samsung"],
  };
}

/**
 * A page as a client that keeps no cookies gets it (a crawler), or with `cookie`: the context's own cookie jar is
 * overridden, since a product page answers with a session cookie that lists it among the viewed products.
 */
async function fetchPage(request: APIRequestContext, path: string, encoding: string, cookie = ""): Promise<APIResponse> {
  const response = await request.get(path, { headers: { "Accept-Encoding": encoding, Cookie: cookie } });
  expect(response.status(), path).toBe(200);
  // The client inflates a gzipped body; the header tells that the gzip path was the one taken.
  expect(response.headers()["content-encoding"] ?? "identity", `${path} (${encoding})`).toBe(encoding);
  return response;
}

function nulOffsets(body: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(0); at !== -1; at = body.indexOf(0, at + 1)) offsets.push(at);
  return offsets;
}

/** Where NUL bytes are, with the text around the first, or nothing when there are none. */
async function nulReport(response: APIResponse): Promise<string> {
  const body = await response.body();
  const offsets = nulOffsets(body);
  if (offsets.length === 0) return "";
  const first = offsets[0]!;
  const around = body.subarray(Math.max(0, first - 40), first + 40).toString("utf8").replace(/\0/g, "\\0");
  return `${offsets.length} NUL byte(s) at ${offsets.join(", ")}, first in …${around}…`;
}

test("no page contains a NUL byte, cached or not, plain or gzipped", async ({ request }) => {
  test.setTimeout(60_000);
  const { cacheable, uncacheable } = await longPages(request);
  const problems: string[] = [];
  const check = async (label: string, response: APIResponse) => {
    const report = await nulReport(response);
    if (report) problems.push(`${label}: ${report}`);
  };

  for (const encoding of ENCODINGS) {
    for (const path of cacheable) {
      await check(`${path} (${encoding}, first request)`, await fetchPage(request, path, encoding));
      const replayed = await fetchPage(request, path, encoding);
      expect(replayed.headers()["x-cache"], `${path} (${encoding}) from the page cache`).toBe("HIT");
      await check(`${path} (${encoding}, from the page cache)`, replayed);
      await check(`${path} (${encoding}, with a session cookie)`, await fetchPage(request, path, encoding, "__session=none"));
      await check(`${path}?utm_source=test (${encoding})`, await fetchPage(request, `${path}?utm_source=test`, encoding));
    }
    for (const path of uncacheable) await check(`${path} (${encoding})`, await fetchPage(request, path, encoding));
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the document closes after the data streamed into it", async ({ request }) => {
  for (const [path, cookie] of [["/ar", undefined], ["/c/smartphones", "__session=none"], ["/ar/search/samsung", undefined]] as const) {
    const html = await (await fetchPage(request, path, "identity", cookie)).text();
    expect(html, path).toContain("streamController.close()");
    expect(html.indexOf("</body>"), `${path}: one </body>, at the end`).toBe(html.length - "</body></html>".length);
    expect(html.endsWith("</body></html>"), path).toBe(true);
  }
});
