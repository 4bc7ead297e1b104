import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../common/format";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { pageOf, tabOf } from "~/lib/back-office";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { listContactMessages } from "~/models/back-office-service.server";

/** The contact inbox (support): the messages the contact form kept, open first and oldest first. */

const PAGE_SIZE = 50;
const TABS = ["open", "answered"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status = tabOf(url, TABS);
  const page = pageOf(url);
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("messages.title"),
    status,
    page,
    messages: await listContactMessages(locale, staff, status, page, PAGE_SIZE),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Inbox() {
  const { status, page, messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tSupport } = useTranslation("support");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">{t("messages.heading")}</h1>
      <nav aria-label={t("messages.tabs")}>
        <ul className="bo-tabs">
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={href(`/admin/messages?status=${tab}`)} aria-current={tab === status ? "page" : undefined}>
                {t(`messages.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {messages.items.length === 0 ? (
        <p className="bo-panel">{t("messages.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("messages.reference")}</th>
                <th scope="col">{t("messages.from")}</th>
                <th scope="col">{t("messages.topic")}</th>
                <th scope="col">{t("messages.received")}</th>
                <th scope="col" className="bo-number">
                  {t("messages.replies")}
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.items.map((message) => (
                <tr key={message.reference}>
                  <td>
                    <Link to={href(`/admin/messages/${message.reference}`)} aria-label={t("messages.openMessage", { reference: message.reference })}>
                      <span dir="ltr">{message.reference}</span>
                    </Link>
                  </td>
                  <td>
                    {message.name}
                    <br />
                    <span dir="ltr">{message.email}</span>
                  </td>
                  <td>{tSupport(`contact.topics.${message.topic as "other"}`, { defaultValue: message.topic })}</td>
                  <td dir="ltr">{formatDateTime(message.created_at)}</td>
                  <td className="bo-number">{message.replies}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={messages.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
