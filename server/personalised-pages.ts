import { LRUCache } from "lru-cache";
import { CommerceError } from "~/lib/commerce.server";
import { consentOf } from "~/lib/consent-cookie.server";
import { hasSessionCookie } from "~/lib/http-cache.server";
import type { Locale } from "~/lib/i18n";
import { recentlyViewedStrip } from "~/lib/recently-viewed-strip.server";
import type { ShopperSnapshot } from "~/lib/session.server";
import { viewedOf } from "~/lib/shopper-cookies.server";
import { Shopper } from "~/lib/shopper.server";
import { SNAPSHOT_TTL_MS, TOO_MANY_SAVED, savedProductHash } from "~/lib/shopper-snapshot.server";
import { ANONYMOUS_VIEW, type ShopperView } from "~/lib/shopper-view";
import { recordView } from "~/models/recently-viewed.server";

/**
 * What fills a stored page for one request (decision 020): the shopper's view from the snapshot in their session
 * cookie, the recently viewed strip from their `__viewed` cookie (decision 025) and the cookie banner's state from
 * their `__consent` cookie (decision 064). Nothing here writes a cookie.
 */

/** How to fill a shared page for one request. */
export interface Personalisation {
  view: ShopperView;
  /** A signed-in customer's product page: the view the product loader would have recorded. */
  productView: { locale: Locale; token: string; sku: string } | null;
  /** The fill of the recently viewed strip: the products this browser viewed, but the page's own (decision 025). */
  recentlyViewed: Buffer;
}

/** What a page filled from the cache needs of a session: a snapshot, or none for a session that only compares. */
interface FillableSession {
  snapshot: ShopperSnapshot;
  customerToken: string | undefined;
}

const SESSION_VALUE = /(?:^|;\s*)__session=([^;]*)/;

/**
 * Sessions read lately, by the signed cookie value: verifying and decoding one is most of the work of filling a
 * page. A value maps to one session for good (it is signed), so this only saves the work; a forged value never
 * verifies, and the snapshot's age is checked on every request.
 */
const recentSessions = new LRUCache<string, FillableSession | false>({ max: 5_000 });

/** The session of a request with a session cookie, when a page may be filled from it; null when it must be rendered in full. */
async function fillableSession(cookie: string | undefined): Promise<FillableSession | null> {
  const value = cookie && SESSION_VALUE.exec(cookie)?.[1];
  if (!value) return null;
  let session = recentSessions.get(value);
  if (session === undefined) {
    const shopper = await Shopper.ofCookie(`__session=${value}`, "en");
    const { snapshot } = shopper;
    const fillable = !shopper.hasFlash && shopper.holdsTokens && snapshot !== undefined && isSnapshot(snapshot);
    session = fillable ? { snapshot: snapshot!, customerToken: shopper.customerToken } : false;
    recentSessions.set(value, session);
  }
  return session || null;
}

/**
 * Whether a request with a session cookie may get a filled page at all (checked before the page is looked up): the
 * customer group whose copy of the page it gets (decision 060), or null when the page must be rendered in full.
 */
export async function fillableGroup(cookie: string | undefined, now = Date.now()): Promise<number | null> {
  const session = await fillableSession(cookie);
  return session !== null && now - session.snapshot.at < SNAPSHOT_TTL_MS ? session.snapshot.group : null;
}

/**
 * What to fill a stored page with for this request, or null when the page must be rendered in full: the session
 * cookie does not verify, it holds no fresh snapshot, a one-shot message waits, or it is the page of a product the
 * customer saved (its buttons say so). A request without a session cookie gets the anonymous view with its
 * consent, and its strip.
 */
export async function personalisationOf(
  cookie: string | undefined,
  locale: Locale,
  shows: string | null,
  now = Date.now(),
): Promise<Personalisation | null> {
  let view: ShopperView = { ...ANONYMOUS_VIEW, consent: consentOf(cookie) };
  let productView: Personalisation["productView"] = null;
  if (cookie !== undefined && SESSION_VALUE.test(cookie)) {
    const session = await fillableSession(cookie);
    if (!session || !(now - session.snapshot.at < SNAPSHOT_TTL_MS)) return null;
    const { snapshot, customerToken } = session;
    if (shows !== null && customerToken !== undefined) {
      if (snapshot.saved === TOO_MANY_SAVED || snapshot.saved.split(" ").includes(savedProductHash(shows))) return null;
      productView = { locale, token: customerToken, sku: shows };
    }
    view = { cartCount: snapshot.cartCount, firstName: snapshot.firstName, owner: snapshot.owner, consent: view.consent };
  }
  const strip = viewedOf(cookie).filter((sku) => sku !== shows);
  return { view, productView, recentlyViewed: Buffer.from(await recentlyViewedStrip(locale, strip)) };
}

/**
 * Whether a stored page must be filled for this browser rather than sent as stored: it has a session, has viewed
 * other products than the page's own, or has answered the cookie banner (the stored copy shows it).
 */
export function isPersonal(cookie: string | undefined, shows: string | null): boolean {
  return hasSessionCookie(cookie) || viewedOf(cookie).some((sku) => sku !== shows) || consentOf(cookie) !== null;
}

/** The cookie is signed by us, but an older build may have written another shape. */
function isSnapshot(value: ShopperSnapshot): boolean {
  return (
    Number.isInteger(value.cartCount) &&
    (value.firstName === null || typeof value.firstName === "string") &&
    typeof value.owner === "string" &&
    typeof value.saved === "string" &&
    Number.isInteger(value.group)
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
