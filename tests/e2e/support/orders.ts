import type { CommerceContext } from "../../../commerce/api/context";
import { orderAccessKey } from "../../../commerce/api/orders/access";
import { moveShipment } from "../../../commerce/api/orders/fulfilment";
import { keyedProduct } from "../../../commerce/api/orders/licence-keys";
import { placeOrder } from "../../../commerce/api/orders/place";
import { acceptReturn, receiveReturn, rejectReturn, requestReturn } from "../../../commerce/api/orders/returns";
import { COMMAND_LINE } from "../../../commerce/api/staff/audit";
import type { GiftCardKind } from "../../../commerce/db/schema";
import { createCommerceHandler } from "../../../commerce/handler";
import { handleSimulatorRequest } from "../../../commerce/payments/simulators";
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
    const products = await orderableProducts(ctx);
    const cartId = await cartOf(handler, products);
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
    return placedOrder(ctx, order.increment_id, JSON.parse(order.totals) as { tax: number }, products);
  });
}

/**
 * A guest's confirmed cash on delivery order, in `lang`, of one unit of a software product sold as licence keys
 * (decision 045) and one in-stock product (cash on delivery is only offered for something delivered).
 */
export async function placeSoftwareOrderFor(guestEmail: string, lang: "en" | "ar"): Promise<PlacedOrder & { software: string }> {
  return withCommerce(async (ctx) => {
    const handler = createCommerceHandler(ctx);
    const software = await ctx.db
      .selectFrom("products")
      .innerJoin("stock as s", "s.product_id", "products.id")
      .select(["products.sku", "products.name_en", "products.name_ar"])
      .where(keyedProduct)
      .where("products.status", "=", 1)
      .where("s.qty", ">", 0)
      .orderBy("products.id")
      .executeTakeFirstOrThrow();
    const products = [software, (await orderableProducts(ctx))[0]!];
    const cartId = await cartOf(handler, products);
    const details = codOrderDetails({ email: guestEmail, customerId: null, address: { ...DUBAI_HOME, full_name: "Sara Ahmed", mobile: MOBILE } });
    const { order } = await placeOrder(ctx, cartId, details, lang);
    return { ...placedOrder(ctx, order.increment_id, JSON.parse(order.totals) as { tax: number }, products), software: lang === "ar" ? software.name_ar : software.name_en };
  });
}

/**
 * A home delivery of two in-stock products the customer (signed up with this e-mail and password) paid by card,
 * through the checkout endpoints and the test gateway's card page as their browser would, in `lang`.
 */
export async function placeCardOrderFor(email: string, password: string, lang: "en" | "ar"): Promise<PlacedOrder> {
  return withCommerce(async (ctx) => {
    const handler = createCommerceHandler(ctx);
    const signedIn = await call(handler, "POST", "/api/user/login", { username: email, password });
    const auth = { Authorization: `Bearer ${signedIn.result as string}` };
    const products = await orderableProducts(ctx);
    const cartId = await cartOf(handler, products, auth);
    const step = async (name: string, body: unknown) => {
      const answer = await call(handler, "POST", `/api/checkout/${name}?cartId=${cartId}&storeCode=${lang}`, body, auth);
      if (answer.status !== 200) throw new Error(`checkout ${name}: ${answer.status} ${JSON.stringify(answer.error)}`);
      return answer.result as Record<string, unknown>;
    };
    await step("contact", { full_name: "Sara Ahmed", email, mobile: MOBILE });
    await step("delivery", { method: "standard", address: { ...DUBAI_HOME, full_name: "Sara Ahmed", mobile: MOBILE } });
    await step("payment", { method: "credit_card", terms_accepted: true });
    const returnUrl = `${ctx.storefrontOrigin}/paymentInProgress`;
    const form = await call(handler, "GET", `/api/checkout/card-form?cartId=${cartId}&return_url=${encodeURIComponent(returnUrl)}`, undefined, auth);
    const { action, fields } = form.result as { action: string; fields: Record<string, string> };
    const gateway = await handleSimulatorRequest(
      ctx,
      new Request(new URL(action, returnUrl), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...fields, card_number: "4111111111111111", expiry_date: "12/30", card_security_code: "123", card_holder_name: "Sara Ahmed", remember_me: "NO" }),
      }),
    );
    const params = Object.fromEntries(new URL(gateway!.headers.get("Location")!).searchParams);
    const paid = await step("return", { params, return_url: returnUrl });
    const order = paid.order as { increment_id: string; status: string };
    if (order.status !== "confirmed") throw new Error(`the card order is ${order.status}`);
    const totals = await ctx.db.selectFrom("orders").select("totals").where("increment_id", "=", order.increment_id).executeTakeFirstOrThrow();
    return placedOrder(ctx, order.increment_id, JSON.parse(totals.totals) as { tax: number }, products);
  });
}

