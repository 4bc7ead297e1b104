import type { Locale } from "~/lib/i18n";
import { sharedRead } from "~/lib/shared-reads.server";
import { installmentsSchema, type InstalmentOffer } from "./payment-schemas";

/**
 * BNPL "pay in 4" and card instalment plans for an amount in fils, with the bank names in the locale; none for
 * nothing to pay (a free product, a cart that gift cards pay in full), without asking.
 */
export async function getInstalmentOffer({ locale, amount }: { locale: Locale; amount: number }): Promise<InstalmentOffer | null> {
  if (amount <= 0) return null;
  const answer = await sharedRead(installmentsSchema, { path: "/api/payment/installments", locale, query: { amount } });
  return {
    amount: answer.amount,
    payInFour: answer.pay_in_four.instalments?.[0] ?? null,
    issuers: answer.installment_detail.issuer_detail.map((issuer) => ({
      code: issuer.issuer_code,
      name: locale === "ar" ? issuer.issuer_name_ar : issuer.issuer_name_en,
      processingFee: issuer.plan_details[0]?.processing_fees_amount ?? 0,
      plans: issuer.plan_details.map((plan) => ({
        months: plan.number_of_installment,
        monthlyAmount: plan.amount_per_month[0]!,
        lastAmount: plan.amount_per_month.at(-1)!,
        monthlyRateBasisPoints: plan.monthly_rate_basis_points,
        totalAmount: plan.total_amount,
      })),
    })),
  };
}
