import { createHmac } from "node:crypto";

/**
 * The store's client registration at the built-in test identity provider (decision 059): a client id, and a
 * secret derived from the commerce secret as the test payment providers' keys are, so nothing is configured and
 * every process agrees. The provider checks it and the storefront sends it; server-only (node:crypto).
 */
export const TEST_IDENTITY_CLIENT_ID = "nour-store";

/** Where the provider answers: each of its shapes ("google", "apple") is an issuer under this path. */
export const TEST_IDENTITY_PREFIX = "/test-identity/";

/** A shape's issuer on the origin it is reached at: the discovery document and the tokens name this. */
export function testIdentityIssuer(origin: string, shape: string): string {
  return `${origin}${TEST_IDENTITY_PREFIX}${shape}`;
}

export function testIdentityClientSecret(secret: string): string {
  return createHmac("sha256", secret).update("test-identity:client-secret").digest("base64url");
}
