import { z } from "zod";
import type { ContactTopic } from "../../commerce/contract/support";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The contact form and "share by e-mail" (docs/support-api.md). */

export interface ContactMessage {
  name: string;
  email: string;
  /** The 9 national digits. */
  mobile: string;
  topic: ContactTopic;
  orderNumber?: string;
  comment: string;
}

/** Keeps the message and e-mails it to the support team, with an acknowledgement to the shopper; answers its reference. */
export async function sendContactMessage(locale: Locale, message: ContactMessage): Promise<string> {
  const call = { method: "POST", path: "/api/support/contact", locale, body: message } as const;
  return (await commerceCall(z.object({ reference: z.string() }), call)).reference;
}

/**
 * E-mails the product to a friend in `locale`, from the signed-in `customer` by name or else from "a visitor";
 * a CommerceError `share.productNotFound` (404) for an unknown sku.
 */
export async function shareProduct(locale: Locale, share: { sku: string; to: string; message?: string }, customer?: CustomerAuth): Promise<void> {
  await commerceCall(z.object({ sku: z.string() }), { method: "POST", path: "/api/support/share", locale, customer, body: share });
}
