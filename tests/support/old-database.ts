import { Migrator } from "kysely";
import { expect } from "vitest";
import { openDatabase, type DB } from "../../commerce/db/connection";
import { migrations } from "../../commerce/db/migrations";
import { tempDatabase } from "./temp-database";

/** When the old rows were written. */
export const OLD_AT = "2026-05-01T10:00:00.000Z";

/**
 * A migration's test on rows written before it: a new database of the engine under test, migrated up to `before`,
 * with one product (`OLD-1`) for old orders to name. `migrateTo` runs the migrations up to the one named (all without a name);
 * `run` gets the store and the product, and the database is removed afterwards.
 */
export async function withDatabaseBefore(
  before: string,
  run: (old: { store: DB; productId: number; migrateTo: (migration?: string) => Promise<void> }) => Promise<void>,
): Promise<void> {
  const database = tempDatabase();
  const store = openDatabase(database.url);
  try {
    const migrator = new Migrator({ db: store, provider: { getMigrations: async () => migrations } });
    const migrateTo = async (migration?: string) =>
      expect((await (migration === undefined ? migrator.migrateToLatest() : migrator.migrateTo(migration))).error).toBeUndefined();
    await migrateTo(before);
    const product = await store
      .insertInto("products")
      .values({ sku: "OLD-1", type_id: "simple", url_key: "old-1", name_en: "Old", name_ar: "قديم", kind: "charger", price: 100, created_at: OLD_AT, updated_at: OLD_AT })
      .returning("id")
      .executeTakeFirstOrThrow();
    await run({ store, productId: product.id, migrateTo });
  } finally {
    await store.destroy();
    database.remove();
  }
}
