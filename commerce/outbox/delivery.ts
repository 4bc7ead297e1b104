import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Selectable } from "kysely";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import type { DB } from "../db/connection";
import type { OutboxTable } from "../db/schema";

/**
 * Delivers the outbox's pending messages (decision 014): e-mail over SMTP when `smtpUrl` is set, and every
 * message as a file in `outboxDir` when that is set. With neither, a message is only marked sent: the table
 * is the record. Several processes may deliver from one database; each message is claimed by one of them.
 */

export const SENDER = "Nour Electronics <no-reply@nour.example>";

/** A message is marked failed after this many failed attempts. */
export const MAX_ATTEMPTS = 5;

/**
 * When each attempt may start, counted from when the message was queued. Both are in the row, so every
 * process agrees on it without remembering anything.
 */
const ATTEMPT_AFTER_MS = [0, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000];

export interface DeliveryOptions {
  smtpUrl?: string | null;
  outboxDir?: string | null;
  now: () => Date;
}

export interface OutboxDelivery {
  /** Delivers every message that is due; resolves once each was delivered or failed this time. */
  deliverPending(): Promise<void>;
  close(): void;
}

type OutboxRow = Selectable<OutboxTable>;

export function outboxDelivery(db: DB, options: DeliveryOptions): OutboxDelivery {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function deliver(row: OutboxRow): Promise<void> {
    if (options.outboxDir) await writeMessageFile(options.outboxDir, row);
    if (smtp && row.channel === "email") await smtp.sendMail(mailOptions(row));
  }

  return {
    async deliverPending() {
      const pending = await db
        .selectFrom("outbox")
        .select(["id", "attempts", "created_at", "send_after"])
        .where("status", "=", "pending")
        .orderBy("id")
        .execute();
      for (const candidate of pending) {
        // A scheduled message (send_after) counts its attempts from then.
        const dueAt = Date.parse(candidate.send_after ?? candidate.created_at) + (ATTEMPT_AFTER_MS[candidate.attempts] ?? 0);
        if (dueAt > options.now().getTime()) continue;
        const row = await claim(db, candidate);
        if (!row) continue;
        try {
          await deliver(row);
          await db.updateTable("outbox").set({ sent_at: options.now().toISOString(), last_error: null }).where("id", "=", row.id).execute();
        } catch (error) {
          await giveBack(db, row, error);
        }
      }
    },
    close() {
      smtp?.close();
    },
  };
}

/**
 * Takes a message for this process: marks it sent before delivering, in one conditional update, so another
 * process that read the same pending row finds it taken (or attempted since) and leaves it. A message whose
 * delivery is cut short by a crash stays `sent` with no `sent_at`: delivered at most once.
 */
async function claim(db: DB, seen: { id: number; attempts: number }): Promise<OutboxRow | undefined> {
  return db
    .updateTable("outbox")
    .set((eb) => ({ status: "sent", attempts: eb("attempts", "+", 1) }))
    .where("id", "=", seen.id)
    .where("status", "=", "pending")
    .where("attempts", "=", seen.attempts)
    .returningAll()
    .executeTakeFirst();
}

/** After a failed attempt: pending again for a later attempt, or failed after the last one. */
async function giveBack(db: DB, row: OutboxRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const status = row.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  console.error(`outbox: message ${row.id} not delivered (attempt ${row.attempts} of ${MAX_ATTEMPTS}, now ${status}):`, message);
  await db
    .updateTable("outbox")
    .set({ status, last_error: message.slice(0, 1000) })
    .where("id", "=", row.id)
    .execute();
}

function mailOptions(row: OutboxRow) {
  return {
    from: SENDER,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    date: new Date(row.send_after ?? row.created_at),
    headers: row.headers === null ? undefined : (JSON.parse(row.headers) as Record<string, string>),
  };
}

/** `<id>-<template>.eml` (the message as an SMTP server would receive it) or `<id>-<template>.txt` for an SMS. */
async function writeMessageFile(dir: string, row: OutboxRow): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${row.id}-${row.template}`;
  if (row.channel === "sms") {
    await writeFile(join(dir, `${name}.txt`), `To: +971${row.recipient}\n\n${row.text_body}\n`);
  } else {
    await writeFile(join(dir, `${name}.eml`), await new MailComposer(mailOptions(row)).compile().build());
  }
}
