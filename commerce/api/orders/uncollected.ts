import { CommerceHttpError } from "../envelope";
import type { CommerceContext } from "../context";
import { localised, storeCodeOfId } from "../store";
import { uncollectedReasonText } from "../../outbox/templates";
import { cancelUncollected } from "./cancel";

/**
 * Orders that waited at the store past PICKUP_HOLD_DAYS (`ctx.pickupHoldDays`) without being collected are cancelled
 * by the store: stock back, a credit note, the refund, and the shopper told why (issue 20). Run by every process
 * with the hourly clean-up; a shipment another process swept meanwhile has no ordered line left and is passed over,
 * so each is cancelled once. Answers how many shipments this run cancelled.
 */
export async function sweepUncollected(ctx: CommerceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ctx.pickupHoldDays * 86_400_000).toISOString();
  const due = await ctx.db
    .selectFrom("shipments as s")
    .innerJoin("orders as o", "o.id", "s.order_id")
    .leftJoin("pickup_stores as p", "p.id", "o.pickup_store_id")
    .select(["s.id", "o.increment_id", "o.store_id", "p.name_en", "p.name_ar"])
    .where("s.status", "=", "Ready for Collection")
    .where((eb) =>
      eb(
        eb
          .selectFrom("shipment_events as e")
          .select((e) => e.fn.max("e.at").as("ready_at"))
          .whereRef("e.shipment_id", "=", "s.id")
          .where("e.status", "=", "Ready for Collection"),
        "<=",
        cutoff,
      ),
    )
    .execute();
  let cancelled = 0;
  for (const shipment of due) {
    const lines = await ctx.db.selectFrom("order_items").select("id").where("shipment_id", "=", shipment.id).where("status", "=", "ordered").execute();
    if (lines.length === 0) continue;
    const locale = storeCodeOfId(shipment.store_id);
    const store = shipment.name_en === null ? "" : localised({ name_en: shipment.name_en, name_ar: shipment.name_ar ?? shipment.name_en }, "name", locale);
    try {
      await cancelUncollected(ctx, shipment.increment_id, lines.map((line) => line.id), uncollectedReasonText(store, ctx.pickupHoldDays, locale));
      cancelled += 1;
    } catch (error) {
      // Collected or swept by another process since the list was read: nothing to do.
      if (!(error instanceof CommerceHttpError && error.status === 409)) throw error;
    }
  }
  return cancelled;
}
