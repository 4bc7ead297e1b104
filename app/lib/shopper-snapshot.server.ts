import { LRUCache } from "lru-cache";
import { getProfile } from "~/models/account.server";
import { recordView } from "~/models/recently-viewed.server";
import { getSavedProductSkus } from "~/models/wishlist.server";
import { CommerceError } from "./commerce.server";
import { localeFromPathname, type Locale } from "./i18n";
import { recentlyViewedStrip } from "./recently-viewed-strip.server";
import type { ShopperSnapshot } from "./session.server";
import { Shopper } from "./shopper.server";
import { ANONYMOUS_VIEW, type ShopperView } from "./shopper-view";

/**
 * The shopper's snapshot (decision 020): the few values a page shows of a shopper (cart count, first name, which
 * products they saved), kept in their signed session cookie so that a page from the shared cache can be filled
 * for them without a lookup, by any server process. A full render (the root loader) takes it; a post drops it;
 * a page is filled from it only while it is fresh.
 */

/** A page is filled from a snapshot at most this old; past it, the page is rendered in full and takes a new one. */
export const SNAPSHOT_TTL_MS = 60_000;
/** A full render looks the customer up again (name, saved products) once the snapshot is this old. */
const REFRESH_AFTER_MS = SNAPSHOT_TTL_MS / 2;
/** Past this many saved products every product page is rendered in full (the cookie stays well under 4 KB). */
const MAX_SAVED_HASHES = 150;
const TOO_MANY_SAVED = "*";

