import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPostgresUrl } from "../../commerce/db/engine";

/**
 * The engine the tests run on: `TEST_DATABASE_URL=postgres://…` names a PostgreSQL server (an administrator's
 * database on it, such as the one `scripts/postgres.sh start` prints); unset, each test uses a SQLite file.
 */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export interface TempDatabase {
  url: string;
  remove(): void;
}

/**
 * A fresh, empty database for one test file (or benchmark), removed afterwards: a SQLite file in a new
 * directory, or a new database on a PostgreSQL server (by default TEST_DATABASE_URL's). Made synchronously
 * (psql), so a test file or the Playwright configuration can ask for one at load time.
 */
export function tempDatabase(serverUrl = testServerUrl()): TempDatabase {
  if (serverUrl && isPostgresUrl(serverUrl)) return tempPostgresDatabase(serverUrl);
  return tempSqliteDatabase();
}

/** A SQLite file in a new directory, whatever TEST_DATABASE_URL says: for what only a SQLite store does. */
export function tempSqliteDatabase(): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), "store-test-"));
  return { url: `file:${join(dir, "store.db")}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function tempPostgresDatabase(serverUrl: string): TempDatabase {
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  execFileSync("psql", [serverUrl, "--quiet", "--command", `CREATE DATABASE ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE closes connections a test left open (a child process that was killed, say).
    remove: () => execFileSync("psql", [serverUrl, "--quiet", "--command", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}
