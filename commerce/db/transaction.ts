import type { Transaction } from "kysely";
import type { DB } from "./connection";
import { isPostgres } from "./engine";
import type { Database } from "./schema";

/** How long a transaction PostgreSQL keeps refusing for conflicts is run again before it fails (as SQLite waits for its lock). */
const RETRY_LIMIT_MS = 10_000;
/** The longest pause between two runs; the pause doubles from 1 ms up to it, at a random point of each span. */
const MAX_PAUSE_MS = 64;

/** PostgreSQL's answers that mean "this transaction met another one; run it again" (serialization failure, deadlock). */
const RETRYABLE = new Set(["40001", "40P01"]);

/**
 * Runs `work` as one transaction, the only way the store opens one (decision 019).
 *
 * The code was written for SQLite, where a transaction takes the write lock when it begins
 * (`sqlite.ts`): transactions that write run one after another, so a read inside one stays true until it
 * commits. PostgreSQL gives the same guarantee at the SERIALIZABLE isolation level, by refusing one of two
 * transactions that would have seen each other's writes; the refused one runs again from the start, and
 * then sees what the other committed. `work` must therefore only touch the database (no e-mail sent, no
 * cache changed inside it), which every transaction here already does.
 */
export async function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return db.transaction().execute(work);
  const deadline = performance.now() + RETRY_LIMIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel("serializable").execute(work);
    } catch (error) {
      if (!RETRYABLE.has((error as { code?: string }).code ?? "") || performance.now() > deadline) throw error;
      // Random pauses spread out transactions that keep meeting each other (a hot cart, a last unit in stock).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, MAX_PAUSE_MS)));
    }
  }
}
