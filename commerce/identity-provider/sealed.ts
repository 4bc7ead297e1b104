import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";

/**
 * Authorization codes and access tokens as sealed (encrypted and authenticated) tokens: only the provider can
 * make or read one, each says when it expires, and so none is stored.
 */

export async function seal(key: Uint8Array, payload: JWTPayload, now: Date, seconds: number): Promise<string> {
  const at = Math.floor(now.getTime() / 1000);
  return new EncryptJWT(payload).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).setIssuedAt(at).setExpirationTime(at + seconds).encrypt(key);
}

/** What a sealed token holds, or null when it is not one of ours, or has expired. */
export async function unseal(key: Uint8Array, token: string, now: Date): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtDecrypt(token, key, { currentDate: now });
    return payload;
  } catch {
    return null;
  }
}
