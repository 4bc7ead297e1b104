import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { orderAccessKey } from "../../commerce/api/orders/access";
import { placeOrder } from "../../commerce/api/orders/place";
import { sweepUncollected } from "../../commerce/api/orders/uncollected";
import { SHIPMENT_MOVES, type ShipmentMoveAction } from "../../commerce/contract/order";
import type { StaffRole } from "../../commerce/contract/staff";
import { call } from "../support/call";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";
import { OLD_AT, withDatabaseBefore } from "../support/old-database";

/**
 * Fulfilment (docs/order-api.md "Fulfilment"): staff move shipments through one machine for home delivery and one
 * for collection, each move one transaction that writes the timeline, the audit log and the shopper's notice; a
 * refused move changes nothing; two presses at once make one move; cash on delivery is captured when the goods
 * reach the shopper; shipments split with their own invoices; the shopper sees every status with its date.
 * Orders are placed by the real placeOrder and moved through the real endpoints.
 */
const fixture = useFixtureCommerce();
const { post } = fixture;
const db = () => fixture.db();

type DeliveryMethod = "standard" | "express" | "clickandcollect" | "curbside";

/** SPEC §3's statuses as the two machines move through them: from each status, each allowed move and where it leads. */
type Machine = Record<string, Partial<Record<ShipmentMoveAction, string>>>;
const HOME_DELIVERY: Machine = {
  "Shipment Created": { process: "Shipment Processing" },
  "Shipment Processing": { dispatch: "Dispatched" },
  Dispatched: { deliver: "Delivered", failDelivery: "UnDelivered" },
  UnDelivered: { dispatch: "Dispatched", receive: "Received" },
  Received: { dispatch: "Dispatched" },
  Delivered: { complete: "Completed" },
  Completed: {},
};
const COLLECTION: Machine = {
  "Shipment Created": { process: "Shipment Processing" },
  "Shipment Processing": { readyForCollection: "Ready for Collection" },
  "Ready for Collection": { collect: "Collected" },
  Collected: { complete: "Completed" },
  Completed: {},
};
const MACHINES: [DeliveryMethod, Machine][] = [
  ["standard", HOME_DELIVERY],
  ["express", HOME_DELIVERY],
  ["clickandcollect", COLLECTION],
  ["curbside", COLLECTION],
];

const DISPATCH = { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-40017" };

function bodyOf(action: ShipmentMoveAction, code = "000000"): Record<string, string> {
  switch (action) {
    case "dispatch":
      return DISPATCH;
    case "failDelivery":
      return { action, reason: "noOneHome" };
    case "collect":
      return { action, code };
    default:
      return { action };
  }
}

/** The moves that take a new shipment to `status`, the shortest way. */
function pathTo(machine: Machine, status: string): ShipmentMoveAction[] {
  const paths = new Map<string, ShipmentMoveAction[]>([["Shipment Created", []]]);
  const queue = ["Shipment Created"];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const [action, to] of Object.entries(machine[from]!) as [ShipmentMoveAction, string][]) {
      if (paths.has(to)) continue;
      paths.set(to, [...paths.get(from)!, action]);
      queue.push(to);
    }
  }
  return paths.get(status)!;
}

interface Placed {
  number: string;
  orderId: number;
  email: string;
  shipmentNo: string;
}

let placedCount = 0;
let pickupStoreId: number;

/** A cash on delivery order placed with the real placeOrder: a home delivery, or a collection at Yas Mall. */
async function orderFor(
  options: { method?: DeliveryMethod; store?: "en" | "ar"; items?: Record<string, number>; customer?: Customer; giftCards?: string[] } = {},
): Promise<Placed> {
  placedCount += 1;
  const method = options.method ?? "standard";
  const store = options.store ?? "en";
  const email = options.customer?.email ?? `shopper${placedCount}@example.ae`;
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(options.items ?? { CHARGER: 1 })) expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  for (const code of options.giftCards ?? []) expect((await post(`/api/cart/gift-card?cartId=${cartId}`, { code })).status).toBe(200);
  await db().updateTable("carts").set({ shipping_method: method }).where("token", "=", cartId).execute();
  const address = store === "ar" ? { ...DUBAI_HOME, full_name: "مريم الهاشمي" } : DUBAI_HOME;
  const details = codOrderDetails({ email, customerId: options.customer?.id ?? null, address });
  const pickup = method === "clickandcollect" || method === "curbside";
  const { order } = await placeOrder(
    fixture.commerce().context,
    cartId,
    { ...details, delivery: pickup ? { method, pickup_store_id: pickupStoreId } : { method } },
    store,
  );
  return { number: order.increment_id, orderId: order.id, email, shipmentNo: `${order.increment_id}-1` };
}

