import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/cart", "/cart"],
    ["/ar/p/SKU-1/phone?x=1#top", "/ar/p/SKU-1/phone?x=1#top"],
    ["/search/%D8%A7", "/search/%D8%A7"],
    // Non-Latin-1 text comes back percent-encoded: always a valid Location header.
    ["/search/هاتف", "/search/%D9%87%D8%A7%D8%AA%D9%81"],
  ])("keeps the same-site path %s", (to, expected) => {
    expect(safeRedirectPath(to, "/")).toBe(expected);
  });

  it.each([
    "//evil.example/steal",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\nSet-Cookie: x=1",
    "/.//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    " /cart",
    "https://evil.example/",
    "javascript:alert(1)",
    "cart",
    "",
    "/" + "a".repeat(3000),
  ])("refuses %j", (to) => {
    expect(safeRedirectPath(to, "/home")).toBe("/home");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null, "/")).toBe("/");
    expect(safeRedirectPath(new Blob(["/x"]), "/")).toBe("/");
  });
});
