import { beforeAll, describe, expect, it } from "vitest";
import { orderAccessKey } from "../../commerce/api/orders/access";
import { cancelForShopper } from "../../commerce/api/orders/cancel";
import { readCreditNote, readInvoice } from "../../commerce/api/orders/documents";
import { placeOrder } from "../../commerce/api/orders/place";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { atInstant } from "../support/backend-clock";
import { call } from "../support/call";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * The finance reports (decision 049) over a generated month of orders: cash on delivery orders placed on different
 * days and in different emirates, with a promo code, a gift card at 0%, a cancelled line, a cancelled order and an
 * accepted return; and orders just outside the month. The VAT return's figures per emirate and the sales report's
 * totals must equal the sum of the tax invoices and credit notes as their customers read them; the CSV lists every
 * document; finance and owners may read them, other roles get 403.
 */
const fixture = useFixtureCommerce();
const commerce = () => fixture.commerce();
const db = () => fixture.db();

const JUNE = "from=2026-06-01&to=2026-06-30";
let finance: SignedInStaffMember;
let layla: Customer;
let cities: { abuDhabi: number; sharjah: number };

const staffGet = (member: SignedInStaffMember, path: string) => call(commerce().handler, "GET", path, undefined, member.headers);
const staffPost = (member: SignedInStaffMember, path: string, body?: unknown) => call(commerce().handler, "POST", path, body, member.headers);

const at = <T>(instant: Date | string, work: () => Promise<T>) => atInstant(commerce().context, instant, work);

/**
 * A cash on delivery order of Layla's, placed at `instant` by the real placeOrder, delivered in `emirate`; answers its
 * number. Her sign-in is June's, so work at other instants goes through the guest cart, the order's link and staff.
 */
async function order(instant: string, items: Record<string, number>, options: { emirate?: 1 | 2 | 3; coupon?: string; giftCard?: boolean } = {}) {
  return at(instant, async () => {
    const cartId: string = (await fixture.post("/api/cart/create")).result.cartId;
    for (const [sku, qty] of Object.entries(items)) expect((await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
    if (options.giftCard) {
      const cartItem = { sku: "GIFT-500", qty: 1, gift_card: { recipient_name: "Noura", recipient_email: "noura@example.ae" } };
      expect((await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem })).status).toBe(200);
    }
    if (options.coupon) expect((await fixture.post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: options.coupon })).status).toBe(200);
    const emirate = options.emirate ?? 2;
    const address = emirate === 2 ? DUBAI_HOME : { ...DUBAI_HOME, emirate_id: emirate, city_id: emirate === 1 ? cities.abuDhabi : cities.sharjah };
    const { order } = await placeOrder(commerce().context, cartId, codOrderDetails({ email: layla.email, customerId: layla.id, address }), "en");
    return order.increment_id;
  });
}

const itemsOf = (number: string) =>
  db().selectFrom("order_items as i").innerJoin("orders as o", "o.id", "i.order_id").select(["i.id", "i.sku"]).where("o.increment_id", "=", number).orderBy("i.id").execute();

