import { PAGES_CACHE, SHELL_CACHE } from "./cache-names";
import { OFFLINE_PAGES, offlinePageFor } from "./requests";
import type { FetchEvent } from "./scope";
import { putNewest } from "./newest-entries";

/** The pages kept for offline: the last ones visited. */
const KEPT_PAGES = 50;

/**
 * Whether the server said anyone may be given this page (`Cache-Control: public`, app/lib/http-cache.server.ts):
 * a page rendered for a session is `private` and is never stored.
 */
function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  const directives = (response.headers.get("Cache-Control") ?? "").toLowerCase().split(",");
  return directives.some((directive) => directive.trim() === "public");
}

/**
 * A page of the catalogue (or any other shareable one): the network first, and a copy kept. The shopper's own
 * copy is kept only when it is anonymous; for a shopper with a session the anonymous copy is asked for
 * beside it (the server's page cache answers it). Offline: the kept copy, else the offline page saying why.
 */
export async function visitedPage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await storedPage(request.url)) ?? offlineRedirect(request.url);
  }
  if (isShareable(response)) {
    const copy = response.clone();
    event.waitUntil(keepPage(request.url, copy));
  } else if (response.status === 200 && new URL(request.url).search === "") {
    event.waitUntil(keepAnonymousCopy(request.url).catch((error: unknown) => console.warn("service worker: no anonymous copy of", request.url, error)));
  }
  return response;
}

/** A page that is never stored (cart, checkout, account…): the network; offline, the offline page. */
export async function privatePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineRedirect(request.url);
  }
}

/** Stores the page as a shopper without cookies gets it, when the server says it may be shared. */
export async function keepAnonymousCopy(url: string): Promise<void> {
  const response = await fetch(url, { credentials: "omit" });
  if (isShareable(response)) await keepPage(url, response);
}

async function keepPage(url: string, response: Response): Promise<void> {
  await putNewest(await caches.open(PAGES_CACHE), url, response, KEPT_PAGES);
}

/** A visited page, or the offline page (its precached copy answers whatever its `?reason=`). */
async function storedPage(url: string): Promise<Response | undefined> {
  const visited = await (await caches.open(PAGES_CACHE)).match(url, { ignoreVary: true });
  if (visited || !isOfflinePage(url)) return visited;
  return (await caches.open(SHELL_CACHE)).match(url, { ignoreSearch: true, ignoreVary: true });
}

const isOfflinePage = (url: string) => OFFLINE_PAGES.includes(new URL(url).pathname);

/**
 * A redirect, not the offline page's body: the document that hydrates must match its address. Without the offline
 * page itself (never, once installed), the browser's own error.
 */
function offlineRedirect(url: string): Response {
  if (isOfflinePage(url)) return Response.error();
  const { pathname, origin } = new URL(url);
  return Response.redirect(new URL(offlinePageFor(pathname), origin).href, 302);
}

/** Empties the visited pages (on sign-out: browsing history must not stay on a shared device). */
export async function forgetPages(): Promise<void> {
  await caches.delete(PAGES_CACHE);
}
