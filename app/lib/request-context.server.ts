import { createContext, RouterContextProvider, type MiddlewareFunction } from "react-router";
import { localeFromPathname, type Locale } from "./i18n";
import { Shopper } from "./shopper.server";
import { StaffSession } from "./staff-session.server";

/**
 * What one request carries through React Router (decision 031): the facts the server's edge (`server/`) knows
 * before any route runs, the locale of the page, and the shopper, built once by the root's middleware and read by
 * every loader and action of the request with `shopperOf(context)`.
 */

/** What the edge tells the routes about a request, and what a route tells the edge back (`viewedProduct`). */
export interface EdgeFacts {
  /** The Content-Security-Policy nonce of this response (decision 012); none under the Vite dev server. */
  cspNonce?: string;
  /** Who is asking, for rate limits (decision 011). */
  clientAddress: string;
  /** Render the personal places of a shareable page as holes, for the page cache (decision 020). */
  pageHoles: boolean;
  /** The customer group a render with holes shows the prices of, for the page cache's copy of that group (decision 060). */
  priceGroup?: number;
  /** Set by a product page's loader: the product this answer shows, which the edge records as viewed (decision 031). */
  viewedProduct?: string;
}

const edgeContext = createContext<EdgeFacts>({ clientAddress: "unknown", pageHoles: false });
const localeContext = createContext<Locale>();
const shopperContext = createContext<Shopper>();
const staffSessionContext = createContext<StaffSession>();

type Context = Readonly<RouterContextProvider>;

/** The context React Router gets for one request from the edge. */
export function requestContextOf(facts: EdgeFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(edgeContext, facts);
  return context;
}

export function edgeFactsOf(context: Context): EdgeFacts {
  return context.get(edgeContext);
}

/** The client address for rate limits; one shared bucket when the edge gave none (tests calling actions directly). */
export function clientOf(context: Context): string {
  return edgeFactsOf(context).clientAddress;
}

/** A product page shows this product: the edge records it among the products the browser viewed. */
export function showsProduct(context: Context, sku: string): void {
  edgeFactsOf(context).viewedProduct = sku;
}

/** The language of the page: set by the root's middleware from the path, validated by the `($lang)` layout. */
export function localeOf(context: Context): Locale {
  return context.get(localeContext);
}

/** The shopper behind the request; its changes are written to the cookie once, when the response leaves. */
export function shopperOf(context: Context): Shopper {
  return context.get(shopperContext);
}

/** The back office's staff session of the request; signing in or out changes it, and the cookie follows once. */
export function staffSessionOf(context: Context): StaffSession {
  return context.get(staffSessionContext);
}

/**
 * The root's middleware, around every loader and action of a request: the locale, the shopper and the staff
 * session are made once, and their changes leave as one `Set-Cookie` each. Whatever a post changed (the cart, the wishlist, the
 * profile), the next page is rendered in full and takes a new snapshot (decision 020), so a post drops it.
 */
export const shopperMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const locale = localeFromPathname(new URL(request.url).pathname);
  context.set(localeContext, locale);
  const shopper = await Shopper.of(request, locale);
  context.set(shopperContext, shopper);
  const staff = new StaffSession(request);
  context.set(staffSessionContext, staff);
  const response = await next();
  if (request.method === "POST") shopper.dropSnapshot();
  const cookies = (await Promise.all([shopper.commit(), staff.commit()])).filter((cookie) => cookie !== null);
  if (cookies.length === 0) return response;
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // A response with immutable headers (one made by `fetch`): the same answer, with headers of its own.
    const headers = new Headers(response.headers);
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
};
