import { clientOf } from "~/lib/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { PICKUP_METHODS } from "../../commerce/contract/checkout";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { placeSchema } from "~/components/checkout/checkout-forms";
import { PLACE_INTENT, PlaceOrder, SEND_CODE_INTENT } from "~/components/checkout/place-order";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InstalmentPlanSummary } from "~/components/payment/instalment-plan";
import { orSignIn } from "~/lib/account.server";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { afterPlacing, checkoutPageData, checkoutPath, openCheckout, paymentReturnUrl } from "~/lib/checkout.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";

import { getCardForm, placeOrder, sendCodCode } from "~/models/checkout.server";
import { listSavedCards } from "~/models/saved-cards.server";

/**
 * The last step (SPEC §2 checkout, order confirmation): everything the steps took, each with a way back to
 * change it, and the form that places the order for the way to pay chosen.
 */

export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const open = await openCheckout(request, context, "review");
  const { shopper, checkout, cartToken, customer, mode } = open;
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  const byCard = checkout.payment?.method === "credit_card" || checkout.payment?.method === "installments";
  const [cardForm, savedCards] = await Promise.all([
    byCard ? getCardForm({ locale: shopper.locale, cartToken }, paymentReturnUrl(request, shopper.locale, mode)) : Promise.resolve(null),
    byCard && customer ? orSignIn(shopper, request, listSavedCards(shopper.locale, customer)) : Promise.resolve([]),
  ]);
  return data(
    { title: t("meta.review"), ...checkoutPageData(open), cardForm, savedCards, signedIn: shopper.signedIn },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const open = await openCheckout(request, context, "review");
  const { shopper, cartToken, customer, mode } = open;
  const formData = await readForm(request, PLACE_INTENT);
  const call = { locale: shopper.locale, cartToken, customer };
  const back = checkoutPath("review", shopper.locale, mode);
  const submission = parseWithZod(formData, { schema: placeSchema });

  if (formData.get("intent") === SEND_CODE_INTENT) {
    const limited = await refuseWhenLimited(shopper, PLACE_INTENT, submission, [
      ["codeSendClient", clientOf(context)],
      ["codSendMobile", open.checkout.contact?.mobile ?? ""],
      ["codSendCart", cartToken],
    ]);
    if (limited) return limited;
    try {
      await sendCodCode(call);
    } catch (error) {
      return refuseWithCommerceError(shopper, request, PLACE_INTENT, submission, error);
    }
    shopper.flash({ kind: "success", message: "checkout:review.codeSent" });
    return redirect(back, { status: 303 });
  }
  if (submission.status !== "success") return refuse(shopper, PLACE_INTENT, submission);
  const limited = await refuseWhenLimited(shopper, PLACE_INTENT, submission, [["codeVerifyClient", clientOf(context)]]);
  if (limited) return limited;
  try {
    const answer = await placeOrder(call, { ...submission.value, return_url: paymentReturnUrl(request, shopper.locale, mode) });
    return afterPlacing(open, answer);
  } catch (error) {
    return refuseWithCommerceError(shopper, request, PLACE_INTENT, submission, error);
  }
}

export default function CheckoutReview() {
  const { checkout, hrefs, buyNow, cardForm, savedCards, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const { contact, delivery, payment } = checkout;
  const gift = checkout.cart.gift_wrap;
  const pickup = delivery && PICKUP_METHODS.includes(delivery.method) ? delivery.pickup_store : null;
  const change = (what: string, to: string) => (
    <Link to={to} className="checkout-review__change" aria-label={t("review.changeNamed", { what })}>
      {t("review.change")}
    </Link>
  );
  return (
    <CheckoutPage step="review" checkout={checkout} hrefs={hrefs} buyNow={buyNow}>
      <h2>{t("review.heading")}</h2>
      <dl className="checkout-review">
        <div className="checkout-review__part">
          <dt>{t("review.contactHeading")}</dt>
          <dd>
            {contact?.full_name}, <span dir="ltr">{contact?.email}</span>, <span dir="ltr">{formatUaeMobile(contact?.mobile ?? "")}</span>{" "}
            {change(t("review.contactHeading"), hrefs.contact)}
          </dd>
        </div>
        {checkout.cart.is_virtual || !delivery ? null : (
          <div className="checkout-review__part">
            <dt>{t("review.deliveryHeading")}</dt>
            <dd>
              {t(`delivery.methods.${delivery.method}`)}
              {pickup ? `: ${t("review.pickupAt", { store: `${pickup.name}, ${pickup.address}` })}` : null}
              {delivery.address
                ? `: ${delivery.address.full_name}, ${delivery.address.building} ${delivery.address.flat}, ${delivery.address.area}`
                : null}
              {delivery.vehicle_model ? <> ({t("review.vehicle", { model: delivery.vehicle_model, number: delivery.vehicle_number })})</> : null}
              {gift.message ? <> {t("review.gift", { message: gift.message })}</> : null}
              {gift.sender ? <> {t("review.giftSender", { name: gift.sender })}</> : null}
              {gift.receiver ? <> {t("review.giftReceiver", { name: gift.receiver })}</> : null} {change(t("review.deliveryHeading"), hrefs.delivery)}
            </dd>
          </div>
        )}
        <div className="checkout-review__part">
          <dt>{t("review.paymentHeading")}</dt>
          <dd>
            {payment ? t(`payment.methods.${payment.method}` as "payment.methods.credit_card") : null}
            {payment?.instalment ? (
              <>
                {" "}
                <InstalmentPlanSummary plan={payment.instalment} />
              </>
            ) : null}
            {payment?.vat_trn ? <> {t("review.companyInvoice", { company: payment.vat_company, trn: payment.vat_trn })}</> : null}
            {payment?.employee_id ? <> {t("review.employee", { id: payment.employee_id })}</> : null} {change(t("review.paymentHeading"), hrefs.payment)}
          </dd>
        </div>
      </dl>
      <PlaceOrder checkout={checkout} cardForm={cardForm} savedCards={savedCards} signedIn={signedIn} />
    </CheckoutPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