const send = (method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(fixture.commerce().handler, method, path, body, headers);
const move = (staff: SignedInStaffMember, shipmentNo: string, body: unknown) => send("POST", `/api/admin/shipments/${shipmentNo}/move`, body, staff.headers);
const split = (staff: SignedInStaffMember, shipmentNo: string, itemIds: unknown[]) =>
  send("POST", `/api/admin/shipments/${shipmentNo}/split`, { itemIds }, staff.headers);

/** The code texted to the shopper when the shipment became ready for collection. */
async function collectionCode(placed: Placed): Promise<string> {
  const sms = await db()
    .selectFrom("outbox")
    .select("text_body")
    .where("template", "=", "collectionCode")
    .where("text_body", "like", `%${placed.number}%`)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return /\b\d{6}\b/.exec(sms.text_body)![0];
}

let owner: SignedInStaffMember;
let operations: SignedInStaffMember;

/** A new order of `method` whose first shipment has been moved to `status` by the owner. */
async function bring(method: DeliveryMethod, machine: Machine, status: string, options: Parameters<typeof orderFor>[0] = {}): Promise<Placed> {
  const placed = await orderFor({ ...options, method });
  for (const action of pathTo(machine, status)) {
    const code = action === "collect" ? await collectionCode(placed) : undefined;
    expect(await move(owner, placed.shipmentNo, bodyOf(action, code)), action).toMatchObject({ status: 200 });
  }
  return placed;
}

const shipmentRow = (shipmentNo: string) => db().selectFrom("shipments").selectAll().where("shipment_no", "=", shipmentNo).executeTakeFirstOrThrow();
const eventsOf = (placed: Placed) =>
  db().selectFrom("shipment_events as e").innerJoin("shipments as s", "s.id", "e.shipment_id").select(["s.shipment_no", "e.status", "e.at", "e.actor", "e.note"]).where("e.order_id", "=", placed.orderId).orderBy("e.id").execute();
const auditOf = (shipmentNo: string) =>
  db().selectFrom("audit_log").selectAll().where("subject_type", "=", "shipment").where("subject_id", "=", shipmentNo).orderBy("id").execute();
/** The messages to the order's shopper: e-mails to their address, SMS naming their order. */
const messagesOf = (placed: Placed) =>
  db()
    .selectFrom("outbox")
    .selectAll()
    .where((eb) => eb.or([eb("recipient", "=", placed.email), eb.and([eb("channel", "=", "sms"), eb("text_body", "like", `%${placed.number}%`)])]))
    .where("template", "!=", "orderPlaced")
    .orderBy("id")
    .execute();
const paymentOf = async (placed: Placed) => (await db().selectFrom("payments").select("status").where("order_id", "=", placed.orderId).executeTakeFirstOrThrow()).status;
const orderStatusOf = async (placed: Placed) => (await db().selectFrom("orders").select("status").where("id", "=", placed.orderId).executeTakeFirstOrThrow()).status;
const itemsOf = (placed: Placed) => db().selectFrom("order_items").select(["id", "sku", "status", "shipment_id"]).where("order_id", "=", placed.orderId).orderBy("id").execute();

/** Everything a move could change about an order. */
async function traces(placed: Placed) {
  return {
    order: await db().selectFrom("orders").selectAll().where("id", "=", placed.orderId).executeTakeFirstOrThrow(),
    items: await itemsOf(placed),
    shipments: await db().selectFrom("shipments").selectAll().where("order_id", "=", placed.orderId).orderBy("id").execute(),
    invoices: await db().selectFrom("invoices").selectAll().where("order_id", "=", placed.orderId).execute(),
    payment: await paymentOf(placed),
    events: await eventsOf(placed),
    audit: await db().selectFrom("audit_log").select("id").where("subject_type", "=", "shipment").where("subject_id", "like", `${placed.number}-%`).execute(),
    // Ids only: the outbox's delivery may send a message meanwhile.
    messages: (await messagesOf(placed)).map((m) => m.id),
  };
}

beforeAll(async () => {
  for (const sku of ["CHARGER", "CASE", "PHONE-EXPIRED"]) {
    await db().updateTable("stock").set({ qty: 5_000, is_in_stock: 1 }).where("product_id", "=", fixture.id(sku)).execute();
  }
  pickupStoreId = (await db().selectFrom("pickup_stores").select("id").where("code", "=", "AUH-YAS").executeTakeFirstOrThrow()).id;
  owner = await signedInStaff(fixture.commerce(), "owner");
  operations = await signedInStaff(fixture.commerce(), "operations");
});

describe.each(MACHINES)("the %s machine", (method, machine) => {
  it.each(Object.keys(machine))("from %s: the allowed moves lead where they should, every other move is refused and changes nothing", async (status) => {
    const allowed = machine[status]!;
    const placed = await bring(method, machine, status);
    expect((await shipmentRow(placed.shipmentNo)).status).toBe(status);
    const before = await traces(placed);
    for (const action of SHIPMENT_MOVES.filter((a) => !(a in allowed))) {
      expect(await move(owner, placed.shipmentNo, bodyOf(action)), action).toMatchObject({ status: 409, error: { code: "fulfilment.notAllowed", field: "action" } });
    }
    expect(await traces(placed)).toEqual(before);

    for (const [action, to] of Object.entries(allowed) as [ShipmentMoveAction, string][]) {
      const fresh = await bring(method, machine, status);
      const code = action === "collect" ? await collectionCode(fresh) : undefined;
      const answer = await move(operations, fresh.shipmentNo, bodyOf(action, code));
      expect(answer, action).toMatchObject({ status: 200, result: { shipment_no: fresh.shipmentNo, status: to } });
      expect((await shipmentRow(fresh.shipmentNo)).status).toBe(to);
      expect((await eventsOf(fresh)).at(-1)).toMatchObject({ status: to, actor: operations.email });
      expect((await auditOf(fresh.shipmentNo)).at(-1)).toMatchObject({ action: `shipment.${action}`, actor: operations.email });
    }
  });
});

describe("two staff pressing the same button at once", () => {
  it.each([
    ["dispatch", "Shipment Processing", "shipmentDispatched"],
    ["deliver", "Dispatched", "shipmentDelivered"],
  ] as const)("%s: one move, one event, one audit entry, one e-mail; the other press is refused", async (action, from, template) => {
    const placed = await bring("standard", HOME_DELIVERY, from);
    const eventsBefore = (await eventsOf(placed)).length;
    const answers = await Promise.all([move(owner, placed.shipmentNo, bodyOf(action)), move(operations, placed.shipmentNo, bodyOf(action))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)).toMatchObject({ error: { code: "fulfilment.notAllowed" } });
    expect(await eventsOf(placed)).toHaveLength(eventsBefore + 1);
    expect((await auditOf(placed.shipmentNo)).filter((e) => e.action === `shipment.${action}`)).toHaveLength(1);
    expect((await messagesOf(placed)).filter((m) => m.template === template)).toHaveLength(1);
  });
});

describe("who may move shipments", () => {
  it.each(["support", "finance", "catalogue"] as StaffRole[])("%s may not move or split one, and nothing changes", async (role) => {
    const member = await signedInStaff(fixture.commerce(), role);
    const placed = await orderFor({ items: { CHARGER: 1, CASE: 1 } });
    const [, kase] = await itemsOf(placed);
    const before = await traces(placed);
    expect(await move(member, placed.shipmentNo, { action: "process" })).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    expect(await split(member, placed.shipmentNo, [kase!.id])).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    expect(await traces(placed)).toEqual(before);
    const read = await send("GET", `/api/admin/shipments/${placed.shipmentNo}`, undefined, member.headers);
    expect(read.status).toBe(role === "catalogue" ? 403 : 200);
  });

  it("owner and operations may; a call without a staff session may not", async () => {
    const placed = await orderFor();
    const before = await traces(placed);
    expect(await send("POST", `/api/admin/shipments/${placed.shipmentNo}/move`, { action: "process" })).toMatchObject({ status: 401, error: { code: "staff.unauthorized" } });
    expect(await traces(placed)).toEqual(before);
    expect(await move(owner, placed.shipmentNo, { action: "process" })).toMatchObject({ status: 200, result: { status: "Shipment Processing" } });
    expect(await move(operations, placed.shipmentNo, DISPATCH)).toMatchObject({ status: 200, result: { status: "Dispatched" } });
  });
});

describe("refusals of the endpoints", () => {
  it("an unknown or malformed shipment number is a 404, never a 500", async () => {
    for (const shipmentNo of ["999999999-1", "abc", "1%27%20OR%201=1", "100000001-1-1"]) {
      expect(await move(owner, shipmentNo, { action: "process" }), shipmentNo).toMatchObject({ status: 404, error: { code: "shipment.notFound" } });
      expect(await split(owner, shipmentNo, [1]), shipmentNo).toMatchObject({ status: 404, error: { code: "shipment.notFound" } });
      expect(await send("GET", `/api/admin/shipments/${shipmentNo}`, undefined, owner.headers), shipmentNo).toMatchObject({ status: 404 });
    }
  });

  it("a move's body is validated, every field named", async () => {
    const placed = await bring("standard", HOME_DELIVERY, "Shipment Processing");
    const before = await traces(placed);
    for (const [body, field] of [
      [{ action: "fly" }, "action"],
      [{}, "action"],
      [{ action: "process", note: "x" }, undefined],
      [{ action: "dispatch", carrier: "Aramex" }, "trackingNumber"],
      [{ action: "dispatch", carrier: " ", trackingNumber: "AWB-1" }, "carrier"],
      [{ action: "dispatch", carrier: "Aramex", trackingNumber: "AWB 1; DROP" }, "trackingNumber"],
      [{ action: "failDelivery", reason: "because" }, "reason"],
      [{ action: "collect", code: "12345" }, "code"],
    ] as const) {
      const answer = await move(owner, placed.shipmentNo, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, error: { code: "invalid" } });
      if (field) expect(answer.error?.field, JSON.stringify(body)).toBe(field);
    }
    expect(await traces(placed)).toEqual(before);
  });
});

