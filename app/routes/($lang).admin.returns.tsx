import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime, formatMoney } from "../../common/format";
import { CASH_PAYOUTS, RETURN_DISPOSITIONS, RETURN_STATUSES, type ReturnStatus } from "../../commerce/contract/order";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { acceptReturnSchema, receiveReturnSchema, rejectReturnSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { useStaffMay } from "~/components/admin/use-staff";
import { conformField } from "~/components/forms/conform-field";
import { RadioGroup } from "~/components/forms/radio-group";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { pageOf, tabOf } from "~/lib/back-office";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { decideReturn, listReturns, type StaffReturn } from "~/models/back-office-returns.server";

/**
 * Returns (docs/order-api.md "Returns", decision 042), by where they stand: asked for (waiting for the parcel),
 * received (to inspect and decide), accepted, rejected. Operations press "received" when the parcel comes in, then
 * accept it (restock or write off; a card or BNPL payment is refunded through its provider, cash on delivery comes
 * back as store credit or a bank transfer they name) or reject it with a reason the shopper is e-mailed. Each step
 * moves the return to its tab, where the page shows it.
 */

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const status = tabOf(url, RETURN_STATUSES);
    const page = pageOf(url);
    return {
      title: getI18n(locale).getFixedT(locale, "admin")("returns.title"),
      status,
      page,
      returns: await listReturns(locale, staff, status, page, PAGE_SIZE),
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

type Step = "receive" | "accept" | "reject";
const intentOf = (step: Step, returnId: number | string) => `${step}:${returnId}`;
const DONE = { receive: "received", accept: "accepted", reject: "rejected" } as const satisfies Record<Step, ReturnStatus>;

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "return");
  const step = formData.get("step");
  const schema = step === "accept" ? acceptReturnSchema : step === "reject" ? rejectReturnSchema : receiveReturnSchema;
  const submission = parseWithZod(formData, { schema });
  const intent = intentOf(step === "accept" || step === "reject" ? step : "receive", String(formData.get("returnId") ?? ""));
  if (submission.status !== "success") return refuseForm(intent, submission);
  const { returnId, ...decision } = submission.value;
  const locale = localeOf(context);
  try {
    await asStaff(request, context, (staff) => decideReturn(locale, staff, returnId, decision));
  } catch (error) {
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  const status = DONE[decision.step];
  shopperOf(context).flash({ kind: "success", message: `admin:returns.done.${status}` });
  return redirect(`${localizePath("/admin/returns", locale)}?status=${status}#return-${returnId}`, { status: 303 });
}

export default function Returns() {
  const { status, page, returns } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const href = useLocalizedHref();
  return (
    <section className="bo-page" aria-labelledby="returns-heading">
      <h1 id="returns-heading">{t("returns.heading")}</h1>
      <nav aria-label={t("returns.tabs")}>
        <ul className="bo-tabs">
          {RETURN_STATUSES.map((tab) => (
            <li key={tab}>
              <Link to={href(`/admin/returns?status=${tab}`)} aria-current={tab === status ? "page" : undefined}>
                {tOrders(`returnStatus.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {returns.items.length === 0 ? <p className="bo-panel">{t("returns.none")}</p> : returns.items.map((row) => <ReturnPanel key={row.id} row={row} />)}
      <Pagination page={page} total={returns.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

function ReturnPanel({ row }: { row: StaffReturn }) {
  const { t } = useTranslation("admin");
  const { t: tOrders } = useTranslation("orders");
  const href = useLocalizedHref();
  const may = useStaffMay();
  const headingId = `return-${row.id}-heading`;
  return (
    <article id={`return-${row.id}`} className="bo-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("returns.returnOf", { number: row.id, order: row.increment_id })}</h2>
      <p>
        <Link to={href(`/admin/orders/${row.increment_id}`)}>{t("orders.open", { number: row.increment_id })}</Link>
        {" · "}
        <span dir="ltr">{row.email}</span> ({row.requested_by === "guest" ? t("order.guest") : t("returns.byCustomer")})
        {" · "}
        {tOrders(`paymentMethods.${row.payment_method}` as "paymentMethods.free", { defaultValue: row.payment_method })}
      </p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t("order.product")}</th>
              <th scope="col" className="bo-number">
                {t("order.qty")}
              </th>
              <th scope="col">{t("returns.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {row.items.map((line) => (
              <tr key={line.item_id}>
                <td>
                  {line.name}
                  <br />
                  <span dir="ltr">{line.sku}</span>
                </td>
                <td className="bo-number">{line.qty}</td>
                <td>{tOrders(`returnReasons.${line.reason}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {row.comment ? <blockquote>{row.comment}</blockquote> : null}
      <ul>
        <li>
          {t("returns.asked")} <span dir="ltr">{formatDateTime(row.created_at)}</span>
        </li>
        {row.received_at ? (
          <li>
            {t("returns.received", { name: row.received_by ?? "" })} <span dir="ltr">{formatDateTime(row.received_at)}</span>
          </li>
        ) : null}
        {row.decided_at ? (
          <li>
            {t("returns.decided", { name: row.decided_by ?? "" })} <span dir="ltr">{formatDateTime(row.decided_at)}</span>
          </li>
        ) : null}
      </ul>
      {row.status === "accepted" ? <Outcome row={row} /> : null}
      {row.status === "rejected" ? <p>{t("returns.rejectedBecause", { reason: row.rejection_reason ?? "" })}</p> : null}
      {may("returns.decide") && (row.status === "requested" || row.status === "received") ? <Decisions row={row} /> : null}
    </article>
  );
}

/** What an accepted return gave back: its credit notes, the gift cards' share, and the rest as it was paid back. */
function Outcome({ row }: { row: StaffReturn }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  return (
    <ul>
      <li>{t(row.disposition === "writeOff" ? "returns.writtenOff" : "returns.restocked")}</li>
      <li>{t("returns.credited", { amount: money(row.amount ?? 0), notes: row.credit_notes.join(", ") })}</li>
      {(row.to_gift_cards ?? 0) > 0 ? <li>{t("returns.toGiftCards", { amount: money(row.to_gift_cards ?? 0) })}</li> : null}
      {row.refunds.map((refund) => (
        <li key={refund.id}>
          {t("returns.refund", {
            id: refund.id,
            amount: money(refund.amount),
            status: t(`order.refundStatuses.${refund.status}`),
          })}
        </li>
      ))}
      {row.store_credit ? (
        <li>
          {t("returns.storeCredit", { amount: money(row.store_credit.amount) })} <span dir="ltr">{row.store_credit.code}</span>
        </li>
      ) : null}
      {row.bank_reference ? (
        <li>
          {t("returns.bankTransfer", { amount: money(row.payout_amount ?? 0) })} <span dir="ltr">{row.bank_reference}</span>
        </li>
      ) : null}
    </ul>
  );
}

function Decisions({ row }: { row: StaffReturn }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  // Cash collected at the door has no provider to refund it: staff choose how it comes back.
  const cash = row.payment_method === "cashondelivery";
  const [receive] = useForm({ id: `receive-${row.id}`, lastResult: usePageFormResult(intentOf("receive", row.id)) });
  const [accept, acceptFields] = useForm<z.input<typeof acceptReturnSchema>>({
    id: `accept-${row.id}`,
    lastResult: usePageFormResult(intentOf("accept", row.id)),
    defaultValue: { disposition: "restock", ...(cash ? { payout: "storeCredit" } : {}) },
  });
  const [reject, rejectFields] = useForm<z.input<typeof rejectReturnSchema>>({ id: `reject-${row.id}`, lastResult: usePageFormResult(intentOf("reject", row.id)) });
  return (
    <div className="bo-decisions">
      {row.status === "requested" ? (
        <Form method="post" {...getFormProps(receive)}>
          <input type="hidden" name="returnId" value={row.id} />
          <input type="hidden" name="step" value="receive" />
          <AdminFormErrors id={receive.errorId} errors={receive.errors} />
          <p>{t("returns.receiveHint")}</p>
          <button type="submit" className="button button--primary">
            {t("returns.receive", { number: row.id })}
          </button>
        </Form>
      ) : (
        <Form method="post" {...getFormProps(accept)}>
          <fieldset>
            <legend>{t("returns.acceptLegend", { number: row.id })}</legend>
            <input type="hidden" name="returnId" value={row.id} />
            <input type="hidden" name="step" value="accept" />
            <AdminFormErrors id={accept.errorId} errors={accept.errors} />
            <RadioGroup
              {...conformField(acceptFields.disposition, message)}
              label={t("returns.disposition")}
              options={RETURN_DISPOSITIONS.map((value) => ({ value, label: t(`returns.dispositions.${value}`) }))}
              required
            />
            {cash ? (
              <>
                <RadioGroup
                  {...conformField(acceptFields.payout, message)}
                  label={t("returns.payout")}
                  hint={t("returns.payoutHint")}
                  options={CASH_PAYOUTS.map((value) => ({ value, label: t(`returns.payouts.${value}`) }))}
                  required
                />
                <TextField
                  {...conformField(acceptFields.bankReference, message)}
                  label={t("returns.bankReference")}
                  hint={t("returns.bankReferenceHint")}
                  autoComplete="off"
                  dir="ltr"
                />
              </>
            ) : (
              <p>{t("returns.refundHint")}</p>
            )}
            <button type="submit" className="button button--primary">
              {t("returns.accept", { number: row.id })}
            </button>
          </fieldset>
        </Form>
      )}
      <Form method="post" {...getFormProps(reject)}>
        <fieldset>
          <legend>{t("returns.rejectLegend", { number: row.id })}</legend>
          <input type="hidden" name="returnId" value={row.id} />
          <input type="hidden" name="step" value="reject" />
          <AdminFormErrors id={reject.errorId} errors={reject.errors} />
          <TextField {...conformField(rejectFields.reason, message)} label={t("returns.rejectReason")} autoComplete="off" />
          <button type="submit" className="button button--secondary">
            {t("returns.reject", { number: row.id })}
          </button>
        </fieldset>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
