import { subscriberFilterSchema, type SubscriberFilter } from "../../commerce/contract/newsletter";

/** The newsletter list's filter from the address's query (the list's GET form and its CSV link); anything invalid is left out. */
export function subscriberFilterOf(url: URL): SubscriberFilter {
  const filled = Object.fromEntries([...url.searchParams].filter(([key, value]) => (key === "status" || key === "q") && value !== ""));
  const parsed = subscriberFilterSchema.safeParse(filled);
  return parsed.success ? parsed.data : {};
}

export function subscriberFilterQuery(filter: SubscriberFilter): string {
  return new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")).toString();
}
