import { sql } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import { accountError } from "./errors";
import { hashToken, newToken, openFor, sealFor } from "./tokens";

/**
 * Signed-in sessions (decision 013). Signing in starts a session and hands out two random tokens, stored
 * here only as SHA-256 hashes: a short-lived access token the storefront sends with each call, and a
 * refresh token that buys a new pair once. A refresh token presented a second time, after a short grace for
 * the same browser's parallel requests, means a copy exists somewhere else: the whole session is revoked.
 */
export const ACCESS_TOKEN_MINUTES = 15;
/** A session unused this long ends: its last refresh token expires (the idle timeout). */
export const IDLE_DAYS = 30;
/** No session lives longer than this, however active (the absolute lifetime). */
export const ABSOLUTE_DAYS = 90;
/**
 * Requests of one browser can carry the same refresh token at once (two tabs, two processes, two machines).
 * Those arriving within this window after the first spent it get the pair it bought; later, it counts as stolen.
 */
export const REUSE_GRACE_SECONDS = 30;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface SignedIn {
  customerId: number;
  sessionId: number;
}

export async function startSession(db: DB, customerId: number, now: Date): Promise<TokenPair> {
  return inTransaction(db, async (trx) => {
    const session = await trx
      .insertInto("customer_sessions")
      .values({ customer_id: customerId, created_at: now.toISOString(), last_seen_at: now.toISOString(), revoked_at: null, revoked_reason: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    return issueTokens(trx, session.id, now);
  });
}

async function issueTokens(db: DB, sessionId: number, now: Date): Promise<TokenPair> {
  const pair = { token: newToken(), refreshToken: newToken() };
  await storeTokens(db, sessionId, pair, now);
  return pair;
}

async function storeTokens(db: DB, sessionId: number, pair: TokenPair, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("session_tokens")
    .values([
      { token_hash: hashToken(pair.token), session_id: sessionId, kind: "access", created_at: at, expires_at: after(now, ACCESS_TOKEN_MINUTES * MINUTE), used_at: null },
      { token_hash: hashToken(pair.refreshToken), session_id: sessionId, kind: "refresh", created_at: at, expires_at: after(now, IDLE_DAYS * DAY), used_at: null },
    ])
    .execute();
}

/** The customer an access token signs in, or `auth.unauthorized` (unknown, expired, or its session ended). */
export async function authenticate(db: DB, token: string, now: Date): Promise<SignedIn> {
  const row = await db
    .selectFrom("session_tokens as t")
    .innerJoin("customer_sessions as s", "s.id", "t.session_id")
    .select(["s.id as sessionId", "s.customer_id as customerId"])
    .where("t.token_hash", "=", hashToken(token))
    .where("t.kind", "=", "access")
    .where("t.expires_at", ">", now.toISOString())
    .where("s.revoked_at", "is", null)
    .where("s.created_at", ">", before(now, ABSOLUTE_DAYS * DAY))
    .executeTakeFirst();
  if (!row) throw accountError("auth.unauthorized");
  return row;
}

/**
 * Spends a refresh token for a new pair, in one transaction whose conditional update lets only one of several
 * presentations win. Presented again within the grace window, while the pair it bought is still the session's
 * latest, it answers that same pair: the same browser's parallel requests, on any process or machine, all end up
 * with the winner's tokens. Refused (`auth.refreshInvalid`) when it is unknown, expired or its session ended;
 * presented again later, or once its successor was spent too, it counts as stolen and the session is revoked.
 */
export async function refreshSession(db: DB, refreshToken: string, now: Date): Promise<TokenPair> {
  const outcome = await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("session_tokens as t")
      .innerJoin("customer_sessions as s", "s.id", "t.session_id")
      .select(["t.token_hash", "t.expires_at", "t.used_at", "t.successor", "s.id as sessionId", "s.revoked_at", "s.created_at"])
      .where("t.token_hash", "=", hashToken(refreshToken))
      .where("t.kind", "=", "refresh")
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.created_at <= before(now, ABSOLUTE_DAYS * DAY)) return null;
    if (row.used_at !== null) {
      const withinGrace = row.used_at > before(now, REUSE_GRACE_SECONDS * 1000);
      const bought = withinGrace && row.successor ? await latestPair(trx, refreshToken, row.successor) : null;
      if (bought) return bought;
      await revoke(trx, row.sessionId, "refresh-reuse", now);
      return "reused" as const;
    }
    if (row.expires_at <= now.toISOString()) return null;
    const pair = { token: newToken(), refreshToken: newToken() };
    const spent = await trx
      .updateTable("session_tokens")
      .set({ used_at: now.toISOString(), successor: sealFor(refreshToken, JSON.stringify(pair)) })
      .where("token_hash", "=", row.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    await trx.updateTable("customer_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", row.sessionId).execute();
    await storeTokens(trx, row.sessionId, pair, now);
    return pair;
  });
  // The revocation above must commit, so the refusal is thrown outside the transaction.
  if (outcome === null || outcome === "reused") throw accountError("auth.refreshInvalid");
  return outcome;
}

