import { z } from "zod";
import { linkedIdentitiesSchema, type Identity } from "../../commerce/contract/social-sign-in";
import { socialSignInKey } from "../../commerce/contract/social-sign-in-key";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import { commerceSecret } from "~/lib/commerce-secret.server";
import type { Locale } from "~/lib/i18n";
import { tokenPair, type TokenPair } from "./account.server";

/**
 * Sign-ins through providers in the account (docs/account-api.md, decision 059). An identity is sent only once the
 * storefront has checked it at its provider, with the key that says so.
 */

let key: string | undefined;
const identityKey = () => (key ??= socialSignInKey(commerceSecret()));

/** Signs in the person the identity names, making their account on a first sign-in; refusals are `social.*` codes. */
export function signInWithIdentity(locale: Locale, identity: Identity): Promise<TokenPair> {
  return tokenPair({ method: "POST", path: "/api/user/social/sign-in", locale, body: identity, apiKey: identityKey() });
}

export function linkIdentity(locale: Locale, customer: CustomerAuth, identity: Identity): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: "/api/user/social/link", locale, customer, body: identity, apiKey: identityKey() });
}

export function listLinkedIdentities(locale: Locale, customer: CustomerAuth) {
  return commerceCall(linkedIdentitiesSchema, { path: "/api/user/social/identities", locale, customer });
}

export function unlinkIdentity(locale: Locale, customer: CustomerAuth, id: number): Promise<unknown> {
  return commerceCall(z.unknown(), { method: "POST", path: `/api/user/social/identities/${id}/unlink`, locale, customer });
}
