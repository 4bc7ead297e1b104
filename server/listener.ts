import type { IncomingMessage, ServerResponse } from "node:http";
import sirv from "sirv";
import { config } from "~/lib/config.server";
import { onCatalogueChange } from "~/lib/commerce.server";
import { hasSessionCookie } from "~/lib/http-cache.server";
import { localeFromPathname } from "~/lib/i18n";
import { suggestedLocale } from "~/lib/language-preference.server";
import { consentOf } from "~/lib/consent-cookie.server";
import { PAGE_HOLES_HEADER, filledForGuest } from "~/lib/page-holes.server";
import { allowingTagManager } from "~/lib/security-headers.server";
import { viewedCookieFor, visitorCookieFor } from "~/lib/shopper-cookies.server";
import { TOO_LARGE, fetchHeaders, readBody, uploadBody, sendFetchResponse, sendText, setSecurityHeaders, toFetchRequest, writeHeadList } from "./node-io";
import { PageCache, groupPageKey, pageCacheKey, pageVariant, personalisedVariant, type CachedPage } from "./page-cache";
import { fillableGroup, isPersonal, personalisationOf, recordProductView } from "./personalised-pages";
import { simulatorAnswer } from "./payment-simulators";
import { isUnsubscribePost, unsubscribeAnswer } from "./one-click-unsubscribe";
import { isProviderReturn, providerReturnAnswer } from "./provider-returns";
import { isPhotoPath, isPhotoUpload, servePhoto, UPLOAD_MAX_BYTES } from "./photo-files";
import { render } from "./react-router";
import { clientAddress, hasTooManyManifestPaths, isCrossSite, requestOrigin, requestUrl } from "./request-target";

/**
 * The edge of one storefront process (decision 031): static files from build/client, the full-page cache in front
 * of React Router (served as stored to anonymous shoppers, and with its holes filled to shoppers with a session,
 * decision 020), and every other request through React Router. The browser's unsigned cookies (`__visitor`,
 * `__viewed`) are added here as a response leaves, whichever way it was made; the signed `__session` is the
 * shopper's, written by the root's middleware inside React Router.
 */

/** The store's forms only GET and POST; anything else (TRACE, PUT, OPTIONS…) is refused before React Router. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
export const ALLOW = [...ALLOWED_METHODS].join(", ");
const HEALTH_PATH = "/health";
const ONE_YEAR = 60 * 60 * 24 * 365;
const SERVICE_WORKER_PATH = "/service-worker.js";

// Pages whose route says `Cache-Control: public, s-maxage=N`, requested without a session cookie or a query
// string (page-cache.ts has the rules). PAGE_CACHE=off turns it off.
const pageCache = config.pageCache ? new PageCache() : null;
if (pageCache) onCatalogueChange(() => pageCache.clear());

/** The browser's files (build/client), served as they are; the process's entry names the folder. */
function staticFiles(folder: string) {
  return sirv(folder, {
    etag: true,
    gzip: true, // serves a precompressed `.gz` / `.br` sibling when one exists
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlOf(pathname));
    },
  });
}

/**
 * Hashed assets never change; the service worker is asked for again at every check (decision 057), so a new
 * build reaches browsers at once; other files for an hour.
 */
function cacheControlOf(pathname: string): string {
  if (pathname.startsWith("/assets/")) return `public, max-age=${ONE_YEAR}, immutable`;
  return pathname === SERVICE_WORKER_PATH ? "no-cache" : "public, max-age=3600";
}

/** One request, as received. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The unsigned cookies every answer carries: the visitor id on a browser's first response. */
  visitorCookie: string | null;
}

/** The request listener of a storefront process, with the browser's files from `clientFolder`. */
export function storefrontListener(clientFolder: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const serveStatic = staticFiles(clientFolder);
  return (req, res) => handle(req, res, serveStatic);
}

