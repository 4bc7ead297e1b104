import { sql, type Insertable } from "kysely";
import { migrate, openDatabase } from "../../commerce/db/connection";
import { isPostgres } from "../../commerce/db/engine";
import type { GiftCardTable, ProductTable, PromoRuleTable } from "../../commerce/db/schema";

/**
 * A small hand-made catalogue whose every price and rule is known, for tests that check exact figures.
 * Prices are VAT-inclusive fils; "now" in these tests is FIXTURE_NOW.
 */
export const FIXTURE_NOW = new Date("2026-06-15T12:00:00.000Z");
/** Signs what the backend hands out in tests (guest order links, the test providers' keys). */
export const FIXTURE_SECRET = "fixture-commerce-secret";
const past = "2026-01-01T00:00:00.000Z";
const yesterday = "2026-06-14T00:00:00.000Z";
const tomorrow = "2026-06-16T00:00:00.000Z";
const future = "2026-12-31T00:00:00.000Z";

type Row = Omit<Insertable<ProductTable>, "created_at" | "updated_at" | "url_key" | "name_ar" | "kind"> &
  Partial<Pick<Insertable<ProductTable>, "name_ar" | "kind">> & { qty?: number; in_stock?: boolean };

const products: Row[] = [
  { sku: "PHONE-SALE", type_id: "simple", name_en: "Samsung Galaxy A55", brand: "samsung", price: 105000, special_price: 94500, special_from_date: yesterday, special_to_date: tomorrow },
  { sku: "PHONE-EXPIRED", type_id: "simple", name_en: "Samsung Galaxy A35", brand: "samsung", price: 99900, special_price: 79900, special_from_date: past, special_to_date: yesterday },
  { sku: "PHONE-FUTURE", type_id: "simple", name_en: "Apple iPhone 15", brand: "apple", price: 329900, special_price: 299900, special_from_date: tomorrow, special_to_date: future },
  { sku: "PHONE-HIGHER-SPECIAL", type_id: "simple", name_en: "Apple iPhone 14", brand: "apple", price: 249900, special_price: 259900 },
  { sku: "CASE", type_id: "simple", name_en: "Silicone Case", brand: "apple", price: 19900, kind: "phone-case" },
  { sku: "CHARGER", type_id: "simple", name_en: "USB-C Charger 20W", brand: "apple", price: 9900, special_price: 7900, kind: "charger" },
  { sku: "CABLE-OOS", type_id: "simple", name_en: "USB-C Cable", brand: "apple", price: 4900, kind: "cable", qty: 0, in_stock: false },
  { sku: "DISABLED", type_id: "simple", name_en: "Old Phone", brand: "apple", price: 10000, status: 2 },
  { sku: "SEARCH-ONLY", type_id: "simple", name_en: "Search Only Phone", brand: "apple", price: 10000, visibility: 3 },
  { sku: "ORPHAN", type_id: "simple", name_en: "Orphan Child", brand: "apple", price: 10000, visibility: 1 },
  { sku: "IPHONE-15-PRO", type_id: "configurable", name_en: "Apple iPhone 15 Pro", brand: "apple", price: 429900, color: 1, storage: 128 },
  { sku: "IPHONE-15-PRO-BLK-128", parent_sku: "IPHONE-15-PRO", type_id: "simple", visibility: 1, name_en: "Apple iPhone 15 Pro 128GB Black", brand: "apple", price: 429900, color: 1, storage: 128 },
  { sku: "IPHONE-15-PRO-BLK-256", parent_sku: "IPHONE-15-PRO", type_id: "simple", visibility: 1, name_en: "Apple iPhone 15 Pro 256GB Black", brand: "apple", price: 479900, special_price: 409900, color: 1, storage: 256 },
  { sku: "IPHONE-15-PRO-WHT-128", parent_sku: "IPHONE-15-PRO", type_id: "simple", visibility: 1, name_en: "Apple iPhone 15 Pro 128GB White", brand: "apple", price: 429900, color: 2, storage: 128, qty: 0, in_stock: false },
  { sku: "IPHONE-15-PRO-WHT-256", parent_sku: "IPHONE-15-PRO", type_id: "simple", visibility: 1, name_en: "Apple iPhone 15 Pro 256GB White", brand: "apple", price: 479900, color: 2, storage: 256, status: 2 },
  { sku: "SOLD-OUT-PHONE", type_id: "configurable", name_en: "Honor 90", brand: "samsung", price: 149900 },
  { sku: "SOLD-OUT-PHONE-BLK", parent_sku: "SOLD-OUT-PHONE", type_id: "simple", visibility: 1, name_en: "Honor 90 Black", brand: "samsung", price: 149900, color: 1, storage: 256, qty: 0, in_stock: false },
  { sku: "STARTER-KIT", type_id: "bundle", name_en: "iPhone Starter Kit", brand: "apple", price: 0 },
  { sku: "OFFICE-SET", type_id: "grouped", name_en: "Charging Set", brand: "apple", price: 0, kind: "charger" },
  { sku: "GIFT-500", type_id: "giftcard", name_en: "Gift Card AED 500", price: 50000, tax_class_id: 0, kind: "gift-card" },
];

