import { createHash, randomBytes, randomInt } from "node:crypto";

/** 32 random bytes (256 bits), base64url: session, refresh and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256. A leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A uniformly random code of `length` digits (`042917`). */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}
