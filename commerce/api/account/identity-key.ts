import { timingSafeEqual } from "node:crypto";
import { TRADE_IN_API_KEY_HEADER } from "../../contract/tradein";
import { socialSignInKey } from "../../contract/social-sign-in-key";
import type { Call } from "../route";
import { accountError } from "./errors";

/** Refuses a call that asserts a provider's identity without the social sign-in key in `x-api-key` (401). */
export function requireIdentityKey(call: Pick<Call, "ctx" | "request">): void {
  const presented = Buffer.from(call.request.headers.get(TRADE_IN_API_KEY_HEADER) ?? "");
  const expected = Buffer.from(socialSignInKey(call.ctx.secret));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) throw accountError("social.unauthorized");
}
