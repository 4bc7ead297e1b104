/**
 * Cache-Control for catalogue pages (SPEC §2 "Cache-ignored paths"). A page requested without a session
 * cookie and without a query string is the same for everyone, so a shared cache may keep it briefly;
 * anything else is personal or too varied to share.
 */
export const SHARED_PAGE_TTL_SECONDS = 60;

/** Whether a request (or its `Cookie` header) carries our session cookie, verified or not. */
export function hasSessionCookie(request: Request | string | null | undefined): boolean {
  const cookie = typeof request === "string" || request == null ? request : request.headers.get("Cookie");
  return /(?:^|;\s*)__session=/.test(cookie ?? "");
}

export function cataloguePageHeaders(request: Request): HeadersInit {
  const shareable = !hasSessionCookie(request) && new URL(request.url).search === "";
  return {
    "Cache-Control": shareable ? `public, max-age=0, s-maxage=${SHARED_PAGE_TTL_SECONDS}` : "private, no-cache",
    // The root layout suggests the other language to a browser that prefers it (language-preference.server.ts).
    Vary: "Cookie, Accept-Language",
  };
}

export const privatePageHeaders: HeadersInit = { "Cache-Control": "private, no-store" };
