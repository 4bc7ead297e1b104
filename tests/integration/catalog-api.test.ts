import { describe, expect, it } from "vitest";
import { useFixtureCommerce } from "../support/fixture-commerce";

const fixture = useFixtureCommerce();
const { get, post, db } = fixture;

const searchProducts = (body: unknown) => post("/api/catalog/product/search", body);

describe("product queries", () => {
  it("lists only enabled products visible in the catalogue, never children", async () => {
    const { result } = await searchProducts({ filters: { category_id: 11 }, size: 100 });
    const skus = result.items.map((p: { sku: string }) => p.sku);
    expect(skus).toContain("PHONE-SALE");
    expect(skus).toContain("IPHONE-15-PRO");
    expect(skus).not.toContain("DISABLED");
    expect(skus).not.toContain("SEARCH-ONLY");
    expect(skus).not.toContain("IPHONE-15-PRO-BLK-128");
    expect(result.total).toBe(skus.length);
  });

  it("finds a configurable product by its child's sku", async () => {
    const { result } = await searchProducts({ filters: { "configurable_children.sku": ["IPHONE-15-PRO-BLK-256"] } });
    expect(result.items.map((p: { sku: string }) => p.sku)).toEqual(["IPHONE-15-PRO"]);
  });

  it("projects items to the fields asked for", async () => {
    const { result } = await searchProducts({ filters: { sku: ["CASE"] }, includeFields: ["sku", "final_price_incl_tax"] });
    expect(result.items).toEqual([{ sku: "CASE", final_price_incl_tax: 19900 }]);
    const excluded = await searchProducts({ filters: { sku: ["CASE"] }, excludeFields: ["stock", "brand"] });
    expect(excluded.result.items[0]).not.toHaveProperty("stock");
    expect(excluded.result.items[0]).toHaveProperty("name");
  });

  it("searches a two-letter term the store knows, and says when a query was typed on the other keyboard layout", async () => {
    expect((await searchProducts({ query: "tv" })).status).toBe(200);
    const { result } = await searchProducts({ query: "hdt,k" });
    expect(result.otherLayoutQuery).toBe("ايفون");
    expect(result.items.map((p: { sku: string }) => p.sku)).toContain("IPHONE-15-PRO");
  });

  it("names brands in the store's language in facets", async () => {
    const { result } = await searchProducts({ filters: { category_id: 11 } });
    expect(result.aggregations.brand).toContainEqual(expect.objectContaining({ value: "apple", label: "Apple" }));
    const ar = await post("/api/catalog/product/search?storeCode=ar", { filters: { category_id: 11 } });
    expect(ar.result.aggregations.brand).toContainEqual(expect.objectContaining({ value: "apple", label: "أبل" }));
  });

  it("clamps paging the SPEC way: size 0 or negative → 50, negative start → 0", async () => {
    for (const size of [0, -5]) {
      const { status, result } = await searchProducts({ size, start: -3 });
      expect(status).toBe(200);
      expect(result.perPage).toBe(50);
      expect(result.start).toBe(0);
    }
  });

  it.each([
    [{ sise: 10 }, /unknown field\(s\) sise/],
    [{ filters: { colour: [1] } }, /unknown field\(s\) colour/],
    [{ size: 100000 }, /size must be at most 500/],
    [{ size: "ten" }, /size: Expected number/],
    [{ start: 1.5 }, /start: Expected integer/],
    [{ filters: { price: [{ from: -1 }] } }, /price/],
    [{ filters: { brand: "apple" } }, /filters.brand: Expected array/],
    [{ sort: "cheapest" }, /sort: Invalid enum value/],
    [{ includeFields: ["password"] }, /includeFields/],
    [{ query: "x".repeat(201) }, /query/],
    [{ query: "ab" }, /query: a search term needs 3 characters or more/],
  ])("rejects %j with a 400 and a clear message", async (body, message) => {
    const { status, code, result } = await searchProducts(body);
    expect(status).toBe(400);
    expect(code).toBe(400);
    expect(result).toMatch(message);
  });

  it("rejects a body that is not JSON", async () => {
    const { status, result } = await searchProducts("{not json");
    expect(status).toBe(400);
    expect(result).toBe("request body must be JSON");
  });

  it("rejects an unknown store code", async () => {
    const { status, result } = await get("/api/catalog/megamenu?storeCode=fr");
    expect(status).toBe(400);
    expect(result).toMatch(/storeCode/);
  });
});

describe("categories, attributes and the mega menu", () => {
  it("filters categories and names them per store view", async () => {
    const { result } = await post("/api/catalog/category/search?storeCode=ar", { filters: { url_key: "smartphones" } });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ id: 11, name: "الهواتف الذكية", url_path: "mobiles/smartphones", parent_ids: [1, 2, 10] });
    expect(result.items[0].product_count).toBeGreaterThan(0);
  });

  it("refuses a category id below the root", async () => {
    const { status, result } = await post("/api/catalog/category/search", { filters: { id: 1 } });
    expect(status).toBe(404);
    expect(result).toBe("Category query returned empty result id = 1");
  });

  it("builds the mega menu from the store root", async () => {
    const { result } = await get("/api/catalog/megamenu");
    expect(result).toEqual([expect.objectContaining({ url_key: "mobiles", children_data: [expect.objectContaining({ url_key: "smartphones" })] })]);
  });

  it("lists attribute metadata with options", async () => {
    const { result } = await post("/api/catalog/attribute/search", { filters: { attribute_code: ["color"] } });
    expect(result.items[0]).toMatchObject({ attribute_code: "color", frontend_label: "Colour", is_filterable: true });
    expect(result.items[0].options).toContainEqual({ value: 1, label: "Black", swatch: "#000000" });
  });
});

