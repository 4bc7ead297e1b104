import type { DeviceKind } from "../contract/device-kinds";
import { isKeyed } from "../api/orders/licence-keys";
import type { Product, ProductType } from "../db/schema";
import { attributes, colors, colorIndex, screenSizeIndex, screenSizeLabel, type SpecCode } from "./attributes";
import { brandByCode, type BrandSeed } from "./brands";
import type { FamilySeed, SpecInput } from "./family-model";
import { extraProfiles, kindProfiles, type KindProfile } from "./kinds";
import { modelFacts } from "./model-facts";
import type { PlacedCategory } from "./categories";
import type { AxisChoice, Listing } from "./listings";
import { aedToFils, discountedRetailPrice, retailPrice } from "./prices";
import { Random } from "./random";
import { plausibleSpec } from "./spec-plausibility";
import { fillTemplate, joinWords, slugify, type Bilingual } from "./text";

/**
 * Builds product rows (and their stock) from scheduled listings. All randomness comes from `rng`, used
 * in listing order, or from per-model generators, so the output depends only on the seed and `now`.
 */

export interface StockDraft {
  product_id: number;
  qty: number;
  is_in_stock: 0 | 1;
  manage_stock: 0 | 1;
  updated_at: string;
}

export interface CatalogueProduct {
  row: Product;
  stock: StockDraft;
  leafId: number;
  /** Level-2 and level-3 ancestors of the leaf. */
  ancestorIds: number[];
  /** Configurable attribute codes, for configurable parents. */
  configurableAttributes: string[];
}

const DAY_MS = 86_400_000;
const CATALOGUE_AGE_DAYS = 540;

const SPECIAL_PRICE_SHARE = 0.2;
const DISABLED_SHARE = 0.01;
const OUT_OF_STOCK_SHARE = 0.08;
const LOW_STOCK_SHARE = 0.05;
const DISABLED_CHILD_SHARE = 0.04;

/** Attribute order for the specs JSON: the option attributes first, then the spec attributes. */
const specOrder = attributes.map((a) => a.code).filter((code) => code !== "brand");

const colorLabels = new Map(colors.map((c) => [colorIndex(c.code), c.label]));

export class ProductFactory {
  private nextId = 1;
  private nextSkuNumber = 1;
  private readonly modelCache = new Map<string, ModelTexts>();

  constructor(
    private readonly rng: Random,
    private readonly seed: number,
    private readonly now: Date,
  ) {}

  /** The rows of one listing: a simple product, or a configurable parent followed by its children. */
  fromListing(listing: Listing): CatalogueProduct[] {
    return listing.children ? this.configurable(listing, listing.children) : [this.simple(listing)];
  }

  /**
   * A bundle or grouped product; its price comes from its parts, so its own price column holds only a bundle's
   * saving (product-parts.ts), 0 for a grouped product.
   */
  composite(spec: CompositeSpec): CatalogueProduct {
    const dates = this.lifetime();
    const id = this.nextId++;
    const sku = `${spec.skuPrefix}-${spec.skuCode}-${String(this.nextSkuNumber++).padStart(4, "0")}`;
    const row: Product = {
      id,
      sku,
      parent_sku: null,
      type_id: spec.type,
      status: 1,
      visibility: 4,
      url_key: slugify(spec.name[0]),
      name_en: spec.name[0],
      name_ar: spec.name[1],
      description_en: spec.description[0],
      description_ar: spec.description[1],
      key_features_en: JSON.stringify(spec.features.map((f) => f[0])),
      key_features_ar: JSON.stringify(spec.features.map((f) => f[1])),
      brand: spec.brand,
      mpn: null,
      kind: spec.kind,
      color: null,
      storage: null,
      screen_size: null,
      specs: "{}",
      price: spec.saving,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      tax_class_id: 2,
      media_gallery: mediaGallery(sku, spec.name[0], 3),
      units_sold: Math.floor(this.rng.next() ** 2 * 300),
      created_at: dates.created,
      updated_at: dates.updated,
    };
    return {
      row,
      stock: unmanagedStock(id, dates.updated, true),
      leafId: spec.leaf.id,
      ancestorIds: spec.leaf.ancestorIds,
      configurableAttributes: [],
    };
  }

