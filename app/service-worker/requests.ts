import { localeFromPathname, localizePath, stripLocale } from "~/lib/i18n";

/**
 * What the worker does with a request (decision 057):
 * - `asset`: a file whose URL changes with its content (`/assets/`, a versioned translations file): cache first;
 * - `image`: a same-origin image: the network, a copy kept for offline;
 * - `page`: a catalogue, CMS or other shareable page: the network, an anonymous copy kept for offline;
 * - `private-page`: cart, checkout, account, admin, payment: the network only; offline, the offline page;
 * - `none`: not intercepted at all (posts, `.data` and API requests, anything of another origin).
 */
export type Handling = "asset" | "image" | "page" | "private-page" | "none";

/** Why a page is not there offline, as the offline page's `?reason=` says it (SPEC §7); none for the general text. */
const OFFLINE_REASONS = ["page", "category", "password"] as const;
export type OfflineReason = (typeof OFFLINE_REASONS)[number];

export const isOfflineReason = (value: unknown): value is OfflineReason => OFFLINE_REASONS.some((reason) => reason === value);

/** Pages (without the language prefix) that are personal, or part of a payment: never stored. */
const NEVER_STORED = [
  "/cart",
  "/checkout",
  "/guest-checkout",
  "/my-account",
  "/wishlist",
  "/sign-in",
  "/sign-up",
  "/sign-out",
  "/forgot-password",
  "/resetpassword",
  "/admin",
  "/payment-status",
  "/paymentInProgress",
  "/payment-return",
  "/thankyou",
  "/thank-you",
  "/test-gateway",
  "/test-bnpl",
  "/test-paypal",
  "/api",
  "/outbox",
];

const PASSWORD_PAGES = ["/forgot-password", "/resetpassword"];

/** `/cart` covers `/cart` and `/cart/…`, not `/cartoons`. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isNeverStored = (pathname: string) => NEVER_STORED.some((prefix) => under(stripLocale(pathname), prefix));

interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
  readonly destination: string;
}

export function handlingOf(request: RequestFacts, origin: string): Handling {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return "none";
  if (request.mode === "navigate") return isNeverStored(url.pathname) ? "private-page" : "page";
  if (url.pathname.startsWith("/assets/") || (url.pathname.startsWith("/locales/") && url.searchParams.has("v"))) return "asset";
  if (request.destination === "image") return "image";
  return "none";
}

export function offlineReasonOf(pathname: string): OfflineReason | null {
  const path = stripLocale(pathname);
  if (PASSWORD_PAGES.some((page) => under(path, page))) return "password";
  if (isNeverStored(pathname)) return null;
  return under(path, "/c") ? "category" : "page";
}

/** The offline page in the language of `pathname`, saying why that page is not there. */
export function offlinePageFor(pathname: string): string {
  const reason = offlineReasonOf(pathname);
  return localizePath("/offline", localeFromPathname(pathname)) + (reason ? `?reason=${reason}` : "");
}

/** The offline pages, one per language, precached with the shell. */
export const OFFLINE_PAGES = ["/offline", "/ar/offline"];

/** The home pages, kept at install: the offline page sends the shopper home. */
export const HOME_PAGES = ["/", "/ar"];
