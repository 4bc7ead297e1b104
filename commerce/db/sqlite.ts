import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "./schema";

/** `file:./data/store.db` or a plain path → the file path better-sqlite3 opens. */
export function sqlitePath(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, "");
}

/** The embedded engine: one file that every server process on this machine opens. */
export function openSqlite(databaseUrl: string): Kysely<Database> {
  const path = sqlitePath(databaseUrl);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // No busy_timeout: SQLite would wait for another process's write lock by sleeping, which stops this
  // process's event loop; ImmediateTransactionsDriver waits without blocking instead.
  sqlite.pragma("busy_timeout = 0");
  return new Kysely<Database>({ dialect: new ImmediateTransactionsDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Several server processes share the file, so writes meet each other's lock. Two rules make that safe:
 * - transactions take the write lock when they begin (`begin immediate`): a deferred transaction that reads
 *   and then writes fails outright when another process wrote in between. Every transaction here writes,
 *   so nothing is lost by taking the lock first;
 * - a statement refused with SQLITE_BUSY (another process holds the lock, for well under a millisecond) is
 *   retried after yielding to the event loop, so this process goes on serving meanwhile.
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
  override async acquireConnection(): Promise<DatabaseConnection> {
    return waitingForLocks(await super.acquireConnection());
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** How long a statement waits for another process's lock before it fails (as busy_timeout would). */
const LOCK_WAIT_LIMIT_MS = 5_000;

function waitingForLocks(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery(query) {
      const deadline = performance.now() + LOCK_WAIT_LIMIT_MS;
      for (let attempt = 0; ; attempt++) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if (!isBusy(error) || performance.now() > deadline) throw error;
          // The first retries come as soon as the event loop has run once; then back off to 1 ms.
          await new Promise((resolve) => (attempt < 10 ? setImmediate(resolve) : setTimeout(resolve, 1)));
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

function isBusy(error: unknown): boolean {
  return error instanceof SQLite.SqliteError && error.code.startsWith("SQLITE_BUSY");
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