async function handle(req: IncomingMessage, res: ServerResponse, serveStatic: ReturnType<typeof staticFiles>): Promise<void> {
  if (!ALLOWED_METHODS.has(req.method ?? "")) {
    sendText(res, 405, "Method Not Allowed", ["allow", ALLOW]);
    return;
  }
  const origin = requestOrigin(req);
  const url = origin === null ? null : requestUrl(req.url ?? "/", origin);
  if (origin === null || url === null) {
    sendText(res, 400, "Bad Request");
    return;
  }
  if (url.pathname.includes("//")) {
    // No page has an empty path segment; `/ar//x` would even make `//x` (another host) of the language switch.
    const location = url.pathname.replace(/\/{2,}/g, "/") + url.search;
    if (req.method === "POST") sendText(res, 308, "Permanent Redirect", ["location", location]);
    else sendText(res, 301, "Moved Permanently", ["location", location]);
    return;
  }
  if (hasTooManyManifestPaths(url)) {
    sendText(res, 400, "Bad Request");
    return;
  }

  // For load balancers and monitors: this process serves (in maintenance too).
  if (url.pathname === HEALTH_PATH) {
    sendText(res, 200, config.maintenance ? "maintenance" : "ok", ["cache-control", "no-store"]);
    return;
  }
  if (isPhotoPath(url.pathname) && (req.method === "GET" || req.method === "HEAD")) {
    await servePhoto(req, res, url.pathname, config.mediaDir);
    return;
  }
  if (config.maintenance) {
    setSecurityHeaders(res);
    // The page's own styles and scripts still load; everything else is the maintenance page.
    if (req.method === "GET" || req.method === "HEAD") serveStatic(req, res, () => void serveMaintenance(req, res, url));
    else void serveMaintenance(req, res, url);
    return;
  }

  const exchange: Exchange = { req, res, url, visitorCookie: visitorCookieFor(req.headers.cookie) };
  const key = pageCache && (await cacheKeyOf(req, url, origin));
  if (key && (await serveFromCache(exchange, key))) return;
  setSecurityHeaders(res);
  if (req.method === "GET" || req.method === "HEAD") {
    serveStatic(req, res, () => void renderInFull(exchange, key));
  } else if (isCrossSite(req.headers, origin) && !isProviderReturn(req.method, url.pathname) && !isUnsubscribePost(req.method, url.pathname)) {
    sendText(res, 403, "Forbidden");
  } else {
    await renderInFull(exchange, null);
  }
}

/** The page cache's key for this request, whatever its cookies; null when the page cache must not answer it. */
async function cacheKeyOf(req: IncomingMessage, url: URL, origin: string): Promise<string | null> {
  const suggestion = await suggestedLocale(localeFromPathname(url.pathname), req.headers["accept-language"]);
  return pageCacheKey({ method: req.method ?? "GET", origin, url: url.pathname + url.search, suggestion });
}

/**
 * A page the cache may keep, answered from it: as stored, or filled for this browser (its view, its recently
 * viewed strip). A guest's miss is rendered here and stored; a shopper with a session who misses gets the
 * anonymous page rendered (once for all of them) and filled. False when the page must be rendered in full: a
 * session that cannot be filled from (no fresh snapshot, a flash message, a saved product's page), or a page the
 * cache does not keep.
 */
async function serveFromCache(exchange: Exchange, pageKey: string): Promise<boolean> {
  const cache = pageCache!;
  const cookie = exchange.req.headers.cookie;
  let page: CachedPage | undefined;
  let state = "HIT";
  if (!hasSessionCookie(cookie)) {
    page = cache.get(pageKey);
    if (!page) return false;
  } else {
    // A session gets the copy of its customer group (decision 060): another group's prices are never in it.
    const group = await fillableGroup(cookie);
    if (group === null) return false;
    const key = groupPageKey(pageKey, group);
    if (cache.isUnshareable(key)) return false;
    page = cache.get(key);
    if (!page) {
      try {
        page = await sharedRender(exchange, key, group);
      } catch (error) {
        console.error(error);
        return false;
      }
      state = "MISS";
    }
    if (!page?.holes) return false;
  }
  return sendStored(exchange, page, state);
}

