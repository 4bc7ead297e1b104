import { useTranslation } from "react-i18next";
import { formatMoney, formatPercent } from "../../../common/format";
import { planValue } from "../../../commerce/contract/instalment-plan";
import type { FieldProps } from "~/components/forms/field-props";
import { RadioGroup } from "~/components/forms/radio-group";
import { useLocale } from "~/lib/use-locale";
import type { InstalmentPlan, InstalmentPlanRow, IssuerPlans } from "~/models/payment-schemas";

/**
 * The card instalment plan (decision 046): the choice of bank and months at the payment step, and the plan as
 * the review step, the order and the thank-you page show it. Each month costs the same but the last, which
 * takes the fils left over; the texts say so when it differs.
 */

/** The payment step's choice: one group of plans per bank, each plan with what a month costs and the total. */
export function InstalmentPlanChoice({
  issuers,
  fee,
  ...field
}: Omit<FieldProps, "label" | "hint"> & { defaultValue?: string | undefined; issuers: readonly IssuerPlans[]; fee: number }) {
  const { t } = useTranslation("payment");
  const locale = useLocale();
  const money = (fils: number) => formatMoney(fils, locale);
  const label = (plan: InstalmentPlanRow) => {
    const values = { months: t("plan.months", { count: plan.months }), monthly: money(plan.monthlyAmount), last: money(plan.lastAmount) };
    return plan.lastAmount === plan.monthlyAmount ? t("plan.option", values) : t("plan.optionLast", values);
  };
  const hint = (plan: InstalmentPlanRow) =>
    plan.monthlyRateBasisPoints === 0
      ? t("plan.totalInterestFree", { total: money(plan.totalAmount) })
      : t("plan.totalWithInterest", { total: money(plan.totalAmount), rate: formatPercent(plan.monthlyRateBasisPoints / 10_000, locale) });
  return (
    <RadioGroup
      {...field}
      className="checkout-choices instalment-plan-choice"
      optionClassName="field checkout-choices__choice"
      label={t("plan.legend")}
      hint={issuers.length > 0 ? t("plan.hint", { fee: money(fee) }) : t("plan.none")}
      options={issuers.map((issuer) => ({
        key: issuer.code,
        label: issuer.name,
        options: issuer.plans.map((plan) => ({ value: planValue({ bank: issuer.code, months: plan.months }), label: label(plan), hint: hint(plan) })),
      }))}
    />
  );
}

/** The plan chosen: bank, months, and what each month costs. */
export function InstalmentPlanSummary({ plan }: { plan: InstalmentPlan }) {
  const { t } = useTranslation("payment");
  const locale = useLocale();
  const values = {
    bank: plan.bank_name,
    months: t("plan.months", { count: plan.months }),
    monthly: formatMoney(plan.monthly, locale),
    last: formatMoney(plan.last, locale),
  };
  return <span className="instalment-plan-summary">{plan.last === plan.monthly ? t("plan.summary", values) : t("plan.summaryLast", values)}</span>;
}

/** What an order's payment fee is called: the instalment processing fee, or the cash on delivery fee. */
export function usePaymentFeeLabel(): (paymentMethod: string) => string {
  const { t } = useTranslation("payment");
  const { t: tOrders } = useTranslation("orders");
  return (paymentMethod) => (paymentMethod === "installments" ? t("plan.fee") : tOrders("document.paymentFee"));
}
