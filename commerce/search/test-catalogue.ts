import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate, openDatabase, type DB } from "../db/connection";
import type { NewProduct } from "../db/schema";
import { seedDatabase } from "../seed/generate";
import { loadSearchDocuments, type SearchDocument } from "./documents";
import { ProductSearch } from "./engine";

/** A migrated SQLite file in a fresh temporary folder, for tests. */
export async function createTempDatabase(): Promise<{ db: DB; cleanup: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), "search-test-"));
  const db = openDatabase(join(folder, "store.db"));
  await migrate(db);
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const BLACK = 49;
export const SILVER = 50;
export const BLUE = 51;

/** Product ids of the small catalogue, by what they are. */
export const ids = {
  iphone15Pro: 1,
  iphone15ProMax: 2,
  iphone15: 3,
  iphone14Pro: 4,
  galaxyS24Ultra: 5,
  galaxyS24: 6,
  galaxyTabS9: 7,
  samsungTv: 8,
  sonyHeadphones: 9,
  braviaTv: 10,
  braviaBlack: 11,
  braviaSilver: 12,
  galaxyBuds: 13,
  disabledIphone13: 14,
  lgOledCatalogOnly: 15,
  lgSoundbarSearchOnly: 16,
  iphoneBundle: 17,
  airpodsPart: 18,
  galaxyKit: 19,
  chargerPart: 20,
} as const;

/** Categories: 1 tree root, 2 store root, then the shop's own. */
export const categories = { phonesAndTablets: 3, mobilePhones: 4, tvs: 5, audio: 6 } as const;

type FixtureProduct = NewProduct & { id: number };

function product(row: Partial<NewProduct> & Pick<FixtureProduct, "id" | "sku" | "name_en" | "name_ar" | "price">): FixtureProduct {
  return {
    parent_sku: null,
    type_id: "simple",
    status: 1,
    visibility: 4,
    url_key: row.sku.toLowerCase(),
    description_en: "",
    description_ar: "",
    key_features_en: "[]",
    key_features_ar: "[]",
    brand: null,
    mpn: null,
    kind: "phone",
    color: null,
    storage: null,
    screen_size: null,
    specs: "{}",
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: 2,
    media_gallery: "[]",
    units_sold: 0,
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
    ...row,
  };
}

