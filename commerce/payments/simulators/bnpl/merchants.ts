import { createHmac, timingSafeEqual } from "node:crypto";
import type { TestBnplMerchant } from "../../../db/schema";

/** The two flavours of the test BNPL service, each a merchant account of the store with its own key. */
export const TEST_BNPL_MERCHANTS: readonly TestBnplMerchant[] = ["tabby", "tamara"];

/** The store's merchant code at each; SPEC §9 names the default Tabby one. */
export const TEST_BNPL_MERCHANT_CODES: Record<TestBnplMerchant, string> = { tabby: "JEAE", tamara: "NOURAE" };

/**
 * The merchant's secret API key, derived from the commerce secret: nothing to configure, the same in every
 * process, and changed with the secret.
 */
export function testBnplSecretKey(secret: string, merchant: TestBnplMerchant): string {
  return `sk_test_${createHmac("sha256", secret).update(`test-bnpl:${merchant}:secret-key`).digest("base64url")}`;
}

/** The merchant whose key the `Authorization: Bearer` header carries, or null. */
export function merchantOfAuthorization(secret: string, authorization: string | null): TestBnplMerchant | null {
  const presented = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (presented === undefined) return null;
  return TEST_BNPL_MERCHANTS.find((merchant) => sameKey(presented, testBnplSecretKey(secret, merchant))) ?? null;
}

function sameKey(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