export async function createCatalogFixture(databaseUrl: string): Promise<Map<string, number>> {
  const db = openDatabase(databaseUrl);
  await migrate(db);
  const at = "2026-05-01T00:00:00.000Z";
  await db.insertInto("store_views").values([
    { id: 1, code: "en", name: "English", locale: "en-US", is_default: 1 },
    { id: 2, code: "ar", name: "العربية", locale: "ar-SA", is_default: 0 },
  ]).execute();
  await db.insertInto("brands").values([
    { code: "apple", name_en: "Apple", name_ar: "أبل", color: "#555555" },
    { code: "samsung", name_en: "Samsung", name_ar: "سامسونج", color: "#1428a0" },
  ]).execute();
  const category = (id: number, parent: number | null, path: string, level: number, key: string, en: string, ar: string, urlPath = key) => ({
    id, parent_id: parent, path, level, position: id, url_key: key, url_path: urlPath, is_active: 1 as const,
    include_in_menu: 1 as const, name_en: en, name_ar: ar, icon: "phone", created_at: at, updated_at: at,
  });
  await db.insertInto("categories").values([
    category(1, null, "1", 0, "root", "Root Catalog", "الجذر"),
    category(2, 1, "1/2", 1, "default", "Default Category", "الفئة الافتراضية"),
    category(10, 2, "1/2/10", 2, "mobiles", "Mobiles", "الهواتف", "mobiles"),
    category(11, 10, "1/2/10/11", 3, "smartphones", "Smartphones", "الهواتف الذكية", "mobiles/smartphones"),
  ]).execute();
  // Explicit ids leave PostgreSQL's identity behind; a category the back office creates takes the next free one.
  if (isPostgres(db)) await sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`.execute(db);
  await db.insertInto("attributes").values([
    { attribute_code: "color", frontend_input: "select", label_en: "Colour", label_ar: "اللون", is_comparable: 1, is_filterable: 1, is_visible: 1, is_user_defined: 1, position: 1 },
    { attribute_code: "storage", frontend_input: "select", label_en: "Storage", label_ar: "السعة", is_comparable: 1, is_filterable: 1, is_visible: 1, is_user_defined: 1, position: 2 },
    { attribute_code: "ram", frontend_input: "text", label_en: "RAM", label_ar: "الذاكرة", is_comparable: 1, is_filterable: 0, is_visible: 1, is_user_defined: 1, position: 3 },
    { attribute_code: "internal_code", frontend_input: "text", label_en: "Internal", label_ar: "داخلي", is_comparable: 0, is_filterable: 0, is_visible: 0, is_user_defined: 0, position: 4 },
  ]).execute();
  await db.insertInto("attribute_options").values([
    { attribute_code: "color", value_index: 1, label_en: "Black", label_ar: "أسود", swatch: "#000000", position: 1 },
    { attribute_code: "color", value_index: 2, label_en: "White", label_ar: "أبيض", swatch: "#ffffff", position: 2 },
    { attribute_code: "storage", value_index: 128, label_en: "128GB", label_ar: "128 جيجابايت", swatch: null, position: 1 },
    { attribute_code: "storage", value_index: 256, label_en: "256GB", label_ar: "256 جيجابايت", swatch: null, position: 2 },
  ]).execute();
  const vat = await db.insertInto("tax_rules").values({ code: "UAE VAT", priority: 0, product_tax_class_ids: "[2]", customer_tax_class_ids: "[3]" }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("tax_rates").values([
    { tax_rule_id: vat.id, code: "AE-5", tax_country_id: "AE", tax_region_id: 0, region_name: null, rate: 5 },
    { tax_rule_id: vat.id, code: "SA-15", tax_country_id: "SA", tax_region_id: 0, region_name: null, rate: 15 },
  ]).execute();

  const ids = new Map<string, number>();
  for (const { qty = 10, in_stock = true, ...p } of products) {
    const inserted = await db
      .insertInto("products")
      .values({
        kind: "phone",
        name_ar: `${p.name_en} بالعربية`,
        description_en: `About ${p.name_en}`,
        description_ar: `عن ${p.name_en}`,
        key_features_en: JSON.stringify(["Fast", "Light"]),
        key_features_ar: JSON.stringify(["سريع", "خفيف"]),
        specs: JSON.stringify({ ram: { en: "8 GB", ar: "8 جيجابايت" }, internal_code: { en: "X", ar: "X" } }),
        url_key: p.name_en.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
        created_at: at,
        updated_at: at,
        ...p,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(p.sku, inserted.id);
    await db.insertInto("stock").values({ product_id: inserted.id, qty, is_in_stock: in_stock ? 1 : 0, manage_stock: 1, updated_at: at }).execute();
    if (p.visibility !== 1) {
      await db.insertInto("product_categories").values([{ product_id: inserted.id, category_id: 10, position: 0 }, { product_id: inserted.id, category_id: 11, position: 0 }]).execute();
    }
  }
  const id = (sku: string) => ids.get(sku)!;
  await db.insertInto("configurable_options").values([
    { product_id: id("IPHONE-15-PRO"), attribute_code: "color", position: 0 },
    { product_id: id("IPHONE-15-PRO"), attribute_code: "storage", position: 1 },
    { product_id: id("SOLD-OUT-PHONE"), attribute_code: "color", position: 0 },
  ]).execute();

  const protection = await db.insertInto("bundle_options").values({ product_id: id("STARTER-KIT"), title_en: "Protection", title_ar: "الحماية", required: 1, position: 0 }).returning("id").executeTakeFirstOrThrow();
  const power = await db.insertInto("bundle_options").values({ product_id: id("STARTER-KIT"), title_en: "Power", title_ar: "الطاقة", required: 1, position: 1 }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("bundle_selections").values([
    { option_id: protection.id, product_id: id("CABLE-OOS"), qty: 1, is_default: 0, position: 0 },
    { option_id: protection.id, product_id: id("CASE"), qty: 1, is_default: 1, position: 1 },
    { option_id: power.id, product_id: id("CHARGER"), qty: 2, is_default: 0, position: 0 },
    { option_id: power.id, product_id: id("DISABLED"), qty: 1, is_default: 1, position: 1 },
  ]).execute();

  await db.insertInto("product_links").values([
    { product_id: id("OFFICE-SET"), linked_product_id: id("CASE"), link_type: "associated", qty: 1, position: 0 },
    { product_id: id("OFFICE-SET"), linked_product_id: id("CHARGER"), link_type: "associated", qty: 1, position: 1 },
    { product_id: id("OFFICE-SET"), linked_product_id: id("CABLE-OOS"), link_type: "associated", qty: 1, position: 2 },
    { product_id: id("OFFICE-SET"), linked_product_id: id("PHONE-SALE"), link_type: "related", qty: 1, position: 3 },
    { product_id: id("PHONE-SALE"), linked_product_id: id("PHONE-EXPIRED"), link_type: "related", qty: 1, position: 0 },
    { product_id: id("PHONE-SALE"), linked_product_id: id("DISABLED"), link_type: "related", qty: 1, position: 1 },
  ]).execute();

  const warranty = await db.insertInto("custom_options").values({ product_id: id("PHONE-SALE"), title_en: "Extended warranty", title_ar: "ضمان ممتد", is_required: 0, position: 0 }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("custom_option_values").values([
    { option_id: warranty.id, title_en: "1 year", title_ar: "سنة", price_type: "fixed", price: 19900, position: 0 },
    { option_id: warranty.id, title_en: "2 years", title_ar: "سنتان", price_type: "percent", price: 10, position: 1 },
  ]).execute();

  await db.insertInto("url_redirects").values({ request_path: "/old-phone.html", target_path: "/p/PHONE-SALE/samsung-galaxy-a55", redirect_type: 301 }).execute();
  await db.insertInto("cms_pages").values({ identifier: "about-us", title_en: "About us", title_ar: "من نحن", meta_description_en: "Who we are", meta_description_ar: "من نحن", is_active: 1, content_en: "<p>Hello</p>", content_ar: "<p>مرحبا</p>", updated_at: at }).execute();
  await db.insertInto("promo_rules").values(fixturePromoRules).execute();
  await db.insertInto("gift_cards").values(fixtureGiftCards).execute();
  await db.destroy();
  return ids;
}

/** Promo codes and bank coupons for cart tests: amounts in fils (percent for kind percent). */
type PromoRow = Pick<Insertable<PromoRuleTable>, "code" | "kind" | "amount"> & Partial<Insertable<PromoRuleTable>>;
const promo = (p: PromoRow): Insertable<PromoRuleTable> => ({
  description_en: `Offer ${p.code}`,
  description_ar: `عرض ${p.code}`,
  from_date: past,
  to_date: future,
  is_active: 1,
  is_bank_coupon: 0,
  min_subtotal: 0,
  times_used: 0,
  ...p,
});
export const fixturePromoRules: Insertable<PromoRuleTable>[] = [
  promo({ code: "PCT10", kind: "percent", amount: 10, description_en: "10% off everything", description_ar: "خصم 10% على كل شيء" }),
  promo({ code: "MIN500", kind: "percent", amount: 10, min_subtotal: 50000 }),
  promo({ code: "FIXED50", kind: "fixed", amount: 5000 }),
  promo({ code: "FIXED5000", kind: "fixed", amount: 500000 }),
  promo({ code: "FREESHIP", kind: "free_shipping", amount: 0, from_date: null, to_date: null }),
  promo({ code: "EXPIRED20", kind: "percent", amount: 20, to_date: yesterday }),
  promo({ code: "LATER20", kind: "percent", amount: 20, from_date: tomorrow }),
  promo({ code: "USEDUP", kind: "fixed", amount: 10000, usage_limit: 5, times_used: 5 }),
  promo({ code: "SWITCHEDOFF", kind: "percent", amount: 50, is_active: 0 }),
  promo({ code: "SAMSUNG10", kind: "percent", amount: 10, scope_brand: "samsung" }),
  promo({ code: "SMART20", kind: "percent", amount: 20, scope_category_id: 11 }),
  promo({ code: "BANK15", kind: "percent", amount: 15, is_bank_coupon: 1, max_discount: 10000 }),
  promo({ code: "BANK100", kind: "fixed", amount: 10000, is_bank_coupon: 1, min_subtotal: 100000 }),
];

/** Gift cards for cart tests: balances in fils. */
export const fixtureGiftCards: Insertable<GiftCardTable>[] = [
  { code: "GC-A-100", balance: 10000, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-B-50", balance: 5000, expires_at: null, is_active: 1, kind: "giftcard" },
  { code: "GC-C-20", balance: 2000, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-D-10", balance: 1000, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-E-5", balance: 500, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-F-3", balance: 300, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-BIG", balance: 1000000, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-EXPIRED", balance: 10000, expires_at: yesterday, is_active: 1, kind: "giftcard" },
  { code: "GC-EMPTY", balance: 0, expires_at: future, is_active: 1, kind: "giftcard" },
  { code: "GC-OFF", balance: 10000, expires_at: future, is_active: 0, kind: "giftcard" },
  { code: "TI-VOUCHER", balance: 3000, expires_at: future, is_active: 1, kind: "tradein" },
  { code: "LOYAL-VOUCHER", balance: 1000, expires_at: future, is_active: 1, kind: "loyalty" },
];
