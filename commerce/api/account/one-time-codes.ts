import { createHash, timingSafeEqual } from "node:crypto";
import type { DB } from "../../db/connection";
import type { OneTimeCodePurpose } from "../../db/schema";
import { OTP_LENGTH } from "../../contract/account";
import { inTransaction } from "../../db/transaction";
import { hashToken, newNumericCode, newToken } from "./tokens";

/**
 * Codes that prove a shopper holds a phone or a mailbox: the 6-digit mobile sign-in code and the cash on
 * delivery code (SMS), and the password-reset token (e-mail link). Each is stored hashed, expires, works
 * once, and allows MAX_TRIES wrong guesses; asking for a new one voids the previous one.
 */
export const CODE_LIFETIME_MINUTES: Record<OneTimeCodePurpose, number> = { sign_in: 10, cod: 10, password_reset: 30 };
export const MAX_TRIES = 5;

/** `subject` is what the code is for: a mobile number, a cart, a customer id. */
function codeHash(purpose: OneTimeCodePurpose, subject: string, code: string): string {
  // A 6-digit code has a million values, so the hash is salted with what it is for; the reset token is 256 bits.
  return purpose === "password_reset" ? hashToken(code) : createHash("sha256").update(`${purpose}\0${subject}\0${code}`).digest("base64url");
}

/** A new code for the subject (the previous unused one stops working). Returns the code to send. */
export async function issueCode(db: DB, purpose: OneTimeCodePurpose, subject: string, now: Date): Promise<string> {
  const code = purpose === "password_reset" ? newToken() : newNumericCode(OTP_LENGTH);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("one_time_codes")
      .set({ used_at: now.toISOString() })
      .where("purpose", "=", purpose)
      .where("subject", "=", subject)
      .where("used_at", "is", null)
      .execute();
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

/**
 * Spends the subject's current code if `code` matches: true once, false for a wrong, expired, spent or
 * exhausted code. A wrong guess counts; the MAX_TRIES-th wrong guess voids the code.
 */
export async function spendCode(db: DB, purpose: OneTimeCodePurpose, subject: string, code: string, now: Date): Promise<boolean> {
  return inTransaction(db, (trx) => spendCodeIn(trx, purpose, subject, code, now));
}

/** spendCode inside a transaction the caller holds (placing an order spends the cash on delivery code in its own). */
export async function spendCodeIn(trx: DB, purpose: OneTimeCodePurpose, subject: string, code: string, now: Date): Promise<boolean> {
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
