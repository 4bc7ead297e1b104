import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../common/format";
import { orderAccessKey } from "../../commerce/api/orders/access";
import { creditContent, orderItems } from "../../commerce/api/orders/documents";
import { orderTotals } from "../../commerce/api/orders/order-record";
import { placeOrder } from "../../commerce/api/orders/place";
import { requestReturn } from "../../commerce/api/orders/returns";
import { sweepUncollected } from "../../commerce/api/orders/uncollected";
import { RETURN_STATUSES, type ReturnStatus } from "../../commerce/contract/order";
import type { StaffRole } from "../../commerce/contract/staff";
import { isPostgres } from "../../commerce/db/connection";
import { atInstant } from "../support/backend-clock";
import { call } from "../support/call";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { checkoutSteps, RETURN_URL, typeCard } from "../support/checkout";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";
import { OLD_AT, withDatabaseBefore } from "../support/old-database";

/**
 * Returns after delivery (docs/order-api.md "Returns", decision 042): the shopper asks for units of delivered lines
 * within the window, as a customer or through the order's link; staff receive the parcel and accept it (credit
 * notes, gift card shares, a refund through the test card gateway or store credit for cash on delivery, stock back
 * when restocked) or reject it, each step one conditional transaction, audited and e-mailed in the order's
 * language. And the store's sweep of orders never collected. Orders are placed by the real placeOrder or checkout
 * and moved through the real endpoints.
 */
const fixture = useFixtureCommerce();
const commerce = () => fixture.commerce();
const db = () => fixture.db();

const VISA = "4111111111111111";
const DAY_MS = 86_400_000;
/** FIXTURE_NOW is 16:00 on 15 June in the UAE: the window of a shipment delivered then closes as 29 June ends there. */
const WINDOW_END = "2026-06-29T20:00:00.000Z";

let layla: Customer;
let mariam: Customer;
let omar: Customer;
const staff = {} as Record<StaffRole, SignedInStaffMember>;
let pickupStoreId: number;

beforeAll(async () => {
  for (const sku of ["CHARGER", "CASE"]) {
    await db().updateTable("stock").set({ qty: 500, is_in_stock: 1 }).where("product_id", "=", fixture.id(sku)).execute();
  }
  pickupStoreId = (await db().selectFrom("pickup_stores").select("id").where("code", "=", "AUH-YAS").executeTakeFirstOrThrow()).id;
  await db()
    .insertInto("pickup_store_stock")
    .values(["CHARGER", "CASE"].map((sku) => ({ store_id: pickupStoreId, product_id: fixture.id(sku), qty: 100 })))
    .execute();
  layla = await signedInCustomer(fixture);
  mariam = await signedInCustomer(fixture, { firstname: "Mariam", store: "ar" });
  omar = await signedInCustomer(fixture, { firstname: "Omar" });
  for (const role of ["owner", "operations", "support", "finance", "catalogue"] as const) staff[role] = await signedInStaff(commerce(), role);
});

interface Placed {
  number: string;
  orderId: number;
  email: string;
  items: { id: number; sku: string; name: string; qty: number; row_total_incl_tax: number }[];
}

async function placed(number: string): Promise<Placed> {
  const order = await orderRow(number);
  const items = await db().selectFrom("order_items").select(["id", "sku", "name", "qty", "row_total_incl_tax"]).where("order_id", "=", order.id).orderBy("id").execute();
  return { number, orderId: order.id, email: order.email, items };
}

let guests = 0;

/** A cash on delivery order of the customer's (a guest's without one), placed with the real placeOrder. */
async function codOrder(customer: Customer | null, items: Record<string, number>, options: { store?: "en" | "ar"; coupon?: string } = {}): Promise<Placed> {
  const store = options.store ?? "en";
  const cartId: string = (await fixture.post(`/api/cart/create?storeCode=${store}`)).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (options.coupon) expect((await fixture.post(`/api/cart/apply-coupon?cartId=${cartId}`, { coupon: options.coupon })).status).toBe(200);
  guests += 1;
  const email = customer?.email ?? `guest${guests}@example.ae`;
  const address = store === "ar" ? { ...DUBAI_HOME, full_name: "مريم الهاشمي" } : DUBAI_HOME;
  const { order } = await placeOrder(commerce().context, cartId, codOrderDetails({ email, customerId: customer?.id ?? null, address }), store);
  return placed(order.increment_id);
}

/** A card order of the customer's, paid through the test gateway's pages: home delivery, or collection at Yas Mall. */
async function cardOrder(customer: Customer, items: Record<string, number>, options: { giftCard?: string; pickup?: boolean } = {}): Promise<Placed> {
  const cartId: string = (await customer.post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await customer.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (options.giftCard) expect((await customer.post(`/api/cart/gift-card?cartId=${cartId}`, { code: options.giftCard })).status).toBe(200);
  await checkoutSteps(customer.post, cartId, {
    payment: { method: "credit_card", terms_accepted: true },
    ...(options.pickup ? { delivery: { method: "clickandcollect", pickup_store_id: pickupStoreId } } : {}),
  });
  const params = await typeCard(fixture, cartId, VISA, customer.get);
  const paid = await customer.post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });
  expect(paid.result).toMatchObject({ order: { status: "confirmed" } });
  return placed(paid.result.order.increment_id);
}