describe("the audit log", () => {
  it("has an entry per move: who, from where, the status before and after, and what was recorded", async () => {
    const placed = await orderFor();
    for (const body of [{ action: "process" }, DISPATCH, { action: "failDelivery", reason: "addressNotFound" }, { action: "receive" }, { ...DISPATCH, trackingNumber: "AWB-40018" }, { action: "deliver" }, { action: "complete" }]) {
      expect((await move(operations, placed.shipmentNo, body)).status).toBe(200);
    }
    const entries = await auditOf(placed.shipmentNo);
    expect(entries.map((e) => [e.action, JSON.parse(e.before!).status, JSON.parse(e.after!).status])).toEqual([
      ["shipment.process", "Shipment Created", "Shipment Processing"],
      ["shipment.dispatch", "Shipment Processing", "Dispatched"],
      ["shipment.failDelivery", "Dispatched", "UnDelivered"],
      ["shipment.receive", "UnDelivered", "Received"],
      ["shipment.dispatch", "Received", "Dispatched"],
      ["shipment.deliver", "Dispatched", "Delivered"],
      ["shipment.complete", "Delivered", "Completed"],
    ]);
    expect(entries.every((e) => e.actor === operations.email && e.staff_id === operations.id && e.address === "198.51.100.7")).toBe(true);
    expect(JSON.parse(entries[1]!.after!)).toEqual({ status: "Dispatched", carrier: "Aramex", tracking_number: "AWB-40017", undelivered_reason: null });
    expect(JSON.parse(entries[2]!.after!)).toEqual({ status: "UnDelivered", undelivered_reason: "addressNotFound" });
    expect(JSON.parse(entries[4]!.after!)).toMatchObject({ tracking_number: "AWB-40018" });
  });
});

