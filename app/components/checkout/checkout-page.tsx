import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CHECKOUT_STEPS, PICKUP_METHODS, type CheckoutStep } from "../../../commerce/contract/checkout";
import { BankOfferRemoved } from "~/components/cart/bank-offer-removed";
import { CartSummaryLines } from "~/components/cart/cart-summary-lines";
import { TotalsTable } from "~/components/cart/totals-table";
import { formatCalendarDate } from "../../../common/format";
import { beginCheckoutEvent } from "~/lib/analytics-events";
import { useAnalyticsEvent } from "~/lib/use-analytics";
import { useLocale } from "~/lib/use-locale";
import type { Checkout } from "~/models/checkout.server";

/** The checkout's first step, as an analytics event (decision 064). */
function beginCheckoutEventOf({ cart }: Checkout) {
  const lines = cart.items.map((item) => ({ sku: item.sku, name: item.name, unitPriceFils: item.price_incl_tax, quantity: item.qty }));
  return beginCheckoutEvent(lines, cart.totals.grand_total);
}

/** Where each step's page is, as the loader worked it out (guests' contact step is the guest checkout). */
export type StepHrefs = Record<CheckoutStep, string>;

/**
 * The frame of every checkout step: the steps as a list (done ones are links back, later ones plain text:
 * a step cannot be skipped ahead), the step's form, and the order summary with each line's estimated date.
 */
export function CheckoutPage({
  step,
  checkout,
  hrefs,
  buyNow,
  children,
}: {
  step: CheckoutStep;
  checkout: Checkout;
  hrefs: StepHrefs;
  buyNow: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const reached = CHECKOUT_STEPS.indexOf(checkout.next_step);
  useAnalyticsEvent(step === CHECKOUT_STEPS[0] ? beginCheckoutEventOf(checkout) : null);
  return (
    <div className="container page checkout">
      <h1 className="checkout__heading">{t("heading")}</h1>
      {buyNow ? <p className="checkout__note">{t("buyNowNote")}</p> : null}
      <nav aria-label={t("steps.label")}>
        <ol className="checkout-steps">
          {CHECKOUT_STEPS.map((s, index) => {
            const label = t(`steps.${s}`);
            if (s === step) {
              return (
                <li key={s} className="checkout-steps__step checkout-steps__step--current" aria-current="step">
                  {label} <span className="visually-hidden">{t("steps.current")}</span>
                </li>
              );
            }
            return (
              <li key={s} className="checkout-steps__step">
                {index <= reached ? <Link to={hrefs[s]}>{label}</Link> : label}
                {index < reached ? <span className="visually-hidden"> {t("steps.done")}</span> : null}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="checkout__layout">
        <div className="checkout__main">
          <BankOfferRemoved cart={checkout.cart} />
          {/* Said before the way to pay is chosen: only the bank's card keeps the offer (decision 047). */}
          {step === "payment" && checkout.cart.bank_coupon_code ? (
            <p className="checkout__note">{t("payment.bankOfferCardOnly", { code: checkout.cart.bank_coupon_code })}</p>
          ) : null}
          {children}
        </div>
        <CheckoutSummary checkout={checkout} />
      </div>
    </div>
  );
}

function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation("checkout");
  const locale = useLocale();
  const pickup = checkout.delivery !== null && PICKUP_METHODS.includes(checkout.delivery.method);
  const dates = new Map(checkout.estimated_delivery.map((e) => [e.item_id, e.date]));
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="checkout-summary__heading">
        {t("summary.heading")}
      </h2>
      <CartSummaryLines
        items={checkout.cart.items}
        note={(item) => {
          const date = dates.get(item.item_id);
          if (!date || checkout.cart.is_virtual) return null;
          return t(pickup ? "summary.pickupEstimate" : "summary.estimate", { date: formatCalendarDate(date, locale) });
        }}
      />
      <TotalsTable cart={checkout.cart} headingId="checkout-summary-heading" />
    </aside>
  );
}
