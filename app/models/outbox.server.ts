import { z } from "zod";
import { commerceCall } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The messages the store sent, as the commerce outbox endpoint lists them (decision 014; not in production). */

const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(["email", "sms"]),
  recipient: z.string(),
  template: z.string(),
  locale: z.enum(["en", "ar"]),
  subject: z.string(),
  text_body: z.string(),
  created_at: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export function listOutbox({ locale, limit }: { locale: Locale; limit: number }): Promise<OutboxMessage[]> {
  return commerceCall(z.array(outboxMessageSchema), { path: "/api/outbox", locale, query: { limit } });
}
