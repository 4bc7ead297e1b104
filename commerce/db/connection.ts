export { isPostgres, isPostgresUrl } from "./engine";
import { Migrator, type Kysely, type MigrationProvider } from "kysely";
import { isPostgresUrl } from "./engine";
import { migrations } from "./migrations";
import { openPostgres } from "./postgres";
import type { Database } from "./schema";
import { openSqlite } from "./sqlite";

export type DB = Kysely<Database>;

/**
 * `DATABASE_URL` chooses the engine (decision 019): `postgres://` (or `postgresql://`) opens PostgreSQL, the
 * production engine several machines share; `file:` (or a plain path) the embedded SQLite file, the default that
 * needs no server. Both run the same queries and the same migrations.
 */
export function openDatabase(databaseUrl: string): DB {
  return isPostgresUrl(databaseUrl) ? openPostgres(databaseUrl) : openSqlite(databaseUrl);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
