import { afterAll, beforeAll, describe, expect, it } from "vitest";
import accountEn from "../../app/locales/en/account";
import { startStorefront, type Storefront } from "../support/storefront-server";
import { tempDatabase, testServerUrl, type TempDatabase } from "../support/temp-database";

/**
 * With RATE_LIMIT_STORE=database, two storefront servers (two machines) on one PostgreSQL database count
 * one client's attempts together: a guesser spreading tries over the machines behind a proxy meets the same
 * limit as one hitting a single machine.
 */

let database: TempDatabase;
const servers: Storefront[] = [];
beforeAll(async () => {
  if (!testServerUrl()) return;
  database = tempDatabase();
  const env = { DATABASE_URL: database.url, RATE_LIMIT_STORE: "database", TRUST_PROXY: "1" };
  // One after the other: the first migrates and seeds the database.
  servers.push(await startStorefront(env));
  servers.push(await startStorefront(env));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  database?.remove();
});

async function signIn(server: Storefront, attempt: number) {
  const response = await fetch(`${server.origin}/sign-in`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.9.0.1" },
    body: new URLSearchParams({ email: "shared-victim@example.ae", password: `guess-${attempt}` }),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

describe.runIf(testServerUrl())("rate limits shared by the machines", () => {
  it("count one address's wrong passwords for one account across both servers", async () => {
    // The per-account policy allows 10 in 15 minutes from one address: 5 on each machine.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(servers[attempt % 2]!, attempt)).status).toBe(400);
    }
    for (const server of servers) {
      const limited = await signIn(server, 99);
      expect(limited.status).toBe(429);
      expect(limited.html).toContain(accountEn.errors.rateLimited);
    }
  });
});
