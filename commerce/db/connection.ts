import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type MigrationProvider,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { LRUCache } from "lru-cache";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/** `file:./data/store.db` or a plain path → the file path better-sqlite3 opens. */
export function databasePath(databaseUrl: string): string {
  if (databaseUrl.startsWith("postgres")) {
    throw new Error("PostgreSQL is not supported yet: DATABASE_URL must be a SQLite file (file:...)");
  }
  return databaseUrl.replace(/^file:/, "");
}

export function openDatabase(databaseUrl: string): DB {
  const path = databasePath(databaseUrl);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new ImmediateTransactionsDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Transactions take the write lock when they begin (`begin immediate`). Several server processes share
 * the file; a deferred transaction that reads and then writes fails at once with SQLITE_BUSY when another
 * process wrote in between, where an immediate one waits its turn (busy_timeout). Every transaction here
 * writes, so nothing is lost by taking the lock first.
 */
class ImmediateTransactionsDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/**
 * kysely prepares every query it runs, and better-sqlite3 compiles SQL on each prepare. Our queries come
 * from a fixed set of shapes, so compiled statements are kept by their SQL text (bounded, for the shapes
 * that vary with the length of an `in (...)` list).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 1000 });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