describe("the shopper's notices", () => {
  it("go out for every move of an Arabic home delivery, in Arabic, with the order's link", async () => {
    const placed = await orderFor({ store: "ar" });
    for (const body of [{ action: "process" }, DISPATCH, { action: "failDelivery", reason: "noOneHome" }, { action: "receive" }, DISPATCH, { action: "deliver" }, { action: "complete" }]) {
      expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    }
    const messages = await messagesOf(placed);
    expect(messages.map((m) => m.template)).toEqual([
      "shipmentProcessing",
      "shipmentDispatched",
      "shipmentUndelivered",
      "shipmentReceived",
      "shipmentDispatched",
      "shipmentDelivered",
      "shipmentCompleted",
    ]);
    const link = `/ar/my-account/order/${placed.number}?key=${orderAccessKey(fixture.commerce().context.secret, placed.number)}`;
    for (const message of messages) {
      expect(message).toMatchObject({ channel: "email", locale: "ar", recipient: placed.email });
      expect(message.subject).toMatch(/[\u0600-\u06FF]/);
      expect(message.subject).toContain(placed.number);
      expect(message.text_body).toContain(`مرحباً مريم الهاشمي،`);
      expect(message.text_body).toContain(link);
      expect(message.text_body).not.toContain("{{");
      expect(message.html_body).toContain('<html lang="ar" dir="rtl">');
    }
    expect(messages[1]!.text_body).toContain("Aramex");
    expect(messages[1]!.text_body).toContain("AWB-40017");
    expect(messages[2]!.text_body).toContain("لم يكن أحد في العنوان");
  });

  it("tell an Arabic shopper by e-mail and SMS that the order is ready at the store, with the code, in Arabic", async () => {
    const placed = await orderFor({ method: "curbside", store: "ar" });
    for (const body of [{ action: "process" }, { action: "readyForCollection" }]) expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    const code = await collectionCode(placed);
    const [, ready, sms] = await messagesOf(placed);
    expect(ready).toMatchObject({ template: "shipmentReadyForCollection", channel: "email", locale: "ar" });
    expect(ready!.text_body).toContain(code);
    expect(ready!.text_body).toContain("ياس مول");
    expect(sms).toMatchObject({ template: "collectionCode", channel: "sms", locale: "ar", recipient: DUBAI_HOME.mobile, html_body: null });
    expect(sms!.text_body).toMatch(/[\u0600-\u06FF]/);
    expect(sms!.text_body).toContain(code);
    expect(sms!.text_body).toContain("ياس مول");
    expect((await move(owner, placed.shipmentNo, { action: "collect", code })).status).toBe(200);
    expect((await messagesOf(placed)).at(-1)).toMatchObject({ template: "shipmentCollected", locale: "ar" });
  });

  it("go out in English for an English order", async () => {
    const placed = await orderFor({ method: "clickandcollect" });
    for (const body of [{ action: "process" }, { action: "readyForCollection" }]) expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    const [processing, ready, sms] = await messagesOf(placed);
    expect(processing).toMatchObject({ template: "shipmentProcessing", locale: "en", subject: `We are preparing your order ${placed.number}` });
    expect(ready!.text_body).toContain("Yas Mall");
    expect(sms).toMatchObject({ template: "collectionCode", locale: "en" });
  });
});

describe("cash on delivery", () => {
  it("is captured when the courier delivers, not before, in the move's transaction", async () => {
    const placed = await bring("standard", HOME_DELIVERY, "Dispatched");
    expect(await paymentOf(placed)).toBe("authorized");
    expect((await move(owner, placed.shipmentNo, { action: "failDelivery", reason: "customerUnreachable" })).status).toBe(200);
    expect(await paymentOf(placed)).toBe("authorized");
    expect((await move(owner, placed.shipmentNo, DISPATCH)).status).toBe(200);
    expect((await move(owner, placed.shipmentNo, { action: "deliver" })).status).toBe(200);
    expect(await paymentOf(placed)).toBe("captured");
    expect((await shipmentRow(placed.shipmentNo)).delivered_at).toBe(fixture.commerce().context.now().toISOString());
  });

  it("is captured when the shopper collects at the store", async () => {
    const placed = await bring("clickandcollect", COLLECTION, "Ready for Collection");
    expect(await paymentOf(placed)).toBe("authorized");
    expect((await move(owner, placed.shipmentNo, { action: "collect", code: await collectionCode(placed) })).status).toBe(200);
    expect(await paymentOf(placed)).toBe("captured");
    expect((await shipmentRow(placed.shipmentNo)).delivered_at).not.toBeNull();
  });
});

