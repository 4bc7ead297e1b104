import type { DB } from "../../db/connection";
import type { CartRow } from "./carts";

/**
 * A bank offer (a bank coupon) is for its bank's cards (decision 047): the card's BIN, its first six digits,
 * must fall in one of the offer's ranges (`bank_offer_bins`, inclusive). Until the shopper pays, the offer's
 * discount is shown and counted, marked as pending the card. It is judged before anything is charged: choosing
 * another way to pay takes it off the cart, and a card outside its ranges (typed or saved) is refused and the
 * offer taken off, so that the shopper pays only a total they have seen.
 */

/** The ways to pay with a card, whose BIN a bank offer can be judged by. */
const CARD_METHODS: readonly string[] = ["credit_card", "installments"];

export interface BinRange {
  bin_from: string;
  bin_to: string;
}

/** The way the shopper pays: the method, and for a card its BIN (null when the gateway did not say or the card was saved before BINs were kept). */
export interface WayToPay {
  method: string;
  bin: string | null;
}

export const isCardMethod = (method: string): boolean => CARD_METHODS.includes(method);

/** Whether a BIN falls in one of the ranges; BINs are six digits, so comparing them as text compares them as numbers. */
export function binInRanges(bin: string | null, ranges: readonly BinRange[]): boolean {
  if (bin === null || !/^\d{6}$/.test(bin)) return false;
  return ranges.some((range) => range.bin_from <= bin && bin <= range.bin_to);
}

/** Whether paying this way keeps the bank offer: a card of the bank's. */
export async function suitsBankOffer(db: DB, code: string, way: WayToPay): Promise<boolean> {
  if (!isCardMethod(way.method)) return false;
  const ranges = await db.selectFrom("bank_offer_bins").select(["bin_from", "bin_to"]).where("coupon_code", "=", code).execute();
  return binInRanges(way.bin, ranges);
}

/** Whether the cart's bank offer (if any) stays for this way to pay; one that does not suit it is taken off. */
export async function keepBankOfferFor(db: DB, cart: Pick<CartRow, "id" | "bank_coupon_code">, way: WayToPay): Promise<boolean> {
  if (cart.bank_coupon_code === null || (await suitsBankOffer(db, cart.bank_coupon_code, way))) return true;
  await removeBankOffer(db, cart.id);
  return false;
}

/** Takes the bank offer off the cart, which remembers it so the shopper is told, with the new total. */
export async function removeBankOffer(trx: DB, cartId: number): Promise<void> {
  await trx
    .updateTable("carts")
    .set((eb) => ({ bank_offer_removed: eb.ref("bank_coupon_code"), bank_coupon_code: null }))
    .where("id", "=", cartId)
    .where("bank_coupon_code", "is not", null)
    .execute();
}
