import path from "node:path";
import { createCookieSessionStorage } from "react-router";
import { z } from "zod";
import type { Identity, SignInProvider } from "../../commerce/contract/social-sign-in";
import { secretInFile } from "../../common/secret-file";
import { config } from "./config.server";
import type { Locale } from "./i18n";

/**
 * The `__session` cookie: signed, HttpOnly, SameSite=Lax, Secure in production. Routes never use it
 * directly: they go through the shopper (`shopper.server.ts`), which is the one place that reads and writes it.
 */

/** What the cookie holds. Large state lives in the commerce backend, not here. */
export interface SessionData {
  cartToken: string;
  buyNowCartId: string;
  customerToken: string;
  refreshToken: string;
  /** The cart that became the shopper's last order: the key to it on the thank-you and payment status pages. */
  orderedCartToken: string;
  /** What the shopper's pages show of them, for pages filled from the shared cache (decision 020). */
  snapshot: ShopperSnapshot;
  /** A guest's comparison list (skus, at most COMPARE_MAX); a customer's is kept in their account. */
  compareSkus: string[];
  /** The skus of the products this browser looked at last, latest first (decision 025). */
  viewed: string[];
  /** A sign-in sent to a provider and not back yet (decision 059). */
  providerSignIn: ProviderSignIn;
  /** A provider's identity whose e-mail has an account: linked once its password signs in (decision 059). */
  pendingLink: { identity: Identity; expires: number };
}

/** What the provider's answer is checked against: PKCE verifier, state and nonce, and where to go after. */
export interface ProviderSignIn {
  provider: SignInProvider;
  state: string;
  nonce: string;
  verifier: string;
  /** The language the shopper started in: the callback's address has none. */
  locale: Locale;
  redirectTo: string;
  /** Epoch milliseconds after which the answer is refused. */
  expires: number;
}

/**
 * The shopper's view as last looked up (shopper-snapshot.server.ts): the cookie is signed, so a page filled from
 * it needs no lookup, and every server process reads the same values.
 */
export interface ShopperSnapshot {
  /** When it was taken: epoch milliseconds. */
  at: number;
  cartCount: number;
  firstName: string | null;
  /** Whose queued offline changes this browser may send (sync-owner.server.ts). */
  owner: string;
  /** Hashes of the products the customer saved (wishlist or alert), space-separated; "*" when there are too many. */
  saved: string;
  /** The customer group whose prices the shopper's pages show (decision 060); general for a guest. */
  group: number;
}

export const flashSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  /** A translation key ("cart:notifications.added"), translated by the root loader. */
  message: z.string().min(1),
  /** Set when the message belongs to one form on the page (e.g. "newsletter"). */
  form: z.string().optional(),
  /** What was typed in that form, given back when a refused in-place control had fields to fill (a gift card's recipient). */
  values: z.record(z.string().max(1000)).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

export interface FlashData {
  flash: Flash;
}

export const SESSION_COOKIE = "__session";
const DAY = 60 * 60 * 24;

/** What signs the store's cookies: SESSION_SECRETS (the first signs, all verify), else a secret kept in DATA_DIR. */
export const cookieSecrets =
  config.sessionSecrets.length > 0 ? config.sessionSecrets : [secretInFile(path.join(config.dataDir, "session-secret"))];

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    secure: config.cookieSecure,
    path: "/",
    maxAge: 30 * DAY,
    secrets: cookieSecrets,
  },
});
