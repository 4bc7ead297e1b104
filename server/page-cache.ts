import { promisify } from "node:util";
import { constants as zlibConstants, crc32, deflateRawSync, gzip as gzipCallback } from "node:zlib";
import { LRUCache } from "lru-cache";
import { GENERAL_GROUP_ID } from "../commerce/contract/customer-groups";
import {
  PAGE_HOLES_HEADER,
  anonymousHoleFills,
  deflateSegments,
  filledGzip,
  filledPage,
  cachedHoleFills,
  splitAtHoles,
  type HoledPage,
} from "~/lib/page-holes.server";
import { SECURITY_HEADERS, pinInlineScripts } from "~/lib/security-headers.server";
import type { ShopperView } from "~/lib/shopper-view";

/**
 * Full-page cache for anonymous shoppers, and the response compression, used by the edge (listener.ts) in front
 * of React Router. The cache keeps the rendered
 * bytes of pages that their route declared shareable (`Cache-Control: public, s-maxage=N`, see
 * `http-cache.server.ts`), plus a gzip copy made once when the page is stored. Routes decide what is
 * shareable; this module only refuses what it cannot replay correctly. A page rendered with holes in its
 * personal places (page-holes.server.ts) is kept cut at them too, and filled for shoppers with a session.
 */

const gzip = promisify(gzipCallback);

/**
 * SPEC §2 "Cache-ignored paths", and the back office (decision 040), with or without the `/ar` prefix. React Router
 * matches paths case-insensitively.
 */
const IGNORED_PATH = /^(?:\/ar)?\/(?:search|compare|my-account|cart|(?:guest-)?checkout|thankyou|thank-you|admin)(?:\/|$)/i;

/** Headers that describe one transfer, not the page; the cache writes its own. */
const HOP_HEADERS = new Set([
  "age",
  "connection",
  "content-length",
  "content-encoding",
  "date",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "x-cache",
  PAGE_HOLES_HEADER,
]);

/**
 * `Vary` values the cache already accounts for: cookies (the edge decides what a session gets before the cache
 * answers), the language suggestion the page shows for `Accept-Language` (part of the key), and the encoding,
 * chosen per request.
 */
const VARY_HANDLED = new Set(["cookie", "accept-encoding", "accept-language"]);

const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)|image\/svg\+xml)/i;
const MIN_COMPRESS_BYTES = 1024;

/** Whether a body of this Content-Type is worth gzipping (text, JSON, XML, JavaScript, SVG). */
export function isCompressible(contentType: string | null | undefined): boolean {
  return contentType ? COMPRESSIBLE.test(contentType) : false;
}

export interface PageRequest {
  method: string;
  /** Scheme and host the page was requested at (it is rendered into the page, e.g. hreflang links). */
  origin: string;
  /** The request target as received: a path, possibly with a query string. */
  url: string;
  /** The other language the page suggests for the request's `Accept-Language` (language-preference.server.ts), or null. */
  suggestion: string | null;
}

/**
 * The cache key of a request, or null when the request must go straight to React Router: not GET/HEAD, any query
 * string, or a cache-ignored path. Whether a session may be served from the key is the edge's decision (a fresh
 * snapshot fills the page for it, decision 020). The key includes the origin because the root
 * layout writes the request origin into the page; a path-only key would let a forged Host header poison
 * the page served to everyone. A page that suggests the other language is a second copy, never more.
 */
export function pageCacheKey({ method, origin, url, suggestion }: PageRequest): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.charCodeAt(0) !== 47 /* "/" */ || url.includes("?")) return null;
  if (IGNORED_PATH.test(url)) return null;
  return suggestion ? `${origin}${url} suggest=${suggestion}` : origin + url;
}

/**
 * The key of a customer group's copy of a page (decision 060): its prices are the group's. General's copy, which
 * guests get, is the page's own key.
 */
export function groupPageKey(key: string, group: number): string {
  return group === GENERAL_GROUP_ID ? key : `${key} group=${group}`;
}

/**
 * How long a response may be shared, in seconds (0: not at all): a 200 whose Cache-Control is `public`
 * with a positive `s-maxage`, that sets no cookie, is not already encoded and varies on nothing the key
 * ignores. Capped at `maxTtlSeconds`.
 */
