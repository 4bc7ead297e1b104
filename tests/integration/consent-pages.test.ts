import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startStorefront, type Storefront } from "../support/storefront-server";

/**
 * The cookie banner on pages from the shared cache (docs/decisions/064, 020), through the real server: the stored
 * copy shows it, and a page filled for a browser that answered (a guest, or a shopper with a session) hides it
 * and carries the answer in its data block, without a render; a browser that did not answer, or whose cookie is
 * not one we write, still gets it. The page's policy lets the tag manager load only for a browser that allowed
 * analytics.
 */

let store: Storefront;
let product: string;

beforeAll(async () => {
  store = await startStorefront({ TAG_MANAGER_ID: "GTM-TEST123" });
  const category = /href="(\/c\/[^"?#]+)"/.exec((await get("/")).text)![1]!;
  product = /href="(\/p\/[^"?#]+)"/.exec((await get(category)).text)![1]!;
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

async function answer(fields: Record<string, string>, cookie?: string) {
  const response = await fetch(`${store.origin}/consent`, {
    method: "POST",
    headers: { origin: store.origin, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

/** The `Cookie` header of a browser that had `before` and then got this response. */
function cookieOf(response: { headers: Headers }, before?: string): string {
  const jar = new Map((before ? before.split("; ") : []).map((pair) => [pair.split("=", 1)[0]!, pair] as const));
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";", 1)[0]!;
    jar.set(pair.split("=", 1)[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

/** Whether the banner shows, and the consent the data block gives hydration. */
function bannerOf(html: string) {
  const banner = /<section class="([^"]*)" aria-labelledby="consent-banner-heading">/.exec(html);
  expect(banner, "the page has the banner").not.toBeNull();
  const block = /<script type="application\/json" id="shopper-view">([^<]*)<\/script>/.exec(html);
  return { shown: !banner![1]!.split(" ").includes("consent-banner--answered"), consent: JSON.parse(block![1]!).consent };
}

describe("the cookie banner on pages from the shared cache", () => {
  test("shows in the stored copy, and is hidden, with the answer in the data block, in a copy filled for a guest who answered", async () => {
    await get("/");
    const stored = await get("/");
    expect(stored.headers.get("x-cache")).toBe("HIT");
    expect(bannerOf(stored.text)).toEqual({ shown: true, consent: null });

    const posted = await answer({ choice: "necessary", redirectTo: "/" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/");
    const setCookie = posted.headers.getSetCookie().find((cookie) => cookie.startsWith("__consent="));
    expect(setCookie).toMatch(/^__consent=necessary; .*Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const necessary = cookieOf(posted);

    for (const encoding of ["identity", "gzip"]) {
      const filled = await get("/", necessary, encoding);
      expect(filled.headers.get("x-cache")).toBe("PERSONALISED");
      expect(filled.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(bannerOf(filled.text)).toEqual({ shown: false, consent: { analytics: false, marketing: false } });
    }

    // The stored copy is untouched: the next browser without an answer still gets the banner.
    const again = await get("/");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(bannerOf(again.text)).toEqual({ shown: true, consent: null });
  });

  test("each answer fills its own choices, on product pages and in Arabic too", async () => {
    const analytics = cookieOf(await answer({ choice: "chosen", analytics: "on", redirectTo: product }));
    const all = cookieOf(await answer({ choice: "all", redirectTo: product }));
    const marketing = cookieOf(await answer({ choice: "chosen", marketing: "on", redirectTo: product }));
    const refused = await answer({ choice: "chosen", marketing: "on", analytics: "yes please", redirectTo: product });
    expect(refused.status).toBe(400);
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("__consent="))).toBe(false);

    await get(product);
    expect(bannerOf((await get(product, analytics)).text)).toEqual({ shown: false, consent: { analytics: true, marketing: false } });
    expect(bannerOf((await get(product, all)).text)).toEqual({ shown: false, consent: { analytics: true, marketing: true } });
    expect(bannerOf((await get(product, marketing)).text)).toEqual({ shown: false, consent: { analytics: false, marketing: true } });
    const arabic = await get(`/ar${product}`, all);
    expect(arabic.headers.get("x-cache")).toBe("PERSONALISED");
    expect(arabic.text).toContain("ملفات تعريف الارتباط وخياراتك");
    expect(bannerOf(arabic.text)).toEqual({ shown: false, consent: { analytics: true, marketing: true } });
    expect(bannerOf((await get(product)).text)).toEqual({ shown: true, consent: null });
  });

  test("only a page for a browser that allowed analytics lets the tag manager load", async () => {
    const analytics = cookieOf(await answer({ choice: "chosen", analytics: "on", redirectTo: "/" }));
    const necessary = cookieOf(await answer({ choice: "necessary", redirectTo: "/" }));
    const policyOf = async (path: string, cookie?: string) => (await get(path, cookie)).headers.get("content-security-policy")!;
    for (const path of ["/", "/delivery", "/consent"]) {
      expect(await policyOf(path, analytics)).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/);
      expect(await policyOf(path, necessary)).not.toContain("googletagmanager");
      expect(await policyOf(path)).not.toContain("googletagmanager");
    }
    expect((await get("/", analytics)).text).toContain("GTM-TEST123");
  });

  test("a cookie we did not write counts as no answer: the stored copy, banner and all", async () => {
    await get("/");
    for (const forged of ["__consent=yes", "__consent=all%20", "__consent="]) {
      const page = await get("/", forged);
      expect(page.headers.get("x-cache")).toBe("HIT");
      expect(bannerOf(page.text)).toEqual({ shown: true, consent: null });
    }
  });

  test("a shopper with a session gets the banner by their own answer, filled or rendered in full alike", async () => {
    // A newsletter post leaves a session with a one-shot message: the next page is rendered in full.
    const subscribe = async (cookie: string) => {
      const response = await fetch(`${store.origin}/newsletter`, {
        method: "POST",
        headers: { origin: store.origin, "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ email: `consent-${Date.now()}@example.ae`, redirectTo: "/" }),
        redirect: "manual",
      });
      await response.arrayBuffer();
      return cookieOf(response, cookie);
    };
    const answered = await subscribe(cookieOf(await answer({ choice: "all", redirectTo: "/" })));
    expect(answered).toContain("__session=");
    const unanswered = await subscribe("__visitor=consent-test-visitor-0001");

    const full = await get("/delivery", answered);
    expect(full.headers.get("x-cache")).toBeNull();
    expect(bannerOf(full.text)).toEqual({ shown: false, consent: { analytics: true, marketing: true } });
    expect(bannerOf((await get("/delivery", unanswered)).text)).toEqual({ shown: true, consent: null });
  });

  test("the cookie settings page shows the current answer and is never shared", async () => {
    const all = cookieOf(await answer({ choice: "all", redirectTo: "/consent" }));
    const page = await get("/consent", all);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain("Your current choice: all cookies.");
    expect(page.text).not.toContain("consent-banner-heading");
    expect((await get("/consent")).text).toContain("You have not chosen yet");
    expect((await answer({ choice: "maybe", redirectTo: "/" })).status).toBe(400);
  });
});
