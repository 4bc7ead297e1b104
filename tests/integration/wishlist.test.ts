import { describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_MAX } from "../../commerce/contract/wishlist";
import { FIXTURE_NOW } from "../support/catalog-fixture";
import { signedInCustomer, type Customer } from "../support/customer-call";
import { useFixtureCommerce } from "../support/fixture-commerce";

/** The customer's wishlist and recently viewed products (docs/account-api.md); the newsletter is newsletter.test.ts. */

const fixture = useFixtureCommerce();

const skus = (items: { sku: string }[]) => items.map((i) => i.sku);
const wishlist = async (customer: Customer) => skus((await customer.get("/api/wishlist")).result.items);

async function cartOf(customer: Customer) {
  const { result } = await customer.post("/api/cart/create");
  return (await fixture.get(`/api/cart/pull?cartId=${result.cartId}`)).result;
}

describe("wishlist", () => {
  it("needs a signed-in customer", async () => {
    expect(await fixture.get("/api/wishlist")).toMatchObject({ status: 401, error: { code: "auth.unauthorized" } });
    expect(await fixture.post("/api/wishlist/add", { sku: "CASE" })).toMatchObject({ status: 401 });
    expect(await fixture.post("/api/wishlist/delete-all")).toMatchObject({ status: 401 });
    expect(await fixture.get("/api/wishlist/add")).toMatchObject({ status: 405, result: "use POST for /api/wishlist/add" });
  });

  it("saves a product once, lists the newest first with what a card shows, and pages", async () => {
    const shopper = await signedInCustomer(fixture);
    for (const sku of ["CASE", "PHONE-SALE", "CHARGER", "CASE"]) {
      expect(await shopper.post("/api/wishlist/add", { sku })).toMatchObject({ status: 200, result: { sku } });
    }
    // a variant's sku saves the product it belongs to
    expect((await shopper.post("/api/wishlist/add", { sku: "IPHONE-15-PRO-BLK-256" })).result).toEqual({ sku: "IPHONE-15-PRO" });

    const all = (await shopper.get("/api/wishlist")).result;
    expect(all.total_count).toBe(4);
    expect(skus(all.items)).toEqual(["IPHONE-15-PRO", "CHARGER", "PHONE-SALE", "CASE"]);
    expect(all.items[2]).toEqual({
      product_id: fixture.id("PHONE-SALE"),
      sku: "PHONE-SALE",
      type_id: "simple",
      name: "Samsung Galaxy A55",
      url_path: "p/PHONE-SALE/samsung-galaxy-a55",
      image: "/PHONE-SALE/1.svg",
      photo: null,
      price_incl_tax: 105_000,
      final_price_incl_tax: 94_500,
      is_in_stock: true,
      added_at: FIXTURE_NOW.toISOString(),
    });

    const page = (await shopper.get("/api/wishlist?pageSize=3&currentPage=2")).result;
    expect(page).toMatchObject({ total_count: 4, page_size: 3, current_page: 2 });
    expect(skus(page.items)).toEqual(["CASE"]);
    expect((await shopper.get("/api/wishlist?currentPage=1")).result).toMatchObject({ total_count: 4, page_size: 20 });
    expect((await shopper.get("/api/wishlist?storeCode=ar&pageSize=1")).result.items[0].name).toBe("Apple iPhone 15 Pro بالعربية");
    expect(await shopper.get("/api/wishlist?pageSize=0")).toMatchObject({ status: 400, error: { field: "pageSize" } });
  });

  it("refuses products that cannot be shown", async () => {
    const shopper = await signedInCustomer(fixture);
    for (const sku of ["NOPE", "DISABLED", "ORPHAN"]) {
      expect(await shopper.post("/api/wishlist/add", { sku })).toMatchObject({
        status: 404,
        result: "wishlist.productNotFound",
        error: { code: "wishlist.productNotFound", field: "sku" },
      });
    }
    expect(await shopper.post("/api/wishlist/add", { sku: "" })).toMatchObject({ status: 400, error: { field: "sku" } });
    expect(await shopper.post("/api/wishlist/add", { sku: "CASE", qty: 2 })).toMatchObject({ status: 400 });
    expect(await wishlist(shopper)).toEqual([]);
  });

  it("keeps each customer's list and cart to themselves", async () => {
    const owner = await signedInCustomer(fixture);
    const other = await signedInCustomer(fixture);
    await owner.post("/api/wishlist/add", { sku: "CASE" });
    const { result } = await owner.post("/api/cart/create");
    const added = await owner.post(`/api/cart/add?cartId=${result.cartId}`, { cartItem: { sku: "CHARGER", qty: 1 } });
    const ownersLine: number = added.result.item_id;

    const notFound = { status: 404, error: { code: "wishlist.itemNotFound", field: "sku" } };
    expect(await other.post("/api/wishlist/remove", { sku: "CASE" })).toMatchObject(notFound);
    expect(await other.post("/api/wishlist/move-to-cart", { sku: "CASE" })).toMatchObject(notFound);
    expect(await other.post("/api/wishlist/move-from-cart", { item_id: ownersLine })).toMatchObject({
      status: 404,
      error: { code: "cart.itemNotFound", field: "item_id" },
    });
    expect((await other.post("/api/wishlist/move-all-to-cart")).result).toEqual({ moved: [], stayed: [] });
    expect((await other.post("/api/wishlist/delete-all")).result).toEqual({ deleted: 0 });

    expect(await wishlist(other)).toEqual([]);
    expect(await wishlist(owner)).toEqual(["CASE"]);
    expect(skus((await cartOf(owner)).items)).toEqual(["CHARGER"]);
    expect((await cartOf(other)).items).toEqual([]);

    expect(await owner.post("/api/wishlist/remove", { sku: "CASE" })).toMatchObject({ status: 200, result: { sku: "CASE" } });
    expect(await owner.post("/api/wishlist/remove", { sku: "CASE" })).toMatchObject(notFound);
  });

  it("answers what one customer saved of one product, and nothing of another customer's", async () => {
    const owner = await signedInCustomer(fixture);
    const other = await signedInCustomer(fixture);
    const saved = (customer: Customer, sku: string) => customer.get(`/api/wishlist/saved?sku=${sku}`);
    expect((await saved(owner, "CABLE-OOS")).result).toEqual({ sku: "CABLE-OOS", on_wishlist: false, stock_alert: false, price_alert_below: null });
    await owner.post("/api/wishlist/add", { sku: "CABLE-OOS" });
    await owner.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "stock" });
    await owner.post("/api/alerts/add", { sku: "CABLE-OOS", kind: "price" });
    expect((await saved(owner, "CABLE-OOS")).result).toEqual({ sku: "CABLE-OOS", on_wishlist: true, stock_alert: true, price_alert_below: 4900 });
    expect((await saved(other, "CABLE-OOS")).result).toEqual({ sku: "CABLE-OOS", on_wishlist: false, stock_alert: false, price_alert_below: null });
    expect(await saved(owner, "NO-SUCH-SKU")).toMatchObject({ status: 404 });
    expect(await saved(owner, "")).toMatchObject({ status: 400 });
    expect(await fixture.get("/api/wishlist/saved?sku=CASE")).toMatchObject({ status: 401 });
  });

    it("moves items to the cart, one or all, and a cart line back", async () => {
    const shopper = await signedInCustomer(fixture);
    for (const sku of ["CASE", "CABLE-OOS", "IPHONE-15-PRO", "CHARGER"]) await shopper.post("/api/wishlist/add", { sku });

    expect(await shopper.post("/api/wishlist/move-to-cart", { sku: "CASE" })).toMatchObject({ status: 200, result: { sku: "CASE", status: "ok" } });
    expect(await shopper.post("/api/wishlist/move-to-cart", { sku: "CABLE-OOS" })).toMatchObject({
      status: 409,
      error: { code: "cart.outOfStock" },
    });
    expect(await wishlist(shopper)).toEqual(["CHARGER", "IPHONE-15-PRO", "CABLE-OOS"]);
    expect((await cartOf(shopper)).items.map((i: any) => [i.sku, i.qty])).toEqual([["CASE", 1]]);

    expect((await shopper.post("/api/wishlist/move-all-to-cart")).result).toEqual({
      moved: [{ sku: "CHARGER", status: "ok" }],
      stayed: [
        { sku: "IPHONE-15-PRO", error: "cart.chooseOptions" },
        { sku: "CABLE-OOS", error: "cart.outOfStock" },
      ],
    });
    const cart = await cartOf(shopper);
    expect(skus(cart.items)).toEqual(["CASE", "CHARGER"]);
    expect(await wishlist(shopper)).toEqual(["IPHONE-15-PRO", "CABLE-OOS"]);

    const caseLine = cart.items.find((i: any) => i.sku === "CASE").item_id;
    expect((await shopper.post("/api/wishlist/move-from-cart", { item_id: caseLine })).result).toEqual({ sku: "CASE" });
    expect(skus((await cartOf(shopper)).items)).toEqual(["CHARGER"]);
    expect(await wishlist(shopper)).toEqual(["CASE", "IPHONE-15-PRO", "CABLE-OOS"]);
    expect(await shopper.post("/api/wishlist/move-from-cart", { item_id: caseLine })).toMatchObject({ status: 404 });

    expect((await shopper.post("/api/wishlist/delete-all")).result).toEqual({ deleted: 3 });
    expect((await shopper.get("/api/wishlist")).result).toEqual({ items: [], total_count: 0 });
  });
});

