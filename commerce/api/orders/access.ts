import { createHmac, timingSafeEqual } from "node:crypto";
import type { CommerceContext } from "../context";
import { storefrontLink, type StoreCode } from "../store";

/**
 * A guest's way back to their order: the order confirmation e-mail links to the order page with a key, the
 * HMAC of the order number under the backend's secret. Whoever holds the link can read the order (not change
 * it); nobody can make a key for another order number without the secret.
 */

export function orderAccessKey(secret: string, incrementId: string): string {
  return createHmac("sha256", secret).update(`order:${incrementId}`).digest("base64url");
}

/** Whether `key` is the order's key, compared in constant time. */
export function keyOpensOrder(secret: string, incrementId: string, key: string): boolean {
  const expected = Buffer.from(orderAccessKey(secret, incrementId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order page's absolute address with its key, in the shopper's language. */
export function orderLink(ctx: CommerceContext, incrementId: string, store: StoreCode): string {
  const key = orderAccessKey(ctx.secret, incrementId);
  return storefrontLink(ctx, store, `/my-account/order/${incrementId}?key=${key}`);
}
