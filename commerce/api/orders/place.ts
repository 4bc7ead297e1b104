import { sql, type Selectable } from "kysely";
import type { InstalmentBankCode } from "../../contract/instalment-plan";
import type { DB } from "../../db/connection";
import { formatMoney } from "../../../common/format";
import type { OrderTable } from "../../db/schema";
import { recordCatalogueChange } from "../../catalogue/changes";
import { inTransaction } from "../../db/transaction";
import type { Payment } from "../../payments/provider";
import { queueMessage } from "../../outbox/outbox";
import { licenceKeyLinesText } from "../../outbox/templates";
import { activeCart, type CartRow } from "../cart/carts";
import { stockDemand } from "../cart/lines";
import { cartState, shippingMethodOf, type CartView, type TotalsView } from "../cart/view";
import { customerProblem, findRule, type CouponUser } from "../cart/coupons";
import type { CartErrorCode } from "../../contract/cart";
import type { CommerceContext } from "../context";
import { storeCodeOfId, storeIds, type StoreCode } from "../store";
import { issueOrderGiftCards } from "../gift-cards/issue";
import { burnOrderPoints } from "../loyalty/ledger";
import { orderLink } from "./access";
import { orderError } from "./errors";
import { assignKeys, type AssignedKey } from "./licence-keys";
import { shipOrder } from "./shipments";

/**
 * Placing an order (SPEC §4 "Placing an order"; issue 10), as one transaction: the cart is priced and
 * stock-checked again, every unit it needs is taken from stock by a conditional update (stock never goes
 * below zero: an update that would is refused and everything rolls back), gift cards and loyalty points give up what they pay and
 * a limited coupon counts one use the same way (and its limit per customer is checked against the order's e-mail
 * and account), the order and its lines (and the codes it used) are written, and the cart is closed.
 * A cart becomes at most one order: `orders.cart_id` is unique, and a cart that was already ordered answers
 * its order again, so a double submit, a reloaded post or a second tab all get the same order.
 */

export type Order = Selectable<OrderTable>;

export interface OrderDetails {
  email: string;
  customerName: string;
  mobile: string;
  customerId: number | null;
  /** The addresses as the checkout took them (JSON in the order); the delivery method is the cart's. */
  shippingAddress: Record<string, unknown>;
  billingAddress: Record<string, unknown>;
  /** The delivery method's details: pickup store, vehicle, gift message. */
  delivery: Record<string, unknown>;
  vatTrn: string | null;
  vatCompany: string | null;
  employeeId: string | null;
  /**
   * The loyalty points the review page showed the order spending: placing it refuses when the balance no longer
   * has them (another order spent them meanwhile), rather than charging the shopper more than they saw.
   */
  loyaltyPoints?: number;
  /** The estimated delivery date (YYYY-MM-DD) of each cart line, by item id. */
  estimates: ReadonlyMap<number, string>;
  paymentMethod: string;
  /** The card that pays (brand and last 4 digits), when a card does. */
  card?: { brand: string; last4: string };
  /** The card instalment plan chosen (decision 046) and what the shopper repays over its months, when paid so. */
  instalment?: { bank: InstalmentBankCode; months: number; total: number };
  /**
   * Cash on delivery and orders the gift cards pay are confirmed when placed (their payment `authorized`);
   * card and BNPL orders wait, pending, for the provider's verified answer (their payment `initiated`).
   */
  status: "pending" | "confirmed";
}

export interface PlacedOrder {
  order: Order;
  payment: Payment;
}

/**
 * `proof`, when given, runs first in the same transaction (the cash on delivery code is spent there): a
 * refused proof places nothing and answers null. Two submits at once then queue on the database's write lock,
 * and the second finds the first's order instead of a spent code.
 */
