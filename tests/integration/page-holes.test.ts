import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { PageCache, personalisedVariant, type CachedPage, type PageVariant } from "../../server/page-cache";
import { PAGE_HOLES_HEADER, filledForGuest } from "~/lib/page-holes.server";
import { HOLE_END, HOLE_START, holeMarker } from "~/lib/page-holes";

/**
 * The page cache with pages rendered with holes (docs/decisions/020): the copy everyone without a session gets
 * is filled with the anonymous values, a shopper's copy with theirs, and the stored entry never holds a
 * shopper's values, whoever it was filled for.
 */

const HEADER = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Phones</title></head><body><header>` +
  `<a href="/my-account"><span class="header-link__label">${holeMarker("accountLabel")}</span></a>` +
  `<a href="/cart"><span class="cart-count" data-count="${holeMarker("cartCount")}">${holeMarker("cartCount")}</span>` +
  `<span class="visually-hidden">${holeMarker("cartCountLabel")}</span></a></header><main>`;
const CONTENT = "<p>Samsung Galaxy S24 Ultra 256GB, 4,199.00 AED</p>".repeat(200);
const FOOTER = `</main><script type="application/json" id="shopper-view">${holeMarker("shopperView")}</script></body></html>`;

function rendered(lang = "en", content = CONTENT): Response {
  return new Response(HEADER(lang) + content + FOOTER, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=60",
      Vary: "Cookie, Accept-Language",
      [PAGE_HOLES_HEADER]: "1",
    },
  });
}

function headerOf(variant: PageVariant, name: string): string | undefined {
  const index = variant.headers.findIndex((header, i) => i % 2 === 0 && header.toLowerCase() === name);
  return index === -1 ? undefined : variant.headers[index + 1];
}

function textOf(variant: PageVariant): string {
  const body = headerOf(variant, "content-encoding") === "gzip" ? gunzipSync(variant.body) : variant.body;
  expect(headerOf(variant, "content-length")).toBe(String(variant.body.length));
  return body.toString("utf8");
}

/** Everything the cache keeps of a page, as text. */
function storedText(page: CachedPage): string {
  return [page.identity.body, gunzipSync(page.gzip!.body), ...page.holes!.page.segments].map((part) => part.toString()).join("");
}

async function stored(lang = "en", content = CONTENT): Promise<CachedPage> {
  const cache = new PageCache();
  const page = await cache.store("k", rendered(lang, content), cache.generation);
  expect(page?.holes).toBeTruthy();
  return page!;
}

describe("the copy everyone without a session gets", () => {
  test("has the anonymous values in the holes, and no marker", async () => {
    const page = await stored();
    for (const text of [page.identity.body.toString(), gunzipSync(page.gzip!.body).toString()]) {
      expect(text).toContain('<span class="header-link__label">My account</span>');
      expect(text).toContain('<span class="cart-count" data-count="0">0</span>');
      expect(text).toContain("0 items in your cart");
      expect(text).toContain('{"cartCount":0,"firstName":null,"owner":"guest","consent":null}');
      expect(text).not.toContain(HOLE_START);
    }
    expect(headerOf(page.identity, PAGE_HOLES_HEADER)).toBeUndefined();
  });

  test("a render with holes that is not kept is filled the same way", async () => {
    const response = rendered();
    const notKept = new Response(response.body, { status: 404, headers: response.headers });
    const filled = await filledForGuest(notKept, null);
    expect(filled.status).toBe(404);
    expect(filled.headers.has(PAGE_HOLES_HEADER)).toBe(false);
    const text = await filled.text();
    expect(text).toContain('data-count="0"');
    expect(text).not.toContain(HOLE_START);
  });

  test("private-use characters in the content that name no hole stay as they are", async () => {
    const odd = `<p>${HOLE_START}logo${HOLE_END}</p>`;
    const page = await stored("en", CONTENT + odd);
    expect(page.identity.body.toString()).toContain(odd);
    expect(page.holes!.page.holes).toEqual(["accountLabel", "cartCount", "cartCount", "cartCountLabel", "shopperView"]);
  });
});

describe("a shopper's copy", () => {
  test("has their values, escaped for where they go, plain and gzipped alike", async () => {
    const page = await stored();
    const view = { cartCount: 3, firstName: `Omar <b>"&'</script>`, owner: "guest", consent: null };
    const plain = personalisedVariant(page.holes!, view, undefined);
    const zipped = personalisedVariant(page.holes!, view, "gzip, deflate, br");
    expect(headerOf(plain, "content-encoding")).toBeUndefined();
    expect(headerOf(zipped, "content-encoding")).toBe("gzip");
    const text = textOf(plain);
    expect(textOf(zipped)).toBe(text);
    expect(text).toContain('<span class="header-link__label">Hi, Omar &lt;b&gt;&quot;&amp;&#x27;&lt;/script&gt;</span>');
    expect(text).toContain('<span class="cart-count" data-count="3">3</span>');
    expect(text).toContain("3 items in your cart");
    expect(text).toContain(String.raw`{"cartCount":3,"firstName":"Omar \u003cb>\"&'\u003c/script>","owner":"guest","consent":null}`);
    expect(text).toContain(CONTENT);
  });

  test("is private, whatever the page said to shared caches", async () => {
    const page = await stored();
    for (const encoding of [undefined, "gzip"]) {
      const variant = personalisedVariant(page.holes!, { cartCount: 1, firstName: null, owner: "guest", consent: null }, encoding);
      expect(headerOf(variant, "cache-control")).toBe("private, no-cache");
      expect(headerOf(variant, "content-security-policy")).toBe(headerOf(page.identity, "content-security-policy"));
    }
  });

  test("of an Arabic page is written in Arabic", async () => {
    const page = await stored("ar");
    const text = textOf(personalisedVariant(page.holes!, { cartCount: 2, firstName: "نورة", owner: "guest", consent: null }, "gzip"));
    expect(text).toContain("مرحباً، نورة");
    expect(text).toContain("منتجان في سلتك");
  });

  test("two shoppers in turn: each gets only their own values, and the stored entry holds neither", async () => {
    const page = await stored();
    const before = storedText(page);
    const layla = { cartCount: 2, firstName: null, owner: "guest", consent: null };
    const noura = { cartCount: 7, firstName: "Noura", owner: "guest", consent: null };
    for (let round = 0; round < 3; round++) {
      for (const encoding of [undefined, "gzip"]) {
        const forLayla = textOf(personalisedVariant(page.holes!, layla, encoding));
        const forNoura = textOf(personalisedVariant(page.holes!, noura, encoding));
        expect(forLayla).toContain('data-count="2"');
        expect(forLayla).not.toContain("Noura");
        expect(forNoura).toContain('data-count="7"');
        expect(forNoura).toContain("Hi, Noura");
      }
    }
    const after = storedText(page);
    expect(after).toBe(before);
    expect(after).not.toContain("Noura");
    expect(after).not.toMatch(/data-count="[27]"/);
  });
});
