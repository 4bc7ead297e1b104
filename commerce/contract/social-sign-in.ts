import { z } from "zod";
import { EMAIL_MAX, NAME_MAX } from "./account";

/**
 * Signing in through an OpenID Connect provider (decision 059), as both edges speak it: the providers, and the
 * identity the storefront asserts once it has checked a provider's ID token (sent with the social sign-in key).
 */

export const SIGN_IN_PROVIDERS = ["google", "apple"] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export function isSignInProvider(value: unknown): value is SignInProvider {
  return typeof value === "string" && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** A provider's names may be empty (Apple gives them once) or unusual; they are kept as given, within limits. */
const providerName = z.string().trim().max(NAME_MAX);

export const identitySchema = z.object({
  provider: z.enum(SIGN_IN_PROVIDERS),
  subject: z.string().min(1).max(255),
  email: z.string().trim().max(EMAIL_MAX).email(),
  emailVerified: z.boolean(),
  firstname: providerName,
  lastname: providerName,
});
export type Identity = z.infer<typeof identitySchema>;

/** A linked sign-in as the account page lists it. */
export const linkedIdentitySchema = z.object({
  id: z.number(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  email: z.string(),
  created_at: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

export const linkedIdentitiesSchema = z.object({ identities: z.array(linkedIdentitySchema), hasPassword: z.boolean() });
