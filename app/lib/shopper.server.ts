import type { Session } from "react-router";
import { refreshTokens, type TokenPair } from "~/models/account.server";
import { CommerceError, type CustomerAuth } from "./commerce.server";
import { hasSessionCookie } from "./http-cache.server";
import type { Locale } from "./i18n";
import type { TranslationKey } from "./i18n.server";
import { visitorIdOf } from "./shopper-cookies.server";
import type { Identity } from "../../commerce/contract/social-sign-in";
import {
  flashSchema,
  sessionStorage,
  type Flash,
  type FlashData,
  type ProviderSignIn,
  type SessionData,
  type ShopperSnapshot,
} from "./session.server";

/**
 * The shopper behind a request: their language, the tokens their cookie holds and the visitor id the
 * server gave their browser (decision 007). The root's middleware builds it once per request
 * (request-context.server.ts); loaders and actions change it through the methods below, and the middleware
 * writes the cookie once, only when something changed, so a shopper with no cookie who changes nothing never
 * gets one (the page cache depends on that).
 */
export class Shopper {
  #changed = false;
  /** The access token this shopper's refresh gave, once one ran: every call refused meanwhile retries with it. */
  #renewal: Promise<string | null> | undefined;

  private constructor(
    readonly locale: Locale,
    /** The `__visitor` cookie (the edge sets it on every page): identifies one browser, signs nothing. */
    readonly visitorId: string | undefined,
    private readonly session: Session<SessionData, FlashData>,
  ) {}

  static of(request: Request, locale: Locale): Promise<Shopper> {
    return Shopper.ofCookie(request.headers.get("Cookie"), locale);
  }

  /** The shopper of a `Cookie` header. A session cookie whose signature does not verify counts as none. */
  static async ofCookie(cookie: string | null | undefined, locale: Locale): Promise<Shopper> {
    // Without our cookie there is nothing to verify: skip the HMAC check.
    const session = await sessionStorage.getSession(hasSessionCookie(cookie) ? cookie : null);
    return new Shopper(locale, visitorIdOf(cookie), session);
  }

  /** The guest (or customer) cart in use, if any. */
  get cartToken(): string | undefined {
    return this.session.get("cartToken");
  }

  /** The separate one-item cart of a buy-now (SPEC §9). */
  get buyNowCartToken(): string | undefined {
    return this.session.get("buyNowCartId");
  }

  get customerToken(): string | undefined {
    return this.session.get("customerToken");
  }

  get refreshToken(): string | undefined {
    return this.session.get("refreshToken");
  }

  useCart(token: string): void {
    if (this.cartToken !== token) this.#set("cartToken", token);
  }

  useBuyNowCart(token: string): void {
    this.#set("buyNowCartId", token);
  }

  /** The cart whose order was last placed in this browser (SPEC §2 thank-you, payment-status). */
  get orderedCartToken(): string | undefined {
    return this.session.get("orderedCartToken");
  }

  /** The cart became an order: it is the key to that order now, and the next add starts a new cart. */
  cartOrdered(which: "cart" | "buy-now"): void {
    const token = which === "cart" ? this.cartToken : this.buyNowCartToken;
    if (token) this.#set("orderedCartToken", token);
    this.forgetCart(which);
  }

  /** The token named no cart (ordered, merged, expired): stop sending it. */
  forgetCart(which: "cart" | "buy-now" = "cart"): void {
    const key = which === "cart" ? "cartToken" : "buyNowCartId";
    if (!this.session.has(key)) return;
    this.session.unset(key);
    this.#changed = true;
    if (key === "cartToken") this.dropSnapshot();
  }

  /**
   * The customer's credentials for commerce calls that act as the customer. When the backend refuses the
   * access token (it lives 15 minutes), `renew` spends the refresh token for a new pair and keeps it in the
   * cookie (SPEC §4 "Token refresh"); when that fails too, the customer is signed out. A shopper refreshes at
   * most once: parallel calls refused with the old token all retry with the one new token, and none spends the
   * new refresh token again (which would leave another response's cookie holding a spent one).
   */
  customerAuth(): CustomerAuth | undefined {
    const token = this.customerToken;
    if (!token) return undefined;
    const auth: CustomerAuth = {
      token,
      renew: async () => {
        this.#renewal ??= this.#refresh();
        const renewed = await this.#renewal;
        if (renewed) auth.token = renewed;
        return renewed;
      },
    };
    return auth;
  }