describe("URL map and redirects", () => {
  it("maps product, category, category path and CMS URLs", async () => {
    expect((await post("/api/url/map", { url: "/p/PHONE-SALE/samsung-galaxy-a55" })).result._type).toBe("product");
    const child = await post("/api/url/map", { url: "p/IPHONE-15-PRO/x/IPHONE-15-PRO-BLK-128/" });
    expect(child.result._source).toMatchObject({ sku: "IPHONE-15-PRO", configured_child_sku: "IPHONE-15-PRO-BLK-128" });
    expect((await post("/api/url/map", { url: "c/smartphones" })).result._type).toBe("category");
    expect((await post("/api/url/map", { url: "mobiles/smartphones?x=1" })).result._source.id).toBe(11);
    expect((await post("/api/url/map", { url: "about-us" })).result._type).toBe("cms_page");
  });

  it("answers an unknown path with a 404", async () => {
    const { status, result } = await post("/api/url/map", { url: "nothing/here" });
    expect(status).toBe(404);
    expect(result).toBe("No mapping found for nothing/here");
  });

  it("finds a redirect for an old path, and none for others", async () => {
    expect((await get("/api/url/redirect?path=/old-phone.html")).result).toEqual([
      { from: "/old-phone.html", to: "/p/PHONE-SALE/samsung-galaxy-a55", type: 301 },
    ]);
    expect((await get("/api/url/redirect?path=/new")).result).toEqual([]);
  });
});

describe("stock and price sync", () => {
  it("checks one sku", async () => {
    const { result } = await get("/api/stock/check?sku=CABLE-OOS");
    expect(result).toEqual({ product_id: fixture.id("CABLE-OOS"), sku: "CABLE-OOS", qty: 0, is_in_stock: false, manage_stock: true });
    expect((await get("/api/stock/check?sku=NOPE")).status).toBe(404);
  });

  it("lists up to 15 skus, ignoring unknown ones", async () => {
    const { result } = await get("/api/stock/list?skus=CASE,CHARGER,NOPE");
    expect(result.map((s: { sku: string }) => s.sku).sort()).toEqual(["CASE", "CHARGER"]);
    const sixteen = Array.from({ length: 16 }, (_, i) => `SKU-${i}`).join(",");
    const tooMany = await get(`/api/stock/list?skus=${sixteen}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.result).toMatch(/at most 15 skus/);
  });

  it("renders current prices, with and without VAT", async () => {
    const { result } = await get("/api/catalog/render-list?skus=PHONE-SALE&currencyCode=AED&storeId=1");
    expect(result.items).toEqual([
      {
        id: fixture.id("PHONE-SALE"),
        sku: "PHONE-SALE",
        price_info: {
          final_price: 94500,
          regular_price: 105000,
          special_price: 94500,
          extension_attributes: { tax_adjustments: { final_price: 90000, regular_price: 100000, special_price: 90000 } },
        },
      },
    ]);
    expect((await get("/api/catalog/render-list?skus=CASE&currencyCode=USD")).status).toBe(400);
  });
});

describe("CMS and media", () => {
  it("serves a CMS page in the store's language, and 404s an unknown one", async () => {
    expect((await get("/api/cms/page/about-us?storeCode=ar")).result).toMatchObject({ title: "من نحن", content: "<p>مرحبا</p>" });
    const missing = await get("/api/cms/page/nope");
    expect(missing.status).toBe(404);
    expect(missing.result).toMatch(/^CMS query returned empty result/);
  });

  it("draws a product image at a SPEC size, and refuses other sizes", async () => {
    const image = await fixture.commerce().handler(new Request("http://commerce.test/api/media/product/CASE/1.svg?size=310x300"));
    expect(image.headers.get("Content-Type")).toMatch(/image\/svg\+xml/);
    expect(await image.text()).toMatch(/<svg[^>]*width="310"[^>]*height="300"/);
    expect((await get("/api/media/product/CASE/1.svg?size=999x999")).status).toBe(400);
    expect((await get("/api/media/product/NOPE/1.svg?size=310x300")).status).toBe(404);
  });

  it("answers unknown endpoints with 404 and wrong methods with 405", async () => {
    expect((await get("/api/nothing")).status).toBe(404);
    expect((await get("/api/catalog/product/search")).status).toBe(405);
  });
});

describe("keeping search current", () => {
  it("reflects a price change after productsChanged", async () => {
    const id = fixture.id("CASE");
    await db().updateTable("products").set({ price: 1000 }).where("id", "=", id).execute();
    await fixture.commerce().productsChanged([id]);
    const { result } = await searchProducts({ filters: { price: [{ to: 2000 }] } });
    expect(result.items.map((p: { sku: string }) => p.sku)).toContain("CASE");
    await db().updateTable("products").set({ price: 19900 }).where("id", "=", id).execute();
    await fixture.commerce().productsChanged([id]);
  });
});