const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) => call(commerce().handler, method, path, body, member.headers);
const DELIVERED = [{ action: "process" }, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-7001" }, { action: "deliver" }];
const DISPATCHED = DELIVERED.slice(0, 2);
const READY = [{ action: "process" }, { action: "readyForCollection" }];

/** Moves every shipment of the order through `moves`, as operations. */
async function move(order: Placed, moves: readonly object[] = DELIVERED): Promise<void> {
  const shipments = await db().selectFrom("shipments").select("shipment_no").where("order_id", "=", order.orderId).execute();
  for (const { shipment_no } of shipments) {
    for (const body of moves) expect((await staffCall(staff.operations, "POST", `/api/admin/shipments/${shipment_no}/move`, body)).status).toBe(200);
  }
}

const at = <T>(instant: Date | string, work: () => Promise<T>) => atInstant(commerce().context, instant, work);
const afterDays = (days: number) => new Date(FIXTURE_NOW.getTime() + days * DAY_MS);

type Line = { itemId: number; qty: number; reason: string };
const line = (itemId: number, qty = 1, reason = "changedMind"): Line => ({ itemId, qty, reason });
const askAsCustomer = (customer: Customer, order: Placed, items: Line[], comment?: string) =>
  customer.post("/api/order/return", { incrementId: order.number, items, ...(comment === undefined ? {} : { comment }) });
const askAsGuest = (order: Placed, body: unknown, key = orderAccessKey(commerce().context.secret, order.number)) =>
  call(commerce().handler, "POST", `/api/order/guest/${order.number}/return?key=${encodeURIComponent(key)}`, body);
const receive = (id: number, member = staff.operations) => staffCall(member, "POST", `/api/admin/returns/${id}/receive`);
const accept = (id: number, body: unknown = { disposition: "restock" }, member = staff.operations) => staffCall(member, "POST", `/api/admin/returns/${id}/accept`, body);
const reject = (id: number, reason = "The seal is broken", member = staff.operations) => staffCall(member, "POST", `/api/admin/returns/${id}/reject`, { reason });

/** A new return of the order's first line, asked by its customer (or through its link), taken to `status` by operations. */
async function returnAt(status: ReturnStatus, order?: Placed): Promise<{ id: number; order: Placed }> {
  const of = order ?? (await delivered(layla, { CHARGER: 1 }));
  const asked = await askAsGuest(of, { items: [line(of.items[0]!.id)] });
  expect(asked.status, JSON.stringify(asked.result)).toBe(200);
  const id: number = asked.result.id;
  if (status === "received" || status === "accepted") expect((await receive(id)).status).toBe(200);
  if (status === "accepted") expect((await accept(id)).status).toBe(200);
  if (status === "rejected") expect((await reject(id)).status).toBe(200);
  return { id, order: of };
}

async function delivered(customer: Customer | null, items: Record<string, number>, options: { store?: "en" | "ar"; coupon?: string } = {}) {
  const order = await codOrder(customer, items, options);
  await move(order);
  return order;
}

const orderRow = (number: string) => db().selectFrom("orders").selectAll().where("increment_id", "=", number).executeTakeFirstOrThrow();
const returnRow = (id: number) => db().selectFrom("returns").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const returnsOf = (order: Placed) => db().selectFrom("returns").selectAll().where("order_id", "=", order.orderId).orderBy("id").execute();
const paymentOf = (order: Placed) => db().selectFrom("payments").selectAll().where("order_id", "=", order.orderId).executeTakeFirstOrThrow();
const refundsOf = (order: Placed) => db().selectFrom("refunds").selectAll().where("order_id", "=", order.orderId).orderBy("id").execute();
const creditNotesOf = (order: Placed) =>
  db().selectFrom("credit_notes as c").innerJoin("invoices as i", "i.id", "c.invoice_id").selectAll("c").where("i.order_id", "=", order.orderId).orderBy("c.credit_no").execute();
const stockOf = async (sku: string) => (await db().selectFrom("stock").select("qty").where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow()).qty;
const balanceOf = async (code: string) => (await db().selectFrom("gift_cards").select("balance").where("code", "=", code).executeTakeFirstOrThrow()).balance;
const auditOf = (id: number) => db().selectFrom("audit_log").selectAll().where("subject_type", "=", "return").where("subject_id", "=", String(id)).orderBy("id").execute();
/** The e-mails of `template` about the order (a checkout's orders share their contact's address). */
const mailsOf = (order: Placed, template: string) =>
  db()
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", order.email)
    .where("template", "=", template)
    .where("text_body", "like", `%${order.number}%`)
    .orderBy("id")
    .execute();
async function gatewayRefunded(order: Placed): Promise<number> {
  const payment = await paymentOf(order);
  return (await db().selectFrom("test_gateway_transactions").select("refunded_amount").where("merchant_reference", "=", payment.reference).executeTakeFirstOrThrow()).refunded_amount;
}

/** Everything a step of a return could change. */
async function traces(id: number) {
  const row = await returnRow(id);
  const order = await db().selectFrom("orders").select(["id", "email"]).where("id", "=", row.order_id).executeTakeFirstOrThrow();
  return {
    row,
    audit: (await auditOf(id)).length,
    mails: (await db().selectFrom("outbox").select("id").where("recipient", "=", order.email).execute()).length,
    creditNotes: (await db().selectFrom("credit_notes").select("id").where("return_id", "=", id).execute()).length,
    giftCards: (await db().selectFrom("gift_cards").select("code").execute()).length,
    refunds: (await db().selectFrom("refunds").select("id").where("order_id", "=", order.id).execute()).length,
    stock: await stockOf("CHARGER"),
  };
}

describe("asking for a return", () => {
  it("is open until the end of the 14th UAE calendar day after delivery: the last moment of day 14 is taken, day 15 refused", async () => {
    const order = await delivered(layla, { CHARGER: 1, CASE: 1 });
    const [charger, kase] = order.items;
    const detail = (await layla.get(`/api/order/detail/${order.number}`)).result;
    expect(detail.items.map((i: { returnable_qty: number; return_until: string }) => [i.returnable_qty, i.return_until])).toEqual([
      [1, WINDOW_END],
      [1, WINDOW_END],
    ]);
    expect(detail.returns).toEqual([]);

    expect(await at(afterDays(15), () => askAsGuest(order, { items: [line(charger!.id)] }))).toMatchObject({
      status: 409,
      error: { code: "return.windowClosed", field: "items" },
    });
    expect(await at(WINDOW_END, () => askAsGuest(order, { items: [line(kase!.id)] }))).toMatchObject({ status: 409, error: { code: "return.windowClosed" } });
    expect(await returnsOf(order)).toEqual([]);
    const lastMoment = new Date(Date.parse(WINDOW_END) - 1);
    expect((await at(lastMoment, () => askAsGuest(order, { items: [line(kase!.id)] }))).status).toBe(200);
    const day14 = await at(afterDays(14), () => askAsGuest(order, { items: [line(charger!.id, 1, "defective")], comment: "  It does not charge  " }));
    expect(day14).toMatchObject({
      status: 200,
      result: {
        increment_id: order.number,
        status: "requested",
        comment: "It does not charge",
        created_at: afterDays(14).toISOString(),
        items: [{ item_id: charger!.id, sku: "CHARGER", name: charger!.name, qty: 1, reason: "defective" }],
        credit_notes: [],
        store_credit: null,
      },
    });
    // Once closed, nothing of the order can be asked back, and the page says so.
    const closed = await at(afterDays(15), () => call(commerce().handler, "GET", `/api/order/guest/${order.number}?key=${orderAccessKey(commerce().context.secret, order.number)}`));
    expect(closed.result.items.map((i: { returnable_qty: number }) => i.returnable_qty)).toEqual([0, 0]);
  });

  it("takes its window from the backend's RETURN_WINDOW_DAYS", async () => {
    expect(commerce().context.returnWindowDays).toBe(14);
    const order = await delivered(layla, { CHARGER: 1 });
    const ask = (returnWindowDays: number) =>
      requestReturn({ ...commerce().context, returnWindowDays, now: () => afterDays(15) }, layla.id, order.number, { items: [{ itemId: order.items[0]!.id, qty: 1, reason: "damaged" }], comment: "" });
    await expect(ask(14)).rejects.toMatchObject({ status: 409, detail: { code: "return.windowClosed" } });
    await expect(ask(30)).resolves.toMatchObject({ status: "requested" });
  });

  it("is refused for a line not yet delivered, or cancelled, and changes nothing", async () => {
    const onItsWay = await codOrder(layla, { CHARGER: 1 });
    await move(onItsWay, DISPATCHED);
    expect(await askAsCustomer(layla, onItsWay, [line(onItsWay.items[0]!.id)])).toMatchObject({ status: 409, error: { code: "return.notReturnable", field: "items" } });
    const detail = (await layla.get(`/api/order/detail/${onItsWay.number}`)).result;
    expect(detail.items[0]).toMatchObject({ returnable_qty: 0, return_until: null });

    const cancelled = await codOrder(layla, { CHARGER: 1, CASE: 1 });
    expect((await layla.post("/api/order/cancel-item", { incrementId: cancelled.number, itemId: cancelled.items[0]!.id })).status).toBe(200);
    await move(cancelled);
    expect(await askAsCustomer(layla, cancelled, [line(cancelled.items[0]!.id)])).toMatchObject({ status: 409, error: { code: "return.notReturnable" } });
    // A refusal of one line refuses the request: the returnable line in it is not asked for either.
    expect(await askAsCustomer(layla, cancelled, [line(cancelled.items[1]!.id), line(cancelled.items[0]!.id)])).toMatchObject({ status: 409 });
    expect([...(await returnsOf(onItsWay)), ...(await returnsOf(cancelled))]).toEqual([]);
  });

  it("takes at most the units no earlier return took; a rejected return gives them back", async () => {
    const order = await delivered(layla, { CHARGER: 3 });
    const charger = order.items[0]!.id;
    expect(await askAsCustomer(layla, order, [line(charger, 4)])).toMatchObject({ status: 400, error: { code: "return.qtyTooHigh", field: "items" } });
    const first = await askAsCustomer(layla, order, [line(charger, 2)]);
    expect(first).toMatchObject({ status: 200, result: { items: [{ qty: 2 }] } });
    expect(await askAsCustomer(layla, order, [line(charger, 2)])).toMatchObject({ status: 400, error: { code: "return.qtyTooHigh" } });
    expect((await askAsCustomer(layla, order, [line(charger, 1)])).status).toBe(200);
    expect(await askAsCustomer(layla, order, [line(charger, 1)])).toMatchObject({ status: 400, error: { code: "return.qtyTooHigh" } });
    expect((await layla.get(`/api/order/detail/${order.number}`)).result.items[0].returnable_qty).toBe(0);
    expect((await reject(first.result.id)).status).toBe(200);
    expect((await layla.get(`/api/order/detail/${order.number}`)).result.items[0].returnable_qty).toBe(2);
    expect((await askAsCustomer(layla, order, [line(charger, 2)])).status).toBe(200);
    expect((await returnsOf(order)).map((r) => r.status)).toEqual(["rejected", "requested", "requested"]);
  });

  it("answers another customer's order, an unknown one and a line not of the order with a 404, and changes nothing", async () => {
    const order = await delivered(layla, { CHARGER: 1 });
    const other = await delivered(omar, { CASE: 1 });
    expect(await askAsCustomer(omar, order, [line(order.items[0]!.id)])).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await omar.post("/api/order/return", { incrementId: "999999999", items: [line(1)] })).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await askAsCustomer(layla, order, [line(other.items[0]!.id)])).toMatchObject({ status: 404, error: { code: "order.itemNotFound", field: "items" } });
    expect(await askAsCustomer(layla, order, [line(999_999)])).toMatchObject({ status: 404, error: { code: "order.itemNotFound" } });
    expect(await call(commerce().handler, "POST", "/api/order/return", { incrementId: order.number, items: [line(order.items[0]!.id)] })).toMatchObject({ status: 401 });
    expect(await returnsOf(order)).toEqual([]);
    expect(await returnsOf(other)).toEqual([]);
  });

  it("through the order's link needs the order's own key, and is the guest's", async () => {
    const order = await delivered(null, { CHARGER: 1 });
    const other = await delivered(null, { CHARGER: 1 });
    const body = { items: [line(order.items[0]!.id)] };
    expect(await call(commerce().handler, "POST", `/api/order/guest/${order.number}/return`, body)).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await askAsGuest(order, body, "not-the-key")).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await askAsGuest(order, body, orderAccessKey(commerce().context.secret, other.number))).toMatchObject({ status: 404 });
    expect(await call(commerce().handler, "POST", `/api/order/guest/abc/return?key=x`, body)).toMatchObject({ status: 404 });
    expect(await returnsOf(order)).toEqual([]);

    const asked = await askAsGuest(order, body);
    expect(asked).toMatchObject({ status: 200, result: { status: "requested" } });
    expect(await returnRow(asked.result.id)).toMatchObject({ customer_id: null, status: "requested" });
    const [mail] = await mailsOf(order, "returnRequested");
    expect(mail).toMatchObject({ locale: "en" });
    expect(mail!.subject).toContain(String(asked.result.id));
    expect(mail!.text_body).toContain(`1 × ${order.items[0]!.name}`);
    expect(mail!.text_body).toContain(order.number);
    const listed = await staffCall(staff.operations, "GET", "/api/admin/returns?status=requested");
    expect(listed.result.items.find((r: { id: number }) => r.id === asked.result.id)).toMatchObject({ requested_by: "guest", email: order.email, increment_id: order.number });
    // The guest's own page lists it.
    const page = await call(commerce().handler, "GET", `/api/order/guest/${order.number}?key=${orderAccessKey(commerce().context.secret, order.number)}`);
    expect(page.result.returns).toMatchObject([{ id: asked.result.id, status: "requested" }]);
    expect(page.result.returns[0]).not.toHaveProperty("email");
  });

  it("refuses a malformed request with a 400 naming the field, and changes nothing", async () => {
    const order = await delivered(layla, { CHARGER: 2 });
    const id = order.items[0]!.id;
    for (const body of [
      { incrementId: order.number, items: [] },
      { incrementId: order.number },
      { incrementId: order.number, items: [{ itemId: id, qty: 0, reason: "damaged" }] },
      { incrementId: order.number, items: [{ itemId: id, qty: 1.5, reason: "damaged" }] },
      { incrementId: order.number, items: [{ itemId: id, qty: 1, reason: "tooExpensive" }] },
      { incrementId: order.number, items: [{ itemId: id, qty: 1 }] },
      { incrementId: order.number, items: [{ itemId: id, qty: 1, reason: "damaged", note: "x" }] },
      { incrementId: order.number, items: [line(id), line(id)] },
      { incrementId: order.number, items: [line(id)], comment: "x".repeat(501) },
      { incrementId: order.number, items: [line(id)], refund: "card" },
      { incrementId: "10000000x", items: [line(id)] },
    ]) {
      expect((await layla.post("/api/order/return", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await askAsGuest(order, { incrementId: order.number, items: [line(id)] })).status).toBe(400);
    expect(await returnsOf(order)).toEqual([]);
    expect((await askAsCustomer(layla, order, [line(id)], "x".repeat(500))).status).toBe(200);
  });
});

