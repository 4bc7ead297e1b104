import { promisify } from "node:util";
import { constants as zlibConstants, crc32, deflateRaw as deflateRawCallback } from "node:zlib";
import { LRUCache } from "lru-cache";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./i18n";
import { consentBannerClass, consentCookieValue, type Consent } from "./consent";
import { getFixedT } from "./i18n.server";
import { HOLE_END, HOLE_NAMES, HOLE_START, type HoleName } from "./page-holes";
import { ANONYMOUS_VIEW, shopperViewJson, type ShopperView } from "./shopper-view";

/**
 * A page rendered for the shared cache with markers in its personal places (page-holes.ts), cut at the markers,
 * and filled per request: with the anonymous values for the copy everyone without a session gets, with a
 * shopper's own for a shopper with one (docs/decisions/020). Filling is joining buffers; the gzip copy is made
 * of segments deflated once, when the page is stored, and the fills as stored (uncompressed) deflate blocks.
 */

const deflateRaw = promisify(deflateRawCallback);

/** Set by entry.server.tsx on a render that has markers; never sent to a browser. */
export const PAGE_HOLES_HEADER = "x-page-holes";

export interface HoledPage {
  /** The language of the page: the fills are written in it. */
  locale: Locale;
  /** The bytes around the holes: one more than `holes`. */
  segments: Buffer[];
  holes: HoleName[];
}

/** What each hole is filled with, as bytes. */
export type HoleFills = Record<HoleName, Buffer>;

const START = Buffer.from(HOLE_START);
const END = Buffer.from(HOLE_END);
const KNOWN_HOLES = new Set<string>(HOLE_NAMES);
const HTML_LANG = /<html lang="([a-z]{2})"/;

/**
 * The page cut at its markers, or null when it has none. Anything between the private-use characters that is
 * not a hole's name (page content that happens to hold them) is left as it is.
 */
export function splitAtHoles(body: Buffer): HoledPage | null {
  const segments: Buffer[] = [];
  const holes: HoleName[] = [];
  let from = 0;
  for (let start = body.indexOf(START); start !== -1; start = body.indexOf(START, start + START.length)) {
    const end = body.indexOf(END, start + START.length);
    if (end === -1) break;
    const name = body.toString("utf8", start + START.length, end);
    if (!KNOWN_HOLES.has(name)) continue;
    segments.push(body.subarray(from, start));
    holes.push(name as HoleName);
    from = end + END.length;
  }
  if (holes.length === 0) return null;
  segments.push(body.subarray(from));
  const lang = HTML_LANG.exec(segments[0]!.toString("latin1", 0, 512))?.[1];
  return { locale: isLocale(lang) ? lang : DEFAULT_LOCALE, segments, holes };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const NO_STRIP = Buffer.alloc(0);

/** The fills of a view, in the page's language; text is escaped for where it goes (text, attribute, data block). */
export function holeFills(locale: Locale, view: ShopperView): HoleFills {
  const t = getFixedT(locale);
  const { cartCount, firstName } = view;
  return {
    cartCount: Buffer.from(String(cartCount)),
    cartCountLabel: Buffer.from(escapeHtml(t("header.cartCount", { count: cartCount }))),
    accountLabel: Buffer.from(escapeHtml(firstName ? t("header.greeting", { name: firstName }) : t("header.account"))),
    shopperView: Buffer.from(shopperViewJson(view)),
    // The shopper's own strip is not part of the view: it is filled per page (decision 025).
    recentlyViewed: NO_STRIP,
    consentBanner: Buffer.from(consentBannerClass(view.consent)),
  };
}

/**
 * Fills made lately, by language and view: translating is most of the work of filling a page, and shoppers'
 * views repeat (the same few cart counts and first names).
 */
const recentFills = new LRUCache<string, HoleFills>({ max: 10_000 });

/** `holeFills`, remembered. */
export function cachedHoleFills(locale: Locale, view: ShopperView): HoleFills {
  const consent = view.consent ? consentCookieValue(view.consent) : "none";
  const key = `${locale} ${view.cartCount} ${view.owner} ${consent} ${JSON.stringify(view.firstName)}`;
  let fills = recentFills.get(key);
  if (!fills) {
    fills = holeFills(locale, view);
    recentFills.set(key, fills);
  }
  return fills;
}

/** The fills of the page everyone without a session gets: the banner shows. */
export function anonymousHoleFills(locale: Locale): HoleFills {
  return cachedHoleFills(locale, ANONYMOUS_VIEW);
}

/** The page with its holes filled. */
export function filledPage({ segments, holes }: HoledPage, fills: HoleFills): Buffer {
  const parts: Buffer[] = [segments[0]!];
  for (let i = 0; i < holes.length; i++) parts.push(fills[holes[i]!], segments[i + 1]!);
  return Buffer.concat(parts);
}

/** Each segment deflated on its own, ended byte-aligned (a sync flush), so they can be joined with other blocks. */
export function deflateSegments({ segments }: HoledPage): Promise<Buffer[]> {
  return Promise.all(segments.map((segment) => deflateRaw(segment, { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH })));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime, unknown OS
const FINAL_EMPTY_BLOCK = Buffer.from([3, 0]);
/** A stored deflate block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

/** `bytes` as stored (uncompressed) deflate blocks: a 5-byte header each, no compression work. */
function storedBlocks(bytes: Buffer, into: Buffer[]): void {
  for (let at = 0; at < bytes.length; at += STORED_BLOCK_MAX) {
    const part = bytes.subarray(at, at + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    into.push(header, part);
  }
}

/** zlib's crc32 of an empty buffer can come back as 0 instead of the running value. */
function crcOf(bytes: Buffer, crc: number): number {
  return bytes.length === 0 ? crc : crc32(bytes, crc);
}

/** The gzip of `filledPage(page, fills)`, from the segments deflated when the page was stored. */
export function filledGzip({ segments, holes }: HoledPage, deflated: Buffer[], fills: HoleFills): Buffer {
  const parts: Buffer[] = [GZIP_HEADER, deflated[0]!];
  let crc = crcOf(segments[0]!, 0);
  let size = segments[0]!.length;
  for (let i = 0; i < holes.length; i++) {
    const fill = fills[holes[i]!];
    const segment = segments[i + 1]!;
    storedBlocks(fill, parts);
    parts.push(deflated[i + 1]!);
    crc = crcOf(segment, crcOf(fill, crc));
    size += fill.length + segment.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * A render with markers that the cache did not keep (not a 200, or not shareable after all): the page everyone
 * without a session gets, whole, with the banner as the shopper answered it.
 */
export async function filledForGuest(response: Response, consent: Consent | null): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete(PAGE_HOLES_HEADER);
  const body = Buffer.from(await response.arrayBuffer());
  const page = splitAtHoles(body);
  const filled = page ? filledPage(page, cachedHoleFills(page.locale, { ...ANONYMOUS_VIEW, consent })) : body;
  return new Response(new Uint8Array(filled), { status: response.status, headers });
}
