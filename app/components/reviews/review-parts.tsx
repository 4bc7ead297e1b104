import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { formatDate, formatRating } from "../../../common/format";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { Review, ReviewSummary } from "~/models/reviews.server";

/** Pieces every review page shows: stars, the average with the count, one review, the score distribution. */

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/** Five stars, `rating` of them filled, for the eye; the words for everyone else. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__on" aria-hidden="true">
        {"★".repeat(filled)}
      </span>
      <span className="stars__off" aria-hidden="true">
        {"★".repeat(5 - filled)}
      </span>
    </span>
  );
}

/** "4.3 ★ (27 reviews)": the average and the count of approved reviews. */
export function AverageRating({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation("reviews");
  const locale = useLocale();
  if (summary.average === null) return null;
  const average = formatRating(summary.average, locale);
  return (
    <span className="average-rating">
      <Stars rating={summary.average} label={t("rating.average", { average })} />
      <span className="average-rating__value" aria-hidden="true">
        {average}
      </span>
      <span className="average-rating__count">({t("rating.count", { count: summary.count })})</span>
    </span>
  );
}

/** One review with the store's reply under it; in public lists (`reportable`) with a button to report it. */
export function ReviewItem({ review, headingLevel = 3, reportable = false }: { review: Review; headingLevel?: 3 | 4; reportable?: boolean }) {
  const { t } = useTranslation("reviews");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="review" lang={review.lang} dir={review.lang === "ar" ? "rtl" : "ltr"}>
      <Stars rating={review.rating} label={t("stars", { rating: review.rating })} />
      <Heading className="review__title">{review.title}</Heading>
      <p className="review__byline">
        {t("list.byline", { nickname: review.nickname, date: formatDate(review.created_at) })}
        {review.verified_purchase ? <span className="badge badge--verified">{t("list.verified")}</span> : null}
      </p>
      {review.detail
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim() !== "")
        .map((paragraph, i) => (
          <p key={i} className="review__detail">
            {paragraph}
          </p>
        ))}
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-by">{t("list.storeReply")}</p>
          <p>{review.reply}</p>
        </div>
      ) : null}
      {reportable ? <ReportReview id={review.id} /> : null}
    </article>
  );
}

/** A form, so that it works without JavaScript; the shopper comes back to this page. */
function ReportReview({ id }: { id: number }) {
  const { t } = useTranslation("reviews");
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={href("/review-report")} className="review__report">
      <input type="hidden" name="review" value={id} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" className="button--link review__report-button">
        {t("report.button")}
      </button>
    </Form>
  );
}

/** A bar per star, 5 down to 1, each a link to the reviews with that many stars when `hrefOf` is given. */
export function ReviewDistribution({
  summary,
  hrefOf,
}: {
  summary: ReviewSummary;
  hrefOf?: (stars: number) => string;
}) {
  const { t } = useTranslation("reviews");
  return (
    <ul className="review-distribution">
      {STAR_VALUES.map((stars) => {
        const count = summary.distribution[String(stars) as "5"];
        const label = t("starCount", { count: stars });
        return (
          <li key={stars} className="review-distribution__row">
            {hrefOf && count > 0 ? <a href={hrefOf(stars)}>{label}</a> : <span>{label}</span>}
            <meter
              className="review-distribution__bar"
              min={0}
              max={Math.max(1, summary.count)}
              value={count}
              aria-label={t("list.distributionCount", { stars, count })}
            />
            <span className="review-distribution__count" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
