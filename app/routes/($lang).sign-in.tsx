import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { signInSchema } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { completeSignIn } from "~/lib/account.server";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";
import { accountKey } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedHref } from "~/lib/use-locale";
import { signInWithPassword } from "~/models/account.server";
import { linkIdentity } from "~/models/social-sign-in.server";
import { ProviderLinks } from "~/components/account/provider-links";
import { offeredProviders } from "~/lib/sign-in-providers.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * Sign in with e-mail and password (a page form), or through a provider; `redirectTo` brings the customer back
 * where they were. A provider's identity whose e-mail has an account waits here for that account's password,
 * and is linked to it once the password signs in (decision 059).
 */

const INTENT = "sign-in";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const back = safeRedirectPath(redirectTo, localizePath("/my-account", shopper.locale));
  if (shopper.signedIn) throw redirect(back);
  const t = getFixedAccountT(shopper.locale);
  const pending = shopper.pendingLink(Date.now());
  return data(
    {
      title: t("signIn.title"),
      redirectTo: redirectTo ? back : null,
      providers: offeredProviders(),
      pendingLink: pending && { provider: pending.provider, email: pending.email },
    },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const { email, password } = submission.value;
  const client = clientOf(context);
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [
    ["signInClient", client],
    ["signInAccount", accountKey(email.toLowerCase(), client)],
  ]);
  if (limited) return limited;
  try {
    await completeSignIn(shopper, await signInWithPassword(shopper.locale, email, password));
  } catch (error) {
    return refuseWithCommerceError(shopper, request, INTENT, submission, error);
  }
  const pending = shopper.takePendingLink(Date.now());
  // Linked only when the password signed in to the account of the provider's e-mail (the backend checks it).
  const linked = pending !== null && (await linkIdentity(shopper.locale, shopper.customerAuth()!, pending).then(() => true, () => false));
  shopper.flash({ kind: "success", message: linked ? "account:social.linked" : "account:signIn.signedIn" });
  const back = safeRedirectPath(formData.get("redirectTo"), localizePath("/my-account", shopper.locale));
  return redirect(back, { status: 303 });
}

export default function SignIn() {
  const { redirectTo, providers, pendingLink } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof signInSchema>>({ id: "sign-in-form", lastResult: usePageFormResult(INTENT), shouldRevalidate: "onBlur" });
  return (
    <div className="container page account-auth">
      <h1>{t("signIn.heading")}</h1>
      <p>{t("signIn.intro")}</p>
      {pendingLink ? (
        <p className="account-providers__notice" role="status">
          {t("social.passwordFirst", { email: pendingLink.email, provider: t(`social.provider.${pendingLink.provider}`) })}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="account-form">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.email, message)} label={t("signIn.email")} type="email" autoComplete="username" inputMode="email" dir="ltr" />
        <TextField {...conformField(fields.password, message)} label={t("signIn.password")} type="password" autoComplete="current-password" />
        <button type="submit" className="button button--primary">
          {t("signIn.submit")}
        </button>
      </Form>
      {pendingLink ? null : <ProviderLinks providers={providers} redirectTo={redirectTo} />}
      <ul className="account-auth__links">
        <li>
          <Link to={href("/forgot-password")}>{t("signIn.forgot")}</Link>
        </li>
        <li>
          <Link to={href("/sign-in/code")}>{t("signIn.withCode")}</Link>
        </li>
        <li>
          {t("signIn.noAccount")} <Link to={href("/sign-up")}>{t("signIn.createAccount")}</Link>
        </li>
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
