import { createHmac } from "node:crypto";
import { z } from "zod";
import { EMAIL_MAX, isName, NAME_MAX } from "../contract/account";
import { TEST_IDENTITY_CLIENT_ID } from "../contract/test-identity-client";
import { RELAY_EMAIL_DOMAIN, type TestIdentityShape } from "./shapes";

/**
 * The authorization step: the request the store's client sends the shopper with (code flow, PKCE S256 only),
 * the identity the tester enters on the consent page, and what the provider then says about that person.
 */

export const authorizationRequestSchema = z.object({
  response_type: z.literal("code"),
  client_id: z.literal(TEST_IDENTITY_CLIENT_ID),
  redirect_uri: z.string().url().max(2000),
  scope: z.string().max(200).refine((scope) => scope.split(" ").includes("openid")),
  state: z.string().min(1).max(512).optional(),
  nonce: z.string().min(1).max(512).optional(),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  code_challenge_method: z.literal("S256"),
  ui_locales: z.string().max(100).optional(),
});
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/**
 * The request of a query, or the name of its first wrong parameter. A redirect_uri must be on the provider's
 * own origin: the test provider has one client, the store that serves it, and sends codes nowhere else.
 */
export function readAuthorizationRequest(query: URLSearchParams, origin: string): AuthorizationRequest | { wrong: string } {
  const parsed = authorizationRequestSchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { wrong: String(parsed.error.issues[0]!.path[0]) };
  if (new URL(parsed.data.redirect_uri).origin !== origin) return { wrong: "redirect_uri" };
  return parsed.data;
}

const nameField = z.string().trim().max(NAME_MAX).refine(isName, "name");

/** The consent page's fields: one rule each; names of any script. */
export const consentSchema = z.object({
  given_name: nameField,
  family_name: nameField,
  email: z.string().trim().max(EMAIL_MAX).email("email"),
  email_verified: z.literal("on").optional(),
  hide_email: z.literal("on").optional(),
});
export type Consent = z.infer<typeof consentSchema>;

/** What the provider says about the person: the claims of their ID token and userinfo. */
export interface IdentityClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  is_private_email?: boolean;
}

/**
 * The person behind a consent: the same e-mail is the same person (the same `sub`) every time, as a real account
 * would be; with "hide my e-mail" (the "apple" shape) the store gets a verified relay address, the same each time.
 */
export function claimsOf(secret: string, shape: TestIdentityShape, consent: Consent): IdentityClaims {
  const digest = (what: string) => createHmac("sha256", secret).update(`test-identity:${what}`).digest("hex");
  const sub = digest(`subject:${shape}:${consent.email.toLowerCase()}`).slice(0, 24);
  const names = { given_name: consent.given_name, family_name: consent.family_name };
  if (shape === "apple" && consent.hide_email) {
    return { sub, email: `${digest(`relay:${sub}`).slice(0, 16)}@${RELAY_EMAIL_DOMAIN}`, email_verified: true, is_private_email: true, ...names };
  }
  return { sub, email: consent.email, email_verified: consent.email_verified === "on", ...names };
}
