import { recordCatalogueChange } from "../../catalogue/changes";
import { inTransaction } from "../../db/transaction";
import { notifyWatchers, type WatcherContext } from "../alerts/notify";

/**
 * Special prices that start or end by themselves (their from/to window): prices are always shown by the window
 * (pricing.ts), but caches and the search index only refresh on a catalogue change, and price alerts only fire
 * when told. This job, run every minute by every node, claims the time since the last run by moving
 * timed_jobs.done_until in one conditional update: of two nodes running at once one claim succeeds, so each window
 * that opened or closed is announced exactly once. Answers the products announced.
 */
export const SPECIAL_PRICE_JOB = "special-price-windows";

export async function announceSpecialPriceWindows(ctx: WatcherContext): Promise<number[]> {
  const now = ctx.now();
  const until = now.toISOString();
  const productIds = await inTransaction(ctx.db, async (trx) => {
    const job = await trx.selectFrom("timed_jobs").select("done_until").where("name", "=", SPECIAL_PRICE_JOB).executeTakeFirst();
    if (!job) {
      // The first run ever starts the clock: windows that opened before it were shown by the prices already.
      await trx.insertInto("timed_jobs").values({ name: SPECIAL_PRICE_JOB, done_until: until }).onConflict((oc) => oc.column("name").doNothing()).execute();
      return [];
    }
    const since = job.done_until;
    if (since >= until) return [];
    const claimed = await trx.updateTable("timed_jobs").set({ done_until: until }).where("name", "=", SPECIAL_PRICE_JOB).where("done_until", "=", since).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return [];
    const rows = await trx
      .selectFrom("products")
      .select("id")
      .where("special_price", "is not", null)
      .where((eb) =>
        eb.or([
          eb.and([eb("special_from_date", ">", since), eb("special_from_date", "<=", until)]),
          eb.and([eb("special_to_date", ">", since), eb("special_to_date", "<=", until)]),
        ]),
      )
      .execute();
    const ids = rows.map((row) => row.id);
    await recordCatalogueChange(trx, ids, now);
    return ids;
  });
  // After the claim committed, as `npm run catalogue` does: each alert is marked with its e-mail, so none goes twice.
  if (productIds.length > 0) await notifyWatchers(ctx, productIds);
  return productIds;
}
