import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import accountEn from "../../app/locales/en/account";
import { TEST_IDENTITY_CLIENT_ID, testIdentityClientSecret } from "../../commerce/contract/test-identity-client";
import { storefrontWithDatabase } from "../support/storefront-with-database";

/**
 * Social sign-in on the real server against its built-in test identity provider (decision 059): the store refuses
 * a wrong state or nonce and the provider a wrong PKCE verifier; a verified new e-mail makes one account, an
 * unverified one never reaches an existing account, and an existing one is linked after its password signs in.
 */

const SECRET = "social-sign-in-test-secret";
const store = storefrontWithDatabase({ TRUST_PROXY: "1", TEST_IDENTITY_PROVIDER: "on", COMMERCE_SECRET: SECRET });

let serial = 0;
const client = () => `10.24.0.${++serial}`;

/** A browser's cookie: the session cookie as the last response set it. */
class Browser {
  cookie = "";
  readonly address = client();
  async get(url: string): Promise<Response> {
    return this.keep(await fetch(new URL(url, store.server.origin), { headers: { Cookie: this.cookie, "X-Forwarded-For": this.address }, redirect: "manual" }));
  }
  async post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.keep(
      await fetch(new URL(url, store.server.origin), {
        method: "POST",
        headers: { Cookie: this.cookie, Origin: store.server.origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": this.address },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }),
    );
  }
  private keep(response: Response): Response {
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
    if (session) this.cookie = session.split(";")[0]!;
    return response;
  }
}

interface Person {
  given_name?: string;
  family_name?: string;
  email: string;
  verified?: boolean;
  hideEmail?: boolean;
}

/** "Continue with …": the store's redirect to the provider's authorization endpoint. */
async function startSignIn(browser: Browser, provider: "google" | "apple"): Promise<URL> {
  const started = await browser.get(`/sign-in/with/${provider}`);
  expect(started.status).toBe(302);
  return new URL(started.headers.get("Location")!);
}

/** The tester's answer on the consent page: the provider's redirect back to the store. */
async function consent(browser: Browser, authorize: URL, person: Person): Promise<URL> {
  const answered = await browser.post(authorize.href, {
    given_name: person.given_name ?? "Layla",
    family_name: person.family_name ?? "Haddad",
    email: person.email,
    ...(person.verified === false ? {} : { email_verified: "on" }),
    ...(person.hideEmail ? { hide_email: "on" } : {}),
    decision: "continue",
  });
  expect(answered.status).toBe(303);
  return new URL(answered.headers.get("Location")!);
}

/** A whole sign-in through a provider: where the store sends the browser at the end. */
async function signInThrough(browser: Browser, provider: "google" | "apple", person: Person): Promise<string> {
  const back = await consent(browser, await startSignIn(browser, provider), person);
  const landed = await browser.get(back.pathname + back.search);
  expect(landed.status).toBe(302);
  return landed.headers.get("Location")!;
}

async function signedInName(browser: Browser): Promise<string | null> {
  const page = await browser.get("/my-account/profile");
  if (page.status !== 200) return null;
  return /name="firstname"[^>]*value="([^"]*)"/.exec(await page.text())?.[1] ?? "";
}

async function passwordAccount(email: string): Promise<void> {
  const browser = new Browser();
  const made = await browser.post("/sign-up", {
    firstname: "Omar",
    lastname: "Saleh",
    email,
    mobile: `05${String(20_000_000 + serial).padStart(8, "0")}`,
    password: "Falcon-Dunes-42",
    confirmPassword: "Falcon-Dunes-42",
  });
  expect(made.status).toBe(303);
}

const customersWith = (email: string) => store.db.selectFrom("customers").select(["id", "firstname"]).where("email", "=", email).execute();
const identitiesOf = (email: string) => store.db.selectFrom("customer_identities").select(["customer_id", "provider"]).where("email", "=", email).execute();

describe("the store checks the provider's answer", () => {
  it("refuses an answer whose state is not the one it sent, and nobody is signed in", async () => {
    const browser = new Browser();
    const back = await consent(browser, await startSignIn(browser, "google"), { email: "wrong-state@example.ae" });
    back.searchParams.set("state", "forged-state");
    const landed = await browser.get(back.pathname + back.search);
    expect(landed.headers.get("Location")).toBe("/sign-in");
    expect(await (await browser.get("/sign-in")).text()).toContain(accountEn.social.failed);
    expect(await signedInName(browser)).toBeNull();
    expect(await customersWith("wrong-state@example.ae")).toEqual([]);
  });

  it("refuses an ID token whose nonce is not the one it sent", async () => {
    const browser = new Browser();
    const authorize = await startSignIn(browser, "google");
    authorize.searchParams.set("nonce", "another-nonce");
    const back = await consent(browser, authorize, { email: "wrong-nonce@example.ae" });
    const landed = await browser.get(back.pathname + back.search);
    expect(landed.headers.get("Location")).toBe("/sign-in");
    expect(await signedInName(browser)).toBeNull();
    expect(await customersWith("wrong-nonce@example.ae")).toEqual([]);
  });

  it("sends a client that starts too many sign-ins back to the sign-in page with the limit's message", async () => {
    const browser = new Browser();
    for (let attempt = 0; attempt < 30; attempt += 1) await startSignIn(browser, "google");
    const limited = await browser.get("/sign-in/with/google");
    expect(limited.headers.get("Location")).toBe("/sign-in");
    expect(await (await browser.get("/sign-in")).text()).toContain(accountEn.errors.rateLimited);
    // Another address starts its sign-in.
    await startSignIn(new Browser(), "google");
  });
});

