import { orderAccessKey } from "../../../commerce/api/orders/access";
import { placeOrder } from "../../../commerce/api/orders/place";
import type { GiftCardKind } from "../../../commerce/db/schema";
import { createCommerceHandler } from "../../../commerce/handler";
import { call } from "../../support/call";
import { codOrderDetails, DUBAI_HOME } from "../../support/order-details";
import { withCommerce } from "./commerce";

/**
 * Orders for e2e specs whose subject is not the checkout: the real cart endpoints and the real `placeOrder`
 * on the e2e server's database (./commerce.ts). Stock changes reach the server through catalogue_changes.
 */

export interface PlacedOrder {
  incrementId: string;
  /** The guest link's key. */
  key: string;
  /** The VAT of the order's totals, fils. */
  tax: number;
  names: string[];
  /** The order's mobile (9 digits), where its SMS go. */
  mobile: string;
}

/**
 * A confirmed cash on delivery order of two in-stock products for the customer with this e-mail, or a guest's (with
 * `guestEmail`, else guest@example.ae), delivered home to Dubai or (`pickupAt`, a store code) collected at a store.
 */
export async function placeOrderFor(email: string | null, guestEmail = "guest@example.ae", pickupAt?: string): Promise<PlacedOrder> {
  return withCommerce(async (ctx) => {
    const handler = createCommerceHandler(ctx);
    const customer = email ? await ctx.db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirstOrThrow() : null;
    const products = await ctx.db
      .selectFrom("products as p")
      .innerJoin("stock as s", "s.product_id", "p.id")
      .select(["p.sku", "p.name_en"])
      .where("p.type_id", "=", "simple")
      .where("p.status", "=", 1)
      .where("p.visibility", "=", 4)
      .where("p.tax_class_id", "=", 2)
      .where("p.price", ">", 0)
      .where("s.manage_stock", "=", 1)
      .where("s.qty", ">=", 20)
      .orderBy("p.id")
      .limit(2)
      .execute();
    const cartId = (await call(handler, "POST", "/api/cart/create", {})).result.cartId as string;
    for (const { sku } of products) {
      const added = await call(handler, "POST", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
      if (added.status !== 200) throw new Error(`adding ${sku}: ${added.status} ${added.result}`);
    }
    const address = { ...DUBAI_HOME, full_name: "Sara Ahmed", mobile: MOBILE };
    const details = codOrderDetails({ email: email ?? guestEmail, customerId: customer?.id ?? null, address });
    if (pickupAt) {
      const store = await ctx.db.selectFrom("pickup_stores").select(["id", "code", "name_en", "address_en"]).where("code", "=", pickupAt).executeTakeFirstOrThrow();
      details.delivery = { method: "clickandcollect", pickup_store_id: store.id };
      details.shippingAddress = { full_name: address.full_name, mobile: MOBILE, pickup_store: { id: store.id, code: store.code, name: store.name_en, address: store.address_en } };
      // As the checkout's delivery step leaves the cart.
      await ctx.db.updateTable("carts").set({ shipping_method: "clickandcollect" }).where("token", "=", cartId).execute();
    }
    const { order } = await placeOrder(ctx, cartId, details, "en");
    return {
      incrementId: order.increment_id,
      key: orderAccessKey(ctx.secret, order.increment_id),
      tax: (JSON.parse(order.totals) as { tax: number }).tax,
      names: products.map((p) => p.name_en),
      mobile: MOBILE,
    };
  });
}

/** The mobile the orders above give, for the SMS they get: one number per spec process. */
const MOBILE = `50${String(process.pid % 10_000_000).padStart(7, "0")}`;

/** A card the gateway would have saved for the customer with this e-mail. */
export async function saveCardFor(email: string, last4: string): Promise<void> {
  await withCommerce(async ({ db }) => {
    const { id } = await db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db
      .insertInto("saved_cards")
      .values({ customer_id: id, provider: "test", token: `tok-${email}-${last4}`, brand: "Visa", last4, expiry: "12/29", created_at: new Date().toISOString() })
      .execute();
  });
}

/** A new gift card (or voucher) of this balance (fils) nobody else uses, as the store's staff would issue one. */
export async function issueGiftCard(balance: number, kind: GiftCardKind = "giftcard"): Promise<string> {
  const code = `GC-E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  await withCommerce(async ({ db }) => {
    await db.insertInto("gift_cards").values({ code, balance, expires_at: null, is_active: 1, kind }).execute();
  });
  return code;
}
