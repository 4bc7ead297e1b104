import type { Selectable } from "kysely";
import { recordCatalogueChange } from "../../catalogue/changes";
import { REVIEW_ERRORS, REVIEWS_PAGE_SIZE, type ReviewErrorCode } from "../../contract/review";
import type { ReviewTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { SignedIn } from "../account/sessions";
import type { CatalogueReader } from "../context";
import { contractError } from "../envelope";
import { listableProduct, productCards, withCards, type ProductCard } from "../product-cards";
import { storeCodeOfId, storeIds, type StoreCode } from "../store";
import { moderateReview } from "./moderation";

/**
 * Product reviews (SPEC §7 "Reviews", docs/review-api.md): a signed-in customer writes one review per product, or
 * writes it again once it was rejected; moderation (moderation.ts) approves, rejects or holds it at once, and staff
 * decide the rest (moderation-queue.ts). Approved reviews are public: the product's
 * list with its score distribution, and a summary on the product page, whose cached copies a new approved review
 * refreshes through the catalogue changes every process follows (decision 015).
 */

export interface NewReview {
  sku: string;
  rating: number;
  title: string;
  detail: string;
  nickname: string;
}

/** Statuses of orders whose products count as bought: paid or to be paid on delivery, and not cancelled. */
const BOUGHT_ORDER_STATUSES = ["confirmed", "completed"];

const reviewError = (code: ReviewErrorCode) => contractError(REVIEW_ERRORS, code);

export async function createReview(ctx: CatalogueReader, who: SignedIn, input: NewReview, store: StoreCode) {
  const product = await listableProduct(ctx, input.sku);
  const card = product && (await productCards(ctx, [product.id], store)).get(product.id);
  if (!card) throw reviewError("review.productNotFound");
  const verdict = moderateReview(input);
  const now = ctx.now();
  const review = await inTransaction(ctx.db, async (trx) => {
    const bought = await trx
      .selectFrom("order_items as i")
      .innerJoin("orders as o", "o.id", "i.order_id")
      .where("o.customer_id", "=", who.customerId)
      .where("o.status", "in", BOUGHT_ORDER_STATUSES)
      .where("i.product_id", "=", card.product_id)
      .where("i.status", "=", "ordered")
      .select("i.id")
      .limit(1)
      .executeTakeFirst();
    const row = await trx
      .insertInto("reviews")
      .values({
        product_id: card.product_id,
        customer_id: who.customerId,
        store_id: storeIds[store],
        rating: input.rating,
        title: input.title,
        detail: input.detail,
        nickname: input.nickname,
        status: verdict.status,
        moderation_reason: verdict.reason,
        verified_purchase: bought ? 1 : 0,
        created_at: now.toISOString(),
      })
      // A second review of the same product, even one posted at the same moment, inserts nothing; a rejected one is
      // written again in its place, moderated afresh.
      .onConflict((oc) =>
        oc
          .columns(["customer_id", "product_id"])
          .doUpdateSet((eb) => ({
            store_id: eb.ref("excluded.store_id"),
            rating: eb.ref("excluded.rating"),
            title: eb.ref("excluded.title"),
            detail: eb.ref("excluded.detail"),
            nickname: eb.ref("excluded.nickname"),
            status: eb.ref("excluded.status"),
            moderation_reason: eb.ref("excluded.moderation_reason"),
            verified_purchase: eb.ref("excluded.verified_purchase"),
            created_at: eb.ref("excluded.created_at"),
            staff_reason: null,
            decided_at: null,
          }))
          .where("reviews.status", "=", "rejected"),
      )
      .returning(ownColumns)
      .executeTakeFirst();
    if (!row) throw reviewError("review.exists");
    // reports of the rejected text written over are not about this one
    await trx.deleteFrom("review_reports").where("review_id", "=", row.id).execute();
    if (row.status === "approved") await recordCatalogueChange(trx, [card.product_id], now);
    return row;
  });
  return { ...ownReview(review), ...card };
}

const publicColumns = [
  "id",
  "rating",
  "title",
  "detail",
  "nickname",
  "store_id",
  "verified_purchase",
  "created_at",
  "reply",
  "replied_at",
] as const;
const ownColumns = [...publicColumns, "product_id", "status", "moderation_reason", "staff_reason"] as const;

type PublicRow = Pick<Selectable<ReviewTable>, (typeof publicColumns)[number]>;
type OwnRow = Pick<Selectable<ReviewTable>, (typeof ownColumns)[number]>;

/** A review as everyone may read it: no customer, the language it was written in. */
function publicReview(row: PublicRow) {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    lang: storeCodeOfId(row.store_id),
    verified_purchase: row.verified_purchase === 1,
    created_at: row.created_at,
    reply: row.reply,
    replied_at: row.replied_at,
  };
}

function ownReview({ status, moderation_reason, staff_reason, product_id, ...row }: OwnRow) {
  return { ...publicReview(row), product_id, status, moderation_reason, staff_reason };
}

export interface ReviewSummary {
  /** Approved reviews. */
  count: number;
  /** The mean rating, to two decimals; null without reviews. */
  average: number | null;
  /** Approved reviews by rating, "5" down to "1". */
  distribution: Record<"5" | "4" | "3" | "2" | "1", number>;
}

async function summaryOf(ctx: CatalogueReader, productId: number): Promise<ReviewSummary> {
  const rows = await ctx.db
    .selectFrom("reviews")
    .where("product_id", "=", productId)
    .where("status", "=", "approved")
    .groupBy("rating")
    .select(["rating", (eb) => eb.fn.countAll<number>().as("n")])
    .execute();
  const distribution = { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 };
  for (const row of rows) distribution[String(row.rating) as keyof typeof distribution] = Number(row.n);
  const count = rows.reduce((sum, row) => sum + Number(row.n), 0);
  const total = rows.reduce((sum, row) => sum + row.rating * Number(row.n), 0);
  return { count, average: count === 0 ? null : Math.round((total / count) * 100) / 100, distribution };
}

export interface ReviewListQuery {
  page: number;
  /** Only reviews with this many stars. */
  rating?: number;
  size?: number;
}

/** A product's approved reviews, newest first, a page at a time, with the summary of all of them. */
export async function productReviews(ctx: CatalogueReader, sku: string, query: ReviewListQuery, store: StoreCode) {
  const product = await listableProduct(ctx, sku);
  const card = product && (await productCards(ctx, [product.id], store)).get(product.id);
  if (!card) throw reviewError("review.productNotFound");
  const size = query.size ?? REVIEWS_PAGE_SIZE;
  const summary = await summaryOf(ctx, card.product_id);
  const total = query.rating === undefined ? summary.count : summary.distribution[String(query.rating) as "5"];
  let approved = ctx.db
    .selectFrom("reviews")
    .where("product_id", "=", card.product_id)
    .where("status", "=", "approved");
  if (query.rating !== undefined) approved = approved.where("rating", "=", query.rating);
  const rows = await approved
    .select(publicColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .offset((query.page - 1) * size)
    .execute();
  return {
    product: productOf(card),
    summary,
    reviews: rows.map(publicReview),
    page: query.page,
    page_size: size,
    total,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}

function productOf(card: ProductCard) {
  return { sku: card.sku, name: card.name, url_path: card.url_path, image: card.image };
}

/** The customer's own reviews, newest first, with their status and the product each is about. */
export async function customerReviews(ctx: CatalogueReader, who: Pick<SignedIn, "customerId">, store: StoreCode) {
  const rows = await ctx.db
    .selectFrom("reviews")
    .where("customer_id", "=", who.customerId)
    .select(ownColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return withCards(ctx, rows.map(ownReview), store);
}
