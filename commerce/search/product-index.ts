import MiniSearch, { type Query, type SearchOptions } from "minisearch";

interface RawMatch {
  score: number;
  terms: string[];
}

function isRawMatches(value: unknown): value is Map<number, RawMatch> {
  return value instanceof Map;
}

/**
 * minisearch with two additions:
 * - `forEachMatch()` reads the raw matches minisearch's own `search()` starts from (its `executeQuery`, which its
 *   typings do not declare), scored the same way, unsorted. `search()` builds a result object per match (listing
 *   every matched document term) and sorts them all; a broad query here matches thousands of products, and that
 *   step took half of the search time at 50,000 products. product-index.test.ts checks that both agree, so a
 *   minisearch release that changes this fails the tests.
 * - `nearestTerms()` lists the closest indexed terms to a misspelt one, so a query can take only those.
 */
export class ProductIndex<T> extends MiniSearch<T> {
  /** The indexed terms nearest to `term` (at least one edit, at most `maxEdits`), with their distance. */
  nearestTerms(term: string, maxEdits: number): { term: string; distance: number }[] {
    if (maxEdits === 0) return [];
    const found = [...this._index.fuzzyGet(term, maxEdits)]
      .map(([candidate, [, distance]]) => ({ term: candidate, distance }))
      .filter(({ distance }) => distance > 0);
    const nearest = Math.min(...found.map(({ distance }) => distance));
    return found.filter(({ distance }) => distance === nearest);
  }

  /**
   * Visits every document matching `query`: its id, score, and the query terms (index keys) it matched, in no
   * particular order.
   */
  forEachMatch(query: Query, options: SearchOptions, visit: (id: number, score: number, terms: string[]) => void): void {
    const executeQuery: unknown = Reflect.get(this, "executeQuery");
    const raw: unknown = typeof executeQuery === "function" ? executeQuery.call(this, query, options) : undefined;
    if (!isRawMatches(raw)) throw new Error("minisearch no longer has executeQuery returning a Map: update ProductIndex");
    for (const [shortId, { score, terms }] of raw) {
      // search() weighs a match by how many query terms it matched; so do we
      visit(this._documentIds.get(shortId), score * (terms.length || 1), terms);
    }
  }
}
