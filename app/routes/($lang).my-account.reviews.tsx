import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { ReviewItem } from "~/components/reviews/review-parts";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { formatDateTime } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { listOwnReviews, type OwnReview } from "~/models/reviews.server";

/**
 * "My product reviews" (SPEC §2 account blocks): the customer's reviews, newest first, each with its product and
 * its status: published, waiting for a check, or not published with the reason moderation gave.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const reviews = await orSignIn(shopper, request, listOwnReviews(locale, customer));
  return data(
    { title: getI18n(locale).getFixedT(locale, "reviews")("mine.title"), reviews },
    { headers: privatePageHeaders }
  );
}

export const meta = accountPageMeta;

export default function MyReviews() {
  const { reviews } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reviews");
  return (
    <>
      <h1>{t("mine.heading")}</h1>
      <p>{t("mine.intro")}</p>
      {reviews.length === 0 ? (
        <p>{t("mine.empty")}</p>
      ) : (
        <>
          <h2 className="visually-hidden">{t("mine.listHeading")}</h2>
          <ul className="my-reviews">
            {reviews.map((review) => (
              <OwnReviewRow key={review.id} review={review} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function OwnReviewRow({ review }: { review: OwnReview }) {
  const { t } = useTranslation("reviews");
  const href = useLocalizedHref();
  return (
    <li className="my-reviews__row">
      <h3 className="my-reviews__product">
        <a href={href(`/${review.url_path}`)}>{review.name}</a>
      </h3>
      <dl className="my-reviews__facts">
        <div>
          <dt>{t("status.label")}</dt>
          <dd className={`review-status review-status--${review.status}`}>{t(`status.${review.status}`)}</dd>
        </div>
        {review.status === "rejected" ? <RejectionReason review={review} /> : null}
        <div>
          <dt>{t("mine.writtenLabel")}</dt>
          <dd>{formatDateTime(review.created_at)}</dd>
        </div>
      </dl>
      <ReviewItem review={review} headingLevel={4} />
      {review.status === "rejected" ? (
        <p>
          <a href={href(`/write-review?sku=${encodeURIComponent(review.sku)}`)}>{t("mine.writeAgain")}</a>
        </p>
      ) : null}
    </li>
  );
}

/** Staff's words when a person rejected it, else the rule moderation applied. */
function RejectionReason({ review }: { review: OwnReview }) {
  const { t } = useTranslation("reviews");
  const reason = review.staff_reason ?? (review.moderation_reason ? t(`reasons.${review.moderation_reason}`) : null);
  if (!reason) return null;
  return (
    <div>
      <dt>{t("mine.reasonLabel")}</dt>
      <dd>{reason}</dd>
    </div>
  );
}
