/**
 * The back office's heaviest pages under load (decision 040): the order list with a filter over many orders and
 * one order's page, signed in as operations; the product list with filters over many products, signed in as the
 * catalogue team. Server CPU per response, next to the floor's in the same run.
 *
 *   npx tsx bench/back-office.ts [--orders 10000] [--products 50000] [--duration 8] [--connections 8] [--postgres postgres://…/postgres]
 *
 * The orders are written straight into the seeded database (placing 10,000 through the checkout would take
 * minutes and measure nothing here), shaped as placed orders are: lines, a shipment with its first event, a payment.
 * The products are copies of a seeded simple product, made by one INSERT … SELECT each for the products, their
 * stock and their category.
 */
import { parseArgs } from "node:util";
import { createCookie } from "react-router";
import { startCommerce } from "../commerce/service";
import { sql } from "kysely";
import { openDatabase, type DB } from "../commerce/db/connection";
import type { StaffRole } from "../commerce/contract/staff";
import { tempDatabase } from "../tests/support/temp-database";
import { signedInStaff } from "../tests/support/staff";
import { DUBAI_HOME } from "../tests/support/order-details";
import { closedLoop, cpuMs, percentile, succeeded, type LoadRequest } from "./load";
import { fixed, table } from "./report";
import { BROWSER_HEADERS, positiveInteger, seedTemporaryDatabase, sessionCookie, SESSION_SECRET, withStore } from "./setup";

const PRODUCTS = 500;
const BATCH = 500;
const EMIRATES = [1, 2, 3, 4, 5, 6, 7];
const METHODS = ["standard", "standard", "express", "clickandcollect"];
const STATUSES = ["confirmed", "confirmed", "confirmed", "completed", "cancelled"];

