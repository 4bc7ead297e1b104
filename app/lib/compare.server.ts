import {
  addToCompare,
  addToGuestCompare,
  clearCompare,
  getCompareSkus,
  mergeIntoCompare,
  removeFromCompare,
} from "~/models/compare.server";
import { CommerceError, type CustomerAuth } from "./commerce.server";
import type { Shopper } from "./shopper.server";

/**
 * Where the shopper's comparison lives: a signed-in customer's in their account (the compare endpoints), a
 * guest's in the session (decision 007). At sign-in the guest's list joins the account's and leaves the
 * session, so a signed-out session shows none (SPEC §4 "Clearing the user … clears compare lists").
 */

/** The change a compare control asks for. */
export type CompareChange = { intent: "add" | "remove"; sku: string } | { intent: "clear" };

/** Runs `call` as the customer; a session that ended meanwhile (the renewal signed them out) runs `asGuest`. */
async function asCustomerOrGuest<T>(shopper: Shopper, call: (customer: CustomerAuth) => Promise<T>, asGuest: () => Promise<T>): Promise<T> {
  const customer = shopper.customerAuth();
  if (!customer) return asGuest();
  try {
    return await call(customer);
  } catch (error) {
    if (error instanceof CommerceError && error.status === 401 && !shopper.signedIn) return asGuest();
    throw error;
  }
}

export function compareSkusOf(shopper: Shopper): Promise<string[]> {
  return asCustomerOrGuest(
    shopper,
    async (customer) => (await getCompareSkus(shopper.locale, customer)).skus,
    async () => shopper.compareSkus,
  );
}

/** Applies the change to the shopper's list; a refusal is a CommerceError (commerce/contract/compare.ts). */
export async function changeCompare(shopper: Shopper, change: CompareChange): Promise<void> {
  const { locale } = shopper;
  await asCustomerOrGuest(
    shopper,
    (customer) =>
      change.intent === "add"
        ? addToCompare(locale, customer, change.sku)
        : change.intent === "remove"
          ? removeFromCompare(locale, customer, change.sku)
          : clearCompare(locale, customer),
    async () => {
      const skus = shopper.compareSkus;
      if (change.intent === "add") shopper.keepCompareSkus((await addToGuestCompare(locale, skus, change.sku)).skus);
      else shopper.keepCompareSkus(change.intent === "remove" ? skus.filter((sku) => sku !== change.sku) : []);
      return { skus: shopper.compareSkus };
    },
  );
}

/** At sign-in: the guest's products join the account's list (those that do not fit stay out), and leave the session. */
export async function mergeGuestCompare(shopper: Shopper, customer: CustomerAuth): Promise<void> {
  const skus = shopper.compareSkus;
  if (skus.length === 0) return;
  try {
    await mergeIntoCompare(shopper.locale, customer, skus);
  } catch (error) {
    // Signing in works even when the list cannot be merged; the guest's products are then left behind.
    console.error("sign-in: compare list not merged:", error);
  }
  shopper.keepCompareSkus([]);
}
