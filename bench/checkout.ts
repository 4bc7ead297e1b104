/**
 * The checkout half of the storefront benchmark (issue 10): N shoppers check out the same product, of which K
 * units are in stock, at once, through the pages a browser without JavaScript uses: add to cart, the guest's
 * details, delivery, payment by card, the card form posted to the test gateway, and then, all together, the
 * gateway's return to /paymentInProgress, which places the order and charges the card. Exactly K must get the
 * thank-you page, the rest the out-of-stock message, and the stock must end at 0. The place-order request's
 * server CPU is measured on those last requests.
 */
import { openDatabase } from "../commerce/db/connection";
import { homeDeliveryForm } from "../tests/support/order-details";
import { cpuMs, percentile } from "./load";
import { decodeEntities, postHeaders } from "./pages";
import { fixed, table } from "./report";

export interface CheckoutMeasurement {
  shoppers: number;
  units: number;
  orders: number;
  outOfStock: number;
  other: number;
  stockLeft: number;
  p50: number;
  p95: number;
  cpuMsPerRequest: number;
}

let clients = 0;

/** One browser: its cookie jar (the session) and its own client address, as a shopper has. */
class Browser {
  private cookie = "";
  private readonly client = `10.201.${(++clients >> 8) & 255}.${clients & 255}`;

  constructor(private readonly origin: string) {}

  async send(path: string, form?: Record<string, string>): Promise<{ status: number; location: string; text: string }> {
    const response = await fetch(path.startsWith("http") ? path : this.origin + path, {
      method: form ? "POST" : "GET",
      headers: { ...postHeaders(this.origin), "x-forwarded-for": this.client, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    const set = response.headers.get("set-cookie")?.split(";")[0];
    if (set?.startsWith("__session=")) this.cookie = set;
    return { status: response.status, location: response.headers.get("location") ?? "", text: await response.text() };
  }
}

async function expect303(answer: Promise<{ status: number; location: string }>, what: string): Promise<string> {
  const { status, location } = await answer;
  if (status !== 303) throw new Error(`${what} answered ${status}`);
  return location;
}

/** A shopper at the review page with the card typed into the gateway's page: answers the gateway's return URL. */
async function shopperWithCardToken(origin: string, sku: string, n: number): Promise<{ browser: Browser; returnUrl: string }> {
  const browser = new Browser(origin);
  await expect303(browser.send("/cart", { sku, qty: "1", intent: "add", redirectTo: "/cart" }), "add to cart");
  await expect303(browser.send("/guest-checkout", { full_name: "Bench Shopper", email: `bench-checkout-${n}@example.ae`, mobile: `053${String(n).padStart(7, "0")}` }), "details");
  await expect303(
    browser.send("/checkout/delivery", homeDeliveryForm("Bench Shopper", "0501234567")),
    "delivery",
  );
  await expect303(browser.send("/checkout/payment", { method: "credit_card", terms: "on" }), "payment");
  const review = await browser.send("/checkout/review");
  const form = /<form method="post" action="([^"]+)" class="account-form checkout-card">([\s\S]*?)<\/form>/.exec(review.text);
  if (!form) throw new Error(`no card form on the review page (${review.status})`);
  const fields = Object.fromEntries([...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, decodeEntities(m[2]!)]));
  const card = { card_number: "4111111111111111", expiry_date: "12/30", card_security_code: "123", card_holder_name: "Bench Shopper", remember_me: "NO" };
  const returnUrl = await expect303(browser.send(decodeEntities(form[1]!), { ...fields, ...card }), "the gateway's card page");
  return { browser, returnUrl };
}

export async function measureCheckout(origin: string, pid: number | undefined, databaseUrl: string, shoppers: number, units: number): Promise<CheckoutMeasurement> {
  const db = openDatabase(databaseUrl);
  try {
    const product = await db
      .selectFrom("products as p")
      .innerJoin("stock as s", "s.product_id", "p.id")
      .select(["p.id", "p.sku"])
      .where("p.type_id", "=", "simple")
      .where("p.status", "=", 1)
      .where("s.manage_stock", "=", 1)
      .where("s.qty", ">", 0)
      .where("p.visibility", "=", 4)
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    // Enough for every cart to take its unit; then only K left when the orders are placed.
    await db.updateTable("stock").set({ qty: shoppers, is_in_stock: 1 }).where("product_id", "=", product.id).execute();
    const ready = [];
    for (let n = 1; n <= shoppers; n++) ready.push(await shopperWithCardToken(origin, product.sku, n));
    await db.updateTable("stock").set({ qty: units }).where("product_id", "=", product.id).execute();
    await db.insertInto("catalogue_changes").values({ product_ids: JSON.stringify([product.id]), created_at: new Date().toISOString() }).execute();

    const cpuBefore = cpuMs(pid);
    const answers = await Promise.all(
      ready.map(async ({ browser, returnUrl }) => {
        const startedAt = performance.now();
        const { location } = await browser.send(returnUrl);
        return { location, ms: performance.now() - startedAt };
      }),
    );
    const cpuUsed = cpuMs(pid) - cpuBefore;
    const { qty } = await db.selectFrom("stock").select("qty").where("product_id", "=", product.id).executeTakeFirstOrThrow();
    const sorted = Float64Array.from(answers.map((a) => a.ms)).sort();
    const orders = answers.filter((a) => a.location.endsWith("/thankyou")).length;
    const outOfStock = answers.filter((a) => a.location.endsWith("/checkout/review")).length;
    return {
      shoppers,
      units,
      orders,
      outOfStock,
      other: shoppers - orders - outOfStock,
      stockLeft: qty,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      cpuMsPerRequest: cpuUsed / shoppers,
    };
  } finally {
    await db.destroy();
  }
}

export function printCheckout(m: CheckoutMeasurement): void {
  const rows = [
    ["checkout", "shoppers", "units", "orders", "out of stock", "other", "stock left", "p50 ms", "p95 ms", "server CPU ms/req"],
    [
      "place order (card return)",
      String(m.shoppers),
      String(m.units),
      String(m.orders),
      String(m.outOfStock),
      String(m.other),
      String(m.stockLeft),
      fixed(m.p50, 1),
      fixed(m.p95, 1),
      fixed(m.cpuMsPerRequest, 2),
    ],
  ];
  console.log(`\n${table(rows)}\n`);
}
