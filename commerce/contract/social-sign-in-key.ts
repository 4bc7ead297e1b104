import { createHmac } from "node:crypto";

/**
 * The key the storefront sends (`x-api-key`) with an identity it has checked at a provider: without it the
 * backend would take anyone's word for who they are at Google. Derived from the commerce secret like the
 * trade-in key; server-only (node:crypto).
 */
export function socialSignInKey(secret: string): string {
  return `si_${createHmac("sha256", secret).update("social-sign-in:api-key").digest("base64url")}`;
}
