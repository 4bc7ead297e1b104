import type { Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { CartItemTable, ProductType } from "../../db/schema";
import { groupBy } from "../../lib/group-by";
import type { CommerceContext } from "../context";
import { cartGroupOf } from "../customer-groups";
import { groupPriceFields, productTaxRate } from "../prices";
import { bundlePrice, priceWithCustomOptions } from "../../contract/composite-prices";
import { finalPrice } from "../pricing";
import { bundleSaving } from "../product-parts";
import { productImage, productPath, type ProductRow } from "../products";
import { localised, type StoreCode } from "../store";
import type { LineErrorCode } from "../../contract/cart";
import type { GiftCardRecipient } from "../../contract/gift-card";
import { MAX_LINE_QTY } from "./schemas";

/**
 * Cart lines as stored (product, chosen child, chosen options, qty) resolved against the catalogue as it is
 * now: current prices, current stock, labels in the store's language. Nothing about a price is stored.
 */

export type CartItemRow = Selectable<CartItemTable>;

/** The chosen options of a line, stored as canonical JSON: part of the line's identity. */
export interface LineOptions {
  /** option_id → selection_id */
  bundle_options?: Record<string, number>;
  /** option_id → option_type_id */
  custom_options?: Record<string, number>;
  /** A gift card's recipient: two cards for two people are two lines. */
  gift_card?: GiftCardRecipient;
}

const VIRTUAL_TYPES: readonly ProductType[] = ["virtual", "downloadable", "giftcard"];

export function isVirtualType(type: ProductType): boolean {
  return VIRTUAL_TYPES.includes(type);
}

/** Same choices → same string: keys in numeric order, empty maps left out. */
export function canonicalOptions(options: LineOptions): string {
  const sorted = (map: Record<string, number> | undefined) =>
    map && Object.keys(map).length > 0
      ? Object.fromEntries(Object.entries(map).sort(([a], [b]) => Number(a) - Number(b)))
      : undefined;
  const canonical: LineOptions = {};
  const bundle = sorted(options.bundle_options);
  const custom = sorted(options.custom_options);
  if (bundle) canonical.bundle_options = bundle;
  if (custom) canonical.custom_options = custom;
  if (options.gift_card) {
    const { name, email, message, send_on } = options.gift_card;
    canonical.gift_card = { name, email, message, send_on };
  }
  return JSON.stringify(canonical);
}

export function parseOptions(text: string): LineOptions {
  try {
    const parsed = JSON.parse(text) as LineOptions;
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** One unit of a line takes `per_unit` of this product's stock. */
export interface StockNeed {
  product_id: number;
  per_unit: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export interface CartLine {
  item_id: number;
  product_id: number;
  child_product_id: number | null;
  options_key: string;
  sku: string;
  parent_sku: string;
  child_sku: string | null;
  name: string;
  type_id: ProductType;
  image: string;
  url_path: string;
  qty: number;
  /** Most this line may hold now: the stock it draws on (999 when stock is not managed), 0 when none. */
  max_qty: number;
  options: { label: string; value: string }[];
  /** Who the gift card is for; null on other lines. */
  gift_card: GiftCardRecipient | null;
  price_incl_tax: number;
  row_total_incl_tax: number;
  tax_rate: number;
  is_virtual: boolean;
  is_gift_card: boolean;
  brand: string | null;
  category_ids: number[];
  /** Whether every product the line draws on is in stock. */
  is_in_stock: boolean;
  /** Some product it draws on has no managed stock: the quantity cannot be verified ("volatile"). */
  is_volatile: boolean;
  /** The product, child or a chosen option is gone or disabled. */
  is_unavailable: boolean;
  needs: StockNeed[];
  errors: LineErrorCode[];
  /** In stock, available and priced: the line counts in the totals. */
  counted: boolean;
}

export async function cartItemRows(db: DB, cartId: number): Promise<CartItemRow[]> {
  return db.selectFrom("cart_items").selectAll().where("cart_id", "=", cartId).orderBy("id").execute();
}

async function productRows(db: DB, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .selectAll("p")
    .select(["s.qty", "s.is_in_stock", "s.manage_stock"])
    .where("p.id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Resolves stored lines. `db` may be a transaction: nothing here reads through `ctx.db`. */
export async function resolveLines(
  ctx: CommerceContext,
  db: DB,
  items: readonly CartItemRow[],
  store: StoreCode,
): Promise<CartLine[]> {
  if (items.length === 0) return [];
  const now = ctx.now();
  const group = await cartGroupOf(db, items[0]!.cart_id);
  const options = new Map(items.map((item) => [item.id, parseOptions(item.options)]));
  const selectionIds = [...options.values()].flatMap((o) => Object.values(o.bundle_options ?? {}));
  const valueIds = [...options.values()].flatMap((o) => Object.values(o.custom_options ?? {}));

  const [selections, values] = await Promise.all([
    selectionIds.length === 0
      ? []
      : db
          .selectFrom("bundle_selections as bs")
          .innerJoin("bundle_options as bo", "bo.id", "bs.option_id")
          .where("bs.id", "in", selectionIds)
          .select([
            "bs.id",
            "bs.option_id",
            "bs.product_id",
            "bs.qty",
            "bo.product_id as bundle_id",
            "bo.title_en",
            "bo.title_ar",
            "bo.position",
          ])
          .execute(),
    valueIds.length === 0
      ? []
      : db
          .selectFrom("custom_option_values as v")
          .innerJoin("custom_options as o", "o.id", "v.option_id")
          .where("v.id", "in", valueIds)
          .select([
            "v.id",
            "v.option_id",
            "v.title_en",
            "v.title_ar",
            "v.price_type",
            "v.price",
            "o.product_id",
            "o.title_en as option_title_en",
            "o.title_ar as option_title_ar",
            "o.position",
          ])
          .execute(),
  ]);
  const selectionById = new Map(selections.map((s) => [s.id, s]));
  const valueById = new Map(values.map((v) => [v.id, v]));

  const productIds = new Set<number>();
  for (const item of items) {
    productIds.add(item.product_id);
    if (item.child_product_id !== null) productIds.add(item.child_product_id);
  }
  for (const s of selections) productIds.add(s.product_id);
  const parentIds = [...new Set(items.map((i) => i.product_id))];

  const [products, configurableOptions, categories] = await Promise.all([
    productRows(db, [...productIds]),
    db
      .selectFrom("configurable_options")
      .where("product_id", "in", parentIds)
      .select(["product_id", "attribute_code", "position"])
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_categories")
      .where("product_id", "in", parentIds)
      .select(["product_id", "category_id"])
      .orderBy("category_id")
      .execute(),
  ]);
  const attributesOf = groupBy(configurableOptions, (o) => o.product_id);
  const categoriesOf = groupBy(categories, (c) => c.product_id);

  const lines = items.map((item): CartLine => {
    const chosen = options.get(item.id)!;
    const product = products.get(item.product_id);
    const child = item.child_product_id === null ? undefined : products.get(item.child_product_id);
    let unavailable = !product || product.status >= 2;
    if (item.child_product_id !== null) {
      unavailable ||= !child || child.status >= 2 || child.parent_sku !== product?.sku;
    } else if (product?.type_id === "configurable") {
      unavailable = true;
    }

    const bundleChoices = Object.entries(chosen.bundle_options ?? {}).map(([optionId, selectionId]) => {
      const selection = selectionById.get(selectionId);
      const part = selection ? products.get(selection.product_id) : undefined;
      const valid =
        selection !== undefined &&
        part !== undefined &&
        selection.bundle_id === item.product_id &&
        String(selection.option_id) === optionId &&
        part.status < 2;
      return valid ? { selection: selection!, part: part! } : undefined;
    });
    if (bundleChoices.some((c) => c === undefined)) unavailable = true;
    const parts = bundleChoices.flatMap((c) => (c ? [c] : [])).sort((a, b) => a.selection.position - b.selection.position);

    const customChoices = Object.entries(chosen.custom_options ?? {}).map(([optionId, valueId]) => {
      const value = valueById.get(valueId);
      return value && value.product_id === item.product_id && String(value.option_id) === optionId ? value : undefined;
    });
    if (customChoices.some((c) => c === undefined)) unavailable = true;
    const customValues = customChoices.flatMap((v) => (v ? [v] : [])).sort((a, b) => a.position - b.position);

    // What is sold and priced: the child of a configurable, the product itself otherwise.
    const priced = child ?? product;
    const needs: StockNeed[] = [];
    const need = (row: ProductRow | undefined, perUnit: number) => {
      if (row) {
        needs.push({
          product_id: row.id,
          per_unit: perUnit,
          qty: row.qty,
          is_in_stock: row.is_in_stock === 1,
          manage_stock: row.manage_stock === 1,
        });
      }
    };
    need(priced, 1);
    for (const { selection, part } of parts) need(part, selection.qty);

    let unitPrice = 0;
    if (product && priced) {
      const base =
        product.type_id === "bundle"
          ? bundlePrice(
              parts.map(({ selection, part }) => [{ part, qty: selection.qty, is_default: true }]),
              (link) => finalPrice(link.part, now),
              [],
              bundleSaving(product),
            )
          : finalPrice(groupPriceFields(ctx.reference, priced.id, priced, group, item.qty, now), now);
      unitPrice = priceWithCustomOptions(
        base,
        customValues.map((v) => ({ option_type_id: v.id, price_type: v.price_type, price: v.price })),
      );
    }

    const available = Math.min(
      MAX_LINE_QTY,
      ...needs.map((n) => (!n.is_in_stock ? 0 : n.manage_stock ? Math.max(Math.floor(n.qty / n.per_unit), 0) : Infinity)),
    );
    const inStock = needs.length > 0 && available >= 1;
    const errors: LineErrorCode[] = [];
    if (unavailable) errors.push("cart.itemUnavailable");
    else if (!inStock) errors.push("cart.itemOutOfStock");
    else if (unitPrice < 0) errors.push("cart.priceUnknown");
    else if (item.qty > available) errors.push("cart.qtyAboveStock");

    const sku = priced?.sku ?? "";
    const parentSku = product?.sku ?? sku;
    const lineOptions: CartLine["options"] = [];
    if (product && child) {
      for (const option of attributesOf.get(product.id) ?? []) {
        const meta = ctx.reference.attributes.get(option.attribute_code);
        const code = option.attribute_code;
        const index = code === "color" || code === "storage" || code === "screen_size" ? child[code] : null;
        const value = meta?.options.find((o) => o.value_index === index);
        if (meta && value) lineOptions.push({ label: localised(meta, "label", store), value: localised(value, "label", store) });
      }
    }
    for (const { selection, part } of parts) {
      const name = localised(part, "name", store);
      lineOptions.push({ label: localised(selection, "title", store), value: selection.qty > 1 ? `${selection.qty} × ${name}` : name });
    }
    for (const value of customValues) {
      lineOptions.push({ label: localised(value, "option_title", store), value: localised(value, "title", store) });
    }

    return {
      item_id: item.id,
      product_id: item.product_id,
      child_product_id: item.child_product_id,
      options_key: item.options,
      sku,
      parent_sku: parentSku,
      child_sku: child?.sku ?? null,
      name: priced ? localised(priced, "name", store) : sku,
      type_id: product?.type_id ?? "simple",
      image: productImage(sku || parentSku),
      url_path: product ? productPath(product.sku, product.url_key, child?.sku) : "",
      qty: item.qty,
      max_qty: unavailable ? 0 : available,
      options: lineOptions,
      gift_card: chosen.gift_card ?? null,
      price_incl_tax: unitPrice,
      row_total_incl_tax: unitPrice * item.qty,
      tax_rate: priced ? productTaxRate(ctx.reference, priced.tax_class_id, group) : 0,
      is_virtual: product ? isVirtualType(product.type_id) : false,
      is_gift_card: product?.type_id === "giftcard",
      brand: product?.brand ?? null,
      category_ids: (categoriesOf.get(item.product_id) ?? []).map((c) => c.category_id),
      is_in_stock: !unavailable && inStock,
      // A gift card is issued when paid for: with no stock kept, it is never short.
      is_volatile: product?.type_id !== "giftcard" && needs.some((n) => !n.manage_stock),
      is_unavailable: unavailable,
      needs,
      errors,
      counted: errors.length === 0 || (errors.length === 1 && errors[0] === "cart.qtyAboveStock"),
    };
  });

  // The same product in several lines (or inside a bundle) draws on one stock: flag lines that together ask
  // for more than there is.
  const demand = stockDemand(lines.filter((l) => l.counted));
  for (const line of lines) {
    if (!line.counted || line.errors.length > 0) continue;
    if (line.needs.some((n) => n.manage_stock && (demand.get(n.product_id) ?? 0) > n.qty)) line.errors.push("cart.qtyAboveStock");
  }
  return lines;
}

/** How much of each product the whole cart asks for (a product can be in several lines, or in a bundle). */
export function stockDemand(lines: readonly CartLine[]): Map<number, number> {
  const demand = new Map<number, number>();
  for (const line of lines) {
    for (const need of line.needs) demand.set(need.product_id, (demand.get(need.product_id) ?? 0) + line.qty * need.per_unit);
  }
  return demand;
}
