import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { readId } from "../../commerce/contract/cart";
import { TaxDocumentView } from "~/components/orders/tax-document";
import { ownOr404, privateNotFound, requireCustomer } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { getCreditNote } from "~/models/orders.server";

/** The tax credit note of a cancelled line, against its invoice, printable; someone else's is the 404 page. */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { locale } = shopper;
  const creditNo = readId(params.creditNo);
  if (creditNo === null) throw privateNotFound();
  const creditNote = await ownOr404(shopper, request, getCreditNote(locale, customer, creditNo));
  const title = getI18n(locale).getFixedT(locale, "orders")("document.creditNoteTitle", { number: creditNote.credit_no });
  return data({ title, creditNote }, { headers: privatePageHeaders });
}

export const meta = accountPageMeta;

export default function CreditNotePage() {
  const { creditNote } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  return (
    <TaxDocumentView
      title={t("document.creditNote")}
      facts={[
        [t("document.creditNoteNo"), String(creditNote.credit_no)],
        [t("document.againstInvoice"), String(creditNote.invoice.invoice_no)],
      ]}
      document={creditNote}
    />
  );
}
