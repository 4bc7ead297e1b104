import { GENERAL_GROUP_ID, GROUP_ID_PARAM, GROUP_PRICES_MAX, PRICED_BY_PARTS, type GroupPriceChange, type GroupPriceInput } from "../contract/customer-groups";
import type { DB } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { recordCatalogueChange } from "../catalogue/changes";
import type { CatalogueReader, CommerceContext } from "./context";
import { localised, type StoreCode } from "./store";
import { recordAudit, type Actor } from "./staff/audit";
import { staffError } from "./staff/errors";

/**
 * Customer groups (decision 060): which group a shopper's prices are for, and the two things staff set, a
 * customer's group and a product's group and tier prices. The prices themselves are decided in pricing.ts.
 */

/** The group a catalogue read asks prices for (`groupId`); a group the store does not have reads as general. */
export function priceGroupOf(params: URLSearchParams, reader: CatalogueReader): number {
  const id = Number(params.get(GROUP_ID_PARAM));
  return Number.isSafeInteger(id) && reader.reference.groups.has(id) ? id : GENERAL_GROUP_ID;
}

/** The group whose prices a cart is priced at: its customer's, general for a guest's cart. */
export async function cartGroupOf(db: DB, cartId: number): Promise<number> {
  const row = await db
    .selectFrom("carts")
    .leftJoin("customers", "customers.id", "carts.customer_id")
    .select("customers.group_id")
    .where("carts.id", "=", cartId)
    .executeTakeFirst();
  return row?.group_id ?? GENERAL_GROUP_ID;
}

/** The groups staff choose from, named in the page's language. */
export function groupChoices(reader: CatalogueReader, store: StoreCode): { id: number; name: string }[] {
  return [...reader.reference.groups.values()].map((group) => ({ id: group.id, name: localised(group, "name", store) }));
}

/** Puts a customer in a group, audited; the prices they see follow from their next page (decision 060). */
export async function setCustomerGroup(ctx: CommerceContext, actor: Actor, customerId: number, groupId: number): Promise<{ group_id: number }> {
  if (!ctx.reference.groups.has(groupId)) throw staffError("customer.groupUnknown");
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const customer = await trx.selectFrom("customers").select("group_id").where("id", "=", customerId).executeTakeFirst();
    if (!customer) throw staffError("customer.notFound");
    if (customer.group_id === groupId) return;
    await trx.updateTable("customers").set({ group_id: groupId, updated_at: now.toISOString() }).where("id", "=", customerId).execute();
    await recordAudit(trx, actor, { action: "customer.group", subject: { type: "customer", id: customerId }, before: { group_id: customer.group_id }, after: { group_id: groupId } }, now);
  });
  return { group_id: groupId };
}

/** A product's group and tier prices as staff last set them, lowest quantity first. */
export async function readGroupPrices(db: DB, productId: number): Promise<GroupPriceInput[]> {
  return db
    .selectFrom("product_group_prices")
    .select(["group_id", "min_qty", "price"])
    .where("product_id", "=", productId)
    .orderBy("min_qty")
    .orderBy("id")
    .execute();
}

/**
 * Replaces a product's group and tier prices, audited, as a catalogue change: every node's prices and page cache
 * follow within a second, as they do for a product's own price.
 */
export function setGroupPrices(ctx: CommerceContext, actor: Actor, productId: number, rows: GroupPriceInput[]): Promise<{ prices: GroupPriceInput[] }> {
  return rewriteGroupPrices(ctx, actor, productId, () => rows);
}

/**
 * Makes one change to a product's rows in the transaction that reads them, so two staff changing rows at once both
 * keep their change (a page that sent the whole list back would undo the other's).
 */
export function changeGroupPrice(ctx: CommerceContext, actor: Actor, productId: number, change: GroupPriceChange): Promise<{ prices: GroupPriceInput[] }> {
  return rewriteGroupPrices(ctx, actor, productId, (before) => {
    const others = before.filter((row) => row.group_id !== change.group_id || row.min_qty !== change.min_qty);
    if (change.change === "remove") return others;
    if (others.length >= GROUP_PRICES_MAX) throw staffError("product.groupPricesFull");
    return [...others, { group_id: change.group_id, min_qty: change.min_qty, price: change.price }];
  });
}

async function rewriteGroupPrices(
  ctx: CommerceContext,
  actor: Actor,
  productId: number,
  rowsAfter: (before: GroupPriceInput[]) => GroupPriceInput[],
): Promise<{ prices: GroupPriceInput[] }> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const product = await trx.selectFrom("products").select("type_id").where("id", "=", productId).executeTakeFirst();
    if (!product) throw staffError("product.notFound");
    if (PRICED_BY_PARTS.has(product.type_id)) throw staffError("product.groupPricesOnParts");
    const before = await readGroupPrices(trx, productId);
    const rows = rowsAfter(before);
    if (rows.some((row) => row.group_id !== null && !ctx.reference.groups.has(row.group_id))) throw staffError("product.unknownGroup");
    await trx.deleteFrom("product_group_prices").where("product_id", "=", productId).execute();
    if (rows.length > 0) await trx.insertInto("product_group_prices").values(rows.map((row) => ({ product_id: productId, ...row }))).execute();
    await recordAudit(trx, actor, { action: "product.groupPrices", subject: { type: "product", id: productId }, before: { prices: before }, after: { prices: rows } }, now);
    await recordCatalogueChange(trx, [productId], now);
    return { prices: rows };
  });
}
