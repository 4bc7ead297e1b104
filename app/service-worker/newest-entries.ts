/** The parts of a Cache that keeping the newest entries uses. */
export type EntryCache = Pick<Cache, "keys" | "delete" | "put">;

/**
 * Stores `response` for `url` as the cache's newest entry and deletes the oldest ones past `limit`. A cache lists
 * its entries in the order they were put; the entry is deleted first so that a page visited again counts as new.
 */
export async function putNewest(cache: EntryCache, url: string, response: Response, limit: number): Promise<void> {
  await cache.delete(url, { ignoreVary: true });
  await cache.put(url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((request) => cache.delete(request, { ignoreVary: true })));
}
