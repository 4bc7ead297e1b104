import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { invitationSchema } from "~/components/admin/admin-forms";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin, signInPath } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { getI18n } from "~/lib/i18n.server";
import { clientOf, localeOf, shopperOf } from "~/lib/request-context.server";
import { acceptInvitation, findInvitation } from "~/models/staff.server";

/**
 * An invitation's link (decision 040): the invited person chooses their password and becomes staff; they add their
 * authenticator app at their first sign-in. A used or expired link says so, with a 404.
 */

const INTENT = "accept-invitation";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = localeOf(context);
  const title = getI18n(locale).getFixedT(locale, "admin")("invitation.title");
  try {
    return data({ title, invitation: await findInvitation(locale, params.token ?? "") }, { headers: backOfficeHeaders });
  } catch (error) {
    if (!(error instanceof CommerceError && error.status === 404)) throw error;
    return data({ title, invitation: null }, { status: 404, headers: backOfficeHeaders });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const locale = localeOf(context);
  const submission = parseWithZod(await readForm(request, INTENT), { schema: invitationSchema });
  if (submission.status !== "success") return refuseForm(INTENT, submission);
  try {
    await acceptInvitation(locale, { address: clientOf(context) }, params.token ?? "", submission.value.password);
  } catch (error) {
    return refuseWithCommerceError(request, context, INTENT, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: "admin:invitation.accepted" });
  return redirect(signInPath(locale), { status: 303, headers: backOfficeHeaders });
}

export default function Invitation() {
  const { invitation } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<z.input<typeof invitationSchema>>({ id: "invitation-form", lastResult: usePageFormResult(INTENT), shouldRevalidate: "onBlur" });
  if (!invitation) {
    return (
      <section className="bo-page bo-narrow bo-panel" aria-labelledby="invitation-heading">
        <h1 id="invitation-heading">{t("invitation.invalidHeading")}</h1>
        <p>{t("invitation.invalidText")}</p>
      </section>
    );
  }
  return (
    <section className="bo-page bo-narrow bo-panel" aria-labelledby="invitation-heading">
      <h1 id="invitation-heading">{t("invitation.heading", { name: invitation.name })}</h1>
      <p>{t("invitation.intro", { role: t(`roles.${invitation.role}`), email: invitation.email })}</p>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <input type="email" name="username" value={invitation.email} autoComplete="username" readOnly hidden />
        <TextField {...conformField(fields.password, message)} label={t("invitation.password")} hint={t("invitation.passwordHint")} type="password" autoComplete="new-password" />
        <TextField {...conformField(fields.confirm, message)} label={t("invitation.confirm")} type="password" autoComplete="new-password" />
        <button type="submit" className="button button--primary">
          {t("invitation.submit")}
        </button>
      </Form>
    </section>
  );
}