describe("the steps of a return", () => {
  const STEPS = { receive: "received", accept: "accepted", reject: "rejected" } as const;
  const ALLOWED: Record<ReturnStatus, readonly (keyof typeof STEPS)[]> = {
    requested: ["receive", "reject"],
    received: ["accept", "reject"],
    accepted: [],
    rejected: [],
  };
  const take = (action: keyof typeof STEPS, id: number) => (action === "receive" ? receive(id) : action === "accept" ? accept(id) : reject(id));

  it.each(RETURN_STATUSES)("from %s: the allowed steps lead where they should, every other one is refused and changes nothing", async (status) => {
    for (const action of Object.keys(STEPS) as (keyof typeof STEPS)[]) {
      const { id } = await returnAt(status);
      const before = await traces(id);
      const answer = await take(action, id);
      if (ALLOWED[status].includes(action)) {
        expect(answer, action).toMatchObject({ status: 200, result: { id, status: STEPS[action] } });
        expect((await returnRow(id)).status).toBe(STEPS[action]);
      } else {
        expect(answer, action).toMatchObject({ status: 409, error: { code: "return.notAllowed" } });
        expect(await traces(id), action).toEqual(before);
      }
    }
  });

  it("each step is audited with the status before and after, and e-mailed to the shopper", async () => {
    const order = await delivered(layla, { CHARGER: 1, CASE: 1 });
    const { id } = await returnAt("requested", order);
    expect(await receive(id)).toMatchObject({ status: 200, result: { status: "received", received_by: staff.operations.email } });
    expect(await accept(id, { disposition: "writeOff" }, staff.owner)).toMatchObject({ status: 200, result: { status: "accepted", decided_by: staff.owner.email } });
    const rejected = (await returnAt("requested", { ...order, items: [order.items[1]!] })).id;
    expect(await reject(rejected, "  Bought more than 14 days ago  ")).toMatchObject({ status: 200, result: { rejection_reason: "Bought more than 14 days ago" } });
    const entries = [...(await auditOf(id)), ...(await auditOf(rejected))];
    expect(entries.map((e) => [e.action, e.actor, JSON.parse(e.before!).status, JSON.parse(e.after!).status])).toEqual([
      ["return.receive", staff.operations.email, "requested", "received"],
      ["return.accept", staff.owner.email, "received", "accepted"],
      ["return.reject", staff.operations.email, "requested", "rejected"],
    ]);
    expect(JSON.parse(entries[2]!.after!).reason).toBe("Bought more than 14 days ago");
    for (const template of ["returnRequested", "returnReceived", "returnAccepted", "returnRejected"]) {
      expect(await mailsOf(order, template), template).toHaveLength(template === "returnRequested" ? 2 : 1);
    }
    const [rejection] = await mailsOf(order, "returnRejected");
    expect(rejection!.text_body).toContain("“Bought more than 14 days ago”");
  });

  it("two staff accepting at once make one decision: one credit note, one refund, paid once", async () => {
    const order = await cardOrder(layla, { CHARGER: 1, CASE: 1 });
    await move(order);
    const { id } = await returnAt("received", order);
    const answers = await Promise.all([accept(id, { disposition: "restock" }, staff.operations), accept(id, { disposition: "writeOff" }, staff.owner)]);
    const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
    expect(won).toMatchObject({ status: 200, result: { status: "accepted", refunds: [{ status: "succeeded" }] } });
    expect(lost).toMatchObject({ status: 409, error: { code: "return.notAllowed" } });
    expect(await db().selectFrom("credit_notes").select("credit_no").where("return_id", "=", id).execute()).toHaveLength(1);
    const refunds = await refundsOf(order);
    expect(refunds).toMatchObject([{ reason: "return", status: "succeeded", attempts: 1 }]);
    expect(await gatewayRefunded(order)).toBe(refunds[0]!.amount);
    expect((await auditOf(id)).filter((e) => e.action === "return.accept")).toHaveLength(1);
    expect(await mailsOf(order, "returnAccepted")).toHaveLength(1);
  });

  it("answers unknown and malformed ids with a 404 and bad bodies with a 400, never a 500", async () => {
    const { id, order } = await returnAt("received");
    for (const path of ["999999/receive", "999999/accept", "999999/reject", "abc/receive", "0/accept", "99999999999/reject"]) {
      const body = path.endsWith("accept") ? { disposition: "restock" } : path.endsWith("reject") ? { reason: "x" } : undefined;
      expect(await staffCall(staff.owner, "POST", `/api/admin/returns/${path}`, body), path).toMatchObject({ status: 404, error: { code: "return.notFound" } });
    }
    const before = await traces(id);
    for (const body of [
      {},
      { disposition: "resell" },
      { disposition: "restock", extra: 1 },
      { disposition: "restock", payout: "cash" },
      { disposition: "restock", payout: "bankTransfer" },
      { disposition: "restock", payout: "bankTransfer", bankReference: "   " },
      { disposition: "restock", payout: "bankTransfer", bankReference: "x".repeat(61) },
      { disposition: "restock", payout: "storeCredit", bankReference: "FT-1" },
    ]) {
      expect((await accept(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await accept(id, { disposition: "restock", payout: "bankTransfer" })).toMatchObject({ error: { field: "bankReference" } });
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: "x".repeat(501) }, { reason: "x", notify: false }]) {
      expect((await staffCall(staff.owner, "POST", `/api/admin/returns/${id}/reject`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await traces(id)).toEqual(before);
    expect(await staffCall(staff.owner, "GET", "/api/admin/returns?status=lost")).toMatchObject({ status: 400 });
    expect(await returnsOf(order)).toMatchObject([{ status: "received" }]);
  });
});

describe("accepting a return", () => {
  it("of a card order refunds it through the gateway, with a credit note of the units returned and their stock back", async () => {
    const order = await cardOrder(layla, { CHARGER: 2, CASE: 1 });
    await move(order);
    const [charger, kase] = order.items;
    const stock = await stockOf("CHARGER");
    const asked = await askAsCustomer(layla, order, [line(charger!.id, 1, "defective")], "It does not charge");
    expect((await receive(asked.result.id)).status).toBe(200);
    // A card payment is refunded: staff cannot choose another payout, and the refusal changes nothing.
    expect(await accept(asked.result.id, { disposition: "restock", payout: "storeCredit" })).toMatchObject({
      status: 400,
      error: { code: "return.payoutNotAllowed", field: "payout" },
    });
    expect(await creditNotesOf(order)).toEqual([]);
    const accepted = await accept(asked.result.id, { disposition: "restock" });
    expect(accepted).toMatchObject({ status: 200, result: { status: "accepted", disposition: "restock", payout: "refund", amount: 7900, to_gift_cards: 0, payout_amount: 7900 } });
    const [creditNo] = accepted.result.credit_notes;
    expect(accepted.result.refunds).toEqual([{ id: expect.any(Number), amount: 7900, status: "succeeded" }]);
    expect(await refundsOf(order)).toMatchObject([
      { amount: 7900, reason: "return", status: "succeeded", order_item_id: charger!.id, credit_no: creditNo, requested_by: staff.operations.email },
    ]);
    expect(await gatewayRefunded(order)).toBe(7900);
    expect(await paymentOf(order)).toMatchObject({ refunded_amount: 7900 });
    expect(await stockOf("CHARGER")).toBe(stock + 1);

    const note = (await layla.get(`/api/order/credit-note/${creditNo}`)).result;
    expect(note.lines).toMatchObject([{ kind: "goods", item_id: charger!.id, qty: 1, incl_tax: 7900 }]);
    expect(note.totals.incl_tax).toBe(7900);
    const detail = (await layla.get(`/api/order/detail/${order.number}`)).result;
    expect(detail.items.map((i: { returnable_qty: number }) => i.returnable_qty)).toEqual([1, 1]);
    expect(detail.credit_notes).toMatchObject([{ credit_no: creditNo, order_item_id: charger!.id, return_id: asked.result.id, qty: 1 }]);
    expect(detail.returns).toMatchObject([{ id: asked.result.id, status: "accepted", payout: "refund", payout_amount: 7900, credit_notes: [creditNo] }]);
    expect(detail.payment.refunds).toMatchObject([{ amount: 7900, status: "succeeded" }]);
    const [mail] = await mailsOf(order, "returnAccepted");
    expect(mail!.text_body).toContain(`${formatMoney(7900, "en")} goes back to the card`);

    // The case, written off: its money back, no stock.
    const caseStock = await stockOf("CASE");
    const second = await returnAt("received", { ...order, items: [kase!] });
    expect((await accept(second.id, { disposition: "writeOff" })).result).toMatchObject({ disposition: "writeOff", amount: kase!.row_total_incl_tax });
    expect(await stockOf("CASE")).toBe(caseStock);
  });

  it("of units one at a time gives credit notes that add up to the line after its discount, to the fils", async () => {
    const order = await delivered(layla, { CHARGER: 3, CASE: 1 }, { coupon: "FIXED50" });
    const charger = order.items[0]!;
    const amounts = [];
    for (let unit = 0; unit < 3; unit++) {
      const { id } = await returnAt("received", order);
      amounts.push((await accept(id)).result.amount as number);
    }
    const notes = await creditNotesOf(order);
    expect(notes.map((n) => [n.order_item_id, n.qty])).toEqual([
      [charger.id, 1],
      [charger.id, 1],
      [charger.id, 1],
    ]);
    const documents = await Promise.all(notes.map((n) => layla.get(`/api/order/credit-note/${n.credit_no}`)));
    expect(documents.map((d) => d.result.totals.incl_tax)).toEqual(amounts);
    // What cancelling the whole line would have taken back: its row after its share of the order's discount.
    const row = await orderRow(order.number);
    const whole = creditContent(await orderItems(db(), order.orderId), orderTotals(row), charger.id, { qty: 3, before: 0 }, false).totals.incl_tax;
    expect(whole).toBeLessThan(charger.row_total_incl_tax);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(whole);
    expect(await askAsCustomer(layla, order, [line(charger.id)])).toMatchObject({ status: 400, error: { code: "return.qtyTooHigh" } });
  });

  it("of a cash on delivery order gives store credit: a gift card e-mailed with its code, in Arabic for an Arabic order", async () => {
    const order = await delivered(mariam, { CASE: 1 }, { store: "ar" });
    expect(await paymentOf(order)).toMatchObject({ provider: "cashondelivery", status: "captured" });
    const asked = await askAsCustomer(mariam, order, [line(order.items[0]!.id, 1, "notAsDescribed")]);
    expect((await receive(asked.result.id)).status).toBe(200);
    const accepted = await accept(asked.result.id);
    expect(accepted.result).toMatchObject({ payout: "storeCredit", amount: 19900, payout_amount: 19900, refunds: [] });
    const { store_credit_code: code } = await returnRow(asked.result.id);
    expect(code).toMatch(/^SC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await db().selectFrom("gift_cards").selectAll().where("code", "=", code!).executeTakeFirstOrThrow()).toMatchObject({
      balance: 19900,
      kind: "giftcard",
      is_active: 1,
      expires_at: null,
    });
    expect(await refundsOf(order)).toEqual([]);
    // Staff see it named by its last characters, as the audit log does; the shopper sees it whole.
    expect(accepted.result.store_credit).toEqual({ code: `…${code!.slice(-4)}`, amount: 19900 });
    expect(JSON.stringify(await auditOf(asked.result.id))).not.toContain(code!);
    const mine = (await mariam.get(`/api/order/detail/${order.number}`)).result.returns;
    expect(mine).toMatchObject([{ store_credit: { code, amount: 19900 } }]);

    const [mail] = await mailsOf(order, "returnAccepted");
    expect(mail).toMatchObject({ locale: "ar" });
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
    for (const said of [code!, formatMoney(19900, "ar"), "بطاقة الهدايا", order.number]) expect(mail!.text_body).toContain(said);
    expect(mail!.html_body).toContain('dir="rtl"');
    for (const template of ["returnRequested", "returnReceived"]) expect((await mailsOf(order, template))[0], template).toMatchObject({ locale: "ar" });

    // The store credit pays like any gift card.
    const cartId: string = (await mariam.post("/api/cart/create")).result.cartId;
    expect((await mariam.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
    expect((await mariam.post(`/api/cart/gift-card?cartId=${cartId}`, { code })).status).toBe(200);
  });

  it("of a cash on delivery order records the bank transfer staff made instead, when they choose it", async () => {
    const order = await delivered(layla, { CHARGER: 1 });
    const { id } = await returnAt("received", order);
    const cards = (await db().selectFrom("gift_cards").select("code").execute()).length;
    const accepted = await accept(id, { disposition: "writeOff", payout: "bankTransfer", bankReference: " FT26-0001 " });
    expect(accepted.result).toMatchObject({ payout: "bankTransfer", bank_reference: "FT26-0001", payout_amount: 7900, store_credit: null });
    expect((await db().selectFrom("gift_cards").select("code").execute()).length).toBe(cards);
    expect(await refundsOf(order)).toEqual([]);
    expect(JSON.parse((await auditOf(id)).at(-1)!.after!)).toMatchObject({ payout: "bankTransfer", bank_reference: "FT26-0001" });
    const [mail] = await mailsOf(order, "returnAccepted");
    expect(mail!.text_body).toContain("FT26-0001");
    expect(mail!.text_body).toContain(formatMoney(7900, "en"));
  });

  it("gives the gift cards that paid their share back, and refunds the payment the rest", async () => {
    const before = await balanceOf("GC-C-20");
    const order = await cardOrder(layla, { CHARGER: 1, CASE: 1 }, { giftCard: "GC-C-20" });
    await move(order);
    expect(await balanceOf("GC-C-20")).toBe(before - 2000);
    const totals = JSON.parse((await orderRow(order.number)).totals) as { grand_total_before_gift_cards: number };
    const kase = order.items[1]!;
    const { id } = await returnAt("received", { ...order, items: [kase] });
    const share = Math.floor((kase.row_total_incl_tax * 2000) / totals.grand_total_before_gift_cards);
    const accepted = await accept(id);
    expect(accepted.result).toMatchObject({ amount: kase.row_total_incl_tax, to_gift_cards: share, payout_amount: kase.row_total_incl_tax - share });
    expect(await balanceOf("GC-C-20")).toBe(before - 2000 + share);
    expect(await db().selectFrom("order_gift_card_returns").select(["code", "amount", "order_item_id", "return_id"]).where("order_id", "=", order.orderId).execute()).toEqual([
      { code: "GC-C-20", amount: share, order_item_id: kase.id, return_id: id },
    ]);
    expect(await refundsOf(order)).toMatchObject([{ amount: kase.row_total_incl_tax - share, status: "succeeded" }]);
    expect(await gatewayRefunded(order)).toBe(kase.row_total_incl_tax - share);
    const [mail] = await mailsOf(order, "returnAccepted");
    expect(mail!.text_body).toContain(`${formatMoney(share, "en")} is back on the gift cards`);
  });
});

describe("roles", () => {
  it("operations and the owner decide returns; support, finance and catalogue get 403 and change nothing", async () => {
    const requested = await returnAt("requested");
    const received = await returnAt("received");
    const befores = [await traces(requested.id), await traces(received.id)];
    for (const role of ["support", "finance", "catalogue"] as const) {
      for (const answer of [
        await receive(requested.id, staff[role]),
        await reject(requested.id, "No", staff[role]),
        await accept(received.id, { disposition: "restock" }, staff[role]),
        await reject(received.id, "No", staff[role]),
      ]) {
        expect(answer, role).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
      }
    }
    expect([await traces(requested.id), await traces(received.id)]).toEqual(befores);
    expect(await call(commerce().handler, "POST", `/api/admin/returns/${requested.id}/receive`)).toMatchObject({ status: 401 });
    for (const role of ["owner", "operations", "support", "finance"] as const) {
      expect((await staffCall(staff[role], "GET", "/api/admin/returns")).status, role).toBe(200);
    }
    expect(await staffCall(staff.catalogue, "GET", "/api/admin/returns")).toMatchObject({ status: 403 });
    expect((await receive(requested.id, staff.owner)).status).toBe(200);
    expect((await accept(received.id, { disposition: "restock" }, staff.operations)).status).toBe(200);
  });

  it("the dashboard counts the returns received and awaiting inspection", async () => {
    const toInspect = async () => (await staffCall(staff.operations, "GET", "/api/admin/dashboard")).result.counts.returnsToInspect as number;
    const before = await toInspect();
    expect(before).toBe((await db().selectFrom("returns").select("id").where("status", "=", "received").execute()).length);
    const { id } = await returnAt("received");
    expect(await toInspect()).toBe(before + 1);
    expect((await accept(id)).status).toBe(200);
    expect(await toInspect()).toBe(before);
  });

  it("staff list the returns to handle oldest first, the decided ones latest first", async () => {
    const first = await returnAt("requested");
    const second = await returnAt("requested");
    const waiting = (await staffCall(staff.support, "GET", "/api/admin/returns?status=requested&pageSize=100")).result;
    const ids = waiting.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(waiting.items.every((r: { status: string }) => r.status === "requested")).toBe(true);
    expect(waiting.total).toBe((await db().selectFrom("returns").select("id").where("status", "=", "requested").execute()).length);
    const all = (await staffCall(staff.support, "GET", "/api/admin/returns?pageSize=100")).result.items.map((r: { id: number }) => r.id);
    expect(all).toEqual([...all].sort((a: number, b: number) => b - a));
  });

  it("the order's page in the back office shows its returns and their audit entries", async () => {
    const { id, order } = await returnAt("accepted");
    const page = await staffCall(staff.support, "GET", `/api/admin/orders/${order.number}`);
    expect(page.result.returns).toMatchObject([{ id, status: "accepted", requested_by: "guest" }]);
    expect(page.result.staff_actions.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(["return.receive", "return.accept"]));
  });
});

// fulfilment.test.ts has the hold's timing, the shopper's language and the audit entry of a cash order never collected.
describe("an order paid by card and never collected", () => {
  const sweepAt = (days: number) => sweepUncollected({ ...commerce().context, now: () => afterDays(days) });

  it("is cancelled by one of two sweeps running at once: stock back, the card refunded once, the shopper told", async () => {
    const order = await cardOrder(layla, { CHARGER: 1 }, { pickup: true });
    await move(order, READY);
    const stock = await stockOf("CHARGER");
    const runs = await Promise.all([sweepAt(7.1), sweepAt(7.1)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await orderRow(order.number)).toMatchObject({ status: "cancelled" });
    expect(await stockOf("CHARGER")).toBe(stock + 1);
    const payment = await paymentOf(order);
    expect(await refundsOf(order)).toMatchObject([{ amount: payment.amount, reason: "uncollected", status: "succeeded", requested_by: null }]);
    expect(await gatewayRefunded(order)).toBe(payment.amount);
    expect(await creditNotesOf(order)).toHaveLength(1);
    const mails = await mailsOf(order, "orderCancelled");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("Yas Mall");
    expect(mails[0]!.text_body).toContain(formatMoney(payment.amount, "en"));
    // The shipment stays where it waited, with nothing left in it: no move takes it anywhere now.
    const shipment = (await staffCall(staff.operations, "GET", `/api/admin/shipments/${order.number}-1`)).result;
    expect(shipment).toMatchObject({ status: "Ready for Collection", moves: [], items: [{ status: "cancelled" }] });
  });
});

describe("migration 0024_returns", () => {
  it("keeps every credit note and gift card share, gives each cancelled line's note its units, and lets a line be credited per return", async () => {
    await withDatabaseBefore("0023_order_filters", async ({ store, productId, migrateTo }) => {
      const at = OLD_AT;
      const cart = await store.insertInto("carts").values({ token: "cart-1", status: "ordered", is_buy_now: 0, store_id: 1, gift_wrap_flag: 0, gift_wrap_message: "", created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
      const order = await store
        .insertInto("orders")
        .values({ increment_id: "100000001", cart_id: cart.id, email: "old@example.ae", status: "confirmed", store_id: 1, totals: "{}", shipping_address: "{}", billing_address: "{}", shipping_method: "standard", payment_method: "credit_card", created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const shipment = await store.insertInto("shipments").values({ order_id: order.id, shipment_no: "100000001-1", status: "Shipment Created", created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
      const invoice = await store.insertInto("invoices").values({ invoice_no: 1, order_id: order.id, shipment_id: shipment.id, issued_at: at }).returning("id").executeTakeFirstOrThrow();
      const item = await store
        .insertInto("order_items")
        .values({ order_id: order.id, product_id: productId, sku: "OLD-1", name: "Old", qty: 3, price_incl_tax: 100, row_total_incl_tax: 300, options: "{}", shipment_id: shipment.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO credit_notes (credit_no, invoice_id, order_item_id, issued_at) VALUES (1, ${invoice.id}, ${item.id}, ${at})`.execute(store);
      await store.insertInto("gift_cards").values({ code: "GC-OLD", balance: 0, expires_at: null, is_active: 1 }).execute();
      await store.insertInto("order_gift_card_returns").values({ order_id: order.id, order_item_id: item.id, code: "GC-OLD", amount: 50, created_at: at }).execute();
      const payment = await store
        .insertInto("payments")
        .values({ order_id: order.id, provider: "credit_card", reference: "100000001-1", status: "captured", amount: 300, provider_reference: null, card_brand: null, card_last4: null, failure_code: null, expires_at: null, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await store.insertInto("refunds").values({ order_id: order.id, payment_id: payment.id, amount: 250, reason: "cancel", order_item_id: item.id, credit_no: 1, requested_by: null, created_at: at, updated_at: at }).execute();

      await migrateTo("0024_returns");
      expect(await store.selectFrom("credit_notes").select(["credit_no", "order_item_id", "return_id", "qty"]).execute()).toEqual([
        { credit_no: 1, order_item_id: item.id, return_id: null, qty: 3 },
      ]);
      expect(await store.selectFrom("order_gift_card_returns").select(["code", "amount", "return_id"]).execute()).toEqual([{ code: "GC-OLD", amount: 50, return_id: null }]);
      if (!isPostgres(store)) expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(store)).rows[0]!.foreign_keys).toBe(1);
      // refunds.credit_no still refers to the notes, and a cancelled line still has one note.
      await expect(
        store.insertInto("refunds").values({ order_id: order.id, payment_id: payment.id, amount: 1, reason: "cancel", order_item_id: item.id, credit_no: 99, requested_by: null, created_at: at, updated_at: at }).execute(),
      ).rejects.toThrow();
      await expect(store.insertInto("credit_notes").values({ credit_no: 2, invoice_id: invoice.id, order_item_id: item.id, return_id: null, qty: 3, issued_at: at }).execute()).rejects.toThrow();
      const returned = [];
      for (let n = 0; n < 2; n++) {
        returned.push((await store.insertInto("returns").values({ order_id: order.id, customer_id: null, created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow()).id);
      }
      for (const [n, returnId] of returned.entries()) {
        await store.insertInto("credit_notes").values({ credit_no: 2 + n, invoice_id: invoice.id, order_item_id: item.id, return_id: returnId, qty: 1, issued_at: at }).execute();
        await store.insertInto("order_gift_card_returns").values({ order_id: order.id, order_item_id: item.id, return_id: returnId, code: "GC-OLD", amount: 5, created_at: at }).execute();
      }
      await expect(store.insertInto("credit_notes").values({ credit_no: 9, invoice_id: invoice.id, order_item_id: item.id, return_id: returned[0]!, qty: 1, issued_at: at }).execute()).rejects.toThrow();
      await migrateTo();
    });
  });
});
