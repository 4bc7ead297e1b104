import { beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../../commerce/api/orders/place";
import { STAFF_ROLES, roleMay, type Permission, type StaffRole } from "../../commerce/contract/staff";
import { CONTACT_REPLY_MAX } from "../../commerce/contract/support";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * The back office's customer service and store views (docs/admin-api.md "Customers", "Contact inbox", "Stores and
 * visits", "Dashboard") and the shopper's management of a store visit (docs/locator-api.md). "Now" is the
 * fixture's: Monday 15 June 2026, 16:00 in the UAE; malls open 10:00–22:00 on weekdays.
 */

const fixture = useFixtureCommerce();
const TOMORROW = "2026-06-16";
const PASSWORD = "Qx7!nDr4#pL";

const send = (method: "GET" | "POST", path: string, staff: SignedInStaffMember, body?: unknown) =>
  call(fixture.commerce().handler, method, path, body, staff.headers);
const db = () => fixture.db();
const outbox = (recipient: string) => db().selectFrom("outbox").selectAll().where("recipient", "=", recipient).orderBy("id").execute();
const lastMail = async (recipient: string) => (await outbox(recipient)).at(-1);
const audit = (action: string) => db().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

const staff = {} as Record<StaffRole, SignedInStaffMember>;
let layla: { id: number; email: string };
let sara: { id: number; email: string };
let stores: { moe: number; yas: number };
const orders = {} as Record<"laylaHome" | "saraHome" | "pending" | "moePrepare" | "moeReady" | "yasPrepare", string>;

async function createCustomer(customer: { email: string; firstname: string; lastname: string; mobile: string }, store: "en" | "ar") {
  const created = await fixture.post(`/api/user/create?storeCode=${store}`, { customer, password: PASSWORD });
  expect(created.status, JSON.stringify(created.result)).toBe(200);
  return { id: created.result.id as number, email: customer.email };
}

async function order(options: { email: string; customerId: number | null; store?: "en" | "ar"; pickupStoreId?: number; status?: "pending" | "confirmed" }) {
  const cartId: string = (await fixture.post("/api/cart/create")).result.cartId;
  expect((await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 2 } })).status).toBe(200);
  const details = { ...codOrderDetails({ email: options.email, customerId: options.customerId, address: DUBAI_HOME }), status: options.status ?? "confirmed" };
  if (options.pickupStoreId) {
    details.delivery = { method: "clickandcollect", pickup_store_id: options.pickupStoreId };
    await db().updateTable("carts").set({ shipping_method: "clickandcollect" }).where("token", "=", cartId).execute();
  }
  return (await placeOrder(fixture.commerce().context, cartId, details, options.store ?? "en")).order.increment_id;
}