export function shareableSeconds(response: Response, maxTtlSeconds: number): number {
  if (response.status !== 200) return 0;
  const headers = response.headers;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return 0;

  const vary = headers.get("vary");
  if (vary && !vary.split(",").every((name) => VARY_HANDLED.has(name.trim().toLowerCase()))) return 0;

  let isPublic = false;
  let sMaxAge = 0;
  for (const directive of (headers.get("cache-control") ?? "").toLowerCase().split(",")) {
    const [name = "", value] = directive.trim().split("=", 2);
    if (name === "public") isPublic = true;
    else if (name === "private" || name === "no-store" || name === "no-cache") return 0;
    else if (name === "s-maxage") sMaxAge = Number(value?.replace(/"/g, ""));
  }
  if (!isPublic || !Number.isFinite(sMaxAge) || sMaxAge <= 0) return 0;
  return Math.min(Math.floor(sMaxAge), maxTtlSeconds);
}

/** One way of sending a cached page: the body and every header the cache writes for it. */
export interface PageVariant {
  /** Flat `[name, value, name, value…]`, ready for `res.writeHead(status, headers)`. */
  headers: string[];
  body: Buffer;
}

export interface CachedPage {
  status: number;
  identity: PageVariant;
  gzip: PageVariant | null;
  /** The page cut at its holes, for shoppers with a session; null when it has none. */
  holes: PersonalisablePage | null;
  /** `now()` when it was stored, in milliseconds, for the `Age` header. */
  storedAt: number;
  /** The product the page shows (its route said so, `showsProduct`), which each view of it records; else null. */
  shows: string | null;
}

/** What a shopper's own copy is made of. */
interface PersonalisablePage {
  page: HoledPage;
  /** Each segment deflated on its own, when the page has a gzip copy. */
  deflated: Buffer[] | null;
  /** The stored headers, private: a copy with a shopper's values in it is for nobody else. No length yet. */
  identityHeaders: string[];
  gzipHeaders: string[];
}

const NO_STRIP = Buffer.alloc(0);

/** The Cache-Control of a shopper's own copy: the one a full render for a shopper with a session sends. */
const PERSONAL_CACHE_CONTROL = "private, no-cache";

/** Whether `Accept-Encoding` allows gzip (`gzip`, `x-gzip` or `*`, with a non-zero q-value). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  if (!acceptEncoding.includes("gzip") && !acceptEncoding.includes("*")) return false;
  let star = false;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === "gzip" || coding === "x-gzip") return allowed;
    if (coding === "*") star = allowed;
  }
  return star;
}

/** The variant to send for a request's `Accept-Encoding`. */
export function pageVariant(page: CachedPage, acceptEncoding: string | null | undefined): PageVariant {
  return page.gzip && acceptsGzip(acceptEncoding) ? page.gzip : page.identity;
}

/**
 * A stored page with holes, filled with one shopper's view and their recently viewed strip (decision 025), for a
 * request's `Accept-Encoding`.
 */
export function personalisedVariant(
  holes: PersonalisablePage,
  view: ShopperView,
  acceptEncoding: string | null | undefined,
  recentlyViewed: Buffer = NO_STRIP,
): PageVariant {
  const shared = cachedHoleFills(holes.page.locale, view);
  const fills = recentlyViewed.length === 0 ? shared : { ...shared, recentlyViewed };
  const body = holes.deflated && acceptsGzip(acceptEncoding) ? filledGzip(holes.page, holes.deflated, fills) : null;
  if (body) return { headers: [...holes.gzipHeaders, "content-length", String(body.length)], body };
  const identity = filledPage(holes.page, fills);
  return { headers: [...holes.identityHeaders, "content-length", String(identity.length)], body: identity };
}

function personalisable(page: HoledPage, deflated: Buffer[] | null, stored: string[], vary: string): PersonalisablePage {
  const headers: string[] = [];
  for (let i = 0; i < stored.length; i += 2) {
    headers.push(stored[i]!, stored[i]!.toLowerCase() === "cache-control" ? PERSONAL_CACHE_CONTROL : stored[i + 1]!);
  }
  return {
    page,
    deflated,
    identityHeaders: [...headers, "vary", vary],
    gzipHeaders: [...headers, "vary", vary, "content-encoding", "gzip"],
  };
}

function byteLength(buffers: Buffer[] | null | undefined): number {
  return buffers?.reduce((sum, buffer) => sum + buffer.length, 0) ?? 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime, unknown OS
const FINAL_EMPTY_BLOCK = Buffer.from([3, 0]);

/**
 * Gzips a streamed body as it goes, synchronously: `push` returns the compressed bytes of a chunk right
 * away (ended with a sync flush, so the browser can render what it has), `end` the closing bytes. Each
 * chunk is deflated on its own and the pieces form one valid gzip stream; with the few large chunks a
 * document is sent in, that costs about 1% in size and saves the thread-pool round trips of a zlib
 * stream (half the CPU time on our pages).
 */
export class ChunkedGzip {
  #crc = 0;
  #size = 0;
  #started = false;

  constructor(private readonly level = 1) {}

  push(chunk: Uint8Array): Buffer {
    // Nothing to add; and zlib's crc32 of an empty buffer can come back as 0 instead of the running value.
    if (chunk.length === 0) return this.#started ? Buffer.alloc(0) : this.#start(Buffer.alloc(0));
    const deflated = deflateRawSync(chunk, { level: this.level, finishFlush: zlibConstants.Z_SYNC_FLUSH });
    this.#crc = crc32(chunk, this.#crc);
    this.#size = (this.#size + chunk.length) >>> 0;
    return this.#started ? deflated : this.#start(deflated);
  }

  #start(deflated: Buffer): Buffer {
    this.#started = true;
    return Buffer.concat([GZIP_HEADER, deflated]);
  }

  end(): Buffer {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.#crc >>> 0, 0);
    trailer.writeUInt32LE(this.#size, 4);
    return Buffer.concat(this.#started ? [FINAL_EMPTY_BLOCK, trailer] : [GZIP_HEADER, FINAL_EMPTY_BLOCK, trailer]);
  }
}

/**
 * The headers a copy is sent with: the response's own, less those of one transfer, plus the security
 * headers every response carries. A nonce in its Content-Security-Policy would be the same for every shopper
 * the copy goes to, so it is replaced by the hashes of the scripts it allowed (decision 012).
 */
function storedHeaders(headers: Headers, body: Buffer): string[] {
  const stored: string[] = [];
  for (const [name, value] of headers) {
    if (HOP_HEADERS.has(name)) continue;
    stored.push(name, name === "content-security-policy" ? pinInlineScripts(value, body) : value);
  }
  for (let i = 0; i < SECURITY_HEADERS.length; i += 2) {
    const name = SECURITY_HEADERS[i]!;
    if (!headers.has(name)) stored.push(name, SECURITY_HEADERS[i + 1]!);
  }
  return stored;
}

export interface PageCacheOptions {
  /** Longest time a page is kept, whatever its s-maxage says (seconds). Default 60. */
  maxTtlSeconds?: number;
  /** Upper bound on stored bytes (identity + gzip bodies). Default 64 MB. */
  maxBytes?: number;
  maxEntries?: number;
  /** Clock in milliseconds (tests pass their own). Default `performance.now()`. */
  now?: () => number;
}

export class PageCache {
  readonly #entries: LRUCache<string, CachedPage>;
  /** Keys whose render was not shareable: a shopper with a session gets a full render without trying again. */
  readonly #unshareable: LRUCache<string, true>;
  readonly #maxTtlSeconds: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ maxTtlSeconds = 60, maxBytes = 64 * 1024 * 1024, maxEntries = 10_000, now }: PageCacheOptions = {}) {
    this.#maxTtlSeconds = maxTtlSeconds;
    this.#now = now ?? (() => performance.now());
    this.#entries = new LRUCache<string, CachedPage>({
      max: maxEntries,
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (page) =>
        page.identity.body.length +
          (page.gzip?.body.length ?? 0) +
          byteLength(page.holes?.page.segments) +
          byteLength(page.holes?.deflated) || 1,
      perf: { now: this.#now },
      ttlResolution: 0, // read the clock on every lookup rather than caching it for a millisecond
    });
    this.#unshareable = new LRUCache<string, true>({
      max: maxEntries,
      ttl: maxTtlSeconds * 1000,
      perf: { now: this.#now },
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Changes on every `clear()`. Read it before rendering and pass it to `store`, so a page rendered
   * from data read before a purge is not stored after it.
   */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  /** Seconds since the page was stored, for the `Age` header. */
  ageOf(page: CachedPage): number {
    return Math.max(0, Math.floor((this.#now() - page.storedAt) / 1000));
  }

  /**
   * Stores the response when it is shareable and returns the stored page, which the caller sends instead
   * of the response (whose body has then been read). Returns undefined, leaving the response untouched,
   * when it is not shareable. `generation` is the value read before the page was rendered.
   */
  async store(key: string, response: Response, generation: number, shows: string | null = null): Promise<CachedPage | undefined> {
    const ttlSeconds = shareableSeconds(response, this.#maxTtlSeconds);
    if (ttlSeconds === 0) return undefined;

    const rendered = Buffer.from(await response.arrayBuffer());
    const holed = response.headers.has(PAGE_HOLES_HEADER) ? splitAtHoles(rendered) : null;
    const body = holed ? filledPage(holed, anonymousHoleFills(holed.locale)) : rendered;
    const base = storedHeaders(response.headers, body);
    const compress = body.length >= MIN_COMPRESS_BYTES && isCompressible(response.headers.get("content-type"));
    // Level 6: within 1% of level 9 on our pages at about three quarters of the time.
    const zipped = compress ? await gzip(body, { level: 6 }) : null;
    const gzipped = zipped && zipped.length < body.length ? zipped : null;
    const vary = gzipped ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Language, Cookie";
    const deflated = holed && gzipped ? await deflateSegments(holed) : null;

    const page: CachedPage = {
      status: response.status,
      identity: { headers: [...base, "vary", vary, "content-length", String(body.length)], body },
      gzip: gzipped && {
        headers: [...base, "vary", vary, "content-encoding", "gzip", "content-length", String(gzipped.length)],
        body: gzipped,
      },
      holes: holed && personalisable(holed, deflated, base, vary),
      storedAt: this.#now(),
      shows,
    };
    if (generation === this.#generation) this.#entries.set(key, page, { ttl: ttlSeconds * 1000 });
    return page;
  }

  /** Forgets every page (the catalogue changed). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#unshareable.clear();
  }

  /** The anonymous render of this key was not shareable; remembered as long as a page would be. */
  markUnshareable(key: string): void {
    this.#unshareable.set(key, true);
  }

  isUnshareable(key: string): boolean {
    return this.#unshareable.has(key);
  }
}
