import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { readId } from "../../commerce/contract/cart";
import { Row, TaxDocumentView } from "~/components/orders/tax-document";
import { ownOr404, privateNotFound, requireCustomer } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { formatMoney } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocale } from "~/lib/use-locale";
import { getInvoice } from "~/models/orders.server";

/** The tax invoice of one shipment (SPEC §2 invoiceDetails), printable; someone else's or an unknown one is the 404 page. */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const invoiceNo = readId(params.invoiceId);
  const shipmentNo = params.shipmentNo ?? "";
  if (invoiceNo === null || !/^[\d-]{1,40}$/.test(shipmentNo)) throw privateNotFound();
  const invoice = await ownOr404(shopper, request, getInvoice(locale, customer, invoiceNo, shipmentNo));
  const title = getI18n(locale).getFixedT(locale, "orders")("document.invoiceTitle", { number: invoice.invoice_no });
  return data({ title, invoice }, { headers: privatePageHeaders });
}

export const meta = accountPageMeta;

export default function InvoicePage() {
  const { invoice } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const locale = useLocale();
  return (
    <TaxDocumentView
      title={t("document.invoice")}
      facts={[
        [t("document.invoiceNo"), String(invoice.invoice_no)],
        [t("document.shipmentNo"), invoice.shipment_no],
      ]}
      document={invoice}
      after={
        invoice.paid_by_gift_cards > 0 ? (
          <>
            <Row label={t("document.giftCards")} value={formatMoney(-invoice.paid_by_gift_cards, locale)} />
            <Row label={t("document.amountDue")} value={formatMoney(invoice.amount_due, locale)} />
          </>
        ) : null
      }
    />
  );
}
