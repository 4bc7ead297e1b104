import { createServer, type AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../common/format";
import { cancelForShopper } from "../../commerce/api/orders/cancel";
import { placeOrder } from "../../commerce/api/orders/place";
import { payRefund } from "../../commerce/api/orders/refunds";
import { SYSTEM } from "../../commerce/api/staff/audit";
import type { StaffRole } from "../../commerce/contract/staff";
import { cardProvider } from "../../commerce/payments/card";
import { call } from "../support/call";
import { checkoutSteps, RETURN_URL, typeCard } from "../support/checkout";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { simulatorAnswer } from "../support/simulators";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * Refunds are recorded movements (decision 041): a cancelled line of a paid order owes a refund, recorded in the
 * cancel's transaction and paid through the provider after it; a refund the provider does not take is listed
 * for finance, whose retry pays it once, however many retries race; and staff cancel lines for a shopper with a
 * reason, audited and e-mailed. Orders are paid through the built-in test card gateway, whose own record
 * (`refunded_amount`) says what it was asked to give back.
 */
const fixture = useFixtureCommerce();
const commerce = () => fixture.commerce();
const db = () => fixture.db();
const staffCall = (member: SignedInStaffMember, method: "GET" | "POST", path: string, body?: unknown) =>
  call(commerce().handler, method, path, body, member.headers);

const VISA = "4111111111111111";

let layla: Customer;
let mariam: Customer;
const staff = {} as Record<StaffRole, SignedInStaffMember>;

beforeAll(async () => {
  for (const sku of ["CHARGER", "CASE"]) {
    await db().updateTable("stock").set({ qty: 500, is_in_stock: 1 }).where("product_id", "=", fixture.id(sku)).execute();
  }
  layla = await signedInCustomer(fixture);
  mariam = await signedInCustomer(fixture, { firstname: "Mariam", store: "ar" });
  for (const role of ["owner", "operations", "support", "finance", "catalogue"] as const) staff[role] = await signedInStaff(commerce(), role);
});

/** A card order of the customer's, paid through the test gateway's pages and confirmed; its number and lines. */
async function cardOrder(customer: Customer, items: Record<string, number>, options: { store?: "en" | "ar"; giftCard?: string } = {}) {
  const store = options.store ?? "en";
  const cartId: string = (await customer.post(`/api/cart/create?storeCode=${store}`)).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await customer.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (options.giftCard) expect((await customer.post(`/api/cart/gift-card?cartId=${cartId}`, { code: options.giftCard })).status).toBe(200);
  await checkoutSteps(customer.post, cartId, { payment: { method: "credit_card", terms_accepted: true }, store });
  const params = await typeCard(fixture, cartId, VISA, customer.get);
  const placed = await customer.post(`/api/checkout/return?cartId=${cartId}&storeCode=${store}`, { params, return_url: RETURN_URL });
  expect(placed.result).toMatchObject({ order: { status: "confirmed" } });
  const number: string = placed.result.order.increment_id;
  const detail = await customer.get(`/api/order/detail/${number}`);
  return { number, items: detail.result.items as { id: number; sku: string; name: string }[] };
}

/** A Tabby order of the customer's, approved on the test BNPL service's page, captured and confirmed. */
async function tabbyOrder(customer: Customer, items: Record<string, number>) {
  const cartId: string = (await customer.post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await customer.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  await checkoutSteps(customer.post, cartId, { payment: { method: "tabby", terms_accepted: true } });
  const key = (await customer.get(`/api/checkout?cartId=${cartId}`)).result.key;
  const started = await customer.post(`/api/checkout/place?cartId=${cartId}`, { key, return_url: RETURN_URL });
  const approved = await simulatorAnswer(commerce(), started.result.next.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision: "approve" }),
  });
  const params = Object.fromEntries(new URL(approved.headers.get("Location")!).searchParams);
  const confirmed = await customer.post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL });
  expect(confirmed.result).toMatchObject({ order: { status: "confirmed" } });
  const number: string = confirmed.result.order.increment_id;
  return { number, items: (await customer.get(`/api/order/detail/${number}`)).result.items as { id: number }[] };
}

