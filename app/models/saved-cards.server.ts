import { z } from "zod";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The cards the customer saved at checkout (docs/order-api.md "Saved cards"); the number comes masked. */

const savedCardSchema = z.object({ id: z.number().int(), brand: z.string(), masked: z.string(), expiry: z.string() });
export type SavedCard = z.infer<typeof savedCardSchema>;

export function listSavedCards(locale: Locale, customer: CustomerAuth): Promise<SavedCard[]> {
  return commerceCall(z.array(savedCardSchema), { path: "/api/payment/saved-cards", locale, customer });
}

export function deleteSavedCard(locale: Locale, customer: CustomerAuth, id: number) {
  return commerceCall(z.object({ id: z.number().int() }), { method: "POST", path: "/api/payment/saved-cards/delete", locale, customer, body: { id } });
}