export function placeOrder(ctx: CommerceContext, cartToken: string, details: OrderDetails, store: StoreCode): Promise<PlacedOrder>;
export function placeOrder(
  ctx: CommerceContext,
  cartToken: string,
  details: OrderDetails,
  store: StoreCode,
  proof: ((trx: DB) => Promise<boolean>) | undefined,
): Promise<PlacedOrder | null>;
export async function placeOrder(
  ctx: CommerceContext,
  cartToken: string,
  details: OrderDetails,
  store: StoreCode,
  proof?: (trx: DB) => Promise<boolean>,
): Promise<PlacedOrder | null> {
  return inTransaction(ctx.db, async (trx) => {
    const ordered = await orderOfCart(trx, cartToken);
    if (ordered) return ordered;
    if (proof && !(await proof(trx))) return null;
    const cart = await activeCart(trx, cartToken);
    const { lines, view } = await cartState({ ...ctx, db: trx }, cart, store);
    if (lines.some((line) => line.errors.length > 0)) throw orderError("order.outOfStock");
    const counted = lines.filter((line) => line.counted);
    if (counted.length === 0) throw orderError("order.emptyCart");

    const now = ctx.now();
    await takeStock(trx, stockDemand(counted), now);
    await spendGiftCards(trx, view.gift_cards);
    const coupons = await useCoupons(trx, cart, view, { customerId: details.customerId ?? cart.customer_id, email: details.email });
    const totals: OrderTotals = {
      ...view.totals,
      gift_card_amounts: view.gift_cards.filter((c) => c.applied_amount > 0).map((c) => ({ code: c.code, applied_amount: c.applied_amount })),
    };
    const order = await insertOrder(trx, cart, details, totals, coupons, store, now);
    if (details.loyaltyPoints !== undefined && details.loyaltyPoints !== totals.loyalty_points) throw orderError("order.totalsChanged");
    await burnOrderPoints(trx, order.customer_id, order.id, totals.loyalty_points, now);
    await trx
      .insertInto("order_items")
      .values(
        counted.map((line) => ({
          order_id: order.id,
          product_id: line.product_id,
          sku: line.child_sku ?? line.sku,
          name: line.name,
          qty: line.qty,
          price_incl_tax: line.price_incl_tax,
          row_total_incl_tax: line.row_total_incl_tax,
          options: line.options_key,
          tax_rate: line.tax_rate,
          estimated_delivery: details.estimates.get(line.item_id) ?? null,
          stock_taken: JSON.stringify(line.needs.map((need) => ({ product_id: need.product_id, qty: line.qty * need.per_unit }))),
        })),
      )
      .execute();
    const payment = await trx
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider: details.paymentMethod,
        card_brand: details.card?.brand ?? null,
        card_last4: details.card?.last4 ?? null,
        reference: `${order.increment_id}-1`,
        status: details.status === "confirmed" ? "authorized" : "initiated",
        amount: view.totals.grand_total,
        expires_at: details.status === "pending" ? new Date(now.getTime() + ctx.payments.paymentTimeoutMs).toISOString() : null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const closed = await trx
      .updateTable("carts")
      .set({ status: "ordered", updated_at: now.toISOString() })
      .where("id", "=", cart.id)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw orderError("order.emptyCart");
    if (order.status === "confirmed") await orderConfirmed(ctx, trx, order);
    return { order, payment };
  });
}

/** What an order keeps of the cart's totals: the cart's, and what each gift card paid (given back if it fails). */
export interface OrderTotals extends TotalsView {
  gift_card_amounts: { code: string; applied_amount: number }[];
}

/**
 * What follows an order's confirmation, in the transaction that confirms it: the shipment and its tax invoice,
 * the gift cards its gift-card lines bought, the confirmation e-mail in the order's language, and the licence keys
 * of its software with their own e-mail.
 */
export async function orderConfirmed(ctx: CommerceContext, db: DB, order: Order): Promise<void> {
  await shipOrder(db, order, ctx.now());
  await issueOrderGiftCards(ctx, db, order);
  await queueOrderPlaced(ctx, db, order);
  const keys = await assignKeys(db, order.id, ctx.now());
  if (keys.length > 0) await queueLicenceKeys(ctx, db, order, keys);
}

/** The order confirmation e-mail in the order's language: queued when the order is confirmed, and when staff send it again. */
export async function queueOrderPlaced(ctx: CommerceContext, db: DB, order: Order): Promise<void> {
  const now = ctx.now();
  const store = storeCodeOfId(order.store_id);
  const totals = JSON.parse(order.totals) as OrderTotals;
  await queueMessage(
    db,
    {
      to: order.email,
      locale: store,
      template: "orderPlaced",
      params: {
        name: order.customer_name,
        number: order.increment_id,
        total: formatMoney(totals.grand_total, store),
        link: orderLink(ctx, order.increment_id, store),
      },
    },
    now,
  );
}

async function queueLicenceKeys(ctx: CommerceContext, db: DB, order: Order, keys: readonly AssignedKey[]): Promise<void> {
  const store = storeCodeOfId(order.store_id);
  await queueMessage(
    db,
    {
      to: order.email,
      locale: store,
      template: "licenceKeys",
      params: {
        name: order.customer_name,
        number: order.increment_id,
        keys: licenceKeyLinesText(keys, store),
        link: orderLink(ctx, order.increment_id, store),
      },
    },
    ctx.now(),
  );
}

/** The order a cart already became, with its latest payment, by the cart's token. */
export async function orderOfCart(db: DB, cartToken: string): Promise<PlacedOrder | undefined> {
  const order = await db
    .selectFrom("orders")
    .innerJoin("carts", "carts.id", "orders.cart_id")
    .selectAll("orders")
    .where("carts.token", "=", cartToken)
    .executeTakeFirst();
  if (!order) return undefined;
  const payment = await db.selectFrom("payments").selectAll().where("order_id", "=", order.id).orderBy("id", "desc").executeTakeFirstOrThrow();
  return { order, payment };
}

