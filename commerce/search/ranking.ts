import type { SearchSort } from "./types";

/** A listed product with the score the query gave it (0 without a query). */
export interface RankedHit {
  score: number;
  product: {
    id: number;
    unitsSold: number;
    createdAt: number;
    updatedAt: number;
    finalPrice: number;
  };
}

type Compare = (a: RankedHit, b: RankedHit) => number;

const byBestsellers: Compare = (a, b) => b.product.unitsSold - a.product.unitsSold || a.product.id - b.product.id;

export const comparators: Record<SearchSort, Compare> = {
  relevance: (a, b) => b.score - a.score || byBestsellers(a, b),
  latest: (a, b) => b.product.updatedAt - a.product.updatedAt || b.product.id - a.product.id,
  newest: (a, b) => b.product.createdAt - a.product.createdAt || b.product.id - a.product.id,
  price_asc: (a, b) => a.product.finalPrice - b.product.finalPrice || byBestsellers(a, b),
  price_desc: (a, b) => b.product.finalPrice - a.product.finalPrice || byBestsellers(a, b),
  bestsellers: byBestsellers,
};

/**
 * Items `start` to `start + size` in `compare` order. A shallow page of a long list keeps only the best
 * `start + size` items in a heap instead of sorting everything. May reorder `items`.
 */
export function pageOf<T>(items: T[], compare: (a: T, b: T) => number, start: number, size: number): T[] {
  const end = start + size;
  if (start >= items.length) return [];
  if (end * 8 >= items.length) return items.sort(compare).slice(start, end);
  return firstInOrder(items, end, compare).slice(start);
}

/** The `k` first items in `compare` order, sorted, using a heap whose root is the worst item kept. */
function firstInOrder<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  const heap: T[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    [heap[i], heap[j]] = [heap[j]!, heap[i]!];
  };
  const siftDown = (from: number) => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
