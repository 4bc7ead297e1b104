import { createHash, timingSafeEqual } from "node:crypto";
import type { DB } from "../../db/connection";
import type { OneTimeCodePurpose } from "../../db/schema";
import { OTP_LENGTH } from "../../contract/account";
import { inTransaction } from "../../db/transaction";
import { hashToken, newNumericCode, newToken } from "./tokens";

/**
 * Codes that prove a shopper holds a phone or a mailbox: the 6-digit mobile sign-in code and the cash on
 * delivery code (SMS), and the password-reset token (e-mail link). Each is stored hashed, expires and works
 * once. A 6-digit code can be guessed, so there is one at a time (a new one voids the previous one) and it
 * allows MAX_TRIES wrong guesses. A reset token (256 bits) cannot: a later request leaves earlier links
 * working, and a wrong token counts against none, so nobody can void the owner's link (decision 011).
 */
export const CODE_LIFETIME_MINUTES: Record<OneTimeCodePurpose, number> = { sign_in: 10, cod: 10, password_reset: 30 };
export const MAX_TRIES = 5;

const isToken = (purpose: OneTimeCodePurpose) => purpose === "password_reset";

/** `subject` is what the code is for: a mobile number, a cart, a customer id. */
function codeHash(purpose: OneTimeCodePurpose, subject: string, code: string): string {
  // A 6-digit code has a million values, so the hash is salted with what it is for; the reset token is 256 bits.
  return isToken(purpose) ? hashToken(code) : createHash("sha256").update(`${purpose}\0${subject}\0${code}`).digest("base64url");
}

/** A new code for the subject (a guessable one voids the previous one). Returns the code to send. */
export async function issueCode(db: DB, purpose: OneTimeCodePurpose, subject: string, now: Date): Promise<string> {
  const code = isToken(purpose) ? newToken() : newNumericCode(OTP_LENGTH);
  await inTransaction(db, async (trx) => {
    if (!isToken(purpose)) await voidCodes(trx, purpose, subject, now);
    await trx
      .insertInto("one_time_codes")
      .values({
        purpose,
        subject,
        code_hash: codeHash(purpose, subject, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_LIFETIME_MINUTES[purpose] * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return code;
}

/** Every unused code of the subject stops working (a new password voids the reset links still out). */
export async function voidCodes(db: DB, purpose: OneTimeCodePurpose, subject: string, now: Date): Promise<void> {
  await db
    .updateTable("one_time_codes")
    .set({ used_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("subject", "=", subject)
    .where("used_at", "is", null)
    .execute();
}

/**
 * Spends the subject's code if `code` matches: true once, false for a wrong, expired, spent or exhausted
 * code. For a guessable code a wrong guess counts; the MAX_TRIES-th wrong guess voids the code.
 */
export async function spendCode(db: DB, purpose: OneTimeCodePurpose, subject: string, code: string, now: Date): Promise<boolean> {
  return inTransaction(db, (trx) => spendCodeIn(trx, purpose, subject, code, now));
}

/** spendCode inside a transaction the caller holds (placing an order spends the cash on delivery code in its own). */
export async function spendCodeIn(trx: DB, purpose: OneTimeCodePurpose, subject: string, code: string, now: Date): Promise<boolean> {
  if (isToken(purpose)) return spendToken(trx, purpose, subject, code, now);
  const current = await trx
    .selectFrom("one_time_codes")
    .select(["id", "code_hash", "attempts"])
    .where("purpose", "=", purpose)
    .where("subject", "=", subject)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!current || current.attempts >= MAX_TRIES) return false;
  const expected = Buffer.from(current.code_hash);
  const given = Buffer.from(codeHash(purpose, subject, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = current.attempts + 1;
    await trx
      .updateTable("one_time_codes")
      .set({ attempts, ...(attempts >= MAX_TRIES ? { used_at: now.toISOString() } : {}) })
      .where("id", "=", current.id)
      .execute();
    return false;
  }
  const spent = await trx
    .updateTable("one_time_codes")
    .set({ used_at: now.toISOString() })
    .where("id", "=", current.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** A token is found by its hash among the subject's live ones; a wrong one matches none and changes nothing. */
async function spendToken(trx: DB, purpose: OneTimeCodePurpose, subject: string, token: string, now: Date): Promise<boolean> {
  const spent = await trx
    .updateTable("one_time_codes")
    .set({ used_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("subject", "=", subject)
    .where("code_hash", "=", codeHash(purpose, subject, token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