  private simple(listing: Listing): CatalogueProduct {
    const dates = this.lifetime();
    const sku = this.newSku(listing);
    const product = this.buildProduct(listing, listing.axes, sku, dates);
    this.maybeApplySpecialPrice([product.row]);
    product.row.status = this.rng.chance(DISABLED_SHARE) ? 2 : 1;
    product.row.visibility = this.listingVisibility();
    return product;
  }

  private configurable(listing: Listing, childAxes: AxisChoice[][]): CatalogueProduct[] {
    const dates = this.lifetime();
    const parentSku = this.newSku(listing);
    const parent = this.buildProduct(listing, listing.axes, parentSku, dates, "configurable");
    parent.row.status = this.rng.chance(DISABLED_SHARE) ? 2 : 1;
    parent.row.visibility = this.listingVisibility();
    parent.configurableAttributes = [
      ...(childAxes.some((axes) => axes.some((a) => a.color !== undefined)) ? ["color"] : []),
      ...(childAxes.some((axes) => axes.some((a) => a.storage !== undefined)) ? ["storage"] : []),
    ];

    const children = childAxes.map((axes) => {
      const sku = [parentSku, ...axes.map((a) => a.skuCode)].join("-");
      const child = this.buildProduct(listing, [...listing.axes, ...axes], sku, dates);
      child.row.parent_sku = parentSku;
      child.row.visibility = 1;
      child.row.status = this.rng.chance(DISABLED_CHILD_SHARE) ? 2 : 1;
      // Sales of the model are split between its variants; the parent shows the total.
      child.row.units_sold = Math.floor(child.row.units_sold / childAxes.length);
      return child;
    });
    this.maybeApplySpecialPrice(children.map((c) => c.row));

    const cheapest = children.reduce((a, b) => (b.row.price < a.row.price ? b : a));
    Object.assign(parent.row, {
      price: cheapest.row.price,
      special_price: cheapest.row.special_price,
      special_from_date: cheapest.row.special_from_date,
      special_to_date: cheapest.row.special_to_date,
      units_sold: children.reduce((sum, c) => sum + c.row.units_sold, 0),
    });
    parent.stock = unmanagedStock(parent.row.id, dates.updated, anyChildAvailable(children));
    return [parent, ...children];
  }

  private buildProduct(
    listing: Listing,
    axes: AxisChoice[],
    sku: string,
    dates: { created: string; updated: string },
    typeId?: ProductType,
  ): CatalogueProduct {
    const { leaf, family, model, edition } = listing;
    const leafSeed = leaf.leaf!;
    const kind: DeviceKind = family.kind ?? leafSeed.kind;
    const profile = family.profile ? extraProfiles[family.profile] : kindProfiles[kind];
    const brand = family.brand ? brandByCode(family.brand) : null;
    const type = typeId ?? leafSeed.productType ?? "simple";
    const texts = this.modelTexts(listing, profile);

    const sorted = [...axes].sort((a, b) => a.nameOrder - b.nameOrder);
    const noun = family.noun === undefined ? profile.noun : family.noun;
    const name = bilingual((lang) =>
      joinWords(
        lang === 1 ? noun?.[1] : undefined,
        family.brandInName === false ? undefined : brand?.[lang === 0 ? "en" : "ar"],
        model.name[lang],
        ...sorted.map((a) => a.label[lang]),
        lang === 0 ? noun?.[0] : undefined,
        edition ? `(${edition.label[lang]})` : undefined,
      ),
    );

    const specs = productSpecs(texts.baseSpecs, axes, model.size);
    const nameBrand = family.brandInName === false ? null : brand;
    const values = [templateValues(brand, nameBrand, model.name, specs, 0), templateValues(brand, nameBrand, model.name, specs, 1)] as const;
    const description = bilingual((lang) => filledTemplates(texts.sentences, lang, values[lang]).join(" "));
    const features = bilingual((lang) =>
      JSON.stringify(filledTemplates(texts.features, lang, values[lang]).slice(0, texts.featureCount)),
    );

    const id = this.nextId++;
    const priceAed = axes.reduce((aed, a) => aed + a.add, model.price) * axes.reduce((f, a) => f * a.factor, 1) * (edition?.factor ?? 1);
    const [minAed, maxAed] = leafSeed.priceRange ?? [0, Infinity];
    const price = family.exactPrice ? aedToFils(priceAed) : retailPrice(Math.min(maxAed, Math.max(minAed, priceAed)));
    const screenSize = axes.find((a) => a.screenSize !== undefined)?.screenSize ?? sizeIndexOf(model.size);

    const row: Product = {
      id,
      sku,
      parent_sku: null,
      type_id: type,
      status: 1,
      visibility: 4,
      url_key: slugify(name[0]),
      name_en: name[0],
      name_ar: name[1],
      description_en: description[0],
      description_ar: description[1],
      key_features_en: features[0],
      key_features_ar: features[1],
      brand: brand?.code ?? null,
      mpn: brand ? manufacturerPartNumber(brand, this.rng) : null,
      kind,
      color: axes.find((a) => a.color !== undefined)?.color ?? null,
      storage: axes.find((a) => a.storage !== undefined)?.storage ?? null,
      screen_size: screenSize,
      specs: JSON.stringify(specs),
      price,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      tax_class_id: type === "giftcard" ? 0 : 2,
      media_gallery: mediaGallery(sku, name[0], this.rng.int(2, 3)),
      units_sold: Math.floor(this.rng.next() ** 4 * 2500),
      created_at: dates.created,
      updated_at: dates.updated,
    };
    const managed = type === "simple";
    return {
      row,
      stock: isKeyed(row) ? keyedStock(id, dates.updated) : managed ? this.managedStock(id, dates.updated) : unmanagedStock(id, dates.updated, true),
      leafId: leaf.id,
      ancestorIds: leaf.ancestorIds,
      configurableAttributes: [],
    };
  }

