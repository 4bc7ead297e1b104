import { describe, expect, it } from "vitest";
import { dirOf, localeFromPathname, localizePath, stripLocale, switchLocalePath } from "./i18n";

describe("locale from the URL", () => {
  it("is lenient for the document shell", () => {
    expect(localeFromPathname("/ar")).toBe("ar");
    expect(localeFromPathname("/ar/c/tv")).toBe("ar");
    expect(localeFromPathname("/arabic")).toBe("en");
    expect(localeFromPathname("/")).toBe("en");
  });

  it("gives the text direction", () => {
    expect(dirOf("ar")).toBe("rtl");
    expect(dirOf("en")).toBe("ltr");
  });
});

describe("localised paths", () => {
  it("prefixes Arabic paths and leaves English alone", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/?q=tv", "ar")).toBe("/ar?q=tv");
    expect(localizePath("/cart", "ar")).toBe("/ar/cart");
    expect(localizePath("/cart", "en")).toBe("/cart");
  });

  it("strips the prefix", () => {
    expect(stripLocale("/ar")).toBe("/");
    expect(stripLocale("/ar/c/x")).toBe("/c/x");
    expect(stripLocale("/arabic")).toBe("/arabic");
  });

  it("switches language keeping path and query", () => {
    expect(switchLocalePath("/c/x", "?y=1", "ar")).toBe("/ar/c/x?y=1");
    expect(switchLocalePath("/ar/c/x", "?y=1", "en")).toBe("/c/x?y=1");
    expect(switchLocalePath("/", "", "ar")).toBe("/ar");
    expect(switchLocalePath("/ar", "", "en")).toBe("/");
  });
});
