import { parseWithZod } from "@conform-to/zod";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { contactSchema } from "~/components/checkout/checkout-forms";
import { CONTACT_INTENT, ContactForm } from "~/components/checkout/contact-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orSignIn } from "~/lib/account.server";
import { refuse, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { checkoutPageData, openCheckout, toStep } from "~/lib/checkout.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { getProfile } from "~/models/account.server";
import { saveContact } from "~/models/checkout.server";

/** A signed-in customer's contact step: their profile's name, e-mail and mobile, to confirm or change for this order. */

export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const open = await openCheckout(request, context, "contact");
  const { shopper, checkout, customer } = open;
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  const profile = checkout.contact ? null : await orSignIn(shopper, request, getProfile(shopper.locale, customer!));
  const contact = checkout.contact ?? {
    full_name: `${profile!.firstname} ${profile!.lastname}`,
    email: profile!.email,
    mobile: profile!.mobile ?? "",
  };
  return data({ title: t("meta.contact"), ...checkoutPageData(open), contact }, { headers: privatePageHeaders });
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const open = await openCheckout(request, context, "contact");
  const { shopper, cartToken } = open;
  const submission = parseWithZod(await readForm(request, CONTACT_INTENT), { schema: contactSchema });
  if (submission.status !== "success") return refuse(shopper, CONTACT_INTENT, submission);
  try {
    await saveContact({ locale: shopper.locale, cartToken }, submission.value);
  } catch (error) {
    return refuseWithCommerceError(shopper, request, CONTACT_INTENT, submission, error);
  }
  return toStep(open, "delivery");
}

export default function CheckoutContact() {
  const { checkout, hrefs, buyNow, contact } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  return (
    <CheckoutPage step="contact" checkout={checkout} hrefs={hrefs} buyNow={buyNow}>
      <h2>{t("contact.heading")}</h2>
      <ContactForm guest={false} defaultValue={contact} />
    </CheckoutPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
