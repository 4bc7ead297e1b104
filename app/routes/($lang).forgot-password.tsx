import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { emailField, forgotPasswordSchema } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { accountPageHeaders, accountPageMeta } from "~/lib/account-page";
import { refuse, refuseWhenLimited } from "~/lib/account-forms.server";
import { readForm } from "~/lib/forms.server";
import { privatePageHeaders } from "~/lib/http-cache.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";
import { accountKey } from "~/lib/rate-limit.server";
import { useLocalizedHref } from "~/lib/use-locale";
import { requestPasswordReset } from "~/models/account.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * Ask for a password-reset link. The page answers the same for every well-formed e-mail, so it does not
 * tell who has an account (the e-mail goes only to an account's own mailbox); limited like sign-in.
 */

const INTENT = "forgot-password";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  const sent = emailField.safeParse(new URL(request.url).searchParams.get("sent"));
  return data(
    { title: getFixedAccountT(shopper.locale)("forgot.title"), sentTo: sent.success ? sent.data : null },
    { headers: privatePageHeaders },
  );
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const submission = parseWithZod(await readForm(request, INTENT), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  const { email } = submission.value;
  const client = clientOf(context);
  const limited = await refuseWhenLimited(shopper, INTENT, submission, [
    ["resetClient", client],
    ["resetAccount", accountKey(email.toLowerCase(), client)],
  ]);
  if (limited) return limited;
  await requestPasswordReset(shopper.locale, email);
  const next = `${localizePath("/forgot-password", shopper.locale)}?${new URLSearchParams({ sent: email })}`;
  return redirect(next, { status: 303 });
}

export default function ForgotPassword() {
  const { sentTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof forgotPasswordSchema>>({ id: "forgot-form", lastResult: usePageFormResult(INTENT) });
  return (
    <div className="container page account-auth">
      <h1>{t("forgot.heading")}</h1>
      {sentTo ? (
        <p role="status">{t("forgot.sent", { email: sentTo })}</p>
      ) : (
        <>
          <p>{t("forgot.intro")}</p>
          <Form method="post" {...getFormProps(form)} className="account-form">
            <FormErrors id={form.errorId} errors={form.errors} />
            <TextField {...conformField(fields.email, message)} label={t("forgot.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" />
            <button type="submit" className="button button--primary">
              {t("forgot.submit")}
            </button>
          </Form>
        </>
      )}
      <p className="account-auth__links">
        <Link to={href("/sign-in")}>{t("forgot.back")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
