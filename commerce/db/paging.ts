import { sql, type SelectQueryBuilder } from "kysely";

/**
 * How many rows `query` finds, whatever it selects and orders: the "of N" of a list's page, counted on the same
 * filtered query the page's rows are read from.
 */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const { total } = await query.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as("total")).$castTo<{ total: number }>().executeTakeFirstOrThrow();
  // PostgreSQL answers a count as a string.
  return Number(total);
}
