import { z } from "zod";
import { MODERATION_REASONS, REVIEW_STATUSES, type ReviewQueueTab } from "../../commerce/contract/review";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's reviews (docs/admin-api.md "Reviews"): the moderation queue and staff's decisions on one. */

const queuePage = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      rating: z.number(),
      title: z.string(),
      detail: z.string(),
      nickname: z.string(),
      lang: z.enum(["en", "ar"]),
      status: z.enum(REVIEW_STATUSES),
      moderation_reason: z.enum(MODERATION_REASONS).nullable(),
      staff_reason: z.string().nullable(),
      reply: z.string().nullable(),
      verified_purchase: z.boolean(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
      email: z.string().nullable(),
      reports: z.number(),
      product: z.object({ sku: z.string(), name: z.string(), url_path: z.string() }).nullable(),
    }),
  ),
});
export type ReviewQueuePage = z.infer<typeof queuePage>;

export function listReviewQueue(locale: Locale, staff: StaffAuth, status: ReviewQueueTab, page: number, pageSize: number): Promise<ReviewQueuePage> {
  return commerceCall(queuePage, { path: "/api/admin/reviews", locale, staff, query: { status, page, pageSize } });
}

export type ReviewDecision = { action: "approve" } | { action: "reject"; reason: string } | { action: "delete" } | { action: "reply"; reply: string };

export async function decideReview(locale: Locale, staff: StaffAuth, id: number, decision: ReviewDecision): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/reviews/${id}`, locale, staff, body: decision });
}
