import { withSignature, type ApsParams } from "../../aps-signature";
import { backToMerchantPage, errorPage, type GatewayError, type GatewayLanguage } from "./pages";

/**
 * The gateway's responses. Its pages carry the store's security headers themselves, so they keep them when
 * the gateway runs on its own (commerce/server.ts): no framing, no sniffing, only this origin's stylesheet and
 * form targets. Nothing it answers may be cached: every page is about one payment.
 */
const PAGE_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, { status, headers: { ...PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8" } });
}

export function errorResponse(language: GatewayLanguage, error: GatewayError, status: number, responseCode?: string): Response {
  return htmlResponse(errorPage(language, error, responseCode), status);
}

/** Sends the shopper's browser back to the merchant with the signed answer in the query. */
export function signedRedirect(returnUrl: string, phrase: string, params: ApsParams): Response {
  const url = new URL(returnUrl);
  for (const [key, value] of Object.entries(withSignature(phrase, params))) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return new Response(null, { status: 303, headers: { ...PAGE_HEADERS, Location: url.toString() } });
}

/** Sends the shopper's browser back to the merchant with the signed answer in a form it posts there. */
export function signedFormPost(language: GatewayLanguage, returnUrl: string, signed: Record<string, string>): Response {
  return htmlResponse(backToMerchantPage(language, returnUrl, signed));
}

export function stylesheetResponse(css: string): Response {
  return new Response(css, {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" },
  });
}
