import type { Kysely, Transaction } from "kysely";
import { recordCatalogueChange } from "../../catalogue/changes";
import { REVIEW_ERRORS, type ReviewQueueTab } from "../../contract/review";
import type { Database } from "../../db/schema";
import { countOf } from "../../db/paging";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { contractError } from "../envelope";
import { productCards } from "../product-cards";
import { recordAudit, type Actor } from "../staff/audit";
import { storeCodeOfId, storefrontLink, type StoreCode } from "../store";

/**
 * Staff's side of reviews (decision 022): the queue of reviews moderation left for a person and of published ones
 * shoppers reported, and what staff do with one: approve it (which also dismisses its reports), reject it with a
 * reason its author is e-mailed and reads in "My product reviews", delete it, or answer it under the review. Each
 * is audited; each that changes what product pages show records a catalogue change, so cached pages follow.
 */

export type ReviewDecision =
  | { action: "approve" }
  | { action: "reject"; reason: string }
  | { action: "delete" }
  | { action: "reply"; reply: string };

export interface ReviewQueueQuery {
  status: ReviewQueueTab;
  page: number;
  pageSize: number;
}

type DB = Kysely<Database> | Transaction<Database>;

/** Reports not yet dismissed, per review. */
function openReports(db: DB) {
  return db
    .selectFrom("review_reports")
    .where("dismissed_at", "is", null)
    .groupBy("review_id")
    .select(["review_id", (eb) => eb.fn.countAll<number>().as("reports")]);
}

function queue(db: DB, status: ReviewQueueTab) {
  const reviews = db.selectFrom("reviews as r").leftJoin(openReports(db).as("o"), "o.review_id", "r.id");
  return status === "reported"
    ? reviews.where("r.status", "=", "approved").where("o.reports", ">", 0)
    : reviews.where("r.status", "=", status);
}

/** A tab of the queue: pending and reported oldest first (first come, first looked at), decided ones newest first. */
export async function reviewQueue(ctx: CommerceContext, query: ReviewQueueQuery, store: StoreCode) {
  const newestFirst = query.status === "approved" || query.status === "rejected";
  const rows = await queue(ctx.db, query.status)
    .leftJoin("customers as c", "c.id", "r.customer_id")
    .select([
      "r.id",
      "r.product_id",
      "r.rating",
      "r.title",
      "r.detail",
      "r.nickname",
      "r.store_id",
      "r.status",
      "r.moderation_reason",
      "r.staff_reason",
      "r.reply",
      "r.verified_purchase",
      "r.created_at",
      "r.decided_at",
      "c.email",
      "o.reports",
    ])
    .orderBy("r.created_at", newestFirst ? "desc" : "asc")
    .orderBy("r.id", newestFirst ? "desc" : "asc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const total = await countOf(queue(ctx.db, query.status).select("r.id"));
  const cards = await productCards(ctx, [...new Set(rows.map((row) => row.product_id))], store);
  return {
    total,
    items: rows.map(({ store_id, product_id, reports, verified_purchase, email, ...row }) => {
      const card = cards.get(product_id);
      return {
        ...row,
        lang: storeCodeOfId(store_id),
        verified_purchase: verified_purchase === 1,
        email: email ?? null,
        reports: Number(reports ?? 0),
        product: card ? { sku: card.sku, name: card.name, url_path: card.url_path } : null,
      };
    }),
  };
}

export async function decideReview(ctx: CommerceContext, actor: Actor, id: number, decision: ReviewDecision) {
  const now = ctx.now();
  const at = now.toISOString();
  return inTransaction(ctx.db, async (trx) => {
    const review = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
    if (!review) throw contractError(REVIEW_ERRORS, "review.notFound");
    const before = { status: review.status, reply: review.reply };
    let after: Record<string, unknown>;
    switch (decision.action) {
      case "approve":
        await trx.updateTable("reviews").set({ status: "approved", staff_reason: null, decided_at: at }).where("id", "=", id).execute();
        await trx.updateTable("review_reports").set({ dismissed_at: at }).where("review_id", "=", id).where("dismissed_at", "is", null).execute();
        after = { status: "approved" };
        break;
      case "reject": {
        const reason = decision.reason.trim();
        if (reason === "") throw contractError(REVIEW_ERRORS, "review.reasonRequired");
        await trx.updateTable("reviews").set({ status: "rejected", staff_reason: reason, decided_at: at }).where("id", "=", id).execute();
        after = { status: "rejected", reason };
        await tellAuthor(ctx, trx, review, reason, now);
        break;
      }
      case "delete":
        await trx.deleteFrom("review_reports").where("review_id", "=", id).execute();
        await trx.deleteFrom("reviews").where("id", "=", id).execute();
        after = { deleted: true };
        break;
      case "reply": {
        const reply = decision.reply.trim() || null;
        await trx.updateTable("reviews").set({ reply, replied_at: reply ? at : null }).where("id", "=", id).execute();
        after = { status: review.status, reply };
        break;
      }
    }
    await recordAudit(trx, actor, { action: `review.${decision.action}`, subject: { type: "review", id }, before, after }, now);
    const shownBefore = review.status === "approved";
    const shownAfter = decision.action === "approve" || (decision.action === "reply" && shownBefore);
    if (shownBefore || shownAfter) await recordCatalogueChange(trx, [review.product_id], now);
    return { id, ...after };
  });
}

/** The author of a review staff rejected is told why, in their language. Seeded reviews have no author. */
async function tellAuthor(ctx: CommerceContext, trx: Transaction<Database>, review: { customer_id: number | null; product_id: number; title: string }, reason: string, now: Date) {
  if (review.customer_id === null) return;
  const customer = await trx.selectFrom("customers").select(["email", "firstname", "store_id"]).where("id", "=", review.customer_id).executeTakeFirst();
  if (!customer) return;
  const locale = storeCodeOfId(customer.store_id);
  const card = (await productCards({ ...ctx, db: trx }, [review.product_id], locale)).get(review.product_id);
  const params = { name: customer.firstname, product: card?.name ?? "", title: review.title, reason, link: storefrontLink(ctx, locale, "/my-account/reviews") };
  await queueMessage(trx, { to: customer.email, locale, template: "reviewRejected", params }, now);
}

/**
 * A shopper reports a published review, once per reporter (`customer:<id>`, or `client:<hash>` for a guest);
 * reporting again changes nothing. The review stays up until staff decide.
 */
export async function reportReview(ctx: CommerceContext, id: number, reporter: string) {
  const review = await ctx.db.selectFrom("reviews").select("id").where("id", "=", id).where("status", "=", "approved").executeTakeFirst();
  if (!review) throw contractError(REVIEW_ERRORS, "review.notFound");
  await ctx.db
    .insertInto("review_reports")
    .values({ review_id: id, reporter, created_at: ctx.now().toISOString(), dismissed_at: null })
    .onConflict((oc) => oc.columns(["review_id", "reporter"]).doNothing())
    .execute();
  return { id, reported: true };
}
