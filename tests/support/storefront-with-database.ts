import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DB } from "../../commerce/db/connection";
import { startStorefront, type Storefront } from "./storefront-server";
import { tempDatabase } from "./temp-database";

/**
 * The production server on a database of its own, which the test opens too to read what the server wrote (the
 * outbox, tokens). Started before the file's tests and stopped after them.
 */
export function storefrontWithDatabase(env: Record<string, string> = {}): { server: Storefront; db: DB } {
  const database = tempDatabase();
  const store = {} as { server: Storefront; db: DB };
  beforeAll(async () => {
    store.server = await startStorefront({ ...env, DATABASE_URL: database.url });
    store.db = openDatabase(database.url);
  });
  afterAll(async () => {
    await store.db?.destroy();
    await store.server?.stop();
    database.remove();
  });
  return store;
}
