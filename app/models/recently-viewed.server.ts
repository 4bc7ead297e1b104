import { z } from "zod";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { accountCardSchema, asProductCard } from "./account-card-schema";

/** The products the signed-in customer opened last (docs/account-api.md), latest first, at most 20. */

const viewedSchema = accountCardSchema.extend({ viewed_at: z.string() }).transform(asProductCard);
export type ViewedProduct = z.infer<typeof viewedSchema>;

export function listRecentlyViewed(locale: Locale, customer: CustomerAuth): Promise<ViewedProduct[]> {
  return commerceCall(z.array(viewedSchema), { path: "/api/recently-viewed", locale, customer });
}

/**
 * Records a view with the access token as it is. It runs after the response has gone, so it must not renew
 * the session: the new tokens could no longer reach the cookie, and the spent refresh token would sign the
 * customer out on their next request. A refused token just leaves the view unrecorded.
 */
export function recordView(locale: Locale, accessToken: string, sku: string) {
  const customer: CustomerAuth = { token: accessToken, renew: async () => null };
  return commerceCall(z.object({ sku: z.string() }), { method: "POST", path: "/api/recently-viewed", locale, customer, body: { sku } });
}
