import { sql } from "kysely";
import type { DB } from "../../db/connection";
import { inTransaction } from "../../db/transaction";
import type { CommerceContext } from "../context";
import { CommerceHttpError } from "../envelope";
import { loadBundleOptions, loadGroupedParts } from "../product-parts";
import { findLoadableProduct, productRowBySku, type ProductRow } from "../products";
import type { StoreCode } from "../store";
import { activeCart, insertCart, touchCart, type CartRow } from "./carts";
import { cartError } from "./errors";
import { canonicalOptions, cartItemRows, parseOptions, resolveLines, stockDemand, type CartLine } from "./lines";
import { MAX_LINE_QTY, type CartItemInput, type GiftCardRecipientInput } from "./schemas";
import { readSendOn, RECIPIENT_ERRORS, type GiftCardRecipient } from "../../contract/gift-card";

/** Most lines one cart may hold. */
export const MAX_CART_LINES = 100;

/** A line to add: which product (and child), with which options, how many. */
export interface LineDraft {
  product_id: number;
  child_product_id: number | null;
  options: string;
  qty: number;
}

export type AddStatus = "ok" | "volatile";

/**
 * Checks what a shopper asked for against the catalogue and turns it into line drafts (SPEC §4–5):
 * the product is loadable, a configurable names one of its enabled children, bundle selections and custom
 * option values belong to the product (required ones present), and a grouped product becomes one line per
 * associated part. Stock and price are checked when the lines are written (`writeLines`).
 */
export async function resolveItemInput(ctx: CommerceContext, input: CartItemInput, store: StoreCode): Promise<LineDraft[]> {
  let found: Awaited<ReturnType<typeof findLoadableProduct>>;
  try {
    found = await findLoadableProduct(ctx, input.sku);
  } catch (error) {
    if (error instanceof CommerceHttpError && error.status === 404) throw cartError("cart.productNotFound");
    throw error;
  }
  const { row, configuredChildSku } = found;
  if (input.child_sku && configuredChildSku && input.child_sku !== configuredChildSku) throw cartError("cart.chooseOptions");
  const childSku = input.child_sku ?? configuredChildSku ?? null;

  let child: ProductRow | undefined;
  if (row.type_id === "configurable") {
    child = childSku ? await productRowBySku(ctx, childSku) : undefined;
    if (!child || child.parent_sku !== row.sku || child.status >= 2) throw cartError("cart.chooseOptions");
  } else if (childSku) {
    throw cartError("cart.chooseOptions");
  }
  if (input.bundle_options && row.type_id !== "bundle") throw cartError("cart.chooseOptions");
  if (input.gift_card && row.type_id !== "giftcard") throw cartError("cart.chooseOptions");
  const giftCard = row.type_id === "giftcard" ? recipientOf(input.gift_card, ctx.now()) : undefined;

  if (row.type_id === "grouped") {
    if (input.custom_options && Object.keys(input.custom_options).length > 0) throw cartError("cart.chooseOptions");
    const parts = (await loadGroupedParts(ctx.db, [row.id], store)).get(row.id) ?? [];
    if (parts.length === 0) throw cartError("cart.outOfStock");
    return parts.map((part) => ({
      product_id: part.product_id,
      child_product_id: null,
      options: canonicalOptions({}),
      qty: input.qty * part.qty,
    }));
  }

  const bundle = row.type_id === "bundle" ? await bundleChoices(ctx, row, input.bundle_options ?? {}, store) : undefined;
  const custom = await customChoices(ctx, row, input.custom_options ?? {});
  return [
    {
      product_id: row.id,
      child_product_id: child?.id ?? null,
      options: canonicalOptions({ bundle_options: bundle, custom_options: custom, gift_card: giftCard }),
      qty: input.qty,
    },
  ];
}

/** A gift card is bought for someone: their name and e-mail are required, the send date is today or later (UAE). */
function recipientOf(input: GiftCardRecipientInput | undefined, now: Date): GiftCardRecipient {
  if (!input) throw cartError(RECIPIENT_ERRORS.recipient_name);
  const sendOn = readSendOn(input.send_on, now);
  if (sendOn === undefined) throw cartError(RECIPIENT_ERRORS.send_on);
  return { name: input.recipient_name, email: input.recipient_email.toLowerCase(), message: input.message, send_on: sendOn };
}

