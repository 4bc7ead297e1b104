import type { Query } from "minisearch";
import { describe, expect, it } from "vitest";
import { ProductIndex } from "./product-index";

interface IndexMatch {
  id: number;
  score: number;
  terms: string[];
}

const documents = [
  { id: 1, name: "Samsung Galaxy S24" },
  { id: 2, name: "Samsung Galaxy Tab" },
  { id: 3, name: "Apple iPhone 15" },
];

function buildIndex(): ProductIndex<{ id: number; name: string }> {
  const index = new ProductIndex<{ id: number; name: string }>({ fields: ["name"] });
  index.addAll(documents);
  return index;
}

const byId = (matches: IndexMatch[]) => [...matches].sort((a, b) => a.id - b.id);
const query: Query = { combineWith: "OR", queries: ["galaxy", "samsung", { combineWith: "AND", queries: ["iphon", "15"] }] };
const options = { fuzzy: 1 };

function matchesOf(index: ProductIndex<{ id: number; name: string }>): IndexMatch[] {
  const matches: IndexMatch[] = [];
  index.forEachMatch(query, options, (id, score, terms) => matches.push({ id, score, terms }));
  return matches;
}

describe("ProductIndex.forEachMatch", () => {
  it("finds what search() finds, with the same scores and matched terms", () => {
    const index = buildIndex();
    const expected = index.search(query, options).map((r) => ({ id: r.id, score: r.score, terms: r.queryTerms }));
    expect(expected.length).toBe(3);
    expect(byId(matchesOf(index))).toEqual(byId(expected));
  });
});

describe("ProductIndex.nearestTerms", () => {
  it("lists only the nearest indexed terms, never the term itself", () => {
    const index = new ProductIndex<{ id: number; name: string }>({ fields: ["name"] });
    index.addAll([
      { id: 1, name: "samsung galaxy" },
      { id: 2, name: "gaming laptop" },
    ]);
    expect(index.nearestTerms("samsng", 2)).toEqual([{ term: "samsung", distance: 1 }]);
    expect(index.nearestTerms("galaxy", 2)).toEqual([]);
    expect(index.nearestTerms("samsng", 0)).toEqual([]);
  });
});