describe("the provider's token endpoint", () => {
  it("gives tokens for the code only with the client's secret and the PKCE verifier of its challenge", async () => {
    const browser = new Browser();
    const verifier = "v".repeat(20) + "erifier-of-forty-three-characters";
    const authorize = new URL("/test-identity/google/authorize", store.server.origin);
    const redirectUri = `${store.server.origin}/sign-in/callback/google`;
    authorize.search = new URLSearchParams({
      response_type: "code",
      client_id: TEST_IDENTITY_CLIENT_ID,
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();
    const code = (await consent(browser, authorize, { email: "pkce@example.ae" })).searchParams.get("code")!;
    const exchange = (fields: Record<string, string>) =>
      fetch(`${store.server.origin}/test-identity/google/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: TEST_IDENTITY_CLIENT_ID, client_secret: testIdentityClientSecret(SECRET), ...fields }),
      });

    const wrongVerifier = await exchange({ code_verifier: `${verifier.slice(0, -1)}X` });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: "invalid_grant" });
    expect((await exchange({ code_verifier: verifier, client_secret: "not-the-secret" })).status).toBe(401);
    const right = await exchange({ code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ token_type: "Bearer", id_token: expect.any(String) });
  });
});

describe("accounts", () => {
  it("makes one account for a verified new e-mail, with the provider's names, and signs in to it the next time", async () => {
    const first = new Browser();
    expect(await signInThrough(first, "google", { email: "new-shopper@example.ae", given_name: "ليلى", family_name: "حداد" })).toBe("/my-account");
    expect(await signedInName(first)).toBe("ليلى");
    const again = new Browser();
    expect(await signInThrough(again, "google", { email: "new-shopper@example.ae", given_name: "ليلى", family_name: "حداد" })).toBe("/my-account");
    expect(await signedInName(again)).toBe("ليلى");
    const customers = await customersWith("new-shopper@example.ae");
    expect(customers).toHaveLength(1);
    expect(await identitiesOf("new-shopper@example.ae")).toEqual([{ customer_id: customers[0]!.id, provider: "google" }]);
  });

  it("never links an unverified e-mail to the account that has it", async () => {
    await passwordAccount("unverified-owner@example.ae");
    const browser = new Browser();
    expect(await signInThrough(browser, "google", { email: "unverified-owner@example.ae", verified: false })).toBe("/sign-in");
    expect(await (await browser.get("/sign-in")).text()).toContain(accountEn.errors["social.emailUnverified"]);
    expect(await signedInName(browser)).toBeNull();
    expect(await identitiesOf("unverified-owner@example.ae")).toEqual([]);
    expect(await customersWith("unverified-owner@example.ae")).toHaveLength(1);
  });

  it("links an e-mail that has an account once its password signs in; then the provider alone signs in", async () => {
    await passwordAccount("linked-owner@example.ae");
    const browser = new Browser();
    expect(await signInThrough(browser, "google", { email: "linked-owner@example.ae" })).toBe("/sign-in?redirectTo=%2Fmy-account");
    expect(await signedInName(browser)).toBeNull();
    expect(await identitiesOf("linked-owner@example.ae")).toEqual([]);
    const signInPage = await (await browser.get("/sign-in?redirectTo=%2Fmy-account")).text();
    expect(signInPage).toContain("linked-owner@example.ae already has an account");

    const signedIn = await browser.post("/sign-in", { intent: "sign-in", email: "linked-owner@example.ae", password: "Falcon-Dunes-42", redirectTo: "/my-account" });
    expect(signedIn.status).toBe(303);
    const [owner] = await customersWith("linked-owner@example.ae");
    expect(await identitiesOf("linked-owner@example.ae")).toEqual([{ customer_id: owner!.id, provider: "google" }]);

    const later = new Browser();
    expect(await signInThrough(later, "google", { email: "linked-owner@example.ae" })).toBe("/my-account");
    expect(await signedInName(later)).toBe("Omar");
  });

  it("gives the store a private relay address when the person hides their e-mail at Apple", async () => {
    const browser = new Browser();
    expect(await signInThrough(browser, "apple", { email: "hidden@example.ae", hideEmail: true })).toBe("/my-account");
    expect(await customersWith("hidden@example.ae")).toEqual([]);
    const relayed = await store.db.selectFrom("customer_identities").select("email").where("provider", "=", "apple").execute();
    expect(relayed).toHaveLength(1);
    expect(relayed[0]!.email).toMatch(/^[0-9a-f]{16}@privaterelay\.example\.com$/);
    expect(await customersWith(relayed[0]!.email)).toHaveLength(1);
  });
});
