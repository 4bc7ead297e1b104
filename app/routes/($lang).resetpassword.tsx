import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { resetPasswordSchema } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { refuse, refuseWhenLimited, refuseWithCommerceError } from "~/lib/account-forms.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";

import { useLocalizedHref } from "~/lib/use-locale";
import { resetPassword } from "~/models/account.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * SPEC's reset-password page, `/resetpassword?email&token` from the e-mailed link: a new password, once.
 * Every session of the account ends; the customer signs in again with the new password.
 */

const INTENT = "reset-password";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const query = new URL(request.url).searchParams;
  return data(
    {
      title: getFixedAccountT(shopper.locale)("reset.title"),
      email: query.get("email")?.slice(0, 254) ?? "",
      token: query.get("token")?.slice(0, 128) ?? "",
    },
    // The token is in the address: keep it out of other sites' Referer headers.
    { headers: { ...privatePageHeaders, "Referrer-Policy": "same-origin" } },
  );
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const submission = parseWithZod(await readForm(request, INTENT), { schema: resetPasswordSchema });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const { email, token, newPassword } = submission.value;
  // The token is 256 random bits, so there is no guessing to slow per account: only floods, per address.
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [["resetClient", clientOf(context)]]);
  if (limited) return limited;
  try {
    await resetPassword(shopper.locale, { email, newPassword, resetToken: token });
  } catch (error) {
    return refuseWithCommerceError(shopper, request, INTENT, submission, error);
  }
  shopper.signOut();
  shopper.flash({ kind: "success", message: "account:reset.done" });
  return redirect(localizePath("/sign-in", shopper.locale), { status: 303 });
}

export default function ResetPassword() {
  const { email, token } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({ id: "reset-form", lastResult: usePageFormResult(INTENT) });
  const invalidLink = form.errors?.includes("errors.reset.invalid");
  return (
    <div className="container page account-auth">
      <h1>{t("reset.heading")}</h1>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="token" value={token} />
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.email.errors ?? []), ...(fields.token.errors ?? [])]} />
        {invalidLink ? (
          <p>
            <Link to={href("/forgot-password")}>{t("reset.askAgain")}</Link>
          </p>
        ) : null}
        <TextField {...conformField(fields.newPassword, message)} label={t("reset.newPassword")} type="password" autoComplete="new-password" hint={t("signUp.passwordHint")} />
        <TextField {...conformField(fields.confirmPassword, message)} label={t("reset.confirmPassword")} type="password" autoComplete="new-password" />
        <button type="submit" className="button button--primary">
          {t("reset.submit")}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
