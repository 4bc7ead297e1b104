import { useTranslation } from "react-i18next";
import { formatMoney, formatPercent } from "../../../common/format";
import { useLocale } from "~/lib/use-locale";
import type { IssuerPlans } from "~/models/payment-schemas";

/** One bank's card instalment plans: months, what each month costs, and the total with the processing fee. */
export function InstalmentPlansTable({ issuer }: { issuer: IssuerPlans }) {
  const { t } = useTranslation("payment");
  const locale = useLocale();
  return (
    <table className="instalment-plans" data-issuer={issuer.code}>
      <caption>{t("plans.caption", { bank: issuer.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("plans.months")}</th>
          <th scope="col">{t("plans.monthly")}</th>
          <th scope="col">{t("plans.total")}</th>
        </tr>
      </thead>
      <tbody>
        {issuer.plans.map((plan) => (
          <tr key={plan.months}>
            <th scope="row">
              {plan.months}{" "}
              <span className="instalment-plans__rate">
                {plan.monthlyRateBasisPoints === 0
                  ? t("plans.interestFree")
                  : t("plans.interest", { rate: formatPercent(plan.monthlyRateBasisPoints / 10_000, locale) })}
              </span>
            </th>
            <td>{formatMoney(plan.monthlyAmount, locale)}</td>
            <td>{formatMoney(plan.totalAmount, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every bank's plans behind a "See instalment plans" disclosure, which opens without JavaScript. */
export function InstalmentPlansDetails({ issuers }: { issuers: IssuerPlans[] }) {
  const { t } = useTranslation("payment");
  const locale = useLocale();
  const fee = issuers[0]?.processingFee;
  if (fee === undefined) return null;
  return (
    <details className="instalment-plans-details">
      <summary>{t("plans.summary")}</summary>
      <p>{t("plans.intro", { fee: formatMoney(fee, locale) })}</p>
      {issuers.map((issuer) => (
        <InstalmentPlansTable key={issuer.code} issuer={issuer} />
      ))}
    </details>
  );
}
