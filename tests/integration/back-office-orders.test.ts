import { beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../../commerce/api/orders/place";
import { codOrderDetails, DUBAI_HOME } from "../support/order-details";
import { call } from "../support/call";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { signedInStaff, type SignedInStaffMember } from "../support/staff";

/**
 * The back office's order list, its CSV and one order (decision 040): each filter finds what it names, the CSV is
 * what the filter shows (formulas defused, Arabic kept), notes go in the log, and only the roles that may read or
 * write orders do.
 */

const fixture = useFixtureCommerce();
const send = (method: "GET" | "POST", path: string, staff: SignedInStaffMember, body?: unknown) =>
  call(fixture.commerce().handler, method, path, body, staff.headers);

const ABU_DHABI_HOME = { ...DUBAI_HOME, full_name: "=HYPERLINK(\"http://evil\")", mobile: "559876543", emirate_id: 1, city_id: 1 };
const SHARJAH_HOME = { ...DUBAI_HOME, full_name: "سارة المنصوري", mobile: "521112233", emirate_id: 3, city_id: 7 };

async function order(address: typeof DUBAI_HOME, email: string, pickupStoreId?: number) {
  const cartId: string = (await fixture.post("/api/cart/create")).result.cartId;
  expect((await fixture.post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
  const details = codOrderDetails({ email, customerId: null, address });
  if (pickupStoreId) {
    details.delivery = { method: "clickandcollect", pickup_store_id: pickupStoreId };
    // As the checkout's delivery step leaves the cart.
    await fixture.db().updateTable("carts").set({ shipping_method: "clickandcollect" }).where("token", "=", cartId).execute();
  }
  return (await placeOrder(fixture.commerce().context, cartId, details, "en")).order.increment_id;
}

let owner: SignedInStaffMember;
let numbers: { dubai: string; abuDhabi: string; sharjah: string; pickup: string };
let pickupStore: { id: number; emirate_id: number };

beforeAll(async () => {
  await fixture.db().updateTable("stock").set({ qty: 500, is_in_stock: 1 }).where("product_id", "=", fixture.id("CHARGER")).execute();
  owner = await signedInStaff(fixture.commerce(), "owner");
  pickupStore = await fixture.db().selectFrom("pickup_stores").select(["id", "emirate_id"]).where("emirate_id", "=", 6).orderBy("id").executeTakeFirstOrThrow();
  numbers = {
    dubai: await order(DUBAI_HOME, "layla@example.ae"),
    abuDhabi: await order(ABU_DHABI_HOME, "hacker@example.ae"),
    sharjah: await order(SHARJAH_HOME, "sara@example.ae"),
    pickup: await order(DUBAI_HOME, "layla@example.ae", pickupStore.id),
  };
});

const found = async (query: string) => (await send("GET", `/api/admin/orders?${query}`, owner)).result.items.map((o: { increment_id: string }) => o.increment_id);

describe("the order list", () => {
  it("filters by emirate (a pickup order's is its store's), store, delivery, payment and search", async () => {
    expect(await found("emirate=1")).toEqual([numbers.abuDhabi]);
    expect(await found(`emirate=${pickupStore.emirate_id}`)).toEqual([numbers.pickup]);
    expect(await found(`store=${pickupStore.id}`)).toEqual([numbers.pickup]);
    expect(await found("delivery=clickandcollect")).toEqual([numbers.pickup]);
    expect(await found("payment=cashondelivery&q=layla@EXAMPLE.ae")).toEqual([numbers.pickup, numbers.dubai]);
    expect(await found("q=0521112233")).toEqual([numbers.sharjah]);
    expect(await found(`q=${numbers.sharjah}`)).toEqual([numbers.sharjah]);
    expect(await found("q=المنصوري")).toEqual([numbers.sharjah]);
    expect(await found("status=cancelled")).toEqual([]);
    const page = await send("GET", "/api/admin/orders?pageSize=2&page=2", owner);
    expect(page.result.total).toBe(4);
    expect(page.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([numbers.abuDhabi, numbers.dubai]);
    expect(page.result.items[0]).toMatchObject({ emirate: "Abu Dhabi", shipments: ["Shipment Created"], status: "confirmed" });
  });

  it("refuses a malformed filter with the field it is about", async () => {
    expect(await send("GET", "/api/admin/orders?from=yesterday", owner)).toMatchObject({ status: 400, error: { field: "from" } });
    expect(await send("GET", "/api/admin/orders?store=abc", owner)).toMatchObject({ status: 400, error: { field: "store" } });
  });

  it("exports what the filter shows as CSV, a formula written as text and Arabic kept", async () => {
    const { csv } = (await send("GET", "/api/admin/orders/export?emirate=1", owner)).result as { csv: string };
    const lines = csv.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(numbers.abuDhabi);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const all = (await send("GET", "/api/admin/orders/export", owner)).result.csv as string;
    expect(all.startsWith("\uFEFForder,placed_at,status")).toBe(true);
    expect(all).toContain("سارة المنصوري");
  });
});

describe("one order", () => {
  it("shows the payments and notes; a note is in the log; an unknown number is a 404", async () => {
    const support = await signedInStaff(fixture.commerce(), "support");
    expect((await send("POST", `/api/admin/orders/${numbers.dubai}/notes`, support, { body: "Customer asked for an evening delivery." })).status).toBe(200);
    const view = await send("GET", `/api/admin/orders/${numbers.dubai}`, owner);
    expect(view.result).toMatchObject({
      increment_id: numbers.dubai,
      payments: [{ provider: "cashondelivery", status: "authorized" }],
      notes: [{ body: "Customer asked for an evening delivery.", author: "Staff support" }],
      staff_actions: [{ action: "order.note", actor: support.email }],
    });
    expect(await send("GET", "/api/admin/orders/100999999", owner)).toMatchObject({ status: 404 });
    expect(await send("GET", "/api/admin/orders/not-a-number", owner)).toMatchObject({ status: 404 });
    expect(await send("POST", `/api/admin/orders/${numbers.dubai}/notes`, owner, { body: "   " })).toMatchObject({ status: 400, error: { field: "body" } });
  });

  it("is closed to the catalogue role, and notes to it too", async () => {
    const catalogue = await signedInStaff(fixture.commerce(), "catalogue");
    expect(await send("GET", "/api/admin/orders", catalogue)).toMatchObject({ status: 403 });
    expect(await send("GET", `/api/admin/orders/${numbers.dubai}`, catalogue)).toMatchObject({ status: 403 });
    expect(await send("GET", "/api/admin/orders/export", catalogue)).toMatchObject({ status: 403 });
    const notes = await fixture.db().selectFrom("order_notes").selectAll().execute();
    expect(await send("POST", `/api/admin/orders/${numbers.dubai}/notes`, catalogue, { body: "hello" })).toMatchObject({ status: 403 });
    expect(await fixture.db().selectFrom("order_notes").selectAll().execute()).toEqual(notes);
  });
});
