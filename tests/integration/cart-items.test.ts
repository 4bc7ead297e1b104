import { beforeAll, describe, expect, it } from "vitest";
import { expectRefused as refusedCall, pullCart, useFixtureCommerce } from "../support/fixture-commerce";

const fixture = useFixtureCommerce();
const { get, post, db } = fixture;

/** Cart lines through the commerce endpoints: add, update, delete, stock statuses and every bad input. */

async function newCart(): Promise<string> {
  const { status, result } = await post("/api/cart/create");
  expect(status).toBe(200);
  return result.cartId;
}
const add = (cart: string, cartItem: unknown) => post(`/api/cart/add?cartId=${cart}`, { cartItem });
const pull = (cart: string, store?: string) => pullCart(fixture, cart, store);
const setStock = (sku: string, values: { qty?: number; is_in_stock?: 0 | 1; manage_stock?: 0 | 1 }) =>
  db().updateTable("stock").set(values).where("product_id", "=", fixture.id(sku)!).execute();

const expectRefused = (cart: string, res: Promise<{ status: number; result: unknown }>, status: number, key: string) =>
  refusedCall(fixture, cart, res, status, key);

describe("cart tokens", () => {
  it("creates an empty cart with a 43-character base64url token", async () => {
    const token = await newCart();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cart = await pull(token);
    expect(cart).toMatchObject({ cartId: token, is_buy_now: false, items: [], items_qty: 0, items_count: 0 });
    expect(cart.totals).toMatchObject({ subtotal_incl_tax: 0, grand_total: 0 });
  });

  it("counts the quantities for the header badge, and 404s an unknown cart", async () => {
    const token = await newCart();
    expect((await get(`/api/cart/count?cartId=${token}`)).result).toEqual({ items_qty: 0 });
    await add(token, { sku: "CASE", qty: 2 });
    await add(token, { sku: "CHARGER", qty: 3 });
    expect((await get(`/api/cart/count?cartId=${token}`)).result).toEqual({ items_qty: 5 });
    expect((await get(`/api/cart/count?cartId=${"B".repeat(43)}`)).status).toBe(404);
  });

  it("answers cart.notFound for an unknown, a malformed or a missing token", async () => {
    for (const query of ["?cartId=" + "A".repeat(43), "?cartId=short", ""]) {
      const res = await get(`/api/cart/pull${query}`);
      expect(res.status, query).toBe(404);
      expect(res.result, query).toBe("cart.notFound");
    }
    const res = await add("B".repeat(43), { sku: "CASE", qty: 1 });
    expect(res).toMatchObject({ status: 404, result: "cart.notFound" });
  });

  it("creates a buy-now cart on request", async () => {
    const { result } = await post("/api/cart/create", { buyNow: true });
    expect((await pull(result.cartId)).is_buy_now).toBe(true);
  });

  it("refuses unknown fields in the body", async () => {
    const res = await post("/api/cart/create", { buyNow: true, customer_id: 1 });
    expect(res.status).toBe(400);
    expect(res.result).toContain("customer_id");
  });
});

