import { randomBytes } from "node:crypto";
import { SKU_MAX, VISITOR_ID } from "../../commerce/contract/cart";
import { config } from "./config.server";

/**
 * The two unsigned cookies of a browser (decision 031), read here and written only by the edge (`server/`); the
 * signed `__session` is the shopper's, written by the root's middleware (request-context.server.ts).
 * - `__visitor`: a random id given on the first response, cached pages included (decision 007). 128 random bits:
 *   it is the key to the browser's guest cart until the session holds the cart's token.
 * - `__viewed`: the products this browser looked at last, latest first (decision 025). It is the browser's own
 *   list and shows only on its own pages, so it needs no signature: a forged one shows its author other
 *   products. Keeping it apart from the session means an anonymous product view signs nothing.
 */

export const VISITOR_COOKIE = "__visitor";
export const VIEWED_COOKIE = "__viewed";
/** Products kept in `__viewed`: the recently viewed strip shows them (all but the page's own product). */
export const VIEWED_MAX = 12;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
/** The attributes of the store's long-lived browser cookies: a year, not readable by scripts. */
export const BROWSER_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${config.cookieSecure ? "; Secure" : ""}`;

/** The value of the cookie `name` in a `Cookie` header, as sent. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader?.includes(`${name}=`)) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export function visitorIdOf(cookieHeader: string | null | undefined): string | undefined {
  const value = cookieValue(cookieHeader, VISITOR_COOKIE);
  return value && VISITOR_ID.test(value) ? value : undefined;
}

/** Random bytes for visitor ids, drawn 4 KB at a time: every cookieless request (a crawler, a first visit) needs one. */
let randomPool = Buffer.alloc(0);
let poolAt = 0;

function newVisitorId(): string {
  if (poolAt + 16 > randomPool.length) {
    randomPool = randomBytes(4096);
    poolAt = 0;
  }
  poolAt += 16;
  return randomPool.subarray(poolAt - 16, poolAt).toString("base64url");
}

/** The `Set-Cookie` that gives a browser its visitor id, or null when the request already carries one. */
export function visitorCookieFor(cookieHeader: string | null | undefined): string | null {
  if (visitorIdOf(cookieHeader)) return null;
  return `${VISITOR_COOKIE}=${newVisitorId()}; ${BROWSER_COOKIE_ATTRIBUTES}`;
}

/** The skus in a request's `__viewed` cookie, latest first; what does not read as a sku is left out. */
export function viewedOf(cookieHeader: string | null | undefined): string[] {
  const value = cookieValue(cookieHeader, VIEWED_COOKIE);
  if (!value) return [];
  const skus = new Set<string>();
  for (const part of value.split("|", VIEWED_MAX)) {
    try {
      const sku = decodeURIComponent(part);
      if (sku !== "" && sku.length <= SKU_MAX) skus.add(sku);
    } catch {
      // Not ours: skipped.
    }
  }
  return [...skus];
}

/**
 * The `Set-Cookie` that records a product page's view: the product moves first. Null when it already is first
 * (opening the same page again writes nothing).
 */
export function viewedCookieFor(cookieHeader: string | null | undefined, sku: string): string | null {
  const viewed = viewedOf(cookieHeader);
  if (viewed[0] === sku || sku === "" || sku.length > SKU_MAX) return null;
  const list = [sku, ...viewed.filter((other) => other !== sku)].slice(0, VIEWED_MAX);
  return `${VIEWED_COOKIE}=${list.map(encodeURIComponent).join("|")}; ${BROWSER_COOKIE_ATTRIBUTES}`;
}
