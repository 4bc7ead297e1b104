import { beforeEach, describe, expect, it, vi } from "vitest";
import { findRedirect, resolveUrl } from "~/models/catalog.server";
import {
  dispatchPath,
  dispatchUrl,
  parseSitemapFileName,
  redirectLocation,
  sitemapFileName,
  sitemapIndexXml,
  sitemapUrlsetXml,
} from "./url-dispatcher.server";

vi.mock("~/models/catalog.server", () => ({
  findRedirect: vi.fn(),
  resolveUrl: vi.fn(),
  getSitemapEntries: vi.fn(),
}));

const redirects = vi.mocked(findRedirect);
const mappings = vi.mocked(resolveUrl);

const cmsPage = { identifier: "customer-support/contact-us", title: "Contact Us", meta_description: "Call us", content: "<h2>Hi</h2>" };
const category = { id: 9, parent_ids: [2, 3], name: "Smartphones", url_key: "smartphones", url_path: "mobiles-tablets/smartphones", level: 3, product_count: 10, children_data: [] };

beforeEach(() => {
  redirects.mockReset().mockResolvedValue(undefined);
  mappings.mockReset().mockResolvedValue(undefined);
});

describe("dispatchPath", () => {
  it("drops the Arabic prefix, trailing and doubled slashes, and decodes", () => {
    expect(dispatchPath("/ar/about-us/", "ar")).toBe("/about-us");
    expect(dispatchPath("/customer-support//contact-us/", "en")).toBe("/customer-support/contact-us");
    expect(dispatchPath("/caf%C3%A9", "en")).toBe("/café");
    expect(dispatchPath("/bad%E0%A4%A", "en")).toBe("/bad%E0%A4%A");
    expect(dispatchPath("/ar", "ar")).toBe("/");
  });
});

describe("redirectLocation", () => {
  it("prefixes plain paths for the current locale and keeps Arabic and absolute targets", () => {
    expect(redirectLocation("/c/tv", "en", "")).toBe("/c/tv");
    expect(redirectLocation("/c/tv", "ar", "")).toBe("/ar/c/tv");
    expect(redirectLocation("c/tv", "ar", "")).toBe("/ar/c/tv");
    expect(redirectLocation("/ar/c/tv", "ar", "")).toBe("/ar/c/tv");
    expect(redirectLocation("/ar/c/tv", "en", "")).toBe("/ar/c/tv");
    expect(redirectLocation("https://example.com/x", "ar", "?a=1")).toBe("https://example.com/x");
  });

  it("keeps the request's query before a hash, unless the target has its own", () => {
    expect(redirectLocation("/terms-conditions#content-11", "en", "?utm=x")).toBe("/terms-conditions?utm=x#content-11");
    expect(redirectLocation("/c/tv?sort=price", "en", "?utm=x")).toBe("/c/tv?sort=price");
  });
});

describe("dispatchUrl", () => {
  const dispatch = (path: string, locale: "en" | "ar" = "en") => dispatchUrl(new URL(`http://shop.test${path}`), locale);

  it("follows a legacy redirect, preferring one recorded for the Arabic path", async () => {
    redirects.mockImplementation(async ({ path }) => (path === "/ar/old.html" ? { to: "/ar/c/new", type: 301 } : { to: "/c/other", type: 302 }));
    expect(await dispatch("/ar/old.html", "ar")).toEqual({ kind: "redirect", location: "/ar/c/new", status: 301 });
    expect(await dispatch("/old.html?x=1")).toEqual({ kind: "redirect", location: "/c/other?x=1", status: 302 });
    expect(mappings).not.toHaveBeenCalled();
  });

  it("sends the home page's alias home", async () => {
    expect(await dispatch("/pwa.html")).toEqual({ kind: "redirect", location: "/", status: 301 });
    expect(await dispatch("/ar/pwa.html?x=1", "ar")).toEqual({ kind: "redirect", location: "/ar?x=1", status: 301 });
  });

  it("ignores a redirect to the same address and looks the path up instead", async () => {
    redirects.mockResolvedValue({ to: "/loop", type: 301 });
    expect(await dispatch("/loop")).toEqual({ kind: "not_found", locale: "en" });
    expect(mappings).toHaveBeenCalledWith({ locale: "en", path: "loop" });
  });

  it("sends a category's url_path to its /c page", async () => {
    mappings.mockResolvedValue({ _type: "category", _source: category });
    expect(await dispatch("/ar/mobiles-tablets/smartphones/", "ar")).toEqual({ kind: "redirect", location: "/ar/c/smartphones", status: 301 });
    expect(mappings).toHaveBeenCalledWith({ locale: "ar", path: "mobiles-tablets/smartphones" });
  });

  it("renders a CMS page at its one address and redirects other spellings to it", async () => {
    mappings.mockResolvedValue({ _type: "cms_page", _source: cmsPage });
    const found = await dispatch("/ar/customer-support/contact-us", "ar");
    expect(found).toMatchObject({
      kind: "cms_page",
      view: { path: "/customer-support/contact-us", locale: "ar", origin: "http://shop.test", page: { title: "Contact Us" } },
    });
    expect(found.kind === "cms_page" && found.view.title).toContain("Contact Us |");
    expect(await dispatch("/customer-support/contact-us/")).toEqual({ kind: "redirect", location: "/customer-support/contact-us", status: 301 });
  });

  it("is not found when nothing matches, and never looks up the bare root", async () => {
    expect(await dispatch("/nothing")).toEqual({ kind: "not_found", locale: "en" });
    expect(await dispatch("/ar/", "ar")).toEqual({ kind: "not_found", locale: "ar" });
    expect(redirects).toHaveBeenCalledTimes(1);
  });
});

describe("XML sitemaps", () => {
  it("names and parses the split files", () => {
    expect(parseSitemapFileName("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFileName("categories.xml")).toEqual({ kind: "categories" });
    expect(parseSitemapFileName("products-12.xml")).toEqual({ kind: "products", page: 12 });
    for (const bad of ["products-0.xml", "products-01.xml", "products.xml", "x.xml", undefined]) expect(parseSitemapFileName(bad)).toBeUndefined();
    expect(sitemapFileName({ kind: "products", page: 3 })).toBe("products-3.xml");
  });

  it("lists each page in English with both languages as alternates, escaped", () => {
    const xml = sitemapUrlsetXml("https://shop.test", [{ path: "/p/A&B/x", updatedAt: "2025-03-04T05:06Z" }, { path: "/" }]);
    expect(xml).toContain("<loc>https://shop.test/p/A&amp;B/x</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://shop.test/ar/p/A&amp;B/x"/>');
    expect(xml).toContain("<lastmod>2025-03-04T05:06:00.000Z</lastmod>");
    expect(xml).toContain('<url><loc>https://shop.test/</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.test/"/><xhtml:link rel="alternate" hreflang="ar" href="https://shop.test/ar"/>');
    expect(sitemapIndexXml("https://shop.test", [{ kind: "pages" }, { kind: "products", page: 1 }])).toContain(
      "<sitemap><loc>https://shop.test/sitemap/products-1.xml</loc></sitemap>",
    );
  });
});