/** Every option of the bundle gets a selection: the one asked for, else (required options) the default, else the first. */
async function bundleChoices(
  ctx: CommerceContext,
  row: ProductRow,
  asked: Record<string, number>,
  store: StoreCode,
): Promise<Record<string, number>> {
  const [allOptions, available] = await Promise.all([
    ctx.db.selectFrom("bundle_options").where("product_id", "=", row.id).select(["id", "required"]).execute(),
    loadBundleOptions(ctx.db, [row.id], store).then((m) => m.get(row.id) ?? []),
  ]);
  if (allOptions.length === 0) throw cartError("cart.outOfStock");
  const known = new Set(allOptions.map((o) => String(o.id)));
  if (Object.keys(asked).some((id) => !known.has(id))) throw cartError("cart.chooseOptions");

  const chosen: Record<string, number> = {};
  for (const option of allOptions) {
    const links = available.find((o) => o.option_id === option.id)?.product_links ?? [];
    const wanted = asked[String(option.id)];
    if (wanted !== undefined) {
      if (links.some((l) => l.selection_id === wanted)) {
        chosen[option.id] = wanted;
        continue;
      }
      const exists = await ctx.db
        .selectFrom("bundle_selections")
        .where("id", "=", wanted)
        .where("option_id", "=", option.id)
        .select("id")
        .executeTakeFirst();
      // A real selection whose part cannot be bought now, or a made-up one.
      throw cartError(exists ? "cart.outOfStock" : "cart.chooseOptions");
    }
    if (option.required !== 1) continue;
    const fallback = links.find((l) => l.is_default) ?? links[0];
    if (!fallback) throw cartError("cart.outOfStock");
    chosen[option.id] = fallback.selection_id;
  }
  return chosen;
}

/** Custom option values must belong to the product's options; required options must be chosen. */
async function customChoices(ctx: CommerceContext, row: ProductRow, asked: Record<string, number>): Promise<Record<string, number>> {
  const rows = await ctx.db
    .selectFrom("custom_options as o")
    .leftJoin("custom_option_values as v", "v.option_id", "o.id")
    .where("o.product_id", "=", row.id)
    .select(["o.id as option_id", "o.is_required", "v.id as value_id"])
    .execute();
  for (const [optionId, valueId] of Object.entries(asked)) {
    if (!rows.some((r) => String(r.option_id) === optionId && r.value_id === valueId)) throw cartError("cart.chooseOptions");
  }
  const required = new Set(rows.filter((r) => r.is_required === 1).map((r) => String(r.option_id)));
  for (const optionId of required) if (asked[optionId] === undefined) throw cartError("cart.chooseOptions");
  return asked;
}

