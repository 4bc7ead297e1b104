import type { DB } from "../db/connection";

/**
 * Follows catalogue_changes, the rows the catalogue command (update.ts) writes from its own process: every
 * POLL_INTERVAL_MS, the product ids of rows newer than the last seen go to `onChange`. Rows older than
 * start-up are not replayed: what a process builds at start-up already reflects them.
 */
export const POLL_INTERVAL_MS = 1000;

export interface CatalogueChangeFollower {
  /** Reads new rows now, after any read under way; the timer calls it every second. */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

export async function followCatalogueChanges(db: DB, onChange: (productIds: number[]) => Promise<void>): Promise<CatalogueChangeFollower> {
  const newest = () => db.selectFrom("catalogue_changes").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow();
  let lastSeen = (await newest()).id ?? 0;

  const readNew = async () => {
    const rows = await db.selectFrom("catalogue_changes").select(["id", "product_ids"]).where("id", ">", lastSeen).orderBy("id").execute();
    if (rows.length === 0) return;
    const ids = new Set(rows.flatMap((row) => JSON.parse(row.product_ids) as number[]));
    // Marked seen only once handled, so a failure is retried on the next read.
    await onChange([...ids]);
    lastSeen = rows.at(-1)!.id;
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
    async stop() {
      clearInterval(timer);
      await queue;
    },
  };
}
