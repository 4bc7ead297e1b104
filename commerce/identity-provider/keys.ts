import { createECDH, createHmac } from "node:crypto";
import { importJWK, type CryptoKey, type JWK } from "jose";

/**
 * The test identity provider's keys, derived from the commerce secret so that every process signs and checks
 * with the same ones and nothing is stored: an ES256 key pair that signs ID tokens (its public half is the
 * JWKS), and a symmetric key that seals authorization codes and access tokens, which therefore need no table.
 */

const derived = (secret: string, purpose: string) => createHmac("sha256", secret).update(`test-identity:${purpose}`).digest();

export interface ProviderKeys {
  signing: CryptoKey;
  publicJwk: JWK;
  sealing: Uint8Array;
}

const cache = new Map<string, Promise<ProviderKeys>>();

export function providerKeys(secret: string): Promise<ProviderKeys> {
  let keys = cache.get(secret);
  if (!keys) {
    keys = makeKeys(secret);
    cache.set(secret, keys);
  }
  return keys;
}

async function makeKeys(secret: string): Promise<ProviderKeys> {
  // A P-256 private key is any number below the curve's order; 32 bytes of HMAC output are one but for a
  // chance of about 2^-32, which the key's import would refuse loudly.
  const privateKey = derived(secret, "signing-key");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(privateKey);
  const point = ecdh.getPublicKey();
  const kid = derived(secret, "key-id").subarray(0, 12).toString("base64url");
  const publicJwk: JWK = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url"),
    kid,
    alg: "ES256",
    use: "sig",
  };
  const signing = (await importJWK({ ...publicJwk, d: privateKey.toString("base64url") }, "ES256")) as CryptoKey;
  return { signing, publicJwk, sealing: new Uint8Array(derived(secret, "sealing-key")) };
}