const products: FixtureProduct[] = [
  product({ id: 1, sku: "APL-IP15P-256", name_en: "Apple iPhone 15 Pro 256GB", name_ar: "أبل آيفون 15 برو 256 جيجابايت", brand: "apple", color: BLACK, price: 449_900, units_sold: 300, created_at: "2024-03-01T00:00:00.000Z", updated_at: "2024-05-01T00:00:00.000Z" }),
  product({ id: 2, sku: "APL-IP15PM-512", name_en: "Apple iPhone 15 Pro Max 512GB", name_ar: "أبل آيفون 15 برو ماكس 512 جيجابايت", brand: "apple", color: BLUE, price: 579_900, units_sold: 200, created_at: "2024-03-02T00:00:00.000Z" }),
  product({ id: 3, sku: "APL-IP15-128", name_en: "Apple iPhone 15 128GB", name_ar: "أبل آيفون 15 128 جيجابايت", brand: "apple", color: BLUE, price: 349_900, units_sold: 900 }),
  product({ id: 4, sku: "APL-IP14P-128", name_en: "Apple iPhone 14 Pro 128GB", name_ar: "أبل آيفون 14 برو 128 جيجابايت", brand: "apple", color: SILVER, price: 379_900, units_sold: 50 }),
  product({ id: 5, sku: "SAM-GS24U-256", name_en: "Samsung Galaxy S24 Ultra 256GB", name_ar: "سامسونج جالكسي اس 24 ألترا 256 جيجابايت", brand: "samsung", color: BLACK, price: 499_900, units_sold: 400, created_at: "2024-02-01T00:00:00.000Z" }),
  product({ id: 6, sku: "SAM-GS24-128", name_en: "Samsung Galaxy S24 128GB", name_ar: "سامسونج جالكسي اس 24 128 جيجابايت", brand: "samsung", color: SILVER, price: 329_900, special_price: 299_900, special_from_date: "2024-06-01T00:00:00.000Z", special_to_date: "2024-06-30T23:59:59.000Z", units_sold: 350 }),
  product({ id: 7, sku: "SAM-TABS9-128", name_en: "Samsung Galaxy Tab S9 128GB", name_ar: "سامسونج جالكسي تاب اس 9", brand: "samsung", kind: "tablet", color: BLACK, price: 299_900, units_sold: 80 }),
  product({ id: 8, sku: "SAM-QN65-NEO", name_en: "Samsung 65 inch Neo QLED Smart TV", name_ar: "تلفزيون سامسونج نيو كيو ليد ذكي 65 بوصة", brand: "samsung", kind: "tv", price: 699_900, units_sold: 20 }),
  product({ id: 9, sku: "SON-WH1000XM5", name_en: "Sony WH-1000XM5 Wireless Headphones", name_ar: "سماعات لاسلكية من سوني WH-1000XM5", brand: "sony", kind: "headphones", color: BLACK, price: 139_900, units_sold: 600, updated_at: "2024-04-01T00:00:00.000Z" }),
  product({ id: 10, sku: "SON-BRAVIA55", type_id: "configurable", name_en: "Sony Bravia 55 inch 4K TV", name_ar: "تلفزيون سوني برافيا 55 بوصة", brand: "sony", kind: "tv", price: 289_900, units_sold: 70 }),
  product({ id: 11, sku: "SON-BRAVIA55-BLK", parent_sku: "SON-BRAVIA55", visibility: 1, name_en: "Sony Bravia 55 inch 4K TV Black", name_ar: "تلفزيون سوني برافيا 55 بوصة أسود", brand: "sony", kind: "tv", color: BLACK, price: 289_900 }),
  product({ id: 12, sku: "SON-BRAVIA55-SLV", parent_sku: "SON-BRAVIA55", visibility: 1, name_en: "Sony Bravia 55 inch 4K TV Silver", name_ar: "تلفزيون سوني برافيا 55 بوصة فضي", brand: "sony", kind: "tv", color: SILVER, price: 289_900 }),
  product({ id: 13, sku: "SAM-BUDS2P", name_en: "Samsung Buds2 Pro Wireless Earbuds", name_ar: "سماعات سامسونج جالكسي بودز 2 برو", brand: "samsung", kind: "earbuds", color: BLACK, price: 59_900, units_sold: 120 }),
  product({ id: 14, sku: "APL-IP13-128", status: 2, name_en: "Apple iPhone 13 128GB", name_ar: "أبل آيفون 13", brand: "apple", price: 249_900 }),
  product({ id: 15, sku: "LGE-OLEDC3-55", visibility: 2, name_en: "LG OLED C3 55 inch TV", name_ar: "تلفزيون إل جي أوليد 55 بوصة", brand: "lg", kind: "tv", price: 549_900 }),
  product({ id: 16, sku: "LGE-SNDBAR-S95", visibility: 3, name_en: "LG S95 Soundbar", name_ar: "مكبر صوت إل جي S95", brand: "lg", kind: "soundbar", price: 399_900 }),
  product({ id: 17, sku: "APL-BNDL-IP15P", type_id: "bundle", name_en: "iPhone 15 Pro AirPods Bundle", name_ar: "باقة آيفون 15 برو مع إيربودز", brand: "apple", price: 0 }),
  product({ id: 18, sku: "APL-AIRPODSP", visibility: 1, name_en: "Apple AirPods Pro", name_ar: "أبل إيربودز برو", brand: "apple", kind: "earbuds", price: 99_900 }),
  product({ id: 19, sku: "SAM-KIT-S24", type_id: "grouped", name_en: "Samsung Starter Kit", name_ar: "طقم سامسونج للمبتدئين", brand: "samsung", price: 0 }),
  product({ id: 20, sku: "SAM-CHRG-25W", visibility: 1, name_en: "Samsung 25W Charger", name_ar: "شاحن سامسونج 25 واط", brand: "samsung", kind: "charger", price: 7_900 }),
];

const outOfStock = new Set<number>([ids.iphone14Pro, ids.braviaSilver]);

const categoryOf: Record<number, number> = {
  1: categories.mobilePhones,
  2: categories.mobilePhones,
  3: categories.mobilePhones,
  4: categories.mobilePhones,
  5: categories.mobilePhones,
  6: categories.mobilePhones,
  7: categories.phonesAndTablets,
  8: categories.tvs,
  9: categories.audio,
  10: categories.tvs,
  13: categories.audio,
  15: categories.tvs,
  16: categories.audio,
  17: categories.mobilePhones,
  19: categories.mobilePhones,
};

