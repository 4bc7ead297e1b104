import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { signInSchema } from "~/components/admin/admin-forms";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { getI18n } from "~/lib/i18n.server";
import { localizePath } from "~/lib/i18n";
import { accountKey, consumeAll } from "~/lib/rate-limit.server";
import { clientOf, localeOf, staffSessionOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedHref } from "~/lib/use-locale";
import { signInStaff } from "~/models/staff.server";

/**
 * Staff sign-in, first step (decision 040): e-mail and password. Right: the half signed-in session's cookie, and on
 * to the authenticator code (or to adding the app, the first time). Unknown e-mail and wrong password get one answer.
 */

const INTENT = "staff-sign-in";

export function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { title: getI18n(locale).getFixedT(locale, "admin")("signIn.title"), redirectTo: redirectTo ? safeRedirectPath(redirectTo, "") || null : null };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const locale = localeOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return refuseForm(INTENT, submission);
  const { email, password } = submission.value;
  const client = clientOf(context);
  const verdict = await consumeAll([
    ["staffSignInClient", client],
    ["staffSignInAccount", accountKey(email.toLowerCase(), client)],
  ]);
  if (verdict.limited) return refuseForm(INTENT, submission, { key: "errors.rateLimited" }, 429);
  let answer: Awaited<ReturnType<typeof signInStaff>>;
  try {
    answer = await signInStaff(locale, { address: client }, { email, password });
  } catch (error) {
    return refuseWithCommerceError(request, context, INTENT, submission, error);
  }
  const next = localizePath(answer.next === "enrol" ? "/admin/sign-in/enrol" : "/admin/sign-in/code", locale);
  const back = safeRedirectPath(formData.get("redirectTo"), "");
  staffSessionOf(context).signIn(answer.token);
  return redirect(back ? `${next}?redirectTo=${encodeURIComponent(back)}` : next, { status: 303, headers: backOfficeHeaders });
}

export default function StaffSignIn() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof signInSchema>>({ id: "staff-sign-in", lastResult: usePageFormResult(INTENT), shouldRevalidate: "onBlur" });
  return (
    <section className="bo-page bo-narrow bo-panel" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{t("signIn.heading")}</h1>
      <p>{t("signIn.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.email, message)} label={t("signIn.email")} type="email" autoComplete="username" inputMode="email" dir="ltr" />
        <TextField {...conformField(fields.password, message)} label={t("signIn.password")} type="password" autoComplete="current-password" />
        <button type="submit" className="button button--primary">
          {t("signIn.submit")}
        </button>
      </Form>
      <p>
        <Link to={href("/sign-in")}>{t("signIn.customerLink")}</Link>
      </p>
    </section>
  );
}
