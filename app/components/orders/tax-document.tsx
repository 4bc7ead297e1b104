import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AddressLines } from "~/components/address/address-card";
import { formatDateTime, formatMoney } from "../../../common/format";
import { usePaymentFeeLabel } from "~/components/payment/instalment-plan";
import { orderPath } from "~/lib/order-paths";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { DocumentLine, TaxDocument } from "~/models/orders.server";

/**
 * A tax invoice or tax credit note as the customer prints it (UAE VAT Executive Regulation Art. 59): its
 * title, number and date, the supplier and the customer with their TRNs, each line with quantity, unit price
 * and amount excluding VAT, VAT rate and amount, the VAT per rate and the totals. The print stylesheet leaves
 * out the site's header, footer and menus; Arabic shows the same numbers right to left.
 */
export function TaxDocumentView({ title, facts, document, after }: { title: string; facts: [string, string][]; document: TaxDocument; after?: ReactNode }) {
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const href = useLocalizedHref();
  const money = (fils: number) => formatMoney(fils, locale);
  const { seller, customer } = document;
  return (
    <article className="tax-document">
      <header className="tax-document__head">
        <h1>{title}</h1>
        <dl className="order-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd dir="ltr">{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t("document.issued")}</dt>
            <dd dir="ltr">{formatDateTime(document.issued_at)}</dd>
          </div>
          <div>
            <dt>{t("document.orderNo")}</dt>
            <dd dir="ltr">{document.order.increment_id}</dd>
          </div>
        </dl>
      </header>
      <div className="tax-document__parties">
        <section aria-labelledby="document-supplier">
          <h2 id="document-supplier">{t("document.supplier")}</h2>
          <p className="address-card__name">{seller.name}</p>
          <p>{seller.address}</p>
          <p>
            {t("document.trn")} <span dir="ltr">{seller.trn}</span>
          </p>
        </section>
        <section aria-labelledby="document-customer">
          <h2 id="document-customer">{t("document.customer")}</h2>
          <p className="address-card__name">{customer.company ?? customer.name}</p>
          {customer.company ? <p>{customer.name}</p> : null}
          {customer.address ? <AddressLines address={customer.address} /> : null}
          <p dir="ltr">{customer.email}</p>
          {customer.trn ? (
            <p>
              {t("document.trn")} <span dir="ltr">{customer.trn}</span>
            </p>
          ) : null}
        </section>
      </div>
      <table className="order-table tax-document__lines">
        <caption className="visually-hidden">{t("document.linesHeading")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("document.description")}</th>
            <th scope="col">{t("document.qty")}</th>
            <th scope="col" className="order-table__amount">
              {t("document.unitPrice")}
            </th>
            <th scope="col" className="order-table__amount">
              {t("document.amountExcl")}
            </th>
            <th scope="col">{t("document.vatRate")}</th>
            <th scope="col" className="order-table__amount">
              {t("document.vatAmount")}
            </th>
            <th scope="col" className="order-table__amount">
              {t("document.amountIncl")}
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">
                <LineDescription line={line} paymentMethod={document.order.payment_method} />
              </th>
              <td>{line.kind === "goods" ? line.qty : ""}</td>
              <td className="order-table__amount">{line.kind === "goods" ? money(line.unit_price_excl_tax) : ""}</td>
              <td className="order-table__amount">{money(line.excl_tax)}</td>
              <td>{t("document.rate", { rate: line.tax_rate })}</td>
              <td className="order-table__amount">{money(line.tax)}</td>
              <td className="order-table__amount">{money(line.incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="document-summary" className="order-section">
        <h2 id="document-summary">{t("document.summaryHeading")}</h2>
        <dl className="order-totals">
          {document.by_rate.flatMap((rate) => [
            <Row key={`t${rate.tax_rate}`} label={t("document.taxableAt", { rate: rate.tax_rate })} value={money(rate.excl_tax)} />,
            <Row key={`v${rate.tax_rate}`} label={t("document.vatAt", { rate: rate.tax_rate })} value={money(rate.tax)} />,
          ])}
          <Row label={t("document.totalExcl")} value={money(document.totals.excl_tax)} />
          <Row label={t("document.totalVat")} value={money(document.totals.tax)} />
          <Row label={t("document.totalIncl")} value={money(document.totals.incl_tax)} grand />
          {after}
        </dl>
        <p>{t("document.currency")}</p>
      </section>
      <p className="tax-document__actions">
        <Link to={href(orderPath(document.order.increment_id))}>{t("document.backToOrder", { number: document.order.increment_id })}</Link>
      </p>
    </article>
  );
}

function LineDescription({ line, paymentMethod }: { line: DocumentLine; paymentMethod: string }) {
  const { t } = useTranslation("orders");
  const feeLabel = usePaymentFeeLabel();
  if (line.kind === "paymentFee") return <>{feeLabel(paymentMethod)}</>;
  if (line.kind !== "goods") return <>{t(`document.${line.kind}`)}</>;
  return (
    <>
      {line.name}
      <span className="order-table__sku">{t("detail.sku", { sku: line.sku })}</span>
    </>
  );
}

export function Row({ label, value, grand = false }: { label: string; value: string; grand?: boolean }) {
  return (
    <div className={grand ? "order-totals__row order-totals__row--grand" : "order-totals__row"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
