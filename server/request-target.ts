import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { config } from "~/lib/config.server";

/**
 * What a request is, as far as the edge decides before any route runs: its origin, its URL, who sent it, and
 * whether a post comes from our own pages.
 */

/** A host name, IPv4 or [IPv6] address, with an optional port: all a Host header may say. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Scheme and host as the page will see them in `request.url`, and write into absolute links (canonical,
 * hreflang, JSON-LD, sitemaps): PUBLIC_ORIGIN when it is set, else the Host header (or, behind a proxy, the
 * forwarded one). Null when that header is not a host name, which is a 400.
 */
export function requestOrigin(req: IncomingMessage): string | null {
  if (config.publicOrigin) return config.publicOrigin;
  const proto = (config.trustProxy && firstValue(req.headers["x-forwarded-proto"])) || "http";
  const host = (config.trustProxy && firstValue(req.headers["x-forwarded-host"])) || (req.headers.host ?? `localhost:${config.port}`);
  const origin = `${proto}://${host}`;
  if ((proto !== "http" && proto !== "https") || host.length > 261 || !HOST.test(host) || !URL.canParse(origin)) return null;
  return new URL(origin).origin;
}

/**
 * The request's URL: the origin, then the request target as a path. Never the target resolved as a URL
 * against the origin, which reads `//evil.example/c/x` as a page of evil.example. An absolute-form target
 * (`http://host/path`, as sent to proxies) gives only its path and query. Null for any other target.
 */
export function requestUrl(target: string, origin: string): URL | null {
  let path = target;
  if (!path.startsWith("/")) {
    if (!/^https?:\/\//i.test(path) || !URL.canParse(path)) return null;
    const absolute = new URL(path);
    path = absolute.pathname + absolute.search;
  }
  if (!URL.canParse(origin + path)) return null;
  const url = new URL(origin + path);
  return url.origin === origin ? url : null;
}

/**
 * Who is asking, for rate limits (decision 011): behind a proxy, the address it added last to X-Forwarded-For
 * (the client can write anything before it, so the first would let a guesser choose its own bucket); else the
 * socket's.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = config.trustProxy ? firstValue(req.headers["x-forwarded-for"], "last") : undefined;
  return forwarded || req.socket.remoteAddress || "unknown";
}

/**
 * A post from another site (docs/decisions/004). Refused with a 403: React Router would otherwise throw its own
 * CSRF error for it, which surfaces as a 500. Route actions check the same rule again (app/lib/http.server.ts).
 * Without an `Origin`, the browser's `Sec-Fetch-Site` decides: only `same-origin` and `none` (the shopper's own
 * action) pass; `same-site` is another origin of the same site, such as another subdomain, which the `Origin`
 * rule would refuse as well.
 */
export function isCrossSite(headers: IncomingHttpHeaders, origin: string): boolean {
  const claimed = headers.origin;
  if (claimed !== undefined) return claimed !== origin;
  const site = headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/** Where the browser asks React Router for the routes of the links it sees (decision 027). */
const MANIFEST_PATH = "/__manifest";
/**
 * React Router matches every path of `/__manifest?paths=a,b,…` against every route: about 0.7 ms a path here with
 * the back office's routes (118 route modules), and it takes up to 7,680 characters of them (some 1,400 paths, a
 * second). A page's links with their parent paths come to 20–100 (a category page: 55). A longer list is refused
 * whole, never cut: the browser takes every path it asked about as answered, so a path left out of an answer would
 * never be looked up again and its link would fail. Refused, the browser looks each route up when it is followed.
 */
const MAX_MANIFEST_PATHS = 100;

export function hasTooManyManifestPaths(url: URL): boolean {
  return url.pathname === MANIFEST_PATH && (url.searchParams.get("paths")?.split(",").length ?? 0) > MAX_MANIFEST_PATHS;
}

function firstValue(header: string | string[] | undefined, which: "first" | "last" = "first"): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const parts = value?.split(",");
  return (which === "first" ? parts?.[0] : parts?.at(-1))?.trim();
}
