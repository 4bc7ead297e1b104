import type { DB } from "../../db/connection";
import { uaeDayEnd, uaeDayStart } from "../../lib/uae-days";
import type { Period } from "./issued-documents";

/**
 * The money given back in a period: refunds asked for in it (decision 041), counted and summed per status and per
 * payment provider, fils. A refund asked for in the period and paid later still counts here, with its status now.
 */
export async function refundsIn(db: DB, period: Period) {
  const rows = await db
    .selectFrom("refunds as r")
    .innerJoin("payments as p", "p.id", "r.payment_id")
    .select(["r.status", "p.provider", (eb) => eb.fn.countAll<number>().as("count"), (eb) => eb.fn.sum<number>("r.amount").as("amount")])
    .where("r.created_at", ">=", uaeDayStart(period.from))
    .where("r.created_at", "<", uaeDayEnd(period.to))
    .groupBy(["r.status", "p.provider"])
    .orderBy("p.provider")
    .orderBy("r.status")
    .execute();
  const groups = rows.map((row) => ({ status: row.status, provider: row.provider, count: Number(row.count), amount: Number(row.amount) }));
  return { groups, total: groups.reduce((sum, group) => sum + group.amount, 0) };
}
