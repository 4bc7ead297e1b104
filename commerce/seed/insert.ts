import { CompiledQuery, sql, type Insertable, type Kysely } from "kysely";
import { isPostgres } from "../db/engine";
import type { Database } from "../db/schema";

/** SQLite's default limit on bound parameters per statement (SQLITE_MAX_VARIABLE_NUMBER, 32766 since 3.32); PostgreSQL's is 65535. */
const SQLITE_MAX_VARIABLES = 32_766;
/** Keeps each statement's SQL text moderate; larger batches no longer speed things up. */
const MAX_ROWS_PER_STATEMENT = 500;

/**
 * Inserts rows with multi-row INSERT statements. The SQL is written here rather than through the query
 * builder because building a node per value costs more than the insert itself at catalogue sizes.
 * Every row must have the same keys as the first. Rows that bring their own ids move PostgreSQL's id sequence
 * past them, so that the ids it assigns later do not collide (SQLite takes the largest id + 1 by itself).
 */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  const rowsPerStatement = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(SQLITE_MAX_VARIABLES / columns.length)));
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values `;
  const postgres = isPostgres(db);
  const rowPlaceholders = (row: number) =>
    `(${columns.map((_, column) => (postgres ? `$${row * columns.length + column + 1}` : "?")).join(", ")})`;
  const statementFor = (count: number) => head + Array.from({ length: count }, (_, row) => rowPlaceholders(row)).join(", ");
  const fullStatement = statementFor(rowsPerStatement);

  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement);
    const parameters: unknown[] = [];
    for (const row of batch) {
      const values = row as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column] ?? null);
    }
    const statement = batch.length === rowsPerStatement ? fullStatement : statementFor(batch.length);
    await db.executeQuery(CompiledQuery.raw(statement, parameters));
  }
  if (postgres && columns.includes("id")) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
  return rows.length;
}
