import type { Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { CustomerTable } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { queueMessage, type OutgoingMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { WithMeta } from "../envelope";
import { storeCodeOfId, storefrontLink, storeIds, type StoreCode } from "../store";
import { accountError } from "./errors";
import { issueCode, spendCode, voidCodes } from "./one-time-codes";
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { endOtherSessions, endSession, refreshSession, startSession, type SignedIn, type TokenPair } from "./sessions";

/** Accounts: sign-up, the ways to sign in, the profile and the password (SPEC §7 Users). */

type CustomerRow = Selectable<CustomerTable>;

/** What `GET /api/user/me` answers: the profile, never the password hash. */
export function profileOf(customer: CustomerRow) {
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    mobile: customer.mobile,
    group_id: customer.group_id,
    store_id: customer.store_id,
    created_at: customer.created_at,
  };
}
export type Profile = ReturnType<typeof profileOf>;

const localeOf = (customer: CustomerRow) => storeCodeOfId(customer.store_id);

/** The account a mobile number signs in to: the first that gave it, when several did (decision 029). */
function numberOwner(db: DB, mobile: string): Promise<CustomerRow | undefined> {
  return db.selectFrom("customers").selectAll().where("mobile", "=", mobile).orderBy("id").limit(1).executeTakeFirst();
}

/** The sign-in answer of SPEC §7: the access token as `result`, the refresh token in `meta`. */
const signedIn = (pair: TokenPair) => new WithMeta(pair.token, { refreshToken: pair.refreshToken });

export async function customerById(db: DB, id: number): Promise<CustomerRow> {
  const customer = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!customer) throw accountError("auth.unauthorized");
  return customer;
}

