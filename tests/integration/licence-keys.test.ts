import { beforeAll, describe, expect, it } from "vitest";
import { cancelForShopper } from "../../commerce/api/orders/cancel";
import { moveShipment } from "../../commerce/api/orders/fulfilment";
import { acceptReturn, receiveReturn, requestReturn } from "../../commerce/api/orders/returns";
import { COMMAND_LINE } from "../../commerce/api/staff/audit";
import { importLicenceKeys } from "../../commerce/catalogue/licence-key-import";
import { readCsv, updateCatalogue } from "../../commerce/catalogue/update";
import { checkoutSteps, codPlaceBody, RETURN_URL, typeCard } from "../support/checkout";
import { useFixtureCommerce } from "../support/fixture-commerce";
import { OLD_AT, withDatabaseBefore } from "../support/old-database";
import { postedBack, silentSimulatorAnswer } from "../support/simulators";

/**
 * Software sold is a key delivered (issue 21, decision 045): keys imported from CSV (checked line by line, all or
 * nothing) make the product's stock, a confirmed order takes one key a unit and e-mails them, a cancelled line's
 * keys are returned and never sold again, and the last keys go to exactly as many orders as there are keys.
 */
const fixture = useFixtureCommerce({ storefrontOriginFromCalls: true });
const { post } = fixture;
const db = () => fixture.db();
let nextProduct = 0;

