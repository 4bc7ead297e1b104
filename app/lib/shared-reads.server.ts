import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { commerceCall, onCatalogueChange, type CommerceCall } from "./commerce.server";

/**
 * Commerce reads that carry no cart or customer token (catalogue, reviews, emirates, stores, instalment plans): the
 * answer is the same for every shopper, so each process keeps it for a minute, and a catalogue change empties
 * them all (decision 015). A refused or failed read is not kept.
 */

const reads = new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: 60_000 });
onCatalogueChange(() => reads.clear());

export type SharedCall = Omit<CommerceCall, "token" | "cartId" | "customer">;

export function sharedRead<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, call: SharedCall): Promise<T> {
  const key = JSON.stringify(call);
  const hit = reads.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = commerceCall(schema, call);
  reads.set(key, pending);
  pending.catch(() => reads.delete(key));
  return pending;
}
