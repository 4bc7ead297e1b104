import { describe, expect, it } from "vitest";
import { putNewest, type EntryCache } from "./newest-entries";

/**
 * A cache as the Cache API keeps one: entries in the order they were put; putting a URL it holds replaces the
 * entry where it is (the worst case the browsers allow for the order).
 */
function memoryCache(): EntryCache & { urls(): string[] } {
  const entries = new Map<string, Response>();
  const urlOf = (request: RequestInfo | URL) => (typeof request === "string" ? request : request instanceof URL ? request.href : request.url);
  return {
    urls: () => [...entries.keys()],
    async keys() {
      return [...entries.keys()].map((url) => new Request(url));
    },
    async delete(request) {
      return entries.delete(urlOf(request));
    },
    async put(request, response) {
      entries.set(urlOf(request), response);
    },
  };
}

const page = (n: number) => `https://shop.example.ae/p/${n}`;

describe("keeping the newest pages", () => {
  it("keeps the last 50 visited, the oldest going first", async () => {
    const cache = memoryCache();
    for (let n = 1; n <= 53; n++) await putNewest(cache, page(n), new Response(String(n)), 50);
    expect(cache.urls()).toHaveLength(50);
    expect(cache.urls()[0]).toBe(page(4));
    expect(cache.urls().at(-1)).toBe(page(53));
  });

  it("counts a page visited again as the newest", async () => {
    const cache = memoryCache();
    for (let n = 1; n <= 3; n++) await putNewest(cache, page(n), new Response(String(n)), 3);
    await putNewest(cache, page(1), new Response("again"), 3);
    await putNewest(cache, page(4), new Response("4"), 3);
    expect(cache.urls()).toEqual([page(3), page(1), page(4)]);
  });
});
