import type { Kysely } from "kysely";
import type { DB } from "../db/connection";
import type { Database } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { attributeOptions, attributes } from "./attributes";
import { brands } from "./brands";
import { placeCategories, type PlacedCategory } from "./categories";
import { COMPOSITE_TEMPLATE_COUNT, compositeRows } from "./composites";
import { bannerRows, cmsBlockRows, cmsPageRows, urlRedirectRows } from "./content";
import { insertRows } from "./insert";
import { ListingScheduler } from "./listings";
import { demoLicenceKeys, ProductFactory, type CatalogueProduct } from "./products";
import { Random } from "./random";
import { reviewRows } from "./reviews";
import { customOptionRows, productCategoryRows, productLinkRows } from "./relations";
import { bankOfferBinRows, giftCardRows, promoRuleRows, storeViewRows, taxRateRows, taxRuleRows } from "./store-setup";
import { synonymGroups } from "./synonyms";
import { pickupStoreStockRows } from "./pickup-stock";

export const DEFAULT_PRODUCT_COUNT = 600;
export const DEFAULT_SEED = 971;

export interface SeedOptions {
  /** Rows of the products table to create, all types together (the result is within a few percent). */
  products?: number;
  seed?: number;
  /** Reference time for created_at, special price windows, promo and gift card dates. */
  now?: Date;
}

export type SeededTable =
  | "store_views" | "brands" | "categories" | "attributes" | "attribute_options" | "products"
  | "product_categories" | "configurable_options" | "bundle_options" | "bundle_selections" | "product_links"
  | "custom_options" | "custom_option_values" | "stock" | "licence_keys" | "pickup_store_stock" | "tax_rules" | "tax_rates" | "cms_pages" | "cms_blocks"
  | "banners" | "url_redirects" | "search_synonyms" | "promo_rules" | "bank_offer_bins" | "gift_cards" | "reviews";

export interface SeedSummary {
  counts: Record<SeededTable, number>;
  durationMs: number;
}

/**
 * Fills a freshly migrated, empty database with the demo catalogue and store content. The same
 * (products, seed, now) always produces the same rows. Everything is written in one transaction.
 */
export async function seedDatabase(db: DB, options: SeedOptions = {}): Promise<SeedSummary> {
  const startedAt = performance.now();
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new Error(`seedDatabase: products must be a positive integer, got ${productCount}`);
  }
  await assertEmpty(db);

  const data = buildSeedData(productCount, options.seed ?? DEFAULT_SEED, options.now ?? new Date());
  const counts = await inTransaction(db, (trx) => writeSeedData(trx, data));
  return { counts, durationMs: Math.round(performance.now() - startedAt) };
}

async function assertEmpty(db: DB): Promise<void> {
  const { count } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) {
    throw new Error(`seedDatabase needs an empty catalogue, but the products table already has ${count} rows`);
  }
}

interface SeedData {
  now: Date;
  seed: number;
  categories: PlacedCategory[];
  products: CatalogueProduct[];
  composites: ReturnType<typeof compositeRows>;
  customOptions: ReturnType<typeof customOptionRows>;
}

function buildSeedData(productCount: number, seed: number, now: Date): SeedData {
  const rng = new Random(seed);
  const categories = placeCategories();
  const factory = new ProductFactory(rng, seed, now);
  const scheduler = new ListingScheduler(categories, seed);
  const listProducts = (rows: number) => scheduler.take(rows).flatMap((listing) => factory.fromListing(listing));

  const catalogue = listProducts(Math.max(1, productCount - COMPOSITE_TEMPLATE_COUNT));
  const composites = compositeRows(catalogue, categories, factory, rng);
  // Small catalogues may lack the parts of some bundles; fill their places with more listings.
  const shortfall = productCount - catalogue.length - composites.products.length;
  if (shortfall > 0) catalogue.push(...listProducts(shortfall));
  sellOutOneConfigurable(catalogue);
  const products = [...catalogue, ...composites.products];
  return { now, seed, categories, products, composites, customOptions: customOptionRows(products, rng) };
}

