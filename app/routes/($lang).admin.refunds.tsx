import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatDateTime, formatMoney } from "../../common/format";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { asStaff, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { listFailedRefunds, retryRefund } from "~/models/back-office-orders.server";

/**
 * Refunds the provider refused or could not be reached for (decision 041), oldest first; finance retries each. A
 * refund is paid at most once however often Retry is pressed: the backend claims it before asking the provider.
 */

const retryForm = z.object({ refundId: z.coerce.number().int().positive() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return asStaff(request, context, async (staff, locale) => ({
    title: getI18n(locale).getFixedT(locale, "admin")("refunds.title"),
    refunds: await listFailedRefunds(locale, staff),
  }));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const parsed = retryForm.safeParse(Object.fromEntries(await readForm(request, "refund-retry")));
  if (!parsed.success) throw new Response(null, { status: 400 });
  const shopper = shopperOf(context);
  return asStaff(request, context, async (staff, locale) => {
    try {
      const refund = await retryRefund(locale, staff, parsed.data.refundId);
      if (refund.status === "succeeded") shopper.flash({ kind: "success", message: "admin:refunds.retried" });
      else shopper.flash({ kind: "error", message: "admin:refunds.stillFailing" });
    } catch (error) {
      if (!(error instanceof CommerceError) || error.status !== 409) throw error;
      shopper.flash({ kind: "error", message: error.code === "refund.inProgress" ? "admin:errors.refund.inProgress" : "admin:errors.refund.alreadySucceeded" });
    }
    return redirect(localizePath("/admin/refunds", locale), { status: 303 });
  });
}

export default function FailedRefunds() {
  const { refunds } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const href = useLocalizedHref();
  const locale = useLocale();
  return (
    <section className="bo-page" aria-labelledby="refunds-heading">
      <h1 id="refunds-heading">{t("refunds.heading")}</h1>
      <p>{t("refunds.intro")}</p>
      {refunds.items.length === 0 ? (
        <p className="bo-panel">{t("refunds.none")}</p>
      ) : (
        <div className="bo-table-wrap bo-panel">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("refunds.order")}</th>
                <th scope="col" className="bo-number">
                  {t("refunds.amount")}
                </th>
                <th scope="col">{t("refunds.why")}</th>
                <th scope="col" className="bo-number">
                  {t("refunds.attempts")}
                </th>
                <th scope="col">{t("refunds.error")}</th>
                <th scope="col">{t("refunds.since")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("refunds.retry", { id: "" })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {refunds.items.map((refund) => (
                <tr key={refund.id}>
                  <td>
                    <Link to={href(`/admin/orders/${refund.order.increment_id}`)}>{refund.order.increment_id}</Link>
                  </td>
                  <td className="bo-number">{formatMoney(refund.amount, locale)}</td>
                  <td>{t(`refunds.reasons.${refund.reason}`)}</td>
                  <td className="bo-number">{refund.attempts}</td>
                  <td dir="ltr">{refund.last_error ?? ""}</td>
                  <td dir="ltr">{formatDateTime(refund.updated_at)}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="refundId" value={refund.id} />
                      <button type="submit" className="button button--secondary bo-button--small">
                        {t("refunds.retry", { id: refund.id })}
                      </button>
                    </Form>
                  </td>
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
