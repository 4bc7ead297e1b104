import { parseWithZod } from "@conform-to/zod";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { BNPL_MAX_AMOUNT, BNPL_MIN_AMOUNT, CARD_INSTALMENT_MIN_AMOUNT } from "../../commerce/contract/instalments";
import { GiftCardForm } from "~/components/cart/gift-card-form";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { loyaltyPointsSchema, paymentSchema } from "~/components/checkout/checkout-forms";
import { LOYALTY_INTENT, LoyaltyPointsForm } from "~/components/checkout/loyalty-points-form";
import { PAYMENT_INTENT, PaymentForm } from "~/components/checkout/payment-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PayInFour } from "~/components/payment/pay-in-four";
import { refuse, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { checkoutPageData, openCheckout, toStep } from "~/lib/checkout.server";
import { config } from "~/lib/config.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { savePayment } from "~/models/checkout.server";
import { getInstalmentOffer } from "~/models/payment.server";
import { getLoyaltyCard, spendLoyaltyPoints } from "~/models/loyalty.server";

/**
 * The payment step (SPEC §2, §5, §9): the ways to pay this order, gift cards that pay part or all of it, a
 * company TRN for the tax invoice, a staff reference, and the terms. With cash on delivery the courier's fee
 * shows in the summary as soon as it is chosen. A signed-in customer may spend loyalty points (decision 065).
 */

export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const open = await openCheckout(request, context, "payment");
  const { shopper, checkout, customer } = open;
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  // The plans are offered for the total without the fee of the way to pay chosen so far (instalments add their own).
  const fees = checkout.cart.totals.total_segments.filter((segment) => segment.code === "payment_fee" || segment.code === "instalment_fee");
  const amount = checkout.cart.totals.grand_total - fees.reduce((sum, segment) => sum + segment.value, 0);
  const offer = await getInstalmentOffer({ locale: shopper.locale, amount }).catch((error: unknown) => {
    console.error("checkout: instalments unavailable:", error);
    return null;
  });
  const card = customer ? await getLoyaltyCard(shopper.locale, customer, 1) : null;
  return data(
    {
      title: t("meta.payment"),
      loyalty: card === null ? null : { balance: card.balance, worth: card.worth },
      ...checkoutPageData(open),
      issuers: offer?.issuers ?? [],
      payInFour: offer?.payInFour ?? null,
      limits: { codMax: config.payments.codMax, bnplMin: BNPL_MIN_AMOUNT, bnplMax: BNPL_MAX_AMOUNT, instalmentMin: CARD_INSTALMENT_MIN_AMOUNT },
    },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const open = await openCheckout(request, context, "payment");
  const { shopper, cartToken, customer } = open;
  const form = await readForm(request, PAYMENT_INTENT);
  if (form.get("intent") === LOYALTY_INTENT && customer) {
    const chosen = parseWithZod(form, { schema: loyaltyPointsSchema });
    if (chosen.status !== "success") return refuse(shopper, LOYALTY_INTENT, chosen);
    const { value } = chosen;
    try {
      await spendLoyaltyPoints({ locale: shopper.locale, cartToken, customer }, value.use === "number" ? value.points : value.use === "all" ? "all" : 0);
    } catch (error) {
      return refuseWithCommerceError(shopper, request, LOYALTY_INTENT, chosen, error);
    }
    return toStep(open, "payment");
  }
  const submission = parseWithZod(form, { schema: paymentSchema });
  if (submission.status !== "success") return refuse(shopper, PAYMENT_INTENT, submission);
  const { terms: _accepted, instalment_plan, ...payment } = submission.value;
  try {
    await savePayment({ locale: shopper.locale, cartToken }, payment.method === "installments" ? { ...payment, instalment_plan } : payment);
  } catch (error) {
    return refuseWithCommerceError(shopper, request, PAYMENT_INTENT, submission, error);
  }
  return toStep(open, "review");
}

export default function CheckoutPayment() {
  const { checkout, hrefs, buyNow, issuers, payInFour, limits, loyalty } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  return (
    <CheckoutPage step="payment" checkout={checkout} hrefs={hrefs} buyNow={buyNow}>
      <h2>{t("payment.heading")}</h2>
      <GiftCardForm giftCards={checkout.cart.gift_cards} />
      {loyalty && loyalty.balance > 0 ? <LoyaltyPointsForm balance={loyalty.balance} worth={loyalty.worth} /> : null}
      {payInFour === null ? null : <PayInFour instalment={payInFour} />}
      <PaymentForm checkout={checkout} limits={limits} issuers={issuers} />
    </CheckoutPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