describe("adding items", () => {
  it("adds a simple product with its current price and stock", async () => {
    const cart = await newCart();
    const res = await add(cart, { sku: "PHONE-SALE", qty: 2 });
    expect(res.status).toBe(200);
    expect(res.result.status).toBe("ok");
    const [item] = res.result.cart.items;
    expect(item).toMatchObject({
      item_id: res.result.item_id,
      sku: "PHONE-SALE",
      parent_sku: "PHONE-SALE",
      child_sku: null,
      name: "Samsung Galaxy A55",
      type_id: "simple",
      qty: 2,
      max_qty: 10,
      price_incl_tax: 94_500,
      row_total_incl_tax: 189_000,
      is_in_stock: true,
      errors: [],
      url_path: "p/PHONE-SALE/samsung-galaxy-a55",
    });
    expect(res.result.cart).toMatchObject({ items_qty: 2, items_count: 1 });
  });

  it("raises the qty of an equal line instead of adding a second one", async () => {
    const cart = await newCart();
    await add(cart, { sku: "CASE", qty: 1 });
    const res = await add(cart, { sku: "CASE", qty: 2 });
    expect(res.result.cart.items).toHaveLength(1);
    expect(res.result.cart.items[0].qty).toBe(3);
  });

  it("keeps lines with different custom options apart, priced with the option", async () => {
    const cart = await newCart();
    const option = await db().selectFrom("custom_options").select("id").where("product_id", "=", fixture.id("PHONE-SALE")).executeTakeFirstOrThrow();
    const values = await db().selectFrom("custom_option_values").select(["id", "title_en"]).where("option_id", "=", option.id).orderBy("position").execute();
    await add(cart, { sku: "PHONE-SALE", qty: 1 });
    await add(cart, { sku: "PHONE-SALE", qty: 1, custom_options: { [option.id]: values[0]!.id } });
    const res = await add(cart, { sku: "PHONE-SALE", qty: 1, custom_options: { [String(option.id)]: String(values[1]!.id) } });
    const items = res.result.cart.items;
    expect(items.map((i: any) => i.price_incl_tax)).toEqual([94_500, 94_500 + 19_900, 94_500 + 9450]);
    expect(items[1].options).toEqual([{ label: "Extended warranty", value: "1 year" }]);
    const arabic = await get(`/api/cart/pull?cartId=${cart}&storeCode=ar`);
    expect(arabic.result.items[2].options).toEqual([{ label: "ضمان ممتد", value: "سنتان" }]);
    expect(arabic.result.items[2].name).toBe("Samsung Galaxy A55 بالعربية");
  });

  it("adds the chosen child of a configurable, labelled with its options", async () => {
    const cart = await newCart();
    const res = await add(cart, { sku: "IPHONE-15-PRO", child_sku: "IPHONE-15-PRO-BLK-256", qty: 1 });
    expect(res.status).toBe(200);
    expect(res.result.cart.items[0]).toMatchObject({
      sku: "IPHONE-15-PRO-BLK-256",
      parent_sku: "IPHONE-15-PRO",
      child_sku: "IPHONE-15-PRO-BLK-256",
      type_id: "configurable",
      price_incl_tax: 409_900,
      options: [
        { label: "Colour", value: "Black" },
        { label: "Storage", value: "256GB" },
      ],
      url_path: "p/IPHONE-15-PRO/apple-iphone-15-pro/IPHONE-15-PRO-BLK-256",
    });
    // A child's own sku resolves to its parent.
    const again = await add(cart, { sku: "IPHONE-15-PRO-BLK-256", qty: 1 });
    expect(again.result.cart.items).toHaveLength(1);
    expect(again.result.cart.items[0].qty).toBe(2);
  });

  it("adds a bundle with the default (else first) selection of each required option", async () => {
    const cart = await newCart();
    const res = await add(cart, { sku: "STARTER-KIT", qty: 1 });
    expect(res.status).toBe(200);
    expect(res.result.cart.items[0]).toMatchObject({
      sku: "STARTER-KIT",
      type_id: "bundle",
      price_incl_tax: 19_900 + 2 * 7900,
      options: [
        { label: "Protection", value: "Silicone Case" },
        { label: "Power", value: "2 × USB-C Charger 20W" },
      ],
      max_qty: 5, // ten chargers, two per kit
    });
  });

  it("adds each part of a grouped product as its own line", async () => {
    const cart = await newCart();
    const res = await add(cart, { sku: "OFFICE-SET", qty: 2 });
    expect(res.status).toBe(200);
    expect(res.result.item_ids).toHaveLength(2);
    expect(res.result.cart.items.map((i: any) => [i.sku, i.qty, i.price_incl_tax])).toEqual([
      ["CASE", 2, 19_900],
      ["CHARGER", 2, 7900],
    ]);
  });

  it("accepts Arabic-Indic and Eastern Arabic-Indic digits as qty", async () => {
    const cart = await newCart();
    expect((await add(cart, { sku: "CASE", qty: "٣" })).result.cart.items[0].qty).toBe(3);
    expect((await add(cart, { sku: "CHARGER", qty: "۱۰" })).result.cart.items[1].qty).toBe(10);
    expect((await add(cart, { sku: "PHONE-EXPIRED", qty: " 2 " })).result.cart.items[2].qty).toBe(2);
  });

  it("allows a zero price", async () => {
    const cart = await newCart();
    const product = fixture.id("SEARCH-ONLY");
    const option = await db().insertInto("custom_options").values({ product_id: product, title_en: "Trade-in", title_ar: "استبدال", is_required: 0, position: 0 }).returning("id").executeTakeFirstOrThrow();
    const free = await db().insertInto("custom_option_values").values({ option_id: option.id, title_en: "Full credit", title_ar: "رصيد كامل", price_type: "fixed", price: -10_000, position: 0 }).returning("id").executeTakeFirstOrThrow();
    const over = await db().insertInto("custom_option_values").values({ option_id: option.id, title_en: "Over credit", title_ar: "رصيد زائد", price_type: "fixed", price: -10_001, position: 1 }).returning("id").executeTakeFirstOrThrow();
    const res = await add(cart, { sku: "SEARCH-ONLY", qty: 1, custom_options: { [option.id]: free.id } });
    expect(res.status).toBe(200);
    expect(res.result.cart.items[0].price_incl_tax).toBe(0);
    // SPEC §5: below zero is refused
    await expectRefused(cart, add(cart, { sku: "SEARCH-ONLY", qty: 1, custom_options: { [option.id]: over.id } }), 400, "cart.priceUnknown");
  });
});