export const synonymRows = ["iphone,ايفون,آيفون", "galaxy,جالكسي,جلاكسي", "tv,television,تلفزيون,تلفاز", "earbuds,earphones,سماعات لاسلكية"];

/** Writes the small bilingual catalogue the search tests run against. */
export async function insertSmallCatalogue(db: DB): Promise<void> {
  const at = "2024-01-01T00:00:00.000Z";
  await db
    .insertInto("brands")
    .values([
      { code: "apple", name_en: "Apple", name_ar: "أبل", color: "#000" },
      { code: "samsung", name_en: "Samsung", name_ar: "سامسونج", color: "#00f" },
      { code: "sony", name_en: "Sony", name_ar: "سوني", color: "#000" },
      { code: "lg", name_en: "LG", name_ar: "إل جي", color: "#a00" },
    ])
    .execute();
  const category = (id: number, parent_id: number | null, level: number, path: string, name_en: string, name_ar: string) => ({
    id, parent_id, level, path, position: id, url_key: `c${id}`, url_path: `c${id}`, is_active: 1 as const,
    include_in_menu: 1 as const, name_en, name_ar, icon: null, created_at: at, updated_at: at,
  });
  await db
    .insertInto("categories")
    .values([
      category(1, null, 0, "1", "Root", "الجذر"),
      category(2, 1, 1, "1/2", "Default Category", "الفئة الافتراضية"),
      category(3, 2, 2, "1/2/3", "Phones & Tablets", "الهواتف والأجهزة اللوحية"),
      category(4, 3, 3, "1/2/3/4", "Mobile Phones", "الهواتف المحمولة"),
      category(5, 2, 2, "1/2/5", "Televisions", "التلفزيونات"),
      category(6, 2, 2, "1/2/6", "Audio", "الصوتيات"),
    ])
    .execute();
  await db.insertInto("products").values(products).execute();
  await db
    .insertInto("stock")
    .values(products.map((p) => ({ product_id: p.id, qty: 5, is_in_stock: outOfStock.has(p.id) ? 0 : 1, manage_stock: 1, updated_at: at })))
    .execute();
  await db
    .insertInto("product_categories")
    .values(Object.entries(categoryOf).map(([productId, categoryId]) => ({ product_id: Number(productId), category_id: categoryId, position: 0 })))
    .execute();
  await db.insertInto("bundle_options").values([
    { id: 1, product_id: ids.iphoneBundle, title_en: "Phone", title_ar: "هاتف", required: 1, position: 1 },
    { id: 2, product_id: ids.iphoneBundle, title_en: "Earbuds", title_ar: "سماعات", required: 1, position: 2 },
  ]).execute();
  await db.insertInto("bundle_selections").values([
    { option_id: 1, product_id: ids.iphone15Pro, qty: 1, is_default: 1, position: 1 },
    { option_id: 2, product_id: ids.airpodsPart, qty: 1, is_default: 1, position: 1 },
  ]).execute();
  await db.insertInto("product_links").values([
    { product_id: ids.galaxyKit, linked_product_id: ids.galaxyS24, link_type: "associated", qty: 1, position: 1 },
    { product_id: ids.galaxyKit, linked_product_id: ids.chargerPart, link_type: "associated", qty: 1, position: 2 },
  ]).execute();
  await db.insertInto("search_synonyms").values(synonymRows.map((terms) => ({ terms }))).execute();
}

/** The moment the demo catalogue's search tests read it at (its special prices' windows are around it). */
export const DEMO_NOW = new Date("2025-06-15T12:00:00.000Z");

/** The 600-product demo catalogue in a temporary database, its search documents by id, and an engine over it. */
export async function demoCatalogueSearch(): Promise<{ engine: ProductSearch; documents: Map<number, SearchDocument>; cleanup: () => Promise<void> }> {
  const { db, cleanup } = await createTempDatabase();
  await seedDatabase(db, { products: 600, seed: 971, now: DEMO_NOW });
  const documents = new Map((await loadSearchDocuments(db)).map((doc) => [doc.id, doc]));
  return { engine: await ProductSearch.fromDatabase(db), documents, cleanup };
}
