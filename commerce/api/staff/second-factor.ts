import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from "../../contract/staff";
import { toLatinDigits } from "../../contract/cart";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { hashToken, openFor, sealFor } from "../account/tokens";
import type { CommerceContext } from "../context";
import { recordAudit, type Actor } from "./audit";
import { staffError } from "./errors";
import { activateSession, type StaffSession } from "./sessions";

/**
 * The second step of a staff sign-in (decision 040): a time-based code from an authenticator app (RFC 6238,
 * through `otpauth`), or one of ten single-use recovery codes. The secret is kept sealed with a key derived from
 * the store's secret, so a copy of the database alone gives no codes; a code's time step is remembered, so the
 * same code (seen over a shoulder, replayed) does not sign in twice.
 */

const PERIOD_SECONDS = 30;
/** Codes of the step before and after are taken too: phones' clocks drift. */
const WINDOW = 1;
const ISSUER = "Nour Electronics";

const sealKey = (ctx: Pick<CommerceContext, "secret">) => `${ctx.secret} staff authenticator`;

function totpOf(secret: Secret, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: PERIOD_SECONDS, secret });
}

export interface Enrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** `otpauth://totp/…`, which the QR code carries. */
  uri: string;
}

/**
 * The secret a staff member adds to their app, made at their first sign-in and the same on every reload of the
 * page until they confirm it with a code.
 */
export async function enrolment(ctx: CommerceContext, session: StaffSession): Promise<Enrolment> {
  const { staff } = session;
  if (staff.totp_enrolled_at !== null) throw staffError("staff.alreadyEnrolled");
  let secret: Secret;
  if (staff.totp_secret === null) {
    secret = new Secret({ size: 20 });
    const moved = await ctx.db
      .updateTable("staff")
      .set({ totp_secret: sealFor(sealKey(ctx), secret.base32) })
      .where("id", "=", staff.id)
      .where("totp_secret", "is", null)
      .executeTakeFirst();
    // Two tabs opened the page at once: the other one's secret stands.
    if (Number(moved.numUpdatedRows) !== 1) return enrolment(ctx, { ...session, staff: await reload(ctx.db, staff.id) });
  } else {
    secret = Secret.fromBase32(openFor(sealKey(ctx), staff.totp_secret));
  }
  return { secret: secret.base32, uri: totpOf(secret, staff.email).toString() };
}

const reload = (db: DB, staffId: number) => db.selectFrom("staff").selectAll().where("id", "=", staffId).executeTakeFirstOrThrow();

/** The time step a code is valid for now, or null. */
function stepOf(ctx: CommerceContext, sealedSecret: string, label: string, code: string): number | null {
  const totp = totpOf(Secret.fromBase32(openFor(sealKey(ctx), sealedSecret)), label);
  const timestamp = ctx.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** A code as typed: digits of any script, spaces ignored. */
function readTotp(value: string): string | null {
  const code = toLatinDigits(value).replace(/\s+/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

/**
 * Confirms enrolment with a first code: the secret is now the staff member's, the session is signed in, and the
 * ten recovery codes are answered, once. Only their hashes are kept.
 */
export async function completeEnrolment(ctx: CommerceContext, session: StaffSession, typed: string, actor: Actor): Promise<{ recoveryCodes: string[] }> {
  return inTransaction(ctx.db, async (trx) => {
    const staff = await reload(trx, session.staff.id);
    if (staff.totp_enrolled_at !== null) throw staffError("staff.alreadyEnrolled");
    const code = readTotp(typed);
    const step = code && staff.totp_secret ? stepOf(ctx, staff.totp_secret, staff.email, code) : null;
    if (step === null) throw staffError("staff.codeInvalid");
    const now = ctx.now();
    await trx.updateTable("staff").set({ totp_enrolled_at: now.toISOString(), totp_last_step: step }).where("id", "=", staff.id).execute();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await trx
      .insertInto("staff_recovery_codes")
      .values(recoveryCodes.map((recovery) => ({ staff_id: staff.id, code_hash: hashToken(normaliseRecoveryCode(recovery)), used_at: null })))
      .execute();
    await recordAudit(trx, actor, { action: "staff.enrolAuthenticator", subject: { type: "staff", id: staff.id } }, now);
    await activateSession(trx, session, actor, now);
    return { recoveryCodes };
  });
}

/** The second step of an enrolled staff member: a code from the app, or an unused recovery code. */
export async function verifySecondStep(ctx: CommerceContext, session: StaffSession, typed: string, actor: Actor): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const staff = await reload(trx, session.staff.id);
    if (staff.totp_enrolled_at === null || staff.totp_secret === null) throw staffError("staff.codeInvalid");
    const now = ctx.now();
    const code = readTotp(typed);
    if (code !== null) {
      const step = stepOf(ctx, staff.totp_secret, staff.email, code);
      // Conditional on the last step taken, so two requests with the same code cannot both pass.
      const taken =
        step !== null &&
        Number(
          (
            await trx
              .updateTable("staff")
              .set({ totp_last_step: step })
              .where("id", "=", staff.id)
              .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
              .executeTakeFirst()
          ).numUpdatedRows,
        ) === 1;
      if (!taken) throw staffError("staff.codeInvalid");
    } else {
      const used = await trx
        .updateTable("staff_recovery_codes")
        .set({ used_at: now.toISOString() })
        .where("staff_id", "=", staff.id)
        .where("code_hash", "=", hashToken(normaliseRecoveryCode(typed)))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw staffError("staff.codeInvalid");
      await recordAudit(trx, actor, { action: "staff.useRecoveryCode", subject: { type: "staff", id: staff.id } }, now);
    }
    await activateSession(trx, session, actor, now);
  });
}

/** `k7qm2-x9fpa`: 49 random bits in a lower-case alphabet without look-alikes, easy to read off paper. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** As typed: case, spaces and the dash do not matter. */
function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, "");
}
