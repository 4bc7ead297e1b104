import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogFixture } from "../support/catalog-fixture";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The endpoint the browser sends its queued cart changes to (decision 058), through the storefront's route and the
 * embedded backend: a change sent again with its key is made once and answered the same; a change queued for
 * another owner than the session's is held, not made; one without a key is refused.
 * Fixture products: CASE (AED 199.00, simple).
 */
const database = tempDatabase();
const ORIGIN = "http://store.test";

type Route = typeof import("~/routes/($lang).cart_.tasks");
type Sessions = typeof import("~/lib/session.server");
let route: Route;
let sessions: Sessions;

beforeAll(async () => {
  await createCatalogFixture(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.SEED_PRODUCTS = "0";
  process.env.SESSION_SECRET = "cart-tasks-test-secret";
  route = await import("~/routes/($lang).cart_.tasks");
  sessions = await import("~/lib/session.server");
});

afterAll(() => database.remove());

async function sendTask(fields: Record<string, string>, { key, cookie, lang }: { key?: string; cookie?: string; lang?: string } = {}) {
  const headers = new Headers({ Origin: ORIGIN });
  if (key) headers.set("Idempotency-Key", key);
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${ORIGIN}${lang ? `/${lang}` : ""}/cart/tasks`, { method: "POST", headers, body: new URLSearchParams(fields) });
  const response = (await callRoute(route.action, request, lang ? { lang } : {})) as Response;
  return { status: response.status, body: await response.json(), cookie: response.headers.get("Set-Cookie")?.split(";")[0] };
}

async function cartQty(cookie: string | undefined): Promise<number> {
  expect(cookie).toBeTruthy();
  const session = await sessions.sessionStorage.getSession(cookie);
  const { getCartItemCount } = await import("~/models/cart.server");
  return getCartItemCount({ locale: "en", cartToken: session.get("cartToken") as string });
}

describe("queued cart changes", () => {
  it("a change sent again with the same key is made once, and answered the same", async () => {
    const fields = { intent: "add", sku: "CASE", qty: "٢", owner: "guest" };
    const first = await sendTask(fields, { key: "task-key-00000001" });
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const again = await sendTask(fields, { key: "task-key-00000001", cookie: first.cookie });
    expect(again.body).toEqual(first.body);
    expect(await cartQty(again.cookie ?? first.cookie)).toBe(2);
    const next = await sendTask({ ...fields, qty: "1" }, { key: "task-key-00000002", cookie: first.cookie });
    expect(next.body.ok).toBe(true);
    expect(await cartQty(next.cookie ?? first.cookie)).toBe(3);
  });

  it("a refusal comes back in the shopper's language, for the queue to show", async () => {
    const refused = await sendTask({ intent: "add", sku: "NO-SUCH-SKU", qty: "1", owner: "guest" }, { key: "task-key-00000003", lang: "ar" });
    expect(refused.status).toBe(400);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("a change queued for another owner is held for them, and nothing changes", async () => {
    const first = await sendTask({ intent: "add", sku: "CASE", qty: "1", owner: "guest" }, { key: "task-key-00000004" });
    const held = await sendTask({ intent: "add", sku: "CASE", qty: "5", owner: "c-someone-else" }, { key: "task-key-00000005", cookie: first.cookie });
    expect(held).toMatchObject({ status: 409, body: { ok: false, held: true } });
    expect(await cartQty(first.cookie)).toBe(1);
  });

  it("a change without a key, or one that cannot wait (buy now), is refused", async () => {
    expect((await sendTask({ intent: "add", sku: "CASE", qty: "1", owner: "guest" })).status).toBe(400);
    expect((await sendTask({ intent: "buy-now", sku: "CASE", qty: "1", owner: "guest" }, { key: "task-key-00000006" })).status).toBe(400);
  });
});
