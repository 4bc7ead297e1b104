import { z } from "zod";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The customer's loyalty card and the points spent at checkout, through the commerce loyalty endpoints (decision 065). */

const loyaltyCardSchema = z.object({
  card_number: z.string(),
  balance: z.number().int(),
  /** Fils the balance pays at checkout. */
  worth: z.number().int(),
  expiring_soon: z.number().int(),
  history: z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    page_size: z.number().int(),
    items: z.array(
      z.object({
        kind: z.enum(["earn", "reverse", "burn", "expire"]),
        points: z.number().int(),
        order_number: z.string().nullable(),
        created_at: z.string(),
        expires_at: z.string().nullable(),
      }),
    ),
  }),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

export function getLoyaltyCard(locale: Locale, customer: CustomerAuth, page: number): Promise<LoyaltyCard> {
  return commerceCall(loyaltyCardSchema, { path: "/api/loyalty/card", locale, customer, query: { currentPage: String(page) } });
}

/** The points the checkout's order spends: a number, or all the card holds; 0 spends none. */
export function spendLoyaltyPoints(call: { locale: Locale; cartToken: string; customer: CustomerAuth }, points: number | "all") {
  return commerceCall(z.object({ points: z.number().int(), balance: z.number().int() }), {
    path: "/api/checkout/loyalty-points",
    method: "POST",
    locale: call.locale,
    customer: call.customer,
    query: { cartId: call.cartToken },
    body: { points },
  });
}