/** The storefront must cope with a configurable whose every child is out of stock; make sure one exists. */
function sellOutOneConfigurable(products: CatalogueProduct[]): void {
  const candidates = products.filter((p) => p.row.type_id === "configurable" && p.row.status === 1 && p.row.visibility === 4);
  const parent = candidates[1] ?? candidates[0];
  if (!parent) return;
  for (const product of products) {
    if (product.row.parent_sku !== parent.row.sku) continue;
    product.stock.qty = 0;
    product.stock.is_in_stock = 0;
  }
  parent.stock.is_in_stock = 0;
}

const CATEGORY_AGE_DAYS = 600;
const DAY_MS = 86_400_000;

async function writeSeedData(db: Kysely<Database>, data: SeedData): Promise<Record<SeededTable, number>> {
  const { now, seed, categories, products, composites, customOptions } = data;
  const categoriesCreated = new Date(now.getTime() - CATEGORY_AGE_DAYS * DAY_MS).toISOString();

  return {
    store_views: await insertRows(db, "store_views", storeViewRows()),
    brands: await insertRows(db, "brands", brands.map((b) => ({ code: b.code, name_en: b.en, name_ar: b.ar, color: b.color }))),
    categories: await insertRows(db, "categories", categories.map((c) => ({
      id: c.id, parent_id: c.parentId, path: c.path, level: c.level, position: c.position, url_key: c.urlKey,
      url_path: c.urlPath, is_active: c.isActive ? 1 : 0, include_in_menu: c.includeInMenu ? 1 : 0,
      name_en: c.name[0], name_ar: c.name[1], icon: c.kind, created_at: categoriesCreated, updated_at: categoriesCreated,
    } as const))),
    attributes: await insertRows(db, "attributes", attributes.map((a, i) => ({
      id: i + 1, attribute_code: a.code, frontend_input: a.input, label_en: a.label[0], label_ar: a.label[1],
      is_comparable: a.comparable ? 1 : 0, is_filterable: a.filterable ? 1 : 0, is_visible: 1, is_user_defined: 1, position: i,
    } as const))),
    attribute_options: await insertRows(db, "attribute_options", attributeOptions().map((o, i) => ({
      attribute_code: o.attribute_code, value_index: o.value_index, label_en: o.label[0], label_ar: o.label[1], swatch: o.swatch, position: i,
    }))),
    products: await insertRows(db, "products", products.map((p) => p.row)),
    product_categories: await insertRows(db, "product_categories", productCategoryRows(products)),
    configurable_options: await insertRows(db, "configurable_options", products.flatMap((p) =>
      p.configurableAttributes.map((code, position) => ({ product_id: p.row.id, attribute_code: code, position })),
    )),
    bundle_options: await insertRows(db, "bundle_options", composites.bundleOptions),
    bundle_selections: await insertRows(db, "bundle_selections", composites.bundleSelections),
    product_links: await insertRows(db, "product_links", [...productLinkRows(products), ...composites.associatedLinks]),
    custom_options: await insertRows(db, "custom_options", customOptions.options),
    custom_option_values: await insertRows(db, "custom_option_values", customOptions.values),
    stock: await insertRows(db, "stock", products.map((p) => p.stock)),
    licence_keys: await insertRows(db, "licence_keys", demoLicenceKeys(products, now.toISOString())),
    pickup_store_stock: await insertRows(db, "pickup_store_stock", pickupStoreStockRows(products.map((p) => p.stock))),
    tax_rules: await insertRows(db, "tax_rules", taxRuleRows()),
    tax_rates: await insertRows(db, "tax_rates", taxRateRows()),
    cms_pages: await insertRows(db, "cms_pages", cmsPageRows(now)),
    cms_blocks: await insertRows(db, "cms_blocks", cmsBlockRows()),
    banners: await insertRows(db, "banners", bannerRows(categories)),
    url_redirects: await insertRows(db, "url_redirects", urlRedirectRows(categories, products)),
    search_synonyms: await insertRows(db, "search_synonyms", synonymGroups().map((terms, i) => ({ id: i + 1, terms }))),
    promo_rules: await insertRows(db, "promo_rules", promoRuleRows(now, categories)),
    bank_offer_bins: await insertRows(db, "bank_offer_bins", bankOfferBinRows()),
    gift_cards: await insertRows(db, "gift_cards", giftCardRows(now)),
    reviews: await insertRows(db, "reviews", reviewRows(products, seed, now)),
  };
}