describe("the add answer", () => {
  it("leaves out the re-priced cart with withCart=false, and refuses any other value but true", async () => {
    const cart = await newCart();
    const lean = await post(`/api/cart/add?cartId=${cart}&withCart=false`, { cartItem: { sku: "CASE", qty: 1 } });
    expect(lean.status).toBe(200);
    expect(lean.result).toEqual({ status: "ok", item_id: expect.any(Number), item_ids: [lean.result.item_id] });
    const full = await post(`/api/cart/add?cartId=${cart}&withCart=true`, { cartItem: { sku: "CASE", qty: 1 } });
    expect(full.result.cart.items_qty).toBe(2);

    const bad = await post(`/api/cart/add?cartId=${cart}&withCart=no`, { cartItem: { sku: "CASE", qty: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.result).toBe("withCart must be true or false");
    expect((await pull(cart)).items_qty).toBe(2);
  });
});

describe("stock statuses", () => {
  it("refuses an out-of-stock product and leaves the cart as it was", async () => {
    const cart = await newCart();
    await add(cart, { sku: "CASE", qty: 1 });
    await expectRefused(cart, add(cart, { sku: "CABLE-OOS", qty: 1 }), 409, "cart.outOfStock");
    await expectRefused(cart, add(cart, { sku: "IPHONE-15-PRO", child_sku: "IPHONE-15-PRO-WHT-128", qty: 1 }), 409, "cart.outOfStock");
  });

  it("adds a product without managed stock as volatile, not limited by qty", async () => {
    await setStock("PHONE-FUTURE", { manage_stock: 0, qty: 0 });
    try {
      const cart = await newCart();
      const res = await add(cart, { sku: "PHONE-FUTURE", qty: 50 });
      expect(res.status).toBe(200);
      expect(res.result.status).toBe("volatile");
      expect(res.result.cart.items[0]).toMatchObject({ qty: 50, max_qty: 999, is_in_stock: true, errors: [] });
    } finally {
      await setStock("PHONE-FUTURE", { manage_stock: 1, qty: 10 });
    }
  });

  it("adds a gift card without kept stock as it is, never volatile: it is issued when paid for", async () => {
    await setStock("GIFT-500", { manage_stock: 0, qty: 0 });
    try {
      const cart = await newCart();
      const res = await add(cart, { sku: "GIFT-500", qty: 2, gift_card: { recipient_name: "نورة", recipient_email: "noura@example.ae" } });
      expect(res.status).toBe(200);
      expect(res.result.status).toBe("ok");
    } finally {
      await setStock("GIFT-500", { manage_stock: 1, qty: 10 });
    }
  });

  it("refuses more than the stock, counting what the cart already holds", async () => {
    const cart = await newCart();
    await expectRefused(cart, add(cart, { sku: "CASE", qty: 11 }), 409, "cart.qtyAboveStock");
    await add(cart, { sku: "CASE", qty: 6 });
    await expectRefused(cart, add(cart, { sku: "CASE", qty: 5 }), 409, "cart.qtyAboveStock");
    // the kit takes one more case: 6 + 4 kits = 10 cases is fine, a fifth kit is not
    expect((await add(cart, { sku: "STARTER-KIT", qty: 4 })).status).toBe(200);
    await expectRefused(cart, add(cart, { sku: "STARTER-KIT", qty: 1 }), 409, "cart.qtyAboveStock");
  });

  it("shows a line that went out of stock with an error and leaves it out of the totals", async () => {
    const cart = await newCart();
    await add(cart, { sku: "PHONE-EXPIRED", qty: 1 });
    await add(cart, { sku: "CASE", qty: 1 });
    await setStock("PHONE-EXPIRED", { is_in_stock: 0, qty: 0 });
    try {
      const view = await pull(cart);
      expect(view.items[0]).toMatchObject({ sku: "PHONE-EXPIRED", is_in_stock: false, errors: ["cart.itemOutOfStock"], max_qty: 0 });
      expect(view.items[1]).toMatchObject({ sku: "CASE", is_in_stock: true, errors: [] });
      expect(view.totals.subtotal_incl_tax).toBe(19_900);
      const inventory = await get(`/api/cart/inventory-check?cartId=${cart}`);
      expect(inventory.result).toEqual([
        { item_id: view.items[0].item_id, sku: "PHONE-EXPIRED", requested: 1, available: 0, is_in_stock: false, ok: false, errors: ["cart.itemOutOfStock"] },
        { item_id: view.items[1].item_id, sku: "CASE", requested: 1, available: 10, is_in_stock: true, ok: true, errors: [] },
      ]);
      // raising an out-of-stock line is refused; deleting it works
      await expectRefused(cart, post(`/api/cart/update-item?cartId=${cart}`, { item_id: view.items[0].item_id, qty: 2 }), 409, "cart.outOfStock");
    } finally {
      await setStock("PHONE-EXPIRED", { is_in_stock: 1, qty: 10 });
    }
  });

  it("flags a line whose stock dropped below its qty, and still counts it", async () => {
    const cart = await newCart();
    await add(cart, { sku: "PHONE-HIGHER-SPECIAL", qty: 5 });
    await setStock("PHONE-HIGHER-SPECIAL", { qty: 3 });
    try {
      const view = await pull(cart);
      expect(view.items[0]).toMatchObject({ qty: 5, max_qty: 3, is_in_stock: true, errors: ["cart.qtyAboveStock"] });
      expect(view.totals.subtotal_incl_tax).toBe(5 * 249_900);
      const fixed = await post(`/api/cart/update-item?cartId=${cart}`, { item_id: view.items[0].item_id, qty: 3 });
      expect(fixed.result.items[0]).toMatchObject({ qty: 3, errors: [] });
    } finally {
      await setStock("PHONE-HIGHER-SPECIAL", { qty: 10 });
    }
  });
});

describe("re-pricing", () => {
  it("shows the new price when the price changed after the page loaded", async () => {
    const cart = await newCart();
    const added = await add(cart, { sku: "CHARGER", qty: 2 });
    expect(added.result.cart.items[0].price_incl_tax).toBe(7900);
    await db().updateTable("products").set({ special_price: null }).where("sku", "=", "CHARGER").execute();
    try {
      const view = await pull(cart);
      expect(view.items[0]).toMatchObject({ price_incl_tax: 9900, row_total_incl_tax: 19_800 });
      expect(view.totals.subtotal_incl_tax).toBe(19_800);
    } finally {
      await db().updateTable("products").set({ special_price: 7900 }).where("sku", "=", "CHARGER").execute();
    }
  });

  it("marks a line whose product was disabled as unavailable", async () => {
    const cart = await newCart();
    await add(cart, { sku: "PHONE-EXPIRED", qty: 1 });
    await db().updateTable("products").set({ status: 2 }).where("sku", "=", "PHONE-EXPIRED").execute();
    try {
      const view = await pull(cart);
      expect(view.items[0]).toMatchObject({ is_in_stock: false, errors: ["cart.itemUnavailable"] });
      expect(view.totals.subtotal_incl_tax).toBe(0);
    } finally {
      await db().updateTable("products").set({ status: 1 }).where("sku", "=", "PHONE-EXPIRED").execute();
    }
  });
});

describe("bad input", () => {
  let cart: string;
  beforeAll(async () => {
    cart = await newCart();
    await add(cart, { sku: "CASE", qty: 1 });
  });

  it("refuses a forged, a disabled and an orphan sku", async () => {
    for (const sku of ["NO-SUCH-SKU", "DISABLED", "ORPHAN", "' OR 1=1 --"]) {
      await expectRefused(cart, add(cart, { sku, qty: 1 }), 404, "cart.productNotFound");
    }
  });

  it("refuses negative, zero, fractional, huge and non-numeric qty", async () => {
    for (const qty of [-1, 0, 1.5, 1000, 1e12, "abc", "1.5", "-2", "", null, true, "١٠٠٠"]) {
      await expectRefused(cart, add(cart, { sku: "CASE", qty }), 400, "cart.qtyInvalid");
    }
    await expectRefused(cart, add(cart, { sku: "CASE" }), 400, "cart.qtyInvalid");
  });

  it("needs a child for a configurable, and one of its own enabled children", async () => {
    await expectRefused(cart, add(cart, { sku: "IPHONE-15-PRO", qty: 1 }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "IPHONE-15-PRO", child_sku: "SOLD-OUT-PHONE-BLK", qty: 1 }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "IPHONE-15-PRO", child_sku: "IPHONE-15-PRO-WHT-256", qty: 1 }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "IPHONE-15-PRO", child_sku: "CASE", qty: 1 }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "IPHONE-15-PRO-BLK-128", child_sku: "IPHONE-15-PRO-BLK-256", qty: 1 }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "CASE", child_sku: "IPHONE-15-PRO-BLK-128", qty: 1 }), 400, "cart.chooseOptions");
  });

  it("refuses options that are not the product's", async () => {
    const option = await db().selectFrom("custom_options").select("id").where("product_id", "=", fixture.id("PHONE-SALE")).executeTakeFirstOrThrow();
    await expectRefused(cart, add(cart, { sku: "PHONE-SALE", qty: 1, custom_options: { [option.id]: 9999 } }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "CASE", qty: 1, custom_options: { [option.id]: 1 } }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "CASE", qty: 1, bundle_options: { 1: 1 } }), 400, "cart.chooseOptions");
    const selections = await db()
      .selectFrom("bundle_selections as bs")
      .innerJoin("bundle_options as bo", "bo.id", "bs.option_id")
      .innerJoin("products as p", "p.id", "bs.product_id")
      .where("bo.product_id", "=", fixture.id("STARTER-KIT"))
      .select(["bs.id", "bs.option_id", "p.sku"])
      .execute();
    const cable = selections.find((s) => s.sku === "CABLE-OOS")!;
    const charger = selections.find((s) => s.sku === "CHARGER")!;
    // a selection of another option, a made-up one, an unknown option, a sold-out part
    await expectRefused(cart, add(cart, { sku: "STARTER-KIT", qty: 1, bundle_options: { [cable.option_id]: charger.id } }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "STARTER-KIT", qty: 1, bundle_options: { [cable.option_id]: 9999 } }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "STARTER-KIT", qty: 1, bundle_options: { 9999: charger.id } }), 400, "cart.chooseOptions");
    await expectRefused(cart, add(cart, { sku: "STARTER-KIT", qty: 1, bundle_options: { [cable.option_id]: cable.id } }), 409, "cart.outOfStock");
  });

  it("refuses unknown fields and malformed bodies with a 400", async () => {
    const before = await pull(cart);
    for (const body of [{ cartItem: { sku: "CASE", qty: 1, price: 1 } }, { cartItem: { sku: "CASE", qty: 1 }, extra: 1 }, { item: {} }, "not json", []]) {
      const res = await post(`/api/cart/add?cartId=${cart}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await pull(cart)).toEqual(before);
  });

  it("holds at most 100 lines", async () => {
    const full = await newCart();
    const { id } = await db().selectFrom("carts").select("id").where("token", "=", full).executeTakeFirstOrThrow();
    await db()
      .insertInto("cart_items")
      .values(Array.from({ length: 100 }, (_, i) => ({ cart_id: id, product_id: fixture.id("PHONE-FUTURE"), child_product_id: null, qty: 1, options: `{"note":${i}}`, created_at: "2026-06-15T00:00:00.000Z" })))
      .execute();
    await expectRefused(full, add(full, { sku: "CASE", qty: 1 }), 400, "cart.tooManyItems");
  });

  it("takes POST only where the contract says so", async () => {
    expect((await get(`/api/cart/add?cartId=${cart}`)).status).toBe(405);
  });
});

describe("update and delete", () => {
  it("sets a line's qty within the stock; zero is not a qty", async () => {
    const cart = await newCart();
    const { result } = await add(cart, { sku: "CASE", qty: 1 });
    const itemId = result.item_id;
    const res = await post(`/api/cart/update-item?cartId=${cart}`, { item_id: itemId, qty: "٤" });
    expect(res.status).toBe(200);
    expect(res.result.items[0].qty).toBe(4);
    await expectRefused(cart, post(`/api/cart/update-item?cartId=${cart}`, { item_id: itemId, qty: 0 }), 400, "cart.qtyInvalid");
    await expectRefused(cart, post(`/api/cart/update-item?cartId=${cart}`, { item_id: itemId, qty: 11 }), 409, "cart.qtyAboveStock");
    await expectRefused(cart, post(`/api/cart/update-item?cartId=${cart}`, { item_id: itemId, qty: 2, sku: "CASE" }), 400, "unknown field(s) sku");
  });

  it("deletes a line", async () => {
    const cart = await newCart();
    const { result } = await add(cart, { sku: "CASE", qty: 1 });
    await add(cart, { sku: "CHARGER", qty: 1 });
    const res = await post(`/api/cart/delete-item?cartId=${cart}`, { item_id: result.item_id });
    expect(res.result.items.map((i: any) => i.sku)).toEqual(["CHARGER"]);
    await expectRefused(cart, post(`/api/cart/delete-item?cartId=${cart}`, { item_id: result.item_id }), 404, "cart.itemNotFound");
  });

  it("cannot touch another cart's line", async () => {
    const mine = await newCart();
    const theirs = await newCart();
    await add(mine, { sku: "CASE", qty: 1 });
    const { result } = await add(theirs, { sku: "CHARGER", qty: 2 });
    const theirsBefore = await pull(theirs);
    await expectRefused(mine, post(`/api/cart/update-item?cartId=${mine}`, { item_id: result.item_id, qty: 1 }), 404, "cart.itemNotFound");
    await expectRefused(mine, post(`/api/cart/delete-item?cartId=${mine}`, { item_id: result.item_id }), 404, "cart.itemNotFound");
    expect(await pull(theirs)).toEqual(theirsBefore);
  });
});

describe("concurrency", () => {
  it("two concurrent adds of the same product make one line with the summed qty", async () => {
    const cart = await newCart();
    const results = await Promise.all([add(cart, { sku: "CASE", qty: 1 }), add(cart, { sku: "CASE", qty: 2 })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const view = await pull(cart);
    expect(view.items).toHaveLength(1);
    expect(view.items[0].qty).toBe(3);
  });

  it("concurrent adds never take more than the stock", async () => {
    const cart = await newCart();
    const results = await Promise.all(Array.from({ length: 8 }, () => add(cart, { sku: "CASE", qty: 2 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).every((r) => r.result === "cart.qtyAboveStock")).toBe(true);
    expect((await pull(cart)).items[0].qty).toBe(10);
  });
});

describe("add-multiple and buy-now", () => {
  it("adds several items, all or nothing", async () => {
    const cart = await newCart();
    const res = await post(`/api/cart/add-multiple?cartId=${cart}`, {
      cartItems: [
        { sku: "CASE", qty: 1 },
        { sku: "CHARGER", qty: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.result.statuses).toEqual(["ok", "ok"]);
    expect(res.result.cart.items_qty).toBe(3);
    await expectRefused(
      cart,
      post(`/api/cart/add-multiple?cartId=${cart}`, { cartItems: [{ sku: "CASE", qty: 1 }, { sku: "CABLE-OOS", qty: 1 }] }),
      409,
      "cart.outOfStock",
    );
    const tooMany = await post(`/api/cart/add-multiple?cartId=${cart}`, { cartItems: Array.from({ length: 21 }, () => ({ sku: "CASE", qty: 1 })) });
    expect(tooMany.status).toBe(400);
  });

  it("buy-now makes a separate cart holding just that item", async () => {
    const cart = await newCart();
    await add(cart, { sku: "CASE", qty: 1 });
    const before = await pull(cart);
    const res = await post("/api/cart/buy-now", { cartItem: { sku: "PHONE-SALE", qty: 1 } });
    expect(res.status).toBe(200);
    expect(res.result.cartId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.result.cartId).not.toBe(cart);
    expect(res.result.cart).toMatchObject({ is_buy_now: true, items_count: 1, items: [{ sku: "PHONE-SALE", qty: 1 }] });
    expect(await pull(cart)).toEqual(before);
  });

  it("buy-now of something that cannot be bought creates no cart", async () => {
    const count = async () => Number((await db().selectFrom("carts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await post("/api/cart/buy-now", { cartItem: { sku: "CABLE-OOS", qty: 1 } })).toMatchObject({ status: 409, result: "cart.outOfStock" });
    expect(await post("/api/cart/buy-now", { cartItem: { sku: "CASE", qty: 11 } })).toMatchObject({ status: 409, result: "cart.qtyAboveStock" });
    expect(await post("/api/cart/buy-now", { cartItem: { sku: "CASE", qty: 0 } })).toMatchObject({ status: 400, result: "cart.qtyInvalid" });
    expect(await count()).toBe(before);
  });
});
