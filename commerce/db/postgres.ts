import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

/** Connections each server process keeps open; a store node serves many requests on a few connections. */
const POOL_SIZE = 10;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * `count(*)` and `sum()` of integers answer `bigint` (and `sum()` of bigints `numeric`), which node-postgres
 * hands over as strings so that no precision is lost. Our counts and sums of fils stay far below 2^53, and
 * the code was written for numbers, as SQLite returns them: read both as numbers.
 */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** The production engine: one PostgreSQL database that every node of the store shares. */
export function openPostgres(databaseUrl: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, types });
  // A connection the server drops (a restart, a failover) must not bring the process down: the query in
  // flight fails, the pool opens a new connection for the next one.
  const lost = (error: Error) => console.error("PostgreSQL connection lost:", error.message);
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