/** A product's entry in `ShopperSnapshot.saved`: 32-bit FNV-1a of the sku, base 36. Collisions cost a full render. */
export function savedProductHash(sku: string): string {
  let hash = 0x811c9dc5;
  const text = sku.toLowerCase();
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function savedOf(skus: string[]): string {
  const hashes = new Set(skus.map(savedProductHash));
  return hashes.size > MAX_SAVED_HASHES ? TOO_MANY_SAVED : [...hashes].join(" ");
}

type CustomerPart = Pick<ShopperSnapshot, "at" | "firstName" | "saved">;

/**
 * The customer's part of the view for a full render: from a snapshot young enough, else looked up. Null when
 * the lookup failed: the page then shows no name, and no snapshot is kept, so the next page is rendered in full.
 */
export async function customerPartOf(shopper: Shopper, now = Date.now()): Promise<CustomerPart | null> {
  const kept = shopper.snapshot;
  if (kept && now - kept.at < REFRESH_AFTER_MS && (kept.firstName !== null) === shopper.signedIn) return kept;
  if (!shopper.signedIn) return { at: now, firstName: null, saved: "" };
  const customer = shopper.customerAuth();
  if (!customer) return null;
  try {
    const [profile, skus] = await Promise.all([getProfile(shopper.locale, customer), getSavedProductSkus(shopper.locale, customer)]);
    // A renewal that failed signed the customer out during the calls.
    return shopper.signedIn ? { at: now, firstName: profile.firstname, saved: savedOf(skus) } : null;
  } catch (error) {
    if (!(error instanceof CommerceError && error.status === 401)) console.error("shopper: customer view unavailable:", error);
    return null;
  }
}

/**
 * The view of a full render, and the snapshot it leaves in the cookie for the next pages. Only a session that
 * holds a cart or a customer gets one: a shopper without a cookie never gets one from a page view (decision 007),
 * and neither does a cookie that is empty or does not verify.
 */
export function shopperViewOf(shopper: Shopper, cartCount: number, customer: CustomerPart | null): ShopperView {
  const view: ShopperView = { cartCount, firstName: customer?.firstName ?? null };
  if (!shopper.holdsTokens) return view;
  if (!customer) {
    shopper.dropSnapshot();
    return view;
  }
  const kept = shopper.snapshot;
  if (!kept || kept.at !== customer.at || kept.cartCount !== cartCount || kept.firstName !== customer.firstName) {
    shopper.keepSnapshot({ ...customer, cartCount });
  }
  return view;
}

/** How to fill a shared page for one request. */
export interface Personalisation {
  view: ShopperView;
  /** A signed-in customer's product page: the view the product loader would have recorded. */
  productView: { locale: Locale; token: string; sku: string } | null;
  /** The fill of the recently viewed strip: the products this browser viewed, but the page's own (decision 025). */
  recentlyViewed: Buffer;
}

/** `/p/{parentSku}/…` and `/ar/p/{parentSku}/…`: the product whose saved state its page shows. */
const PRODUCT_PATH = /^(?:\/ar)?\/p\/([^/]+)\//i;

/**
 * What a page filled from the cache needs of a session. A session that holds a cart or a customer is fillable
 * with a snapshot to fill from; one that holds only the products it viewed is a guest's, filled with the
 * anonymous view and its strip (decision 025).
 */
interface FillableSession {
  snapshot: ShopperSnapshot | null;
  customerToken: string | undefined;
  viewed: string[];
}

const SESSION_VALUE = /(?:^|;\s*)__session=([^;]*)/;

/**
 * Sessions read lately, by the signed cookie value: verifying and decoding one is most of the work of filling a
 * page. A value maps to one session for good (it is signed), so this only saves the work; a forged value never
 * verifies, and the snapshot's age is checked on every request.
 */
const recentSessions = new LRUCache<string, FillableSession | false>({ max: 5_000 });

async function fillableSession(cookie: string | undefined): Promise<FillableSession | null> {
  const value = cookie && SESSION_VALUE.exec(cookie)?.[1];
  if (!value) return null;
  let session = recentSessions.get(value);
  if (session === undefined) {
    const shopper = await Shopper.ofCookie(`__session=${value}`, "en");
    const { snapshot, viewed } = shopper;
    const fillable = !shopper.hasFlash && (shopper.holdsTokens ? snapshot !== undefined && isSnapshot(snapshot) : viewed.length > 0);
    session = fillable ? { snapshot: shopper.holdsTokens ? snapshot! : null, customerToken: shopper.customerToken, viewed } : false;
    recentSessions.set(value, session);
  }
  return session || null;
}

/**
 * For a request with a session cookie to a page the shared cache may keep: what to fill the shared page with,
 * or null when the page must be rendered in full: the cookie does not verify, it holds no fresh snapshot, a
 * one-shot message waits, or it is the page of a product the customer saved (its buttons say so).
 */
export async function personalisationOf(cookie: string | undefined, pathname: string, now = Date.now()): Promise<Personalisation | null> {
  const session = await fillableSession(cookie);
  if (!session || (session.snapshot && !(now - session.snapshot.at < SNAPSHOT_TTL_MS))) return null;
  const { snapshot, customerToken, viewed } = session;
  const locale = localeFromPathname(pathname);
  let productView: Personalisation["productView"] = null;
  const sku = PRODUCT_PATH.exec(pathname)?.[1];
  if (sku !== undefined && customerToken !== undefined && snapshot) {
    if (snapshot.saved === TOO_MANY_SAVED || snapshot.saved.split(" ").includes(savedProductHash(sku))) return null;
    productView = { locale, token: customerToken, sku };
  }
  const pageProduct = productSkuOfPath(pathname);
  const shown = viewed.filter((other) => other !== pageProduct);
  return {
    view: snapshot ? { cartCount: snapshot.cartCount, firstName: snapshot.firstName } : ANONYMOUS_VIEW,
    productView,
    recentlyViewed: Buffer.from(await recentlyViewedStrip(locale, shown)),
  };
}

/** The sku of the product page at `pathname` (`/p/{sku}/…`, as the URL spells it), or undefined. */
export function productSkuOfPath(pathname: string): string | undefined {
  const sku = PRODUCT_PATH.exec(pathname)?.[1];
  if (sku === undefined) return undefined;
  try {
    return decodeURIComponent(sku);
  } catch {
    return undefined;
  }
}

/**
 * The `Set-Cookie` list of a product page's answer (status 200, GET), with the product recorded first among the
 * session's viewed products: in the session cookie the response already writes, else in the request's (a new
 * session when there is none). Unchanged when the product was already the latest viewed, and for other pages.
 */
export async function cookiesAfterView(requestCookie: string | undefined, setCookies: string[], pathname: string): Promise<string[]> {
  const sku = productSkuOfPath(pathname);
  if (sku === undefined) return setCookies;
  const written = setCookies.findIndex((cookie) => cookie.startsWith("__session="));
  const source = written === -1 ? requestCookie : setCookies[written]!.split(";", 1)[0];
  const shopper = await Shopper.ofCookie(source, "en");
  shopper.viewedProduct(sku);
  const { "Set-Cookie": cookie } = await shopper.commit();
  if (!cookie) return setCookies;
  return written === -1 ? [...setCookies, cookie] : setCookies.map((value, i) => (i === written ? cookie : value));
}

/** The cookie is signed by us, but an older build may have written another shape. */
function isSnapshot(value: ShopperSnapshot): boolean {
  return (
    Number.isInteger(value.cartCount) &&
    (value.firstName === null || typeof value.firstName === "string") &&
    typeof value.saved === "string"
  );
}

/** Views recorded lately, by token and sku: opening the same page again within seconds records nothing new. */
const recordedViews = new LRUCache<string, true>({ max: 10_000, ttl: 10_000 });

/** What the product loader does for a signed-in customer: records the view, unawaited, once in a while per page. */
export function recordProductView({ locale, token, sku }: NonNullable<Personalisation["productView"]>): void {
  const key = `${token} ${sku}`;
  if (recordedViews.has(key)) return;
  recordedViews.set(key, true);
  recordView(locale, token, sku).catch((error: unknown) => {
    if (!(error instanceof CommerceError && error.status === 401)) console.error("product: view not recorded:", error);
  });
}

/**
 * The `Set-Cookie` list of the answer to a post from a browser with a session: with the snapshot dropped from
 * the session it leaves, whether the action wrote the cookie or not. Whatever the post changed (the cart, the
 * wishlist, the profile), the next page is rendered in full and takes a new snapshot.
 */
export async function cookiesAfterPost(requestCookie: string | undefined, setCookies: string[]): Promise<string[]> {
  const written = setCookies.findIndex((cookie) => cookie.startsWith("__session="));
  const source = written === -1 ? requestCookie : setCookies[written]!.split(";", 1)[0];
  const shopper = await Shopper.ofCookie(source, "en");
  if (!shopper.snapshot) return setCookies;
  shopper.dropSnapshot();
  const { "Set-Cookie": cookie } = await shopper.commit();
  if (!cookie) return setCookies;
  return written === -1 ? [...setCookies, cookie] : setCookies.map((value, i) => (i === written ? cookie : value));
}
