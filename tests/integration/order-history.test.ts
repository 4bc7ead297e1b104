import { beforeAll, describe, expect, it } from "vitest";
import { orderAccessKey, orderLink } from "../../commerce/api/orders/access";
import { giveBackWhatTheOrderTook } from "../../commerce/api/orders/lifecycle";
import { placeOrder } from "../../commerce/api/orders/place";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";

/**
 * The customer's side of orders (docs/order-api.md "Order history"): each customer sees only their own
 * orders, invoices, credit notes and cards (anything else is a 404, never a 500); the lists split open from
 * archived and page by 20; cancelling a line is one transaction with a credit note; the invoice's VAT adds up
 * to the fils; a guest's link opens the order only with the right key. Orders are placed by the real placeOrder.
 */
const fixture = useFixtureCommerce();
const { get, post } = fixture;

const ADDRESS = DUBAI_HOME;

const setStock = (sku: string, qty: number) =>
  fixture.db().updateTable("stock").set({ qty, is_in_stock: qty > 0 ? 1 : 0 }).where("product_id", "=", fixture.id(sku)).execute();
const stockOf = async (sku: string) =>
  (await fixture.db().selectFrom("stock").select("qty").where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow()).qty;

/** Places a cash on delivery order for the customer with the real placeOrder; its number. */
async function orderFor(customer: Customer | null, items: Record<string, number>, extras: { coupon?: string; giftWrap?: boolean; giftCards?: string[] } = {}) {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (extras.coupon) expect((await post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: extras.coupon })).status).toBe(200);
  if (extras.giftWrap) expect((await post(`/api/cart/gift-wrap?cartId=${cartId}`, { gift_wrap_flag: true, gift_wrap_message: "" })).status).toBe(200);
  for (const code of extras.giftCards ?? []) expect((await post(`/api/cart/gift-card?cartId=${cartId}`, { code })).status).toBe(200);
  const { order } = await placeOrder(
    fixture.commerce().context,
    cartId,
    codOrderDetails({ email: customer?.email ?? "guest@example.ae", customerId: customer?.id ?? null, address: ADDRESS }),
    "en",
  );
  return order.increment_id;
}

const setShipment = (incrementId: string, status: string) =>
  fixture
    .db()
    .updateTable("shipments")
    .set({ status })
    .where("order_id", "in", (eb) => eb.selectFrom("orders").select("id").where("increment_id", "=", incrementId))
    .execute();

let layla: Customer;
let omar: Customer;

beforeAll(async () => {
  for (const sku of ["CHARGER", "CASE"]) await setStock(sku, 500);
  layla = await signedInCustomer(fixture);
  omar = await signedInCustomer(fixture, { firstname: "Omar" });
});

