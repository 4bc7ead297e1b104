import { createHmac, timingSafeEqual } from "node:crypto";
import { TRADE_IN_API_KEY_HEADER, TRADE_IN_ERRORS } from "../../contract/tradein";
import { contractError } from "../envelope";
import type { Call } from "../route";

/**
 * The trade-in valuation endpoints' API key (SPEC §7 "Trade-in valuation (API key header)"), derived from the
 * commerce secret as the test payment providers derive their merchant keys: nothing to configure, the same in
 * every process, and changed with the secret. The storefront derives it the same way from its configuration.
 */
export function tradeInApiKey(secret: string): string {
  return `ti_${createHmac("sha256", secret).update("trade-in:api-key").digest("base64url")}`;
}

/** Refuses a call without the key in its `x-api-key` header (401). */
export function requireTradeInKey(call: Pick<Call, "ctx" | "request">): void {
  const presented = Buffer.from(call.request.headers.get(TRADE_IN_API_KEY_HEADER) ?? "");
  const expected = Buffer.from(tradeInApiKey(call.ctx.secret));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    throw contractError(TRADE_IN_ERRORS, "tradein.unauthorized");
  }
}
