import type { Transaction } from "kysely";
import { z } from "zod";
import {
  CONFIRM_LINK_DAYS,
  NEWSLETTER_ERRORS,
  RESEND_AFTER_MINUTES,
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_PATH,
  newsletterTokenSchema,
  type NewsletterStatus,
} from "../contract/newsletter";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { queueMessage } from "../outbox/outbox";
import { emailSchema } from "./account/schemas";
import { hashToken, newToken } from "./account/tokens";
import type { CommerceContext } from "./context";
import { contractError, parse, readJson } from "./envelope";
import type { Route } from "./route";
import { storefrontLink, storeIds, storeCodeOfId, type StoreCode } from "./store";

/**
 * The newsletter by double opt-in (SPEC §7 "Newsletter", decision 061). Giving an address makes it pending and
 * e-mails a confirmation link; following the link subscribes it and sends the welcome, whose link (and
 * List-Unsubscribe header) unsubscribes in one click. The answer to giving an address is the same whatever the
 * address's state, so nobody learns who subscribed. The store of the call that gave it is the mailings' language.
 */

type Trx = Transaction<Database>;

const emailInput = z.object({ email: emailSchema }).strict();
const tokenInput = z.object({ token: newsletterTokenSchema }).strict();

const DAY_MS = 24 * 60 * 60 * 1000;

async function statusOf(ctx: CommerceContext, email: string): Promise<{ status: NewsletterStatus }> {
  const row = await ctx.db.selectFrom("newsletter_subscribers").select("status").where("email", "=", email).executeTakeFirst();
  return { status: row?.status ?? "unsubscribed" };
}

/** A new link's token for the address; only its hash is kept. */
async function issueToken(trx: Trx, email: string, purpose: "confirm" | "unsubscribe", days: number, now: Date): Promise<string> {
  const token = newToken();
  await trx
    .insertInto("newsletter_tokens")
    .values({ token_hash: hashToken(token), email, purpose, created_at: now.toISOString(), expires_at: new Date(now.getTime() + days * DAY_MS).toISOString() })
    .execute();
  return token;
}

/** The address a link's token is for, while it lasts; the same refusal for an unknown, spent or expired token. */
async function tokenOwner(trx: Trx, token: string, purpose: "confirm" | "unsubscribe", now: Date): Promise<string> {
  const row = await trx
    .selectFrom("newsletter_tokens")
    .select("email")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) throw contractError(NEWSLETTER_ERRORS, "newsletter.linkInvalid");
  return row.email;
}

/**
 * Asks to subscribe the address: pending, with a confirmation e-mailed, unless it is subscribed already or a
 * confirmation went out in the last RESEND_AFTER_MINUTES. The answer never tells which happened.
 */
async function requestSubscription(ctx: CommerceContext, email: string, store: StoreCode): Promise<{ accepted: true }> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const row = await trx.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    if (row?.status === "subscribed") return;
    const resendFrom = now.getTime() - RESEND_AFTER_MINUTES * 60_000;
    if (row?.status === "pending" && row.confirmation_sent_at !== null && Date.parse(row.confirmation_sent_at) > resendFrom) return;
    const values = { store_id: storeIds[store], status: "pending" as const, requested_at: now.toISOString(), confirmation_sent_at: now.toISOString() };
    await trx
      .insertInto("newsletter_subscribers")
      .values({ email, ...values })
      .onConflict((oc) => oc.column("email").doUpdateSet(values))
      .execute();
    const token = await issueToken(trx, email, "confirm", CONFIRM_LINK_DAYS, now);
    const link = storefrontLink(ctx, store, `/newsletter/confirm?${new URLSearchParams({ token })}`);
    await queueMessage(trx, { to: email, locale: store, template: "newsletterConfirm", params: { link } }, now);
  });
  return { accepted: true };
}

/** Follows a confirmation link: the address is subscribed, its confirmation links are spent, and the welcome is sent. */
async function confirm(ctx: CommerceContext, token: string): Promise<{ status: "subscribed" }> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const email = await tokenOwner(trx, token, "confirm", now);
    const subscriber = await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "subscribed", subscribed_at: now.toISOString(), unsubscribed_at: null })
      .where("email", "=", email)
      .returning(["email", "store_id"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("newsletter_tokens").where("email", "=", email).where("purpose", "=", "confirm").execute();
    await queueMessage(trx, await mailingTo(ctx, trx, subscriber, now), now);
  });
  return { status: "subscribed" };
}

/**
 * A newsletter e-mail to a subscriber (for now the welcome): its own unsubscribe link in the text and in the
 * List-Unsubscribe headers, which let a mail program unsubscribe in one click (RFC 8058).
 */
async function mailingTo(ctx: CommerceContext, trx: Trx, subscriber: { email: string; store_id: number }, now: Date) {
  const store = storeCodeOfId(subscriber.store_id);
  const token = await issueToken(trx, subscriber.email, "unsubscribe", UNSUBSCRIBE_LINK_DAYS, now);
  const link = storefrontLink(ctx, store, `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`);
  const headers = { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  return { to: subscriber.email, locale: store, headers, template: "newsletterWelcome" as const, params: { link } };
}

/** Unsubscribes the address; a pending one's confirmation links stop working too. */
async function unsubscribe(trx: Trx, email: string, now: Date): Promise<{ status: "unsubscribed" }> {
  await trx
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("email", "=", email)
    .where("status", "!=", "unsubscribed")
    .execute();
  await trx.deleteFrom("newsletter_tokens").where("email", "=", email).where("purpose", "=", "confirm").execute();
  return { status: "unsubscribed" };
}

/** A mailing's unsubscribe link, followed as often as anyone likes: it stays valid, and unsubscribing twice changes nothing. */
function unsubscribeByLink(ctx: CommerceContext, token: string) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => unsubscribe(trx, await tokenOwner(trx, token, "unsubscribe", now), now));
}

export const newsletterRoutes: Route[] = [
  ["GET", /^\/api\/newsletter$/, (c) => statusOf(c.ctx, parse(emailInput, { email: c.params.get("email") ?? undefined }).email)],
  ["POST", /^\/api\/newsletter\/subscribe$/, async (c) => requestSubscription(c.ctx, parse(emailInput, await readJson(c.request)).email, c.store)],
  ["POST", /^\/api\/newsletter\/confirm$/, async (c) => confirm(c.ctx, parse(tokenInput, await readJson(c.request)).token)],
  [
    "POST",
    /^\/api\/newsletter\/unsubscribe$/,
    async (c) => {
      const { email } = parse(emailInput, await readJson(c.request));
      return inTransaction(c.ctx.db, (trx) => unsubscribe(trx, email, c.ctx.now()));
    },
  ],
  ["POST", /^\/api\/newsletter\/unsubscribe-by-link$/, async (c) => unsubscribeByLink(c.ctx, parse(tokenInput, await readJson(c.request)).token)],
];