export async function createCustomer(
  ctx: CommerceContext,
  input: { customer: { email: string; firstname: string; lastname: string; mobile: string }; password: string },
  store: StoreCode,
): Promise<Profile> {
  const passwordHash = await hashPassword(input.password);
  const at = ctx.now().toISOString();
  return inTransaction(ctx.db, async (trx) => {
    const sameEmail = await trx.selectFrom("customers").select("id").where("email", "=", input.customer.email).executeTakeFirst();
    if (sameEmail) throw accountError("account.exists");
    // A number that already has an account is taken like any other, so sign-up does not tell who has one; the
    // number's owner is texted instead, and the number still signs in to their account (decision 029).
    const owner = await numberOwner(trx, input.customer.mobile);
    const customer = await trx
      .insertInto("customers")
      .values({ ...input.customer, password_hash: passwordHash, group_id: 1, store_id: storeIds[store], created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueMessage(
      trx,
      { to: customer.email, locale: store, template: "welcome", params: { name: customer.firstname, email: customer.email } },
      ctx.now(),
    );
    if (owner) {
      const locale = localeOf(owner);
      const link = storefrontLink(ctx, locale, "/sign-in/code");
      await queueMessage(trx, { to: input.customer.mobile, locale, template: "mobileUsedAtSignUp", params: { link } }, ctx.now());
    }
    return profileOf(customer);
  });
}

export async function login(ctx: CommerceContext, input: { username: string; password: string }) {
  const customer = await ctx.db.selectFrom("customers").selectAll().where("email", "=", input.username).executeTakeFirst();
  const matches = customer ? await verifyPassword(customer.password_hash, input.password) : await verifyAgainstDecoy(input.password);
  if (!customer || !matches) throw accountError("auth.invalidCredentials");
  if (needsRehash(customer.password_hash)) {
    await ctx.db.updateTable("customers").set({ password_hash: await hashPassword(input.password) }).where("id", "=", customer.id).execute();
  }
  return signedIn(await startSession(ctx.db, customer.id, ctx.now()));
}

export async function refresh(ctx: CommerceContext, refreshToken: string) {
  return signedIn(await refreshSession(ctx.db, refreshToken, ctx.now()));
}

export async function logout(ctx: CommerceContext, who: SignedIn) {
  await endSession(ctx.db, who.sessionId, ctx.now());
  return { signedOut: true };
}

export async function updateProfile(
  ctx: CommerceContext,
  who: SignedIn,
  input: { customer: { email: string; firstname: string; lastname: string } },
): Promise<Profile> {
  return inTransaction(ctx.db, async (trx) => {
    const other = await trx
      .selectFrom("customers")
      .select("id")
      .where("email", "=", input.customer.email)
      .where("id", "!=", who.customerId)
      .executeTakeFirst();
    if (other) throw accountError("account.exists");
    const customer = await trx
      .updateTable("customers")
      .set({ ...input.customer, updated_at: ctx.now().toISOString() })
      .where("id", "=", who.customerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return profileOf(customer);
  });
}

/** Sets a new password: every other session and every reset link still out ends, and the customer is told by e-mail. */
async function setPassword(ctx: CommerceContext, customer: CustomerRow, password: string, keepSession: number | null): Promise<number> {
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable("customers")
      .set({ password_hash: passwordHash, updated_at: ctx.now().toISOString() })
      .where("id", "=", customer.id)
      .execute();
    const ended = await endOtherSessions(trx, customer.id, keepSession, "password-change", ctx.now());
    await voidCodes(trx, "password_reset", String(customer.id), ctx.now());
    await queueMessage(
      trx,
      {
        to: customer.email,
        locale: localeOf(customer),
        template: "passwordChanged",
        params: { name: customer.firstname, link: storefrontLink(ctx, localeOf(customer), "/forgot-password") },
      },
      ctx.now(),
    );
    return ended;
  });
}

export async function changePassword(ctx: CommerceContext, who: SignedIn, input: { currentPassword: string; newPassword: string }) {
  const customer = await customerById(ctx.db, who.customerId);
  if (!(await verifyPassword(customer.password_hash, input.currentPassword))) throw accountError("password.wrongCurrent");
  return { otherSessionsEnded: await setPassword(ctx, customer, input.newPassword, who.sessionId) };
}

export async function signOutOtherDevices(ctx: CommerceContext, who: SignedIn) {
  return { otherSessionsEnded: await endOtherSessions(ctx.db, who.customerId, who.sessionId, "sign-out-others", ctx.now()) };
}

/**
 * Sends a reset link when the e-mail belongs to an account. The answer is the same either way, so this
 * endpoint cannot tell anyone which e-mails have accounts.
 */
export async function requestPasswordReset(ctx: CommerceContext, email: string, store: StoreCode) {
  const customer = await ctx.db.selectFrom("customers").selectAll().where("email", "=", email).executeTakeFirst();
  if (customer) await queueMessage(ctx.db, await passwordResetMessage(ctx, customer, store), ctx.now());
  return { sent: true };
}

/** A new reset token (30 minutes) and the e-mail carrying its link: what "forgot password" sends, and staff send for a customer. */
export async function passwordResetMessage(ctx: CommerceContext, customer: CustomerRow, store: StoreCode): Promise<OutgoingMessage> {
  const token = await issueCode(ctx.db, "password_reset", String(customer.id), ctx.now());
  const query = new URLSearchParams({ email: customer.email, token });
  const link = storefrontLink(ctx, store, `/resetpassword?${query}`);
  return { to: customer.email, locale: store, template: "passwordReset", params: { name: customer.firstname, link } };
}

/** SPEC's create-password: the reset token from the e-mail sets a new password once; every session ends. */
export async function resetPassword(ctx: CommerceContext, input: { email: string; newPassword: string; resetToken: string }) {
  const customer = await ctx.db.selectFrom("customers").selectAll().where("email", "=", input.email).executeTakeFirst();
  if (!customer || !(await spendCode(ctx.db, "password_reset", String(customer.id), input.resetToken, ctx.now()))) {
    throw accountError("reset.invalid");
  }
  await setPassword(ctx, customer, input.newPassword, null);
  return { passwordChanged: true };
}

/** Texts a sign-in code to the number when it belongs to an account; the same answer either way. */
export async function sendSignInCode(ctx: CommerceContext, mobile: string) {
  const customer = await numberOwner(ctx.db, mobile);
  if (customer) {
    const code = await issueCode(ctx.db, "sign_in", mobile, ctx.now());
    await queueMessage(ctx.db, { to: mobile, locale: localeOf(customer), template: "signInCode", params: { code } }, ctx.now());
  }
  return { sent: true };
}

export async function loginWithCode(ctx: CommerceContext, input: { mobile: string; code: string }) {
  const customer = await numberOwner(ctx.db, input.mobile);
  if (!customer || !(await spendCode(ctx.db, "sign_in", input.mobile, input.code, ctx.now()))) throw accountError("otp.invalid");
  return signedIn(await startSession(ctx.db, customer.id, ctx.now()));
}