/** Takes what the order needs from stock; a product without enough left refuses the whole order. */
async function takeStock(db: DB, demand: ReadonlyMap<number, number>, now: Date): Promise<void> {
  const changed: number[] = [];
  for (const [productId, qty] of demand) {
    const taken = await db
      .updateTable("stock")
      .set({ qty: sql`qty - ${qty}`, is_in_stock: sql`CASE WHEN qty - ${qty} > 0 THEN 1 ELSE 0 END`, updated_at: now.toISOString() })
      .where("product_id", "=", productId)
      .where("manage_stock", "=", 1)
      .where("qty", ">=", qty)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) {
      changed.push(productId);
      continue;
    }
    const unmanaged = await db.selectFrom("stock").select("product_id").where("product_id", "=", productId).where("manage_stock", "=", 0).executeTakeFirst();
    if (!unmanaged) throw orderError("order.outOfStock");
  }
  // Every process follows stock changes through this table (decision 015): listings and product pages update.
  await recordCatalogueChange(db, changed, now);
}

async function spendGiftCards(db: DB, cards: readonly { code: string; applied_amount: number }[]): Promise<void> {
  for (const card of cards.filter((c) => c.applied_amount > 0)) {
    const spent = await db
      .updateTable("gift_cards")
      .set({ balance: sql`balance - ${card.applied_amount}` })
      .where("code", "=", card.code)
      .where("balance", ">=", card.applied_amount)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw orderError("order.totalsChanged");
  }
}

type OrderCoupons = Pick<Order, "coupon_code" | "bank_coupon_code">;

/** Problems of a code that can arise between the review page and the order; the others were on the page already. */
const CHANGED_SINCE_SEEN: readonly (CartErrorCode | null)[] = ["coupon.usedUp", "coupon.customerLimit"];

/**
 * The codes the order uses, each counting one use. A code that ran out of uses (for everyone, or for this customer)
 * since the shopper saw the total refuses the order; so does a code the order's e-mail has used up, which the cart
 * could not know for a guest. A code that took nothing off for another reason (a minimum not reached) is not used.
 */
async function useCoupons(db: DB, cart: CartRow, view: CartView, user: CouponUser): Promise<OrderCoupons> {
  const used: OrderCoupons = { coupon_code: null, bank_coupon_code: null };
  for (const [slot, warning] of [["coupon_code", view.coupon_warning], ["bank_coupon_code", view.bank_coupon_warning]] as const) {
    const code = cart[slot];
    if (code === null) continue;
    if (CHANGED_SINCE_SEEN.includes(warning)) throw orderError("order.totalsChanged");
    if (warning !== null) continue;
    if (await customerProblem(db, (await findRule(db, code))!, user)) throw orderError("order.couponLimit");
    const counted = await db
      .updateTable("promo_rules")
      .set({ times_used: sql`times_used + 1` })
      .where("code", "=", code)
      .where(sql<boolean>`(usage_limit IS NULL OR times_used < usage_limit)`)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) throw orderError("order.totalsChanged");
    used[slot] = code;
  }
  return used;
}

/** SPEC's `increment_id`: a sequential number the customer can read out, `100000001` upwards. */
async function insertOrder(db: DB, cart: CartRow, details: OrderDetails, totals: OrderTotals, coupons: OrderCoupons, store: StoreCode, now: Date): Promise<Order> {
  // The transaction holds the write lock, so the next number cannot be taken twice.
  const { last } = await db.selectFrom("orders").select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("last")).executeTakeFirstOrThrow();
  const pickupStoreId = typeof details.delivery.pickup_store_id === "number" ? details.delivery.pickup_store_id : null;
  const pickupStore = pickupStoreId === null ? undefined : await db.selectFrom("pickup_stores").select("emirate_id").where("id", "=", pickupStoreId).executeTakeFirst();
  const addressEmirate = details.shippingAddress.emirate_id;
  return db
    .insertInto("orders")
    .values({
      increment_id: String(100_000_001 + Number(last)),
      cart_id: cart.id,
      customer_id: details.customerId ?? cart.customer_id,
      email: details.email,
      status: details.status,
      store_id: storeIds[store],
      totals: JSON.stringify(totals),
      shipping_address: JSON.stringify(details.shippingAddress),
      billing_address: JSON.stringify(details.billingAddress),
      shipping_method: shippingMethodOf(cart),
      payment_method: details.paymentMethod,
      customer_name: details.customerName,
      mobile: details.mobile,
      delivery: JSON.stringify(details.delivery),
      vat_trn: details.vatTrn,
      vat_company: details.vatCompany,
      employee_id: details.employeeId,
      instalment_bank: details.instalment?.bank ?? null,
      instalment_months: details.instalment?.months ?? null,
      instalment_total: details.instalment?.total ?? null,
      pickup_store_id: pickupStoreId,
      emirate_id: pickupStore?.emirate_id ?? (typeof addressEmirate === "number" ? addressEmirate : null),
      ...coupons,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