describe("the collection code", () => {
  it("is kept only as a keyed hash; a wrong code is refused and changes nothing; the right one, typed in Arabic digits, collects", async () => {
    const placed = await bring("clickandcollect", COLLECTION, "Ready for Collection");
    const code = await collectionCode(placed);
    const stored = (await shipmentRow(placed.shipmentNo)).collection_code_hash!;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(createHash("sha256").update(code).digest("hex"));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const before = await traces(placed);
    expect(await move(owner, placed.shipmentNo, { action: "collect", code: wrong })).toMatchObject({ status: 400, error: { code: "fulfilment.codeInvalid", field: "code" } });
    expect(await traces(placed)).toEqual(before);

    const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await move(owner, placed.shipmentNo, { action: "collect", code: arabicDigits })).toMatchObject({ status: 200, result: { status: "Collected" } });
    expect((await shipmentRow(placed.shipmentNo)).collection_code_hash).toBeNull();
    const logged = JSON.stringify(await auditOf(placed.shipmentNo));
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(stored);
  });
});

describe("splitting a shipment", () => {
  let layla: Customer;
  beforeAll(async () => {
    layla = await signedInCustomer(fixture);
  });

  it("moves the lines to a new shipment with the next invoice; the invoices list their own lines and add up to the order", async () => {
    const placed = await orderFor({ customer: layla, items: { CHARGER: 2, CASE: 1, "PHONE-EXPIRED": 1 }, giftCards: ["GC-B-50"] });
    const [charger, kase, phone] = await itemsOf(placed);
    const { last } = await db().selectFrom("invoices").select((eb) => eb.fn.max("invoice_no").as("last")).executeTakeFirstOrThrow();
    const answer = await split(operations, placed.shipmentNo, [phone!.id, kase!.id, kase!.id]);
    expect(answer).toMatchObject({
      status: 200,
      result: { shipment_no: placed.shipmentNo, new_shipment_no: `${placed.number}-2`, invoice_no: Number(last) + 1, item_ids: [kase!.id, phone!.id] },
    });
    const second = await shipmentRow(`${placed.number}-2`);
    expect((await itemsOf(placed)).map((i) => i.shipment_id)).toEqual([charger!.shipment_id, second.id, second.id]);
    expect((await auditOf(placed.shipmentNo)).at(-1)).toMatchObject({ action: "shipment.split", actor: operations.email });
    expect(JSON.parse((await auditOf(placed.shipmentNo)).at(-1)!.after!)).toEqual({
      item_ids: [charger!.id],
      split_off: { shipment_no: `${placed.number}-2`, invoice_no: Number(last) + 1, item_ids: [kase!.id, phone!.id] },
    });

    const { result: detail } = await layla.get(`/api/order/detail/${placed.number}`);
    expect(detail.items.map((i: { shipment_no: string }) => i.shipment_no)).toEqual([placed.shipmentNo, `${placed.number}-2`, `${placed.number}-2`]);
    expect(detail.shipments.map((s: { shipment_no: string; status: string }) => [s.shipment_no, s.status])).toEqual([
      [placed.shipmentNo, "Shipment Created"],
      [`${placed.number}-2`, "Shipment Created"],
    ]);
    const invoices = await Promise.all(
      detail.shipments.map((s: { invoice_no: number; shipment_no: string }) => layla.get(`/api/order/invoice/${s.invoice_no}/${s.shipment_no}`)),
    );
    const goods = (invoice: { lines: { kind: string; sku?: string }[] }) => invoice.lines.filter((l) => l.kind === "goods").map((l) => l.sku);
    expect(goods(invoices[0]!.result)).toEqual(["CHARGER"]);
    expect(goods(invoices[1]!.result)).toEqual(["CASE", "PHONE-EXPIRED"]);
    // The delivery and the cash on delivery fee are on the first invoice only.
    expect(invoices[1]!.result.lines.every((l: { kind: string }) => l.kind === "goods" || l.kind === "discount")).toBe(true);
    const sum = (key: (r: { totals: { incl_tax: number; tax: number }; paid_by_gift_cards: number; amount_due: number }) => number) =>
      invoices.reduce((total, invoice) => total + key(invoice.result), 0);
    expect(sum((r) => r.totals.incl_tax)).toBe(detail.totals.grand_total_before_gift_cards);
    expect(sum((r) => r.totals.tax)).toBe(detail.totals.tax);
    expect(sum((r) => r.paid_by_gift_cards)).toBe(detail.totals.gift_cards);
    expect(sum((r) => r.amount_due)).toBe(detail.totals.grand_total);
    for (const invoice of invoices) expect(invoice.result.amount_due).toBe(invoice.result.totals.incl_tax - invoice.result.paid_by_gift_cards);
  });

  it("refuses splitting off none, all, or lines that are not the shipment's, and once the shipment is on its way", async () => {
    const placed = await orderFor({ customer: layla, items: { CHARGER: 1, CASE: 1, "PHONE-EXPIRED": 1 } });
    const other = await orderFor({ customer: layla, items: { CHARGER: 1, CASE: 1 } });
    const [charger, kase, phone] = await itemsOf(placed);
    const [otherCharger] = await itemsOf(other);
    const before = await traces(placed);
    const invalid = { status: 400, error: { code: "fulfilment.splitInvalid", field: "itemIds" } };
    expect(await split(owner, placed.shipmentNo, [])).toMatchObject({ status: 400, error: { field: "itemIds" } });
    expect(await split(owner, placed.shipmentNo, ["x"])).toMatchObject({ status: 400, error: { field: "itemIds" } });
    expect(await split(owner, placed.shipmentNo, [charger!.id, kase!.id, phone!.id])).toMatchObject(invalid);
    expect(await split(owner, placed.shipmentNo, [otherCharger!.id])).toMatchObject(invalid);
    expect(await split(owner, placed.shipmentNo, [999_999])).toMatchObject(invalid);
    expect(await traces(placed)).toEqual(before);

    // A line the shopper cancelled is not the shipment's to split: what is left is one line, which cannot be split off.
    expect((await layla.post("/api/order/cancel-item", { incrementId: placed.number, itemId: phone!.id })).status).toBe(200);
    expect(await split(owner, placed.shipmentNo, [phone!.id])).toMatchObject(invalid);
    expect(await split(owner, placed.shipmentNo, [kase!.id])).toMatchObject({ status: 200 });
    expect(await split(owner, placed.shipmentNo, [charger!.id])).toMatchObject(invalid);

    for (const body of [{ action: "process" }, DISPATCH]) expect((await move(owner, `${other.number}-1`, body)).status).toBe(200);
    const dispatched = await traces(other);
    expect(await split(owner, other.shipmentNo, [otherCharger!.id])).toMatchObject({ status: 409, error: { code: "fulfilment.notAllowed" } });
    expect(await traces(other)).toEqual(dispatched);
  });

  it("each shipment moves on its own; the order is completed with the last, and cash on delivery is captured at the first delivery", async () => {
    const placed = await orderFor({ customer: layla, items: { CHARGER: 1, CASE: 1 } });
    const [, kase] = await itemsOf(placed);
    expect((await split(owner, placed.shipmentNo, [kase!.id])).status).toBe(200);
    const secondNo = `${placed.number}-2`;
    for (const body of [{ action: "process" }, DISPATCH, { action: "deliver" }]) expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    expect(await paymentOf(placed)).toBe("captured");
    expect(await move(owner, placed.shipmentNo, { action: "complete" })).toMatchObject({ status: 200, result: { order: { status: "confirmed" } } });
    expect(await orderStatusOf(placed)).toBe("confirmed");
    for (const body of [{ action: "process" }, DISPATCH, { action: "deliver" }]) expect((await move(owner, secondNo, body)).status).toBe(200);
    expect(await move(owner, secondNo, { action: "complete" })).toMatchObject({ status: 200, result: { status: "Completed", order: { increment_id: placed.number, status: "completed" } } });
    expect(await orderStatusOf(placed)).toBe("completed");
  });
});

