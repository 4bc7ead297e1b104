import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceKinds } from "../contract/device-kinds";
import { migrate, openDatabase, type DB } from "../db/connection";
import type { Category, Product } from "../db/schema";
import { seedDatabase, type SeedOptions, type SeedSummary } from "./generate";

const ARABIC = /[\u0600-\u06FF]/;
const NOW = new Date("2025-03-01T08:00:00.000Z");
const OPTIONS: SeedOptions = { products: 600, seed: 42, now: NOW };

const tempDir = mkdtempSync(join(tmpdir(), "seed-test-"));
let dbCount = 0;

async function freshDatabase(): Promise<DB> {
  const db = openDatabase(`file:${join(tempDir, `store-${++dbCount}.db`)}`);
  await migrate(db);
  return db;
}

let db: DB;
let summary: SeedSummary;
let products: Product[];
let categories: Category[];

beforeAll(async () => {
  db = await freshDatabase();
  summary = await seedDatabase(db, OPTIONS);
  products = await db.selectFrom("products").selectAll().orderBy("id").execute();
  categories = await db.selectFrom("categories").selectAll().orderBy("id").execute();
});

afterAll(async () => {
  await db.destroy();
  rmSync(tempDir, { recursive: true, force: true });
});

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

describe("seedDatabase with 600 products", () => {
  it("creates about the requested number of products and reports what it wrote", async () => {
    expect(products.length).toBeGreaterThanOrEqual(570);
    expect(products.length).toBeLessThanOrEqual(630);
    expect(summary.counts.products).toBe(products.length);
    expect(summary.counts.stock).toBe(products.length);
    expect(summary.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("refuses to seed a database that already has products", async () => {
    await expect(seedDatabase(db, OPTIONS)).rejects.toThrow(/already has \d+ rows/);
  });

  it("creates the English and Arabic store views", async () => {
    const views = await db.selectFrom("store_views").selectAll().orderBy("id").execute();
    expect(views).toEqual([
      { id: 1, code: "en", name: "English", locale: "en-US", is_default: 1 },
      { id: 2, code: "ar", name: "العربية", locale: "ar-SA", is_default: 0 },
    ]);
  });
});

describe("category tree", () => {
  it("has the root catalog and the store's default category", () => {
    expect(categories[0]).toMatchObject({ id: 1, parent_id: null, level: 0, path: "1", name_en: "Root Catalog" });
    expect(categories[1]).toMatchObject({ id: 2, parent_id: 1, level: 1, path: "1/2", name_en: "Default Category" });
  });

  it("has at least 8 top categories, each with subcategories that have leaves", () => {
    const tops = categories.filter((c) => c.parent_id === 2);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) {
      const subs = categories.filter((c) => c.parent_id === top.id);
      expect(subs.length, top.name_en).toBeGreaterThanOrEqual(3);
      for (const sub of subs) expect(categories.filter((c) => c.parent_id === sub.id).length, sub.name_en).toBeGreaterThanOrEqual(2);
    }
  });

  it("keeps path, level and url_path consistent with the parent", () => {
    const categoriesById = byId(categories);
    for (const category of categories.slice(2)) {
      const parent = categoriesById.get(category.parent_id!)!;
      expect(category.path).toBe(`${parent.path}/${category.id}`);
      expect(category.level).toBe(parent.level + 1);
      expect(category.url_path).toBe(parent.level >= 2 ? `${parent.url_path}/${category.url_key}` : category.url_key);
      expect(category.url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.name_ar).toMatch(ARABIC);
      expect(deviceKinds).toContain(category.icon);
    }
  });

  it("has globally unique url keys", () => {
    expect(new Set(categories.map((c) => c.url_key)).size).toBe(categories.length);
  });
});

describe("reference data", () => {
  it("has at least 25 brands with Arabic names and colours", async () => {
    const brands = await db.selectFrom("brands").selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(25);
    for (const brand of brands) {
      expect(brand.name_ar).toMatch(ARABIC);
      expect(brand.color).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it("has colour, storage and screen size options with Arabic labels", async () => {
    const options = await db.selectFrom("attribute_options").selectAll().execute();
    for (const code of ["color", "storage", "screen_size"]) {
      const ofAttribute = options.filter((o) => o.attribute_code === code);
      expect(ofAttribute.length, code).toBeGreaterThanOrEqual(5);
      for (const option of ofAttribute) expect(option.label_ar).toMatch(ARABIC);
    }
    expect(options.filter((o) => o.attribute_code === "color").every((o) => /^#[0-9A-F]{6}$/i.test(o.swatch ?? ""))).toBe(true);
  });

  it("has the UAE VAT rule at 5% and a zero-rated rule for class 0", async () => {
    const rules = await db
      .selectFrom("tax_rules")
      .innerJoin("tax_rates", "tax_rates.tax_rule_id", "tax_rules.id")
      .select(["tax_rules.code", "product_tax_class_ids", "customer_tax_class_ids", "tax_country_id", "tax_region_id", "rate"])
      .execute();
    const vat = rules.find((r) => r.code === "UAE VAT")!;
    expect(JSON.parse(vat.product_tax_class_ids)).toEqual([2]);
    expect(JSON.parse(vat.customer_tax_class_ids)).toEqual([3]);
    expect(vat).toMatchObject({ tax_country_id: "AE", tax_region_id: 0, rate: 5 });
    const zero = rules.find((r) => r.code === "Zero rated")!;
    expect(JSON.parse(zero.product_tax_class_ids)).toEqual([0]);
    expect(zero.rate).toBe(0);
  });
});

describe("products", () => {
  it("are named and described in both languages", () => {
    for (const p of products) {
      expect(p.name_en, p.sku).not.toBe("");
      expect(p.description_en, p.sku).not.toBe("");
      expect(p.name_ar, p.sku).toMatch(ARABIC);
      expect(p.description_ar, p.sku).toMatch(ARABIC);
      const featuresEn = JSON.parse(p.key_features_en) as string[];
      const featuresAr = JSON.parse(p.key_features_ar) as string[];
      expect(featuresEn.length, p.sku).toBeGreaterThanOrEqual(2);
      expect(featuresEn.length, p.sku).toBeLessThanOrEqual(5);
      expect(featuresAr.length).toBe(featuresEn.length);
      // A feature that is only a technical value ("NVIDIA GeForce RTX 4060", "IP68") is written the same in Arabic.
      for (const feature of featuresAr) expect(feature).toMatch(/[\u0600-\u06FF]|^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u);
    }
  });

  it("have a valid kind, url key, specs and image gallery", () => {
    for (const p of products) {
      expect(deviceKinds, p.sku).toContain(p.kind);
      expect(p.url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const specs = JSON.parse(p.specs) as Record<string, { en: string; ar: string }>;
      for (const value of Object.values(specs)) expect(typeof value.en === "string" && typeof value.ar === "string").toBe(true);
      const gallery = JSON.parse(p.media_gallery) as { image: string; type: string; label: string }[];
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(3);
      gallery.forEach((entry, i) => expect(entry).toEqual({ image: `/${p.sku}/${i + 1}.svg`, type: "image", label: p.name_en }));
    }
  });

  it("have integer VAT-inclusive prices that fit their category", async () => {
    const categoriesById = byId(categories);
    const subcategoryOf = new Map<number, string>();
    for (const link of await db.selectFrom("product_categories").selectAll().execute()) {
      const category = categoriesById.get(link.category_id)!;
      if (category.level === 3) subcategoryOf.set(link.product_id, category.url_key);
    }
    const rangesAed: Record<string, [number, number]> = {
      smartphones: [499, 6999],
      laptops: [1499, 12999],
      televisions: [899, 24999],
      "mobile-accessories": [19, 999],
    };
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      const range = rangesAed[subcategoryOf.get(p.id) ?? ""];
      if (!range || p.type_id === "bundle" || p.type_id === "grouped") continue;
      expect(p.price / 100, p.name_en).toBeGreaterThanOrEqual(range[0]);
      expect(p.price / 100, p.name_en).toBeLessThanOrEqual(range[1]);
      expect(p.price % 100, p.name_en).toBe(0);
    }
  });

  it("have unique SKUs and a stock row each", async () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    const stock = await db.selectFrom("stock").selectAll().execute();
    const stockIds = new Set(stock.map((s) => s.product_id));
    expect(products.every((p) => stockIds.has(p.id))).toBe(true);
    const managed = stock.filter((s) => s.manage_stock === 1);
    const outOfStock = managed.filter((s) => s.is_in_stock === 0);
    expect(outOfStock.every((s) => s.qty === 0)).toBe(true);
    expect(managed.filter((s) => s.is_in_stock === 1).every((s) => s.qty >= 1 && s.qty <= 200)).toBe(true);
    expect(outOfStock.length / managed.length).toBeGreaterThan(0.03);
    expect(outOfStock.length / managed.length).toBeLessThan(0.2);
  });

  it("are mostly enabled and visible in catalogue and search", () => {
    const listed = products.filter((p) => p.parent_sku === null);
    expect(listed.filter((p) => p.visibility === 4).length / listed.length).toBeGreaterThan(0.85);
    expect(products.filter((p) => p.status === 2).length / products.length).toBeLessThan(0.05);
  });

  it("charge VAT on everything except gift cards", () => {
    for (const p of products) expect(p.tax_class_id, p.sku).toBe(p.type_id === "giftcard" ? 0 : 2);
  });

  it("spread creation dates over the last 18 months", () => {
    const oldest = NOW.getTime() - 550 * 86_400_000;
    for (const p of products) {
      expect(Date.parse(p.created_at)).toBeGreaterThanOrEqual(oldest);
      expect(p.created_at <= p.updated_at && p.updated_at <= NOW.toISOString()).toBe(true);
    }
  });

  it("have special prices below the price, with current, expired and future windows", () => {
    const specials = products.filter((p) => p.special_price !== null);
    const priced = products.filter((p) => p.price > 0 && p.type_id !== "giftcard");
    expect(specials.length / priced.length).toBeGreaterThan(0.1);
    expect(specials.length / priced.length).toBeLessThan(0.35);
    expect(specials.every((p) => p.special_price! < p.price)).toBe(true);
    const now = NOW.toISOString();
    expect(specials.some((p) => p.special_to_date !== null && p.special_to_date < now)).toBe(true);
    expect(specials.some((p) => p.special_from_date !== null && p.special_from_date > now)).toBe(true);
    expect(specials.some((p) => p.special_from_date !== null && p.special_from_date <= now && p.special_to_date! >= now)).toBe(true);
    for (const p of specials.filter((s) => s.special_from_date !== null)) {
      expect(new Date(p.special_from_date!).toISOString()).toBe(p.special_from_date);
    }
  });
});

describe("configurable products", () => {
  it("have at least two children that point back to them and are not visible on their own", async () => {
    const configurables = products.filter((p) => p.type_id === "configurable");
    expect(configurables.length).toBeGreaterThanOrEqual(5);
    const bySku = new Map(products.map((p) => [p.sku, p]));
    const children = products.filter((p) => p.parent_sku !== null);
    for (const child of children) {
      expect(bySku.get(child.parent_sku!)?.type_id).toBe("configurable");
      expect(child.visibility).toBe(1);
      expect(child.type_id).toBe("simple");
      expect(child.sku.startsWith(`${child.parent_sku}-`)).toBe(true);
    }
    const options = await db.selectFrom("configurable_options").selectAll().execute();
    for (const parent of configurables) {
      const own = children.filter((c) => c.parent_sku === parent.sku);
      expect(own.length, parent.sku).toBeGreaterThanOrEqual(2);
      expect(options.filter((o) => o.product_id === parent.id).length, parent.sku).toBeGreaterThanOrEqual(1);
      const cheapest = own.reduce((a, b) => (b.price < a.price ? b : a));
      expect(parent.price).toBe(cheapest.price);
      expect(parent.special_price).toBe(cheapest.special_price);
    }
  });

  it("include one whose children are all out of stock, and some disabled children", async () => {
    const stock = new Map((await db.selectFrom("stock").selectAll().execute()).map((s) => [s.product_id, s]));
    const configurables = products.filter((p) => p.type_id === "configurable");
    const soldOut = configurables.filter((parent) =>
      products.filter((c) => c.parent_sku === parent.sku).every((c) => stock.get(c.id)!.is_in_stock === 0),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    expect(products.some((p) => p.parent_sku !== null && p.status === 2)).toBe(true);
  });
});

describe("bundles, grouped products and other types", () => {
  it("give every bundle option a default selection of an existing simple product", async () => {
    const bundles = products.filter((p) => p.type_id === "bundle");
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    const options = await db.selectFrom("bundle_options").selectAll().execute();
    const selections = await db.selectFrom("bundle_selections").selectAll().execute();
    const productsById = byId(products);
    for (const bundle of bundles) {
      const own = options.filter((o) => o.product_id === bundle.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const option of own) {
        expect(option.title_ar).toMatch(ARABIC);
        const chosen = selections.filter((s) => s.option_id === option.id);
        expect(chosen.length).toBeGreaterThanOrEqual(1);
        expect(chosen.length).toBeLessThanOrEqual(3);
        expect(chosen.filter((s) => s.is_default === 1).length).toBe(1);
        for (const s of chosen) expect(productsById.get(s.product_id)?.type_id).toBe("simple");
      }
    }
  });

  it("link grouped products to simple products", async () => {
    const grouped = products.filter((p) => p.type_id === "grouped");
    expect(grouped.length).toBeGreaterThanOrEqual(2);
    const links = await db.selectFrom("product_links").selectAll().where("link_type", "=", "associated").execute();
    const productsById = byId(products);
    for (const set of grouped) {
      const parts = links.filter((l) => l.product_id === set.id);
      expect(parts.length).toBeGreaterThanOrEqual(2);
      for (const part of parts) expect(productsById.get(part.linked_product_id)?.type_id).toBe("simple");
    }
  });

  it("include gift cards and virtual protection plans without managed stock, and downloadable software counted by its licence keys", async () => {
    const stock = new Map((await db.selectFrom("stock").selectAll().execute()).map((s) => [s.product_id, s]));
    const giftCards = products.filter((p) => p.type_id === "giftcard");
    expect(new Set(giftCards.map((p) => p.price))).toEqual(new Set([10000, 25000, 50000, 100000]));
    expect(giftCards.every((p) => p.kind === "gift-card")).toBe(true);
    const virtual = products.filter((p) => p.type_id === "virtual");
    expect(virtual.length).toBeGreaterThanOrEqual(2);
    expect(virtual.every((p) => p.kind === "warranty")).toBe(true);
    const downloadable = products.filter((p) => p.type_id === "downloadable");
    expect(downloadable.length).toBeGreaterThanOrEqual(2);
    expect(downloadable.every((p) => p.kind === "software")).toBe(true);
    for (const p of [...giftCards, ...virtual]) expect(stock.get(p.id)!.manage_stock).toBe(0);
    const keys = await db.selectFrom("licence_keys").select(["product_id"]).execute();
    for (const p of downloadable) {
      expect(stock.get(p.id)).toMatchObject({ manage_stock: 1, qty: keys.filter((k) => k.product_id === p.id).length, is_in_stock: 1 });
    }
  });

  it("offer wall mounting on TVs at a fixed price and extended warranty on laptops as a percentage", async () => {
    const rows = await db
      .selectFrom("custom_options as o")
      .innerJoin("custom_option_values as v", "v.option_id", "o.id")
      .innerJoin("products as p", "p.id", "o.product_id")
      .select(["p.kind", "o.title_en", "o.title_ar", "v.price_type", "v.price"])
      .execute();
    expect(rows.some((r) => r.kind === "tv" && r.price_type === "fixed" && r.price >= 1000)).toBe(true);
    expect(rows.some((r) => r.kind === "laptop" && r.price_type === "percent" && r.price > 0 && r.price < 100)).toBe(true);
    expect(rows.every((r) => ARABIC.test(r.title_ar))).toBe(true);
  });
});

describe("category membership and links", () => {
  it("puts each listed product in its leaf and both ancestors, and no configurable child anywhere", async () => {
    const links = await db.selectFrom("product_categories").selectAll().execute();
    const categoriesById = byId(categories);
    const levelsByProduct = new Map<number, number[]>();
    for (const link of links) {
      levelsByProduct.set(link.product_id, [...(levelsByProduct.get(link.product_id) ?? []), categoriesById.get(link.category_id)!.level]);
    }
    for (const p of products) {
      const levels = (levelsByProduct.get(p.id) ?? []).sort();
      expect(levels, p.sku).toEqual(p.visibility === 1 ? [] : [2, 3, 4]);
    }
  });

  it("relates products within the same leaf", async () => {
    const links = await db.selectFrom("product_links").selectAll().where("link_type", "in", ["related", "upsell"]).execute();
    expect(links.some((l) => l.link_type === "related")).toBe(true);
    expect(links.some((l) => l.link_type === "upsell")).toBe(true);
    const leafIds = new Map<number, number>();
    const leafLinks = await db
      .selectFrom("product_categories as pc")
      .innerJoin("categories as c", "c.id", "pc.category_id")
      .where("c.level", "=", 4)
      .select(["pc.product_id", "pc.category_id"])
      .execute();
    for (const l of leafLinks) leafIds.set(l.product_id, l.category_id);
    const prices = new Map(products.map((p) => [p.id, p.price]));
    for (const link of links) {
      expect(leafIds.get(link.product_id)).toBe(leafIds.get(link.linked_product_id));
      if (link.link_type === "upsell") expect(prices.get(link.linked_product_id)!).toBeGreaterThan(prices.get(link.product_id)!);
    }
  });
});

describe("store content", () => {
  it("has the CMS pages, with numbered terms sections, in both languages", async () => {
    const pages = await db.selectFrom("cms_pages").selectAll().execute();
    expect(pages.map((p) => p.identifier).sort()).toEqual(
      ["about-us", "customer-support/contact-us", "delivery", "privacy-policy", "terms-conditions"],
    );
    for (const page of pages) expect(page.content_ar).toMatch(ARABIC);
    const terms = pages.find((p) => p.identifier === "terms-conditions")!;
    for (let i = 1; i <= 11; i++) {
      expect(terms.content_en).toContain(`id="content-${i}"`);
      expect(terms.content_ar).toContain(`id="content-${i}"`);
    }
    expect(pages.find((p) => p.identifier === "delivery")!.content_en).toContain("Fujairah");
  });

  it("has home blocks and banners that link to real categories", async () => {
    const blocks = await db.selectFrom("cms_blocks").select("identifier").execute();
    expect(blocks.map((b) => b.identifier)).toEqual(expect.arrayContaining(["footer-links", "home-usp"]));
    const banners = await db.selectFrom("banners").selectAll().execute();
    expect(banners.filter((b) => b.slot === "main")).toHaveLength(3);
    expect(banners.filter((b) => b.slot === "small")).toHaveLength(4);
    const urlKeys = new Set(categories.map((c) => c.url_key));
    for (const banner of banners) {
      expect(urlKeys.has(banner.link.replace(/^\/c\//, ""))).toBe(true);
      expect(deviceKinds).toContain(banner.kind);
    }
  });

  it("redirects old URLs to existing categories and products", async () => {
    const redirects = await db.selectFrom("url_redirects").selectAll().execute();
    const urlKeys = new Set(categories.map((c) => c.url_key));
    const productPaths = new Set(products.map((p) => `/p/${p.sku}/${p.url_key}`));
    expect(redirects.some((r) => r.target_path.startsWith("/p/"))).toBe(true);
    for (const r of redirects) {
      expect(r.redirect_type).toBe(301);
      const categoryKey = /^(?:\/ar)?\/c\/(.+)$/.exec(r.target_path)?.[1];
      if (categoryKey) expect(urlKeys.has(categoryKey)).toBe(true);
      if (r.target_path.startsWith("/p/")) expect(productPaths.has(r.target_path)).toBe(true);
    }
  });

  it("has search synonyms that bridge English and Arabic spellings", async () => {
    const groups = (await db.selectFrom("search_synonyms").select("terms").execute()).map((r) => r.terms.split(","));
    const groupWith = (term: string) => groups.find((g) => g.includes(term));
    expect(groupWith("samsung")).toContain("سامسونج");
    expect(groupWith("iphone")).toEqual(expect.arrayContaining(["ايفون", "آيفون"]));
    expect(groupWith("pro")).toContain("برو");
    expect(groupWith("laptop")).toContain("لابتوب");
  });

  it("has promo codes, bank coupons and gift cards for checkout", async () => {
    const promos = await db.selectFrom("promo_rules").selectAll().execute();
    const codes = new Set(promos.map((p) => p.code));
    for (const code of ["WELCOME10", "SAVE50", "FREESHIP"]) expect(codes.has(code)).toBe(true);
    expect(promos.filter((p) => p.is_bank_coupon === 1).length).toBeGreaterThanOrEqual(2);
    expect(promos.some((p) => p.to_date !== null && p.to_date < NOW.toISOString())).toBe(true);
    expect(promos.some((p) => p.usage_limit !== null && p.times_used >= p.usage_limit)).toBe(true);
    expect(promos.some((p) => p.scope_brand !== null)).toBe(true);
    // Every bank coupon names its bank's cards (decision 047); the documented Emirates NBD test card is ENBD15's.
    const bins = await db.selectFrom("bank_offer_bins").selectAll().execute();
    for (const bank of promos.filter((p) => p.is_bank_coupon === 1)) expect(bins.some((b) => b.coupon_code === bank.code)).toBe(true);
    expect(bins.filter((b) => b.coupon_code === "ENBD15").some((b) => b.bin_from <= "455701" && "455701" <= b.bin_to)).toBe(true);
    expect(bins.some((b) => b.bin_from <= "411111" && "411111" <= b.bin_to)).toBe(false);
    const giftCards = await db.selectFrom("gift_cards").selectAll().execute();
    expect(giftCards.find((g) => g.code === "GC-1000-AAAA")?.balance).toBe(100_000);
    expect(giftCards.some((g) => g.balance === 0)).toBe(true);
    expect(giftCards.some((g) => g.expires_at !== null && g.expires_at < NOW.toISOString())).toBe(true);
  });
});

describe("determinism and speed", () => {
  it("produces identical rows for the same options", async () => {
    const again = await freshDatabase();
    try {
      await seedDatabase(again, OPTIONS);
      for (const table of ["products", "product_links", "bundle_selections", "stock", "custom_option_values", "reviews"] as const) {
        const first = await db.selectFrom(table).selectAll().execute();
        const second = await again.selectFrom(table).selectAll().execute();
        expect(second, table).toEqual(first);
      }
    } finally {
      await again.destroy();
    }
  });

  it("seeds 5,000 products quickly", async () => {
    const large = await freshDatabase();
    try {
      const started = performance.now();
      const result = await seedDatabase(large, { products: 5000, seed: 7, now: NOW });
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(result.counts.products).toBeGreaterThanOrEqual(4750);
      expect(result.counts.products).toBeLessThanOrEqual(5250);
    } finally {
      await large.destroy();
    }
  });
});
