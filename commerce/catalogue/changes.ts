import { sql } from "kysely";
import type { DB } from "../db/connection";
import { isPostgres } from "../db/engine";

/**
 * Catalogue changes between processes and machines (decision 015): whatever changes stock, prices, categories
 * or brands writes a catalogue_changes row in its own transaction (`recordCatalogueChange`), and every storefront process
 * follows the table (`followCatalogueChanges`), refreshing its search index and caches. On PostgreSQL the
 * same transaction also sends a notification, which wakes the followers at once (decision 019); the
 * reads every POLL_INTERVAL_MS stay the ground truth, for a notification lost with a connection.
 */
export const POLL_INTERVAL_MS = 1000;

/** The channel of PostgreSQL's LISTEN/NOTIFY that says "catalogue_changes has a new row". */
export const CATALOGUE_CHANNEL = "catalogue_changes";

/**
 * An id missing below newer rows is a transaction that took its id and has not committed yet (PostgreSQL
 * hands out ids before commit), or one that rolled back. It is waited for this long, then given up.
 */
const GAP_PATIENCE_MS = 30_000;

/** Records that these products changed; call inside the transaction that changed them. */
export async function recordCatalogueChange(db: DB, productIds: readonly number[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await insertChange(db, productIds, now);
}

/**
 * Records that categories or brands changed, with the products whose search documents show them (none, for a
 * new category or a new order of siblings). The row is written in any case: every process reloads the
 * reference data its menu, category and brand pages are built from, and drops its cached pages.
 */
export async function recordReferenceChange(db: DB, productIds: readonly number[], now: Date): Promise<void> {
  await insertChange(db, productIds, now);
}

/**
 * Records that pages or banners changed, no product: a row naming none, which still makes every process drop its
 * cached pages and reads (decision 056). Call inside the transaction that changed them.
 */
export async function recordContentChange(db: DB, now: Date): Promise<void> {
  await insertChange(db, [], now);
}

async function insertChange(db: DB, productIds: readonly number[], now: Date): Promise<void> {
  await db.insertInto("catalogue_changes").values({ product_ids: JSON.stringify(productIds), created_at: now.toISOString() }).execute();
  if (isPostgres(db)) await sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`.execute(db);
}

export interface CatalogueChangeFollower {
  /** Reads new rows now, after any read under way; the timer calls it every second. */
  poll(): Promise<void>;
  /** A new row is known to exist: read soon, without piling up reads. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The product ids of rows newer than start-up go to `onChange`, each row once; a row without products (a
 * reference change) still calls it, with whatever ids the other rows read with it carry. Rows older than start-up
 * are not replayed: what a process builds at start-up already reflects them.
 */
export async function followCatalogueChanges(db: DB, onChange: (productIds: number[]) => Promise<void>): Promise<CatalogueChangeFollower> {
  const newest = await db.selectFrom("catalogue_changes").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow();
  // Every id up to `settled` is handled or given up; `handled` holds the handled ids above it.
  let settled = newest.id ?? 0;
  const handled = new Set<number>();
  const missingSince = new Map<number, number>();

  const settle = () => {
    const top = Math.max(settled, ...handled);
    while (settled < top) {
      const next = settled + 1;
      if (!handled.delete(next)) {
        const since = missingSince.get(next) ?? performance.now();
        missingSince.set(next, since);
        if (performance.now() - since < GAP_PATIENCE_MS) return;
      }
      missingSince.delete(next);
      settled = next;
    }
  };

  const readNew = async () => {
    const rows = await db.selectFrom("catalogue_changes").select(["id", "product_ids"]).where("id", ">", settled).orderBy("id").execute();
    const fresh = rows.filter((row) => !handled.has(row.id));
    if (fresh.length > 0) {
      // Marked handled only once handled, so a failure is retried on the next read.
      await onChange([...new Set(fresh.flatMap((row) => JSON.parse(row.product_ids) as number[]))]);
      for (const row of fresh) handled.add(row.id);
    }
    settle();
  };

  // Reads run one after another, never two at once.
  let queue = Promise.resolve();
  let queued = 0;
  const poll = () => {
    queued += 1;
    queue = queue
      .then(readNew)
      .catch((error: unknown) => console.error("commerce: reading catalogue changes failed:", error))
      .finally(() => {
        queued -= 1;
      });
    return queue;
  };
  const timer = setInterval(() => {
    if (queued === 0) void poll();
  }, POLL_INTERVAL_MS);
  timer.unref();
  return {
    poll,
    // One read under way and one after it cover every row committed so far.
    wake: () => {
      if (queued < 2) void poll();
    },
    async stop() {
      clearInterval(timer);
      await queue;
    },
  };
}
