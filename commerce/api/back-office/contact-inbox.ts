import { sql } from "kysely";
import { contactReference, type ContactStatus } from "../../contract/support";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { recordAudit, type Actor } from "../staff/audit";
import { staffError } from "../staff/errors";
import { storeCodeOfId } from "../store";
import { countOf } from "../../db/paging";

/**
 * The back office's contact inbox (`customers.contact`): the contact form's messages, open ones first and the
 * longest waiting first; a staff reply is e-mailed to the shopper in the language they wrote in, kept with the
 * message, and answers it; a message can be opened again. Each action is audited with its change.
 */

export interface InboxQuery {
  status?: ContactStatus;
  page: number;
  pageSize: number;
}

const messageColumns = ["m.id", "m.store_id", "m.name", "m.email", "m.mobile", "m.topic", "m.order_number", "m.comment", "m.status", "m.created_at"] as const;

function messageRows(db: DB) {
  return db.selectFrom("contact_messages as m").select(messageColumns);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>["executeTakeFirstOrThrow"]>>;

function summaryOf({ id, store_id, ...row }: MessageRow) {
  return { reference: contactReference(id), locale: storeCodeOfId(store_id), ...row };
}

/** One page of the messages, open before answered and oldest first, and how many there are in all. */
export async function listContactMessages(db: DB, query: InboxQuery) {
  let select = db.selectFrom("contact_messages as m");
  if (query.status) select = select.where("m.status", "=", query.status);
  const [total, rows] = await Promise.all([
    countOf(select),
    select
      .select(messageColumns)
      .select(sql<number>`(SELECT COUNT(*) FROM contact_replies r WHERE r.message_id = m.id)`.as("replies"))
      .orderBy(sql`CASE m.status WHEN 'open' THEN 0 ELSE 1 END`)
      .orderBy("m.created_at")
      .orderBy("m.id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total, items: rows.map(({ replies, ...row }) => ({ ...summaryOf(row), replies: Number(replies) })) };
}

async function messageRow(db: DB, id: number): Promise<MessageRow> {
  const row = await messageRows(db).where("m.id", "=", id).executeTakeFirst();
  if (!row) throw staffError("contact.notFound");
  return row;
}

/** One message with its replies, oldest first, each with the staff member who wrote it. */
export async function contactMessage(db: DB, id: number) {
  const [row, replies] = await Promise.all([
    messageRow(db, id),
    db
      .selectFrom("contact_replies as r")
      .innerJoin("staff", "staff.id", "r.staff_id")
      .select(["r.id", "r.body", "r.sent_at", "staff.name as author"])
      .where("r.message_id", "=", id)
      .orderBy("r.id")
      .execute(),
  ]);
  return { ...summaryOf(row), replies };
}

/** Replies to a message: kept, e-mailed to the shopper (`contactReply`) in the message's language, and the message is answered. */
export async function replyToContact(ctx: CommerceContext, actor: Actor & { staffId: number }, id: number, body: string) {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const message = await messageRow(trx, id);
    const reference = contactReference(id);
    const reply = await trx
      .insertInto("contact_replies")
      .values({ message_id: id, staff_id: actor.staffId, body, sent_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("contact_messages").set({ status: "answered" }).where("id", "=", id).execute();
    const params = { name: message.name, reference, message: body };
    await queueMessage(trx, { to: message.email, locale: storeCodeOfId(message.store_id), template: "contactReply", params }, now);
    const audit = { action: "contact.reply", subject: { type: "contact", id: reference }, before: { status: message.status }, after: { status: "answered", reply_id: reply.id } };
    await recordAudit(trx, actor, audit, now);
  });
  return contactMessage(ctx.db, id);
}

/** Opens an answered message again; an open one stays as it is, and nothing is logged for it. */
export async function reopenContact(ctx: CommerceContext, actor: Actor, id: number) {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const message = await messageRow(trx, id);
    if (message.status === "open") return;
    await trx.updateTable("contact_messages").set({ status: "open" }).where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "contact.reopen", subject: { type: "contact", id: contactReference(id) }, before: { status: message.status }, after: { status: "open" } }, now);
  });
  return contactMessage(ctx.db, id);
}
