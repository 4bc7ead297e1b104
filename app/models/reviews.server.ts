import { z } from "zod";
import { MODERATION_REASONS, REVIEW_STATUSES } from "../../commerce/contract/review";
import { commerceCall, orUndefinedOn404, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { sharedRead } from "~/lib/shared-reads.server";
import { accountCardSchema, asProductCard } from "./account-card-schema";

/**
 * Product reviews (docs/review-api.md): a product's approved reviews, writing one, and the customer's own. Approved
 * reviews are shared reads: an approval is a catalogue change, which empties them.
 */

const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  /** The language it was written in. */
  lang: z.enum(["en", "ar"]),
  verified_purchase: z.boolean(),
  created_at: z.string(),
  /** The store's answer, shown under the review. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

const summarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  distribution: z.object({ "5": z.number(), "4": z.number(), "3": z.number(), "2": z.number(), "1": z.number() }),
});
export type ReviewSummary = z.infer<typeof summarySchema>;

const productReviewsSchema = z.object({
  product: z.object({ sku: z.string(), name: z.string(), url_path: z.string(), image: z.string() }),
  summary: summarySchema,
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

const ownReviewSchema = accountCardSchema
  .merge(reviewSchema)
  .extend({
    status: z.enum(REVIEW_STATUSES),
    moderation_reason: z.enum(MODERATION_REASONS).nullable(),
    /** Why staff rejected it, in their words. */
    staff_reason: z.string().nullable(),
  })
  .transform(asProductCard);
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** One page of a product's approved reviews, newest first, or undefined for a product that cannot be reviewed. */
export function getProductReviews(locale: Locale, sku: string, query: { page: number; rating?: number }) {
  return sharedRead(productReviewsSchema, {
    path: `/api/review/product/${encodeURIComponent(sku)}`,
    locale,
    query: { page: query.page, rating: query.rating },
  }).catch(orUndefinedOn404);
}

/** The summary and the latest few reviews, for the product page. */
export function getLatestReviews(locale: Locale, sku: string) {
  return sharedRead(productReviewsSchema, { path: `/api/review/latest/${encodeURIComponent(sku)}`, locale });
}

export interface ReviewInput {
  sku: string;
  rating: number;
  title: string;
  detail: string;
  nickname: string;
}

/** Writes the customer's review; it comes back moderated (approved, pending or rejected). */
export function createReview(locale: Locale, customer: CustomerAuth, review: ReviewInput): Promise<OwnReview> {
  return commerceCall(ownReviewSchema, {
    method: "POST",
    path: "/api/review/create",
    locale,
    customer,
    body: { review },
  });
}

/** Newest first. */
export function listOwnReviews(locale: Locale, customer: CustomerAuth): Promise<OwnReview[]> {
  return commerceCall(z.array(ownReviewSchema), { path: "/api/review/mine", locale, customer });
}

/**
 * Reports a published review for staff to look at: as the signed-in customer, else as the client (a keyed hash of
 * its address). Undefined for a review that is not published or does not exist.
 */
export function reportReview(locale: Locale, id: number, reporter: { customer?: CustomerAuth; client: string }) {
  return commerceCall(z.object({ reported: z.literal(true) }), {
    method: "POST",
    path: `/api/review/${id}/report`,
    locale,
    customer: reporter.customer,
    body: { client: reporter.client },
  }).catch(orUndefinedOn404);
}
