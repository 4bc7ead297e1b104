import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../commerce/db/connection";
import { queueMessage } from "../../commerce/outbox/outbox";
import { formatNuError, validateHtml } from "../support/nu-validator";
import { rawRequest, startStorefront, type Storefront } from "../support/storefront-server";
import { tempDatabase } from "../support/temp-database";

/**
 * The outbox viewer (/outbox, decision 014) on the production build: served by a development or test server,
 * private, valid HTML in both languages; a 404 with NODE_ENV=production. OUTBOX_DIR reaches the backend.
 */
const database = tempDatabase();
const outboxDir = mkdtempSync(join(tmpdir(), "store-outbox-"));
let server: Storefront;
let productionServer: Storefront;

beforeAll(async () => {
  [server, productionServer] = await Promise.all([
    startStorefront({ NODE_ENV: "test", DATABASE_URL: database.url, OUTBOX_DIR: outboxDir }),
    startStorefront(),
  ]);
  // Queued by another connection to the server's database, as a second server process would.
  const db = openDatabase(database.url);
  const at = new Date();
  await queueMessage(
    db,
    { to: "sara@example.ae", locale: "en", template: "passwordReset", params: { name: "Sara <b>", link: "https://www.example.ae/resetpassword?email=sara%40example.ae&token=abc" } },
    at,
  );
  await queueMessage(db, { to: "omar@example.ae", locale: "ar", template: "welcome", params: { name: "عمر", email: "omar@example.ae" } }, at);
  await queueMessage(db, { to: "501234567", locale: "ar", template: "signInCode", params: { code: "482913" } }, at);
  await db.destroy();
});
afterAll(async () => {
  await Promise.all([server?.stop(), productionServer?.stop()]);
  database.remove();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe("the outbox viewer", () => {
  test("lists the latest messages with their text and links, privately", async () => {
    const answer = await rawRequest(server.port, { path: "/outbox" });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const html = answer.body;
    expect(html).toContain("<h1>Outbox</h1>");
    expect(html.indexOf("Text message to")).toBeLessThan(html.indexOf("Reset your Nour Electronics password"));
    expect(html).toContain("Hello Sara &lt;b&gt;,");
    expect(html).toContain('<a href="https://www.example.ae/resetpassword?email=sara%40example.ae&amp;token=abc" dir="ltr">');
    expect(html).toContain('lang="ar" dir="rtl"');
  });

  test("is valid HTML in both languages", async () => {
    const pages = new Map<string, string>();
    for (const path of ["/outbox", "/ar/outbox"]) pages.set(path, (await rawRequest(server.port, { path })).body);
    expect((await validateHtml(pages)).map(formatNuError)).toEqual([]);
  });

  test("answers only GET", async () => {
    const answer = await rawRequest(server.port, { method: "POST", path: "/outbox", headers: { Origin: server.origin } });
    expect(answer.status).toBe(405);
  });

  test("the backend writes the messages to OUTBOX_DIR", async () => {
    await expect.poll(() => readdirSync(outboxDir).sort(), { timeout: 5_000 }).toEqual(["1-passwordReset.eml", "2-welcome.eml", "3-signInCode.txt"]);
  });

  test.each(["/outbox", "/ar/outbox"])("%s is a 404 in production", async (path) => {
    expect((await rawRequest(productionServer.port, { path })).status).toBe(404);
  });
});
