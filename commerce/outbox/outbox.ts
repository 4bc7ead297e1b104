import type { DB } from "../db/connection";
import { renderMessage, type MessageTemplate } from "./templates";

/**
 * The one way the store sends e-mail and SMS (decision 014). A message is rendered in the recipient's
 * language and written to the `outbox` table, in the caller's transaction when there is one, so a message
 * exists exactly when what caused it committed. Delivery (delivery.ts: SMTP, files in OUTBOX_DIR) reads the table.
 */
export type OutgoingMessage = {
  /** An e-mail address, or the 9 national digits of a UAE mobile for SMS. */
  to: string;
  locale: "en" | "ar";
  /** Further mail headers: a mailing's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
} & MessageTemplate;

export async function queueMessage(db: DB, message: OutgoingMessage, now: Date): Promise<void> {
  await scheduleMessage(db, message, now, null);
}

/** Queues a message that delivery holds back until `sendAfter` (at once when null or past); answers its id. */
export async function scheduleMessage(db: DB, message: OutgoingMessage, now: Date, sendAfter: Date | null): Promise<number> {
  const rendered = renderMessage(message);
  const { id } = await db
    .insertInto("outbox")
    .values({
      channel: rendered.channel,
      recipient: message.to,
      template: message.template,
      locale: message.locale,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      last_error: null,
      created_at: now.toISOString(),
      sent_at: null,
      send_after: sendAfter === null || sendAfter <= now ? null : sendAfter.toISOString(),
      headers: message.headers ? JSON.stringify(message.headers) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The latest messages first, all or those to one recipient: what the outbox viewer shows. */
export function latestMessages(db: DB, query: { recipient?: string; limit: number }) {
  let select = db
    .selectFrom("outbox")
    .select(["id", "channel", "recipient", "template", "locale", "subject", "text_body", "headers", "created_at", "status"])
    .orderBy("id", "desc")
    .limit(query.limit);
  if (query.recipient !== undefined) select = select.where("recipient", "=", query.recipient);
  return select.execute();
}
