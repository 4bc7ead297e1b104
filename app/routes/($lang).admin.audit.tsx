import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../common/format";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { TextField } from "~/components/forms/text-field";
import { pageOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { readAuditLog, type AuditFilter } from "~/models/staff.server";

/** The audit log (owners only): every staff action, latest first, filtered by a GET form. */

const PAGE_SIZE = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(url: URL): AuditFilter {
  const text = (name: string, max: number) => url.searchParams.get(name)?.trim().slice(0, max) || undefined;
  const date = (name: string) => (DATE.test(url.searchParams.get(name) ?? "") ? url.searchParams.get(name)! : undefined);
  return { actor: text("actor", 254), action: text("action", 64), subjectId: text("subject", 64), from: date("from"), to: date("to"), page: pageOf(url) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => {
    const filter = filterOf(new URL(request.url));
    const log = await readAuditLog(locale, staff, filter, PAGE_SIZE);
    return { title: getI18n(locale).getFixedT(locale, "admin")("audit.title"), filter, log };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const changes = (values: Record<string, unknown> | null) => (values ? JSON.stringify(values, null, 1) : "");

export default function AuditLog() {
  const { filter, log } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t("audit.heading")}</h1>
      <p>{t("audit.intro")}</p>
      <Form method="get" className="bo-panel bo-filters" aria-label={t("audit.filters")}>
        <TextField id="audit-actor" name="actor" label={t("audit.actor")} type="email" autoComplete="off" defaultValue={filter.actor} dir="ltr" />
        <TextField id="audit-action" name="action" label={t("audit.action")} hint={t("audit.actionHint")} autoComplete="off" defaultValue={filter.action} dir="ltr" />
        <TextField id="audit-subject" name="subject" label={t("audit.subject")} hint={t("audit.subjectHint")} autoComplete="off" defaultValue={filter.subjectId} dir="ltr" />
        <TextField id="audit-from" name="from" label={t("audit.from")} type="date" autoComplete="off" defaultValue={filter.from} />
        <TextField id="audit-to" name="to" label={t("audit.to")} type="date" autoComplete="off" defaultValue={filter.to} />
        <button type="submit" className="button button--primary">
          {t("audit.apply")}
        </button>
        <Link to={href("/admin/audit")}>{t("audit.reset")}</Link>
      </Form>
      <p role="status">{t("audit.total", { count: log.total })}</p>
      {log.items.length === 0 ? (
        <p>{t("audit.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("audit.when")}</th>
                <th scope="col">{t("audit.who")}</th>
                <th scope="col">{t("audit.address")}</th>
                <th scope="col">{t("audit.what")}</th>
                <th scope="col">{t("audit.record")}</th>
                <th scope="col">{t("audit.before")}</th>
                <th scope="col">{t("audit.after")}</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => (
                <tr key={entry.id}>
                  <td dir="ltr">{formatDateTime(entry.at)}</td>
                  <td dir="ltr">{entry.actor}</td>
                  <td dir="ltr">{entry.address}</td>
                  <td dir="ltr">{entry.action}</td>
                  <td dir="ltr">
                    {entry.subjectType} {entry.subjectId}
                  </td>
                  <td dir="ltr">
                    <pre className="bo-changes">{changes(entry.before)}</pre>
                  </td>
                  <td dir="ltr">
                    <pre className="bo-changes">{changes(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={filter.page} total={log.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
