import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";

/** 32 random bytes (256 bits), base64url: session, refresh and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256. A leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Encrypts `text` (AES-256-GCM) with a key derived from `token` by HKDF, a function other than the hash the
 * database keeps: only someone who presents the token can read it back (`openFor`). Answers `iv.ciphertext.tag`.
 */
export function sealFor(token: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

/** The text `sealFor(token, …)` sealed; throws when it was sealed for another token or altered. */
export function openFor(token: string, sealed: string): string {
  const [iv, text, tag] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keyOf(token), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(text!), decipher.final()]).toString("utf8");
}

const keyOf = (token: string) => Buffer.from(hkdfSync("sha256", token, "", "refresh token successor", 32));

/** A uniformly random code of `length` digits (`042917`). */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}
