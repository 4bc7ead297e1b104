import type { Identity, LinkedIdentity } from "../../contract/social-sign-in";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { queueMessage } from "../../outbox/outbox";
import type { CommerceContext } from "../context";
import { WithMeta } from "../envelope";
import { storeIds, type StoreCode } from "../store";
import { customerById } from "./customers";
import { accountError } from "./errors";
import { hasPassword, NO_PASSWORD } from "./passwords";
import { startSession, type SignedIn } from "./sessions";

/**
 * Sign-ins through OpenID Connect providers (SPEC §3 "Social login", decision 059). A provider's person
 * (provider and subject) linked to an account signs in to it; a verified e-mail nobody has makes an account
 * without a password; an e-mail an account already has is linked only after its owner signs in with their
 * password, and an unverified one is never linked nor used for a new account.
 */

/** The sign-in answer, as the password sign-in's: the access token as `result`, the refresh token in `meta`. */
async function sessionFor(ctx: CommerceContext, customerId: number) {
  const pair = await startSession(ctx.db, customerId, ctx.now());
  return new WithMeta(pair.token, { refreshToken: pair.refreshToken });
}

/** The customer a provider's person is linked to, if any. */
function linkedCustomer(db: DB, identity: Identity) {
  return db
    .selectFrom("customer_identities")
    .select("customer_id")
    .where("provider", "=", identity.provider)
    .where("subject", "=", identity.subject)
    .executeTakeFirst();
}

export async function signInWithIdentity(ctx: CommerceContext, identity: Identity, store: StoreCode) {
  const at = ctx.now().toISOString();
  const customerId = await inTransaction(ctx.db, async (trx) => {
    const linked = await linkedCustomer(trx, identity);
    if (linked) return linked.customer_id;
    if (!identity.emailVerified) throw accountError("social.emailUnverified");
    const owner = await trx.selectFrom("customers").select("id").where("email", "=", identity.email).executeTakeFirst();
    if (owner) throw accountError("social.passwordFirst");
    const customer = await trx
      .insertInto("customers")
      .values({
        email: identity.email,
        firstname: identity.firstname,
        lastname: identity.lastname,
        password_hash: NO_PASSWORD,
        mobile: null,
        group_id: 1,
        store_id: storeIds[store],
        created_at: at,
        updated_at: at,
      })
      .returning(["id", "firstname", "email"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("customer_identities")
      .values({ customer_id: customer.id, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: at })
      .execute();
    await queueMessage(trx, { to: customer.email, locale: store, template: "welcome", params: { name: customer.firstname, email: customer.email } }, ctx.now());
    return customer.id;
  });
  return sessionFor(ctx, customerId);
}

/**
 * Links a provider's person to the signed-in customer, whose e-mail it must be (verified by the provider): the
 * link a password sign-in completes. A person already linked to another account stays theirs.
 */
export async function linkIdentity(ctx: CommerceContext, who: SignedIn, identity: Identity) {
  const customer = await customerById(ctx.db, who.customerId);
  if (!identity.emailVerified || customer.email.toLowerCase() !== identity.email.toLowerCase()) throw accountError("social.otherAccount");
  return inTransaction(ctx.db, async (trx) => {
    const linked = await linkedCustomer(trx, identity);
    if (linked && linked.customer_id !== customer.id) throw accountError("social.otherAccount");
    if (!linked) {
      await trx
        .insertInto("customer_identities")
        .values({ customer_id: customer.id, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: ctx.now().toISOString() })
        .execute();
    }
    return { linked: true };
  });
}

export async function listIdentities(ctx: CommerceContext, who: SignedIn): Promise<{ identities: LinkedIdentity[]; hasPassword: boolean }> {
  const customer = await customerById(ctx.db, who.customerId);
  const rows = await ctx.db
    .selectFrom("customer_identities")
    .select(["id", "provider", "email", "created_at"])
    .where("customer_id", "=", who.customerId)
    .orderBy("id")
    .execute();
  return { identities: rows as LinkedIdentity[], hasPassword: hasPassword(customer.password_hash) };
}

/** Removes a linked sign-in, unless it is the account's only way in (no password and no other link). */
export async function unlinkIdentity(ctx: CommerceContext, who: SignedIn, id: number) {
  return inTransaction(ctx.db, async (trx) => {
    const links = await trx.selectFrom("customer_identities").select("id").where("customer_id", "=", who.customerId).execute();
    if (!links.some((link) => link.id === id)) throw accountError("social.notLinked");
    const customer = await trx.selectFrom("customers").select("password_hash").where("id", "=", who.customerId).executeTakeFirstOrThrow();
    if (!hasPassword(customer.password_hash) && links.length === 1) throw accountError("social.lastSignIn");
    await trx.deleteFrom("customer_identities").where("id", "=", id).execute();
    return { unlinked: true };
  });
}