describe("the shopper's side", () => {
  let omar: Customer;
  beforeAll(async () => {
    omar = await signedInCustomer(fixture, { firstname: "Omar" });
  });

  it.each([
    ["standard", HOME_DELIVERY, "Dispatched"],
    ["standard", HOME_DELIVERY, "UnDelivered"],
    ["clickandcollect", COLLECTION, "Ready for Collection"],
  ] as const)("cannot cancel a line of a %s order at %s", async (method, machine, status) => {
    const placed = await bring(method, machine, status, { customer: omar, items: { CHARGER: 1, CASE: 1 } });
    const { result: detail } = await omar.get(`/api/order/detail/${placed.number}`);
    expect(detail.items.map((i: { cancellable: boolean }) => i.cancellable)).toEqual([false, false]);
    const before = await traces(placed);
    expect(await omar.post("/api/order/cancel-item", { incrementId: placed.number, itemId: detail.items[0].id })).toMatchObject({
      status: 409,
      error: { code: "order.notCancellable" },
    });
    expect(await traces(placed)).toEqual(before);
  });

  it("can cancel a line whose own shipment is still being prepared; the order completes when the rest has", async () => {
    const placed = await orderFor({ customer: omar, items: { CHARGER: 1, CASE: 1 } });
    const [charger, kase] = await itemsOf(placed);
    expect((await split(owner, placed.shipmentNo, [kase!.id])).status).toBe(200);
    for (const body of [{ action: "process" }, DISPATCH]) expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    const { result: detail } = await omar.get(`/api/order/detail/${placed.number}`);
    expect(detail.items.map((i: { id: number; cancellable: boolean }) => [i.id, i.cancellable])).toEqual([
      [charger!.id, false],
      [kase!.id, true],
    ]);
    for (const body of [{ action: "deliver" }, { action: "complete" }]) expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    expect(await orderStatusOf(placed)).toBe("confirmed");

    const cancelled = await omar.post("/api/order/cancel-item", { incrementId: placed.number, itemId: kase!.id });
    expect(cancelled.result).toMatchObject({ order_status: "completed" });
    expect(await orderStatusOf(placed)).toBe("completed");
    // The credit note is against the invoice of the line's own shipment.
    const note = await omar.get(`/api/order/credit-note/${cancelled.result.credit_no}`);
    const second = (await omar.get(`/api/order/detail/${placed.number}`)).result.shipments[1];
    expect(note.result.invoice.invoice_no).toBe(second.invoice_no);
    // Its shipment holds no line now: there is nothing left to move.
    expect(await move(owner, second.shipment_no, { action: "process" })).toMatchObject({ status: 409, error: { code: "fulfilment.notAllowed" } });
  });

  it("an order is archived once the goods reached the shopper, whatever a shipment left without lines shows", async () => {
    const placed = await orderFor({ customer: omar, items: { CHARGER: 1, CASE: 1 } });
    const [, kase] = await itemsOf(placed);
    expect((await split(owner, placed.shipmentNo, [kase!.id])).status).toBe(200);
    expect((await omar.post("/api/order/cancel-item", { incrementId: placed.number, itemId: kase!.id })).status).toBe(200);
    const listed = async (archived: 0 | 1) =>
      (await omar.get(`/api/order/list?archived=${archived}`)).result.items.map((o: { increment_id: string }) => o.increment_id);
    expect(await listed(0)).toContain(placed.number);
    for (const body of [{ action: "process" }, DISPATCH, { action: "deliver" }]) expect((await move(owner, placed.shipmentNo, body)).status).toBe(200);
    expect(await orderStatusOf(placed)).toBe("confirmed");
    expect(await listed(0)).not.toContain(placed.number);
    expect(await listed(1)).toContain(placed.number);
  });

  it("the order page shows every status of each shipment with its date, the carrier and tracking number, never a code or who moved it", async () => {
    const placed = await orderFor({ customer: omar, items: { CHARGER: 1, CASE: 1 } });
    const [, kase] = await itemsOf(placed);
    expect((await split(operations, placed.shipmentNo, [kase!.id])).status).toBe(200);
    for (const body of [{ action: "process" }, DISPATCH, { action: "failDelivery", reason: "customerRescheduled" }, { ...DISPATCH, trackingNumber: "AWB-50001" }]) {
      expect((await move(operations, placed.shipmentNo, body)).status).toBe(200);
    }
    const at = fixture.commerce().context.now().toISOString();
    const detail = await omar.get(`/api/order/detail/${placed.number}`);
    const guest = await send("GET", `/api/order/guest/${placed.number}?key=${orderAccessKey(fixture.commerce().context.secret, placed.number)}`);
    for (const answer of [detail, guest]) {
      expect(answer.status).toBe(200);
      const [first, second] = answer.result.shipments;
      expect(first).toMatchObject({ shipment_no: placed.shipmentNo, status: "Dispatched", carrier: "Aramex", tracking_number: "AWB-50001", delivered_at: null });
      expect(first.events).toEqual([
        { status: "Shipment Created", at, note: null },
        { status: "Shipment Processing", at, note: null },
        { status: "Dispatched", at, note: null },
        { status: "UnDelivered", at, note: "customerRescheduled" },
        { status: "Dispatched", at, note: null },
      ]);
      expect(second).toMatchObject({ shipment_no: `${placed.number}-2`, status: "Shipment Created", carrier: null, tracking_number: null });
      expect(second.events).toEqual([{ status: "Shipment Created", at, note: null }]);
      const text = JSON.stringify(answer.result);
      expect(text).not.toContain(operations.email);
      expect(text).not.toContain("actor");
    }

    const pickup = await bring("curbside", COLLECTION, "Ready for Collection", { customer: omar });
    const hash = (await shipmentRow(pickup.shipmentNo)).collection_code_hash!;
    const text = JSON.stringify((await omar.get(`/api/order/detail/${pickup.number}`)).result);
    expect(text).not.toContain("collection_code");
    expect(text).not.toContain(hash);
    expect(text).not.toContain(await collectionCode(pickup));
  });

  it("the back office reads a shipment with its timeline, who moved it, and the moves it allows now", async () => {
    const placed = await bring("standard", HOME_DELIVERY, "Dispatched");
    const read = await send("GET", `/api/admin/shipments/${placed.shipmentNo}`, undefined, operations.headers);
    expect(read.result).toMatchObject({ shipment_no: placed.shipmentNo, status: "Dispatched", carrier: "Aramex", moves: ["deliver", "failDelivery"], splittable: false });
    expect(read.result.events.map((e: { status: string; actor: string | null }) => [e.status, e.actor])).toEqual([
      ["Shipment Created", null],
      ["Shipment Processing", owner.email],
      ["Dispatched", owner.email],
    ]);
    expect(JSON.stringify(read.result)).not.toContain("collection_code");
  });
});

