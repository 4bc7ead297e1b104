import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../common/format";
import { REVIEW_QUEUE_TABS } from "../../commerce/contract/review";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { reviewDecisionSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { conformField } from "~/components/forms/conform-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { Stars } from "~/components/reviews/review-parts";
import { pageOf, tabOf } from "~/lib/back-office";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedHref } from "~/lib/use-locale";
import { decideReview, listReviewQueue, type ReviewQueuePage } from "~/models/review-queue.server";

/**
 * Reviews (decision 022): those moderation left for a person and the published ones shoppers reported, oldest
 * first, then the approved and rejected ones. Each review has the decisions staff can take: approve (which also
 * dismisses its reports), reject with a reason its author is e-mailed, answer it under the review, delete it.
 */

const PAGE_SIZE = 20;
type Row = ReviewQueuePage["items"][number];
type Action = "approve" | "reject" | "reply" | "delete";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const status = tabOf(url, REVIEW_QUEUE_TABS);
    const page = pageOf(url);
    return {
      title: getI18n(locale).getFixedT(locale, "admin")("reviews.title"),
      status,
      page,
      reviews: await listReviewQueue(locale, staff, status, page, PAGE_SIZE),
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const intentOf = (action: Action, id: number | string) => `review-${action}:${id}`;

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "review");
  const submission = parseWithZod(formData, { schema: reviewDecisionSchema });
  const intent = intentOf(String(formData.get("action")) as Action, String(formData.get("review") ?? ""));
  if (submission.status !== "success") return refuseForm(intent, submission);
  const locale = localeOf(context);
  const { review, ...decision } = submission.value;
  try {
    await asStaff(request, context, (staff) => decideReview(locale, staff, review, decision));
  } catch (error) {
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: `admin:reviews.done.${decision.action}` });
  return redirect(safeRedirectPath(formData.get("back"), localizePath("/admin/reviews", locale)), { status: 303 });
}

export default function Reviews() {
  const { status, page, reviews } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="reviews-heading">
      <h1 id="reviews-heading">{t("reviews.heading")}</h1>
      <nav aria-label={t("reviews.tabs")}>
        <ul className="bo-tabs">
          {REVIEW_QUEUE_TABS.map((tab) => (
            <li key={tab}>
              <Link to={href(`/admin/reviews?status=${tab}`)} aria-current={tab === status ? "page" : undefined}>
                {t(`reviews.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.items.length === 0 ? (
        <p className="bo-panel">{t("reviews.none")}</p>
      ) : (
        <ol className="bo-review-list">
          {reviews.items.map((row) => (
            <ReviewRow key={row.id} row={row} />
          ))}
        </ol>
      )}
      <Pagination page={page} total={reviews.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

function ReviewRow({ row }: { row: Row }) {
  const { t } = useTranslation("admin");
  const { t: tReviews } = useTranslation("reviews");
  const href = useLocalizedHref();
  const heading = `review-${row.id}-heading`;
  return (
    <li className="bo-panel bo-review" aria-labelledby={heading}>
      <h2 id={heading} className="bo-review__product">
        {row.product ? <a href={href(`/${row.product.url_path}`)}>{row.product.name}</a> : t("reviews.productGone")}
      </h2>
      <article lang={row.lang} dir={row.lang === "ar" ? "rtl" : "ltr"} className="bo-review__text">
        <Stars rating={row.rating} label={tReviews("stars", { rating: row.rating })} />
        <h3>{row.title}</h3>
        <p className="bo-review__detail">{row.detail}</p>
      </article>
      <dl className="bo-facts">
        <div>
          <dt>{t("reviews.author")}</dt>
          <dd>
            {row.nickname}
            {row.email ? (
              <>
                {" · "}
                <span dir="ltr">{row.email}</span>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t("reviews.written")}</dt>
          <dd dir="ltr">{formatDateTime(row.created_at)}</dd>
        </div>
        {row.moderation_reason ? (
          <div>
            <dt>{t("reviews.rules")}</dt>
            <dd>{tReviews(`reasons.${row.moderation_reason}`)}</dd>
          </div>
        ) : null}
        {row.staff_reason ? (
          <div>
            <dt>{t("reviews.rejectedBecause")}</dt>
            <dd>{row.staff_reason}</dd>
          </div>
        ) : null}
        {row.reports > 0 ? (
          <div>
            <dt>{t("reviews.reportsLabel")}</dt>
            <dd>{t("reviews.reports", { count: row.reports })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="bo-decisions">
        {row.status !== "approved" || row.reports > 0 ? <OneButtonForm row={row} action="approve" /> : null}
        {row.status !== "rejected" ? <RejectForm row={row} /> : null}
        {row.status === "approved" ? <ReplyForm row={row} /> : null}
        <OneButtonForm row={row} action="delete" />
      </div>
    </li>
  );
}

/** The hidden fields every decision carries: which review, what to do, and the page to come back to. */
function DecisionFields({ row, action }: { row: Row; action: Action }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name="review" value={row.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="back" value={pathname + search} />
    </>
  );
}

function OneButtonForm({ row, action }: { row: Row; action: "approve" | "delete" }) {
  const { t } = useTranslation("admin");
  const [form] = useForm({ id: `${action}-review-${row.id}`, lastResult: usePageFormResult(intentOf(action, row.id)) });
  return (
    <Form method="post" {...getFormProps(form)}>
      <DecisionFields row={row} action={action} />
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className={`button ${action === "approve" ? "button--primary" : "button--secondary"}`}>
        {t(`reviews.${action}`, { title: row.title })}
      </button>
    </Form>
  );
}

function RejectForm({ row }: { row: Row }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<{ reason: string }>({ id: `reject-review-${row.id}`, lastResult: usePageFormResult(intentOf("reject", row.id)) });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("reviews.rejectLegend", { title: row.title })}</legend>
        <DecisionFields row={row} action="reject" />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextareaField {...conformField(fields.reason, message)} label={t("reviews.reason")} hint={t("reviews.reasonHint")} rows={2} />
        <button type="submit" className="button button--secondary">
          {t("reviews.reject")}
        </button>
      </fieldset>
    </Form>
  );
}

function ReplyForm({ row }: { row: Row }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<{ reply: string }>({
    id: `reply-review-${row.id}`,
    lastResult: usePageFormResult(intentOf("reply", row.id)),
    defaultValue: { reply: row.reply ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("reviews.replyLegend", { title: row.title })}</legend>
        <DecisionFields row={row} action="reply" />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextareaField {...conformField(fields.reply, message)} label={t("reviews.reply")} hint={t("reviews.replyHint")} rows={2} />
        <button type="submit" className="button button--secondary">
          {t("reviews.saveReply")}
        </button>
      </fieldset>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
