import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime, formatMoney } from "../../common/format";
import { GRADES, TRADE_IN_STATUSES } from "../../commerce/contract/tradein";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { acceptTradeInSchema, rejectTradeInSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { Pagination } from "~/components/admin/pagination";
import { conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { pageOf, tabOf } from "~/lib/back-office";
import { asStaff, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { decideTradeIn, listTradeIns, type TradeInPage } from "~/models/staff.server";

/**
 * Trade-ins (decision 038): the devices waiting to be inspected, oldest first, each with the two decisions staff can
 * take once they hold it (accept at the grade and value they found, at most the quote; or turn it down with a
 * reason the customer is e-mailed), and those decided.
 */

const PAGE_SIZE = 25;
type Row = TradeInPage["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return asStaff(request, context, async (staff, locale) => {
    const status = tabOf(url, TRADE_IN_STATUSES);
    const page = pageOf(url);
    return {
      title: getI18n(locale).getFixedT(locale, "admin")("tradeIns.title"),
      status,
      page,
      tradeIns: await listTradeIns(locale, staff, status, page, PAGE_SIZE),
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const intentOf = (outcome: "accept" | "reject", reference: string) => `${outcome}:${reference}`;

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "trade-in");
  const accepting = formData.get("outcome") === "accept";
  const submission = accepting ? parseWithZod(formData, { schema: acceptTradeInSchema }) : parseWithZod(formData, { schema: rejectTradeInSchema });
  const intent = intentOf(accepting ? "accept" : "reject", String(formData.get("reference") ?? ""));
  if (submission.status !== "success") return refuseForm(intent, submission);
  const locale = localeOf(context);
  const value = submission.value;
  try {
    await asStaff(request, context, (staff) =>
      decideTradeIn(
        locale,
        staff,
        value.reference,
        "grade" in value ? { outcome: "accepted", grade: value.grade, price: value.price } : { outcome: "rejected", reason: value.reason },
      ),
    );
  } catch (error) {
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: accepting ? "admin:tradeIns.acceptedDone" : "admin:tradeIns.rejectedDone" });
  return redirect(localizePath("/admin/trade-ins", locale), { status: 303 });
}

export default function TradeIns() {
  const { status, page, tradeIns } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const locale = useLocale();
  const labels = { awaiting_device: t("tradeIns.awaiting"), accepted: t("tradeIns.accepted"), rejected: t("tradeIns.rejected") };
  return (
    <section className="bo-page" aria-labelledby="trade-ins-heading">
      <h1 id="trade-ins-heading">{t("tradeIns.heading")}</h1>
      <nav aria-label={t("tradeIns.tabs")}>
        <ul className="bo-tabs">
          {TRADE_IN_STATUSES.map((tab) => (
            <li key={tab}>
              <Link to={href(`/admin/trade-ins?status=${tab}`)} aria-current={tab === status ? "page" : undefined}>
                {labels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tradeIns.items.length === 0 ? (
        <p className="bo-panel">{t("tradeIns.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("tradeIns.device")}</th>
                <th scope="col">{t("tradeIns.customer")}</th>
                <th scope="col" className="bo-number">
                  {t("tradeIns.quoted")}
                </th>
                <th scope="col">{t("tradeIns.quotedGrade")}</th>
                <th scope="col">{t("tradeIns.submitted")}</th>
                <th scope="col">{status === "awaiting_device" ? t("tradeIns.outcome") : t("tradeIns.decided")}</th>
              </tr>
            </thead>
            <tbody>
              {tradeIns.items.map((row) => (
                <tr key={row.reference}>
                  <td>{row.device}</td>
                  <td dir="ltr">{row.email}</td>
                  <td className="bo-number">{formatMoney(row.price, locale)}</td>
                  <td>{t(`grades.${row.grade}`)}</td>
                  <td dir="ltr">{formatDateTime(row.created_at)}</td>
                  <td>{status === "awaiting_device" ? <Decisions row={row} /> : <Decided row={row} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={tradeIns.total} pageSize={PAGE_SIZE} />
    </section>
  );
}

function Decided({ row }: { row: Row }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <>
      <span dir="ltr">{row.decided_at ? formatDateTime(row.decided_at) : null}</span>{" "}
      {row.decided_price !== null && row.decided_grade !== null
        ? t("tradeIns.paidValue", { price: formatMoney(row.decided_price, locale), grade: t(`grades.${row.decided_grade}`) })
        : row.rejection_reason}
    </>
  );
}

function Decisions({ row }: { row: Row }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const [accept, acceptFields] = useForm<z.input<typeof acceptTradeInSchema>>({
    id: `accept-${row.reference}`,
    lastResult: usePageFormResult(intentOf("accept", row.reference)),
    defaultValue: { grade: row.grade, price: (row.price / 100).toFixed(2) },
  });
  const [reject, rejectFields] = useForm<z.input<typeof rejectTradeInSchema>>({
    id: `reject-${row.reference}`,
    lastResult: usePageFormResult(intentOf("reject", row.reference)),
  });
  return (
    <div className="bo-decisions">
      <Form method="post" {...getFormProps(accept)}>
        <fieldset>
          <legend>{t("tradeIns.acceptLegend", { device: row.device })}</legend>
          <input type="hidden" name="reference" value={row.reference} />
          <AdminFormErrors id={accept.errorId} errors={accept.errors} />
          <SelectField {...conformField(acceptFields.grade, message)} label={t("tradeIns.grade")}>
            {GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {t(`grades.${grade}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            {...conformField(acceptFields.price, message)}
            label={t("tradeIns.price")}
            hint={t("tradeIns.priceHint", { quote: formatMoney(row.price, locale) })}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
          />
          <button type="submit" name="outcome" value="accept" className="button button--primary">
            {t("tradeIns.accept")}
          </button>
        </fieldset>
      </Form>
      <Form method="post" {...getFormProps(reject)}>
        <fieldset>
          <legend>{t("tradeIns.rejectLegend", { device: row.device })}</legend>
          <input type="hidden" name="reference" value={row.reference} />
          <AdminFormErrors id={reject.errorId} errors={reject.errors} />
          <TextField {...conformField(rejectFields.reason, message)} label={t("tradeIns.reason")} autoComplete="off" />
          <button type="submit" name="outcome" value="reject" className="button button--secondary">
            {t("tradeIns.reject")}
          </button>
        </fieldset>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
