import { formatDateTime } from "../../../common/format";
import { INVITATION_HOURS, type StaffRole } from "../../contract/staff";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import { staffRoleName } from "../../outbox/templates";
import { hashPassword } from "../account/passwords";
import { hashToken, newToken } from "../account/tokens";
import type { CommerceContext } from "../context";
import { storefrontLink, type StoreCode } from "../store";
import { recordAudit, type Actor } from "./audit";
import { staffError } from "./errors";
import { endEverySession } from "./sessions";

/**
 * The staff list (decision 040): the first owner made from the command line, everyone else invited by an owner
 * through an e-mailed link that is good once, for 72 hours, and sets the password. Owners change roles and
 * disable accounts; the store always keeps one owner who can.
 */

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  locale: StoreCode;
}

async function refuseExisting(db: DB, email: string): Promise<void> {
  const existing = await db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw staffError("staff.exists");
}

/** A staff member with a password, no authenticator yet (they enrol at their first sign-in). */
async function insertStaff(db: DB, member: NewStaff, passwordHash: string, actor: Actor | ((id: number) => Actor), now: Date): Promise<number> {
  await refuseExisting(db, member.email);
  const { id } = await db
    .insertInto("staff")
    .values({
      email: member.email,
      name: member.name,
      role: member.role,
      locale: member.locale,
      password_hash: passwordHash,
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      disabled_at: null,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const by = typeof actor === "function" ? actor(id) : actor;
  await recordAudit(db, by, { action: "staff.create", subject: { type: "staff", id }, after: { email: member.email, name: member.name, role: member.role } }, now);
  return id;
}

/** `npm run staff -- create`: the first owner, or anyone, made by whoever runs the store's machines. */
export async function createStaff(db: DB, member: NewStaff, password: string, actor: Actor, now: Date): Promise<number> {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, (trx) => insertStaff(trx, member, passwordHash, actor, now));
}

export async function inviteStaff(ctx: CommerceContext, actor: Actor & { staffId: number }, member: NewStaff): Promise<{ id: number; expiresAt: string }> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString();
  return inTransaction(ctx.db, async (trx) => {
    await refuseExisting(trx, member.email);
    const inviter = await trx.selectFrom("staff").select("name").where("id", "=", actor.staffId).executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto("staff_invitations")
      .values({ ...member, token_hash: hashToken(token), invited_by: actor.staffId, created_at: now.toISOString(), expires_at: expiresAt, accepted_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMessage(
      trx,
      {
        to: member.email,
        locale: member.locale,
        template: "staffInvitation",
        params: {
          name: member.name,
          inviter: inviter.name,
          role: staffRoleName(member.role, member.locale),
          expires: formatDateTime(expiresAt),
          link: storefrontLink(ctx, member.locale, `/admin/invitation/${token}`),
        },
      },
      now,
    );
    await recordAudit(trx, actor, { action: "staff.invite", subject: { type: "invitation", id }, after: { email: member.email, name: member.name, role: member.role } }, now);
    return { id, expiresAt };
  });
}

/** What an invitation link opens: who it is for, or `invitation.invalid` (unknown, used or expired). */
export async function invitationFor(db: DB, token: string, now: Date): Promise<{ id: number; email: string; name: string; role: StaffRole; locale: StoreCode }> {
  const invitation = await db
    .selectFrom("staff_invitations")
    .select(["id", "email", "name", "role", "locale"])
    .where("token_hash", "=", hashToken(token))
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!invitation) throw staffError("invitation.invalid");
  return invitation;
}

/**
 * The invited person chose a password: they are staff now. The invitation is taken by a conditional update, so
 * the same link opened twice makes one account.
 */
export async function acceptInvitation(ctx: CommerceContext, token: string, password: string, address: string): Promise<{ email: string }> {
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const invitation = await invitationFor(trx, token, now);
    const taken = await trx
      .updateTable("staff_invitations")
      .set({ accepted_at: now.toISOString() })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw staffError("invitation.invalid");
    await insertStaff(trx, invitation, passwordHash, (id) => ({ staffId: id, name: invitation.email, address }), now);
    return { email: invitation.email };
  });
}

