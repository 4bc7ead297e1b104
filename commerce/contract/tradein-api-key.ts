import { createHmac } from "node:crypto";

/**
 * The trade-in valuation endpoints' API key (SPEC §7 "Trade-in valuation (API key header)"), derived from the
 * commerce secret as the test payment providers derive their merchant keys: nothing to configure, the same in
 * every process, and changed with the secret. The backend checks it and the storefront sends it, both deriving
 * it here; server-only, unlike the rest of the contract (node:crypto).
 */
export function tradeInApiKey(secret: string): string {
  return `ti_${createHmac("sha256", secret).update("trade-in:api-key").digest("base64url")}`;
}