describe("orders never collected", () => {
  const at = (days: number) => ({ ...fixture.commerce().context, now: () => new Date(fixture.commerce().context.now().getTime() + days * 86_400_000) });
  const stock = async () =>
    (await db().selectFrom("stock").select("qty").where("product_id", "=", fixture.id("CHARGER")).executeTakeFirstOrThrow()).qty;

  it("are cancelled by the store once the hold has passed, stock back and the shopper told why, once", async () => {
    const waiting = await bring("clickandcollect", COLLECTION, "Ready for Collection", { store: "ar" });
    const onItsWay = await bring("standard", HOME_DELIVERY, "Dispatched");
    const before = await stock();
    expect(await sweepUncollected(at(6.9))).toBe(0);
    // Every order of this file waiting at the store is due by then, this one among them.
    expect(await sweepUncollected(at(7.1))).toBeGreaterThanOrEqual(1);
    expect(await sweepUncollected(at(7.2))).toBe(0);
    expect(await db().selectFrom("order_items").select("status").where("order_id", "=", waiting.orderId).execute()).toEqual([{ status: "cancelled" }]);
    expect((await db().selectFrom("orders").select("status").where("id", "=", waiting.orderId).executeTakeFirstOrThrow()).status).toBe("cancelled");
    expect((await db().selectFrom("orders").select("status").where("id", "=", onItsWay.orderId).executeTakeFirstOrThrow()).status).toBe("confirmed");
    expect(await stock()).toBeGreaterThanOrEqual(before + 1);
    const mails = await db().selectFrom("outbox").selectAll().where("recipient", "=", waiting.email).where("template", "=", "orderCancelled").execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("ar");
    expect(mails[0]!.text_body).toContain("لم يُستلم");
    const audit = await db().selectFrom("audit_log").selectAll().where("action", "=", "order.cancel").where("subject_id", "=", waiting.number).execute();
    expect(audit).toEqual([expect.objectContaining({ actor: "system", staff_id: null })]);
    // Cash on delivery took nothing before collection: nothing to refund.
    expect(await db().selectFrom("refunds").selectAll().where("order_id", "=", waiting.orderId).execute()).toEqual([]);
  });

  it("shoppers and staff still may not cancel a line waiting at the store", async () => {
    const waiting = await bring("clickandcollect", COLLECTION, "Ready for Collection");
    const [line] = await db().selectFrom("order_items").select("id").where("order_id", "=", waiting.orderId).execute();
    const cancelled = await send("POST", `/api/admin/orders/${waiting.number}/cancel`, { itemIds: [line!.id], reason: "Asked by phone" }, owner.headers);
    expect(cancelled).toMatchObject({ status: 409, error: { code: "order.notCancellable" } });
  });
});

