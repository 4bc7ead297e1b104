import { data, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumbs } from "~/components/listing/breadcrumbs";
import { useDeliveryFee } from "~/components/locator/delivery-fee";
import { formatMoney } from "../../common/format";
import { cataloguePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/seo";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { getCmsPage } from "~/models/catalog.server";
import { getDeliveryRules, type DeliveryRules } from "~/models/locator.server";
import { localeOf } from "~/lib/request-context.server";

/**
 * The delivery page (SPEC §2 delivery): the staff's introduction (the `delivery` CMS page, which also gives the
 * title and description), then the methods, fees, days per emirate, cut-off, pickup and cash on delivery, all
 * from the rules the checkout applies (the locator's delivery rules), so the page cannot disagree with it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const [page, rules] = await Promise.all([getCmsPage({ locale, identifier: "delivery" }), getDeliveryRules(locale)]);
  const t = getI18n(locale).getFixedT(locale, "locator");
  return data(
    {
      locale,
      origin: new URL(request.url).origin,
      title: page?.title || t("delivery.title"),
      description: page?.meta_description || t("delivery.description"),
      intro: page?.content ?? "",
      rules,
    },
    { headers: cataloguePageHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description, origin: data.origin, locale: data.locale, path: "/delivery" }) : [];

export default function DeliveryPage() {
  const { title, intro, rules } = useLoaderData<typeof loader>();
  const { t } = useTranslation("locator");
  const locale = useLocale();
  const href = useLocalizedHref();
  const hour = rules.cutoff_hour;
  return (
    <div className="container page delivery-page">
      <Breadcrumbs items={[{ name: title, path: "/delivery" }]} />
      <article className="cms">
        <h1>{title}</h1>
        {/* Written by the store's staff in the back office and trusted as such, like every CMS page. */}
        <div className="cms__body" dangerouslySetInnerHTML={{ __html: intro }} />
        <MethodsTable rules={rules} />
        <p>{t("delivery.cutoff", { hour })}</p>
        <p>{t("delivery.supplier", { count: rules.supplier_days })}</p>
        <EmiratesTable rules={rules} />
        <h2>{t("delivery.pickupHeading")}</h2>
        <p>
          {t("delivery.pickup", { count: rules.stores.total })} {t("delivery.pickupCurbside", { count: rules.stores.curbside })}{" "}
          <Link to={href("/store-locator")}>{t("delivery.storeLink")}</Link>
        </p>
        <h2>{t("delivery.codHeading")}</h2>
        <p>
          {t("delivery.cod", { max: formatMoney(rules.cash_on_delivery.max, locale) })}{" "}
          {rules.cash_on_delivery.fee > 0 ? t("delivery.codFee", { fee: formatMoney(rules.cash_on_delivery.fee, locale) }) : t("delivery.codNoFee")}
        </p>
      </article>
    </div>
  );
}

function MethodsTable({ rules }: { rules: DeliveryRules }) {
  const { t } = useTranslation("locator");
  const feeText = useDeliveryFee();
  /** The fastest a method gets an order to any emirate, ordered before the cut-off. */
  const soonest = (method: string) => Math.min(...rules.emirates.map((e) => e.days.find((d) => d.method === method)!.before_cutoff));
  const latest = (method: string) => Math.max(...rules.emirates.map((e) => e.days.find((d) => d.method === method)!.before_cutoff));
  const when = (method: string) => {
    const [from, to] = [soonest(method), latest(method)];
    return from === to ? t("delivery.whenDays", { count: to }) : t("delivery.whenDaysRange", { from, count: to });
  };
  return (
    <>
      <h2 id="delivery-methods">{t("delivery.methodsHeading")}</h2>
      <table className="delivery-table" aria-labelledby="delivery-methods">
        <thead>
          <tr>
            <th scope="col">{t("delivery.method")}</th>
            <th scope="col">{t("delivery.fee")}</th>
            <th scope="col">{t("delivery.when")}</th>
          </tr>
        </thead>
        <tbody>
          {rules.methods.map((method) => (
            <tr key={method.method}>
              <th scope="row">{t(`methods.${method.method}`)}</th>
              <td>{feeText(method)}</td>
              <td>{when(method.method)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function EmiratesTable({ rules }: { rules: DeliveryRules }) {
  const { t } = useTranslation("locator");
  const hour = rules.cutoff_hour;
  const homeDelivery = ["standard", "express"] as const;
  const days = (count: number) => t("delivery.whenDays", { count });
  return (
    <>
      <h2 id="delivery-emirates">{t("delivery.emiratesHeading")}</h2>
      <table className="delivery-table" aria-labelledby="delivery-emirates">
        <thead>
          <tr>
            <th scope="col">{t("delivery.emirate")}</th>
            {homeDelivery.map((method) => (
              <th key={method} scope="col">
                {t(`methods.${method}`)}
                <br />
                <span className="delivery-table__note">{t("delivery.beforeCutoff", { hour })}</span>
              </th>
            ))}
            <th scope="col">
              {t("methods.standard")}
              <br />
              <span className="delivery-table__note">{t("delivery.afterCutoff", { hour })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.emirates.map((emirate) => {
            const of = (method: string) => emirate.days.find((d) => d.method === method)!;
            return (
              <tr key={emirate.code}>
                <th scope="row">{emirate.name}</th>
                {homeDelivery.map((method) => (
                  <td key={method}>{days(of(method).before_cutoff)}</td>
                ))}
                <td>{days(of("standard").after_cutoff)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