beforeAll(async () => {
  for (const role of STAFF_ROLES) staff[role] = await signedInStaff(fixture.commerce(), role);
  await db().updateTable("stock").set({ qty: 500, is_in_stock: 1 }).where("product_id", "=", fixture.id("CHARGER")).execute();
  const storeId = async (code: string) => (await db().selectFrom("pickup_stores").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;
  stores = { moe: await storeId("DXB-MOE"), yas: await storeId("AUH-YAS") };

  layla = await createCustomer({ email: "layla.haddad@example.ae", firstname: "Layla", lastname: "Haddad", mobile: "0501234567" }, "en");
  sara = await createCustomer({ email: "sara.m@example.ae", firstname: "سارة", lastname: "المنصوري", mobile: "0521112233" }, "ar");
  orders.laylaHome = await order({ email: layla.email, customerId: layla.id });
  orders.saraHome = await order({ email: sara.email, customerId: sara.id, store: "ar" });
  orders.pending = await order({ email: layla.email, customerId: layla.id, status: "pending" });
  orders.moePrepare = await order({ email: "guest@example.ae", customerId: null, pickupStoreId: stores.moe });
  orders.moeReady = await order({ email: "guest@example.ae", customerId: null, pickupStoreId: stores.moe });
  orders.yasPrepare = await order({ email: "guest@example.ae", customerId: null, pickupStoreId: stores.yas });
  for (const action of ["process", "readyForCollection"]) {
    expect((await send("POST", `/api/admin/shipments/${orders.moeReady}-1/move`, staff.operations, { action })).status).toBe(200);
  }

  const at = "2026-06-01T10:00:00.000Z";
  await db()
    .insertInto("addresses")
    .values({ ...DUBAI_HOME, address_type: "home", customer_id: layla.id, default_shipping: 1, created_at: at, updated_at: at })
    .execute();
  await db().insertInto("product_alerts").values({ customer_id: layla.id, product_id: fixture.id("CABLE-OOS"), kind: "stock", price_at_subscription: null, created_at: at, notified_at: null }).execute();
  await db()
    .insertInto("reviews")
    .values({ product_id: fixture.id("CHARGER"), customer_id: layla.id, store_id: 1, rating: 4, title: "Fast", detail: "Charges my phone quickly.", nickname: "Layla", status: "approved", moderation_reason: null, verified_purchase: 1, created_at: at })
    .execute();
  await db().insertInto("newsletter_subscribers").values({ email: layla.email, store_id: 1, status: "subscribed", requested_at: at, confirmation_sent_at: at, subscribed_at: at, unsubscribed_at: null }).execute();
});

const foundIds = async (q: string) =>
  (await send("GET", `/api/admin/customers?q=${encodeURIComponent(q)}`, staff.support)).result.items.map((c: { id: number }) => c.id);

describe("customers", () => {
  it("are found by name in either script, by e-mail and by mobile number", async () => {
    expect(await foundIds("layla had")).toEqual([layla.id]);
    expect(await foundIds("HADDAD")).toEqual([layla.id]);
    expect(await foundIds("المنصوري")).toEqual([sara.id]);
    expect(await foundIds("سارة المنص")).toEqual([sara.id]);
    expect(await foundIds("SARA.M@example")).toEqual([sara.id]);
    expect(await foundIds("0501234567")).toEqual([layla.id]);
    expect(await foundIds("+971 52 111 2233")).toEqual([sara.id]);
    expect(await foundIds("٠٥٢١١١٢٢٣٣")).toEqual([sara.id]);
    expect(await foundIds("nobody")).toEqual([]);
    const page = await send("GET", "/api/admin/customers?pageSize=1&page=2", staff.support);
    expect(page.result).toMatchObject({ total: 2, items: [{ id: layla.id, orders: 2 }] });
    expect(await send("GET", "/api/admin/customers?pageSize=101", staff.support)).toMatchObject({ status: 400, error: { field: "pageSize" } });
  });

  it("are shown read-only: profile, addresses, orders, alerts, reviews and newsletter, without any password or token", async () => {
    const view = await send("GET", `/api/admin/customers/${layla.id}`, staff.support);
    expect(view.status).toBe(200);
    expect(view.result).toMatchObject({
      profile: { id: layla.id, email: layla.email, firstname: "Layla", mobile: "501234567", locale: "en" },
      addresses: [{ full_name: "Layla Haddad", emirate_name: "Dubai", default_shipping: true }],
      orders: { total_count: 2, items: [{ increment_id: orders.pending, status: "pending" }, { increment_id: orders.laylaHome, status: "confirmed" }] },
      alerts: [{ sku: "CABLE-OOS", kind: "stock" }],
      reviews: [{ sku: "CHARGER", rating: 4, status: "approved" }],
      newsletter: { subscribed: true },
    });
    expect(view.result.orders.items[1].grand_total).toBeGreaterThan(0);
    const json = JSON.stringify(view.result);
    expect(json).not.toMatch(/password|hash|token|argon2/i);
    expect((await send("GET", `/api/admin/customers/${sara.id}`, staff.support)).result).toMatchObject({ profile: { locale: "ar" }, newsletter: { subscribed: false, since: null } });
    expect(await send("GET", "/api/admin/customers/999999", staff.support)).toMatchObject({ status: 404, error: { code: "customer.notFound" } });
    expect(await send("GET", "/api/admin/customers/layla", staff.support)).toMatchObject({ status: 404, error: { code: "customer.notFound" } });
  });

  it("get an order's confirmation again, in the order's language, and the log says who sent it", async () => {
    const before = (await outbox(sara.email)).length;
    expect(await send("POST", `/api/admin/orders/${orders.saraHome}/resend-confirmation`, staff.support)).toMatchObject({ status: 200, result: { sent: true } });
    const mails = await outbox(sara.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ template: "orderPlaced", locale: "ar" });
    expect(mails.at(-1)!.subject).toContain(orders.saraHome);
    expect(mails.at(-1)!.subject).toMatch(/[\u0600-\u06FF]/);
    expect((await audit("order.confirmationResent")).at(-1)).toMatchObject({ actor: staff.support.email, subject_type: "order", subject_id: orders.saraHome });

    // A guest's order is resent by its number as well; an order never confirmed has no confirmation to send.
    expect((await send("POST", `/api/admin/orders/${orders.moePrepare}/resend-confirmation`, staff.owner)).status).toBe(200);
    expect(await send("POST", `/api/admin/orders/${orders.pending}/resend-confirmation`, staff.support)).toMatchObject({ status: 409, error: { code: "order.notConfirmed" } });
    expect(await send("POST", "/api/admin/orders/100999999/resend-confirmation", staff.support)).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await send("POST", "/api/admin/orders/abc/resend-confirmation", staff.support)).toMatchObject({ status: 404 });
  });

  it("get the shopper's own password reset link in their language; staff never see or set a password", async () => {
    const answer = await send("POST", `/api/admin/customers/${sara.id}/password-reset`, staff.support);
    expect(answer).toMatchObject({ status: 200, result: { sent: true } });
    const mail = (await lastMail(sara.email))!;
    expect(mail).toMatchObject({ template: "passwordReset", locale: "ar" });
    const link = /(https?:\/\/\S+\/resetpassword\?\S+)/.exec(mail.text_body)![1]!;
    expect(new URL(link).pathname).toBe("/ar/resetpassword");
    expect((await audit("customer.passwordReset")).at(-1)).toMatchObject({ actor: staff.support.email, subject_type: "customer", subject_id: String(sara.id) });

    // The link is the one "forgot password" sends: the shopper sets the new password themselves.
    const token = new URL(link).searchParams.get("token")!;
    const reset = await fixture.post("/api/user/create-password", { email: sara.email, newPassword: "Zk9$mWq2!vB", resetToken: token });
    expect(reset).toMatchObject({ status: 200, result: { passwordChanged: true } });
    expect(await send("POST", "/api/admin/customers/999999/password-reset", staff.support)).toMatchObject({ status: 404, error: { code: "customer.notFound" } });
  });
});

