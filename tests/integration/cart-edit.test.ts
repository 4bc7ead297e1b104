import { beforeAll, describe, expect, it } from "vitest";
import { expectRefused as refusedCall, pullCart, useFixtureCommerce } from "../support/fixture-commerce";

const fixture = useFixtureCommerce();
const { post, db } = fixture;

/** Edit mode of cart lines through `/api/cart/edit-item`: the line keeps its id and place, stock decides. */

async function newCart(): Promise<string> {
  return (await post("/api/cart/create")).result.cartId;
}
const add = async (cart: string, cartItem: unknown): Promise<number> => {
  const res = await post(`/api/cart/add?cartId=${cart}`, { cartItem });
  expect(res.status).toBe(200);
  return res.result.item_id;
};
const edit = (cart: string, body: unknown) => post(`/api/cart/edit-item?cartId=${cart}`, body);
const pull = (cart: string, store?: string) => pullCart(fixture, cart, store);
const refused = (cart: string, res: Promise<{ status: number; result: unknown }>, status: number, key: string) =>
  refusedCall(fixture, cart, res, status, key);

let warranty: { option: number; oneYear: number; twoYears: number };
beforeAll(async () => {
  const option = await db().selectFrom("custom_options").select("id").where("product_id", "=", fixture.id("PHONE-SALE")).executeTakeFirstOrThrow();
  const values = await db().selectFrom("custom_option_values").select("id").where("option_id", "=", option.id).orderBy("position").execute();
  warranty = { option: option.id, oneYear: values[0]!.id, twoYears: values[1]!.id };
});

describe("editing a cart line", () => {
  it("replaces a configurable's child and the quantity in the same line, in the same place", async () => {
    const cart = await newCart();
    await add(cart, { sku: "CASE", qty: 1 });
    const phone = await add(cart, { sku: "IPHONE-15-PRO", child_sku: "IPHONE-15-PRO-BLK-128", qty: 1 });
    await add(cart, { sku: "CHARGER", qty: 1 });

    const res = await edit(cart, { item_id: phone, child_sku: "IPHONE-15-PRO-BLK-256", qty: "٢" });
    expect(res.status).toBe(200);
    expect(res.result.items.map((i: any) => i.sku)).toEqual(["CASE", "IPHONE-15-PRO-BLK-256", "CHARGER"]);
    expect(res.result.items[1]).toMatchObject({ item_id: phone, qty: 2, price_incl_tax: 409_900, row_total_incl_tax: 819_800 });
    expect(res.result.items[1].options).toContainEqual({ label: "Storage", value: "256GB" });
  });

  it("replaces the custom options: a new value is priced with it, one left out is gone", async () => {
    const cart = await newCart();
    const line = await add(cart, { sku: "PHONE-SALE", qty: 1, custom_options: { [warranty.option]: warranty.oneYear } });
    expect((await pull(cart)).items[0].custom_options).toEqual({ [warranty.option]: warranty.oneYear });

    const twoYears = await edit(cart, { item_id: line, custom_options: { [warranty.option]: warranty.twoYears }, qty: 1 });
    expect(twoYears.result.items[0]).toMatchObject({ item_id: line, price_incl_tax: 94_500 + 9450, options: [{ label: "Extended warranty", value: "2 years" }] });

    const none = await edit(cart, { item_id: line, qty: 1 });
    expect(none.result.items[0]).toMatchObject({ item_id: line, price_incl_tax: 94_500, options: [], custom_options: {} });
  });

  it("joins a line that already has the new choices into the edited one", async () => {
    const cart = await newCart();
    await add(cart, { sku: "PHONE-SALE", qty: 1 });
    const line = await add(cart, { sku: "PHONE-SALE", qty: 2, custom_options: { [warranty.option]: warranty.oneYear } });
    const res = await edit(cart, { item_id: line, qty: 2 });
    expect(res.result.items).toHaveLength(1);
    expect(res.result.items[0]).toMatchObject({ item_id: line, qty: 3, options: [] });
  });

  it("refuses a child out of stock, a quantity above the stock and made-up options, changing nothing", async () => {
    const cart = await newCart();
    const phone = await add(cart, { sku: "IPHONE-15-PRO", child_sku: "IPHONE-15-PRO-BLK-128", qty: 1 });
    const sale = await add(cart, { sku: "PHONE-SALE", qty: 1 });
    await refused(cart, edit(cart, { item_id: phone, child_sku: "IPHONE-15-PRO-WHT-128", qty: 1 }), 409, "cart.outOfStock");
    await refused(cart, edit(cart, { item_id: phone, child_sku: "PHONE-SALE", qty: 1 }), 400, "cart.chooseOptions");
    await refused(cart, edit(cart, { item_id: sale, qty: 11 }), 409, "cart.qtyAboveStock");
    await refused(cart, edit(cart, { item_id: sale, custom_options: { [warranty.option]: 999_999 }, qty: 1 }), 400, "cart.chooseOptions");
    await refused(cart, edit(cart, { item_id: sale, qty: 0 }), 400, "cart.qtyInvalid");
    const unknownField = await edit(cart, { item_id: sale, qty: 1, sku: "CASE" });
    expect(unknownField.status).toBe(400);
  });

  it("answers 404 for another cart's line and for a line that is gone", async () => {
    const mine = await newCart();
    const theirs = await newCart();
    const line = await add(theirs, { sku: "CASE", qty: 1 });
    await refused(mine, edit(mine, { item_id: line, qty: 2 }), 404, "cart.itemNotFound");
    expect((await pull(theirs)).items[0]).toMatchObject({ item_id: line, qty: 1 });
    await post(`/api/cart/delete-item?cartId=${theirs}`, { item_id: line });
    await refused(theirs, edit(theirs, { item_id: line, qty: 2 }), 404, "cart.itemNotFound");
  });

  it("leaves no line behind when an edit and a removal of it meet", async () => {
    const cart = await newCart();
    const line = await add(cart, { sku: "PHONE-SALE", qty: 1 });
    const [edited, removed] = await Promise.all([
      edit(cart, { item_id: line, custom_options: { [warranty.option]: warranty.oneYear }, qty: 2 }),
      post(`/api/cart/delete-item?cartId=${cart}`, { item_id: line }),
    ]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(edited.status);
    if (edited.status === 404) expect(edited.result).toBe("cart.itemNotFound");
    expect((await pull(cart)).items).toEqual([]);
  });
});
