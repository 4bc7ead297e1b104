import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { codeSchema } from "~/components/admin/admin-forms";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin, signInStepOf, staffAuthOf } from "~/lib/back-office.server";
import { readForm } from "~/lib/forms.server";
import { localizePath } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { consume } from "~/lib/rate-limit.server";
import { clientOf, localeOf } from "~/lib/request-context.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedHref } from "~/lib/use-locale";
import { confirmSecondStep } from "~/models/staff.server";

/** Staff sign-in, second step (decision 040): the authenticator's code, or a recovery code. */

const INTENT = "staff-code";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, step } = await signInStepOf(request, context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (step.stage === "active") throw redirect(safeRedirectPath(redirectTo, localizePath("/admin", locale)));
  if (!step.enrolled) throw redirect(localizePath("/admin/sign-in/enrol", locale));
  return { title: getI18n(locale).getFixedT(locale, "admin")("code.title"), redirectTo: redirectTo ? safeRedirectPath(redirectTo, "") || null : null };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const locale = localeOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return refuseForm(INTENT, submission);
  if ((await consume("staffCodeClient", clientOf(context))).limited) return refuseForm(INTENT, submission, { key: "errors.rateLimited" }, 429);
  try {
    await confirmSecondStep(locale, await staffAuthOf(context), submission.value.code);
  } catch (error) {
    return refuseWithCommerceError(request, context, INTENT, submission, error);
  }
  return redirect(safeRedirectPath(formData.get("redirectTo"), localizePath("/admin", locale)), { status: 303, headers: backOfficeHeaders });
}

export default function SecondStep() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const href = useLocalizedHref();
  const [form, fields] = useForm<z.input<typeof codeSchema>>({ id: "staff-code", lastResult: usePageFormResult(INTENT) });
  return (
    <section className="bo-page bo-narrow bo-panel" aria-labelledby="code-heading">
      <h1 id="code-heading">{t("code.heading")}</h1>
      <p>{t("code.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <TextField
          {...conformField(fields.code, message)}
          label={t("code.code")}
          hint={t("code.hint")}
          autoComplete="one-time-code"
          dir="ltr"
        />
        <button type="submit" className="button button--primary">
          {t("code.submit")}
        </button>
      </Form>
      <p>
        <Link to={href("/admin/sign-in")}>{t("code.startAgain")}</Link>
      </p>
    </section>
  );
}
