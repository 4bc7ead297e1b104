import { data, Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { checkoutModeOf, checkoutPath } from "~/lib/checkout.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { getI18n } from "~/lib/i18n.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { getPlacedOrder } from "~/models/checkout.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * The outcome of a card or BNPL payment (SPEC §2 payment-status, §8 messages): paid (the order number), still
 * waiting for the provider, or failed with the reason and a way back to the payment step: the cart is open
 * again exactly as it was, so paying again or choosing another way to pay is one click away.
 */

export const handle = { layout: "minimal" };

const FAILURES = ["declined", "authenticationFailed", "cancelled", "expired", "notEligible", "tabbyUnavailable", "error"] as const;
type Failure = (typeof FAILURES)[number];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const query = new URL(request.url).searchParams;
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  const headers = privatePageHeaders;
  const result = query.get("result");
  if (result === "failed") {
    const reason = query.get("reason");
    const known: Failure = (FAILURES as readonly string[]).includes(reason ?? "") ? (reason as Failure) : "error";
    // SPEC §8 names Tabby's refusal apart from Tamara's.
    const failure = known === "notEligible" && query.get("method") === "tabby" ? "tabbyUnavailable" : known;
    return data({ title: t("meta.status"), outcome: "failed" as const, failure, backToPayment: checkoutPath("payment", shopper.locale, checkoutModeOf(request)), order: null }, { headers });
  }
  const ordered = shopper.orderedCartToken;
  const order = ordered ? await getPlacedOrder({ locale: shopper.locale, cartToken: ordered }).catch(() => null) : null;
  const outcome = order && order.status !== "pending" ? ("paid" as const) : ("pending" as const);
  return data({ title: t("meta.status"), outcome, failure: null, backToPayment: null, order: order?.increment_id ?? query.get("order") }, { headers });
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export default function PaymentStatus() {
  const { outcome, failure, backToPayment, order } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const href = useLocalizedHref();
  return (
    <div className="container page checkout checkout-outcome">
      {outcome === "failed" ? (
        <>
          <h1>{t("status.failedHeading")}</h1>
          <p role="alert">{t(`status.failures.${failure ?? "error"}`)}</p>
          <p>{t("status.cartKept")}</p>
          <p>
            <Link to={backToPayment ?? href("/checkout")} className="button button--primary">
              {t("status.backToPayment")}
            </Link>
          </p>
        </>
      ) : outcome === "paid" ? (
        <>
          <h1>{t("status.successHeading")}</h1>
          <p>{t("status.successText", { number: order })}</p>
          <p>
            <Link to={href("/thankyou")} className="button button--primary">
              {t("thankYou.viewOrder")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1>{t("status.pendingHeading")}</h1>
          <p>{t("status.pendingText")}</p>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
