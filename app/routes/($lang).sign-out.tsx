import { data, Form, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { forgetCustomer } from "~/lib/account.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { forgetVisitedPages } from "~/lib/service-worker-messages";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";
import { signOut } from "~/models/account.server";
import { shopperOf } from "~/lib/request-context.server";

/**
 * Sign out: a GET shows the one-button form (a link can never sign anyone out), the POST ends the session
 * in the backend and starts an empty guest cart (SPEC §4 Logout; the customer's cart stays in their account).
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  if (!shopper.signedIn) throw redirect(localizePath("/", shopper.locale));
  return data({ title: getFixedAccountT(shopper.locale)("signOut.title") }, { headers: privatePageHeaders });
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const customer = shopper.customerAuth();
  if (customer) {
    // Signed out here whatever the backend says: a session it cannot end now expires on its own.
    await signOut(shopper.locale, customer).catch((error: unknown) => console.warn("sign-out: session not ended:", error));
  }
  forgetCustomer(shopper);
  shopper.flash({ kind: "success", message: "account:signOut.done" });
  return redirect(localizePath("/", shopper.locale), { status: 303 });
}

export default function SignOut() {
  const { t } = useTranslation("account");
  return (
    <div className="container page account-auth">
      <h1>{t("signOut.heading")}</h1>
      <p>{t("signOut.question")}</p>
      {/* The service worker's copies of visited pages go with the session (decision 057). */}
      <Form method="post" className="account-form" onSubmit={forgetVisitedPages}>
        <button type="submit" className="button button--primary">
          {t("signOut.submit")}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