  /** Spec values and the description/feature templates chosen once per model, so variants read alike. */
  private modelTexts(listing: Listing, profile: KindProfile): ModelTexts {
    const cached = this.modelCache.get(listing.modelKey);
    if (cached) return cached;
    const rng = Random.derived(this.seed, `texts/${listing.modelKey}`);
    const fixed = fixedSpecs(listing);
    const context = { brand: listing.family.brand, kind: listing.family.kind ?? listing.leaf.leaf!.kind, specs: new Map<SpecCode, string>() };
    for (const [code, value] of Object.entries(fixed) as [SpecCode, string | Bilingual | null][]) {
      if (value !== null) context.specs.set(code, typeof value === "string" ? value : value[0]);
    }
    const baseSpecs = new Map<SpecCode, Bilingual>();
    for (const [code, pool] of Object.entries(profile.specs) as [SpecCode, readonly Bilingual[]][]) {
      // One draw per pool whatever it yields, so the texts drawn after the specs stay the same.
      const draw = rng.next();
      if (code in fixed) continue;
      const fitting = pool.filter((value) => plausibleSpec(code, value[0], context));
      const value = fitting[Math.floor(draw * fitting.length)];
      if (!value) continue;
      baseSpecs.set(code, value);
      context.specs.set(code, value[0]);
    }
    mergeSpecs(baseSpecs, fixed);
    const texts: ModelTexts = {
      baseSpecs,
      sentences: [rng.pick(profile.intro), ...rng.sample(profile.details, rng.int(0, 2))],
      features: rng.sample(profile.features, profile.features.length),
      featureCount: rng.int(3, 5),
    };
    this.modelCache.set(listing.modelKey, texts);
    return texts;
  }

  private newSku(listing: Listing): string {
    const brand = listing.family.brand ? brandByCode(listing.family.brand) : null;
    const prefix = brand?.skuPrefix ?? brandlessSkuPrefix(listing.family, listing.leaf.leaf!.kind);
    const number = String(this.nextSkuNumber++).padStart(4, "0");
    const edition = listing.edition ? `-${listing.edition.skuCode}` : "";
    return `${prefix}-${modelCode(listing.model.name[0])}${edition}-${number}`;
  }

  /** Created within the last ~18 months; updated some time after that. */
  private lifetime(): { created: string; updated: string } {
    const nowMs = this.now.getTime();
    const created = nowMs - Math.floor(this.rng.next() * CATALOGUE_AGE_DAYS * DAY_MS);
    const updated = created + Math.floor(this.rng.next() * (nowMs - created));
    return { created: toMinuteIso(created), updated: toMinuteIso(updated) };
  }

  private listingVisibility(): number {
    const roll = this.rng.next();
    if (roll < 0.03) return 2;
    if (roll < 0.06) return 3;
    return 4;
  }

