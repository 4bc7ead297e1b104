import { data, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { privateNotFound } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { orUndefinedOn404 } from "~/lib/commerce.server";
import { formatDate, formatMoney } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { findValuation } from "~/models/trade-in.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * A submitted trade-in, where it stands (decision 038): the quote while the store waits for the device, then the
 * voucher staff issued, or why they could not. Its address holds the valuation's 128-bit random reference, which
 * only the shopper who submitted it was sent to: an unknown one is the 404 page.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const { locale } = shopper;
  const valuation = await findValuation(locale, params.reference!).catch(orUndefinedOn404);
  if (!valuation) throw privateNotFound();
  return data(
    { title: getI18n(locale).getFixedT(locale, "tradein")("done.title"), valuation },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;

export default function TradeInVoucher() {
  const { valuation } = useLoaderData<typeof loader>();
  const { t } = useTranslation("tradein");
  const locale = useLocale();
  const href = useLocalizedHref();
  const { voucher } = valuation;
  const device = (
    <div className="trade-in__summary-row">
      <dt>{t("done.device")}</dt>
      <dd>{valuation.asset.name}</dd>
    </div>
  );
  return (
    <div className="container page trade-in">
      {valuation.status === "accepted" && voucher ? (
        <>
          <h1>{t("done.accepted.heading")}</h1>
          <dl className="trade-in__voucher">
            {device}
            <div className="trade-in__summary-row">
              <dt>{t("done.accepted.code")}</dt>
              <dd>
                <strong className="trade-in__code" dir="ltr">
                  {voucher.code}
                </strong>
              </dd>
            </div>
            <div className="trade-in__summary-row">
              <dt>{t("done.accepted.value")}</dt>
              <dd>{formatMoney(voucher.balance, locale)}</dd>
            </div>
            {voucher.expires_at ? (
              <div className="trade-in__summary-row">
                <dt>{t("done.accepted.expires")}</dt>
                <dd>{formatDate(voucher.expires_at)}</dd>
              </div>
            ) : null}
          </dl>
          <p>{t("done.accepted.sent", { email: valuation.email })}</p>
          <p>{t("done.accepted.howToUse")}</p>
        </>
      ) : valuation.status === "rejected" ? (
        <>
          <h1>{t("done.rejected.heading")}</h1>
          <dl className="trade-in__voucher">{device}</dl>
          <p>{t("done.rejected.reason", { reason: valuation.rejection_reason ?? "" })}</p>
        </>
      ) : (
        <>
          <h1>{t("done.awaiting.heading")}</h1>
          <dl className="trade-in__voucher">
            {device}
            <div className="trade-in__summary-row">
              <dt>{t("done.awaiting.value")}</dt>
              <dd>{formatMoney(valuation.price, locale)}</dd>
            </div>
          </dl>
          <p>{t("done.awaiting.sent", { email: valuation.email })}</p>
          <p>{t("done.awaiting.next")}</p>
          <p>
            <Link to={href("/store-locator")}>{t("done.awaiting.findStore")}</Link>
          </p>
        </>
      )}
      <p className="trade-in__actions">
        <Link to={href("/cart")} className="button button--primary">
          {t("done.toCart")}
        </Link>
        <Link to={href("/trade-in")}>{t("done.another")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