export interface StaffListing {
  members: { id: number; email: string; name: string; role: StaffRole; enrolled: boolean; disabled: boolean; createdAt: string }[];
  invitations: { id: number; email: string; name: string; role: StaffRole; expiresAt: string }[];
}

export async function listStaff(db: DB, now: Date): Promise<StaffListing> {
  const [members, invitations] = await Promise.all([
    db.selectFrom("staff").select(["id", "email", "name", "role", "totp_enrolled_at", "disabled_at", "created_at"]).orderBy("name").execute(),
    db
      .selectFrom("staff_invitations")
      .select(["id", "email", "name", "role", "expires_at"])
      .where("accepted_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .orderBy("id", "desc")
      .execute(),
  ]);
  return {
    members: members.map((m) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      role: m.role,
      enrolled: m.totp_enrolled_at !== null,
      disabled: m.disabled_at !== null,
      createdAt: m.created_at,
    })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, name: i.name, role: i.role, expiresAt: i.expires_at })),
  };
}

/** Refuses a change that would leave the store without an owner who can sign in. */
async function keepAnOwner(db: DB, staffId: number): Promise<void> {
  const others = await db
    .selectFrom("staff")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .where("id", "!=", staffId)
    .executeTakeFirstOrThrow();
  if (Number(others.count) === 0) throw staffError("staff.lastOwner");
}

async function memberFor(db: DB, staffId: number) {
  const member = await db.selectFrom("staff").selectAll().where("id", "=", staffId).executeTakeFirst();
  if (!member) throw staffError("staff.notFound");
  return member;
}

export async function changeRole(ctx: CommerceContext, actor: Actor, staffId: number, role: StaffRole): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const member = await memberFor(trx, staffId);
    if (member.role === role) return;
    if (member.role === "owner") await keepAnOwner(trx, staffId);
    await trx.updateTable("staff").set({ role }).where("id", "=", staffId).execute();
    await recordAudit(trx, actor, { action: "staff.changeRole", subject: { type: "staff", id: staffId }, before: { role: member.role }, after: { role } }, ctx.now());
  });
}

/** A disabled member is signed out everywhere at once and cannot sign in again; their entries stay in the log. */
export async function disableStaff(ctx: CommerceContext, actor: Actor, staffId: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const member = await memberFor(trx, staffId);
    if (member.disabled_at !== null) return;
    if (member.role === "owner") await keepAnOwner(trx, staffId);
    const now = ctx.now();
    await trx.updateTable("staff").set({ disabled_at: now.toISOString() }).where("id", "=", staffId).execute();
    await endEverySession(trx, staffId, now);
    await recordAudit(trx, actor, { action: "staff.disable", subject: { type: "staff", id: staffId }, before: { disabled: false }, after: { disabled: true } }, now);
  });
}

/**
 * A member who lost both their phone and their recovery codes enrols again at their next sign-in: the secret and
 * the unused recovery codes go, and every session ends. Only from the command line, by whoever runs the machines.
 */
export async function resetSecondFactor(db: DB, email: string, actor: Actor, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const member = await trx.selectFrom("staff").select(["id", "totp_enrolled_at"]).where("email", "=", email).executeTakeFirst();
    if (!member) throw staffError("staff.notFound");
    await trx.updateTable("staff").set({ totp_secret: null, totp_enrolled_at: null, totp_last_step: null }).where("id", "=", member.id).execute();
    await trx.updateTable("staff_recovery_codes").set({ used_at: now.toISOString() }).where("staff_id", "=", member.id).where("used_at", "is", null).execute();
    await endEverySession(trx, member.id, now);
    await recordAudit(
      trx,
      actor,
      { action: "staff.resetSecondFactor", subject: { type: "staff", id: member.id }, before: { enrolled: member.totp_enrolled_at !== null }, after: { enrolled: false } },
      now,
    );
  });
}
