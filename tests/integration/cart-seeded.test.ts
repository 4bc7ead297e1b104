import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../commerce/db/connection";
import type { ProductType } from "../../commerce/db/schema";
import { seedDatabase } from "../../commerce/seed/generate";
import { startCommerce, type Commerce } from "../../commerce/service";
import { call } from "../support/call";
import { tempDatabase } from "../support/temp-database";

/** The cart on the 600-product demo catalogue: every product type, the demo promo codes and gift cards. */

const NOW = new Date("2026-03-01T10:00:00.000Z");
let commerce: Commerce;
const database = tempDatabase();

const post = (path: string, body?: unknown) => call(commerce.handler, "POST", path, body ?? {});
const get = (path: string) => call(commerce.handler, "GET", path);
const newCart = async (): Promise<string> => (await post("/api/cart/create")).result.cartId;

/** The first enabled, listed, in-stock product of a type (with an in-stock child for configurables). */
async function firstOfType(type: ProductType, minPrice = 0): Promise<string> {
  const db = commerce.context.db;
  const row = await db
    .selectFrom("products as p")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .where("p.type_id", "=", type)
    .where("p.status", "=", 1)
    .where("p.visibility", "in", [2, 3, 4])
    .where("s.is_in_stock", "=", 1)
    .where("p.price", ">=", minPrice)
    .where(
      type === "configurable"
        ? sql<boolean>`EXISTS (SELECT 1 FROM products c JOIN stock cs ON cs.product_id = c.id WHERE c.parent_sku = p.sku AND c.status = 1 AND cs.is_in_stock = 1 AND (cs.manage_stock = 0 OR cs.qty > 0))`
        : sql<boolean>`(s.manage_stock = 0 OR s.qty > 0)`,
    )
    .select("p.sku")
    .orderBy("p.id")
    .executeTakeFirstOrThrow();
  return row.sku;
}

beforeAll(async () => {
  const db = openDatabase(database.url);
  await migrate(db);
  await seedDatabase(db, { products: 600, seed: 42, now: NOW });
  await db.destroy();
  commerce = await startCommerce({ databaseUrl: database.url, now: () => NOW });
});
afterAll(async () => {
  await commerce.close();
  database.remove();
});

describe("the cart on the demo catalogue", () => {
  it("adds every product type at the price its product page shows", async () => {
    const cart = await newCart();
    for (const type of ["simple", "configurable", "bundle", "virtual", "downloadable", "giftcard"] as const) {
      const sku = await firstOfType(type);
      const detail = (await get(`/api/catalog/product/${sku}`)).result;
      const child = type === "configurable" ? detail.configurable_children[0] : undefined;
      // A gift card is bought for someone (issue 21).
      const giftCard = type === "giftcard" ? { gift_card: { recipient_name: "Noura", recipient_email: "noura@example.ae" } } : {};
      const res = await post(`/api/cart/add?cartId=${cart}`, { cartItem: { sku, child_sku: child?.sku, qty: 1, ...giftCard } });
      expect(res.status, `${type} ${sku}: ${res.result}`).toBe(200);
      const line = res.result.cart.items.find((i: any) => i.parent_sku === sku);
      expect(line.price_incl_tax, `${type} ${sku}`).toBe((child ?? detail).final_price_incl_tax);
    }
    const grouped = await firstOfType("grouped");
    const parts = (await get(`/api/catalog/product/${grouped}`)).result.grouped_items;
    const res = await post(`/api/cart/add?cartId=${cart}`, { cartItem: { sku: grouped, qty: 1 } });
    expect(res.status).toBe(200);
    for (const part of parts) expect(res.result.cart.items.some((i: any) => i.sku === part.sku)).toBe(true);
  });

  it("applies the demo promo codes and bank coupons by their rules", async () => {
    const cart = await newCart();
    const sku = await firstOfType("simple", 400_000);
    expect((await post(`/api/cart/add?cartId=${cart}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
    expect((await post(`/api/cart/apply-coupon?cartId=${cart}`, { coupon: "summer15" })).result).toBe("coupon.expired");
    expect((await post(`/api/cart/apply-coupon?cartId=${cart}`, { coupon: "FLASH100" })).result).toBe("coupon.usedUp");
    const welcome = await post(`/api/cart/apply-coupon?cartId=${cart}`, { coupon: "welcome10" });
    expect(welcome.status).toBe(200);
    const enbd = await post(`/api/cart/apply-coupon?cartId=${cart}`, { coupon: "ENBD15" });
    expect(enbd.status).toBe(200);
    const totals = enbd.result.totals;
    const subtotal = totals.subtotal_incl_tax;
    expect(totals.promo_discount).toBe(Math.floor((subtotal * 10 + 50) / 100));
    // 15% of what is left, at most AED 500
    expect(totals.bank_discount).toBe(Math.min(Math.floor(((subtotal - totals.promo_discount) * 15 + 50) / 100), 50_000));
    const addUp = totals.total_segments.filter((s: any) => s.code !== "tax" && s.code !== "grand_total").reduce((a: number, s: any) => a + s.value, 0);
    expect(addUp).toBe(totals.grand_total);
    expect(enbd.result.gift_cards).toEqual([]);
    const paid = await post(`/api/cart/gift-card?cartId=${cart}`, { code: "GC-1000-AAAA" });
    expect(paid.result.gift_cards[0]).toMatchObject({ code: "GC-1000-AAAA", balance: 100_000 });
    expect(paid.result.totals.grand_total).toBe(Math.max(totals.grand_total - 100_000, 0));
    expect((await post(`/api/cart/gift-card?cartId=${cart}`, { code: "GC-0000-ZERO" })).result).toBe("giftCard.empty");
    expect((await post(`/api/cart/gift-card?cartId=${cart}`, { code: "GC-0500-EXPD" })).result).toBe("giftCard.expired");
  });

  it("lists the demo codes a shopper can use", async () => {
    const codes = ((await get("/api/cart/coupons?storeCode=ar")).result as { code: string }[]).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["WELCOME10", "SAVE50", "FREESHIP", "ENBD15"]));
    expect(codes).not.toContain("SUMMER15");
    expect(codes).not.toContain("FLASH100");
  });
});
