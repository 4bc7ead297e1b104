import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_TTL_MS, isIdempotencyKey } from "../contract/idempotency";
import type { DB } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { CommerceHttpError, errorResponse } from "./envelope";

/**
 * Answers a request sent with an Idempotency-Key once (decision 058). The first request with a key claims it and
 * is answered as usual; its answer is kept. The same request sent again within 24 hours gets that answer, without
 * running again; one sent while the first is still running waits for its answer. The key is the client's, so it
 * is scoped: the same key for another endpoint or another cart is another request, and a different request with
 * a key already used is refused (422).
 *
 * The claim and the answer are two transactions around the endpoint's own: a process that dies in between leaves
 * the claim unanswered, and the key answers 409 until it expires, rather than risk doing the change twice.
 */

/** How often a request waiting for the first one's answer looks again, and for how long at most. */
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 30_000;

type Claim = { kind: "claimed" } | { kind: "answered"; status: number; answer: string } | { kind: "running" } | { kind: "mismatch" };

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The key of a request, checked; undefined when it has none. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return undefined;
  if (!isIdempotencyKey(key)) throw new CommerceHttpError(400, "malformed Idempotency-Key", { code: "idempotency.invalid" });
  return key;
}

/**
 * `answer()` run once per key and scope: `scope` names what the request acts on (the endpoint and the cart or
 * account), `body` is the request's body as read.
 */
export async function answerOnce(
  db: DB,
  now: () => Date,
  request: { key: string; scope: string; method: string; url: URL; body: string },
  answer: () => Promise<Response>,
): Promise<Response> {
  const id = sha256(`${request.scope}\n${request.key}`);
  const fingerprint = sha256(`${request.method} ${request.url.pathname}${request.url.search}\n${request.body}`);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const claim = await claimKey(db, id, fingerprint, now());
    if (claim.kind === "mismatch") {
      return errorResponse(new CommerceHttpError(422, "this Idempotency-Key was used for another request", { code: "idempotency.mismatch" }));
    }
    if (claim.kind === "answered") return new Response(claim.answer, { status: claim.status, headers: { "Content-Type": "application/json" } });
    if (claim.kind === "claimed") return keepAnswer(db, id, await answerOrRelease(db, id, answer));
    if (Date.now() > deadline) {
      return errorResponse(new CommerceHttpError(409, "a request with this Idempotency-Key is still running", { code: "idempotency.running" }));
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function claimKey(db: DB, id: string, fingerprint: string, now: Date): Promise<Claim> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("idempotent_requests").where("created_at", "<", expired).execute();
    const kept = await trx.selectFrom("idempotent_requests").selectAll().where("id", "=", id).executeTakeFirst();
    if (!kept) {
      await trx.insertInto("idempotent_requests").values({ id, fingerprint, status: null, answer: null, created_at: now.toISOString() }).execute();
      return { kind: "claimed" };
    }
    if (kept.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (kept.status === null || kept.answer === null) return { kind: "running" };
    return { kind: "answered", status: kept.status, answer: kept.answer };
  });
}

/** The endpoint's answer; when it failed on our side (5xx), the claim is dropped so that the request may be sent again. */
async function answerOrRelease(db: DB, id: string, answer: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    response = errorResponse(error);
  }
  if (response.status >= 500) await db.deleteFrom("idempotent_requests").where("id", "=", id).execute();
  return response;
}

async function keepAnswer(db: DB, id: string, response: Response): Promise<Response> {
  if (response.status >= 500) return response;
  const text = await response.text();
  await db.updateTable("idempotent_requests").set({ status: response.status, answer: text }).where("id", "=", id).execute();
  return new Response(text, { status: response.status, headers: response.headers });
}
