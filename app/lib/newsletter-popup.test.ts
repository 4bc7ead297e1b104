import { describe, expect, test } from "vitest";
import { isQuietPage, NEWSLETTER_POPUP_DONE, pageSeen } from "./newsletter-popup";

const may = { may: true, subscribed: false };
const quiet = { may: false, subscribed: false };

describe("the newsletter popup's pages", () => {
  test("opens on the second page seen, and never after it opened", () => {
    const first = pageSeen(null, may);
    expect(first).toEqual({ stored: "1", opens: false });
    const second = pageSeen(first.stored, may);
    expect(second).toEqual({ stored: NEWSLETTER_POPUP_DONE, opens: true });
    expect(pageSeen(second.stored, may)).toEqual({ stored: NEWSLETTER_POPUP_DONE, opens: false });
  });

  test("a page where it may not open still counts, and it opens on the next one where it may", () => {
    const counted = pageSeen(pageSeen(null, may).stored, quiet);
    expect(counted).toEqual({ stored: "2", opens: false });
    expect(pageSeen(counted.stored, may).opens).toBe(true);
  });

  test("a subscription from the footer's form ends it before it opened", () => {
    expect(pageSeen("1", { may: true, subscribed: true })).toEqual({ stored: NEWSLETTER_POPUP_DONE, opens: false });
    expect(pageSeen(NEWSLETTER_POPUP_DONE, may).opens).toBe(false);
  });

  test("a value it did not write counts as no page seen", () => {
    expect(pageSeen("x", may)).toEqual({ stored: "1", opens: false });
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
