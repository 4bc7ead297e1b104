import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InstalmentPlanSummary } from "~/components/payment/instalment-plan";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { formatMoney } from "../../common/format";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { getPlacedOrder } from "~/models/checkout.server";
import { shopperOf } from "~/lib/request-context.server";
import { purchaseEvent } from "~/lib/analytics-events";
import { useAnalyticsEventOnce } from "~/lib/use-analytics";

/**
 * The order placed (SPEC §2 thank-you, "Order Placed"): its number, where the confirmation went, and what
 * happens next. Only the browser that placed the order sees it: the ordered cart's token in its cookie is the key.
 */

export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  const ordered = shopper.orderedCartToken;
  const order = ordered ? await getPlacedOrder({ locale: shopper.locale, cartToken: ordered }).catch(() => null) : null;
  // Opened bare (no order placed in this browser): nothing to thank for, the cart is where the shopper goes.
  if (!order) throw redirect(localizePath("/cart", shopper.locale));
  return data({ title: t("meta.thankYou"), order, signedIn: shopper.signedIn }, { headers: privatePageHeaders });
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export default function ThankYou() {
  const { order, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const { t: tPayment } = useTranslation("payment");
  const locale = useLocale();
  const href = useLocalizedHref();
  const store = order.pickup_store;
  const lines = order.lines.map((line) => ({ sku: line.sku, name: line.name, unitPriceFils: line.price_incl_tax, quantity: line.qty }));
  useAnalyticsEventOnce(purchaseEvent({ number: order.increment_id, totalFils: order.totals.grand_total, lines }), order.increment_id);
  return (
    <div className="container page checkout checkout-outcome">
      <h1>{t("thankYou.heading")}</h1>
      <p className="checkout-outcome__number">{t("thankYou.number", { number: order.increment_id })}</p>
      <p>{t("thankYou.emailed", { email: order.email })}</p>
      {order.payment_method === "cashondelivery" ? (
        <p>{t(store ? "thankYou.codAtStore" : "thankYou.cod", { amount: formatMoney(order.totals.grand_total, locale) })}</p>
      ) : null}
      {order.instalment ? (
        <p>
          {tPayment("plan.heading")}: <InstalmentPlanSummary plan={order.instalment} />
        </p>
      ) : null}
      {store ? <p>{t("thankYou.pickup", { store: store.name, address: store.address })}</p> : null}
      <p className="checkout-outcome__actions">
        {signedIn ? (
          <Link to={href(`/my-account/order/${order.increment_id}`)} className="button button--primary">
            {t("thankYou.viewOrder")}
          </Link>
        ) : null}
        <Link to={href("/")} className="button button--secondary">
          {t("thankYou.continue")}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
