import type { DeviceKind } from "../contract/device-kinds";
import type { SpecCode } from "./attributes";
import type { ExtraProfileName } from "./kinds";
import type { Bilingual } from "./text";

/**
 * Spec values a family or model fixes; a plain string is the same in both languages, and null removes a
 * spec the kind would otherwise have (a Kindle has no camera).
 */
export type SpecInput = Partial<Record<SpecCode, string | Bilingual | null>>;

export interface ModelSeed {
  /** Model name without the brand: ["Galaxy S24 Ultra", "جالكسي إس 24 ألترا"]. */
  name: Bilingual;
  /** AED for the first value of every axis. */
  price: number;
  specs?: SpecInput;
  /** Screen size in inches when the model has one fixed size (laptops, tablets). */
  size?: string;
}

/** One value of an extra listing axis, e.g. a case size, a pack size or a licence length. */
export interface AxisValue {
  label: Bilingual;
  /** SKU suffix. */
  code: string;
  /** AED added to the model price. */
  add?: number;
  /** Multiplies the model price. */
  factor?: number;
  specs?: SpecInput;
}

/**
 * A product line of one brand in one leaf category. Every listing is a model combined with one value of
 * each axis (colour, storage, screen size, extra axes); configurable families list each model once as a
 * parent whose children are its colour × storage combinations.
 */
export interface FamilySeed {
  brand: string | null;
  models: readonly ModelSeed[];
  /** Overrides the kind's noun; null drops it (when the model name already says what it is). */
  noun?: Bilingual | null;
  kind?: DeviceKind;
  /** Texts and spec pools to use instead of the kind's own. */
  profile?: ExtraProfileName;
  colors?: readonly string[];
  /** Storage codes with the AED they add. */
  storages?: readonly (readonly [code: string, addAed: number])[];
  /** Screen sizes in inches with the price factor against the smallest. */
  sizes?: readonly (readonly [inches: string, factor: number])[];
  options?: readonly (readonly AxisValue[])[];
  configurable?: boolean;
  /** False when the model name already carries the brand ("AppleCare+ for iPhone"). */
  brandInName?: boolean;
  specs?: SpecInput;
  /** Price is used as is instead of being rounded to a shelf price (gift card face values). */
  exactPrice?: boolean;
}

export function model(en: string, ar: string, price: number, extra: Omit<ModelSeed, "name" | "price"> = {}): ModelSeed {
  return { name: [en, ar], price, ...extra };
}

/** A tier of a model series: name suffixes, price factor and the specs that differ. */
export type Tier = readonly [en: string, ar: string, factor: number, specs?: SpecInput];

/**
 * Models of a numbered series: every generation in every tier. `{n}` in the names is the generation;
 * each later generation costs `generationStep` more than the one before.
 */
export function series(
  en: string,
  ar: string,
  generations: readonly (string | number)[],
  tiers: readonly Tier[],
  basePrice: number,
  generationStep = 0.12,
  specs: SpecInput = {},
): ModelSeed[] {
  return generations.flatMap((generation, g) =>
    tiers.map(([tierEn, tierAr, factor, tierSpecs]) => ({
      name: [en.replace("{n}", String(generation)) + tierEn, ar.replace("{n}", String(generation)) + tierAr] as const,
      price: basePrice * (1 + generationStep) ** g * factor,
      specs: { ...specs, ...tierSpecs },
    })),
  );
}

export function axisValue(en: string, ar: string, code: string, price: { add?: number; factor?: number } = {}, specs?: SpecInput): AxisValue {
  return { label: [en, ar], code, ...price, ...(specs ? { specs } : {}) };
}

export function family(brand: string | null, models: readonly ModelSeed[], rest: Omit<FamilySeed, "brand" | "models"> = {}): FamilySeed {
  return { brand, models, ...rest };
}
