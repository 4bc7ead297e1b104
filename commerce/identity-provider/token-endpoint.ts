import { createHash, timingSafeEqual } from "node:crypto";
import { SignJWT } from "jose";
import { TEST_IDENTITY_CLIENT_ID, testIdentityClientSecret } from "../contract/test-identity-client";
import type { IdentityClaims } from "./authorization";
import { providerKeys } from "./keys";
import { seal, unseal } from "./sealed";
import type { TestIdentityShape } from "./shapes";

/**
 * The token endpoint: an authorization code for an ID token (ES256) and an access token to the userinfo
 * endpoint, once the client has proven who it is (its secret, by HTTP Basic or in the body), the code is ours,
 * unexpired and issued to this shape and redirect_uri, and the PKCE verifier hashes to the code's challenge.
 */

export const CODE_SECONDS = 60;
export const ACCESS_TOKEN_SECONDS = 3600;
const ID_TOKEN_SECONDS = 600;

/** What a code carries, sealed: the person and what the authorization request bound it to. */
export interface CodeContents {
  shape: TestIdentityShape;
  claims: IdentityClaims;
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
}

export function issueCode(secret: string, contents: CodeContents, now: Date): Promise<string> {
  return providerKeys(secret).then((keys) => seal(keys.sealing, { code: contents }, now, CODE_SECONDS));
}

export type TokenAnswer = { status: 200; body: Record<string, unknown> } | { status: 400 | 401; body: { error: string; error_description: string } };

const refused = (status: 400 | 401, error: string, description: string): TokenAnswer => ({ status, body: { error, error_description: description } });

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The client's id and secret, by `client_secret_basic` or `client_secret_post`. */
function clientOf(authorization: string | null, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? "")?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, "base64").toString("utf8").split(":").map((part) => decodeURIComponent(part.replace(/\+/g, " ")));
    return id !== undefined && secret !== undefined ? { id, secret } : null;
  }
  const id = form.get("client_id");
  const secret = form.get("client_secret");
  return id && secret ? { id, secret } : null;
}

export async function exchangeCode(
  secret: string,
  shape: TestIdentityShape,
  issuer: string,
  authorization: string | null,
  form: URLSearchParams,
  now: Date,
): Promise<TokenAnswer> {
  const client = clientOf(authorization, form);
  if (!client || client.id !== TEST_IDENTITY_CLIENT_ID || !sameText(client.secret, testIdentityClientSecret(secret))) {
    return refused(401, "invalid_client", "client authentication failed");
  }
  if (form.get("grant_type") !== "authorization_code") return refused(400, "unsupported_grant_type", "only authorization_code");
  const keys = await providerKeys(secret);
  const sealed = await unseal(keys.sealing, form.get("code") ?? "", now);
  const code = sealed?.code as CodeContents | undefined;
  if (!code || code.shape !== shape) return refused(400, "invalid_grant", "the code is unknown or has expired");
  if (form.get("redirect_uri") !== code.redirectUri) return refused(400, "invalid_grant", "redirect_uri differs from the authorization request's");
  const verifier = form.get("code_verifier") ?? "";
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !sameText(challenge, code.codeChallenge)) {
    return refused(400, "invalid_grant", "the code_verifier does not match the code_challenge");
  }
  const at = Math.floor(now.getTime() / 1000);
  const idToken = await new SignJWT({ ...code.claims, name: `${code.claims.given_name} ${code.claims.family_name}`, ...(code.nonce ? { nonce: code.nonce } : {}) })
    .setProtectedHeader({ alg: "ES256", kid: keys.publicJwk.kid! })
    .setIssuer(issuer)
    .setAudience(TEST_IDENTITY_CLIENT_ID)
    .setIssuedAt(at)
    .setExpirationTime(at + ID_TOKEN_SECONDS)
    .sign(keys.signing);
  const accessToken = await seal(keys.sealing, { shape, claims: code.claims }, now, ACCESS_TOKEN_SECONDS);
  return { status: 200, body: { access_token: accessToken, token_type: "Bearer", expires_in: ACCESS_TOKEN_SECONDS, scope: "openid email profile", id_token: idToken } };
}

/** The userinfo endpoint's answer for a bearer access token of this shape, or null. */
export async function userinfoOf(secret: string, shape: TestIdentityShape, authorization: string | null, now: Date): Promise<IdentityClaims | null> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!token) return null;
  const sealed = await unseal((await providerKeys(secret)).sealing, token, now);
  return sealed && sealed.shape === shape ? (sealed.claims as IdentityClaims) : null;
}