  async #refresh(): Promise<string | null> {
    const pair = this.refreshToken ? await refreshOnce(this.locale, this.refreshToken) : null;
    if (!pair) {
      this.signOut();
      return null;
    }
    this.signIn(pair);
    return pair.token;
  }

  get signedIn(): boolean {
    return this.customerToken !== undefined;
  }

  signIn(pair: TokenPair): void {
    this.#set("customerToken", pair.token);
    this.#set("refreshToken", pair.refreshToken);
  }

  signOut(): void {
    for (const key of ["customerToken", "refreshToken"] as const) {
      if (this.session.has(key)) {
        this.session.unset(key);
        this.#changed = true;
      }
    }
    this.dropSnapshot();
  }

  /** A sign-in sent to a provider (decision 059): one at a time, the last one started wins. */
  startProviderSignIn(signIn: ProviderSignIn): void {
    this.#set("providerSignIn", signIn);
  }

  /** The sign-in waiting for the provider's answer, taken once (an answer is checked against it at most once). */
  takeProviderSignIn(now: number): ProviderSignIn | null {
    return this.#take("providerSignIn", now);
  }

  /** A provider's identity to link after the next password sign-in, until `expires`. */
  keepPendingLink(identity: Identity, expires: number): void {
    this.#set("pendingLink", { identity, expires });
  }

  /** The identity waiting for a password sign-in, if it has not expired (without taking it). */
  pendingLink(now: number): Identity | null {
    const pending = this.session.get("pendingLink");
    return pending && pending.expires > now ? pending.identity : null;
  }

  takePendingLink(now: number): Identity | null {
    return this.#take("pendingLink", now)?.identity ?? null;
  }

  #take<K extends "providerSignIn" | "pendingLink">(key: K, now: number): SessionData[K] | null {
    const value = this.session.get(key);
    if (value === undefined) return null;
    this.session.unset(key);
    this.#changed = true;
    return value.expires > now ? (value as SessionData[K]) : null;
  }

  /** A guest's comparison list, in the order the products were added. */
  get compareSkus(): string[] {
    return this.session.get("compareSkus") ?? [];
  }

  keepCompareSkus(skus: string[]): void {
    if (skus.length > 0) this.#set("compareSkus", skus);
    else if (this.session.has("compareSkus")) {
      this.session.unset("compareSkus");
      this.#changed = true;
    }
  }

  /** What the shopper's pages showed of them when it was last looked up (decision 020). */
  get snapshot(): ShopperSnapshot | undefined {
    return this.session.get("snapshot");
  }

  keepSnapshot(snapshot: ShopperSnapshot): void {
    this.#set("snapshot", snapshot);
  }

  /** The cart or the customer changed, or may have: the next page is rendered in full and looks them up. */
  dropSnapshot(): void {
    if (!this.session.has("snapshot")) return;
    this.session.unset("snapshot");
    this.#changed = true;
  }

  /**
   * Whether the session holds a cart, a customer or a comparison: what its pages show of the shopper, and why it
   * exists (a guest who only compares gets a snapshot too, so their catalogue pages still come from the cache).
   */
  get holdsTokens(): boolean {
    const keys = ["cartToken", "buyNowCartId", "customerToken", "orderedCartToken", "compareSkus"] as const;
    return keys.some((key) => this.session.has(key));
  }

  /** Whether a one-shot message waits for the next page (without reading it). */
  get hasFlash(): boolean {
    return this.session.has("flash");
  }

  /** A one-shot message for the next page (POST → 303 → GET). */
  flash(flash: Flash & { message: TranslationKey | `${string}:${string}` }): void {
    this.session.flash("flash", flash);
    this.#changed = true;
  }

  /** Reads the pending flash message once; reading it is a change (it must be gone on the next request). */
  takeFlash(): Flash | null {
    if (!this.session.has("flash")) return null;
    const parsed = flashSchema.safeParse(this.session.get("flash"));
    this.#changed = true;
    return parsed.success ? parsed.data : null;
  }

  /** The `Set-Cookie` value that carries this shopper's changes, or null when nothing changed. */
  async commit(): Promise<string | null> {
    if (!this.#changed) return null;
    this.#changed = false;
    return sessionStorage.commitSession(this.session);
  }

  #set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    this.session.set(key, value);
    this.#changed = true;
    if (key === "cartToken" || key === "customerToken") this.dropSnapshot();
  }
}

/**
 * Refreshes in flight, by refresh token: the requests of one browser that reach this process together with the
 * same expired token (and the shoppers of one request's loaders) share one call. Requests on other processes or
 * machines, or a moment later, call again and the backend answers them the same pair (decision 030).
 */
const refreshes = new Map<string, Promise<TokenPair | null>>();

function refreshOnce(locale: Locale, refreshToken: string): Promise<TokenPair | null> {
  let pending = refreshes.get(refreshToken);
  if (!pending) {
    pending = refreshTokens(locale, refreshToken)
      .catch((error: unknown) => {
        if (!(error instanceof CommerceError && error.status === 401)) console.error("session: token refresh failed:", error);
        return null;
      })
      .finally(() => refreshes.delete(refreshToken));
    refreshes.set(refreshToken, pending);
  }
  return pending;
}
