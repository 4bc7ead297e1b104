import { parseWithZod } from "@conform-to/zod";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { deliverySchema } from "~/components/checkout/checkout-forms";
import { DELIVERY_INTENT, DeliveryForm } from "~/components/checkout/delivery-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orSignIn } from "~/lib/account.server";
import { refuse, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { checkoutPageData, openCheckout, toStep } from "~/lib/checkout.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { getEmirates, listAddresses } from "~/models/address.server";
import { saveDelivery } from "~/models/checkout.server";

/**
 * The delivery step (SPEC §2): standard or express delivery to an address (a customer's saved one or a new
 * one), click and collect or curbside pickup at a store that holds every item (the gift message is the cart's).
 * A cart with nothing to deliver (gift cards) has nothing to choose here and goes on to payment.
 */

export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const open = await openCheckout(request, context, "delivery");
  const { shopper, checkout, customer } = open;
  if (checkout.cart.is_virtual) throw await toStep(open, "payment");
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  const [addresses, emirates] = await Promise.all([
    customer ? orSignIn(shopper, request, listAddresses(shopper.locale, customer)) : Promise.resolve([]),
    getEmirates(shopper.locale),
  ]);
  return data(
    { title: t("meta.delivery"), ...checkoutPageData(open), addresses, emirates },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const open = await openCheckout(request, context, "delivery");
  const { shopper, cartToken, customer } = open;
  const submission = parseWithZod(await readForm(request, DELIVERY_INTENT), { schema: deliverySchema });
  if (submission.status !== "success") return refuse(shopper, DELIVERY_INTENT, submission);
  try {
    await saveDelivery({ locale: shopper.locale, cartToken, customer }, submission.value);
  } catch (error) {
    return refuseWithCommerceError(shopper, request, DELIVERY_INTENT, submission, error);
  }
  return toStep(open, "payment");
}

export default function CheckoutDelivery() {
  const { checkout, hrefs, buyNow, addresses, emirates } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  return (
    <CheckoutPage step="delivery" checkout={checkout} hrefs={hrefs} buyNow={buyNow}>
      <h2>{t("delivery.heading")}</h2>
      <DeliveryForm checkout={checkout} addresses={addresses} emirates={emirates} />
    </CheckoutPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
