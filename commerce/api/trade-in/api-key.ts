import { timingSafeEqual } from "node:crypto";
import { TRADE_IN_API_KEY_HEADER, TRADE_IN_ERRORS } from "../../contract/tradein";
import { tradeInApiKey } from "../../contract/tradein-api-key";
import { contractError } from "../envelope";
import type { Call } from "../route";

/** Refuses a call without the key in its `x-api-key` header (401). */
export function requireTradeInKey(call: Pick<Call, "ctx" | "request">): void {
  const presented = Buffer.from(call.request.headers.get(TRADE_IN_API_KEY_HEADER) ?? "");
  const expected = Buffer.from(tradeInApiKey(call.ctx.secret));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    throw contractError(TRADE_IN_ERRORS, "tradein.unauthorized");
  }
}
