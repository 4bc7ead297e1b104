import { data, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../common/format";
import { orSignIn, requireCustomer } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { listMyVisits, type Visit } from "~/models/locator.server";

/**
 * The store visits the customer booked while signed in: those to come, each leading to its page (the e-mail's
 * link) where it is moved or cancelled, then the cancelled and past ones.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const visits = await orSignIn(shopper, request, listMyVisits(locale, customer));
  return data({ title: getI18n(locale).getFixedT(locale, "locator")("mine.title"), visits }, { headers: privatePageHeaders });
}

export const meta = accountPageMeta;

export default function MyStoreVisits() {
  const { visits } = useLoaderData<typeof loader>();
  const { t } = useTranslation("locator");
  const href = useLocalizedHref();
  return (
    <>
      <h1>{t("mine.heading")}</h1>
      {visits.length === 0 ? <p>{t("mine.empty")}</p> : <VisitList visits={visits} />}
      <p>
        <Link to={href("/schedule-store-visit")}>{t("confirmed.another")}</Link>
      </p>
    </>
  );
}

function VisitList({ visits }: { visits: readonly Visit[] }) {
  const { t } = useTranslation("locator");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <ul className="store-visits">
      {visits.map((visit) => (
        <li key={visit.reference} className="store-visits__item">
          <h2>{visit.store.name}</h2>
          <p>
            {t("confirmed.whenValue", { date: formatCalendarDate(visit.date, locale), time: visit.slot })}
            {visit.status === "cancelled" ? ` · ${t("mine.cancelled")}` : null}
          </p>
          <p>
            <Link to={href(`/schedule-store-visit/${visit.reference}`)}>
              {visit.status === "booked" ? t("mine.manage", { store: visit.store.name }) : t("mine.open", { store: visit.store.name })}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