describe("recently viewed", () => {
  it("keeps the latest views of each customer, latest first", async () => {
    const db = fixture.db();
    const at = FIXTURE_NOW.toISOString();
    const extra = Array.from({ length: RECENTLY_VIEWED_MAX + 2 }, (_, i) => `VIEWED-${i + 1}`);
    for (const sku of extra) {
      const { id } = await db
        .insertInto("products")
        .values({ sku, type_id: "simple", url_key: sku.toLowerCase(), name_en: sku, name_ar: sku, kind: "phone", price: 10_000, special_price: null, special_from_date: null, special_to_date: null, brand: null, mpn: null, color: null, storage: null, screen_size: null, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("stock").values({ product_id: id, qty: 1, is_in_stock: 1, manage_stock: 1, updated_at: at }).execute();
    }
    const shopper = await signedInCustomer(fixture);
    const other = await signedInCustomer(fixture);
    await other.post("/api/recently-viewed", { sku: "CASE" });

    for (const sku of extra) expect((await shopper.post("/api/recently-viewed", { sku })).status).toBe(200);
    expect(await shopper.post("/api/recently-viewed", { sku: "VIEWED-5" })).toMatchObject({ status: 200, result: { sku: "VIEWED-5" } });
    const viewed = (await shopper.get("/api/recently-viewed")).result;
    expect(viewed).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(skus(viewed.slice(0, 3))).toEqual(["VIEWED-5", "VIEWED-22", "VIEWED-21"]);
    // the two oldest views went; seeing VIEWED-5 again moved it up without dropping another
    expect(skus(viewed.slice(-2))).toEqual(["VIEWED-4", "VIEWED-3"]);
    expect(viewed[0]).toMatchObject({ sku: "VIEWED-5", url_path: "p/VIEWED-5/viewed-5", final_price_incl_tax: 10_000, viewed_at: FIXTURE_NOW.toISOString() });

    expect(skus((await other.get("/api/recently-viewed")).result)).toEqual(["CASE"]);
    expect(await shopper.post("/api/recently-viewed", { sku: "DISABLED" })).toMatchObject({ status: 404, error: { code: "recentlyViewed.productNotFound" } });
    expect(await fixture.get("/api/recently-viewed")).toMatchObject({ status: 401 });
  });
});
