import type { Selectable } from "kysely";
import { STAFF_ABSOLUTE_HOURS, STAFF_IDLE_MINUTES, STAFF_SECOND_STEP_MINUTES } from "../../contract/staff";
import type { DB } from "../../db/connection";
import type { StaffTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { verifyAgainstDecoy, verifyPassword } from "../account/passwords";
import { hashToken, newToken } from "../account/tokens";
import { recordAudit, type Actor } from "./audit";
import { staffError } from "./errors";

/**
 * Staff sign-in (decision 040). A right password starts a session at the `password` stage, good for the second
 * step only and for a few minutes; the authenticator code (second-factor.ts) makes it `active`. The browser
 * holds a random token; the database its SHA-256. A session ends after 30 minutes without a request, after 12
 * hours in any case, at sign-out, or when its staff member signs out everywhere or is disabled.
 */

export type Staff = Selectable<StaffTable>;

export interface StaffSession {
  sessionId: number;
  stage: "password" | "active";
  staff: Staff;
}

const MINUTE = 60_000;
/** A request within this long of the last recorded one does not write `last_seen_at` again. */
const SEEN_GRANULARITY_MS = MINUTE;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();

/** The next step after the password: the code, or enrolment the first time. */
export type SecondStep = "code" | "enrol";

/**
 * Checks the password and starts a half signed-in session. Unknown e-mail, wrong password and a disabled account
 * get one answer, in the same time (the decoy hash).
 */
export async function signInWithPassword(
  db: DB,
  input: { email: string; password: string; address: string },
  now: Date,
): Promise<{ token: string; next: SecondStep }> {
  const staff = await db.selectFrom("staff").selectAll().where("email", "=", input.email).executeTakeFirst();
  const valid = staff ? await verifyPassword(staff.password_hash, input.password) : await verifyAgainstDecoy(input.password);
  if (!staff || !valid || staff.disabled_at !== null) throw staffError("staff.signInFailed");
  const token = newToken();
  const at = now.toISOString();
  await db
    .insertInto("staff_sessions")
    .values({ staff_id: staff.id, token_hash: hashToken(token), stage: "password", address: input.address, created_at: at, last_seen_at: at, revoked_at: null })
    .execute();
  return { token, next: staff.totp_enrolled_at === null ? "enrol" : "code" };
}

/**
 * The live session a token opens, at either stage, or `staff.unauthorized`. A `password`-stage session lives
 * STAFF_SECOND_STEP_MINUTES; an active one until idle or too old. Records the request as the session's last.
 */
export async function sessionOf(db: DB, token: string, now: Date): Promise<StaffSession> {
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff", "staff.id", "s.staff_id")
    .selectAll("staff")
    .select(["s.id as sessionId", "s.stage", "s.last_seen_at", "s.created_at as sessionCreatedAt"])
    .where("s.token_hash", "=", hashToken(token))
    .where("s.revoked_at", "is", null)
    .where("staff.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) throw staffError("staff.unauthorized");
  const { sessionId, stage, last_seen_at: lastSeen, sessionCreatedAt, ...staff } = row;
  const expired =
    stage === "password"
      ? sessionCreatedAt <= minutesBefore(now, STAFF_SECOND_STEP_MINUTES)
      : lastSeen <= minutesBefore(now, STAFF_IDLE_MINUTES) || sessionCreatedAt <= minutesBefore(now, STAFF_ABSOLUTE_HOURS * 60);
  if (expired) throw staffError("staff.unauthorized");
  if (now.getTime() - Date.parse(lastSeen) >= SEEN_GRANULARITY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", sessionId).execute();
  }
  return { sessionId, stage, staff };
}

/** The second step is done: the session becomes active, and the sign-in is in the audit log. */
export async function activateSession(db: DB, session: StaffSession, actor: Actor, now: Date): Promise<void> {
  await db.updateTable("staff_sessions").set({ stage: "active", last_seen_at: now.toISOString() }).where("id", "=", session.sessionId).execute();
  await recordAudit(db, actor, { action: "staff.signIn", subject: { type: "staff", id: session.staff.id } }, now);
}

export async function signOut(db: DB, sessionId: number, now: Date): Promise<void> {
  await db.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
}

/** Ends every session of a staff member: their own "sign out everywhere", a disabled account, a new password. */
export async function endEverySession(db: DB, staffId: number, now: Date): Promise<void> {
  await db.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("staff_id", "=", staffId).where("revoked_at", "is", null).execute();
}

export async function signOutEverywhere(db: DB, actor: Actor & { staffId: number }, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await endEverySession(trx, actor.staffId, now);
    await recordAudit(trx, actor, { action: "staff.signOutEverywhere", subject: { type: "staff", id: actor.staffId } }, now);
  });
}
