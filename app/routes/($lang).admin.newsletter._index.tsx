import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../common/format";
import { NEWSLETTER_STATUSES } from "../../commerce/contract/newsletter";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { pageOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { subscriberFilterOf, subscriberFilterQuery } from "~/lib/subscriber-filter";
import { useLocalizedHref } from "~/lib/use-locale";
import { listSubscribers } from "~/models/newsletter.server";

/** The newsletter's addresses (owners, catalogue): found by status and part of the address with a GET form, newest first, and their CSV. */

const PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filter = subscriberFilterOf(url);
  const page = pageOf(url);
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("newsletter.title"),
    filter,
    page,
    subscribers: await listSubscribers(locale, staff, filter, page, PAGE_SIZE),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function NewsletterSubscribers() {
  const { filter, page, subscribers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const date = (iso: string | null) => (iso ? formatDateTime(iso) : "");
  return (
    <section className="bo-page" aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">{t("newsletter.heading")}</h1>
      <Form method="get" className="bo-panel bo-filters" aria-label={t("newsletter.filters")}>
        <TextField id="newsletter-q" name="q" label={t("newsletter.search")} autoComplete="off" defaultValue={filter.q} />
        <SelectField id="newsletter-status" name="status" label={t("newsletter.status")} defaultValue={filter.status ?? ""}>
          <option value="">{t("newsletter.any")}</option>
          {NEWSLETTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`newsletter.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary">
          {t("newsletter.apply")}
        </button>
        <Link to={href("/admin/newsletter")}>{t("newsletter.reset")}</Link>
      </Form>
      <p role="status">
        {t("newsletter.total", { count: subscribers.total })}{" "}
        {subscribers.total > 0 ? (
          <a href={href(`/admin/newsletter/export?${subscriberFilterQuery(filter)}`)} download>
            {t("newsletter.export")}
          </a>
        ) : null}
      </p>
      {subscribers.items.length === 0 ? (
        <p className="bo-panel">{t("newsletter.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("newsletter.email")}</th>
                <th scope="col">{t("newsletter.status")}</th>
                <th scope="col">{t("newsletter.language")}</th>
                <th scope="col">{t("newsletter.requested")}</th>
                <th scope="col">{t("newsletter.subscribed")}</th>
                <th scope="col">{t("newsletter.unsubscribed")}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.items.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td dir="ltr">{subscriber.email}</td>
                  <td>{t(`newsletter.statuses.${subscriber.status}`)}</td>
                  <td>{t(`newsletter.languages.${subscriber.language}`)}</td>
                  <td dir="ltr">{date(subscriber.requested_at)}</td>
                  <td dir="ltr">{date(subscriber.subscribed_at)}</td>
                  <td dir="ltr">{date(subscriber.unsubscribed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={subscribers.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
