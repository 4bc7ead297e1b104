import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerce, type Commerce } from "../../commerce/service";
import { call } from "../support/call";
import { readMail } from "../support/mime";
import { tempDatabase } from "../support/temp-database";

/** The outbox inside the commerce backend: messages the endpoints queue are delivered, and listed outside production. */

const database = tempDatabase();
// Its own database: its delivery would otherwise take messages before the other backend writes them out.
const productionDatabase = tempDatabase();
const outboxDir = mkdtempSync(join(tmpdir(), "store-outbox-"));
let commerce: Commerce;
let production: Commerce;

beforeAll(async () => {
  commerce = await startCommerce({ databaseUrl: database.url, outboxDir, storefrontOrigin: "https://www.example.ae" });
  production = await startCommerce({ databaseUrl: productionDatabase.url, production: true });
  const created = await call(commerce.handler, "POST", "/api/user/create?storeCode=ar", {
    customer: { email: "sara@example.ae", firstname: "Sara", lastname: "Haddad", mobile: "0501234567" },
    password: "Tr1cky-Pass",
  });
  expect(created.status).toBe(200);
  const reset = await call(commerce.handler, "POST", "/api/user/reset-password?storeCode=en", { email: "sara@example.ae" });
  expect(reset.status).toBe(200);
  await call(commerce.handler, "POST", "/api/user/create?storeCode=en", {
    customer: { email: "omar@example.ae", firstname: "Omar", lastname: "Saleh", mobile: "0507654321" },
    password: "An0ther-Pass",
  });
});
afterAll(async () => {
  await Promise.all([commerce?.close(), production?.close()]);
  database.remove();
  productionDatabase.remove();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe("the commerce backend's outbox", () => {
  it("delivers what the endpoints queue: deliverOutbox() resolves once it is written", async () => {
    await commerce.deliverOutbox();
    expect(readdirSync(outboxDir).sort()).toEqual(["1-welcome.eml", "2-passwordReset.eml", "3-welcome.eml"]);
    const reset = readMail(readFileSync(join(outboxDir, "2-passwordReset.eml")));
    expect(reset.header("to")).toBe("sara@example.ae");
    expect(reset.part("text/plain")).toMatch(/https:\/\/www\.example\.ae\/resetpassword\?email=sara%40example\.ae&token=\S+/);
    expect(readMail(readFileSync(join(outboxDir, "1-welcome.eml"))).part("text/html")).toContain('dir="rtl"');
  });

  it("lists the latest messages first, with what a developer needs to read them", async () => {
    const { status, result } = await call(commerce.handler, "GET", "/api/outbox");
    expect(status).toBe(200);
    expect(result.map((message: { id: number }) => message.id)).toEqual([3, 2, 1]);
    expect(Object.keys(result[1]).sort()).toEqual(
      ["channel", "created_at", "headers", "id", "locale", "recipient", "status", "subject", "template", "text_body"].sort(),
    );
    expect(result[1]).toMatchObject({
      channel: "email",
      recipient: "sara@example.ae",
      template: "passwordReset",
      locale: "en",
      subject: "Reset your Nour Electronics password",
    });
  });

  it("filters by recipient and limits the list", async () => {
    const sara = await call(commerce.handler, "GET", "/api/outbox?recipient=sara%40example.ae");
    expect(sara.result.map((message: { template: string }) => message.template)).toEqual(["passwordReset", "welcome"]);
    const latest = await call(commerce.handler, "GET", "/api/outbox?limit=1");
    expect(latest.result.map((message: { id: number }) => message.id)).toEqual([3]);
  });

  it.each(["limit=0", "limit=201", "limit=many", "recipient="])("refuses ?%s with a 400", async (query) => {
    const answer = await call(commerce.handler, "GET", `/api/outbox?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.error?.field).toBe(query.split("=")[0]);
  });

  it("is a 404 in production, like an endpoint that does not exist", async () => {
    const answer = await call(production.handler, "GET", "/api/outbox?limit=5");
    expect(answer.status).toBe(404);
    expect(answer.result).toBe("No endpoint GET /api/outbox");
    expect((await call(production.handler, "GET", "/api/no-such-thing")).result).toBe("No endpoint GET /api/no-such-thing");
  });
});
