import { describe, expect, test } from "vitest";
import { isQuietPage, NEWSLETTER_POPUP_DONE, pageSeen } from "./newsletter-popup";

describe("the newsletter popup's pages", () => {
  test("opens on the second page seen, and never after it opened", () => {
    const first = pageSeen(null, true);
    expect(first).toEqual({ stored: "1", opens: false });
    const second = pageSeen(first.stored, true);
    expect(second).toEqual({ stored: NEWSLETTER_POPUP_DONE, opens: true });
    expect(pageSeen(second.stored, true)).toEqual({ stored: NEWSLETTER_POPUP_DONE, opens: false });
  });

  test("a page where it may not open still counts, and it opens on the next one where it may", () => {
    const quiet = pageSeen(pageSeen(null, true).stored, false);
    expect(quiet).toEqual({ stored: "2", opens: false });
    expect(pageSeen(quiet.stored, true).opens).toBe(true);
  });

  test("a value it did not write counts as no page seen", () => {
    expect(pageSeen("x", true)).toEqual({ stored: "1", opens: false });
  });

  test("is quiet while buying, signing in and in the account, and not on the shop's other pages", () => {
    for (const path of ["/cart", "/cart/edit/12", "/checkout", "/checkout/payment", "/guest-checkout", "/thankyou", "/payment-status", "/my-account", "/my-account/orders", "/sign-in", "/newsletter/confirm", "/consent", "/admin/orders"]) {
      expect(isQuietPage(path), path).toBe(true);
    }
    for (const path of ["/", "/delivery", "/p/tv/sony-55", "/c/phones", "/search", "/cartier", "/store-locator"]) {
      expect(isQuietPage(path), path).toBe(false);
    }
  });
});
