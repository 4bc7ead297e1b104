import { z } from "zod";
import { commerceCall } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The newsletter (docs/account-api.md): subscribing twice, or unsubscribing when not subscribed, changes nothing. */

const statusSchema = z.object({ status: z.enum(["subscribed", "unsubscribed"]) });
export type NewsletterStatus = z.infer<typeof statusSchema>["status"];

export async function newsletterStatus(locale: Locale, email: string): Promise<NewsletterStatus> {
  return (await commerceCall(statusSchema, { path: "/api/newsletter", locale, query: { email } })).status;
}

export async function setNewsletter(locale: Locale, email: string, subscribed: boolean): Promise<NewsletterStatus> {
  const path = subscribed ? "/api/newsletter/subscribe" : "/api/newsletter/unsubscribe";
  return (await commerceCall(statusSchema, { method: "POST", path, locale, body: { email } })).status;
}
