import { createHash, timingSafeEqual } from "node:crypto";

/**
 * The request and response signature of Amazon Payment Services, used by both the test card gateway and our
 * card provider: SHA-256 (hex) of `phrase + key=value… + phrase`, the parameters sorted by key, without
 * `signature` itself and without those the protocol leaves unsigned.
 */

export type ApsParams = Readonly<Record<string, string | number | undefined>>;

/** The card fields of a tokenization request: APS leaves them out of its signature. */
export const TOKENIZATION_CARD_FIELDS: readonly string[] = ["card_number", "expiry_date", "card_security_code", "card_holder_name", "remember_me"];

export function apsSignature(phrase: string, params: ApsParams, unsigned: readonly string[] = []): string {
  const text = Object.keys(params)
    .filter((key) => key !== "signature" && params[key] !== undefined && !unsigned.includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("");
  return createHash("sha256").update(phrase + text + phrase).digest("hex");
}

/** The parameters with their signature added. */
export function withSignature<T extends ApsParams>(phrase: string, params: T): T & { signature: string } {
  return { ...params, signature: apsSignature(phrase, params) };
}

export function hasValidSignature(phrase: string, params: ApsParams, unsigned: readonly string[] = []): boolean {
  const given = params.signature;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(apsSignature(phrase, params, unsigned), "hex"));
}
