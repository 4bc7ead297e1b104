import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, redirect, useRouteLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatUaeMobile } from "../../commerce/contract/phone";
import { profileSchema } from "~/components/account/account-forms";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { requireCustomer } from "~/lib/account.server";
import { refuse, refuseWithCommerceError } from "~/lib/account-forms.server";
import { accountPageMeta } from "~/lib/account-page";
import { readForm } from "~/lib/forms.server";
import { isSameOrigin } from "~/lib/http.server";
import { localizePath } from "~/lib/i18n";
import { getFixedAccountT } from "~/lib/i18n.server";
import { updateProfile } from "~/models/account.server";
import type { loader as accountLoader } from "./($lang).my-account";
import { localeOf } from "~/lib/request-context.server";

/** First name, last name and e-mail (SPEC §6: what a customer may change). */

const INTENT = "profile";

export function loader({ params, context }: LoaderFunctionArgs) {
  return { title: getFixedAccountT(localeOf(context))("profile.title") };
}

export const meta = accountPageMeta;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const { shopper, customer } = await requireCustomer(request, context);
  const submission = parseWithZod(await readForm(request, INTENT), { schema: profileSchema });
  if (submission.status !== "success") return refuse(shopper, INTENT, submission);
  try {
    await updateProfile(shopper.locale, customer, submission.value);
  } catch (error) {
    return refuseWithCommerceError(shopper, request, INTENT, submission, error);
  }
  shopper.flash({ kind: "success", message: "account:profile.saved" });
  return redirect(localizePath("/my-account", shopper.locale), { status: 303 });
}

export default function Profile() {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const profile = useRouteLoaderData<typeof accountLoader>("routes/($lang).my-account")!.profile;
  const [form, fields] = useForm<z.input<typeof profileSchema>>({
    id: "profile-form",
    lastResult: usePageFormResult(INTENT),
    defaultValue: { firstname: profile.firstname, lastname: profile.lastname, email: profile.email },
  });
  return (
    <>
      <h1>{t("profile.heading")}</h1>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField {...conformField(fields.firstname, message)} label={t("profile.firstname")} autoComplete="given-name" />
        <TextField {...conformField(fields.lastname, message)} label={t("profile.lastname")} autoComplete="family-name" />
        <TextField {...conformField(fields.email, message)} label={t("profile.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" />
        {profile.mobile ? (
          <p className="field">
            <span className="field__label">{t("profile.mobile")}</span> <span dir="ltr">{formatUaeMobile(profile.mobile)}</span>
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          {t("profile.submit")}
        </button>
      </Form>
    </>
  );
}
