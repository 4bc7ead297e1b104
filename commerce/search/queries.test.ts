import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchDocument } from "./documents";
import type { ProductSearch } from "./engine";
import queries from "./fixtures/queries.json";
import { DEMO_NOW, demoCatalogueSearch } from "./test-catalogue";

/**
 * The query set of fixtures/queries.json (Arabizi, wrong keyboard layout, typos, Arabic, English) on the demo
 * catalogue: each query's intended product, a pattern on its English name, should be among the first 3 results.
 */

const TOP = 3;
const REQUIRED_SHARE = 0.9;
const ARABIC = /[\u0600-\u06ff]/;

const now = DEMO_NOW;
let cleanup: () => Promise<void>;
let engine: ProductSearch;
let documents: Map<number, SearchDocument>;

beforeAll(async () => {
  ({ engine, documents, cleanup } = await demoCatalogueSearch());
});

afterAll(() => cleanup());

function topNames(query: string): string[] {
  const locale = ARABIC.test(query) ? "ar" : "en";
  const { ids } = engine.search({ query, locale, scope: "search", now, size: TOP });
  return ids.map((id) => documents.get(id)!.name_en);
}

describe("the query set", () => {
  it("has at least 60 queries of every kind", () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(["arabizi", "layout", "typo", "arabic", "english"]));
  });

  it(`finds the intended product in the first ${TOP} results for ${REQUIRED_SHARE * 100}% of the queries or more`, () => {
    const misses = queries
      .map((q) => ({ ...q, found: topNames(q.query) }))
      .filter(({ expect: pattern, found }) => !found.some((name) => new RegExp(pattern).test(name)));
    const share = 1 - misses.length / queries.length;
    const byKind = [...new Set(queries.map((q) => q.kind))].map((kind) => {
      const all = queries.filter((q) => q.kind === kind).length;
      const missed = misses.filter((m) => m.kind === kind).length;
      return `${kind} ${all - missed}/${all}`;
    });
    console.log(`query set: ${queries.length - misses.length}/${queries.length} (${(share * 100).toFixed(1)}%) in the top ${TOP}; ${byKind.join(", ")}`);
    for (const miss of misses) console.log(`  missed ${JSON.stringify(miss.query)} (${miss.kind}): ${miss.found.join(" | ") || "nothing"}`);
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
