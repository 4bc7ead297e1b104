import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX, PASSWORD_MIN, passwordLength } from "./account";
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_PASSWORD_SCORE } from "./staff";

/**
 * The new password rule both edges check (decision 028): 8–16 characters, and hard enough to guess by
 * zxcvbn's estimate: score 2, about 10^6 guesses or more. zxcvbn gives no 8-character password more than 2, so
 * score 3 would make the minimum 9 characters.
 */
const MIN_SCORE = 2;

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

/** The same for a staff member's password (decision 040): 12–128 characters, zxcvbn score 3 (about 10^8 guesses). */
export function newStaffPasswordProblem(password: string): NewPasswordProblem | null {
  const length = passwordLength(password);
  if (length < STAFF_PASSWORD_MIN || length > STAFF_PASSWORD_MAX) return "length";
  return estimate(password) < STAFF_PASSWORD_SCORE ? "weak" : null;
}
