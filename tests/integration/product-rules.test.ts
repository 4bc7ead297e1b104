import { describe, expect, it } from "vitest";
import { useFixtureCommerce } from "../support/fixture-commerce";

const fixture = useFixtureCommerce();
const { get, post } = fixture;

const product = async (sku: string, store = "en") => (await get(`/api/catalog/product/${sku}?storeCode=${store}`)).result;

describe("special price window", () => {
  it("applies a special price inside its window", async () => {
    const p = await product("PHONE-SALE");
    expect(p.price_incl_tax).toBe(105000);
    expect(p.special_price_incl_tax).toBe(94500);
    expect(p.final_price_incl_tax).toBe(94500);
  });

  it("ignores an expired, a future and a higher special price", async () => {
    for (const sku of ["PHONE-EXPIRED", "PHONE-FUTURE", "PHONE-HIGHER-SPECIAL"]) {
      const p = await product(sku);
      expect(p.special_price_incl_tax, sku).toBe(0);
      expect(p.final_price_incl_tax, sku).toBe(p.price_incl_tax);
    }
  });
});

describe("tax", () => {
  it("splits 5% UAE VAT out of the VAT-inclusive price", async () => {
    const p = await product("PHONE-SALE");
    expect(p.tax_rate).toBe(5);
    expect(p.price).toBe(100000);
    expect(p.price_tax).toBe(5000);
    expect(p.final_price).toBe(90000);
    expect(p.final_price_tax).toBe(4500);
  });

  it("charges no VAT on a product class without a rule", async () => {
    const p = await product("GIFT-500");
    expect(p.tax_rate).toBe(0);
    expect(p.price).toBe(50000);
    expect(p.price_incl_tax).toBe(50000);
  });

  it("lists tax rules with their rates", async () => {
    const { result } = await post("/api/catalog/taxrule/search", { filters: { product_tax_class_id: 2 } });
    expect(result.items).toHaveLength(1);
    expect(result.items[0].rates).toContainEqual({ rate: 5, tax_country_id: "AE", region_name: null, tax_region_id: 0 });
  });
});

describe("status and visibility", () => {
  it("does not find a disabled product", async () => {
    const res = await get("/api/catalog/product/DISABLED");
    expect(res.status).toBe(404);
    expect(res.result).toBe("Product query returned empty result product status = 2");
  });

  it("does not find a child that has no parent", async () => {
    const res = await get("/api/catalog/product/ORPHAN");
    expect(res.status).toBe(404);
    expect(res.result).toBe("Product query returned empty result product visibility = 1");
  });

  it("answers a child sku with its parent, naming the configured child", async () => {
    const p = await product("IPHONE-15-PRO-BLK-256");
    expect(p.sku).toBe("IPHONE-15-PRO");
    expect(p.configured_child_sku).toBe("IPHONE-15-PRO-BLK-256");
  });

  it("is a 404, not a 500, for an unknown sku", async () => {
    expect((await get("/api/catalog/product/NOPE")).status).toBe(404);
  });

  it("finds a product by its id as by its sku, in any digits, and nothing for an unknown, malformed or disabled id", async () => {
    const ids = new Map((await fixture.db().selectFrom("products").select(["id", "sku"]).execute()).map((row) => [row.sku, row.id]));
    const child = String(ids.get("IPHONE-15-PRO-BLK-256")!).replace(/\d/g, (digit) => String.fromCharCode(0x660 + Number(digit)));
    const p = (await get(`/api/catalog/product-by-id/${encodeURIComponent(child)}`)).result;
    expect(p.sku).toBe("IPHONE-15-PRO");
    expect(p.configured_child_sku).toBe("IPHONE-15-PRO-BLK-256");
    for (const id of [String(ids.get("DISABLED")!), "2147483647", "0", "1x"]) {
      expect((await get(`/api/catalog/product-by-id/${id}`)).status, id).toBe(404);
    }
  });
});

describe("configurable products", () => {
  it("drops children that are out of stock or disabled", async () => {
    const p = await product("IPHONE-15-PRO");
    expect(p.configurable_children.map((c: { sku: string }) => c.sku)).toEqual(["IPHONE-15-PRO-BLK-128", "IPHONE-15-PRO-BLK-256"]);
    expect(p.errors).toEqual({});
  });

  it("offers the option values of every enabled child, labelled in the store's language", async () => {
    const p = await product("IPHONE-15-PRO", "ar");
    const color = p.configurable_options.find((o: { attribute_code: string }) => o.attribute_code === "color");
    expect(color.label).toBe("اللون");
    expect(color.values.map((v: { label: string }) => v.label)).toEqual(["أسود", "أبيض"]);
    const storage = p.configurable_options.find((o: { attribute_code: string }) => o.attribute_code === "storage");
    expect(storage.values.map((v: { value_index: number }) => v.value_index)).toEqual([128, 256]);
  });

  it("maps each child to its option values", async () => {
    const p = await product("IPHONE-15-PRO");
    expect(p.configurable_children[1].custom_attributes).toEqual({ color: 1, storage: 256 });
  });

  it("is priced from its cheapest available child", async () => {
    const p = await product("IPHONE-15-PRO");
    expect(p.final_price_incl_tax).toBe(409900);
  });

  it("reports no available variants when every child is sold out", async () => {
    const p = await product("SOLD-OUT-PHONE");
    expect(p.errors.variants).toBe("No available product variants");
    expect(p.configurable_children).toEqual([]);
    expect(p.stock.is_in_stock).toBe(false);
  });
});

describe("bundle and grouped products", () => {
  it("prices a bundle from each option's default part, else its first buyable part, times qty", async () => {
    const p = await product("STARTER-KIT");
    // Protection: CASE (default, 199.00). Power: the default is disabled, so CHARGER x2 at its special 79.00.
    expect(p.bundle_options.map((o: { product_links: unknown[] }) => o.product_links.length)).toEqual([1, 1]);
    expect(p.final_price_incl_tax).toBe(19900 + 2 * 7900);
    expect(p.price_incl_tax).toBe(19900 + 2 * 9900);
  });

  it("prices a grouped product as the sum of its buyable associated products", async () => {
    const p = await product("OFFICE-SET");
    expect(p.grouped_items.map((i: { sku: string }) => i.sku)).toEqual(["CASE", "CHARGER"]);
    expect(p.final_price_incl_tax).toBe(19900 + 7900);
  });
});

describe("custom options and links", () => {
  it("lists custom option values with fixed and percent prices", async () => {
    const p = await product("PHONE-SALE");
    expect(p.custom_options[0].values).toEqual([
      expect.objectContaining({ title: "1 year", price_type: "fixed", price: 19900 }),
      expect.objectContaining({ title: "2 years", price_type: "percent", price: 10 }),
    ]);
  });

  it("lists related products that can be shown, with their summaries", async () => {
    const p = await product("PHONE-SALE");
    expect(p.product_links).toHaveLength(1);
    expect(p.product_links[0]).toMatchObject({ link_type: "related", linked_product_sku: "PHONE-EXPIRED" });
    expect(p.product_links[0].product.final_price_incl_tax).toBe(99900);
  });

  it("shows only visible specification rows, labelled", async () => {
    const p = await product("PHONE-SALE", "ar");
    expect(p.specs).toEqual([{ code: "ram", label: "الذاكرة", value: "8 جيجابايت" }]);
  });
});
