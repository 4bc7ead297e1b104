import { z } from "zod";
import { NEWSLETTER_STATUSES, newsletterTokenSchema, type SubscriberFilter } from "../../commerce/contract/newsletter";
import { CommerceError, commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The newsletter by double opt-in (decision 061): asking, confirming, unsubscribing, and the back office's list. */

const statusSchema = z.object({ status: z.enum(NEWSLETTER_STATUSES) });
export type { NewsletterStatus } from "../../commerce/contract/newsletter";

export async function newsletterStatus(locale: Locale, email: string) {
  return (await commerceCall(statusSchema, { path: "/api/newsletter", locale, query: { email } })).status;
}

/** E-mails the address a confirmation link, unless it is subscribed or was sent one a moment ago; the caller never learns which. */
export async function requestSubscription(locale: Locale, email: string): Promise<void> {
  await commerceCall(z.object({ accepted: z.literal(true) }), { method: "POST", path: "/api/newsletter/subscribe", locale, body: { email } });
}

export async function unsubscribeAddress(locale: Locale, email: string): Promise<void> {
  await commerceCall(statusSchema, { method: "POST", path: "/api/newsletter/unsubscribe", locale, body: { email } });
}

/** Follows a link's token; false when the link is unknown, spent or expired (or not a token at all). */
async function followLink(locale: Locale, path: string, token: string): Promise<boolean> {
  if (!newsletterTokenSchema.safeParse(token).success) return false;
  try {
    await commerceCall(statusSchema, { method: "POST", path, locale, body: { token } });
    return true;
  } catch (error) {
    if (error instanceof CommerceError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

export const confirmSubscription = (locale: Locale, token: string) => followLink(locale, "/api/newsletter/confirm", token);
export const unsubscribeByLink = (locale: Locale, token: string) => followLink(locale, "/api/newsletter/unsubscribe-by-link", token);

const subscriberSchema = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  language: z.enum(["en", "ar"]),
  requested_at: z.string(),
  subscribed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
const subscriberPageSchema = z.object({ total: z.number(), items: z.array(subscriberSchema) });
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

export function listSubscribers(locale: Locale, staff: StaffAuth, filter: SubscriberFilter, page: number, pageSize: number): Promise<SubscriberPage> {
  return commerceCall(subscriberPageSchema, { path: "/api/admin/newsletter", locale, staff, query: { ...filter, page, pageSize } });
}

export async function exportSubscribers(locale: Locale, staff: StaffAuth, filter: SubscriberFilter): Promise<string> {
  return (await commerceCall(z.object({ csv: z.string() }), { path: "/api/admin/newsletter/export", locale, staff, query: { ...filter } })).csv;
}
