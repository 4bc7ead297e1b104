import type { OrderFilter } from "~/models/back-office-orders.server";

/**
 * The back office's order filter as the list's GET form sends it: what the form may hold, trimmed, empty values
 * left out; the backend checks each value again. The export takes the same query, so it lists what the page shows.
 */
const FILTER_KEYS = ["status", "payment", "delivery", "store", "emirate", "from", "to", "q"] as const;

export function orderFilterOf(url: URL): OrderFilter {
  const filter: OrderFilter = {};
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim().slice(0, 100);
    if (value) filter[key] = value;
  }
  return filter;
}

export function orderFilterQuery(filter: OrderFilter): string {
  return new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== undefined) as [string, string][]).toString();
}
