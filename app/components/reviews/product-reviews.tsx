import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "~/lib/use-locale";
import type { ProductReviews } from "~/models/reviews.server";
import { AverageRating, ReviewDistribution, ReviewItem } from "./review-parts";

/** `/view-all-review?sku=…` of a product (its reviews with `rating` stars, a page of them), without the language prefix. */
export function reviewsPath(sku: string, { rating, page }: { rating?: number; page?: number } = {}): string {
  const query = new URLSearchParams({ sku });
  if (rating !== undefined) query.set("rating", String(rating));
  if (page !== undefined && page > 1) query.set("page", String(page));
  return `/view-all-review?${query}`;
}

export const writeReviewPath = (sku: string) => `/write-review?${new URLSearchParams({ sku })}`;

/** Next to the product's name: the average and the count, a link to every review; nothing without reviews. */
export function ProductRating({ reviews }: { reviews: ProductReviews | null }) {
  const href = useLocalizedHref();
  if (!reviews || reviews.summary.count === 0) return null;
  return (
    <a className="product-summary__rating" href={href(reviewsPath(reviews.product.sku))}>
      <AverageRating summary={reviews.summary} />
    </a>
  );
}

/** The product page's reviews: the distribution, the latest few, and links to all of them and to write one. */
export function ProductReviewsSection({ reviews, sku }: { reviews: ProductReviews | null; sku: string }) {
  const { t } = useTranslation("reviews");
  const href = useLocalizedHref();
  const write = (
    <a className="button button--secondary" href={href(writeReviewPath(sku))}>
      {t("product.write")}
    </a>
  );
  return (
    <section className="product-section product-reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="product-section-title">
        {t("product.heading")}
      </h2>
      {!reviews || reviews.summary.count === 0 ? (
        <>
          <p>{t("product.none")}</p>
          {write}
        </>
      ) : (
        <div className="product-reviews__layout">
          <div className="product-reviews__summary">
            <AverageRating summary={reviews.summary} />
            <ReviewDistribution
              summary={reviews.summary}
              hrefOf={(stars) => href(reviewsPath(sku, { rating: stars }))}
            />
            <p className="product-reviews__actions">
              <a href={href(reviewsPath(sku))}>{t("product.viewAll")}</a> {write}
            </p>
          </div>
          <div className="product-reviews__latest">
            {reviews.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} reportable />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
