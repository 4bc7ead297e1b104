import type { ProductReviews } from "~/models/reviews.server";

/**
 * The Product JSON-LD's `aggregateRating` and its latest `review`s, only when the product has approved reviews
 * (a rating of nothing is an error to search engines).
 */
export function reviewJsonLd(reviews: ProductReviews | null): Record<string, unknown> {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.summary.average.toFixed(1),
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.detail,
      inLanguage: review.lang,
      datePublished: review.created_at.slice(0, 10),
      author: { "@type": "Person", name: review.nickname },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
