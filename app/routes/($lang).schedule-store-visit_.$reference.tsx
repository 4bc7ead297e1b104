import { data, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StoreCard } from "~/components/locator/store-card";
import { orUndefinedOn404 } from "~/lib/commerce.server";
import { formatCalendarDate } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/seo";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { getVisit } from "~/models/locator.server";
import { localeOf } from "~/lib/request-context.server";

/**
 * A booked store visit (SPEC §4 "Visit scheduling": visitScheduled), where the booking form leads and the
 * confirmation e-mail links to. Its address carries the visit's unguessable reference; an unknown one is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const reference = params.reference ?? "";
  const visit = /^[0-9a-f]{32}$/.test(reference) ? await getVisit(locale, reference).catch(orUndefinedOn404) : undefined;
  if (!visit) throw new Response(null, { status: 404, statusText: "Not Found", headers: privatePageHeaders });
  const t = getI18n(locale).getFixedT(locale, "locator");
  return data(
    { locale, origin: new URL(request.url).origin, title: t("confirmed.title"), path: `/schedule-store-visit/${reference}`, visit },
    { headers: privatePageHeaders },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.title, origin: data.origin, locale: data.locale, path: data.path, noIndex: true }) : [];

export default function VisitConfirmed() {
  const { visit } = useLoaderData<typeof loader>();
  const { t } = useTranslation("locator");
  const locale = useLocale();
  const href = useLocalizedHref();
  return (
    <div className="container page store-visit">
      <h1>{t("confirmed.heading")}</h1>
      <div className="notification notification--success" role="status">
        <p>{t("confirmed.body", { name: visit.full_name })}</p>
        <dl className="store-visit__summary">
          <div>
            <dt>{t("confirmed.when")}</dt>
            <dd>{t("confirmed.whenValue", { date: formatCalendarDate(visit.date, locale), time: visit.slot })}</dd>
          </div>
          <div>
            <dt>{t("confirmed.where")}</dt>
            <dd>{`${visit.store.name}, ${visit.store.address}`}</dd>
          </div>
        </dl>
        <p>{t("confirmed.emailSent", { email: visit.email })}</p>
      </div>
      <StoreCard store={visit.store} />
      <p>
        <Link to={href("/schedule-store-visit")}>{t("confirmed.another")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
