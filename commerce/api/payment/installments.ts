import { z } from "zod";
import {
  BNPL_MAX_AMOUNT,
  BNPL_MIN_AMOUNT,
  ISSUER_BANKS,
  instalmentPlans,
  payInFour,
  type InstalmentPlan,
} from "../../payments/instalments";
import { parse } from "../envelope";
import type { Route } from "../route";
import type { StoreCode } from "../store";

/** The largest amount asked about: AED 1,000,000, far above any cart. */
const AMOUNT_MAX = 100_000_000;

const query = z.object({
  amount: z
    .string({ required_error: "amount is required" })
    .regex(/^\d{1,9}$/, "amount must be a whole number of fils")
    .transform(Number)
    .pipe(z.number().int().positive("amount must be above 0").max(AMOUNT_MAX, `amount is at most ${AMOUNT_MAX} fils`)),
});

/**
 * `GET /api/payment/installments?amount=` (SPEC §3 "Installments"): the card instalment plans of the test
 * issuer banks and the BNPL "pay in 4" split for an amount in fils (docs/test-bnpl.md). Success is
 * response_code 62000 and status 62, as the card gateway SPEC's shape comes from answers.
 */
export function installments(params: URLSearchParams, store: StoreCode) {
  const { amount } = parse(query, { amount: params.get("amount") ?? undefined });
  const issuers = ISSUER_BANKS.map((bank) => ({ bank, plans: instalmentPlans(amount, bank) })).filter(({ plans }) => plans.length > 0);
  const offered = (test: (months: number) => boolean) => issuers.some(({ plans }) => plans.some((plan) => test(plan.months)));
  return {
    language: store,
    response_code: "62000",
    response_message: "Success",
    status: "62",
    amount,
    currency_code: "AED",
    config_detail: {
      three_to_twelve_month: offered((months) => months <= 12),
      eighteen_month: offered((months) => months === 18),
      twenty_four_month: offered((months) => months === 24),
    },
    installment_detail: {
      issuer_detail: issuers.map(({ bank, plans }) => ({
        issuer_code: bank.code,
        issuer_name_en: bank.nameEn,
        issuer_name_ar: bank.nameAr,
        plan_details: plans.map(planDetail),
      })),
    },
    pay_in_four: {
      min_amount: BNPL_MIN_AMOUNT,
      max_amount: BNPL_MAX_AMOUNT,
      instalments: payInFour(amount),
    },
  };
}

function planDetail(plan: InstalmentPlan) {
  return {
    number_of_installment: plan.months,
    monthly_rate_basis_points: plan.monthlyRateBasisPoints,
    interest_amount: plan.interest,
    processing_fees_amount: plan.processingFee,
    amount_per_month: plan.monthlyAmounts,
    total_amount: plan.totalAmount,
  };
}

export const paymentRoutes: Route[] = [["GET", /^\/api\/payment\/installments$/, (c) => installments(c.params, c.store)]];
