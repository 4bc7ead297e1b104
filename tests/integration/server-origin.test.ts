import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../commerce/db/connection";
import { readMail } from "../support/mime";
import { rawExchange, rawRequest, startStorefront, type RawAnswer, type Storefront } from "../support/storefront-server";
import { tempSqliteDatabase } from "../support/temp-database";

/**
 * Absolute URLs in pages (canonical, hreflang, JSON-LD, sitemaps) come from PUBLIC_ORIGIN when it is set,
 * else from a Host header that is a host name; the request target is always a path on that origin. A
 * request can never make the store write, or cache, a page that points at another host.
 */

/** `//evil.example`, `\/\/evil.example` (JSON), `%2F%2Fevil.example`…: a URL that leads to that host. */
const LEADS_TO_EVIL = /(?:\/|\\\/|\\|%2f|%5c){2}evil\.example/i;

function everything(answer: RawAnswer): string {
  return `${answer.rawHeaders.join("\n")}\n\n${answer.body}`;
}

/**
 * A server with OUTBOX_DIR, and a way to ask it for a password-reset e-mail: the link in it, as a shopper who
 * reached the store at `host` would find it in their mailbox.
 */
async function startWithOutbox(env: Record<string, string> = {}) {
  // SQLite: a production node on PostgreSQL needs PUBLIC_ORIGIN, and this store may be without one.
  const database = tempSqliteDatabase();
  const outboxDir = mkdtempSync(path.join(tmpdir(), "store-outbox-"));
  const server = await startStorefront({ ...env, DATABASE_URL: database.url, OUTBOX_DIR: outboxDir });
  const db = openDatabase(database.url);
  const email = "sara@example.ae";
  const at = new Date().toISOString();
  await db
    .insertInto("customers")
    .values({ email, firstname: "Sara", lastname: "Ahmed", mobile: "501234567", password_hash: "unused", group_id: 1, store_id: 1, created_at: at, updated_at: at })
    .execute();
  await db.destroy();

  /** The reset link e-mailed after a request sent with this Host, from a page of `origin` (the browser's Origin). */
  async function resetLinkVia(host: string, origin = `http://${host}`): Promise<string> {
    const before = new Set(readdirSync(outboxDir));
    const answer = await rawRequest(server.port, {
      method: "POST",
      path: "/forgot-password",
      headers: { Host: host, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(answer.status).toBe(303);
    // Polled until the file is written whole: the outbox may be seen between creating it and finishing it.
    const linkInMail = () => {
      const file = readdirSync(outboxDir).find((name) => !before.has(name) && name.endsWith("-passwordReset.eml"));
      const text = file && readMail(readFileSync(path.join(outboxDir, file))).part("text/plain");
      return text?.match(/https?:\/\/\S+\/resetpassword\?\S+/)?.[0];
    };
    await expect.poll(linkInMail, { timeout: 10_000 }).toBeDefined();
    return linkInMail()!;
  }

  return {
    server,
    resetLinkVia,
    async stop() {
      await server.stop();
      database.remove();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

describe("without PUBLIC_ORIGIN", () => {
  let server: Storefront;
  let store: Awaited<ReturnType<typeof startWithOutbox>>;
  beforeAll(async () => {
    store = await startWithOutbox();
    server = store.server;
  });
  afterAll(() => store?.stop());

  test("says so once when it starts", () => {
    expect(server.output().split("PUBLIC_ORIGIN is not set").length - 1).toBe(1);
  });

  test("links in e-mails lead to the address the shopper's request was sent to", async () => {
    const host = `shop.example:${server.port}`;
    expect(new URL(await store.resetLinkVia(host)).origin).toBe(`http://${host}`);
    expect(new URL(await store.resetLinkVia(`127.0.0.1:${server.port}`)).origin).toBe(`http://127.0.0.1:${server.port}`);
  });

  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, { path, headers });

  test.each(["/c/smartphones", "/sitemap.xml", "/sitemap/pages.xml", "/sitemap/categories.xml", "/robots.txt"])(
    "the target //evil.example%s stays a path on this host, and nothing is cached for it",
    async (path) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await get(`//evil.example${path}`);
        expect(everything(answer)).not.toMatch(LEADS_TO_EVIL);
        expect(answer.headers["x-cache"]).toBeUndefined();
        expect(answer.status).toBe(301);
        expect(answer.headers.location).toBe(`/evil.example${path}`);
        const followed = await get(answer.headers.location!);
        expect(followed.status).toBe(404);
        expect(everything(followed)).not.toMatch(LEADS_TO_EVIL);
      }
      const real = await get(path);
      expect(real.status).toBe(200);
      expect(everything(real)).not.toContain("evil.example");
    },
  );

  test("an empty segment after the language prefix cannot make the language switch another host", async () => {
    const answer = await get("/ar//evil.example/c/smartphones");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/ar/evil.example/c/smartphones");
    const followed = await get("/ar/evil.example/c/smartphones");
    expect(everything(followed)).not.toMatch(LEADS_TO_EVIL);
  });

  test("a backslash is read as a slash, as browsers read it", async () => {
    const answer = await get("/\\evil.example/c/smartphones");
    expect(everything(answer)).not.toMatch(LEADS_TO_EVIL);
    expect(answer.headers.location).toBe("/evil.example/c/smartphones");
  });

  test("an absolute-form target gives its path, on this host", async () => {
    const answer = await get("http://evil.example/c/smartphones", { Host: `127.0.0.1:${server.port}` });
    expect(answer.status).toBe(200);
    expect(everything(answer)).not.toContain("evil.example");
    expect(answer.body).toContain(`<link rel="canonical" href="http://127.0.0.1:${server.port}/c/smartphones"/>`);
  });

  test("a Host header that is a host name is the origin of the page's links", async () => {
    const answer = await get("/c/smartphones", { Host: "WWW.Example.ae:8080" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<link rel="canonical" href="http://www.example.ae:8080/c/smartphones"/>');
  });

  test.each(["evil.example/c/smartphones?", "evil.example#x", "user@evil.example", "evil.example:port", "evil_example", ".evil", "[:::1]", "example.ae:99999", ""])(
    "a Host header %j is a 400",
    async (host) => {
      const { text } = await rawExchange(server.port, `GET /c/smartphones HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(text).toMatch(/^HTTP\/1\.1 400 /);
    },
  );

  test("nothing above was an error of ours", () => {
    expect(server.output()).not.toMatch(/Error/);
  });
});

describe("with PUBLIC_ORIGIN", () => {
  const ORIGIN = "https://www.example.ae";
  let server: Storefront;
  let store: Awaited<ReturnType<typeof startWithOutbox>>;
  beforeAll(async () => {
    store = await startWithOutbox({ PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: "1" });
    server = store.server;
  });
  afterAll(() => store?.stop());

  test("links in e-mails lead to it, whatever the Host", async () => {
    expect(server.output()).not.toContain("PUBLIC_ORIGIN is not set");
    const link = await store.resetLinkVia(`shop.example:${server.port}`, ORIGIN);
    expect(new URL(link).origin).toBe(ORIGIN);
  });

  const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" };

  test.each([
    ["/c/smartphones", `<link rel="canonical" href="${ORIGIN}/c/smartphones"/>`],
    ["/ar/c/smartphones", `<link rel="alternate" hrefLang="en" href="${ORIGIN}/c/smartphones"/>`],
    ["/sitemap.xml", `<loc>${ORIGIN}/sitemap/pages.xml</loc>`],
    ["/sitemap/categories.xml", `<loc>${ORIGIN}/c/smartphones</loc>`],
    ["/robots.txt", `Sitemap: ${ORIGIN}/sitemap.xml`],
  ])("%s names only the public origin, whatever the Host headers say, and so does its cached copy", async (path, expected) => {
    const answer = await rawRequest(server.port, { path, headers: forged });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(expected);
    expect(everything(answer)).not.toContain("evil.example");

    const later = await rawRequest(server.port, { path });
    expect(later.body).toContain(expected);
    expect(everything(later)).not.toContain("evil.example");
  });

  test("a post from the public origin reaches the action (React Router's own Origin check agrees)", async () => {
    const answer = await rawRequest(server.port, {
      method: "POST",
      path: "/cart",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=add&sku=NO-SUCH-SKU&qty=1&redirectTo=%2Fcart",
    });
    expect(answer.status).toBe(303);
  });

  test("a post from the Host it was sent to, not the public origin, is refused", async () => {
    const answer = await rawRequest(server.port, {
      method: "POST",
      path: "/cart",
      headers: { Origin: `http://127.0.0.1:${server.port}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=add&sku=NO-SUCH-SKU&qty=1",
    });
    expect(answer.status).toBe(403);
  });
});
