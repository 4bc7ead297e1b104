import { describe, expect, it } from "vitest";
import { useFixtureCommerce } from "../support/fixture-commerce";

const fixture = useFixtureCommerce();
const { get, post } = fixture;

/** Merging a guest cart into another cart (login): lines, qty caps, coupons, gift cards, the guest cart's end. */

async function cartWith(items: Record<string, number>, extra: { coupon?: string; giftCards?: string[]; wrap?: string } = {}) {
  const { result } = await post("/api/cart/create");
  const token: string = result.cartId;
  for (const [sku, qty] of Object.entries(items)) {
    expect((await post(`/api/cart/add?cartId=${token}`, { cartItem: { sku, qty } })).status, sku).toBe(200);
  }
  if (extra.coupon) expect((await post(`/api/cart/apply-coupon?cartId=${token}`, { coupon: extra.coupon })).status).toBe(200);
  for (const code of extra.giftCards ?? []) expect((await post(`/api/cart/gift-card?cartId=${token}`, { code })).status).toBe(200);
  if (extra.wrap !== undefined) await post(`/api/cart/gift-wrap?cartId=${token}`, { gift_wrap_flag: true, gift_wrap_message: extra.wrap, gift_sender: "Layla", gift_receiver: "عمر" });
  return token;
}
const pull = async (token: string) => (await get(`/api/cart/pull?cartId=${token}`)).result;
const merge = (target: string, guestCart: unknown) => post(`/api/cart/merge?cartId=${target}`, { guestCart });

describe("merge", () => {
  it("moves every line, sums equal lines up to the stock, and closes the guest cart", async () => {
    const guest = await cartWith({ CASE: 3, "PHONE-SALE": 1 }, { coupon: "PCT10", giftCards: ["GC-C-20", "GC-D-10", "GC-E-5"], wrap: "For you" });
    const target = await cartWith({ CASE: 8, CHARGER: 1 }, { giftCards: ["GC-A-100", "GC-B-50", "GC-F-3", "GC-BIG"] });
    const res = await merge(target, guest);
    expect(res.status).toBe(200);
    const cart = res.result;
    // lines keep the order they were first added in (the guest's phone was added before the target's lines)
    expect(cart.items.map((i: any) => [i.sku, i.qty])).toEqual([
      ["PHONE-SALE", 1],
      ["CASE", 10], // 8 + 3, capped at the 10 in stock
      ["CHARGER", 1],
    ]);
    expect(cart.coupon_code).toBe("PCT10");
    expect(cart.gift_wrap).toEqual({ flag: true, message: "For you", sender: "Layla", receiver: "عمر" });
    // the target's four cards, then the guest's first until there are five
    expect(cart.gift_cards.map((g: any) => g.code)).toEqual(["GC-A-100", "GC-B-50", "GC-F-3", "GC-BIG", "GC-C-20"]);
    expect((await get(`/api/cart/pull?cartId=${guest}`))).toMatchObject({ status: 404, result: "cart.notFound" });
    expect(await merge(target, guest)).toMatchObject({ status: 404, result: "cart.notFound" });
    expect((await post(`/api/cart/add?cartId=${guest}`, { cartItem: { sku: "CASE", qty: 1 } })).result).toBe("cart.notFound");
  });

  it("keeps the target's own coupon", async () => {
    const guest = await cartWith({ CASE: 1 }, { coupon: "PCT10" });
    const target = await cartWith({ CHARGER: 1 }, { coupon: "FIXED50" });
    const res = await merge(target, guest);
    expect(res.result.coupon_code).toBe("FIXED50");
    expect(res.result.items_count).toBe(2);
  });

  it("moves a line that went out of stock as it is, with its error", async () => {
    const guest = await cartWith({ "PHONE-EXPIRED": 2 });
    const target = await cartWith({ CASE: 1 });
    const db = fixture.db();
    const product = await db.selectFrom("products").select("id").where("sku", "=", "PHONE-EXPIRED").executeTakeFirstOrThrow();
    await db.updateTable("stock").set({ is_in_stock: 0, qty: 0 }).where("product_id", "=", product.id).execute();
    try {
      const res = await merge(target, guest);
      expect(res.result.items.map((i: any) => [i.sku, i.qty, i.errors])).toEqual([
        ["PHONE-EXPIRED", 2, ["cart.itemOutOfStock"]],
        ["CASE", 1, []],
      ]);
      expect(res.result.totals.subtotal_incl_tax).toBe(19_900);
    } finally {
      await db.updateTable("stock").set({ is_in_stock: 1, qty: 10 }).where("product_id", "=", product.id).execute();
    }
  });

  it("refuses merging a cart into itself, an unknown cart, and bad bodies, changing nothing", async () => {
    const target = await cartWith({ CASE: 1 });
    const before = await pull(target);
    expect(await merge(target, target)).toMatchObject({ status: 400, result: "cart.mergeSame" });
    expect(await merge(target, "C".repeat(43))).toMatchObject({ status: 404, result: "cart.notFound" });
    expect(await merge(target, "not-a-token")).toMatchObject({ status: 404, result: "cart.notFound" });
    expect((await merge(target, 42)).status).toBe(400);
    expect((await post(`/api/cart/merge?cartId=${target}`, { guestCart: target, force: true })).status).toBe(400);
    const guest = await cartWith({ CHARGER: 1 });
    expect(await merge("D".repeat(43), guest)).toMatchObject({ status: 404, result: "cart.notFound" });
    expect(await pull(target)).toEqual(before);
    expect((await pull(guest)).items_count).toBe(1);
  });

  it("merges a buy-now cart like any other", async () => {
    const { result } = await post("/api/cart/buy-now", { cartItem: { sku: "CHARGER", qty: 2 } });
    const target = await cartWith({ CHARGER: 1 });
    const res = await merge(target, result.cartId);
    expect(res.result.items.map((i: any) => [i.sku, i.qty])).toEqual([["CHARGER", 3]]);
    expect(res.result.is_buy_now).toBe(false);
  });
});
