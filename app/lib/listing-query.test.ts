import { describe, expect, test } from "vitest";
import {
  activeFilters,
  catalogSortOptions,
  hasFilters,
  isCanonicalListing,
  listingHref,
  normalizeSearchTerm,
  pageCount,
  paginationItems,
  priceKey,
  searchPath,
  searchSortOptions,
  serializeListingQuery,
  withoutFilter,
  withoutFilters,
  withPage,
  withSort,
} from "./listing-query";
import { parseListingQuery } from "./listing-query.server";

const parse = (search: string) => parseListingQuery(search, catalogSortOptions);

describe("parseListingQuery", () => {
  test("an empty query is page 1 of the default sort with no filters", () => {
    expect(parse("")).toEqual({ brands: [], colors: [], prices: [], inStock: false, sort: "latest", page: 1 });
    expect(parseListingQuery("", searchSortOptions).sort).toBe("relevance");
  });

  test("reads every filter, prices in fils", () => {
    const query = parse("brand=apple&brand=Sony&color=12&color=7&price=500-1000&price=5000-&in_stock=1&sort=price_asc&page=3");
    expect(query).toEqual({
      brands: ["apple", "sony"],
      colors: [12, 7],
      prices: [
        { from: 50_000, to: 100_000 },
        { from: 500_000, to: undefined },
      ],
      inStock: true,
      sort: "price_asc",
      page: 3,
    });
  });

  test("an open lower end means from zero", () => {
    expect(parse("price=-500").prices).toEqual([{ from: 0, to: 50_000 }]);
    expect(parse("price=0-500").prices).toEqual([{ from: 0, to: 50_000 }]);
  });

  test("ignores garbage instead of throwing", () => {
    const query = parse(
      "brand=&brand=%3Cscript%3E&brand=" +
        "x".repeat(80) +
        "&color=red&color=-1&color=1.5&price=abc&price=1000-500&price=-&price=0-&price=5-5&in_stock=yes&sort=cheapest&page=0",
    );
    expect(query).toEqual({ brands: [], colors: [], prices: [], inStock: false, sort: "latest", page: 1 });
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("page=abc&page=4").page).toBe(1);
  });

  test("relevance is a search sort only", () => {
    expect(parse("sort=relevance").sort).toBe("latest");
    expect(parseListingQuery("sort=relevance", searchSortOptions).sort).toBe("relevance");
  });

  test("drops duplicates", () => {
    const query = parse("brand=apple&brand=apple&color=3&color=3&price=500-1000&price=500-1000");
    expect(query.brands).toEqual(["apple"]);
    expect(query.colors).toEqual([3]);
    expect(query.prices).toHaveLength(1);
  });

  test("caps repeated values at the commerce API's limits", () => {
    const many = Array.from({ length: 20 }, (_, i) => `price=${i * 10}-${i * 10 + 5}`).join("&");
    expect(parse(many).prices).toHaveLength(10);
  });

  test("accepts a URLSearchParams", () => {
    expect(parseListingQuery(new URLSearchParams("brand=lg"), catalogSortOptions).brands).toEqual(["lg"]);
  });
});

describe("serializeListingQuery", () => {
  test("round-trips, leaving out defaults", () => {
    const search = "brand=apple&color=12&price=500-1000&price=5000-&in_stock=1&sort=price_desc&page=2";
    expect(serializeListingQuery(parse(search), catalogSortOptions)).toBe(search);
    expect(serializeListingQuery(parse("sort=latest&page=1"), catalogSortOptions)).toBe("");
  });

  test("writes a fixed order whatever the input order", () => {
    expect(serializeListingQuery(parse("page=2&in_stock=1&brand=lg"), catalogSortOptions)).toBe("brand=lg&in_stock=1&page=2");
  });

  test("the search default sort is relevance", () => {
    const query = parseListingQuery("sort=latest", searchSortOptions);
    expect(serializeListingQuery(query, searchSortOptions)).toBe("sort=latest");
    expect(serializeListingQuery({ ...query, sort: "relevance" }, searchSortOptions)).toBe("");
  });
});

