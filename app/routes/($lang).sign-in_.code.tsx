import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { readUaeMobile } from "../../commerce/contract/phone-reader";
import { codeSignInSchema, sendCodeSchema } from "~/components/account/account-forms";
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
import { useLocalizedHref } from "~/lib/use-locale";
import { sendSignInCode, signInWithCode } from "~/models/account.server";
import { clientOf, shopperOf } from "~/lib/request-context.server";

/**
 * Sign in with the mobile number and a texted code, in two steps with one URL each: the number
 * (`/sign-in/code`), then the code (`/sign-in/code?mobile=501234567`, after a 303). The answer to "send"
 * is the same whether or not the number has an account.
 */

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const shopper = shopperOf(context);
  if (shopper.signedIn) throw redirect(localizePath("/my-account", shopper.locale));
  const mobile = readUaeMobile(new URL(request.url).searchParams.get("mobile") ?? "");
  const t = getFixedAccountT(shopper.locale);
  return data({ title: t("code.title"), mobile }, { headers: privatePageHeaders });
}

export const headers = accountPageHeaders;

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const shopper = shopperOf(context);
  const formData = await readForm(request, "sign-in-code");
  const client = clientOf(context);

  if (formData.get("intent") === "send") {
    const submission = parseWithZod(formData, { schema: sendCodeSchema });
    if (submission.status !== "success") return refuse(shopper, "send", submission);
    const { mobile } = submission.value;
    const limited = await refuseWhenLimited(shopper, "send", submission, [
      ["codeSendClient", client],
      ["codeSendAccount", accountKey(mobile, client)],
    ]);
    if (limited) return limited;
    await sendSignInCode(shopper.locale, mobile);
    const next = `${localizePath("/sign-in/code", shopper.locale)}?${new URLSearchParams({ mobile })}`;
    return redirect(next, { status: 303 });
  }

  const submission = parseWithZod(formData, { schema: codeSignInSchema });
  if (submission.status !== "success") return refuse(shopper, "verify", submission);
  const limited = await refuseWhenLimited(shopper, "verify", submission, [["codeVerifyClient", client]]);
  if (limited) return limited;
  try {
    const { mobile, code } = submission.value;
    await completeSignIn(shopper, await signInWithCode(shopper.locale, mobile, code));
  } catch (error) {
    return refuseWithCommerceError(shopper, request, "verify", submission, error);
  }
  shopper.flash({ kind: "success", message: "account:signIn.signedIn" });
  return redirect(localizePath("/my-account", shopper.locale), { status: 303 });
}

export default function CodeSignIn() {
  const { mobile } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  return (
    <div className="container page account-auth">
      <h1>{t("code.heading")}</h1>
      {mobile ? <VerifyForm mobile={mobile} /> : <SendForm />}
      <ul className="account-auth__links">
        {mobile ? (
          <li>
            <Link to={href("/sign-in/code")}>{t("code.otherNumber")}</Link>
          </li>
        ) : null}
        <li>
          <Link to={href("/sign-in")}>{t("code.withPassword")}</Link>
        </li>
      </ul>
    </div>
  );
}

function SendForm() {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const [form, fields] = useForm<z.input<typeof sendCodeSchema>>({ id: "send-code-form", lastResult: usePageFormResult("send") });
  return (
    <>
      <p>{t("code.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="send" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.mobile, message)} label={t("code.mobile")} type="tel" autoComplete="tel" hint={t("code.mobileHint")} dir="ltr" />
        <button type="submit" className="button button--primary">
          {t("code.send")}
        </button>
      </Form>
    </>
  );
}

function VerifyForm({ mobile }: { mobile: string }) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const [form, fields] = useForm<z.input<typeof codeSignInSchema>>({ id: "verify-code-form", lastResult: usePageFormResult("verify") });
  return (
    <>
      <p>{t("code.sent", { mobile: formatUaeMobile(mobile) })}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="mobile" value={mobile} />
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.mobile.errors ?? [])]} />
        <TextField {...conformField(fields.code, message)} label={t("code.code")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" />
        <button type="submit" className="button button--primary">
          {t("code.verify")}
        </button>
      </Form>
      <Form method="post" className="account-form account-form--inline">
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="mobile" value={mobile} />
        <button type="submit" className="button button--link">
          {t("code.resend")}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