/** A cash on delivery order of the customer's, not yet collected. */
async function codOrder(customer: Customer, items: Record<string, number>) {
  const cartId: string = (await customer.post("/api/cart/create")).result.cartId;
  for (const [sku, qty] of Object.entries(items)) expect((await customer.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  const { order } = await placeOrder(commerce().context, cartId, codOrderDetails({ email: customer.email, customerId: customer.id, address: DUBAI_HOME }), "en");
  const detail = await customer.get(`/api/order/detail/${order.increment_id}`);
  return { number: order.increment_id, items: detail.result.items as { id: number }[] };
}

const orderRow = (number: string) => db().selectFrom("orders").selectAll().where("increment_id", "=", number).executeTakeFirstOrThrow();
const paymentOf = async (number: string) =>
  db().selectFrom("payments").selectAll().where("order_id", "=", (await orderRow(number)).id).executeTakeFirstOrThrow();
const refundsOf = async (number: string) => db().selectFrom("refunds").selectAll().where("order_id", "=", (await orderRow(number)).id).orderBy("id").execute();
const attemptsOf = (refundId: number) => db().selectFrom("refund_attempts").selectAll().where("refund_id", "=", refundId).orderBy("attempt").execute();
const stockOf = async (sku: string) => (await db().selectFrom("stock").select("qty").where("product_id", "=", fixture.id(sku)).executeTakeFirstOrThrow()).qty;
const auditOf = (action: string, subjectId: string | number) =>
  db().selectFrom("audit_log").selectAll().where("action", "=", action).where("subject_id", "=", String(subjectId)).orderBy("id").execute();

/** What the gateway itself says it gave back of the order's payment. */
async function gatewayRefunded(number: string): Promise<number> {
  const payment = await paymentOf(number);
  const row = await db().selectFrom("test_gateway_transactions").select("refunded_amount").where("merchant_reference", "=", payment.reference).executeTakeFirstOrThrow();
  return row.refunded_amount;
}

/** A local port nothing listens on: one the system gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `work` with the card gateway configured at an address where nothing answers: every call to it fails for real. */
async function withGatewayDown<T>(work: () => Promise<T>): Promise<T> {
  const context = commerce().context;
  const gateways = context.gateways!;
  const apiUrl = `http://127.0.0.1:${await closedPort()}/FortAPI/paymentApi`;
  context.gateways = { ...gateways, card: { ...gateways.card, apiUrl, send: (_ctx, request) => fetch(request) } };
  try {
    return await work();
  } finally {
    context.gateways = gateways;
  }
}

/** A card order whose first line was cancelled while the gateway was down: its refund, failed. */
async function failedRefund(customer = layla) {
  const order = await cardOrder(customer, { CHARGER: 1, CASE: 1 });
  const cancelled = await withGatewayDown(() => customer.post("/api/order/cancel-item", { incrementId: order.number, itemId: order.items[0]!.id }));
  expect(cancelled.status).toBe(200);
  const [refund] = await refundsOf(order.number);
  expect(refund).toMatchObject({ status: "failed", attempts: 1 });
  return { order, refund: refund! };
}

describe("a cancelled line of a paid order", () => {
  it("is refunded through the gateway and recorded: a succeeded refund, and the payment says what came back", async () => {
    const { number, items } = await cardOrder(layla, { CHARGER: 2, CASE: 1 });
    const [charger, kase] = items;
    const payment = await paymentOf(number);
    expect(payment).toMatchObject({ status: "authorized", refunded_amount: 0 });

    const first = await layla.post("/api/order/cancel-item", { incrementId: number, itemId: charger!.id });
    expect(first.result).toMatchObject({ increment_id: number, item_id: charger!.id, order_status: "confirmed" });
    const credit = (await layla.get(`/api/order/credit-note/${first.result.credit_no}`)).result.totals.incl_tax;
    const [refund] = await refundsOf(number);
    expect(refund).toMatchObject({
      amount: credit,
      reason: "cancel",
      status: "succeeded",
      attempts: 1,
      order_item_id: charger!.id,
      credit_no: first.result.credit_no,
      provider_reference: payment.provider_reference,
      last_error: null,
      requested_by: null,
    });
    expect(await attemptsOf(refund!.id)).toMatchObject([{ attempt: 1, outcome: "succeeded", error: null, actor: null }]);
    expect(await paymentOf(number)).toMatchObject({ status: "authorized", refunded_amount: credit });
    expect(await gatewayRefunded(number)).toBe(credit);

    const detail = (await layla.get(`/api/order/detail/${number}`)).result;
    expect(detail.payment).toMatchObject({
      method: "credit_card",
      captured: payment.amount,
      refunded: credit,
      refunds: [{ amount: credit, status: "succeeded", created_at: refund!.created_at, refunded_at: refund!.updated_at }],
      gift_card_returns: [],
    });

    // The last line gives back the rest, delivery included: the payment is refunded in full, exactly once.
    expect((await layla.post("/api/order/cancel-item", { incrementId: number, itemId: kase!.id })).result.order_status).toBe("cancelled");
    const refunds = await refundsOf(number);
    expect(refunds.map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(payment.amount);
    expect(await paymentOf(number)).toMatchObject({ status: "refunded", refunded_amount: payment.amount });
    expect(await gatewayRefunded(number)).toBe(payment.amount);
  });

  it("of a BNPL order is refunded at the BNPL service, which records it too", async () => {
    const { number, items } = await tabbyOrder(layla, { CHARGER: 1, CASE: 1 });
    const payment = await paymentOf(number);
    expect(payment).toMatchObject({ provider: "tabby", status: "captured" });
    expect((await layla.post("/api/order/cancel-item", { incrementId: number, itemId: items[0]!.id })).status).toBe(200);
    const [refund] = await refundsOf(number);
    expect(refund).toMatchObject({ status: "succeeded", provider_reference: payment.provider_reference });
    expect(await paymentOf(number)).toMatchObject({ status: "captured", refunded_amount: refund!.amount });
    const remote = await db().selectFrom("test_bnpl_payments").select("refunded_amount").where("id", "=", payment.provider_reference!).executeTakeFirstOrThrow();
    expect(remote.refunded_amount).toBe(refund!.amount);
  });

  it("of a cash on delivery order not yet collected refunds nothing, as nothing was taken", async () => {
    const { number, items } = await codOrder(layla, { CHARGER: 1, CASE: 1 });
    expect((await layla.post("/api/order/cancel-item", { incrementId: number, itemId: items[0]!.id })).status).toBe(200);
    expect(await refundsOf(number)).toEqual([]);
    expect(await paymentOf(number)).toMatchObject({ status: "authorized", refunded_amount: 0 });
    expect((await layla.get(`/api/order/detail/${number}`)).result.payment).toMatchObject({ captured: 0, refunded: 0, refunds: [] });
  });
});

describe("a refund the provider does not take", () => {
  it("is listed as failed, and finance's retry pays it once the gateway answers, and never again", async () => {
    const { order, refund } = await failedRefund();
    expect(refund.last_error).toMatch(/ECONNREFUSED/);
    expect(await paymentOf(order.number)).toMatchObject({ refunded_amount: 0 });
    expect(await gatewayRefunded(order.number)).toBe(0);
    // The line stays cancelled whatever the provider says; to the customer the money is on its way.
    const detail = (await layla.get(`/api/order/detail/${order.number}`)).result;
    expect(detail.items[0].status).toBe("cancelled");
    expect(detail.payment.refunds).toMatchObject([{ amount: refund.amount, status: "pending", refunded_at: null }]);

    const failed = await staffCall(staff.finance, "GET", "/api/admin/refunds/failed");
    expect(failed.status).toBe(200);
    expect(failed.result.items.find((r: { id: number }) => r.id === refund.id)).toMatchObject({
      amount: refund.amount,
      status: "failed",
      attempts: 1,
      order: { increment_id: order.number },
      payment: { provider: "credit_card", reference: `${order.number}-1` },
    });

    const stillDown = await withGatewayDown(() => staffCall(staff.finance, "POST", `/api/admin/refunds/${refund.id}/retry`));
    expect(stillDown).toMatchObject({ status: 200, result: { id: refund.id, status: "failed", attempts: 2 } });
    const retried = await staffCall(staff.finance, "POST", `/api/admin/refunds/${refund.id}/retry`);
    expect(retried).toMatchObject({ status: 200, result: { id: refund.id, status: "succeeded", attempts: 3, last_error: null } });
    expect(await paymentOf(order.number)).toMatchObject({ refunded_amount: refund.amount });
    expect(await gatewayRefunded(order.number)).toBe(refund.amount);
    expect((await attemptsOf(refund.id)).map((a) => [a.attempt, a.outcome, a.actor])).toEqual([
      [1, "failed", null],
      [2, "failed", staff.finance.email],
      [3, "succeeded", staff.finance.email],
    ]);
    expect((await auditOf("refund.retry", refund.id)).map((e) => [e.actor, JSON.parse(e.before!).status, JSON.parse(e.after!).status])).toEqual([
      [staff.finance.email, "failed", "failed"],
      [staff.finance.email, "failed", "succeeded"],
    ]);
    expect((await staffCall(staff.finance, "GET", "/api/admin/refunds/failed")).result.items.map((r: { id: number }) => r.id)).not.toContain(refund.id);

    // A replayed retry is refused and sends nothing.
    expect(await staffCall(staff.owner, "POST", `/api/admin/refunds/${refund.id}/retry`)).toMatchObject({ status: 409, error: { code: "refund.alreadySucceeded" } });
    expect(await gatewayRefunded(order.number)).toBe(refund.amount);
    expect(await attemptsOf(refund.id)).toHaveLength(3);
    expect((await paymentOf(order.number)).refunded_amount).toBe(refund.amount);
  });

  it("above what the gateway has left is refused by the gateway and stays failed, with the gateway's reason", async () => {
    const { number, items } = await cardOrder(layla, { CHARGER: 1, CASE: 1 });
    const payment = await paymentOf(number);
    // Someone gave most of it back in the gateway's own back office.
    await cardProvider.refund(commerce().context, payment, payment.amount - 100);
    expect((await layla.post("/api/order/cancel-item", { incrementId: number, itemId: items[0]!.id })).status).toBe(200);
    const [refund] = await refundsOf(number);
    expect(refund).toMatchObject({ status: "failed", last_error: expect.stringContaining("07023") });
    expect(await staffCall(staff.owner, "POST", `/api/admin/refunds/${refund!.id}/retry`)).toMatchObject({ status: 200, result: { status: "failed", attempts: 2 } });
    expect(await gatewayRefunded(number)).toBe(payment.amount - 100);
    expect((await paymentOf(number)).refunded_amount).toBe(0);
  });
});

describe("concurrent attempts", () => {
  it("two retries at once send the gateway one refund, and one succeeds", async () => {
    const { order, refund } = await failedRefund();
    const answers = await Promise.all([
      staffCall(staff.finance, "POST", `/api/admin/refunds/${refund.id}/retry`),
      staffCall(staff.owner, "POST", `/api/admin/refunds/${refund.id}/retry`),
    ]);
    const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
    expect(won).toMatchObject({ status: 200, result: { status: "succeeded", attempts: 2 } });
    expect(lost!.status).toBe(409);
    expect(["refund.inProgress", "refund.alreadySucceeded"]).toContain(lost!.error!.code);
    expect(await gatewayRefunded(order.number)).toBe(refund.amount);
    expect((await refundsOf(order.number)).map((r) => [r.status, r.attempts])).toEqual([["succeeded", 2]]);
    expect((await attemptsOf(refund.id)).map((a) => a.outcome)).toEqual(["failed", "succeeded"]);
    expect((await paymentOf(order.number)).refunded_amount).toBe(refund.amount);
    expect(await auditOf("refund.retry", refund.id)).toHaveLength(1);
  });

  it("a retry racing another attempt sends the gateway one refund", async () => {
    const { order, refund } = await failedRefund();
    const [paid, retried] = await Promise.all([
      payRefund(commerce().context, refund.id, null),
      staffCall(staff.finance, "POST", `/api/admin/refunds/${refund.id}/retry`),
    ]);
    expect([paid.status, retried.status === 200 ? retried.result.status : retried.error!.code]).toContain("succeeded");
    expect(await gatewayRefunded(order.number)).toBe(refund.amount);
    expect((await attemptsOf(refund.id)).filter((a) => a.outcome === "succeeded")).toHaveLength(1);
    expect((await paymentOf(order.number)).refunded_amount).toBe(refund.amount);
  });
});

describe("roles", () => {
  it("finance and the owner may list and retry refunds; operations and support get 403 and change nothing", async () => {
    const { order, refund } = await failedRefund();
    for (const role of ["operations", "support", "catalogue"] as const) {
      expect(await staffCall(staff[role], "GET", "/api/admin/refunds/failed"), role).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
      expect(await staffCall(staff[role], "POST", `/api/admin/refunds/${refund.id}/retry`), role).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    }
    expect(await refundsOf(order.number)).toEqual([refund]);
    expect(await gatewayRefunded(order.number)).toBe(0);
    expect(await auditOf("refund.retry", refund.id)).toEqual([]);
    expect((await staffCall(staff.owner, "GET", "/api/admin/refunds/failed")).status).toBe(200);
    expect(await staffCall(staff.owner, "POST", `/api/admin/refunds/${refund.id}/retry`)).toMatchObject({ status: 200, result: { status: "succeeded" } });
    expect(await call(commerce().handler, "POST", `/api/admin/refunds/${refund.id}/retry`)).toMatchObject({ status: 401 });
  });

  it("owner, operations and support may cancel for a shopper; finance and catalogue get 403 and change nothing", async () => {
    const { number, items } = await codOrder(layla, { CHARGER: 1, CASE: 1 });
    const [charger, kase] = items;
    for (const role of ["finance", "catalogue"] as const) {
      const refused = await staffCall(staff[role], "POST", `/api/admin/orders/${number}/cancel`, { itemIds: "all", reason: "Asked by phone" });
      expect(refused, role).toMatchObject({ status: 403, error: { code: "staff.forbidden" } });
    }
    expect((await orderRow(number)).status).toBe("confirmed");
    expect(await auditOf("order.cancel", number)).toEqual([]);
    expect((await staffCall(staff.support, "POST", `/api/admin/orders/${number}/cancel`, { itemIds: [charger!.id], reason: "Asked by phone" })).status).toBe(200);
    expect((await staffCall(staff.operations, "POST", `/api/admin/orders/${number}/cancel`, { itemIds: [kase!.id], reason: "Asked by phone" })).result).toMatchObject({
      order_status: "cancelled",
    });
    const other = await codOrder(layla, { CHARGER: 1 });
    expect((await staffCall(staff.owner, "POST", `/api/admin/orders/${other.number}/cancel`, { itemIds: "all", reason: "Duplicate order" })).status).toBe(200);
  });

  it("unknown and malformed ids are 404s and bad bodies 400s, never 500s", async () => {
    const { number, items } = await codOrder(layla, { CHARGER: 1 });
    const { finance, support } = staff;
    expect(await staffCall(finance!, "POST", "/api/admin/refunds/999999/retry")).toMatchObject({ status: 404, error: { code: "refund.notFound" } });
    expect(await staffCall(finance!, "POST", "/api/admin/refunds/abc/retry")).toMatchObject({ status: 404, error: { code: "refund.notFound" } });
    expect(await staffCall(finance!, "POST", "/api/admin/refunds/99999999999/retry")).toMatchObject({ status: 404 });
    const cancel = (path: string, body: unknown) => staffCall(support!, "POST", path, body);
    expect(await cancel("/api/admin/orders/999999999/cancel", { itemIds: "all", reason: "x" })).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await cancel("/api/admin/orders/1%27%20OR%201=1/cancel", { itemIds: "all", reason: "x" })).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await cancel(`/api/admin/orders/${number}/cancel`, { itemIds: [999999], reason: "x" })).toMatchObject({
      status: 404,
      error: { code: "order.itemNotFound", field: "itemIds" },
    });
    for (const body of [
      { itemIds: "all", reason: "" },
      { itemIds: "all", reason: "   " },
      { itemIds: "all", reason: "x".repeat(501) },
      { itemIds: "all" },
      { itemIds: [], reason: "x" },
      { itemIds: ["1"], reason: "x" },
      { itemIds: "some", reason: "x" },
      { itemIds: "all", reason: "x", notify: false },
    ]) {
      expect((await cancel(`/api/admin/orders/${number}/cancel`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await orderRow(number)).status).toBe("confirmed");
    expect(await staffCall(support!, "GET", "/api/admin/orders/999999999/payments")).toMatchObject({ status: 404, error: { code: "order.notFound" } });
    expect(await cancel(`/api/admin/orders/${number}/cancel`, { itemIds: [items[0]!.id], reason: "x".repeat(500) })).toMatchObject({ status: 200 });
  });
});

describe("cancelling for a shopper", () => {
  it("refunds, restocks, issues credit notes, gives gift cards their share, audits the reason and e-mails the shopper in Arabic", async () => {
    const giftCardBefore = (await db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-C-20").executeTakeFirstOrThrow()).balance;
    const { number, items } = await cardOrder(mariam, { CHARGER: 1, CASE: 1 }, { store: "ar", giftCard: "GC-C-20" });
    const [charger, kase] = items;
    expect((await orderRow(number)).store_id).toBe(2);
    const stockBefore = await stockOf("CHARGER");
    const reason = "نفد هذا المنتج لدى المورّد";

    const cancelled = await staffCall(staff.operations, "POST", `/api/admin/orders/${number}/cancel`, { itemIds: [charger!.id], reason: ` ${reason} ` });
    expect(cancelled.status).toBe(200);
    const [line] = cancelled.result.items;
    expect(cancelled.result).toMatchObject({ increment_id: number, order_status: "confirmed", items: [{ item_id: charger!.id }] });
    expect(line.credit_no).toBeGreaterThan(0);
    expect(line.to_gift_cards).toBeGreaterThan(0);
    expect(await stockOf("CHARGER")).toBe(stockBefore + 1);
    const credit = (await mariam.get(`/api/order/credit-note/${line.credit_no}`)).result.totals.incl_tax;
    const [refund] = await refundsOf(number);
    expect(refund).toMatchObject({ amount: credit - line.to_gift_cards, status: "succeeded", credit_no: line.credit_no, requested_by: staff.operations.email });
    expect(cancelled.result.refunds).toEqual([{ id: refund!.id, amount: refund!.amount, status: "succeeded" }]);
    expect(await gatewayRefunded(number)).toBe(refund!.amount);
    expect((await attemptsOf(refund!.id)).map((a) => a.actor)).toEqual([staff.operations.email]);

    const [entry] = await auditOf("order.cancel", number);
    expect(entry).toMatchObject({ actor: staff.operations.email, subject_type: "order" });
    expect(JSON.parse(entry!.before!)).toEqual({ status: "confirmed", items: [{ id: charger!.id, status: "ordered" }] });
    expect(JSON.parse(entry!.after!)).toEqual({ status: "confirmed", items: [{ id: charger!.id, status: "cancelled", credit_no: line.credit_no }], reason });

    const mail = await db().selectFrom("outbox").selectAll().where("template", "=", "orderCancelled").orderBy("id", "desc").executeTakeFirstOrThrow();
    const order = await orderRow(number);
    expect(mail).toMatchObject({ recipient: order.email, locale: "ar" });
    expect(mail.subject).toContain(number);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    for (const said of [reason, charger!.name, formatMoney(refund!.amount, "ar"), formatMoney(line.to_gift_cards, "ar"), "البطاقة", "بطاقات الهدايا"]) {
      expect(mail.text_body).toContain(said);
    }
    expect(mail.html_body).toContain('dir="rtl"');

    // The rest, all at once: the order is cancelled, the gift card whole again, the payment refunded in full.
    const rest = await staffCall(staff.support, "POST", `/api/admin/orders/${number}/cancel`, { itemIds: "all", reason: "طلب العميل الإلغاء" });
    expect(rest.result).toMatchObject({ order_status: "cancelled", items: [{ item_id: kase!.id }] });
    expect((await db().selectFrom("gift_cards").select("balance").where("code", "=", "GC-C-20").executeTakeFirstOrThrow()).balance).toBe(giftCardBefore);
    const payment = await paymentOf(number);
    expect(payment).toMatchObject({ status: "refunded", refunded_amount: payment.amount });
    expect(await gatewayRefunded(number)).toBe(payment.amount);
    expect(await staffCall(staff.support, "POST", `/api/admin/orders/${number}/cancel`, { itemIds: "all", reason: "again" })).toMatchObject({
      status: 409,
      error: { code: "order.notCancellable" },
    });

    // Where the money went, for the back office.
    const movements = await staffCall(staff.finance, "GET", `/api/admin/orders/${number}/payments`);
    expect(movements.result).toMatchObject({
      increment_id: number,
      payment: { provider: "credit_card", status: "refunded", captured: payment.amount, refunded: payment.amount },
    });
    expect(movements.result.refunds.map((r: { status: string }) => r.status)).toEqual(["succeeded", "succeeded"]);
    expect(movements.result.gift_card_returns.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(2000);
    expect(await staffCall(staff.catalogue, "GET", `/api/admin/orders/${number}/payments`)).toMatchObject({ status: 403 });
  });

  it("of a cash on delivery order not yet collected records no refund and tells the shopper nothing was charged", async () => {
    const { number } = await codOrder(layla, { CHARGER: 1, CASE: 1 });
    expect((await staffCall(staff.owner, "POST", `/api/admin/orders/${number}/cancel`, { itemIds: "all", reason: "Address not found" })).result).toMatchObject({
      order_status: "cancelled",
      refunds: [],
    });
    expect(await refundsOf(number)).toEqual([]);
    const mail = await db().selectFrom("outbox").selectAll().where("template", "=", "orderCancelled").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: layla.email, locale: "en" });
    expect(mail.text_body).toContain("“Address not found”");
    expect(mail.text_body).toContain("You have not been charged for them, so there is nothing to refund.");
  });

  it("is refused once a shipment is dispatched, and changes nothing", async () => {
    const { number, items } = await cardOrder(layla, { CHARGER: 1, CASE: 1 });
    await db().updateTable("shipments").set({ status: "Dispatched" }).where("order_id", "=", (await orderRow(number)).id).execute();
    const stock = await stockOf("CHARGER");
    const mails = await db().selectFrom("outbox").select("id").execute();
    for (const itemIds of ["all", [items[0]!.id]]) {
      expect(await staffCall(staff.owner, "POST", `/api/admin/orders/${number}/cancel`, { itemIds, reason: "Too late" })).toMatchObject({
        status: 409,
        error: { code: "order.notCancellable", field: "itemIds" },
      });
    }
    expect(await stockOf("CHARGER")).toBe(stock);
    expect((await layla.get(`/api/order/detail/${number}`)).result.credit_notes).toEqual([]);
    expect(await refundsOf(number)).toEqual([]);
    expect(await gatewayRefunded(number)).toBe(0);
    expect(await auditOf("order.cancel", number)).toEqual([]);
    expect(await db().selectFrom("outbox").select("id").execute()).toHaveLength(mails.length);
  });

  it("can be done by the system, audited as the system, its refunds asked for by nobody", async () => {
    const { number } = await cardOrder(layla, { CASE: 1 });
    const done = await cancelForShopper(commerce().context, SYSTEM, number, "all", "Not collected within 7 days");
    expect(done).toMatchObject({ order_status: "cancelled", refunds: [{ status: "succeeded" }] });
    expect(await refundsOf(number)).toMatchObject([{ requested_by: null, status: "succeeded" }]);
    expect(await auditOf("order.cancel", number)).toMatchObject([{ actor: "system", staff_id: null }]);
  });
});
