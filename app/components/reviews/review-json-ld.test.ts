import { describe, expect, it } from "vitest";
import type { ProductReviews, Review } from "~/models/reviews.server";
import { reviewJsonLd } from "./review-json-ld";

function reviewsOf(ratings: number[]): ProductReviews {
  const reviews: Review[] = ratings.map((rating, i) => ({
    id: i + 1,
    rating,
    title: `Review ${i + 1}`,
    detail: "Fast delivery and the battery lasts two days.",
    nickname: i % 2 ? "سارة" : "Omar",
    lang: i % 2 ? "ar" : "en",
    verified_purchase: i === 0,
    created_at: `2026-11-2${i}T10:15:00.000Z`,
    reply: null,
    replied_at: null,
  }));
  const distribution = { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 };
  for (const rating of ratings) distribution[String(rating) as keyof typeof distribution]++;
  const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null;
  return {
    product: { sku: "PHONE-1", name: "Phone", url_path: "phone", image: "/img/phone.svg" },
    summary: { count: ratings.length, average, distribution },
    reviews,
    page: 1,
    page_size: 10,
    total: ratings.length,
    pages: 1,
  };
}

/**
 * What search engines require of a Product's review markup (schema.org AggregateRating and Review, and Google's
 * review snippet rules): a rating within its best and worst, a positive count, and for each review an author's
 * name, its own rating and an ISO date.
 */
describe("the review part of the Product JSON-LD", () => {
  it("is absent for a product without approved reviews, since an empty rating is an error", () => {
    expect(reviewJsonLd(null)).toEqual({});
    expect(reviewJsonLd(reviewsOf([]))).toEqual({});
  });

  it("carries a valid aggregate rating and each shown review", () => {
    const ld = reviewJsonLd(reviewsOf([5, 4, 4])) as {
      aggregateRating: Record<string, unknown>;
      review: Array<Record<string, any>>;
    };
    const rating = ld.aggregateRating;
    expect(rating["@type"]).toBe("AggregateRating");
    expect(Number(rating.ratingValue)).toBeCloseTo(4.3, 1);
    expect(Number(rating.ratingValue)).toBeGreaterThanOrEqual(Number(rating.worstRating));
    expect(Number(rating.ratingValue)).toBeLessThanOrEqual(Number(rating.bestRating));
    expect(rating.reviewCount).toBe(3);

    expect(ld.review).toHaveLength(3);
    for (const review of ld.review) {
      expect(review["@type"]).toBe("Review");
      expect(review.author).toMatchObject({ "@type": "Person", name: expect.stringMatching(/\S/) });
      expect(review.reviewRating["@type"]).toBe("Rating");
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(review.reviewRating.worstRating);
      expect(review.reviewRating.ratingValue).toBeLessThanOrEqual(review.reviewRating.bestRating);
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.reviewBody).not.toBe("");
    }
    expect(ld.review.map((review) => review.inLanguage)).toEqual(["en", "ar", "en"]);
  });
});
