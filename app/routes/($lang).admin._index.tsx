import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { asStaff } from "~/lib/back-office.server";
import { formatNumber } from "../../common/format";
import { getI18n } from "~/lib/i18n.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { dashboardCounts } from "~/models/back-office-service.server";
import { currentStaff } from "~/models/staff.server";

/** The back office's first page: what waits for the signed-in staff member's role, each with the page to act on it. */

/** Where each count is acted on. */
const COUNTS = [
  { key: "ordersToShip", to: "/admin/orders?status=confirmed&delivery=standard" },
  { key: "toPrepareForCollection", to: "/admin/stores" },
  { key: "readyNotCollected", to: "/admin/stores" },
  { key: "returnsToInspect", to: "/admin/returns?status=received" },
  { key: "tradeInsToInspect", to: "/admin/trade-ins" },
  { key: "refundsFailed", to: "/admin/refunds" },
  { key: "contactOpen", to: "/admin/messages" },
  { key: "lowStock", to: "/admin/low-stock" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => {
    const [member, counts] = await Promise.all([currentStaff(locale, staff), dashboardCounts(locale, staff)]);
    return { title: getI18n(locale).getFixedT(locale, "admin")("dashboard.title"), name: member.name, counts };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Dashboard() {
  const { name, counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const locale = useLocale();
  const waiting = COUNTS.filter(({ key }) => (counts[key] ?? 0) > 0);
  return (
    <section className="bo-page" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{t("dashboard.heading", { name })}</h1>
      <div className="bo-panel">
        <h2>{t("dashboard.waiting")}</h2>
        {waiting.length > 0 ? (
          <dl className="bo-counts">
            {waiting.map(({ key, to }) => (
              <div key={key}>
                <dt>
                  <Link to={href(to)}>{t(`dashboard.counts.${key}`)}</Link>
                </dt>
                <dd>{formatNumber(counts[key]!, locale)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t("dashboard.nothingToDo")}</p>
        )}
      </div>
      <Form method="post" action={href("/admin/sign-out")}>
        <button type="submit" name="scope" value="everywhere" className="button button--secondary">
          {t("signOutEverywhere")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