/** Adds to the line with the same identity, or creates it: one statement, so concurrent adds sum up. */
async function upsertLine(db: DB, cartId: number, draft: LineDraft, now: Date): Promise<number> {
  const { id } = await db
    .insertInto("cart_items")
    .values({
      cart_id: cartId,
      product_id: draft.product_id,
      child_product_id: draft.child_product_id,
      options: draft.options,
      qty: draft.qty,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .expression(sql`cart_id, product_id, coalesce(child_product_id, 0), options`)
        .doUpdateSet({ qty: sql<number>`cart_items.qty + excluded.qty` }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Re-reads the cart inside the transaction and checks the changed lines against current stock and prices:
 * throwing here rolls the whole change back. Stock is checked cart-wide (the same product in two lines, or
 * inside a bundle, counts once per unit it takes).
 */
export async function checkChangedLines(
  ctx: CommerceContext,
  db: DB,
  cartId: number,
  changed: readonly number[],
  store: StoreCode,
): Promise<CartLine[]> {
  const lines = await resolveLines(ctx, db, await cartItemRows(db, cartId), store);
  if (lines.length > MAX_CART_LINES) throw cartError("cart.tooManyItems");
  const demand = stockDemand(lines);
  const result: CartLine[] = [];
  for (const id of changed) {
    const line = lines.find((l) => l.item_id === id);
    if (!line) throw cartError("cart.itemNotFound");
    if (line.is_unavailable) throw cartError("cart.productNotFound");
    if (!line.is_in_stock) throw cartError("cart.outOfStock");
    if (line.price_incl_tax < 0) throw cartError("cart.priceUnknown");
    if (line.qty > MAX_LINE_QTY) throw cartError("cart.qtyInvalid");
    for (const need of line.needs) {
      if (need.manage_stock && (demand.get(need.product_id) ?? 0) > need.qty) throw cartError("cart.qtyAboveStock");
    }
    result.push(line);
  }
  return result;
}

export interface WriteResult {
  itemIds: number[];
  statuses: AddStatus[];
}

/**
 * Adds drafts to a cart inside a transaction that re-checks stock; every item of `groups` is one request item.
 * `db` is the caller's transaction; the drafts come from `resolveItemInput`, read before it began.
 */
export async function addDrafts(
  ctx: CommerceContext,
  db: DB,
  cart: CartRow,
  groups: readonly LineDraft[][],
  store: StoreCode,
): Promise<{ perGroup: { itemIds: number[]; status: AddStatus }[] }> {
  const now = ctx.now();
  const idsPerGroup: number[][] = [];
  for (const drafts of groups) {
    const ids: number[] = [];
    for (const draft of drafts) ids.push(await upsertLine(db, cart.id, draft, now));
    idsPerGroup.push(ids);
  }
  const lines = await checkChangedLines(ctx, db, cart.id, [...new Set(idsPerGroup.flat())], store);
  await touchCart(db, cart.id, now);
  return {
    perGroup: idsPerGroup.map((ids) => ({
      itemIds: ids,
      status: lines.some((l) => ids.includes(l.item_id) && l.is_volatile) ? "volatile" : "ok",
    })),
  };
}

export async function addItems(
  ctx: CommerceContext,
  token: string,
  inputs: readonly CartItemInput[],
  store: StoreCode,
): Promise<{ cart: CartRow; perGroup: { itemIds: number[]; status: AddStatus }[] }> {
  const groups: LineDraft[][] = [];
  for (const input of inputs) groups.push(await resolveItemInput(ctx, input, store));
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    return { cart, ...(await addDrafts(ctx, trx, cart, groups, store)) };
  });
}

/** A new buy-now cart holding just this item, the customer's when one is named; nothing is created when the item cannot be added. */
export async function buyNowCart(
  ctx: CommerceContext,
  input: CartItemInput,
  store: StoreCode,
  customerId: number | null,
): Promise<{ cart: CartRow; status: AddStatus }> {
  const drafts = await resolveItemInput(ctx, input, store);
  return inTransaction(ctx.db, async (trx) => {
    const cart = await insertCart(trx, { buyNow: true, store, now: ctx.now(), customerId });
    const { perGroup } = await addDrafts(ctx, trx, cart, [drafts], store);
    return { cart, status: perGroup[0]!.status };
  });
}

export async function updateItemQty(
  ctx: CommerceContext,
  token: string,
  itemId: number,
  qty: number,
  store: StoreCode,
): Promise<CartRow> {
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const updated = await trx
      .updateTable("cart_items")
      .set({ qty })
      .where("id", "=", itemId)
      .where("cart_id", "=", cart.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw cartError("cart.itemNotFound");
    await checkChangedLines(ctx, trx, cart.id, [itemId], store);
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}

/**
 * Changes whom a gift-card line is for. The recipient is part of the line's identity: a line that now equals
 * another (the same recipient) joins it, with both quantities.
 */
export async function updateGiftCardRecipient(
  ctx: CommerceContext,
  token: string,
  itemId: number,
  input: GiftCardRecipientInput,
  store: StoreCode,
): Promise<CartRow> {
  const recipient = recipientOf(input, ctx.now());
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const line = await trx.selectFrom("cart_items").selectAll().where("id", "=", itemId).where("cart_id", "=", cart.id).executeTakeFirst();
    if (!line) throw cartError("cart.itemNotFound");
    const options = parseOptions(line.options);
    if (!options.gift_card) throw cartError("cart.chooseOptions");
    const changed = canonicalOptions({ ...options, gift_card: recipient });
    const twin = await trx
      .selectFrom("cart_items")
      .select("id")
      .where("cart_id", "=", cart.id)
      .where("product_id", "=", line.product_id)
      .where("options", "=", changed)
      .where("id", "!=", line.id)
      .executeTakeFirst();
    if (twin) {
      await trx.updateTable("cart_items").set({ qty: sql<number>`qty + ${line.qty}` }).where("id", "=", twin.id).execute();
      await trx.deleteFrom("cart_items").where("id", "=", line.id).execute();
    } else {
      await trx.updateTable("cart_items").set({ options: changed }).where("id", "=", line.id).execute();
    }
    await checkChangedLines(ctx, trx, cart.id, [twin?.id ?? line.id], store);
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}

export async function deleteItem(ctx: CommerceContext, token: string, itemId: number): Promise<CartRow> {
  return inTransaction(ctx.db, async (trx) => {
    const cart = await activeCart(trx, token);
    const deleted = await trx
      .deleteFrom("cart_items")
      .where("id", "=", itemId)
      .where("cart_id", "=", cart.id)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw cartError("cart.itemNotFound");
    await touchCart(trx, cart.id, ctx.now());
    return cart;
  });
}
