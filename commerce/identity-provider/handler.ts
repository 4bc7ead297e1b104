import type { Locale } from "../../common/locales";
import { claimsOf, consentSchema, readAuthorizationRequest, type AuthorizationRequest } from "./authorization";
import { badRequestPageHtml, CONSENT_CSS, CONSENT_CSS_PATH, consentPageHtml, type ConsentPageState } from "./consent-page";
import { providerKeys } from "./keys";
import { TEST_IDENTITY_PREFIX, testIdentityIssuer } from "../contract/test-identity-client";
import { isTestIdentityShape, type TestIdentityShape } from "./shapes";
import { exchangeCode, issueCode, userinfoOf } from "./token-endpoint";

/**
 * The built-in test OpenID Connect provider (decision 059), one Web fetch handler for every path under
 * /test-identity/: per shape ("google", "apple") its discovery document, JWKS, authorization endpoint with its
 * consent page, token endpoint and userinfo. Everything is derived from the request's origin and the commerce
 * secret, so any process answers any step. Served only with TEST_IDENTITY_PROVIDER on.
 */

const NO_STORE = { "Cache-Control": "no-store" };

export function isTestIdentityPath(pathname: string): boolean {
  return pathname.startsWith(TEST_IDENTITY_PREFIX);
}

export async function handleTestIdentityRequest(secret: string, request: Request, now: () => Date): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === CONSENT_CSS_PATH && request.method === "GET") {
    return new Response(CONSENT_CSS, { headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
  }
  const [shape, endpoint = ""] = url.pathname.slice(TEST_IDENTITY_PREFIX.length).split(/\/(.*)/s);
  if (!shape || !isTestIdentityShape(shape)) return notFound();
  const issuer = testIdentityIssuer(url.origin, shape);
  const step = `${request.method} ${endpoint}`;
  if (step === "GET .well-known/openid-configuration") return json(discoveryDocument(issuer));
  if (step === "GET jwks") return json({ keys: [(await providerKeys(secret)).publicJwk] });
  if (step === "GET authorize" || step === "POST authorize") return authorize(secret, shape, url, request, now());
  if (step === "POST token") {
    const form = new URLSearchParams(await request.text());
    const answer = await exchangeCode(secret, shape, issuer, request.headers.get("Authorization"), form, now());
    return json(answer.body, answer.status);
  }
  if (step === "GET userinfo" || step === "POST userinfo") {
    const claims = await userinfoOf(secret, shape, request.headers.get("Authorization"), now());
    if (!claims) return new Response(null, { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token"', ...NO_STORE } });
    return json(claims);
  }
  return notFound();
}

function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["ES256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
    code_challenge_methods_supported: ["S256"],
    grant_types_supported: ["authorization_code"],
    claims_supported: ["sub", "email", "email_verified", "given_name", "family_name", "name", "nonce", "is_private_email"],
    ui_locales_supported: ["en", "ar"],
  };
}

/**
 * GET shows the consent page; POST is the tester's answer: "cancel" goes back with `access_denied`, a good
 * identity with a code, a wrong one gets the page again (400) with each error by its field.
 */
async function authorize(secret: string, shape: TestIdentityShape, url: URL, request: Request, now: Date): Promise<Response> {
  const read = readAuthorizationRequest(url.searchParams, url.origin);
  // The pages speak the language the client asked for (`ui_locales`), Arabic or else English.
  const lang: Locale = url.searchParams.get("ui_locales")?.startsWith("ar") ? "ar" : "en";
  if ("wrong" in read) return html(badRequestPageHtml(lang, shape, read.wrong), 400);
  const action = `${url.pathname}${url.search}`;
  if (request.method === "GET") return html(consentPageHtml(lang, shape, action, { values: {}, errors: {} }), 200);
  const form = Object.fromEntries(new URLSearchParams(await request.text()));
  if (form.decision === "cancel") return backToClient(read, { error: "access_denied" });
  const consent = consentSchema.safeParse(form);
  if (!consent.success) {
    const errors: ConsentPageState["errors"] = {};
    for (const issue of consent.error.issues) {
      const field = issue.path[0];
      if (field === "given_name" || field === "family_name") errors[field] = "name";
      if (field === "email") errors.email = "email";
    }
    return html(consentPageHtml(lang, shape, action, { values: form, errors }), 400);
  }
  const code = await issueCode(
    secret,
    { shape, claims: claimsOf(secret, shape, consent.data), redirectUri: read.redirect_uri, codeChallenge: read.code_challenge, nonce: read.nonce },
    now,
  );
  return backToClient(read, { code });
}

function backToClient(request: AuthorizationRequest, answer: Record<string, string>): Response {
  const target = new URL(request.redirect_uri);
  for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
  if (request.state) target.searchParams.set("state", request.state);
  return new Response(null, { status: 303, headers: { Location: target.href, ...NO_STORE } });
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...NO_STORE } });
}

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
