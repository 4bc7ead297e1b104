import { z } from "zod";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { accountCardSchema, asProductCard } from "./account-card-schema";

/** Back-in-stock and price-drop alerts of the signed-in customer (docs/account-api.md). */

export const ALERT_KINDS = ["stock", "price"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const alertSchema = accountCardSchema
  .extend({
    id: z.number().int(),
    kind: z.enum(ALERT_KINDS),
    /** Fils: the final price when a price alert was taken; null for stock alerts. */
    price_at_subscription: z.number().int().nullable(),
    created_at: z.string(),
    /** When its e-mail was queued; null while it waits. */
    notified_at: z.string().nullable(),
  })
  .transform(asProductCard);
export type Alert = z.infer<typeof alertSchema>;

/** Newest first. */
export function listAlerts(locale: Locale, customer: CustomerAuth): Promise<Alert[]> {
  return commerceCall(z.array(alertSchema), { path: "/api/alerts", locale, customer });
}

/** Subscribes, or re-arms an alert already sent (the current price for a price alert). */
export function addAlert(locale: Locale, customer: CustomerAuth, sku: string, kind: AlertKind): Promise<Alert> {
  return commerceCall(alertSchema, { method: "POST", path: "/api/alerts/add", locale, customer, body: { sku, kind } });
}

export function removeAlert(locale: Locale, customer: CustomerAuth, id: number) {
  return commerceCall(z.object({ id: z.number().int() }), { method: "POST", path: "/api/alerts/remove", locale, customer, body: { id } });
}
