import { consentCookieValue, consentOfCookieValue, type Consent } from "./consent";
import { BROWSER_COOKIE_ATTRIBUTES, cookieValue } from "./shopper-cookies.server";

/**
 * The `__consent` cookie (decision 064): the shopper's answer to the cookie banner, for a year. It is checked
 * against the four values we write rather than signed: a forged one only changes what its author's own pages
 * show and load. Written by the consent action, read by the root loader and by the edge, which fills it into
 * pages from the shared cache.
 */

export const CONSENT_COOKIE = "__consent";

/** The answer of a request's `Cookie` header, or null when the shopper has not answered. */
export function consentOf(cookieHeader: string | null | undefined): Consent | null {
  return consentOfCookieValue(cookieValue(cookieHeader, CONSENT_COOKIE));
}

/** The `Set-Cookie` that keeps an answer. */
export function consentCookie(consent: Consent): string {
  return `${CONSENT_COOKIE}=${consentCookieValue(consent)}; ${BROWSER_COOKIE_ATTRIBUTES}`;
}
