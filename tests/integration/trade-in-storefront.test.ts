import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogFixture } from "../support/catalog-fixture";
import { tempDatabase } from "../support/temp-database";
import { callRoute } from "../support/route-args";

/**
 * The /trade-in route against the embedded commerce backend (in process, real SQLite in a temp folder), with
 * no COMMERCE_SECRET: the storefront derives the valuation API key from the secret the backend generates into
 * DATA_DIR. The steps' loader (forged ids are 404s, an incomplete step form a 400), and the submit: the price
 * is the backend's, whatever is posted, and only a quote (decision 038); the honeypot, a bad e-mail and the
 * per-mailbox limit record nothing.
 */

const database = tempDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "trade-in-data-"));
const ORIGIN = "http://store.test";
/** iPhone 15 Pro (seeded ids), 256 GB, a lightly scratched screen, the best answer to every other question. */
const QUOTE = "category=1&brand=1&model=7&a7=23&q1=1&q2=4&q3=6&q4=10&q5=13";
const PRICE = 263_500;

type Route = typeof import("~/routes/($lang).trade-in._index");
type Models = typeof import("~/models/trade-in.server");
type Honeypot = typeof import("~/lib/honeypot.server");
type Accounts = typeof import("~/models/account.server");
type Sessions = typeof import("~/lib/session.server");
let route: Route;
let models: Models;
let honeypot: Honeypot;
let accounts: Accounts;
let sessions: Sessions;

beforeAll(async () => {
  await createCatalogFixture(database.url);
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = dataDir;
  process.env.SEED_PRODUCTS = "0";
  process.env.SESSION_SECRET = "trade-in-test-secret";
  route = await import("~/routes/($lang).trade-in._index");
  models = await import("~/models/trade-in.server");
  honeypot = await import("~/lib/honeypot.server");
  accounts = await import("~/models/account.server");
  sessions = await import("~/lib/session.server");
});

afterAll(() => {
  database.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status: number;
  location: string | null;
  body: any;
}

function outcomeOf(result: unknown): Outcome {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), body: null };
  // Single fetch `data()`: { type: "DataWithResponseInit", data, init }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, body: data };
}

async function get(query: string, cookie?: string): Promise<Outcome> {
  const request = new Request(`${ORIGIN}/trade-in?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return outcomeOf(await callRoute(route.loader, request));
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

let clients = 0;

/** Posts the quote's form as a browser without JavaScript does, from its own client address unless told. */
async function submit(fields: Record<string, string>, { query = QUOTE, client = `10.1.0.${++clients}` } = {}): Promise<Outcome> {
  const body = new URLSearchParams({ [honeypot.honeypotInputProps.nameFieldName]: "", terms: "on", ...fields });
  const request = new Request(`${ORIGIN}/trade-in?index&${query}`, { method: "POST", headers: { Origin: ORIGIN }, body });
  try {
    return outcomeOf(await callRoute(route.action, request, {}, { clientAddress: client }));
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

const referenceOf = (location: string | null) => /^\/trade-in\/voucher\/([\w-]+)$/.exec(location ?? "")?.[1];

describe("the steps", () => {
  it("go from the device type to the quote, each step's lists in the page data", async () => {
    const start = await get("");
    expect(start.body.view).toMatchObject({ step: "category", categories: [{ name: "Smartphones" }, {}, {}, {}] });
    expect((await get("category=1")).body.view.brands.map((b: any) => b.name)).toEqual(["Apple", "Samsung", "Google"]);
    expect((await get("category=1&brand=1&model=7")).body.view).toMatchObject({ step: "attributes", missing: [] });
    const quote = await get(QUOTE);
    expect(quote.status).toBe(200);
    expect(quote.body.view.step).toBe("quote");
    expect(quote.body.quote).toMatchObject({ price: PRICE, grade: "good", asset: { name: "iPhone 15 Pro" } });
  });

  it("prefill the quote's e-mail for a signed-in customer", async () => {
    const email = "mariam@example.ae";
    const password = "Falcon-Dunes-42";
    await accounts.createAccount("en", { email, firstname: "Mariam", lastname: "Saeed", mobile: "521234567", password });
    const pair = await accounts.signInWithPassword("en", email, password);
    const session = await sessions.sessionStorage.getSession();
    session.set("customerToken", pair.token);
    session.set("refreshToken", pair.refreshToken);
    const cookie = (await sessions.sessionStorage.commitSession(session)).split(";")[0]!;
    expect((await get(QUOTE, cookie)).body.email).toBe(email);
    expect((await get(QUOTE)).body.email).toBe("");
  });

  it("answer a forged or unknown id with the 404 page, and a step form sent incomplete with a 400", async () => {
    const forged = [
      "category=99",
      "category=x",
      "category=1&brand=4",
      "category=1&brand=1&model=9999",
      "category=1&brand=1&model=7&a7=1",
      "category=1&brand=1&model=7&a99=1",
      `${QUOTE}&q6=1`,
    ];
    for (const query of forged) {
      expect((await get(query)).status, query).toBe(404);
    }
    const incomplete = await get("category=1&brand=1&model=7&step=attributes");
    expect(incomplete).toMatchObject({ status: 400, body: { view: { step: "attributes", missing: [7] } } });
  });
});

describe("submitting the quote", () => {
  it("records a quote at the backend's price, whatever price is posted, issues no voucher, and sends to its page", async () => {
    const sent = await submit({ email: "noura@example.ae", price: "999999", value: "999999" });
    expect(sent.status).toBe(303);
    const reference = referenceOf(sent.location);
    expect(reference).toBeDefined();
    const valuation = await models.findValuation("en", reference!);
    expect(valuation).toMatchObject({ email: "noura@example.ae", price: PRICE, status: "awaiting_device", voucher: null });
  });

  it("refuses a bad e-mail, missing terms and a filled honeypot with the form's errors, recording nothing", async () => {
    const badEmail = await submit({ email: "noura@" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.result.error.email).toEqual(["validation.emailInvalid"]);
    expect(badEmail.body.result.initialValue.email).toBe("noura@");
    const noTerms = await submit({ email: "noura@example.ae", terms: "" });
    expect(noTerms.body.result.error.terms).toEqual(["tradein:validation.terms"]);
    const bot = await submit({ email: "noura@example.ae", [honeypot.honeypotInputProps.nameFieldName]: "http://spam.example" });
    expect(bot.status).toBe(400);
    expect(bot.location).toBeNull();
  });

  it("posted for an incomplete or forged description is the 404 page", async () => {
    expect((await submit({ email: "noura@example.ae" }, { query: "category=1&brand=1&model=7" })).status).toBe(404);
    expect((await submit({ email: "noura@example.ae" }, { query: QUOTE.replace("q5=13", "q5=99") })).status).toBe(404);
  });

  it("takes at most five quotes an hour for one mailbox, from any number of addresses", async () => {
    for (let i = 0; i < 5; i++) expect((await submit({ email: "Hamad@Example.ae" })).status).toBe(303);
    const limited = await submit({ email: "hamad@example.ae" });
    expect(limited.status).toBe(429);
    expect(limited.body.result.error[""]).toEqual(["errors.rateLimited"]);
  });
});