/** A downloadable software product, made from the fixture's charger, with no keys yet. */
async function softwareProduct(): Promise<{ id: number; sku: string }> {
  nextProduct += 1;
  const sku = `SOFT-${nextProduct}`;
  const { id: _id, ...charger } = await db().selectFrom("products").selectAll().where("sku", "=", "CHARGER").executeTakeFirstOrThrow();
  const product = await db()
    .insertInto("products")
    .values({ ...charger, sku, url_key: `software-${nextProduct}`, type_id: "downloadable", kind: "software", name_en: `Security Suite ${nextProduct}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  // As software was stocked before its keys counted: unmanaged. Importing keys makes it managed.
  await db().insertInto("stock").values({ product_id: product.id, qty: 0, is_in_stock: 1, manage_stock: 0, updated_at: "2026-06-01T00:00:00.000Z" }).execute();
  return { id: product.id, sku };
}

const importCsv = (csv: string, apply = true) => importLicenceKeys(db(), csv, { apply, actor: COMMAND_LINE, now: new Date() });
const keysCsv = (sku: string, keys: string[]) => ["sku,key", ...keys.map((key) => `${sku},${key}`)].join("\n");
const stockOf = async (productId: number) => (await db().selectFrom("stock").select(["qty", "is_in_stock", "manage_stock"]).where("product_id", "=", productId).executeTakeFirstOrThrow());
const keysOf = (productId: number) => db().selectFrom("licence_keys").selectAll().where("product_id", "=", productId).orderBy("id").execute();

/**
 * A cart with the checkout done. Paid on delivery, it holds a charger too: cash on delivery is only offered for
 * something delivered, and the order is then confirmed when placed.
 */
async function readyCart(sku: string, qty: number, payment?: Record<string, unknown>): Promise<string> {
  const cartId: string = (await post("/api/cart/create")).result.cartId;
  expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  if (!payment) expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } })).status).toBe(200);
  await checkoutSteps(post, cartId, payment ? { payment } : undefined);
  return cartId;
}
const placeCod = async (cartId: string, body?: Record<string, string>) =>
  post(`/api/checkout/place?cartId=${cartId}&storeCode=en`, body ?? (await codPlaceBody(fixture, cartId)));
/** The order's software lines. */
const orderItemsOf = (incrementId: string) =>
  db()
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.id", "order_items.qty"])
    .where("orders.increment_id", "=", incrementId)
    .where("order_items.sku", "like", "SOFT-%")
    .execute();

describe("importing licence keys", () => {
  it("a dry run lists every line's problems by line number and adds nothing", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["OLD-KEY-1"]));
    const csv = ["sku,key", `${software.sku},NEW-1`, "NO-SUCH-SKU,NEW-2", "CHARGER,NEW-3", `${software.sku},`, `${software.sku},NEW-1`, `${software.sku},OLD-KEY-1`, `${software.sku},NEW-4`].join("\n");
    const outcome = await importCsv(csv, false);
    expect(outcome.applied).toBe(false);
    expect(outcome.problems).toEqual([
      { line: 3, code: "unknownSku" },
      { line: 4, code: "notSoftware" },
      { line: 5, code: "emptyKey" },
      { line: 6, code: "duplicateInFile" },
      { line: 7, code: "alreadyImported" },
    ]);
    // Applying the same file is all or nothing: nothing.
    expect((await importCsv(csv)).applied).toBe(false);
    expect((await keysOf(software.id)).map((k) => k.licence_key)).toEqual(["OLD-KEY-1"]);
    expect(await stockOf(software.id)).toMatchObject({ qty: 1 });
  });

  it("the stock of software cannot be set by hand: it is its keys", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["H-1"]));
    const outcome = await updateCatalogue(fixture.commerce().context, readCsv(`sku,stock\n${software.sku},50`), { apply: true, actor: COMMAND_LINE });
    expect(outcome).toEqual({ ok: false, problems: [{ line: 2, code: "stockIsKeys" }] });
    expect(await stockOf(software.id)).toMatchObject({ qty: 1 });
  });

  it("refuses a file without the sku,key header", async () => {
    expect((await importCsv("sku,stock\nCHARGER,4")).problems).toEqual([{ line: 1, code: "columns" }]);
    expect((await importCsv("")).problems).toEqual([{ line: 1, code: "empty" }]);
  });

  it("applied, adds every key and the stock is the unused keys, audited without the keys", async () => {
    const software = await softwareProduct();
    const outcome = await importCsv(keysCsv(software.sku, ["K-1", "K-2", "K-3"]));
    expect(outcome).toEqual({ applied: true, problems: [], keys: [{ sku: software.sku, count: 3 }] });
    expect(await stockOf(software.id)).toEqual({ qty: 3, is_in_stock: 1, manage_stock: 1 });
    const entry = await db().selectFrom("audit_log").selectAll().where("action", "=", "licenceKeys.import").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry.after).not.toContain("K-1");
    expect(JSON.parse(entry.after!)).toEqual({ keys: { [software.sku]: 3 } });
  });
});

describe("selling licence keys", () => {
  beforeAll(async () => {
    await db().updateTable("stock").set({ qty: 1000, is_in_stock: 1 }).where("product_id", "=", fixture.id("CHARGER")).execute();
  });

  it("goes into the cart as counted stock, never \"volatile\", and no more units than there are keys", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["V-1", "V-2"]));
    const cartId: string = (await post("/api/cart/create")).result.cartId;
    const added = await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: software.sku, qty: 1 } });
    expect(added.result.status).toBe("ok");
    expect((await post(`/api/cart/add?cartId=${cartId}`, { cartItem: { sku: software.sku, qty: 5 } })).status).not.toBe(200);
  });

  it("a confirmed order takes one key a unit and e-mails them; the stock stays the unused keys", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["A-1", "A-2", "A-3"]));
    const placed = await placeCod(await readyCart(software.sku, 2));
    expect(placed.result.order.status).toBe("confirmed");
    const [item] = await orderItemsOf(placed.result.order.increment_id);
    const keys = await keysOf(software.id);
    expect(keys.filter((k) => k.order_item_id === item!.id).map((k) => k.licence_key)).toEqual(["A-1", "A-2"]);
    expect(await stockOf(software.id)).toMatchObject({ qty: 1, is_in_stock: 1 });
    const mail = await db().selectFrom("outbox").selectAll().where("template", "=", "licenceKeys").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("A-1");
    expect(mail.text_body).toContain("A-2");
  });

  it("a card order waiting for its payment reserves the unit but takes no key until it is confirmed", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["P-1", "P-2"]));
    const cartId = await readyCart(software.sku, 1, { method: "credit_card", terms_accepted: true });
    const started = await post(`/api/checkout/return?cartId=${cartId}`, { params: await typeCard(fixture, cartId, "4000000000003220"), return_url: RETURN_URL });
    expect(started.result.order.status).toBe("pending");
    expect((await keysOf(software.id)).every((k) => k.order_item_id === null)).toBe(true);
    expect(await stockOf(software.id)).toMatchObject({ qty: 1 });
    // The gateway's notification is late: the shopper's return confirms.
    const answer = await silentSimulatorAnswer(fixture.commerce(), started.result.next.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: "123456", action: "authenticate" }),
    });
    const { params } = await postedBack(answer);
    expect((await post(`/api/checkout/return?cartId=${cartId}`, { params, return_url: RETURN_URL })).result.order.status).toBe("confirmed");
    expect((await keysOf(software.id)).filter((k) => k.order_item_id !== null)).toHaveLength(1);
    expect(await stockOf(software.id)).toMatchObject({ qty: 1 });
  });

  it("a cancelled line's keys are returned and never go back on sale", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["C-1", "C-2"]));
    const placed = await placeCod(await readyCart(software.sku, 1));
    const [item] = await orderItemsOf(placed.result.order.increment_id);
    await cancelForShopper(fixture.commerce().context, COMMAND_LINE, placed.result.order.increment_id, [item!.id], "Bought by mistake");
    const returned = (await keysOf(software.id)).find((k) => k.licence_key === "C-1")!;
    expect(returned).toMatchObject({ order_item_id: item!.id });
    expect(returned.returned_at).not.toBeNull();
    expect(await stockOf(software.id)).toMatchObject({ qty: 1 });
    const again = await placeCod(await readyCart(software.sku, 1));
    const [next] = await orderItemsOf(again.result.order.increment_id);
    expect((await keysOf(software.id)).find((k) => k.order_item_id === next!.id)?.licence_key).toBe("C-2");
  });

  it("a returned unit's key is returned, and a restock does not put it back on sale", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, ["R-1", "R-2", "R-3"]));
    const placed = await placeCod(await readyCart(software.sku, 2));
    const number: string = placed.result.order.increment_id;
    const ctx = fixture.commerce().context;
    const shipments = await db().selectFrom("shipments as s").innerJoin("orders as o", "o.id", "s.order_id").select("s.shipment_no").where("o.increment_id", "=", number).execute();
    for (const { shipment_no } of shipments) {
      await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "process" });
      await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "dispatch", carrier: "Aramex", trackingNumber: "AWB-1" });
      await moveShipment(ctx, COMMAND_LINE, shipment_no, { action: "deliver" });
    }
    const [item] = await orderItemsOf(number);
    const { id } = await requestReturn(ctx, null, number, { items: [{ itemId: item!.id, qty: 1, reason: "defective" }], comment: "" });
    await receiveReturn(ctx, COMMAND_LINE, id);
    await acceptReturn(ctx, COMMAND_LINE, id, { disposition: "restock" });
    const keys = await keysOf(software.id);
    // One of the line's two keys is returned (the latest given), the other is still the buyer's.
    expect(keys.map((k) => [k.licence_key, k.order_item_id, k.returned_at !== null])).toEqual([
      ["R-1", item!.id, false],
      ["R-2", item!.id, true],
      ["R-3", null, false],
    ]);
    expect(await stockOf(software.id)).toMatchObject({ qty: 1 });
  });

  it("20 orders at once for the last 5 keys: exactly 5 are placed, with 5 different keys", async () => {
    const software = await softwareProduct();
    await importCsv(keysCsv(software.sku, Array.from({ length: 5 }, (_, i) => `LAST-${i + 1}`)));
    // The carts are filled while there are keys enough for each; the race is for the last 5.
    await db().updateTable("stock").set({ qty: 20 }).where("product_id", "=", software.id).execute();
    const carts = await Promise.all(Array.from({ length: 20 }, () => readyCart(software.sku, 1)));
    await db().updateTable("stock").set({ qty: 5 }).where("product_id", "=", software.id).execute();
    // One at a time: each cart's code is the latest the buyer's phone received.
    const bodies: Record<string, string>[] = [];
    for (const cartId of carts) bodies.push(await codPlaceBody(fixture, cartId));
    const answers = await Promise.all(carts.map((cartId, i) => placeCod(cartId, bodies[i])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const assigned = (await keysOf(software.id)).filter((k) => k.order_item_id !== null);
    expect(new Set(assigned.map((k) => k.licence_key)).size).toBe(5);
    expect(new Set(assigned.map((k) => k.order_item_id)).size).toBe(5);
    expect(await stockOf(software.id)).toMatchObject({ qty: 0, is_in_stock: 0 });
  });
});

describe("migration 0028", () => {
  it("makes an existing database's software managed stock, out of stock until its keys are imported", async () => {
    await withDatabaseBefore("0026_visit_customer", async ({ store, productId, migrateTo }) => {
      const software = await store
        .insertInto("products")
        .values({ sku: "OLD-SOFT", type_id: "downloadable", url_key: "old-soft", name_en: "Old suite", name_ar: "برنامج قديم", kind: "software", price: 100, created_at: OLD_AT, updated_at: OLD_AT })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const id of [productId, software.id]) {
        await store.insertInto("stock").values({ product_id: id, qty: 7, is_in_stock: 1, manage_stock: id === productId ? 1 : 0, updated_at: OLD_AT }).execute();
      }
      await migrateTo();
      const stock = await store.selectFrom("stock").select(["product_id", "qty", "is_in_stock", "manage_stock"]).orderBy("product_id").execute();
      expect(stock).toEqual([
        { product_id: productId, qty: 7, is_in_stock: 1, manage_stock: 1 },
        { product_id: software.id, qty: 0, is_in_stock: 0, manage_stock: 1 },
      ]);
    });
  });
});