describe("href helpers", () => {
  const query = parse("brand=apple&brand=sony&price=500-1000&in_stock=1&sort=price_asc&page=4");

  test("removing a filter keeps the rest and goes back to page 1", () => {
    expect(listingHref("/c/tv", withoutFilter(query, { kind: "brand", value: "sony" }), catalogSortOptions)).toBe(
      "/c/tv?brand=apple&price=500-1000&in_stock=1&sort=price_asc",
    );
    expect(listingHref("/c/tv", withoutFilter(query, { kind: "price", value: { from: 50_000, to: 100_000 } }), catalogSortOptions)).toBe(
      "/c/tv?brand=apple&brand=sony&in_stock=1&sort=price_asc",
    );
    expect(listingHref("/c/tv", withoutFilter(query, { kind: "in_stock" }), catalogSortOptions)).toBe(
      "/c/tv?brand=apple&brand=sony&price=500-1000&sort=price_asc",
    );
  });

  test("clearing all filters keeps the sort", () => {
    expect(listingHref("/c/tv", withoutFilters(query), catalogSortOptions)).toBe("/c/tv?sort=price_asc");
  });

  test("page links keep filters and sort; page 1 has no page parameter", () => {
    expect(listingHref("/c/tv", withPage(query, 5), catalogSortOptions)).toBe(
      "/c/tv?brand=apple&brand=sony&price=500-1000&in_stock=1&sort=price_asc&page=5",
    );
    expect(listingHref("/c/tv", withPage(query, 1), catalogSortOptions)).toBe(
      "/c/tv?brand=apple&brand=sony&price=500-1000&in_stock=1&sort=price_asc",
    );
  });

  test("a new sort keeps filters and resets the page", () => {
    expect(listingHref("/c/tv", withSort(query, "latest"), catalogSortOptions)).toBe(
      "/c/tv?brand=apple&brand=sony&price=500-1000&in_stock=1",
    );
  });

  test("no query, no question mark", () => {
    expect(listingHref("/ar/c/tv", parse(""), catalogSortOptions)).toBe("/ar/c/tv");
  });

  test("active filters and canonical listings", () => {
    expect(activeFilters(query).map((f) => f.kind)).toEqual(["brand", "brand", "price", "in_stock"]);
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters(withoutFilters(query))).toBe(false);
    expect(isCanonicalListing(parse(""), catalogSortOptions)).toBe(true);
    expect(isCanonicalListing(parse("page=2"), catalogSortOptions)).toBe(false);
    expect(isCanonicalListing(parse("sort=price_asc"), catalogSortOptions)).toBe(false);
    expect(isCanonicalListing(parse("in_stock=1"), catalogSortOptions)).toBe(false);
  });
});

describe("priceKey", () => {
  test("whole dirhams, open ends empty", () => {
    expect(priceKey({ from: 0, to: 50_000 })).toBe("0-500");
    expect(priceKey({ to: 50_000 })).toBe("0-500");
    expect(priceKey({ from: 500_000 })).toBe("5000-");
  });
});

describe("pagination", () => {
  test("page count", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  test("numbered items with gaps", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(paginationItems(6, 20)).toEqual([1, null, 5, 6, 7, null, 20]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe("search terms", () => {
  test("tidied and encoded as one path segment", () => {
    expect(normalizeSearchTerm("  samsung   galaxy \n")).toBe("samsung galaxy");
    expect(normalizeSearchTerm("x".repeat(300))).toHaveLength(100);
    expect(searchPath("usb-c / hdmi")).toBe("/search/usb-c%20%2F%20hdmi");
    expect(searchPath("سامسونج")).toBe("/search/%D8%B3%D8%A7%D9%85%D8%B3%D9%88%D9%86%D8%AC");
  });

  test("the length cut never splits an emoji, and the result can always be encoded", () => {
    const cut = normalizeSearchTerm(`${"a".repeat(99)}😀`);
    expect(cut).toBe("a".repeat(99));
    expect(() => searchPath(cut)).not.toThrow();
    expect(normalizeSearchTerm(`${"a".repeat(98)}😀`)).toBe(`${"a".repeat(98)}😀`);
    expect(normalizeSearchTerm(`${"a".repeat(98)} 😀😀`)).toBe("a".repeat(98));
    for (const lone of ["abc\uD83D", "\uDE00abc", "ab\uD83Dc"]) {
      expect(() => searchPath(normalizeSearchTerm(lone))).not.toThrow();
    }
  });
});