  private managedStock(productId: number, updatedAt: string): StockDraft {
    const roll = this.rng.next();
    if (roll < OUT_OF_STOCK_SHARE) return { product_id: productId, qty: 0, is_in_stock: 0, manage_stock: 1, updated_at: updatedAt };
    const qty = roll < OUT_OF_STOCK_SHARE + LOW_STOCK_SHARE ? this.rng.int(1, 3) : this.rng.int(4, 200);
    return { product_id: productId, qty, is_in_stock: 1, manage_stock: 1, updated_at: updatedAt };
  }

  /**
   * About a fifth of priced products get a special price: mostly running now, some already over, some
   * starting later and a few without dates. All rows get the same offer (the children of one parent).
   */
  private maybeApplySpecialPrice(rows: Product[]): void {
    if (rows.every((r) => r.price === 0 || r.type_id === "giftcard") || !this.rng.chance(SPECIAL_PRICE_SHARE)) return;
    const percentOff = this.rng.pick([5, 8, 10, 12, 15, 20, 25, 30]);
    const window = this.specialWindow();
    for (const row of rows) {
      const special = discountedRetailPrice(row.price, percentOff);
      if (special === null) continue;
      row.special_price = special;
      row.special_from_date = window.from;
      row.special_to_date = window.to;
    }
  }

  private specialWindow(): { from: string | null; to: string | null } {
    const nowMs = this.now.getTime();
    const days = (from: number, to: number) => this.rng.int(from, to) * DAY_MS;
    const roll = this.rng.next();
    if (roll < 0.6) return { from: toMinuteIso(nowMs - days(1, 20)), to: toMinuteIso(nowMs + days(3, 30)) };
    if (roll < 0.75) {
      const to = nowMs - days(1, 20);
      return { from: toMinuteIso(to - days(7, 30)), to: toMinuteIso(to) };
    }
    if (roll < 0.9) {
      const from = nowMs + days(2, 20);
      return { from: toMinuteIso(from), to: toMinuteIso(from + days(7, 30)) };
    }
    return { from: null, to: null };
  }
}

export interface CompositeSpec {
  type: "bundle" | "grouped";
  leaf: PlacedCategory;
  kind: DeviceKind;
  brand: string | null;
  skuPrefix: string;
  skuCode: string;
  name: Bilingual;
  description: Bilingual;
  features: readonly Bilingual[];
  /** Fils a bundle takes off its parts' sum; 0 for a grouped product. */
  saving: number;
}

interface ModelTexts {
  baseSpecs: Map<SpecCode, Bilingual>;
  sentences: Bilingual[];
  /** All feature templates in this model's order; the first `featureCount` that can be filled are used. */
  features: Bilingual[];
  featureCount: number;
}

function bilingual(make: (lang: 0 | 1) => string): Bilingual {
  return [make(0), make(1)];
}

/** Values that describe one model and not its other generations ("iPhone 14" made from "iPhone 15"). */
const modelOwnSpecs: readonly SpecCode[] = ["processor", "graphics", "ram", "camera", "display", "battery", "weight", "resolution"];

/**
 * The specs a listing does not draw: its family's, its model's and the model's known facts, later ones winning.
 * Another generation of a written model keeps only the model's values that every generation shares.
 */
function fixedSpecs(listing: Listing): SpecInput {
  const { family, model } = listing;
  const modelSpecs = { ...model.specs };
  if (!family.models.includes(model)) for (const code of modelOwnSpecs) delete modelSpecs[code];
  return { ...family.specs, ...modelSpecs, ...modelFacts(family.brand, model.name[0]) };
}

function mergeSpecs(target: Map<SpecCode, Bilingual>, input: SpecInput | undefined): void {
  if (!input) return;
  for (const [code, value] of Object.entries(input) as [SpecCode, string | Bilingual | null][]) {
    if (value === null) target.delete(code);
    else target.set(code, typeof value === "string" ? [value, value] : value);
  }
}

type SpecsJson = Record<string, { en: string; ar: string }>;

