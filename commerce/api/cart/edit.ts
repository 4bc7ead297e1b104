import { sql } from "kysely";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import type { StoreCode } from "../store";
import { activeCart, touchCart, type CartRow } from "./carts";
import { cartError } from "./errors";
import { checkChangedLines, resolveItemInput } from "./items";
import { parseOptions } from "./lines";
import type { LineEditInput } from "./schemas";

/**
 * Edit mode of a cart line (SPEC §3–4): the line gets other choices (a configurable's child, custom options) and
 * another quantity in place, keeping its item id and so its place in the cart. The new choices are checked
 * as an add's are, and the change is undone when the stock or the price refuses it. A bundle keeps its parts;
 * a gift card's line is changed through its recipient form instead.
 */
export async function editLine(
  ctx: CommerceContext,
  token: string,
  itemId: number,
  input: LineEditInput,
  store: StoreCode,
): Promise<CartRow> {
  const cart = await activeCart(ctx.db, token);
  const line = await ctx.db
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .select(["i.options", "p.sku", "p.type_id"])
    .where("i.id", "=", itemId)
    .where("i.cart_id", "=", cart.id)
    .executeTakeFirst();
  if (!line) throw cartError("cart.itemNotFound");
  if (line.type_id === "giftcard") throw cartError("cart.chooseOptions");
  const { bundle_options } = parseOptions(line.options);
  const [draft] = await resolveItemInput(
    ctx,
    { sku: line.sku, child_sku: input.child_sku, qty: input.qty, custom_options: input.custom_options ?? {}, bundle_options },
    store,
  );

  return inTransaction(ctx.db, async (trx) => {
    // A line that already has the new choices joins the edited one, which keeps its id and place.
    const twin = await trx
      .selectFrom("cart_items")
      .select(["id", "qty"])
      .where("cart_id", "=", cart.id)
      .where("product_id", "=", draft!.product_id)
      .where(sql<number>`coalesce(child_product_id, 0)`, "=", draft!.child_product_id ?? 0)
      .where("options", "=", draft!.options)
      .where("id", "!=", itemId)
      .executeTakeFirst();
    if (twin) await trx.deleteFrom("cart_items").where("id", "=", twin.id).execute();
    const updated = await trx
      .updateTable("cart_items")
      .set({ child_product_id: draft!.child_product_id, options: draft!.options, qty: draft!.qty + (twin?.qty ?? 0) })
      .where("id", "=", itemId)
      .where("cart_id", "=", cart.id)
      .where("product_id", "=", draft!.product_id)
      .executeTakeFirst();
    // Removed meanwhile (another tab, a queued change): nothing to edit.
    if (updated.numUpdatedRows === 0n) throw cartError("cart.itemNotFound");
    await checkChangedLines(ctx, trx, cart.id, [itemId], store);
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}
