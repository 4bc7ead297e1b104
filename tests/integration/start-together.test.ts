import { afterAll, describe, expect, it } from "vitest";
import { startCommerce } from "../../commerce/service";
import { tempDatabase, testServerUrl } from "../support/temp-database";

/**
 * Machines of one store that start at the same moment on a new PostgreSQL database: the migrations run once
 * (kysely's migrator locks), the demo catalogue is seeded once, and every machine starts. (Processes on one
 * SQLite file do not start together: server.js starts the others once the first is serving.)
 */
describe.runIf(testServerUrl())("several machines starting on one empty database", () => {
  const database = tempDatabase();
  afterAll(() => database.remove());

  it("migrate and seed it once, and all start", { timeout: 60_000 }, async () => {
    const machines = await Promise.all([1, 2, 3].map(() => startCommerce({ databaseUrl: database.url, seedProducts: 120 })));
    try {
      const db = machines[0]!.context.db;
      const { count } = await db.selectFrom("products").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
      const seeded = await db.selectFrom("store_views").select("code").execute();
      expect(seeded.map((view) => view.code).sort()).toEqual(["ar", "en"]);
      expect(count).toBeGreaterThanOrEqual(120);
      for (const machine of machines) expect(machine.context.search.size).toBe(machines[0]!.context.search.size);
    } finally {
      await Promise.all(machines.map((machine) => machine.close()));
    }
  });
});
