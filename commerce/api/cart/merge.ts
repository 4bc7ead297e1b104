import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import type { StoreCode } from "../store";
import { activeCart, touchCart, type CartRow } from "./carts";
import { cartError } from "./errors";
import { attachGiftCard, cartGiftCards, MAX_GIFT_CARDS } from "./gift-cards";
import { cartItemRows, resolveLines } from "./lines";
import { MAX_LINE_QTY } from "./schemas";

/**
 * Moves a guest cart into another cart (on login): equal lines (same product, child and options) add up,
 * capped at the stock the line can draw on now; lines that are out of stock move as they are (the cart shows
 * them with their error). The guest's promo code / bank coupon / gift wrap move when the target has none,
 * its gift cards follow up to the limit of 5. The guest cart is then `merged` and answers `cart.notFound`.
 */
export async function mergeCarts(
  ctx: CommerceContext,
  token: string,
  guestToken: string,
  store: StoreCode,
): Promise<CartRow> {
  if (token === guestToken) throw cartError("cart.mergeSame");
  return inTransaction(ctx.db, async (trx) => {
    const target = await activeCart(trx, token);
    const guest = await activeCart(trx, guestToken);
    const [guestLines, targetItems] = await Promise.all([
      resolveLines(ctx, trx, await cartItemRows(trx, guest.id), store),
      cartItemRows(trx, target.id),
    ]);
    for (const line of guestLines) {
      const cap = line.is_in_stock ? Math.max(line.max_qty, 1) : MAX_LINE_QTY;
      const same = targetItems.find(
        (t) => t.product_id === line.product_id && t.child_product_id === line.child_product_id && t.options === line.options_key,
      );
      if (same) {
        await trx
          .updateTable("cart_items")
          .set({ qty: Math.max(1, Math.min(same.qty + line.qty, cap)) })
          .where("id", "=", same.id)
          .execute();
        await trx.deleteFrom("cart_items").where("id", "=", line.item_id).execute();
      } else {
        await trx
          .updateTable("cart_items")
          .set({ cart_id: target.id, qty: Math.max(1, Math.min(line.qty, cap)) })
          .where("id", "=", line.item_id)
          .execute();
      }
    }

    const carried: Partial<Pick<CartRow, "coupon_code" | "bank_coupon_code" | "gift_wrap_flag" | "gift_wrap_message" | "gift_sender" | "gift_receiver">> = {};
    if (target.coupon_code === null && guest.coupon_code !== null) carried.coupon_code = guest.coupon_code;
    if (target.bank_coupon_code === null && guest.bank_coupon_code !== null) carried.bank_coupon_code = guest.bank_coupon_code;
    if (target.gift_wrap_flag === 0 && guest.gift_wrap_flag === 1) {
      carried.gift_wrap_flag = 1;
      carried.gift_wrap_message = guest.gift_wrap_message;
      carried.gift_sender = guest.gift_sender;
      carried.gift_receiver = guest.gift_receiver;
    }
    if (Object.keys(carried).length > 0) await trx.updateTable("carts").set(carried).where("id", "=", target.id).execute();

    const [targetCards, guestCards] = await Promise.all([cartGiftCards(trx, target.id), cartGiftCards(trx, guest.id)]);
    let count = targetCards.length;
    for (const card of guestCards) {
      if (count >= MAX_GIFT_CARDS) break;
      if (targetCards.some((t) => t.code === card.code)) continue;
      await attachGiftCard(trx, target.id, card.code);
      count += 1;
    }
    await trx.deleteFrom("cart_gift_cards").where("cart_id", "=", guest.id).execute();
    await trx
      .updateTable("carts")
      .set({ status: "merged", updated_at: ctx.now().toISOString() })
      .where("id", "=", guest.id)
      .execute();
    await touchCart(trx, target.id, ctx.now());
    return target;
  });
}
