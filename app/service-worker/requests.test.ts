import { describe, expect, it } from "vitest";
import { handlingOf, offlinePageFor } from "./requests";

const ORIGIN = "https://shop.example.ae";

const navigation = (path: string) => ({ url: ORIGIN + path, method: "GET", mode: "navigate", destination: "document" });
const fetched = (path: string, destination = "") => ({ url: ORIGIN + path, method: "GET", mode: "cors", destination });

describe("what the service worker does with a request", () => {
  it("keeps catalogue, CMS and other shareable pages, in both languages", () => {
    for (const path of ["/", "/ar", "/c/smartphones", "/ar/p/iphone/apple-iphone-15", "/about-us", "/brands/apple", "/offline"]) {
      expect(handlingOf(navigation(path), ORIGIN), path).toBe("page");
    }
  });

  it("sends cart, checkout, account, admin, payment, API and outbox pages to the network only", () => {
    const paths = [
      "/cart",
      "/ar/cart/remove/3",
      "/checkout/review",
      "/guest-checkout",
      "/my-account/orders",
      "/sign-in",
      "/ar/sign-out",
      "/forgot-password",
      "/resetpassword",
      "/admin/orders",
      "/ar/admin",
      "/payment-status",
      "/paymentInProgress",
      "/payment-return/card",
      "/thankyou",
      "/api/outbox",
      "/outbox",
    ];
    for (const path of paths) expect(handlingOf(navigation(path), ORIGIN), path).toBe("private-page");
  });

  it("does not take a page whose path only begins like a personal one for it", () => {
    expect(handlingOf(navigation("/cartridges"), ORIGIN)).toBe("page");
    expect(handlingOf(navigation("/c/admin-tools"), ORIGIN)).toBe("page");
  });

  it("never intercepts posts, data requests, API calls or another origin's requests", () => {
    expect(handlingOf({ ...navigation("/cart"), method: "POST" }, ORIGIN)).toBe("none");
    expect(handlingOf(fetched("/c/smartphones.data"), ORIGIN)).toBe("none");
    expect(handlingOf(fetched("/api/autocomplete?q=tv"), ORIGIN)).toBe("none");
    expect(handlingOf(fetched("/__manifest?paths=%2Fcart"), ORIGIN)).toBe("none");
    expect(handlingOf({ ...navigation("/"), url: "https://cdn.example.com/" }, ORIGIN)).toBe("none");
  });

  it("serves hashed files and versioned translations from the cache, and keeps same-origin images", () => {
    expect(handlingOf(fetched("/assets/root-BYVBD3Jc.js", "script"), ORIGIN)).toBe("asset");
    expect(handlingOf(fetched("/locales/ar?v=tKTsne5qapey"), ORIGIN)).toBe("asset");
    expect(handlingOf(fetched("/locales/ar"), ORIGIN)).toBe("none");
    expect(handlingOf(fetched("/img/300/SKU-1/phone.webp", "image"), ORIGIN)).toBe("image");
    expect(handlingOf(fetched("/media/photos/abc-640.avif", "image"), ORIGIN)).toBe("image");
  });
});

describe("the offline page a missing page is sent to", () => {
  it("says why, in the page's language", () => {
    expect(offlinePageFor("/c/televisions")).toBe("/offline?reason=category");
    expect(offlinePageFor("/ar/c/televisions")).toBe("/ar/offline?reason=category");
    expect(offlinePageFor("/p/iphone/apple-iphone-15")).toBe("/offline?reason=page");
    expect(offlinePageFor("/ar/about-us")).toBe("/ar/offline?reason=page");
    expect(offlinePageFor("/forgot-password")).toBe("/offline?reason=password");
    expect(offlinePageFor("/ar/resetpassword")).toBe("/ar/offline?reason=password");
  });

  it("gives cart, checkout, account, admin and payment pages the general text", () => {
    for (const path of ["/cart", "/ar/checkout/payment", "/my-account", "/admin", "/paymentInProgress"]) {
      expect(offlinePageFor(path), path).toBe(path.startsWith("/ar") ? "/ar/offline" : "/offline");
    }
  });
});