function productSpecs(base: Map<SpecCode, Bilingual>, axes: AxisChoice[], size: string | undefined): SpecsJson {
  const values = new Map<string, Bilingual>(base);
  for (const axis of axes) {
    mergeSpecs(values as Map<SpecCode, Bilingual>, axis.specs);
    if (axis.color !== undefined) values.set("color", colorLabels.get(axis.color)!);
    if (axis.storage !== undefined) values.set("storage", axis.label);
    if (axis.screenSize !== undefined) values.set("screen_size", axis.label);
  }
  if (size) {
    if (!values.has("screen_size")) values.set("screen_size", screenSizeLabel(size));
    // Pools describe only the panel ("2.8K OLED"); put the model's own size in front of it.
    const display = values.get("display");
    if (display && !/^\d/.test(display[0])) values.set("display", [`${size}" ${display[0]}`, `${size} بوصة ${display[1]}`]);
  }
  const json: SpecsJson = {};
  for (const code of specOrder) {
    const value = values.get(code);
    if (value) json[code] = { en: value[0], ar: value[1] };
  }
  return json;
}

function filledTemplates(templates: readonly Bilingual[], lang: 0 | 1, values: Record<string, string>): string[] {
  return templates.map((t) => fillTemplate(t[lang], values)).filter((t): t is string => t !== null);
}

function templateValues(
  brand: BrandSeed | null,
  nameBrand: BrandSeed | null,
  modelName: Bilingual,
  specs: SpecsJson,
  lang: 0 | 1,
): Record<string, string> {
  const brandName = (b: BrandSeed | null) => (b ? (lang === 0 ? b.en : b.ar) : "");
  const values: Record<string, string> = { brand: brandName(brand), model: joinWords(brandName(nameBrand), modelName[lang]) };
  for (const [code, value] of Object.entries(specs)) values[code] = lang === 0 ? value.en : value.ar;
  return values;
}

function sizeIndexOf(inches: string | undefined): number | null {
  return inches ? screenSizeIndex(inches) : null;
}

/**
 * A short code for the model: alphanumeric words that contain a digit are kept whole, other words give
 * their initial ("Galaxy S24 Ultra" → GS24U, "PlayStation 5 Slim" → P5S).
 */
export function modelCode(modelName: string): string {
  const code = modelName
    .split(/\s+/)
    .map((word) => word.normalize("NFKD").replace(/[^A-Za-z0-9]/g, "").toUpperCase())
    .map((word) => (/\d/.test(word) ? word : word.slice(0, 1)))
    .join("");
  return code.slice(0, 10) || "X";
}

function brandlessSkuPrefix(family: FamilySeed, leafKind: DeviceKind): string {
  const kind = family.kind ?? leafKind;
  if (kind === "gift-card") return "GFT";
  if (kind === "warranty") return "CARE";
  return "GEN";
}

function manufacturerPartNumber(brand: BrandSeed, rng: Random): string {
  if (brand.code === "apple") return `M${rng.code(4)}AE/A`;
  if (brand.code === "samsung") return `SM-${rng.code(5)}`;
  return `${rng.code(3)}-${rng.int(1000, 9999)}`;
}

export function mediaGallery(sku: string, label: string, count: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, i) => ({ image: `/${sku}/${i + 1}.svg`, type: "image", label })),
  );
}

/** The demo store's pool of licence keys for each software product (licence-keys.ts): its stock is the pool. */
export const DEMO_LICENCE_KEYS = 20;

function keyedStock(productId: number, updatedAt: string): StockDraft {
  return { product_id: productId, qty: DEMO_LICENCE_KEYS, is_in_stock: 1, manage_stock: 1, updated_at: updatedAt };
}

/** The demo keys of the software products, made up from their SKUs: `<SKU>-0001-DEMO`… */
export function demoLicenceKeys(products: readonly CatalogueProduct[], importedAt: string) {
  return products
    .filter((p) => isKeyed(p.row))
    .flatMap((p) =>
      Array.from({ length: DEMO_LICENCE_KEYS }, (_, i) => ({
        product_id: p.row.id,
        licence_key: `${p.row.sku}-${String(i + 1).padStart(4, "0")}-DEMO`,
        imported_at: importedAt,
        imported_by: "seed",
      })),
    );
}

export function unmanagedStock(productId: number, updatedAt: string, inStock: boolean): StockDraft {
  return { product_id: productId, qty: 0, is_in_stock: inStock ? 1 : 0, manage_stock: 0, updated_at: updatedAt };
}

function anyChildAvailable(children: CatalogueProduct[]): boolean {
  return children.some((c) => c.row.status === 1 && c.stock.is_in_stock === 1);
}

export function toMinuteIso(ms: number): string {
  return new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
}
