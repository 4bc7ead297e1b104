import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { requireCustomer, orSignIn } from "~/lib/account.server";
import { accountPageMeta } from "~/lib/account-page";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";
import { getProfile } from "~/models/account.server";
import { newsletterStatus, requestSubscription, unsubscribeAddress } from "~/models/newsletter.server";

/**
 * The newsletter for the customer's own e-mail address: subscribed, waiting for confirmation or not, and the one
 * button that changes it. Subscribing e-mails a confirmation link, as everywhere (decision 061): the store never
 * proved that the account's address is the customer's.
 */

async function customerEmail(request: Request, context: LoaderFunctionArgs["context"]) {
  const { shopper, customer } = await requireCustomer(request, context);
  const { email } = await orSignIn(shopper, request, getProfile(shopper.locale, customer));
  return { shopper, email };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shopper, email } = await customerEmail(request, context);
  const status = await newsletterStatus(shopper.locale, email);
  return data(
    { title: getFixedAccountT(shopper.locale)("newsletter.title"), email, status },
    { headers: privatePageHeaders },
  );
}

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, email } = await customerEmail(request, context);
  const subscribe = (await readForm(request, "newsletter")).get("intent") === "subscribe";
  if (subscribe) await requestSubscription(shopper.locale, email);
  else await unsubscribeAddress(shopper.locale, email);
  shopper.flash({ kind: "success", message: subscribe ? "account:newsletter.confirmSent" : "account:newsletter.unsubscribed" });
  return redirect(localizePath("/my-account/newsletter", shopper.locale), { status: 303 });
}

export default function AccountNewsletter() {
  const { email, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const subscribed = status === "subscribed";
  const statusText = { subscribed: t("newsletter.statusSubscribed"), pending: t("newsletter.statusPending"), unsubscribed: t("newsletter.statusUnsubscribed") }[status];
  return (
    <>
      <h1>{t("newsletter.heading")}</h1>
      <p>{statusText}</p>
      <p>
        <bdi dir="ltr">{email}</bdi>
      </p>
      <Form method="post" className="account-form">
        <input type="hidden" name="intent" value={subscribed ? "unsubscribe" : "subscribe"} />
        <button type="submit" className={subscribed ? "button button--secondary" : "button button--primary"}>
          {subscribed ? t("newsletter.unsubscribe") : status === "pending" ? t("newsletter.resend") : t("newsletter.subscribe")}
        </button>
      </Form>
    </>
  );
}