/** Operations process, dispatch and deliver every shipment of the order (as the command line, for the audit log). */
export async function deliverOrder(incrementId: string): Promise<void> {
  await withCommerce(async (ctx) => {
    const shipments = await ctx.db
      .selectFrom("shipments as s")
      .innerJoin("orders as o", "o.id", "s.order_id")
      .select("s.shipment_no")
      .where("o.increment_id", "=", incrementId)
      .execute();
    for (const { shipment_no } of shipments) {
      await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "process" });
      await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-5501" });
      await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "deliver" });
    }
  });
}

/**
 * One unit of the order's line at `line` (0-based, in order) asked back through the order's link, then taken
 * through `steps` as the command line: received, accepted (restocked), rejected.
 */
export async function returnLine(incrementId: string, line: number, steps: readonly ("receive" | "accept" | "reject")[] = []): Promise<void> {
  await withCommerce(async (ctx) => {
    const items = await ctx.db
      .selectFrom("order_items as i")
      .innerJoin("orders as o", "o.id", "i.order_id")
      .select("i.id")
      .where("o.increment_id", "=", incrementId)
      .orderBy("i.id")
      .execute();
    const { id } = await requestReturn(ctx, null, incrementId, { items: [{ itemId: items[line]!.id, qty: 1, reason: "defective" }], comment: "" });
    for (const step of steps) {
      if (step === "receive") await receiveReturn(ctx, COMMAND_LINE, id);
      if (step === "accept") await acceptReturn(ctx, COMMAND_LINE, id, { disposition: "restock" });
      if (step === "reject") await rejectReturn(ctx, COMMAND_LINE, id, "The seal is broken");
    }
  });
}

type Product = { sku: string; name_en: string };

/** Two simple, visible, standard-rated products with stock to spare. */
function orderableProducts(ctx: CommerceContext): Promise<Product[]> {
  return ctx.db
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
}

/** A new cart (the customer's, with `auth`) holding one of each product. */
async function cartOf(handler: ReturnType<typeof createCommerceHandler>, products: readonly Product[], auth?: Record<string, string>): Promise<string> {
  const cartId = (await call(handler, "POST", "/api/cart/create", {}, auth)).result.cartId as string;
  for (const { sku } of products) {
    const added = await call(handler, "POST", `/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty: 1 } }, auth);
    if (added.status !== 200) throw new Error(`adding ${sku}: ${added.status} ${added.result}`);
  }
  return cartId;
}

function placedOrder(ctx: CommerceContext, incrementId: string, totals: { tax: number }, products: readonly Product[]): PlacedOrder {
  return { incrementId, key: orderAccessKey(ctx.secret, incrementId), tax: totals.tax, names: products.map((p) => p.name_en), mobile: MOBILE };
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

/** A guest's confirmed cash on delivery order of one unit of `sku`, with the promo code `code` applied in its cart. */
export async function placeOrderWithCoupon(sku: string, code: string, guestEmail: string): Promise<string> {
  return withCommerce(async (ctx) => {
    const handler = createCommerceHandler(ctx);
    const cartId = (await call(handler, "POST", "/api/cart/create", {})).result.cartId as string;
    for (const [path, body] of [["add", { cartItem: { sku, qty: 1 } }], ["apply-coupon", { coupon: code }]] as const) {
      const answer = await call(handler, "POST", `/api/cart/${path}?cartId=${cartId}`, body);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.result)}`);
    }
    const details = codOrderDetails({ email: guestEmail, customerId: null, address: { ...DUBAI_HOME, full_name: "Sara Ahmed", mobile: MOBILE } });
    const { order } = await placeOrder(ctx, cartId, details, "en");
    return order.increment_id;
  });
}
