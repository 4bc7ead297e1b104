import { PostgresAdapter, type Kysely } from "kysely";

export { isPostgresUrl } from "../../common/database-url";

/** Which engine a connection talks to, for the few places where the two spell something differently. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