describe("migration 0021_fulfilment", () => {
  it("puts every existing line in its order's shipment and starts each shipment's timeline", async () => {
    await withDatabaseBefore("0020_staff_and_audit_log", async ({ store, productId, migrateTo }) => {
      const at = OLD_AT;
      const orders: number[] = [];
      for (const [n, status] of [[1, "confirmed"], [2, "pending"]] as const) {
        const cart = await store.insertInto("carts").values({ token: `cart-${n}`, status: "ordered", is_buy_now: 0, store_id: 1, gift_wrap_flag: 0, gift_wrap_message: "", created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
        const order = await store
          .insertInto("orders")
          .values({ increment_id: `10000000${n}`, cart_id: cart.id, email: "old@example.ae", status, store_id: 1, totals: "{}", shipping_address: "{}", billing_address: "{}", shipping_method: "standard", payment_method: "cashondelivery", created_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        orders.push(order.id);
        for (const sku of ["A", "B"]) {
          await store
            .insertInto("order_items")
            .values({ order_id: order.id, product_id: productId, sku, name: sku, qty: 1, price_incl_tax: 100, row_total_incl_tax: 100, options: "{}" })
            .execute();
        }
      }
      const shipment = await store
        .insertInto("shipments")
        .values({ order_id: orders[0]!, shipment_no: "100000001-1", status: "Shipment Created", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();

      await migrateTo("0021_fulfilment");
      const items = await store.selectFrom("order_items").select(["order_id", "shipment_id"]).orderBy("id").execute();
      expect(items).toEqual([
        { order_id: orders[0], shipment_id: shipment.id },
        { order_id: orders[0], shipment_id: shipment.id },
        { order_id: orders[1], shipment_id: null },
        { order_id: orders[1], shipment_id: null },
      ]);
      expect(await store.selectFrom("shipment_events").select(["shipment_id", "order_id", "status", "at", "actor", "note"]).execute()).toEqual([
        { shipment_id: shipment.id, order_id: orders[0], status: "Shipment Created", at, actor: null, note: null },
      ]);
      expect(await store.selectFrom("shipments").select(["carrier", "tracking_number", "undelivered_reason", "collection_code_hash", "delivered_at"]).execute()).toEqual([
        { carrier: null, tracking_number: null, undelivered_reason: null, collection_code_hash: null, delivered_at: null },
      ]);
    });
  });
});