describe("owner scoping", () => {
  it("another customer's order, invoice, credit note and saved card are 404s, as unknown and garbage ids are", async () => {
    const number = await orderFor(layla, { CHARGER: 2, CASE: 1 });
    const detail = await layla.get(`/api/order/detail/${number}`);
    expect(detail.status).toBe(200);
    const [shipment] = detail.result.shipments;
    const item = detail.result.items[0];
    const cancelled = await layla.post("/api/order/cancel-item", { incrementId: number, itemId: item.id });
    expect(cancelled.status).toBe(200);
    const creditNo = cancelled.result.credit_no as number;
    const card = await fixture
      .db()
      .insertInto("saved_cards")
      .values({ customer_id: layla.id, provider: "test", token: `tok-${number}`, brand: "Visa", last4: "1111", expiry: "12/29", created_at: "2026-06-01T00:00:00Z" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const notFound = { status: 404, error: { code: "order.notFound" } };
    expect(await omar.get(`/api/order/detail/${number}`)).toMatchObject(notFound);
    expect(await omar.get(`/api/order/invoice/${shipment.invoice_no}/${shipment.shipment_no}`)).toMatchObject(notFound);
    expect(await omar.get(`/api/order/credit-note/${creditNo}`)).toMatchObject(notFound);
    expect(await omar.post("/api/order/cancel-item", { incrementId: number, itemId: detail.result.items[1].id })).toMatchObject(notFound);
    expect(await omar.post("/api/order/rate", { incrementId: number, rating: 1 })).toMatchObject(notFound);
    expect(await omar.post("/api/payment/saved-cards/delete", { id: card.id })).toMatchObject({ status: 404, error: { code: "card.notFound" } });
    expect((await omar.get("/api/payment/saved-cards")).result).toEqual([]);
    expect((await omar.get("/api/order/list")).result.total_count).toBe(0);

    for (const path of [
      "/api/order/detail/999999999",
      "/api/order/detail/abc",
      "/api/order/detail/1%27%20OR%201=1",
      `/api/order/invoice/${shipment.invoice_no}/${number}-9`,
      `/api/order/invoice/x/${shipment.shipment_no}`,
      "/api/order/invoice/99999/1-1",
      "/api/order/credit-note/0",
      "/api/order/credit-note/%F0%9F%92%A9",
      "/api/order/credit-note/99999",
    ]) {
      expect(await layla.get(path), path).toMatchObject({ status: 404 });
    }
    expect(await layla.post("/api/payment/saved-cards/delete", { id: 99999 })).toMatchObject({ status: 404 });
    expect((await get(`/api/order/detail/${number}`)).status).toBe(401);

    const cards = await layla.get("/api/payment/saved-cards");
    expect(cards.result).toEqual([{ id: card.id, brand: "Visa", masked: "**** 1111", expiry: "12/29", created_at: "2026-06-01T00:00:00Z" }]);
    expect(await layla.post("/api/payment/saved-cards/delete", { id: card.id })).toMatchObject({ status: 200, result: { id: card.id } });
    expect((await layla.get("/api/payment/saved-cards")).result).toEqual([]);
  });
});

describe("the lists", () => {
  it("split open orders from archived ones, newest first, 20 a page", async () => {
    const sara = await signedInCustomer(fixture, { firstname: "Sara" });
    const numbers: string[] = [];
    for (let i = 0; i < 23; i += 1) numbers.push(await orderFor(sara, { CHARGER: 1 }));
    await setShipment(numbers[0]!, "Delivered");
    await fixture.db().updateTable("orders").set({ status: "completed" }).where("increment_id", "=", numbers[1]!).execute();
    await setShipment(numbers[2]!, "Dispatched");

    const first = await sara.get("/api/order/list?pageSize=20&currentPage=1&archived=0");
    expect(first.result).toMatchObject({ total_count: 21, page_size: 20, current_page: 1 });
    expect(first.result.items).toHaveLength(20);
    expect(first.result.items[0]).toMatchObject({ increment_id: numbers[22], status: "confirmed", items_qty: 1, shipment_status: "Shipment Created" });
    expect(first.result.items[0].grand_total).toBeGreaterThan(0);
    const second = await sara.get("/api/order/list?pageSize=20&currentPage=2");
    expect(second.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([numbers[2]]);
    const archived = await sara.get("/api/order/list?archived=1");
    expect(archived.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([numbers[1], numbers[0]]);
    expect((await sara.get("/api/user/order-history?pageSize=20&currentPage=2")).result.items).toHaveLength(3);
    expect((await sara.get("/api/order/list?pageSize=0")).status).toBe(400);
    expect((await sara.get("/api/order/list?archived=yes")).status).toBe(400);
  });
});

describe("cancelling a line", () => {
  it("cancels the line, returns its stock, issues the next credit note, and cancels the order with its last line", async () => {
    await setStock("CHARGER", 50);
    await setStock("CASE", 50);
    const number = await orderFor(layla, { CHARGER: 3, CASE: 1 });
    expect(await stockOf("CHARGER")).toBe(47);
    const changesBefore = (await fixture.db().selectFrom("catalogue_changes").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow()).id;
    const { result: detail } = await layla.get(`/api/order/detail/${number}`);
    expect(detail.items.map((i: { cancellable: boolean }) => i.cancellable)).toEqual([true, true]);
    const [charger, kase] = detail.items;

    const first = await layla.post("/api/order/cancel-item", { incrementId: number, itemId: charger.id });
    expect(first.result).toMatchObject({ order_status: "confirmed" });
    expect(await stockOf("CHARGER")).toBe(50);
    const change = await fixture.db().selectFrom("catalogue_changes").select(["id", "product_ids"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(change.id).toBeGreaterThan(Number(changesBefore ?? 0));
    expect(JSON.parse(change.product_ids)).toEqual([fixture.id("CHARGER")]);

    expect(await layla.post("/api/order/cancel-item", { incrementId: number, itemId: charger.id })).toMatchObject({
      status: 409,
      error: { code: "order.notCancellable", field: "itemId" },
    });
    expect(await stockOf("CHARGER")).toBe(50);
    expect(await layla.post("/api/order/cancel-item", { incrementId: number, itemId: 999999 })).toMatchObject({ status: 404, error: { code: "order.itemNotFound" } });

    const second = await layla.post("/api/order/cancel-item", { incrementId: number, itemId: kase.id });
    expect(second.result).toMatchObject({ order_status: "cancelled", credit_no: first.result.credit_no + 1 });
    expect(await stockOf("CASE")).toBe(50);
    const after = await layla.get(`/api/order/detail/${number}`);
    expect(after.result).toMatchObject({ status: "cancelled", can_rate: false });
    expect(after.result.items.map((i: { status: string; cancellable: boolean }) => [i.status, i.cancellable])).toEqual([
      ["cancelled", false],
      ["cancelled", false],
    ]);
    expect(after.result.credit_notes.map((c: { credit_no: number }) => c.credit_no)).toEqual([first.result.credit_no, second.result.credit_no]);
    expect((await layla.get("/api/order/list?archived=1")).result.items.map((o: { increment_id: string }) => o.increment_id)).toContain(number);

    // The last credit note also takes back the delivery: together the credit notes undo the whole invoice.
    const invoice = await layla.get(`/api/order/invoice/${after.result.shipments[0].invoice_no}/${after.result.shipments[0].shipment_no}`);
    const notes = await Promise.all(after.result.credit_notes.map((c: { credit_no: number }) => layla.get(`/api/order/credit-note/${c.credit_no}`)));
    expect(notes.reduce((sum, n) => sum + n.result.totals.incl_tax, 0)).toBe(invoice.result.totals.incl_tax);
    expect(notes[0]!.result).toMatchObject({ invoice: { invoice_no: invoice.result.invoice_no }, seller: { trn: expect.stringMatching(/^\d{15}$/) } });
  });

  it("is refused once the order is dispatched, and changes nothing", async () => {
    await setStock("CHARGER", 20);
    const number = await orderFor(layla, { CHARGER: 1, CASE: 1 });
    await setShipment(number, "Dispatched");
    const { result: detail } = await layla.get(`/api/order/detail/${number}`);
    expect(detail.items.map((i: { cancellable: boolean }) => i.cancellable)).toEqual([false, false]);
    const creditsBefore = await fixture.db().selectFrom("credit_notes").select("id").execute();
    expect(await layla.post("/api/order/cancel-item", { incrementId: number, itemId: detail.items[0].id })).toMatchObject({
      status: 409,
      error: { code: "order.notCancellable" },
    });
    expect(await stockOf("CHARGER")).toBe(19);
    expect(await fixture.db().selectFrom("credit_notes").select("id").execute()).toHaveLength(creditsBefore.length);
  });

  it("credit notes are numbered in one unbroken sequence across orders and concurrent cancellations", async () => {
    const numbers = await Promise.all([orderFor(layla, { CHARGER: 1 }), orderFor(omar, { CHARGER: 1 }), orderFor(layla, { CASE: 1 })]);
    const customers = [layla, omar, layla];
    const details = await Promise.all(numbers.map((n, i) => customers[i]!.get(`/api/order/detail/${n}`)));
    const answers = await Promise.all(
      numbers.map((n, i) => customers[i]!.post("/api/order/cancel-item", { incrementId: n, itemId: details[i]!.result.items[0].id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const all = (await fixture.db().selectFrom("credit_notes").select("credit_no").orderBy("credit_no").execute()).map((c) => c.credit_no);
    expect(all).toEqual(all.map((_, i) => i + 1));
  });
});

describe("cancelling lines of an order gift cards paid for", () => {
  const balanceOf = async (code: string) =>
    (await fixture.db().selectFrom("gift_cards").select("balance").where("code", "=", code).executeTakeFirstOrThrow()).balance;
  const orderRow = (number: string) => fixture.db().selectFrom("orders").selectAll().where("increment_id", "=", number).executeTakeFirstOrThrow();
  const returnsOf = async (number: string) =>
    fixture.db().selectFrom("order_gift_card_returns").selectAll().where("order_id", "=", (await orderRow(number)).id).orderBy("id").execute();

  it("gives each card its share of a line, and the last line the rest: each card ends where it started", async () => {
    const cards = ["GC-C-20", "TI-VOUCHER"];
    const before = await Promise.all(cards.map(balanceOf));
    const number = await orderFor(layla, { CHARGER: 2, CASE: 1 }, { giftCards: cards });
    const totals = JSON.parse((await orderRow(number)).totals);
    const paid = totals.gift_card_amounts.map((c: { applied_amount: number }) => c.applied_amount);
    expect(paid).toEqual([2_000, 3_000]);
    expect(await Promise.all(cards.map(balanceOf))).toEqual([0, 0]);

    const { result: detail } = await layla.get(`/api/order/detail/${number}`);
    const [charger, kase] = detail.items;
    const first = await layla.post("/api/order/cancel-item", { incrementId: number, itemId: charger.id });
    expect(first.status).toBe(200);
    const credit = (await layla.get(`/api/order/credit-note/${first.result.credit_no}`)).result.totals.incl_tax;
    const shares = paid.map((amount: number) => Math.floor((credit * amount) / totals.grand_total_before_gift_cards));
    expect(shares.every((share: number) => share > 0)).toBe(true);
    expect(await Promise.all(cards.map(balanceOf))).toEqual(shares);
    expect((await returnsOf(number)).map((r) => [r.code, r.amount, r.order_item_id])).toEqual(cards.map((code, i) => [code, shares[i], charger.id]));

    expect((await layla.post("/api/order/cancel-item", { incrementId: number, itemId: kase.id })).result.order_status).toBe("cancelled");
    expect(await Promise.all(cards.map(balanceOf))).toEqual(before);
    const returned = await returnsOf(number);
    for (const [i, code] of cards.entries()) {
      expect(returned.filter((r) => r.code === code).reduce((sum, r) => sum + r.amount, 0)).toBe(paid[i]);
    }
  });

  it("two lines cancelled at once make the card whole exactly once", async () => {
    const before = await balanceOf("GC-BIG");
    const number = await orderFor(omar, { CHARGER: 1, CASE: 2 }, { giftCards: ["GC-BIG"] });
    const paid = JSON.parse((await orderRow(number)).totals).gift_card_amounts[0].applied_amount;
    expect(paid).toBeGreaterThan(0);
    expect(await balanceOf("GC-BIG")).toBe(before - paid);
    const { result: detail } = await omar.get(`/api/order/detail/${number}`);
    const answers = await Promise.all(
      detail.items.map((item: { id: number }) => omar.post("/api/order/cancel-item", { incrementId: number, itemId: item.id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await balanceOf("GC-BIG")).toBe(before);
    expect((await returnsOf(number)).reduce((sum, r) => sum + r.amount, 0)).toBe(paid);
    expect((await orderRow(number)).status).toBe("cancelled");
  });

  it("an order that fails after a line was cancelled gives the cards only what is left", async () => {
    const before = await balanceOf("LOYAL-VOUCHER");
    const number = await orderFor(layla, { CHARGER: 1, CASE: 1 }, { giftCards: ["LOYAL-VOUCHER"] });
    const { result: detail } = await layla.get(`/api/order/detail/${number}`);
    expect((await layla.post("/api/order/cancel-item", { incrementId: number, itemId: detail.items[0].id })).status).toBe(200);
    await giveBackWhatTheOrderTook(fixture.db(), await orderRow(number), new Date());
    expect(await balanceOf("LOYAL-VOUCHER")).toBe(before);
  });
});

describe("the tax invoice", () => {
  it("shows every line's VAT, and the lines add up exactly to the totals for an order with a discount, delivery and gift wrap", async () => {
    const number = await orderFor(layla, { CHARGER: 3, CASE: 1 }, { coupon: "FIXED50", giftWrap: true });
    const { result: detail } = await layla.get(`/api/order/detail/${number}`);
    const [shipment] = detail.shipments;
    const { status, result: invoice } = await layla.get(`/api/order/invoice/${shipment.invoice_no}/${shipment.shipment_no}?storeCode=ar`);
    expect(status).toBe(200);
    expect(invoice).toMatchObject({
      invoice_no: shipment.invoice_no,
      shipment_no: shipment.shipment_no,
      seller: { trn: expect.stringMatching(/^\d{15}$/), name: expect.stringContaining("نور") },
      customer: { name: "Layla Haddad", address: { city_name: "دبي" } },
    });
    const sum = (key: "excl_tax" | "tax" | "incl_tax") => invoice.lines.reduce((total: number, line: Record<string, number>) => total + line[key]!, 0);
    expect(sum("tax")).toBe(invoice.totals.tax);
    expect(sum("excl_tax")).toBe(invoice.totals.excl_tax);
    expect(sum("incl_tax")).toBe(invoice.totals.incl_tax);
    expect(invoice.totals.incl_tax).toBe(detail.totals.grand_total_before_gift_cards);
    expect(invoice.totals.tax).toBe(detail.totals.tax);
    expect(invoice.totals.excl_tax + invoice.totals.tax).toBe(invoice.totals.incl_tax);
    expect(invoice.lines.map((l: { kind: string }) => l.kind)).toEqual(["goods", "goods", "shipping", "giftWrap", "discount"]);
    expect(invoice.lines.find((l: { kind: string }) => l.kind === "discount")).toMatchObject({ incl_tax: -5000 });
    for (const line of invoice.lines) expect(line.excl_tax + line.tax).toBe(line.incl_tax);
    const charger = invoice.lines[0];
    expect(charger).toMatchObject({ kind: "goods", sku: "CHARGER", qty: 3, tax_rate: 5, unit_price_excl_tax: 7524, incl_tax: 23700 });
  });
});

describe("rating", () => {
  it("takes 1 to 5 stars and a comment of at most 100 characters", async () => {
    const number = await orderFor(layla, { CHARGER: 1 });
    for (const body of [
      { incrementId: number, rating: 0 },
      { incrementId: number, rating: 6 },
      { incrementId: number, rating: 4.5 },
      { incrementId: number, rating: "5" },
      { incrementId: number, rating: 5, comment: "x".repeat(101) },
      { incrementId: number, rating: 5, extra: 1 },
      { incrementId: "abc", rating: 5 },
    ]) {
      expect((await layla.post("/api/order/rate", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await layla.post("/api/order/rate", { incrementId: number, rating: 4, comment: ` ${"y".repeat(100)} ` })).toMatchObject({ status: 200 });
    expect((await layla.get(`/api/order/detail/${number}`)).result.rating).toEqual({ rating: 4, comment: "y".repeat(100) });
  });
});

describe("a guest's order link", () => {
  it("opens the order with its key, read-only; a forged or another order's key is a 404", async () => {
    const number = await orderFor(null, { CHARGER: 1 });
    const other = await orderFor(null, { CHARGER: 1 });
    const { context } = fixture.commerce();
    const key = orderAccessKey(context.secret, number);
    expect(orderLink(context, number, "ar")).toBe(`${context.storefrontOrigin}/ar/my-account/order/${number}?key=${key}`);
    const opened = await get(`/api/order/guest/${number}?key=${key}`);
    expect(opened).toMatchObject({ status: 200, result: { increment_id: number, can_rate: false } });
    expect(opened.result.items.every((i: { cancellable: boolean }) => !i.cancellable)).toBe(true);

    const forged = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [forged, orderAccessKey(context.secret, other), orderAccessKey("another-secret", number), "", "x"]) {
      expect(await get(`/api/order/guest/${number}?key=${encodeURIComponent(wrong)}`)).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    }
    expect((await get(`/api/order/guest/${number}`)).status).toBe(404);
    // A guest's order is no customer's.
    expect((await layla.get(`/api/order/detail/${number}`)).status).toBe(404);
  });
});
