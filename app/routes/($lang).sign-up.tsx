import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { ProviderLinks } from "~/components/account/provider-links";
import { offeredProviders } from "~/lib/sign-in-providers.server";
import type { z } from "zod";
import { signUpSchema } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { completeSignIn } from "~/lib/account.server";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { readForm } from "~/lib/forms.server";
import { isSpam } from "~/lib/honeypot.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";

import { useLocalizedHref } from "~/lib/use-locale";
import { createAccount, signInWithPassword } from "~/models/account.server";
import { requestSubscription } from "~/models/newsletter.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/** Create an account (a page form with a honeypot); the new customer is signed in with their guest cart. */

const INTENT = "sign-up";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  if (shopper.signedIn) throw redirect(localizePath("/my-account", shopper.locale));
  const t = getFixedAccountT(shopper.locale);
  return data({ title: t("signUp.title"), providers: offeredProviders() }, { headers: privatePageHeaders });
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: signUpSchema });
  // A bot gets the page back as if something was wrong, and nothing is created.
  if (await isSpam(formData)) return refuse(shopper, INTENT, submission, { error: { key: "errors.generic" } });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [["signUpClient", clientOf(context)]]);
  if (limited) return limited;
  const { confirmPassword: _confirm, newsletter, ...account } = submission.value;
  try {
    await createAccount(shopper.locale, account);
    await completeSignIn(shopper, await signInWithPassword(shopper.locale, account.email, account.password));
  } catch (error) {
    return refuseWithCommerceError(shopper, request, INTENT, submission, error);
  }
  if (newsletter) {
    // The account exists whatever happens here; the customer can subscribe again from their account. The address
    // is not proven yet, so it is e-mailed a confirmation link like any other (decision 061).
    await requestSubscription(shopper.locale, account.email).catch((error: unknown) => console.error("sign-up: newsletter:", error));
  }
  shopper.flash({ kind: "success", message: "account:signUp.created" });
  return redirect(localizePath("/my-account", shopper.locale), { status: 303 });
}

export default function SignUp() {
  const { providers } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof signUpSchema>>({ id: "sign-up-form", lastResult: usePageFormResult(INTENT), shouldRevalidate: "onBlur" });
  return (
    <div className="container page account-auth">
      <h1>{t("signUp.heading")}</h1>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <HoneypotField formId={form.id} label={t("signUp.honeypotLabel")} />
        <TextField {...conformField(fields.firstname, message)} label={t("signUp.firstname")} autoComplete="given-name" />
        <TextField {...conformField(fields.lastname, message)} label={t("signUp.lastname")} autoComplete="family-name" />
        <TextField {...conformField(fields.email, message)} label={t("signUp.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" />
        <TextField {...conformField(fields.mobile, message)} label={t("signUp.mobile")} type="tel" autoComplete="tel" hint={t("code.mobileHint")} dir="ltr" />
        <TextField {...conformField(fields.password, message)} label={t("signUp.password")} type="password" autoComplete="new-password" hint={t("signUp.passwordHint")} />
        <TextField {...conformField(fields.confirmPassword, message)} label={t("signUp.confirmPassword")} type="password" autoComplete="new-password" />
        <div className="field field--check">
          <input id={fields.newsletter.id} name={fields.newsletter.name} type="checkbox" defaultChecked={fields.newsletter.initialValue === "on"} />
          <label htmlFor={fields.newsletter.id}>{t("signUp.newsletter")}</label>
        </div>
        <button type="submit" className="button button--primary">
          {t("signUp.submit")}
        </button>
      </Form>
      <ProviderLinks providers={providers} redirectTo={null} />
      <p className="account-auth__links">
        {t("signUp.haveAccount")} <Link to={href("/sign-in")}>{t("signUp.signIn")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
