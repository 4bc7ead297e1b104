import { createHmac } from "node:crypto";
import type { MerchantCredentials } from "../../gateways";

/**
 * The store's merchant account at the test card gateway. A real gateway issues these in its back office; the
 * simulator derives them from the commerce secret (HMAC-SHA256 of a label), for itself and for the store's
 * configuration, so both agree without configuration and no one else can sign for the store.
 */

export function testMerchantCredentials(secret: string): MerchantCredentials {
  const derive = (label: string, length: number) =>
    createHmac("sha256", secret).update(`test-card-gateway:${label}`).digest("base64url").slice(0, length);
  return {
    accessCode: derive("access_code", 20),
    merchantIdentifier: derive("merchant_identifier", 8),
    requestPhrase: derive("request_phrase", 32),
    responsePhrase: derive("response_phrase", 32),
  };
}
