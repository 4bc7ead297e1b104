import { data, Form, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { RATING_MAX, RATING_MIN } from "../../commerce/contract/review";
import { Pagination } from "~/components/listing/pagination";
import { reviewsPath, writeReviewPath } from "~/components/reviews/product-reviews";
import { AverageRating, ReviewDistribution, ReviewItem, STAR_VALUES } from "~/components/reviews/review-parts";
import { pageNumberOf } from "~/lib/account-page";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getProductReviews } from "~/models/reviews.server";
import { localeOf } from "~/lib/request-context.server";

/**
 * /view-all-review?sku=PARENTSKU&rating=N&page=N (SPEC §2 view-all-review): a product's approved reviews, newest
 * first, ten a page, with the average, the count and a bar per star; the bars and a GET form filter by stars. An
 * unknown product is a 404. Public, but never in the shared page cache (it has a query string).
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const search = new URL(request.url).searchParams;
  const headers = cataloguePageHeaders(request);
  const sku = search.get("sku")?.trim() ?? "";
  const stars = Number(search.get("rating"));
  const rating = Number.isInteger(stars) && stars >= RATING_MIN && stars <= RATING_MAX ? stars : undefined;
  const reviews = sku === "" ? undefined : await getProductReviews(locale, sku, { page: pageNumberOf(search), rating });
  if (!reviews) throw new Response(null, { status: 404, statusText: "Not Found", headers });
  const t = getI18n(locale).getFixedT(locale, "reviews");
  return data({ title: t("list.title", { name: reviews.product.name }), rating: rating ?? null, reviews }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function ViewAllReviews() {
  const { reviews, rating } = useLoaderData<typeof loader>();
  const { product, summary } = reviews;
  const { t } = useTranslation("reviews");
  const href = useLocalizedHref();
  return (
    <div className="container page review-page">
      <h1>{t("list.heading", { name: product.name })}</h1>
      <p className="review-page__links">
        <a href={href(`/${product.url_path}`)}>{t("list.backToProduct")}</a>{" "}
        <a className="button button--secondary" href={href(writeReviewPath(product.sku))}>
          {t("product.write")}
        </a>
      </p>
      <div className="product-reviews__layout">
        <section className="product-reviews__summary" aria-labelledby="ratings-heading">
          <h2 id="ratings-heading">{t("list.distributionHeading")}</h2>
          <AverageRating summary={summary} />
          <ReviewDistribution summary={summary} hrefOf={(stars) => href(reviewsPath(product.sku, { rating: stars }))} />
          <Form method="get" className="review-filter">
            <input type="hidden" name="sku" value={product.sku} />
            <label htmlFor="review-filter-rating" className="field__label">
              {t("list.filterLabel")}
            </label>
            <select
              id="review-filter-rating"
              name="rating"
              className="field__input"
              defaultValue={rating ?? ""}
              key={rating ?? ""}
            >
              <option value="">{t("list.allRatings")}</option>
              {STAR_VALUES.map((stars) => (
                <option key={stars} value={stars}>
                  {t("starCount", { count: stars })}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t("list.filterSubmit")}
            </button>
          </Form>
        </section>
        <section className="product-reviews__latest" aria-labelledby="reviews-list-heading">
          <h2 id="reviews-list-heading">{t("list.listHeading")}</h2>
          {rating === null ? null : (
            <p>
              {t("list.showingStars", { stars: rating })}{" "}
              <a href={href(reviewsPath(product.sku))}>{t("list.showAll")}</a>
            </p>
          )}
          {reviews.reviews.length === 0 ? (
            <p>{rating === null ? t("list.empty") : t("list.emptyFiltered")}</p>
          ) : (
            reviews.reviews.map((review) => <ReviewItem key={review.id} review={review} reportable />)
          )}
          <Pagination
            page={reviews.page}
            pageCount={reviews.pages}
            hrefOf={(page) => href(reviewsPath(product.sku, { rating: rating ?? undefined, page }))}
          />
        </section>
      </div>
    </div>
  );
}