describe("the contact inbox", () => {
  let arabic: string;
  let english: string;

  beforeAll(async () => {
    const contact = { name: "محمد الهاشمي", email: "m.hashimi@example.ae", mobile: "0501234567", topic: "delivery", comment: "لم يصل طلبي بعد." };
    arabic = (await fixture.post("/api/support/contact?storeCode=ar", contact)).result.reference;
    english = (await fixture.post("/api/support/contact", { ...contact, name: "Omar Said", email: "omar@example.ae", comment: "Where is my order?" })).result.reference;
  });

  it("lists open messages first, oldest first, and filters by status", async () => {
    const list = await send("GET", "/api/admin/contact-messages", staff.support);
    expect(list.result.items.map((m: { reference: string }) => m.reference)).toEqual([arabic, english]);
    expect(list.result.items[0]).toMatchObject({ status: "open", locale: "ar", topic: "delivery", replies: 0 });
    expect((await send("GET", "/api/admin/contact-messages?status=answered", staff.support)).result).toEqual({ total: 0, items: [] });
  });

  it("e-mails a reply in the message's language, keeps it with the message and answers it", async () => {
    const body = "نعتذر عن التأخير.\nسيصلك طلبك غداً.";
    const answer = await send("POST", `/api/admin/contact-messages/${arabic}/reply`, staff.support, { body });
    expect(answer).toMatchObject({ status: 200, result: { reference: arabic, status: "answered", replies: [{ body, author: "Staff support" }] } });
    const mail = (await lastMail("m.hashimi@example.ae"))!;
    expect(mail).toMatchObject({ template: "contactReply", locale: "ar", subject: `ردّنا على رسالتك ${arabic}` });
    expect(mail.text_body).toContain("مرحباً محمد الهاشمي،");
    expect(mail.text_body).toContain(body);
    expect(mail.html_body).toContain("نعتذر عن التأخير.<br>سيصلك طلبك غداً.");
    expect((await audit("contact.reply")).at(-1)).toMatchObject({ actor: staff.support.email, subject_type: "contact", subject_id: arabic });

    const list = await send("GET", "/api/admin/contact-messages", staff.support);
    expect(list.result.items.map((m: { reference: string; status: string }) => [m.reference, m.status])).toEqual([
      [english, "open"],
      [arabic, "answered"],
    ]);
    expect((await send("GET", `/api/admin/contact-messages/${arabic.toLowerCase()}`, staff.owner)).result).toMatchObject({ status: "answered", replies: [{ body }] });
  });

  it("opens an answered message again, once", async () => {
    expect((await send("POST", `/api/admin/contact-messages/${arabic}/reopen`, staff.support, {})).result).toMatchObject({ status: "open" });
    const entries = (await audit("contact.reopen")).length;
    expect((await send("POST", `/api/admin/contact-messages/${arabic}/reopen`, staff.support)).result).toMatchObject({ status: "open" });
    expect(await audit("contact.reopen")).toHaveLength(entries);
  });

  it("refuses an empty or too long reply and an unknown message, changing nothing", async () => {
    const replies = await db().selectFrom("contact_replies").selectAll().execute();
    for (const body of ["   ", "x".repeat(CONTACT_REPLY_MAX + 1)]) {
      expect(await send("POST", `/api/admin/contact-messages/${english}/reply`, staff.support, { body })).toMatchObject({ status: 400, error: { field: "body" } });
    }
    expect((await send("POST", `/api/admin/contact-messages/${english}/reply`, staff.support, { body: "🙂".repeat(CONTACT_REPLY_MAX) })).status).toBe(200);
    expect(await send("POST", `/api/admin/contact-messages/${english}/reply`, staff.support, { body: "Hi", cc: "x" })).toMatchObject({ status: 400 });
    expect(await send("POST", "/api/admin/contact-messages/CS-999999/reply", staff.support, { body: "Hi" })).toMatchObject({ status: 404, error: { code: "contact.notFound" } });
    expect(await send("GET", "/api/admin/contact-messages/CS-999999999999", staff.support)).toMatchObject({ status: 404, error: { code: "contact.notFound" } });
    expect(await send("GET", "/api/admin/contact-messages/42", staff.support)).toMatchObject({ status: 404, error: { code: "contact.notFound" } });
    expect(await db().selectFrom("contact_replies").selectAll().execute()).toHaveLength(replies.length + 1);
  });
});

