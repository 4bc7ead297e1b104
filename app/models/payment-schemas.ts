import { z } from "zod";

/** What `GET /api/payment/installments` answers (docs/test-bnpl.md), as far as the storefront reads it. */
export const installmentsSchema = z.object({
  amount: z.number().int(),
  installment_detail: z.object({
    issuer_detail: z.array(
      z.object({
        issuer_code: z.string(),
        issuer_name_en: z.string(),
        issuer_name_ar: z.string(),
        plan_details: z.array(
          z.object({
            number_of_installment: z.number().int(),
            monthly_rate_basis_points: z.number().int(),
            processing_fees_amount: z.number().int(),
            amount_per_month: z.array(z.number().int()).min(1),
            total_amount: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  pay_in_four: z.object({ instalments: z.array(z.number().int()).length(4).nullable() }),
});

/** A card instalment plan chosen (decision 046), as the checkout and the order give it. */
export const instalmentPlanSchema = z.object({
  bank: z.string(),
  bank_name: z.string(),
  months: z.number().int(),
  /** Fils: each month but the last. */
  monthly: z.number().int(),
  /** Fils: the last month, which takes the fils left over. */
  last: z.number().int(),
  /** Fils: what the shopper repays over the months. */
  total: z.number().int(),
});
export type InstalmentPlan = z.infer<typeof instalmentPlanSchema>;

export interface InstalmentPlanRow {
  months: number;
  /** What is charged each month but the last, which may be a few fils more. */
  monthlyAmount: number;
  lastAmount: number;
  /** Interest in basis points a month; 0 for an interest-free plan. */
  monthlyRateBasisPoints: number;
  /** All months together with the processing fee. */
  totalAmount: number;
}

export interface IssuerPlans {
  code: string;
  name: string;
  processingFee: number;
  plans: InstalmentPlanRow[];
}

/** What a page shows of the ways to pay an amount in parts. */
export interface InstalmentOffer {
  amount: number;
  /** The first of the four BNPL instalments (it takes the remainder fils); null when BNPL is not offered. */
  payInFour: number | null;
  issuers: IssuerPlans[];
}
