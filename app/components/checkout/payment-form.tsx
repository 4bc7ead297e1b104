import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FormErrors, useAccountMessage } from "~/components/account/account-form";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { RadioGroup } from "~/components/forms/radio-group";
import { TextField } from "~/components/forms/text-field";
import { formatMoney } from "../../../common/format";
import { planValue } from "../../../commerce/contract/instalment-plan";
import { InstalmentPlanChoice } from "~/components/payment/instalment-plan";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import type { Checkout, PaymentMethodChoice } from "~/models/checkout.server";
import type { IssuerPlans } from "~/models/payment-schemas";

export const PAYMENT_INTENT = "checkout-payment";

/** The amount windows behind the "not available" notes (commerce/contract/instalments.ts). */
export interface PaymentLimits {
  codMax: number;
  bnplMin: number;
  bnplMax: number;
  instalmentMin: number;
}

interface PaymentValues {
  method: string;
  instalment_plan: string;
  vat_trn: string;
  vat_company: string;
  employee_id: string;
  terms: string;
}

/**
 * The payment step's form: the ways to pay this order (those that cannot be used are listed with the reason), the
 * card instalment plan when instalments are offered (decision 046),
 * a company's TRN for a tax invoice in its name, a staff reference, and the terms to accept (SPEC §5).
 */
export function PaymentForm({ checkout, limits, issuers }: { checkout: Checkout; limits: PaymentLimits; issuers: readonly IssuerPlans[] }) {
  const { t } = useTranslation("checkout");
  const message = useAccountMessage();
  const locale = useLocale();
  const href = useLocalizedHref();
  const saved = checkout.payment;
  const fallback = checkout.payment_methods.find((m) => m.default && m.available) ?? checkout.payment_methods.find((m) => m.available);
  const [form, fields] = useForm<PaymentValues>({
    id: "checkout-payment",
    lastResult: usePageFormResult(PAYMENT_INTENT),
    defaultValue: {
      method: saved?.method ?? fallback?.code,
      instalment_plan: saved?.instalment ? planValue(saved.instalment) : undefined,
      vat_trn: saved?.vat_trn ?? undefined,
      vat_company: saved?.vat_company ?? undefined,
      employee_id: saved?.employee_id ?? undefined,
    },
  });
  const money = (fils: number) => formatMoney(fils, locale);
  const instalments = checkout.payment_methods.find((m) => m.code === "installments" && m.available);
  const hint = (m: PaymentMethodChoice): string | undefined => {
    if (m.unavailable_reason === "notConfigured") return t("payment.unavailable.notConfigured");
    if (m.unavailable_reason === "aboveCodLimit") return t("payment.unavailable.aboveCodLimit", { limit: money(limits.codMax) });
    if (m.unavailable_reason === "bnplAmount") return t("payment.unavailable.bnplAmount", { min: money(limits.bnplMin), max: money(limits.bnplMax) });
    if (m.unavailable_reason === "instalmentAmount") return t("payment.unavailable.instalmentAmount", { min: money(limits.instalmentMin) });
    if (m.code === "cashondelivery") {
      const fee = m.cost_incl_tax > 0 ? ` ${t("payment.methodHints.codFee", { fee: money(m.cost_incl_tax) })}` : "";
      return t("payment.methodHints.cashondelivery") + fee;
    }
    return t(`payment.methodHints.${m.code}` as "payment.methodHints.credit_card", { defaultValue: "" }) || undefined;
  };
  return (
    <Form method="post" {...getFormProps(form)} className="account-form checkout-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <RadioGroup
        {...conformField(fields.method, message)}
        className="checkout-choices"
        optionClassName="field checkout-choices__choice"
        label={t("payment.method")}
        options={checkout.payment_methods.map((m) => ({
          value: m.code,
          label: t(`payment.methods.${m.code}` as "payment.methods.credit_card"),
          hint: hint(m),
          disabled: !m.available,
        }))}
      />
      {instalments ? <InstalmentPlanChoice {...conformField(fields.instalment_plan, message)} issuers={issuers} fee={instalments.cost_incl_tax} /> : null}
      <fieldset className="checkout-form__part" aria-describedby="checkout-company-hint">
        <legend className="checkout-form__legend">{t("payment.companyHeading")}</legend>
        <p id="checkout-company-hint" className="field__hint">
          {t("payment.companyHint")}
        </p>
        <TextField {...conformField(fields.vat_trn, message)} label={t("payment.vatTrn")} autoComplete="off" inputMode="numeric" hint={t("payment.vatTrnHint")} dir="ltr" />
        <TextField {...conformField(fields.vat_company, message)} label={t("payment.vatCompany")} autoComplete="organization" />
      </fieldset>
      <TextField {...conformField(fields.employee_id, message)} label={t("payment.employeeId")} autoComplete="off" hint={t("payment.employeeIdHint")} dir="ltr" />
      <CheckboxField
        {...conformCheckbox(fields.terms, message)}
        label={<TermsSentence termsHref={href("/terms-conditions")} />}
      />
      <button type="submit" className="button button--primary">
        {t("payment.submit")}
      </button>
    </Form>
  );
}

/** Where the link goes in the terms sentence: a character no translation contains. */
const LINK_MARK = "\u0001";

/** The terms sentence with its link. Not react-i18next's <Trans>: it brings an HTML parser into every page's JavaScript. */
function TermsSentence({ termsHref }: { termsHref: string }) {
  const { t } = useTranslation("checkout");
  const [before, after] = t("payment.terms", { link: LINK_MARK }).split(LINK_MARK);
  return (
    <>
      {before}
      <Link to={termsHref}>{t("payment.termsLink")}</Link>
      {after}
    </>
  );
}