let visitors = 0;
async function book(slot: string, overrides: Record<string, unknown> = {}, store = "en") {
  visitors += 1;
  const visit = { store: "DXB-MOE", date: TOMORROW, slot, full_name: "Layla Haddad", mobile: "0501234567", email: `visitor${visitors}@example.ae`, comment: "", ...overrides };
  const booked = await fixture.post(`/api/locator/visits?storeCode=${store}`, visit);
  expect(booked.status, JSON.stringify(booked.result)).toBe(200);
  return { reference: booked.result.reference as string, email: visit.email };
}
const STORE_INBOX = "dxb-moe@stores.nour.example";
const freeAt = async (date: string, time: string) =>
  (await fixture.get(`/api/locator/stores/DXB-MOE/slots?date=${date}`)).result.slots.find((s: { time: string }) => s.time === time).free as number;

describe("store visits", () => {
  it("tell the store of each booking, in English, and every store has an inbox", async () => {
    const { email } = await book("11:00", { full_name: "ليلى حداد", comment: "أريد تجربة الهاتف" }, "ar");
    expect(await lastMail(email)).toMatchObject({ template: "storeVisit", locale: "ar" });
    const notice = (await lastMail(STORE_INBOX))!;
    expect(notice).toMatchObject({ template: "storeBookingNew", locale: "en", subject: "New visit on Tuesday, 16 June at 11:00: ليلى حداد" });
    expect(notice.text_body).toContain("Mall of the Emirates team,");
    expect(notice.text_body).toContain("Mobile +971 50 123 4567");
    expect(notice.text_body).toContain("أريد تجربة الهاتف");
    const inboxes = await db().selectFrom("pickup_stores").select(["code", "email"]).execute();
    expect(inboxes.length).toBeGreaterThan(10);
    for (const store of inboxes) expect(store.email).toBe(`${store.code.toLowerCase()}@stores.nour.example`);
  });

  it("are moved by their reference to another slot of the store, the shopper and the store told", async () => {
    const { reference, email } = await book("12:00");
    const moved = await fixture.post(`/api/locator/visits/${reference}/move?storeCode=ar`, { date: "2026-06-17", slot: "15:30" });
    expect(moved).toMatchObject({ status: 200, result: { reference, date: "2026-06-17", slot: "15:30", status: "booked", store: { code: "DXB-MOE", name: "مول الإمارات" } } });
    expect(await db().selectFrom("store_visits").select(["visit_date", "slot", "updated_at", "store_view"]).where("reference", "=", reference).executeTakeFirst()).toEqual({
      visit_date: "2026-06-17",
      slot: "15:30",
      updated_at: "2026-06-15T12:00:00.000Z",
      store_view: "ar",
    });
    const mail = (await lastMail(email))!;
    expect(mail).toMatchObject({ template: "storeVisitMoved", locale: "ar" });
    expect(mail.text_body).toContain(`/ar/schedule-store-visit/${reference}`);
    const notice = (await lastMail(STORE_INBOX))!;
    expect(notice).toMatchObject({ template: "storeBookingMoved", locale: "en" });
    expect(notice.text_body).toContain("from Tuesday, 16 June at 12:00 to Wednesday, 17 June at 15:30");
  });

  it("refuse a move to a slot that is taken, has started, does not exist or cannot be booked, changing nothing", async () => {
    const { reference } = await book("13:00");
    for (let i = 0; i < 3; i++) await book("14:00");
    const mails = (await db().selectFrom("outbox").select("id").execute()).length;
    const refused = [
      [{ date: TOMORROW, slot: "14:00" }, 400, "visit.slotFull"],
      [{ date: "2026-06-15", slot: "10:00" }, 400, "visit.slotPassed"],
      [{ date: TOMORROW, slot: "13:15" }, 404, "visit.slotNotFound"],
      [{ date: "2026-06-29", slot: "13:00" }, 400, "visit.dateOutOfRange"],
    ] as const;
    for (const [to, status, code] of refused) {
      expect(await fixture.post(`/api/locator/visits/${reference}/move`, to)).toMatchObject({ status, error: { code } });
    }
    expect(await fixture.post(`/api/locator/visits/${reference}/move`, { date: TOMORROW })).toMatchObject({ status: 400, error: { field: "slot" } });
    expect(await db().selectFrom("store_visits").select(["visit_date", "slot", "updated_at"]).where("reference", "=", reference).executeTakeFirst()).toEqual({
      visit_date: TOMORROW,
      slot: "13:00",
      updated_at: null,
    });
    expect(await db().selectFrom("outbox").select("id").execute()).toHaveLength(mails);
    // A visit may stay in its own slot, even a full one: its place is its own.
    const [first] = await db().selectFrom("store_visits").select("reference").where("slot", "=", "14:00").where("visit_date", "=", TOMORROW).execute();
    expect((await fixture.post(`/api/locator/visits/${first!.reference}/move`, { date: TOMORROW, slot: "14:00" })).status).toBe(200);
  });

  it("moved at once into a slot's last place: one gets it", async () => {
    await book("18:00");
    await book("18:00");
    const moving = [];
    for (const slot of ["19:00", "19:30"]) for (let i = 0; i < 3; i++) moving.push(await book(slot));
    const answers = await Promise.all(moving.map(({ reference }) => fixture.post(`/api/locator/visits/${reference}/move`, { date: TOMORROW, slot: "18:00" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === "visit.slotFull")).toHaveLength(5);
    expect(await freeAt(TOMORROW, "18:00")).toBe(0);
  });

  it("are cancelled by their reference, which frees the place; the shopper and the store are told", async () => {
    const { reference, email } = await book("16:00");
    const free = await freeAt(TOMORROW, "16:00");
    const cancelled = await fixture.post(`/api/locator/visits/${reference}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, result: { reference, status: "cancelled", date: TOMORROW, slot: "16:00" } });
    expect(await freeAt(TOMORROW, "16:00")).toBe(free + 1);
    const mail = (await lastMail(email))!;
    expect(mail).toMatchObject({ template: "storeVisitCancelled", locale: "en", subject: "Your visit to Mall of the Emirates is cancelled" });
    expect(mail.text_body).toContain("/schedule-store-visit?store=DXB-MOE");
    expect(await lastMail(STORE_INBOX)).toMatchObject({ template: "storeBookingCancelled", locale: "en" });
    expect((await fixture.get(`/api/locator/visits/${reference}`)).result).toMatchObject({ status: "cancelled" });

    expect(await fixture.post(`/api/locator/visits/${reference}/cancel`)).toMatchObject({ status: 409, error: { code: "visit.cancelled" } });
    expect(await fixture.post(`/api/locator/visits/${reference}/move`, { date: TOMORROW, slot: "17:00" })).toMatchObject({ status: 409, error: { code: "visit.cancelled" } });
  });

  it("cannot be changed once started, and an unknown reference is a 404", async () => {
    const reference = "0".repeat(31) + "1";
    await db()
      .insertInto("store_visits")
      .values({ reference, store_id: stores.moe, visit_date: "2026-06-15", slot: "15:30", full_name: "Omar Said", mobile: "501112233", email: "omar@example.ae", comment: "", store_view: "en", created_at: "2026-06-14T10:00:00.000Z", updated_at: null })
      .execute();
    expect(await fixture.post(`/api/locator/visits/${reference}/cancel`)).toMatchObject({ status: 409, error: { code: "visit.started" } });
    expect(await fixture.post(`/api/locator/visits/${reference}/move`, { date: TOMORROW, slot: "17:00" })).toMatchObject({ status: 409, error: { code: "visit.started" } });
    for (const unknown of ["f".repeat(32), "not-a-reference"]) {
      expect(await fixture.post(`/api/locator/visits/${unknown}/cancel`)).toMatchObject({ status: 404, error: { code: "visit.notFound" } });
      expect(await fixture.post(`/api/locator/visits/${unknown}/move`, { date: TOMORROW, slot: "17:00" })).toMatchObject({ status: 404, error: { code: "visit.notFound" } });
      expect(await fixture.get(`/api/locator/visits/${unknown}`)).toMatchObject({ status: 404, error: { code: "visit.notFound" } });
    }
  });

  it("are listed for the store's staff, upcoming first, and cancelled ones on asking", async () => {
    const list = await send("GET", "/api/admin/stores/dxb-moe/visits", staff.operations);
    expect(list.status).toBe(200);
    const keys = list.result.items.map((v: { date: string; slot: string; upcoming: boolean }) => [v.date, v.slot, v.upcoming]);
    expect(keys.at(-1)).toEqual(["2026-06-15", "15:30", false]);
    const upcoming = keys.filter(([, , up]: [string, string, boolean]) => up).map(([date, slot]: [string, string]) => `${date}T${slot}`);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(upcoming[0]).toBe(`${TOMORROW}T11:00`);
    expect(list.result.items[0]).toMatchObject({ full_name: "ليلى حداد", mobile: "501234567", locale: "ar", status: "booked" });
    expect(list.result.items[0]).not.toHaveProperty("reference");
    const cancelled = await send("GET", "/api/admin/stores/DXB-MOE/visits?status=cancelled", staff.owner);
    expect(cancelled.result).toMatchObject({ total: 1, items: [{ slot: "16:00", status: "cancelled" }] });
    expect(await send("GET", "/api/admin/stores/NOPE/visits", staff.operations)).toMatchObject({ status: 404, error: { code: "locator.storeNotFound" } });
    expect(await send("GET", "/api/admin/stores/DXB-MOE/visits?status=moved", staff.operations)).toMatchObject({ status: 400, error: { field: "status" } });
  });
});

describe("pick lists", () => {
  it("show each store's collection orders to prepare and ready, with their lines", async () => {
    const moe = await send("GET", "/api/admin/stores/DXB-MOE/pick-lists", staff.operations);
    expect(moe.result).toEqual({
      store: { code: "DXB-MOE", name: "Mall of the Emirates" },
      to_prepare: [
        expect.objectContaining({ increment_id: orders.moePrepare, shipment_no: `${orders.moePrepare}-1`, status: "Shipment Created", customer_name: "Layla Haddad", lines: [{ sku: "CHARGER", name: expect.any(String), qty: 2 }] }),
      ],
      ready: [expect.objectContaining({ increment_id: orders.moeReady, shipment_no: `${orders.moeReady}-1`, status: "Ready for Collection", lines: [expect.objectContaining({ sku: "CHARGER", qty: 2 })] })],
    });
    const yas = await send("GET", "/api/admin/stores/AUH-YAS/pick-lists?storeCode=ar", staff.support);
    expect(yas.result).toMatchObject({ store: { name: "ياس مول" }, to_prepare: [{ increment_id: orders.yasPrepare }], ready: [] });
    const list = await send("GET", "/api/admin/stores", staff.operations);
    expect(list.result.find((s: { code: string }) => s.code === "DXB-MOE")).toEqual({ code: "DXB-MOE", name: "Mall of the Emirates", email: STORE_INBOX, to_prepare: 1, ready: 1 });
    expect(list.result.find((s: { code: string }) => s.code === "DXB-DM")).toMatchObject({ to_prepare: 0, ready: 0 });
    expect(await send("GET", "/api/admin/stores/NOPE-1/pick-lists", staff.operations)).toMatchObject({ status: 404, error: { code: "locator.storeNotFound" } });
  });
});

describe("the dashboard", () => {
  const counts = async (role: StaffRole) => (await send("GET", "/api/admin/dashboard", staff[role])).result.counts as Record<string, number>;

  it("gives each role the counts of the work it may do", async () => {
    expect(Object.keys(await counts("owner")).sort()).toEqual(
      ["contactOpen", "lowStock", "ordersToShip", "readyNotCollected", "refundsFailed", "returnsToInspect", "toPrepareForCollection", "tradeInsToInspect"].sort(),
    );
    expect(Object.keys(await counts("operations")).sort()).toEqual(["ordersToShip", "readyNotCollected", "returnsToInspect", "toPrepareForCollection", "tradeInsToInspect"]);
    expect(Object.keys(await counts("support"))).toEqual(["contactOpen"]);
    expect(Object.keys(await counts("finance"))).toEqual(["refundsFailed"]);
    expect(Object.keys(await counts("catalogue"))).toEqual(["lowStock"]);
    expect((await send("GET", "/api/admin/dashboard", staff.finance)).result.role).toBe("finance");
  });

  it("counts what waits", async () => {
    const before = await counts("owner");
    // Two home deliveries (Layla's, Sara's), two pickups to prepare, one ready; the pending order has no shipment yet.
    expect(before).toMatchObject({ ordersToShip: 2, toPrepareForCollection: 2, readyNotCollected: 1, returnsToInspect: 0, tradeInsToInspect: 0, refundsFailed: 0 });
    const openMessages = await db().selectFrom("contact_messages").select("id").where("status", "=", "open").execute();
    expect(before.contactOpen).toBe(openMessages.length);

    await db().updateTable("stock").set({ qty: 3 }).where("product_id", "=", fixture.id("CASE")).execute();
    await db().updateTable("stock").set({ qty: 1 }).where("product_id", "=", fixture.id("DISABLED")).execute();
    const order = await db().selectFrom("orders").select("id").where("increment_id", "=", orders.laylaHome).executeTakeFirstOrThrow();
    const payment = await db().selectFrom("payments").select("id").where("order_id", "=", order.id).executeTakeFirstOrThrow();
    const at = "2026-06-15T11:00:00.000Z";
    await db().insertInto("refunds").values({ order_id: order.id, payment_id: payment.id, amount: 100, reason: "cancel", order_item_id: null, credit_no: null, status: "failed", provider_reference: null, last_error: "declined", requested_by: null, created_at: at, updated_at: at }).execute();
    await send("POST", `/api/admin/shipments/${orders.laylaHome}-1/move`, staff.operations, { action: "process" });
    await send("POST", `/api/admin/shipments/${orders.laylaHome}-1/move`, staff.operations, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-1" });

    const after = await counts("owner");
    expect(after).toMatchObject({ ordersToShip: 1, refundsFailed: 1, lowStock: before.lowStock! + 1 });
  });
});

describe("roles", () => {
  const ENDPOINTS: [method: "GET" | "POST", path: () => string, permission: Permission | null, body?: unknown][] = [
    ["GET", () => "/api/admin/customers?q=layla", "customers.read"],
    ["GET", () => `/api/admin/customers/${layla.id}`, "customers.read"],
    ["POST", () => `/api/admin/customers/${layla.id}/password-reset`, "customers.contact"],
    ["POST", () => `/api/admin/orders/${orders.laylaHome}/resend-confirmation`, "customers.contact"],
    ["GET", () => "/api/admin/contact-messages", "customers.read"],
    ["GET", () => "/api/admin/contact-messages/CS-000001", "customers.read"],
    ["POST", () => "/api/admin/contact-messages/CS-000001/reply", "customers.contact", { body: "We are on it." }],
    ["POST", () => "/api/admin/contact-messages/CS-000001/reopen", "customers.contact"],
    ["GET", () => "/api/admin/stores", "orders.read"],
    ["GET", () => "/api/admin/stores/DXB-MOE/pick-lists", "orders.read"],
    ["GET", () => "/api/admin/stores/DXB-MOE/visits", "visits.manage"],
    ["GET", () => "/api/admin/dashboard", null],
  ];

  const state = async () => ({
    outbox: (await db().selectFrom("outbox").select("id").execute()).length,
    audit: (await db().selectFrom("audit_log").select("id").execute()).length,
    replies: (await db().selectFrom("contact_replies").select("id").execute()).length,
    messages: await db().selectFrom("contact_messages").select(["id", "status"]).orderBy("id").execute(),
  });

  it.each(STAFF_ROLES)("%s may use exactly what its permissions allow; a refusal changes nothing", async (role) => {
    for (const [method, path, permission, body] of ENDPOINTS) {
      const allowed = permission === null || roleMay(role, permission);
      const before = await state();
      const answer = await send(method, path(), staff[role], body);
      expect(answer.status, `${role} ${method} ${path()}`).toBe(allowed ? 200 : 403);
      if (!allowed) {
        expect(answer.error).toEqual({ code: "staff.forbidden" });
        expect(await state()).toEqual(before);
      }
    }
  });

  it("checks the role before the input: a forbidden role gets 403 even for an unknown id", async () => {
    expect(await send("GET", "/api/admin/customers/999999", staff.catalogue)).toMatchObject({ status: 403 });
    expect(await send("POST", "/api/admin/contact-messages/CS-999999/reply", staff.finance, { nonsense: true })).toMatchObject({ status: 403 });
    expect(await send("GET", "/api/admin/stores/NOPE/visits", staff.support)).toMatchObject({ status: 403 });
  });

  it("answers 401 without a staff session", async () => {
    for (const [method, path, , body] of ENDPOINTS) {
      expect(await call(fixture.commerce().handler, method, path(), body), path()).toMatchObject({ status: 401, error: { code: "staff.unauthorized" } });
    }
  });
});