/** The pair a spent refresh token bought, while its refresh token is unspent (still the session's latest). */
async function latestPair(db: DB, refreshToken: string, successor: string): Promise<TokenPair | null> {
  const pair = tokenPair.parse(JSON.parse(openFor(refreshToken, successor)));
  const next = await db
    .selectFrom("session_tokens")
    .select("used_at")
    .where("token_hash", "=", hashToken(pair.refreshToken))
    .where("kind", "=", "refresh")
    .executeTakeFirst();
  return next && next.used_at === null ? pair : null;
}

const tokenPair = z.object({ token: z.string(), refreshToken: z.string() });

async function revoke(db: DB, sessionId: number, reason: string, now: Date): Promise<void> {
  await db
    .updateTable("customer_sessions")
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

export function endSession(db: DB, sessionId: number, now: Date): Promise<void> {
  return revoke(db, sessionId, "sign-out", now);
}

/** Ends every session of the customer but `keep` (none when null); answers how many ended. */
export async function endOtherSessions(db: DB, customerId: number, keep: number | null, reason: string, now: Date): Promise<number> {
  let query = db
    .updateTable("customer_sessions")
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where("customer_id", "=", customerId)
    .where("revoked_at", "is", null);
  if (keep !== null) query = query.where("id", "!=", keep);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The customer's live sessions, newest first, for "signed-in devices". */
export function liveSessions(db: DB, customerId: number, now: Date) {
  return db
    .selectFrom("customer_sessions")
    .select(["id", "created_at", "last_seen_at"])
    .where("customer_id", "=", customerId)
    .where("revoked_at", "is", null)
    .where("created_at", ">", before(now, ABSOLUTE_DAYS * DAY))
    .where("last_seen_at", ">", before(now, IDLE_DAYS * DAY))
    .orderBy("last_seen_at", "desc")
    .execute();
}

/**
 * Deletes tokens past their expiry (and sessions past their lifetime), and the sealed successors of tokens spent
 * before the grace window, for the hourly clean-up.
 */
export async function deleteExpiredSessions(db: DB, now: Date): Promise<void> {
  await db.deleteFrom("session_tokens").where("expires_at", "<", now.toISOString()).execute();
  await db
    .updateTable("session_tokens")
    .set({ successor: null })
    .where("successor", "is not", null)
    .where("used_at", "<=", before(now, REUSE_GRACE_SECONDS * 1000))
    .execute();
  await db
    .deleteFrom("customer_sessions")
    .where((eb) => eb.or([eb("created_at", "<", before(now, ABSOLUTE_DAYS * DAY)), eb("revoked_at", "is not", null)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("session_tokens").select(sql`1`.as("one")).whereRef("session_tokens.session_id", "=", "customer_sessions.id"))),
    )
    .execute();
}

const after = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
