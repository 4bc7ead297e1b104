import type { DB } from "../../db/connection";
import { uaeDayEnd, uaeDayStart } from "../../lib/uae-days";
import { countOf } from "../../db/paging";

/**
 * The audit log (decision 040): who did what to which record, from where, and the values before and after.
 * Every staff action writes its entry with `recordAudit` inside the transaction that makes the change, so an
 * entry exists exactly when the change committed. Nothing here updates or deletes an entry, and the database's
 * triggers refuse it anyway.
 */

/** Who acts: a signed-in staff member, the command line (the first owner), or the store's own sweeps. */
export interface Actor {
  staffId: number | null;
  /** The staff member's e-mail, `command line` or `system`. */
  name: string;
  /** The client address the request came from. */
  address: string;
}

export const COMMAND_LINE: Actor = { staffId: null, name: "command line", address: "localhost" };
/** The store itself, acting on a schedule (a sweep cancelling what was never collected). */
export const SYSTEM: Actor = { staffId: null, name: "system", address: "localhost" };

export interface AuditEntry {
  /** What was done, as `subject.verb`: `staff.invite`, `shipment.dispatch`, `refund.retry`… */
  action: string;
  subject: { type: string; id: string | number };
  /** The values the action changed, as they were; omitted where nothing was there before. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export async function recordAudit(db: DB, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      staff_id: actor.staffId,
      actor: actor.name,
      address: actor.address,
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: String(entry.subject.id),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditQuery {
  /** A staff member's e-mail or `command line`, exactly. */
  actor?: string;
  /** An action's prefix: `shipment` finds every shipment action. */
  action?: string;
  subjectType?: string;
  subjectId?: string;
  /** UAE calendar dates, inclusive (`2026-11-28`). */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  address: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The entries that match, latest first, and how many match in all. */
export async function listAudit(db: DB, query: AuditQuery): Promise<{ total: number; items: AuditRecord[] }> {
  let select = db.selectFrom("audit_log");
  if (query.actor) select = select.where("actor", "=", query.actor);
  if (query.action) select = select.where((eb) => eb.or([eb("action", "=", query.action!), eb("action", "like", `${query.action}.%`)]));
  if (query.subjectType) select = select.where("subject_type", "=", query.subjectType);
  if (query.subjectId) select = select.where("subject_id", "=", query.subjectId);
  if (query.from) select = select.where("at", ">=", uaeDayStart(query.from));
  if (query.to) select = select.where("at", "<", uaeDayEnd(query.to));
  const [total, rows] = await Promise.all([
    countOf(select),
    select
      .selectAll()
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      address: row.address,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
      after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
    })),
  };
}
