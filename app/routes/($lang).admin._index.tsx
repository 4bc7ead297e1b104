import { Form, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { roleMay } from "../../commerce/contract/staff";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { currentStaff, listTradeIns } from "~/models/staff.server";

/** The back office's first page: what waits for the signed-in staff member's role. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => {
    const member = await currentStaff(locale, staff);
    const tradeIns = roleMay(member.role, "tradein.decide") ? (await listTradeIns(locale, staff, "awaiting_device", 1, 1)).total : null;
    return { title: getI18n(locale).getFixedT(locale, "admin")("dashboard.title"), name: member.name, tradeIns };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Dashboard() {
  const { name, tradeIns } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const waiting = [tradeIns !== null && tradeIns > 0 ? { to: "/admin/trade-ins", text: t("dashboard.tradeInsAwaiting", { count: tradeIns }) } : null].filter(
    (item) => item !== null,
  );
  return (
    <section className="bo-page" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{t("dashboard.heading", { name })}</h1>
      <div className="bo-panel">
        {waiting.length > 0 ? (
          <ul>
            {waiting.map((item) => (
              <li key={item.to}>
                <Link to={href(item.to)}>{item.text}</Link>
              </li>
            ))}
          </ul>
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
