import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX, PASSWORD_MIN, passwordLength } from "./account";

/**
 * The new password rule both edges check (decision 028): 8–16 characters, and hard enough to guess by
 * zxcvbn's estimate. Score 3 means about 10^8 guesses or more: out of reach online behind our sign-in
 * limits, and slow offline against argon2id should the hashes ever leak. Score 2 lets through passwords
 * like `Summer2026!` that every cracking list tries early.
 */
const MIN_SCORE = 3;

/** Words a guesser tries first against this shop, beside the common passwords, names and English words. */
const STORE_WORDS = ["nour", "nourelectronics", "electronics", "dubai", "abudhabi", "sharjah", "emirates", "uae", "samsung", "iphone"];

let estimator: ZxcvbnFactory | undefined;

/** The dictionaries are built once per process, on the first password checked. */
function estimate(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary, store: STORE_WORDS }, graphs: adjacencyGraphs });
  return estimator.check(password).score;
}

export type NewPasswordProblem = "length" | "weak";

/** What is wrong with a new password, or null when it may be used. Never trimmed or cut. */
export function newPasswordProblem(password: string): NewPasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return "length";
  return estimate(password) < MIN_SCORE ? "weak" : null;
}
