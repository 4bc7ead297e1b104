import type { DB } from "../../db/connection";

/**
 * A card the customer asked to keep (the card form's "remember me"). It is kept only once its payment is
 * confirmed, which for a card that needs 3-D Secure happens later, by whichever verified answer comes first
 * (the shopper's return, the gateway's notification or the abandoned-payment sweep): the wish waits with the
 * payment and is kept or forgotten in the transaction that confirms or fails it, so the card is saved once.
 */

export interface CardToKeep {
  customerId: number;
  token: string;
  brand: string;
  last4: string;
  /** `MM/YY`. */
  expiry: string;
  /** The first six digits, which bank offers are judged by. */
  bin: string | null;
}

export async function wishToKeepCard(db: DB, paymentId: number, card: CardToKeep, now: Date): Promise<void> {
  const { customerId, ...kept } = card;
  await db
    .insertInto("pending_saved_cards")
    .values({ payment_id: paymentId, customer_id: customerId, provider: "credit_card", ...kept, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The payment was confirmed: the card it asked to keep is saved (once, even if the customer had saved it before). */
export async function keepWishedCard(trx: DB, paymentId: number, now: Date): Promise<void> {
  const wish = await trx.selectFrom("pending_saved_cards").selectAll().where("payment_id", "=", paymentId).executeTakeFirst();
  if (!wish) return;
  const { payment_id: _paymentId, created_at: _wishedAt, ...card } = wish;
  await trx
    .insertInto("saved_cards")
    .values({ ...card, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["customer_id", "provider", "token"]).doNothing())
    .execute();
  await forgetWishedCard(trx, paymentId);
}

/** The payment failed: nothing of the card stays. */
export async function forgetWishedCard(trx: DB, paymentId: number): Promise<void> {
  await trx.deleteFrom("pending_saved_cards").where("payment_id", "=", paymentId).execute();
}
