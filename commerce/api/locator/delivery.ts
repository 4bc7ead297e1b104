import { DELIVERY_METHODS, type DeliveryMethod } from "../../contract/checkout";
import { FREE_SHIPPING_FROM, shippingPrice } from "../cart/totals";
import { deliveryDays, estimatedDelivery, SAME_DAY_CUTOFF_HOUR, SUPPLIER_EXTRA_DAYS } from "../checkout/estimates";
import type { CommerceContext } from "../context";
import { listableProduct } from "../product-cards";
import { localised, type StoreCode } from "../store";
import { locatorError } from "./errors";
import { emirateByCode } from "./stores";

/**
 * Delivery timelines (SPEC §7 "GET delivery timelines by productSku") and the rules the delivery page explains,
 * both from the checkout's own estimate rules (commerce/api/checkout/estimates.ts) and prices
 * (commerce/api/cart/totals.ts): what a shopper reads before ordering is what the checkout then promises.
 */

/** The methods a product page estimates: delivery to an address. */
const HOME_DELIVERY: readonly DeliveryMethod[] = ["standard", "express"];

/** A method's fee, and the subtotal from which it is free when there is one (the cart's own prices). */
function feeOf(method: DeliveryMethod) {
  const fee = shippingPrice(method, 0);
  return { fee, free_from: shippingPrice(method, FREE_SHIPPING_FROM) < fee ? FREE_SHIPPING_FROM : null };
}

/** When a product ordered now would arrive in an emirate, by standard and by express delivery. */
export async function deliveryTimelines(ctx: CommerceContext, sku: string, emirateCode: string, store: StoreCode) {
  const product = await listableProduct(ctx, sku);
  if (!product) throw locatorError("locator.productNotFound");
  const emirate = await emirateByCode(ctx.db, emirateCode);
  // As the cart counts a line, stock the store does not manage is ordered from the supplier; a configurable
  // product's stock is its variants'. A bundle's or grouped product's parts are products of their own.
  const rows = await ctx.db
    .selectFrom("products as p")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .select(["p.type_id", "s.manage_stock"])
    .where((eb) => eb.or([eb("p.sku", "=", product.sku), eb("p.parent_sku", "=", product.sku)]))
    .execute();
  const volatile = rows.some((r) => r.type_id === "simple") && rows.every((r) => r.manage_stock === 0);
  const now = ctx.now();
  return {
    sku: product.sku,
    emirate: { code: emirate.code, name: localised(emirate, "name", store) },
    supplier_days: volatile ? SUPPLIER_EXTRA_DAYS : 0,
    estimates: HOME_DELIVERY.map((method) => ({
      method,
      date: estimatedDelivery({ method, emirateId: emirate.id, volatile, now }),
      ...feeOf(method),
    })),
  };
}

/** Every delivery method with its fee, and the days each takes to every emirate before and after the cut-off. */
export async function deliveryRules(ctx: CommerceContext, store: StoreCode) {
  const [emirates, stores] = await Promise.all([
    ctx.db.selectFrom("emirates").selectAll().orderBy("position").execute(),
    ctx.db.selectFrom("pickup_stores").select(["curbside"]).execute(),
  ]);
  return {
    cutoff_hour: SAME_DAY_CUTOFF_HOUR,
    supplier_days: SUPPLIER_EXTRA_DAYS,
    methods: DELIVERY_METHODS.map((method) => ({ method, ...feeOf(method) })),
    emirates: emirates.map((emirate) => ({
      code: emirate.code,
      name: localised(emirate, "name", store),
      days: DELIVERY_METHODS.map((method) => ({
        method,
        before_cutoff: deliveryDays(method, emirate.id, false),
        after_cutoff: deliveryDays(method, emirate.id, true),
      })),
    })),
    cash_on_delivery: { fee: ctx.payments.codFee, max: ctx.payments.codMax },
    stores: { total: stores.length, curbside: stores.filter((s) => s.curbside === 1).length },
  };
}
