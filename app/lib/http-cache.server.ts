/**
 * Cache-Control for catalogue pages (SPEC §2 "Cache-ignored paths"). A page requested without a session
 * cookie and without a query string is the same for everyone, so a shared cache may keep it briefly;
 * anything else is personal or too varied to share.
 */
export const SHARED_PAGE_TTL_SECONDS = 60;

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)__session=/.test(request.headers.get("Cookie") ?? "");
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
