import { describe, expect, test } from "vitest";
import { isSameOrigin } from "./http.server";

function post(headers: Record<string, string>): Request {
  return new Request("https://www.example.ae/cart", { method: "POST", headers });
}

describe("isSameOrigin", () => {
  test("an Origin must be this one", () => {
    expect(isSameOrigin(post({ Origin: "https://www.example.ae" }))).toBe(true);
    expect(isSameOrigin(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "http://www.example.ae" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "https://www.example.ae", "Sec-Fetch-Site": "same-origin" }))).toBe(true);
  });

  test.each([
    ["same-origin", true],
    ["none", true],
    ["same-site", false],
    ["cross-site", false],
  ])("without an Origin, Sec-Fetch-Site: %s → %s", (site, allowed) => {
    expect(isSameOrigin(post({ "Sec-Fetch-Site": site }))).toBe(allowed);
  });

  test("a browser that sends neither is let through (SameSite cookies still apply)", () => {
    expect(isSameOrigin(post({}))).toBe(true);
  });
});
