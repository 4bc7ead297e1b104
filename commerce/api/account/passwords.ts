import { hash, parseOptions, verify } from "@node-rs/argon2";

/**
 * Password hashing: argon2id at OWASP's first recommended setting (19 MiB of memory, 2 passes, 1 lane),
 * decision 013. A stored hash records its own parameters, so raising them later only needs `needsRehash`
 * on the next sign-in.
 */
export const KDF = {
  // `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which our isolated-module build cannot import).
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, KDF);
}

/** The password_hash of an account a sign-in provider made (decision 059): no password matches it. */
export const NO_PASSWORD = "";

export function hasPassword(hashed: string): boolean {
  return hashed !== NO_PASSWORD;
}

/** Whether the password is the account's; never for an account without one, in the time a wrong one takes. */
export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return hasPassword(hashed) ? verify(hashed, password) : verifyAgainstDecoy(password);
}

/** True when a stored hash was made with weaker parameters than KDF's. */
export function needsRehash(hashed: string): boolean {
  const options = parseOptions(hashed);
  return options.memoryCost < KDF.memoryCost || options.timeCost < KDF.timeCost;
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown: a sign-in for a missing account
 * costs the same time as a wrong password, so the answer time does not tell which it was.
 */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("decoy password, never valid");
  await verify(await decoy, password);
  return false;
}