/** A stored page, filled when it has holes and this browser has something to fill them with. False when it cannot be filled for it. */
async function sendStored(exchange: Exchange, page: CachedPage, state: string): Promise<boolean> {
  const { req, res } = exchange;
  const cookie = req.headers.cookie;
  // A browser with no session, no viewed products other than this page's and no answer to the banner gets the page as stored.
  const personal = page.holes !== null && isPersonal(cookie, page.shows);
  const personalisation = personal ? await personalisationOf(cookie, page.holes!.page.locale, page.shows) : null;
  if (personal && !personalisation) return false;
  const variant = personalisation
    ? personalisedVariant(page.holes!, personalisation.view, req.headers["accept-encoding"], personalisation.recentlyViewed)
    : pageVariant(page, req.headers["accept-encoding"]);
  const tagManager = config.tagManagerId !== null && personalisation?.view.consent?.analytics === true;
  const headers = [...(tagManager ? withTagManagerAllowed(variant.headers) : variant.headers), "x-cache", personalisation ? "PERSONALISED" : state];
  if (!personalisation) headers.push("age", String(pageCache!.ageOf(page)));
  for (const cookie of edgeCookies(exchange, page.shows)) headers.push("set-cookie", cookie);
  // The stored page has the security headers among its own.
  writeHeadList(res, page.status, headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
  if (personalisation?.productView) recordProductView(personalisation.productView);
  return true;
}

/** A stored page's headers for a shopper who allowed analytics: its policy also lets the tag manager load (decision 064). */
function withTagManagerAllowed(headers: string[]): string[] {
  return headers.map((value, i) => (i % 2 === 1 && headers[i - 1] === "content-security-policy" ? allowingTagManager(value) : value));
}

/** The browser's unsigned cookies this answer sets: its visitor id when new, and the product it shows among those it viewed. */
function edgeCookies({ req, visitorCookie }: Exchange, shows: string | null | undefined): string[] {
  const cookies = visitorCookie ? [visitorCookie] : [];
  const viewed = shows && req.method === "GET" ? viewedCookieFor(req.headers.cookie, shows) : null;
  if (viewed) cookies.push(viewed);
  return cookies;
}

/** Anonymous renders under way, by key: shoppers with a session who miss the same page at once share one. */
const sharedRenders = new Map<string, Promise<CachedPage | undefined>>();

function sharedRender(exchange: Exchange, key: string, group: number): Promise<CachedPage | undefined> {
  let pending = sharedRenders.get(key);
  if (!pending) {
    pending = renderShared(exchange, key, group).finally(() => sharedRenders.delete(key));
    sharedRenders.set(key, pending);
  }
  return pending;
}

/**
 * The page as a shopper of the customer group without a session would get it: the request without its cookies,
 * rendered with holes and the group's prices, and stored. Undefined (remembered for a while) when the page is not
 * one the cache may keep.
 */
async function renderShared({ req, url }: Exchange, key: string, group: number): Promise<CachedPage | undefined> {
  const cache = pageCache!;
  const generation = cache.generation;
  const controller = new AbortController();
  const request = new Request(url, { headers: fetchHeaders(req, url, { withCookies: false }), signal: controller.signal });
  const { response, facts } = await render(request, { clientAddress: clientAddress(req), pageHoles: true, priceGroup: group });
  const page = await cache.store(key, response, generation, facts.viewedProduct ?? null);
  if (!page) {
    // Stops the render (still streaming a page that is not shareable) as a client that went away would.
    controller.abort();
    await response.body?.cancel();
    cache.markUnshareable(key);
  }
  return page;
}

/** Every request the page cache and the static files did not answer: through React Router (and the payment simulators, when on). */
async function renderInFull(exchange: Exchange, key: string | null): Promise<void> {
  const { req, res, url } = exchange;
  try {
    const generation = pageCache?.generation ?? 0;
    const body =
      req.method === "GET" || req.method === "HEAD" ? null : isPhotoUpload(req.method, url.pathname) ? uploadBody(req, UPLOAD_MAX_BYTES) : await readBody(req, url);
    if (body === TOO_LARGE) {
      sendText(res, 413, "Payload Too Large", ["connection", "close"]);
      return;
    }
    const request = toFetchRequest(req, res, url, body);
    // The payment simulators, when configured (decision 034), answer their own paths before React Router.
    const simulated = await simulatorAnswer(request);
    if (simulated) {
      await sendFetchResponse(req, res, simulated, { compress: config.compression, cookies: edgeCookies(exchange, null) });
      return;
    }
    const returned = (await providerReturnAnswer(request)) ?? (await unsubscribeAnswer(request));
    if (returned) {
      await sendFetchResponse(req, res, returned, { compress: config.compression, cookies: edgeCookies(exchange, null) });
      return;
    }
    // A guest's page the cache may keep is rendered with holes: stored, then sent as stored or filled for them.
    const pageHoles = key !== null && req.method === "GET" && !hasSessionCookie(req.headers.cookie);
    let { response, facts } = await render(request, { clientAddress: clientAddress(req), pageHoles });
    const shows = response.status === 200 ? facts.viewedProduct : undefined;
    if (pageHoles) {
      const page = await pageCache!.store(key, response, generation, shows ?? null);
      if (page && (await sendStored(exchange, page, "MISS"))) return;
      if (response.headers.has(PAGE_HOLES_HEADER)) response = await filledForGuest(response, consentOf(req.headers.cookie));
    }
    const extraHeaders = key !== null && !hasSessionCookie(req.headers.cookie) ? ["x-cache", "MISS"] : [];
    await sendFetchResponse(req, res, response, { compress: config.compression, cookies: edgeCookies(exchange, shows), extraHeaders });
  } catch (error) {
    // A client that went away (or was cut off by the request timeout) mid-body is not an error of ours.
    if (!req.complete && req.destroyed) return;
    console.error(error);
    if (!res.headersSent) sendText(res, 500, "Internal Server Error");
    else res.destroy();
  }
}

/** In maintenance: the maintenance page in the language of the path, as a 503 that says when to come back. */
async function serveMaintenance(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const retryAfter = String(config.maintenanceRetryAfterSeconds);
  try {
    const page = new URL(localeFromPathname(url.pathname) === "ar" ? "/ar/maintanence" : "/maintanence", url);
    const { response } = await render(new Request(page), { clientAddress: clientAddress(req), pageHoles: false });
    const headers = new Headers(response.headers);
    headers.set("retry-after", retryAfter);
    headers.set("cache-control", "no-store");
    await sendFetchResponse(req, res, new Response(response.body, { status: 503, headers }), { compress: config.compression, cookies: [] });
  } catch (error) {
    console.error(error);
    if (!res.headersSent) sendText(res, 503, "Service Unavailable", ["retry-after", retryAfter]);
  }
}
