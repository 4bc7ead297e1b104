import { clientOf } from "~/lib/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data, Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { guestContactSchema } from "~/components/checkout/checkout-forms";
import { CONTACT_INTENT, ContactForm } from "~/components/checkout/contact-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { completeSignIn, signInPath } from "~/lib/account.server";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { cartTokenOf, checkoutPageData, checkoutPath, openCheckout, toStep } from "~/lib/checkout.server";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";

import { createAccount, signInWithPassword } from "~/models/account.server";
import { saveContact } from "~/models/checkout.server";

/**
 * The guest's first checkout step (SPEC §2 guest-checkout): sign in, or give a name, e-mail and mobile to go
 * on as a guest, optionally creating an account with them on the way (the account then owns the order).
 */

export const handle = { layout: "minimal" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const open = await openCheckout(request, context, "guest");
  const { shopper, checkout, mode } = open;
  const t = getI18n(shopper.locale).getFixedT(shopper.locale, "checkout");
  return data(
    { title: t("meta.guest"), ...checkoutPageData(open), signIn: signInPath(shopper, checkoutPath("delivery", shopper.locale, mode)), contact: checkout.contact },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;
export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const open = await openCheckout(request, context, "guest");
  const { shopper, mode } = open;
  const formData = await readForm(request, CONTACT_INTENT);
  const submission = parseWithZod(formData, { schema: guestContactSchema });
  if (await isSpam(formData)) return refuse(shopper, CONTACT_INTENT, submission, { error: { key: "errors.generic" } });
  if (submission.status !== "success") return refuse(shopper, CONTACT_INTENT, submission);
  const { create_account, password, ...contact } = submission.value;
  try {
    if (create_account && password) {
      const limited = await refuseWhenLimited(shopper, CONTACT_INTENT, submission, [["signUpClient", clientOf(context)]]);
      if (limited) return limited;
      const [firstname, ...rest] = contact.full_name.split(/\s+/);
      await createAccount(shopper.locale, { firstname: firstname!, lastname: rest.join(" "), email: contact.email, mobile: contact.mobile, password });
      // Signing in moves the guest cart into the new customer's cart: the checkout goes on with that one.
      await completeSignIn(shopper, await signInWithPassword(shopper.locale, contact.email, password));
      shopper.flash({ kind: "success", message: "checkout:contact.accountCreated" });
    }
    await saveContact({ locale: shopper.locale, cartToken: cartTokenOf(shopper, mode)! }, contact);
  } catch (error) {
    return refuseWithCommerceError(shopper, request, CONTACT_INTENT, submission, error);
  }
  return toStep(open, "delivery");
}

export default function GuestCheckout() {
  const { checkout, hrefs, buyNow, signIn, contact } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  return (
    <CheckoutPage step="contact" checkout={checkout} hrefs={hrefs} buyNow={buyNow}>
      <section className="checkout-section" aria-labelledby="checkout-sign-in">
        <h2 id="checkout-sign-in">{t("contact.haveAccount")}</h2>
        <p>
          <Link to={signIn} className="button button--secondary">
            {t("contact.signIn")}
          </Link>
        </p>
      </section>
      <section className="checkout-section" aria-labelledby="checkout-guest">
        <h2 id="checkout-guest">{t("contact.guestHeading")}</h2>
        <ContactForm guest defaultValue={contact ?? {}} />
      </section>
    </CheckoutPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
