import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The store's REST app at the test PayPal: a client id and secret, derived from the commerce secret (nothing to
 * configure, the same in every process), and the OAuth2 access tokens they are exchanged for. A token is
 * signed rather than stored: it names the client and when it expires, and only the simulator can make one.
 */

export const TEST_PAYPAL_CLIENT_ID = "nour-test-paypal-client";

/** Seconds an access token lives, as PayPal's (nine hours). */
export const ACCESS_TOKEN_SECONDS = 32_400;

export function testPaypalClientSecret(secret: string): string {
  return createHmac("sha256", secret).update("test-paypal:client-secret").digest("base64url");
}

/** Whether `Authorization: Basic` carries the store's client id and secret. */
export function isClientAuthorization(secret: string, authorization: string | null): boolean {
  const encoded = /^Basic (\S+)$/.exec(authorization ?? "")?.[1];
  if (encoded === undefined) return false;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  return same(decoded, `${TEST_PAYPAL_CLIENT_ID}:${testPaypalClientSecret(secret)}`);
}

export function issueAccessToken(secret: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_SECONDS;
  return `A21.${expires}.${tokenSignature(secret, expires)}`;
}

/** Whether `Authorization: Bearer` carries a token this simulator issued that has not expired. */
export function isBearerAuthorization(secret: string, authorization: string | null, now: Date): boolean {
  const token = /^Bearer A21\.(\d{1,12})\.(\S+)$/.exec(authorization ?? "");
  if (!token) return false;
  const expires = Number(token[1]);
  return expires * 1000 > now.getTime() && same(token[2]!, tokenSignature(secret, expires));
}

function tokenSignature(secret: string, expires: number): string {
  return createHmac("sha256", secret).update(`test-paypal:access-token:${TEST_PAYPAL_CLIENT_ID}:${expires}`).digest("base64url");
}

function same(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
