import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/cart", "/cart"],
    ["/ar/p/SKU-1/phone?x=1#top", "/ar/p/SKU-1/phone?x=1#top"],
    ["/search/%D8%A7", "/search/%D8%A7"],
  ])("keeps the same-site path %s", (to, expected) => {
    expect(safeRedirectPath(to, "/")).toBe(expected);
  });

  it.each([
    "//evil.example/steal",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
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