beforeAll(async () => {
  for (const sku of ["CHARGER", "CASE", "PHONE-SALE"]) {
    await db().updateTable("stock").set({ qty: 500, is_in_stock: 1 }).where("product_id", "=", fixture.id(sku)).execute();
  }
  const city = async (name: string) => (await db().selectFrom("cities").select("id").where("name_en", "=", name).executeTakeFirstOrThrow()).id;
  cities = { abuDhabi: await city("Abu Dhabi"), sharjah: await city("Sharjah") };
  finance = await signedInStaff(commerce(), "finance");
  layla = await signedInCustomer(fixture);

  // Just before June in the UAE (31 May, 23:59) and just after it (1 July, 00:00): outside the month.
  await order("2026-05-31T19:59:00.000Z", { CHARGER: 1 });
  await order("2026-06-30T20:00:00.000Z", { CHARGER: 1 });
  // June: the first and last minutes of the month, three emirates, a promo code, a gift card.
  await order("2026-05-31T20:00:00.000Z", { CHARGER: 2, CASE: 1 }, { emirate: 1 });
  await order("2026-06-03T08:00:00.000Z", { "PHONE-SALE": 1 }, { emirate: 3, coupon: "FIXED50" });
  await order("2026-06-10T09:00:00.000Z", { CASE: 3 }, { giftCard: true });
  const cancelled = await order("2026-06-12T10:00:00.000Z", { CHARGER: 1, CASE: 2 }, { emirate: 1 });
  const whole = await order("2026-06-14T11:00:00.000Z", { CHARGER: 1 }, { emirate: 3 });
  const returned = await order("2026-06-15T12:00:00.000Z", { CHARGER: 2, CASE: 1 });
  await order("2026-06-30T19:59:00.000Z", { CASE: 1 }, { emirate: 1 });

  // A line cancelled on 13 June, a whole order on 14 June, and a unit returned on 20 June.
  const [charger] = await itemsOf(cancelled);
  await at("2026-06-13T06:00:00.000Z", () => cancelForShopper(commerce().context, COMMAND_LINE, cancelled, [charger!.id], "Bought by mistake"));
  const [only] = await itemsOf(whole);
  await at("2026-06-14T12:00:00.000Z", () => cancelForShopper(commerce().context, COMMAND_LINE, whole, [only!.id], "Bought by mistake"));
  // staff sign in at the time they work: a session is for a day's work, not a week's
  await at("2026-06-16T06:00:00.000Z", async () => {
    const operations = await signedInStaff(commerce(), "operations");
    const shipments = await db().selectFrom("shipments as s").innerJoin("orders as o", "o.id", "s.order_id").select("s.shipment_no").where("o.increment_id", "=", returned).execute();
    for (const { shipment_no } of shipments) {
      for (const body of [{ action: "process" }, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-7001" }, { action: "deliver" }]) {
        expect((await staffPost(operations, `/api/admin/shipments/${shipment_no}/move`, body)).status).toBe(200);
      }
    }
  });
  await at("2026-06-20T06:00:00.000Z", async () => {
    const operations = await signedInStaff(commerce(), "operations");
    const [first] = await itemsOf(returned);
    const key = encodeURIComponent(orderAccessKey(commerce().context.secret, returned));
    const asked = await call(commerce().handler, "POST", `/api/order/guest/${returned}/return?key=${key}`, { items: [{ itemId: first!.id, qty: 1, reason: "changedMind" }] });
    expect(asked.status, JSON.stringify(asked)).toBe(200);
    expect((await staffPost(operations, `/api/admin/returns/${asked.result.id}/receive`)).status).toBe(200);
    expect((await staffPost(operations, `/api/admin/returns/${asked.result.id}/accept`, { disposition: "restock" })).status).toBe(200);
  });
});

/** The month's documents as Layla reads them, with their order's emirate. */
async function juneDocuments() {
  const start = "2026-05-31T20:00:00.000Z";
  const end = "2026-06-30T20:00:00.000Z";
  const invoices = await db()
    .selectFrom("invoices as i")
    .innerJoin("shipments as s", "s.id", "i.shipment_id")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select(["i.invoice_no", "s.shipment_no", "o.emirate_id"])
    .where("i.issued_at", ">=", start)
    .where("i.issued_at", "<", end)
    .execute();
  const notes = await db()
    .selectFrom("credit_notes as c")
    .innerJoin("invoices as i", "i.id", "c.invoice_id")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select(["c.credit_no", "o.emirate_id"])
    .where("c.issued_at", ">=", start)
    .where("c.issued_at", "<", end)
    .execute();
  return {
    invoices: await Promise.all(invoices.map(async (row) => ({ emirate: row.emirate_id, document: await readInvoice(db(), layla.id, row.invoice_no, row.shipment_no, "en") }))),
    notes: await Promise.all(notes.map(async (row) => ({ emirate: row.emirate_id, document: await readCreditNote(db(), layla.id, row.credit_no, "en") }))),
  };
}

const rateOf = (document: { by_rate: { tax_rate: number; excl_tax: number; tax: number }[] }, rate: number) =>
  document.by_rate.find((r) => r.tax_rate === rate) ?? { excl_tax: 0, tax: 0 };

describe("the VAT return's figures", () => {
  it("are, per emirate, the 5% supplies and VAT of the month's invoices minus its credit notes, to the fils", async () => {
    const { invoices, notes } = await juneDocuments();
    expect(invoices).toHaveLength(7);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    const vat = await staffGet(finance, `/api/admin/reports/vat?${JUNE}`);
    expect(vat.status).toBe(200);
    for (const emirate of [1, 2, 3]) {
      const sum = (list: readonly { emirate: number | null; document: { by_rate: { tax_rate: number; excl_tax: number; tax: number }[] } }[], part: "excl_tax" | "tax") => list.filter((d) => d.emirate === emirate).reduce((total, d) => total + rateOf(d.document, 5)[part], 0);
      const row = vat.result.emirates.find((r: any) => r.emirate_id === emirate);
      expect(row, `emirate ${emirate}`).toMatchObject({
        invoiced: { excl_tax: sum(invoices, "excl_tax"), tax: sum(invoices, "tax") },
        credited: { excl_tax: sum(notes, "excl_tax"), tax: sum(notes, "tax") },
        amount: sum(invoices, "excl_tax") - sum(notes, "excl_tax"),
        vat: sum(invoices, "tax") - sum(notes, "tax"),
        adjustment: 0,
      });
      expect(row.invoiced.excl_tax).toBeGreaterThan(0);
    }
    expect(vat.result.emirates.map((r: any) => r.name)).toEqual(["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"]);
    const giftCards = invoices.reduce((total, d) => total + rateOf(d.document, 0).excl_tax, 0);
    expect(giftCards).toBe(50_000);
    expect(vat.result.zero_rated).toEqual({ invoiced: 50_000, credited: 0, amount: 50_000 });
    const allVat = invoices.reduce((t, d) => t + d.document.totals.tax, 0) - notes.reduce((t, d) => t + d.document.totals.tax, 0);
    expect(vat.result.totals.vat).toBe(allVat);
    expect(vat.result.documents).toEqual({ invoices: 7, credit_notes: notes.length });
  });

  it("leave out what was issued a minute before or after the period, in UAE time", async () => {
    const may = await staffGet(finance, "/api/admin/reports/vat?from=2026-05-01&to=2026-05-31");
    const july = await staffGet(finance, "/api/admin/reports/vat?from=2026-07-01&to=2026-07-31");
    expect(may.result.documents).toEqual({ invoices: 1, credit_notes: 0 });
    expect(july.result.documents).toEqual({ invoices: 1, credit_notes: 0 });
  });
});

describe("the sales report", () => {
  it("adds up to the documents per day, payment method, category and brand", async () => {
    const { invoices, notes } = await juneDocuments();
    const invoiced = invoices.reduce((t, d) => t + d.document.totals.incl_tax, 0);
    const credited = notes.reduce((t, d) => t + d.document.totals.incl_tax, 0);
    const sales = (await staffGet(finance, `/api/admin/reports/sales?${JUNE}`)).result;
    expect(sales.totals).toMatchObject({ invoiced, credited, net: invoiced - credited });
    for (const breakdown of [sales.by_day, sales.by_payment, sales.by_category, sales.by_brand]) {
      expect(breakdown.reduce((t: number, row: any) => t + row.invoiced, 0)).toBe(invoiced);
      expect(breakdown.reduce((t: number, row: any) => t + row.credited, 0)).toBe(credited);
    }
    expect(sales.by_day.map((row: any) => row.key)).toEqual(["2026-06-01", "2026-06-03", "2026-06-10", "2026-06-12", "2026-06-13", "2026-06-14", "2026-06-15", "2026-06-20", "2026-06-30"]);
    expect(sales.by_payment).toEqual([{ key: "cashondelivery", label: null, invoiced, credited, net: invoiced - credited }]);
    expect(sales.by_category.map((row: any) => row.key)).toContain("~discount");
  });
});

describe("the documents' CSV", () => {
  it("lists every document of the period once per VAT rate, in AED to the fils", async () => {
    const { invoices, notes } = await juneDocuments();
    const { csv } = (await staffGet(finance, `/api/admin/reports/documents?${JUNE}`)).result;
    const lines: string[] = (csv as string).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe("type,number,issued_at,order,customer,email,customer_trn,emirate,payment,vat_rate,amount_excl_vat_aed,vat_aed,amount_incl_vat_aed");
    const rows = invoices.reduce((n, d) => n + d.document.by_rate.length, 0) + notes.reduce((n, d) => n + d.document.by_rate.length, 0);
    expect(lines).toHaveLength(rows + 1);
    const first = invoices.map((d) => d.document).sort((a, b) => a.invoice_no - b.invoice_no)[0]!;
    const rate = first.by_rate[0]!;
    expect(lines.find((line) => line.startsWith(`tax_invoice,${first.invoice_no},`))).toContain(`,AUH,cashondelivery,5,${(rate.excl_tax / 100).toFixed(2)},${(rate.tax / 100).toFixed(2)},`);
  });
});

describe("access and input", () => {
  it("is for finance and owners; other roles get 403 and a bad period 400", async () => {
    const support = await signedInStaff(commerce(), "support");
    for (const path of ["sales", "vat", "documents"]) {
      expect((await staffGet(support, `/api/admin/reports/${path}?${JUNE}`)).status).toBe(403);
      expect((await call(commerce().handler, "GET", `/api/admin/reports/${path}?${JUNE}`)).status).toBe(401);
    }
    expect((await staffGet(finance, "/api/admin/reports/vat?from=2026-06-30&to=2026-06-01")).status).toBe(400);
    expect((await staffGet(finance, "/api/admin/reports/vat?from=2025-01-01&to=2026-06-01")).status).toBe(400);
    expect((await staffGet(finance, "/api/admin/reports/vat?from=2026-02-30&to=2026-03-01")).status).toBe(400);
    expect((await staffGet(finance, "/api/admin/reports/vat?from=٢٠٢٦-٠٦-٠١&to=2026-06-30")).status).toBe(200);
  });
});

describe("the products running low", () => {
  it("are the enabled products at the threshold or below, fewest first, as many as the dashboard counts", async () => {
    await db().updateTable("stock").set({ qty: 2, manage_stock: 1, is_in_stock: 1 }).where("product_id", "=", fixture.id("CHARGER")).execute();
    await db().updateTable("stock").set({ qty: 0, manage_stock: 1, is_in_stock: 0 }).where("product_id", "=", fixture.id("CASE")).execute();
    await db().updateTable("stock").set({ qty: 1, manage_stock: 1, is_in_stock: 1 }).where("product_id", "=", fixture.id("DISABLED")).execute();
    const listed = await staffGet(finance, "/api/admin/low-stock");
    expect(listed.status).toBe(200);
    const skus = listed.result.items.map((item: any) => item.sku);
    expect(skus.indexOf("CASE")).toBeLessThan(skus.indexOf("CHARGER"));
    expect(skus).not.toContain("DISABLED");
    expect(listed.result.items.every((item: any) => item.qty <= listed.result.threshold)).toBe(true);
    const owner = await signedInStaff(commerce(), "owner");
    const dashboard = await staffGet(owner, "/api/admin/dashboard");
    expect(dashboard.result.counts.lowStock).toBe(listed.result.total);
    expect((await staffGet(await signedInStaff(commerce(), "support"), "/api/admin/low-stock")).status).toBe(403);
  });
});
