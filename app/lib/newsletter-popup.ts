/**
 * When the newsletter popup may open (JavaScript only; without it the footer's form is the way in). The browser
 * counts the shop's pages it shows in `localStorage` under this key, and keeps `NEWSLETTER_POPUP_DONE` there once the
 * popup has opened, so that it opens once, on the second page or a later one.
 */
export const NEWSLETTER_POPUP_KEY = "newsletterPopup";
export const NEWSLETTER_POPUP_DONE = "done";
const PAGES_BEFORE_POPUP = 2;

/** Pages where a shopper is busy with something else: buying, their account, signing in, their newsletter or cookies. */
const QUIET_PATHS = ["/cart", "/checkout", "/guest-checkout", "/payment-status", "/paymentInProgress", "/thankyou", "/my-account", "/sign-in", "/sign-up", "/forgot-password", "/resetpassword", "/newsletter", "/consent", "/admin"];

/** Whether the page at `path` (without its language prefix) is one of those. */
export function isQuietPage(path: string): boolean {
  return QUIET_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}/`));
}

/**
 * Counts one more page seen (what the key held before: null, a count, or done) and says what the key holds now
 * and whether the popup opens on this page, where it `may` open; a page that says the footer's form `subscribed`
 * the shopper ends it too.
 */
export function pageSeen(stored: string | null, { may, subscribed }: { may: boolean; subscribed: boolean }): { stored: string; opens: boolean } {
  if (stored === NEWSLETTER_POPUP_DONE || subscribed) return { stored: NEWSLETTER_POPUP_DONE, opens: false };
  const seen = (Number.parseInt(stored ?? "", 10) || 0) + 1;
  if (may && seen >= PAGES_BEFORE_POPUP) return { stored: NEWSLETTER_POPUP_DONE, opens: true };
  return { stored: String(seen), opens: false };
}
