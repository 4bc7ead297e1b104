import { Form, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "../../common/format";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { TextField } from "~/components/forms/text-field";
import { asStaff } from "~/lib/back-office.server";
import { getI18n } from "~/lib/i18n.server";
import { reportPeriodOf } from "~/lib/report-period";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { salesReport, vatReturn, type SalesReport, type SalesRow, type VatReturn } from "~/models/reports.server";

/**
 * Finance reports (decision 049) over a period of UAE days, this month so far unless a GET form asks for another:
 * sales and refunds, the VAT return's figures per emirate, and the period's invoices and credit notes as CSV.
 * Every figure is the sum of the documents, in AED to the fils.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const query = reportPeriodOf(url, new Date());
    const valid = Object.keys(query.problems).length === 0;
    const [sales, vat] = valid ? await Promise.all([salesReport(locale, staff, query.period), vatReturn(locale, staff, query.period)]) : [null, null];
    return { title: getI18n(locale).getFixedT(locale, "admin")("reports.title"), query, sales, vat };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function Reports() {
  const { query, sales, vat } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const errorsOf = (field: "from" | "to") => {
    const problem = query.problems[field];
    return problem ? [t(`reports.problems.${problem}`)] : undefined;
  };
  return (
    <section className="bo-page" aria-labelledby="reports-heading">
      <h1 id="reports-heading">{t("reports.heading")}</h1>
      <Form method="get" className="bo-panel bo-filters" aria-label={t("reports.period")}>
        <TextField id="report-from" name="from" label={t("reports.from")} hint={t("reports.dateHint")} defaultValue={query.typed.from} errors={errorsOf("from")} dir="ltr" autoComplete="off" />
        <TextField id="report-to" name="to" label={t("reports.to")} hint={t("reports.dateHint")} defaultValue={query.typed.to} errors={errorsOf("to")} dir="ltr" autoComplete="off" />
        <button type="submit" className="button button--primary">
          {t("reports.show")}
        </button>
      </Form>
      {sales && vat ? (
        <>
          <p>
            {t("reports.documents", { invoices: vat.documents.invoices, notes: vat.documents.credit_notes })}{" "}
            <a href={href(`/admin/reports/documents?${new URLSearchParams(query.period)}`)} download>
              {t("reports.download")}
            </a>
          </p>
          <VatFigures vat={vat} />
          <Sales sales={sales} />
        </>
      ) : null}
    </section>
  );
}

function VatFigures({ vat }: { vat: VatReturn }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  return (
    <section className="bo-panel" aria-labelledby="vat-heading">
      <h2 id="vat-heading">{t("reports.vat.heading")}</h2>
      <p>{t("reports.vat.intro")}</p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("reports.vat.box")}</th>
              <th scope="col">{t("reports.vat.supplies")}</th>
              <th scope="col" className="bo-number">
                {t("reports.vat.amount")}
              </th>
              <th scope="col" className="bo-number">
                {t("reports.vat.vatAmount")}
              </th>
              <th scope="col" className="bo-number">
                {t("reports.vat.adjustment")}
              </th>
            </tr>
          </thead>
          <tbody>
            {vat.emirates.map((row, i) => (
              <tr key={row.emirate_id ?? "none"}>
                <td>{row.emirate_id === null ? "" : `1${"abcdefg"[i] ?? ""}`}</td>
                <th scope="row">{t("reports.vat.standardRated", { emirate: row.name ?? t("reports.vat.noEmirate") })}</th>
                <td className="bo-number">{money(row.amount)}</td>
                <td className="bo-number">{money(row.vat)}</td>
                <td className="bo-number">{money(row.adjustment)}</td>
              </tr>
            ))}
            <tr>
              <td>4</td>
              <th scope="row">{t("reports.vat.zeroRated")}</th>
              <td className="bo-number">{money(vat.zero_rated.amount)}</td>
              <td />
              <td />
            </tr>
            <tr>
              <td>8</td>
              <th scope="row">{t("reports.vat.totals")}</th>
              <td className="bo-number">{money(vat.totals.amount)}</td>
              <td className="bo-number">{money(vat.totals.vat)}</td>
              <td />
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Sales({ sales }: { sales: SalesReport }) {
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  const other = (key: string) => t(`reports.sales.rows.${key.slice(1)}` as "reports.sales.rows.discount");
  const payment = (code: string) => tOrders(`paymentMethods.${code}` as "paymentMethods.free", { defaultValue: code });
  return (
    <>
      <section className="bo-panel" aria-labelledby="sales-heading">
        <h2 id="sales-heading">{t("reports.sales.heading")}</h2>
        <dl className="bo-facts">
          <div>
            <dt>{t("reports.sales.invoiced")}</dt>
            <dd>{money(sales.totals.invoiced)}</dd>
          </div>
          <div>
            <dt>{t("reports.sales.credited")}</dt>
            <dd>{money(sales.totals.credited)}</dd>
          </div>
          <div>
            <dt>{t("reports.sales.net")}</dt>
            <dd>{money(sales.totals.net)}</dd>
          </div>
          <div>
            <dt>{t("reports.sales.tax")}</dt>
            <dd>{money(sales.totals.tax)}</dd>
          </div>
          <div>
            <dt>{t("reports.refunds.total")}</dt>
            <dd>{money(sales.refunds.total)}</dd>
          </div>
        </dl>
      </section>
      <Breakdown id="by-day" title={t("reports.sales.byDay")} rows={sales.by_day} name={(row) => row.key} />
      <Breakdown id="by-payment" title={t("reports.sales.byPayment")} rows={sales.by_payment} name={(row) => payment(row.key)} />
      <Breakdown id="by-category" title={t("reports.sales.byCategory")} rows={sales.by_category} name={(row) => row.label ?? other(row.key)} />
      <Breakdown id="by-brand" title={t("reports.sales.byBrand")} rows={sales.by_brand} name={(row) => row.label ?? other(row.key)} />
      <section className="bo-panel" aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">{t("reports.refunds.heading")}</h2>
        {sales.refunds.groups.length === 0 ? (
          <p>{t("reports.refunds.none")}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t("reports.refunds.provider")}</th>
                  <th scope="col">{t("reports.refunds.status")}</th>
                  <th scope="col" className="bo-number">
                    {t("reports.refunds.count")}
                  </th>
                  <th scope="col" className="bo-number">
                    {t("reports.refunds.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.refunds.groups.map((group) => (
                  <tr key={`${group.provider}-${group.status}`}>
                    <td>{payment(group.provider)}</td>
                    <td>{t(`order.refundStatuses.${group.status}`)}</td>
                    <td className="bo-number">{formatNumber(group.count, locale)}</td>
                    <td className="bo-number">{money(group.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Breakdown({ id, title, rows, name }: { id: string; title: string; rows: SalesRow[]; name: (row: SalesRow) => string }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  return (
    <section className="bo-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t("reports.sales.none")}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{title}</th>
                <th scope="col" className="bo-number">
                  {t("reports.sales.invoiced")}
                </th>
                <th scope="col" className="bo-number">
                  {t("reports.sales.credited")}
                </th>
                <th scope="col" className="bo-number">
                  {t("reports.sales.net")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" dir={id === "by-day" ? "ltr" : undefined}>
                    {name(row)}
                  </th>
                  <td className="bo-number">{money(row.invoiced)}</td>
                  <td className="bo-number">{money(row.credited)}</td>
                  <td className="bo-number">{money(row.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
