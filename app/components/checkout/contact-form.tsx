import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { formatUaeMobile } from "../../../commerce/contract/phone";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformField } from "~/components/forms/conform-field";
import { TextField } from "~/components/forms/text-field";
import { HoneypotField } from "~/components/forms/honeypot-field";
import type { z } from "zod";
import type { guestContactSchema } from "./checkout-forms";

export const CONTACT_INTENT = "checkout-contact";

/**
 * The contact step's form (SPEC §5: name, e-mail, UAE mobile). A guest may create an account with the same
 * details and a password as they check out.
 */
export function ContactForm({ defaultValue, guest }: { defaultValue: { full_name?: string; email?: string; mobile?: string }; guest: boolean }) {
  const { t } = useTranslation("checkout");
  const message = useAccountMessage();
  const { t: accountT } = useTranslation("account");
  const [form, fields] = useForm<z.input<typeof guestContactSchema>>({
    id: "checkout-contact",
    lastResult: usePageFormResult(CONTACT_INTENT),
    defaultValue: { ...defaultValue, mobile: defaultValue.mobile ? formatUaeMobile(defaultValue.mobile) : undefined },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form checkout-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      {guest ? <HoneypotField formId={form.id} label={accountT("signUp.honeypotLabel")} /> : null}
      <TextField {...conformField(fields.full_name, message)} label={t("contact.fullName")} autoComplete="name" />
      <TextField {...conformField(fields.email, message)} label={t("contact.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" />
      <TextField {...conformField(fields.mobile, message)} label={t("contact.mobile")} type="tel" autoComplete="tel" hint={t("contact.mobileHint")} dir="ltr" />
      {guest ? (
        <fieldset className="checkout-form__account">
          <legend className="visually-hidden">{t("contact.createAccount")}</legend>
          <div className="field field--check">
            <input id={fields.create_account.id} name={fields.create_account.name} type="checkbox" defaultChecked={fields.create_account.initialValue === "on"} />
            <label htmlFor={fields.create_account.id}>{t("contact.createAccount")}</label>
          </div>
          <TextField {...conformField(fields.password, message)} label={t("contact.password")} type="password" autoComplete="new-password" hint={t("contact.passwordHint")} />
        </fieldset>
      ) : null}
      <button type="submit" className="button button--primary">
        {t("contact.submit")}
      </button>
    </Form>
  );
}
