import { PostgresAdapter, type Kysely } from "kysely";

/** `postgres://` or `postgresql://`: the production engine; anything else is a SQLite file. */
export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(?:ql)?:\/\//.test(databaseUrl);
}

/** Which engine a connection talks to, for the few places where the two spell something differently. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
