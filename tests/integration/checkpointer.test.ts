import { statSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { testServerUrl } from "../support/temp-database";

const fixture = useFixtureCommerce();

// SQLite only: PostgreSQL checkpoints by itself.
describe.skipIf(testServerUrl())("write-ahead log checkpoints", () => {
  it("move new carts into the database file in the background, not in a request", { timeout: 15_000 }, async () => {
    const file = fixture.databaseUrl().replace(/^file:/, "");
    const [setting] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(fixture.db())).rows;
    expect(setting?.wal_autocheckpoint).toBe(0);

    const before = statSync(file).size;
    for (let i = 0; i < 400; i++) expect((await fixture.post("/api/cart/create")).status).toBe(200);
    // Page-sized cart rows: the new pages sit in the log until a checkpoint copies them over.
    await expect.poll(() => statSync(file).size, { timeout: 5_000, interval: 200 }).toBeGreaterThan(before);
  });
});
