import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import QRCode from "qrcode";
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from "react-router";
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
import { authenticatorEnrolment, confirmEnrolment } from "~/models/staff.server";

/**
 * The first sign-in's second step (decision 040): the authenticator's secret as a QR code and as text, confirmed
 * with a first code; then the ten recovery codes, shown this once.
 */

const INTENT = "staff-enrol";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, locale, step } = await signInStepOf(request, context);
  const title = getI18n(locale).getFixedT(locale, "admin")("enrol.title");
  const back = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), localizePath("/admin", locale));
  // Enrolled by this page's own post: the page shows the recovery codes the post answered.
  if (step.stage === "active") return { title, enrolment: null, back };
  if (step.enrolled) throw redirect(localizePath("/admin/sign-in/code", locale));
  const { secret, uri } = await authenticatorEnrolment(locale, staff);
  const qr = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    title,
    enrolment: { secret: secret.replace(/(.{4})(?=.)/g, "$1 "), qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}` },
    back,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The recovery codes are in the post's answer only: reloading the page's data after it would not bring them back. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && "recoveryCodes" in actionResult ? false : defaultShouldRevalidate;

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const locale = localeOf(context);
  const formData = await readForm(request, INTENT);
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success") return refuseForm(INTENT, submission);
  if ((await consume("staffCodeClient", clientOf(context))).limited) return refuseForm(INTENT, submission, { key: "errors.rateLimited" }, 429);
  try {
    const { recoveryCodes } = await confirmEnrolment(locale, await staffAuthOf(context), submission.value.code);
    return data({ intent: INTENT, recoveryCodes }, { headers: backOfficeHeaders });
  } catch (error) {
    return refuseWithCommerceError(request, context, INTENT, submission, error);
  }
}

export default function Enrol() {
  const { enrolment, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof codeSchema>>({ id: "staff-enrol", lastResult: usePageFormResult(INTENT) });
  if (answer && "recoveryCodes" in answer) {
    return (
      <section className="bo-page bo-narrow bo-panel" aria-labelledby="recovery-heading">
        <h1 id="recovery-heading">{t("enrol.recoveryHeading")}</h1>
        <p>{t("enrol.recoveryIntro")}</p>
        <ul className="bo-codes" dir="ltr">
          {answer.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <p className="bo-no-print">
          <Link to={back} className="button button--primary">
            {t("enrol.continue")}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="bo-page bo-narrow bo-panel" aria-labelledby="enrol-heading">
      <h1 id="enrol-heading">{t("enrol.heading")}</h1>
      <p>{t("enrol.intro")}</p>
      {enrolment ? (
        <>
          <p>{t("enrol.scan")}</p>
          <img className="bo-qr" src={enrolment.qr} alt={t("enrol.qrAlt")} width={192} height={192} />
          <p>{t("enrol.manual")}</p>
          <p className="bo-secret" dir="ltr" data-testid="authenticator-secret">
            {enrolment.secret}
          </p>
          <Form method="post" {...getFormProps(form)} className="account-form">
            <AdminFormErrors id={form.errorId} errors={form.errors} />
            <TextField {...conformField(fields.code, message)} label={t("enrol.code")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" />
            <button type="submit" className="button button--primary">
              {t("enrol.submit")}
            </button>
          </Form>
        </>
      ) : (
        <p>
          <Link to={back}>{t("enrol.continue")}</Link>
        </p>
      )}
    </section>
  );
}
