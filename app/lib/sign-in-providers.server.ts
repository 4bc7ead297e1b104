import * as oidc from "openid-client";
import { identitySchema, SIGN_IN_PROVIDERS, type Identity, type SignInProvider } from "../../commerce/contract/social-sign-in";
import { TEST_IDENTITY_CLIENT_ID, testIdentityClientSecret, testIdentityIssuer } from "../../commerce/contract/test-identity-client";
import { answeredByCommerce } from "./commerce.server";
import { commerceSecret } from "./commerce-secret.server";
import { config } from "./config.server";
import type { Locale } from "./i18n";
import type { ProviderSignIn } from "./session.server";

/**
 * The store as an OpenID Connect client (decision 059): authorization code with PKCE (S256), state and nonce, at
 * each provider configured (GOOGLE_*, APPLE_*), or, with TEST_IDENTITY_PROVIDER on, at the built-in test
 * provider's shape of that name, which the store reaches in process as it reaches the payment simulators.
 */

/** How long a shopper has at the provider before its answer is refused. */
export const PROVIDER_SIGN_IN_MS = 10 * 60_000;

const SCOPE = "openid email profile";

/** The providers the sign-in and sign-up pages offer. */
export function offeredProviders(): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((provider) => config.signInProviders[provider] !== null || config.testIdentityProvider);
}

/** Where a provider sends the shopper back: one address per provider, whatever the language. */
export function callbackUrl(origin: string, provider: SignInProvider): string {
  return `${origin}/sign-in/callback/${provider}`;
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's configuration (its discovery document), fetched once per process and issuer. */
function configurationOf(provider: SignInProvider, origin: string): Promise<oidc.Configuration> {
  const real = config.signInProviders[provider];
  const issuer = real?.issuer ?? testIdentityIssuer(origin, provider);
  let found = configurations.get(issuer);
  if (!found) {
    found = real ? oidc.discovery(new URL(real.issuer), real.clientId, real.clientSecret) : discoverTestProvider(issuer);
    found.catch(() => configurations.delete(issuer));
    configurations.set(issuer, found);
  }
  return found;
}

/** The test provider answers on the store's own origin, often plain http in development and tests. */
async function discoverTestProvider(issuer: string): Promise<oidc.Configuration> {
  const inProcess: oidc.CustomFetch = async (url, options) =>
    (await answeredByCommerce(new Request(url, { method: options.method, headers: options.headers, body: options.body as BodyInit | null }))) ??
    new Response("Not Found", { status: 404 });
  const found = await oidc.discovery(new URL(issuer), TEST_IDENTITY_CLIENT_ID, testIdentityClientSecret(commerceSecret()), undefined, {
    [oidc.customFetch]: inProcess,
    execute: new URL(issuer).protocol === "http:" ? [oidc.allowInsecureRequests] : [],
  });
  found[oidc.customFetch] = inProcess;
  return found;
}

/** Where to send the shopper, and what to keep (in the signed session) to check the answer against. */
export async function authorizationRequest(
  provider: SignInProvider,
  origin: string,
  locale: Locale,
  redirectTo: string,
  now: number,
): Promise<{ url: URL; signIn: ProviderSignIn }> {
  const configuration = await configurationOf(provider, origin);
  const verifier = oidc.randomPKCECodeVerifier();
  const signIn: ProviderSignIn = {
    provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    locale,
    redirectTo,
    expires: now + PROVIDER_SIGN_IN_MS,
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(origin, provider),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: signIn.state,
    nonce: signIn.nonce,
    ui_locales: locale,
  });
  return { url, signIn };
}

/**
 * The provider's answer at the callback, checked: its state, the code exchanged with the PKCE verifier, and the
 * ID token's signature, issuer, audience, expiry and nonce. Throws on any mismatch or refusal.
 */
export async function identityOfAnswer(signIn: ProviderSignIn, origin: string, answerUrl: URL): Promise<Identity> {
  const configuration = await configurationOf(signIn.provider, origin);
  const tokens = await oidc.authorizationCodeGrant(configuration, answerUrl, {
    pkceCodeVerifier: signIn.verifier,
    expectedState: signIn.state,
    expectedNonce: signIn.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  return identitySchema.parse({
    provider: signIn.provider,
    subject: claims.sub,
    email: claims.email,
    // Some providers (Apple) send the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    firstname: typeof claims.given_name === "string" ? claims.given_name : "",
    lastname: typeof claims.family_name === "string" ? claims.family_name : "",
  });
}
