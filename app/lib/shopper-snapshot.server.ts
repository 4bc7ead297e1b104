import { GENERAL_GROUP_ID } from "../../commerce/contract/customer-groups";
import { getProfile } from "~/models/account.server";
import { getSavedProductSkus } from "~/models/wishlist.server";
import { CommerceError } from "./commerce.server";
import type { Consent } from "./consent";
import type { ShopperSnapshot } from "./session.server";
import type { Shopper } from "./shopper.server";
import type { ShopperView } from "./shopper-view";
import { customerOwner, GUEST_OWNER } from "./sync-owner.server";

/**
 * The shopper's snapshot (decision 020): the few values a page shows of a shopper (cart count, first name, which
 * products they saved), kept in their signed session cookie so that a page from the shared cache can be filled
 * for them without a lookup, by any server process. A full render (the root loader) takes it; a post drops it;
 * a page is filled from it only while it is fresh.
 */

/** A page is filled from a snapshot at most this old; past it, the page is rendered in full and takes a new one. */
export const SNAPSHOT_TTL_MS = 60_000;
/** A full render looks the customer up again (name, saved products) once the snapshot is this old. */
const REFRESH_AFTER_MS = SNAPSHOT_TTL_MS / 2;
/** Past this many saved products every product page is rendered in full (the cookie stays well under 4 KB). */
const MAX_SAVED_HASHES = 150;
export const TOO_MANY_SAVED = "*";

/** A product's entry in `ShopperSnapshot.saved`: 32-bit FNV-1a of the sku, base 36. Collisions cost a full render. */
export function savedProductHash(sku: string): string {
  let hash = 0x811c9dc5;
  const text = sku.toLowerCase();
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function savedOf(skus: string[]): string {
  const hashes = new Set(skus.map(savedProductHash));
  return hashes.size > MAX_SAVED_HASHES ? TOO_MANY_SAVED : [...hashes].join(" ");
}

type CustomerPart = Pick<ShopperSnapshot, "at" | "firstName" | "owner" | "saved" | "group">;

/**
 * Each request's lookup, shared by the root loader and the loaders that price products (price-group.server.ts);
 * made again when the request signed the shopper in or out meanwhile.
 */
const lookups = new WeakMap<Shopper, { signedIn: boolean; part: Promise<CustomerPart | null> }>();

/**
 * The customer's part of the view for a full render: from a snapshot young enough, else looked up. Null when
 * the lookup failed: the page then shows no name, and no snapshot is kept, so the next page is rendered in full.
 */
export function customerPartOf(shopper: Shopper, now = Date.now()): Promise<CustomerPart | null> {
  const made = lookups.get(shopper);
  if (made && made.signedIn === shopper.signedIn) return made.part;
  const part = lookUpCustomerPart(shopper, now);
  lookups.set(shopper, { signedIn: shopper.signedIn, part });
  return part;
}

async function lookUpCustomerPart(shopper: Shopper, now: number): Promise<CustomerPart | null> {
  const kept = shopper.snapshot;
  if (
    kept &&
    now - kept.at < REFRESH_AFTER_MS &&
    (kept.firstName !== null) === shopper.signedIn &&
    typeof kept.owner === "string" &&
    Number.isInteger(kept.group)
  ) {
    return kept;
  }
  if (!shopper.signedIn) return { at: now, firstName: null, owner: GUEST_OWNER, saved: "", group: GENERAL_GROUP_ID };
  const customer = shopper.customerAuth();
  if (!customer) return null;
  try {
    const [profile, skus] = await Promise.all([getProfile(shopper.locale, customer), getSavedProductSkus(shopper.locale, customer)]);
    // A renewal that failed signed the customer out during the calls.
    return shopper.signedIn
      ? { at: now, firstName: profile.firstname, owner: customerOwner(profile.id), saved: savedOf(skus), group: profile.group_id }
      : null;
  } catch (error) {
    if (!(error instanceof CommerceError && error.status === 401)) console.error("shopper: customer view unavailable:", error);
    return null;
  }
}

/**
 * The view of a full render (with the consent of the request's cookie, decision 064), and the snapshot it leaves in the cookie for the next pages. Only a session that
 * holds a cart or a customer gets one: a shopper without a cookie never gets one from a page view (decision 007),
 * and neither does a cookie that is empty or does not verify.
 */
export function shopperViewOf(shopper: Shopper, cartCount: number, customer: CustomerPart | null, consent: Consent | null): ShopperView {
  const view: ShopperView = { cartCount, firstName: customer?.firstName ?? null, owner: customer?.owner ?? GUEST_OWNER, consent };
  if (!shopper.holdsTokens) return view;
  if (!customer) {
    shopper.dropSnapshot();
    return view;
  }
  const kept = shopper.snapshot;
  if (
    !kept ||
    kept.at !== customer.at ||
    kept.cartCount !== cartCount ||
    kept.firstName !== customer.firstName ||
    kept.owner !== customer.owner ||
    kept.group !== customer.group
  ) {
    shopper.keepSnapshot({ ...customer, cartCount });
  }
  return view;
}