/** `count` orders over the last 60 days, spread over emirates, delivery methods and statuses, in batches. */
async function writeOrders(db: DB, count: number): Promise<string> {
  const products = await db.selectFrom("products").select(["id", "sku", "name_en", "price"]).where("type_id", "=", "simple").limit(50).execute();
  const stores = await db.selectFrom("pickup_stores").select(["id", "emirate_id"]).execute();
  const start = Date.now() - 60 * 86_400_000;
  let last = "";
  for (let from = 0; from < count; from += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let n = from; n < Math.min(count, from + BATCH); n++) {
        const product = products[n % products.length]!;
        const method = METHODS[n % METHODS.length]!;
        const store = method === "clickandcollect" ? stores[n % stores.length]! : null;
        const emirate = store?.emirate_id ?? EMIRATES[n % EMIRATES.length]!;
        const at = new Date(start + (n / count) * 60 * 86_400_000).toISOString();
        const incrementId = String(200_000_001 + n);
        const total = product.price * 2;
        const totals = { subtotal_incl_tax: total, discount: 0, shipping_incl_tax: 0, gift_wrap_incl_tax: 0, payment_fee_incl_tax: 0, tax: Math.round(total / 21), grand_total_before_gift_cards: total, gift_cards: 0, grand_total: total, applied_gift_cards: [] };
        const address = { ...DUBAI_HOME, emirate_id: emirate, full_name: `Customer ${n}`, mobile: `50${String(1_000_000 + n).slice(-7)}` };
        // `orders.cart_id` is unique: each order has the cart it was placed from.
        const cart = await trx
          .insertInto("carts")
          .values({
            token: `bench-${n}`,
            customer_id: null,
            is_buy_now: 0,
            status: "ordered",
            store_id: 1,
            coupon_code: null,
            bank_coupon_code: null,
            gift_wrap_flag: 0,
            gift_wrap_message: "",
            shipping_method: method,
            payment_method: "cashondelivery",
            created_at: at,
            updated_at: at,
            visitor_hash: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto("orders")
          .values({
            increment_id: incrementId,
            cart_id: cart.id,
            customer_id: null,
            email: `customer${n}@example.ae`,
            status: STATUSES[n % STATUSES.length]!,
            store_id: 1,
            totals: JSON.stringify(totals),
            shipping_address: JSON.stringify(address),
            billing_address: JSON.stringify(address),
            shipping_method: method,
            payment_method: "cashondelivery",
            customer_name: address.full_name,
            mobile: address.mobile,
            delivery: JSON.stringify({ method, pickup_store_id: store?.id ?? null }),
            vat_trn: null,
            vat_company: null,
            employee_id: null,
            pickup_store_id: store?.id ?? null,
            emirate_id: emirate,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const shipment = await trx
          .insertInto("shipments")
          .values({ order_id: id, shipment_no: `${incrementId}-1`, status: "Shipment Created", created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.insertInto("shipment_events").values({ shipment_id: shipment.id, order_id: id, status: "Shipment Created", at, actor: null, note: null }).execute();
        await trx
          .insertInto("order_items")
          .values({ order_id: id, product_id: product.id, sku: product.sku, name: product.name_en, qty: 2, price_incl_tax: product.price, row_total_incl_tax: total, options: "", shipment_id: shipment.id })
          .execute();
        await trx
          .insertInto("payments")
          .values({ order_id: id, provider: "cashondelivery", reference: `${incrementId}-1`, status: "authorized", amount: total, provider_reference: null, card_brand: null, card_last4: null, failure_code: null, expires_at: null, created_at: at, updated_at: at })
          .execute();
        last = incrementId;
      }
    });
  }
  return last;
}

/**
 * `count` more products, copies of a seeded simple one with their own sku, address, price (AED 100 to 5,090),
 * brand (the seed's, in turn), status (one in ten disabled) and stock (0 to 19), all in its category.
 */
async function writeProducts(db: DB, count: number): Promise<void> {
  const template = await db.selectFrom("products").select("id").where("type_id", "=", "simple").where("parent_sku", "is", null).orderBy("id").executeTakeFirstOrThrow();
  const brands = (await db.selectFrom("brands").select("code").orderBy("code").execute()).map((b) => b.code);
  const brandOf = sql.join(brands.map((code, index) => sql`when ${index} then ${code}`), sql` `);
  await sql`
    insert into products (sku, parent_sku, type_id, status, visibility, url_key, name_en, name_ar, description_en, description_ar,
      key_features_en, key_features_ar, brand, mpn, kind, color, storage, screen_size, specs, price, special_price,
      special_from_date, special_to_date, tax_class_id, media_gallery, units_sold, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    select 'BENCH-' || cast(i as text), null, type_id, case when i % 10 = 0 then 2 else 1 end, visibility,
      'bench-product-' || cast(i as text), name_en || ' ' || cast(i as text), name_ar || ' ' || cast(i as text), description_en, description_ar,
      key_features_en, key_features_ar, case i % ${brands.length} ${brandOf} end, null, kind, null, null, null, specs, 10000 + (i % 500) * 1000, null,
      null, null, tax_class_id, media_gallery, 0, created_at, updated_at
    from n cross join products where products.id = ${template.id}`.execute(db);
  await sql`
    insert into stock (product_id, qty, is_in_stock, manage_stock, updated_at)
    select id, id % 20, case when id % 20 = 0 then 0 else 1 end, 1, updated_at from products where sku like 'BENCH-%'`.execute(db);
  await sql`
    insert into product_categories (product_id, category_id, position)
    select p.id, pc.category_id, 0 from products p cross join product_categories pc where p.sku like 'BENCH-%' and pc.product_id = ${template.id}`.execute(db);
}

/** The staff cookie of a new member of `role`, signed in, as the storefront reads it. */
export async function staffCookieOf(databaseUrl: string, role: StaffRole): Promise<string> {
  const commerce = await startCommerce({ databaseUrl, secret: "bench-commerce-secret" });
  try {
    const member = await signedInStaff(commerce, role, "127.0.0.1");
    const cookie = createCookie("__staff", { path: "/", secrets: [SESSION_SECRET] });
    return (await cookie.serialize(member.headers["x-staff-token"])).split(";")[0]!;
  } finally {
    await commerce.close();
  }
}

interface Run {
  page: string;
  path: string;
  rps: number;
  p95: number;
  cpuMsPerResponse: number;
  failures: number;
}

async function measure(origin: string, pid: number | undefined, page: string, path: string, cookie: string, connections: number, duration: number): Promise<Run> {
  const request: LoadRequest = { url: origin + path, headers: { ...BROWSER_HEADERS, cookie } };
  const probe = await fetch(request.url, { headers: request.headers, redirect: "manual" });
  if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}`);
  await probe.arrayBuffer();
  await closedLoop(request, connections, Math.min(2, duration));
  const before = cpuMs(pid);
  const { result, latencies, failed } = await closedLoop(request, connections, duration);
  const used = cpuMs(pid) - before;
  const failures = result.errors + failed + Object.entries(result.statusCodeStats).filter(([status]) => !succeeded(request, Number(status))).length;
  return { page, path, rps: latencies.length / result.duration, p95: percentile(latencies, 95), cpuMsPerResponse: used / latencies.length, failures };
}

export async function runBackOfficeBench(options: { orders: number; products: number; duration: number; connections: number; postgresServer?: string }): Promise<Run[]> {
  const database = tempDatabase(options.postgresServer ?? "");
  try {
    await seedTemporaryDatabase(database.url, PRODUCTS);
    const db = openDatabase(database.url);
    const started = performance.now();
    let lastOrder: string;
    let category: number;
    try {
      lastOrder = await writeOrders(db, options.orders);
      console.log(`Wrote ${options.orders} orders in ${fixed((performance.now() - started) / 1000, 1)} s.`);
      const writing = performance.now();
      await writeProducts(db, options.products);
      console.log(`Wrote ${options.products} products in ${fixed((performance.now() - writing) / 1000, 1)} s.`);
      category = (await db.selectFrom("product_categories as pc").innerJoin("products as p", "p.id", "pc.product_id").where("p.sku", "=", "BENCH-1").select("pc.category_id").executeTakeFirstOrThrow()).category_id;
    } finally {
      await db.destroy();
    }
    console.log(`Wrote ${options.orders} orders in ${fixed((performance.now() - started) / 1000, 1)} s.`);
    const staff = await staffCookieOf(database.url, "operations");
    const catalogue = await staffCookieOf(database.url, "catalogue");
    const session = await sessionCookie();
    return await withStore({ products: PRODUCTS, databaseUrl: database.url }, async ({ server }) => {
      const pid = server.child.pid;
      const at = (page: string, path: string, cookie: string) => measure(server.origin, pid, page, path, cookie, options.connections, options.duration);
      return [
        await at("floor", "/bench/floor", session),
        await at("admin order list (filter)", "/admin/orders?emirate=2&delivery=standard&status=confirmed&page=3", `${session}; ${staff}`),
        await at("admin order list (search)", `/admin/orders?q=customer${options.orders - 7}@example.ae`, `${session}; ${staff}`),
        await at("admin order page", `/admin/orders/${lastOrder}`, `${session}; ${staff}`),
        await at("admin product list (filter)", `/admin/products?category=${category}&status=1&stock=in&priceFrom=1000&priceTo=3000`, `${session}; ${catalogue}`),
        await at("admin product list (search)", "/admin/products?q=bench-4999", `${session}; ${catalogue}`),
      ];
    });
  } finally {
    database.remove();
  }
}

export function printBackOffice(runs: Run[], orders: number, products: number): void {
  const floor = runs.find((run) => run.page === "floor")!;
  const rows = [["page", "path", "req/s", "p95 ms", "server CPU ms/response", "vs floor CPU", "failures"]];
  for (const run of runs) {
    rows.push([run.page, run.path, fixed(run.rps, 0), fixed(run.p95, 1), fixed(run.cpuMsPerResponse, 2), `${fixed(run.cpuMsPerResponse / floor.cpuMsPerResponse, 2)}×`, String(run.failures)]);
  }
  console.log(`\nThe back office over ${orders.toLocaleString("en")} orders (signed in as operations) and ${products.toLocaleString("en")} more products (as the catalogue team):\n\n${table(rows)}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { orders: { type: "string" }, products: { type: "string" }, duration: { type: "string" }, connections: { type: "string" }, postgres: { type: "string" } } });
  const orders = positiveInteger(values.orders, "orders", 10_000);
  const products = positiveInteger(values.products, "products", 50_000);
  const runs = await runBackOfficeBench({
    orders,
    products,
    duration: positiveInteger(values.duration, "duration", 8),
    connections: positiveInteger(values.connections, "connections", 8),
    postgresServer: values.postgres,
  });
  printBackOffice(runs, orders, products);
  if (runs.some((run) => run.failures > 0)) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("back-office.ts")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
