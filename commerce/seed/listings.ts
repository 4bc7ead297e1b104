import { colorByCode, colorIndex, screenSizeIndex, screenSizeLabel, storageByCode, storageIndex } from "./attributes";
import type { EditionSet, PlacedCategory } from "./categories";
import { familiesByLeaf } from "./families";
import type { AxisValue, FamilySeed, ModelSeed, SpecInput } from "./family-model";
import { Random } from "./random";
import type { Bilingual } from "./text";

/**
 * Turns families into a stream of listings: which model, in which colour/storage/size/option, becomes
 * the next product of a leaf category. Streams are interleaved by a weighted scheduler so every leaf gets
 * its share and small catalogues still cover every model.
 */

/** One value chosen on one axis of a listing. */
export interface AxisChoice {
  label: Bilingual;
  skuCode: string;
  add: number;
  factor: number;
  specs?: SpecInput;
  color?: number;
  storage?: number;
  screenSize?: number;
  /** Names list sizes, then storage, then options, then colour. */
  nameOrder: number;
}

export interface Edition {
  label: Bilingual;
  skuCode: string;
  factor: number;
}

const regions: readonly (Edition | null)[] = [
  null,
  { label: ["Middle East Version", "نسخة الشرق الأوسط"], skuCode: "ME", factor: 1 },
  { label: ["International Version", "النسخة الدولية"], skuCode: "INT", factor: 0.96 },
  { label: ["KSA Version", "النسخة السعودية"], skuCode: "KSA", factor: 0.98 },
  { label: ["UK Version", "النسخة البريطانية"], skuCode: "UK", factor: 1.02 },
  { label: ["Asia Version", "النسخة الآسيوية"], skuCode: "AS", factor: 0.95 },
];

const conditions: readonly (Edition | null)[] = [
  null,
  { label: ["Open Box", "علبة مفتوحة"], skuCode: "OB", factor: 0.9 },
  { label: ["Renewed Premium", "مجدد بريميوم"], skuCode: "RP", factor: 0.87 },
  { label: ["Renewed", "مجدد"], skuCode: "RN", factor: 0.8 },
];

const packs: readonly (Edition | null)[] = [
  null,
  ...[2, 3, 4, 5, 10].map((n) => ({
    label: [`${n}-Pack`, n === 2 ? "عبوة من قطعتين" : `عبوة من ${n} قطع`] as const,
    skuCode: `${n}PK`,
    factor: 1 + (n - 1) * 0.75,
  })),
];

/** Region versions first, then the same again in each used condition. */
function regionConditionEditions(): (Edition | null)[] {
  return conditions.flatMap((condition) =>
    regions.map((region) => {
      const parts = [region, condition].filter((e): e is Edition => e !== null);
      if (parts.length === 0) return null;
      return {
        label: [parts.map((e) => e.label[0]).join(", "), parts.map((e) => e.label[1]).join("، ")] as const,
        skuCode: parts.map((e) => e.skuCode).join(""),
        factor: parts.reduce((f, e) => f * e.factor, 1),
      };
    }),
  );
}

/**
 * Once a leaf has listed every model in every variant, large catalogues list them again as other region
 * versions, used conditions or multi-packs, the way marketplace catalogues grow.
 */
const editionSets: Record<EditionSet, readonly (Edition | null)[]> = {
  devices: regionConditionEditions(),
  packs,
  none: [null],
};

export interface Listing {
  leaf: PlacedCategory;
  family: FamilySeed;
  model: ModelSeed;
  /** Stable identity of the model, used to derive per-model random choices. */
  modelKey: string;
  axes: AxisChoice[];
  edition: Edition | null;
  /** For configurable listings: the colour × storage combinations of the children. */
  children: AxisChoice[][] | null;
}

function sizeChoices(family: FamilySeed): AxisChoice[] {
  return (family.sizes ?? []).map(([inches, factor]) => ({
    label: screenSizeLabel(inches), skuCode: inches.replace(".", ""), add: 0, factor,
    screenSize: screenSizeIndex(inches), nameOrder: 0,
  }));
}

function storageChoices(family: FamilySeed): AxisChoice[] {
  return (family.storages ?? []).map(([code, add]) => ({
    label: storageByCode(code).label, skuCode: code, add, factor: 1, storage: storageIndex(code), nameOrder: 1,
  }));
}

function optionChoices(values: readonly AxisValue[]): AxisChoice[] {
  return values.map((v) => ({
    label: v.label, skuCode: v.code, add: v.add ?? 0, factor: v.factor ?? 1, nameOrder: 2,
    ...(v.specs ? { specs: v.specs } : {}),
  }));
}

function colorChoices(codes: readonly string[]): AxisChoice[] {
  return codes.map((code) => ({
    label: colorByCode(code).label, skuCode: code, add: 0, factor: 1, color: colorIndex(code), nameOrder: 3,
  }));
}

/** Every combination of one value per axis, in a model-specific random order that starts with the base. */
function combinations(axes: AxisChoice[][], rng: Random): AxisChoice[][] {
  let combos: AxisChoice[][] = [[]];
  for (const axis of axes) combos = combos.flatMap((combo) => axis.map((value) => [...combo, value]));
  const [base, ...rest] = combos;
  return base ? [base, ...rng.sample(rest, rest.length)] : [];
}

const MAX_CHILD_COLORS = 3;
const MAX_CHILD_STORAGES = 3;

function childCombinations(family: FamilySeed, rng: Random): AxisChoice[][] {
  const colors = colorChoices(rng.sample(family.colors ?? [], MAX_CHILD_COLORS));
  const storages = storageChoices(family).slice(0, MAX_CHILD_STORAGES);
  return combinations([colors, storages].filter((axis) => axis.length > 0), rng);
}

/** Generations tried for every model, older ones first; 0 is the model as written in the families. */
const GENERATION_SHIFTS = [0, -1, 1, -2, -3, -4, -5, -6];
const OLDER_GENERATION_FACTOR = 0.88;
const NEWER_GENERATION_FACTOR = 1.08;

/** Text right after a number that makes it a quantity rather than a model number ("5G", "40mm", "30W"). */
const unitAfterNumber = /^(?:[.,/-]|mm|W\b|G\b|GB|TB|mAh|L\b|K\b|kg|m\b|"|x\b|th\b|nd\b|rd\b)/i;

/**
 * The model one or more generations away, made by moving the last number of its name ("Flip 6" → "Flip 5",
 * "WH-1000XM5" → "WH-1000XM4") and pricing it like an older or newer model. Null when the name has no
 * such number, or when the result is a model the leaf already has.
 */
function generationOf(model: ModelSeed, shift: number, taken: Set<string>): ModelSeed | null {
  if (shift === 0) return model;
  const [en, ar] = model.name;
  const numbers = [...en.matchAll(/\d+/g)];
  const last = numbers[numbers.length - 1];
  if (!last || last.index === undefined) return null;
  const digits = last[0];
  const before = en[last.index - 1] ?? " ";
  if (".,/-".includes(before) || unitAfterNumber.test(en.slice(last.index + digits.length))) return null;
  const arIndex = ar.lastIndexOf(digits);
  const moved = Number(digits) + shift;
  if (arIndex < 0 || moved < 1) return null;
  const name = [
    en.slice(0, last.index) + moved + en.slice(last.index + digits.length),
    ar.slice(0, arIndex) + moved + ar.slice(arIndex + digits.length),
  ] as const;
  if (taken.has(name[0])) return null;
  taken.add(name[0]);
  const factor = shift < 0 ? OLDER_GENERATION_FACTOR ** -shift : NEWER_GENERATION_FACTOR ** shift;
  return { ...model, name, price: model.price * factor };
}

/**
 * Listings of one family: every model in its first variant, then every model in its second, and so on;
 * then the same for other generations of the models, then for each further edition.
 */
function* familyListings(
  leaf: PlacedCategory,
  family: FamilySeed,
  familyIndex: number,
  seed: number,
  takenNames: Set<string>,
): Generator<Listing> {
  const configurable = family.configurable === true;
  const listingAxes = [
    sizeChoices(family),
    ...(configurable ? [] : [storageChoices(family)]),
    ...(family.options ?? []).map(optionChoices),
    ...(configurable ? [] : [colorChoices(family.colors ?? [])]),
  ].filter((axis) => axis.length > 0);
  const editionSet = leaf.leaf?.editions ?? "devices";
  const shifts = editionSet === "none" ? [0] : GENERATION_SHIFTS;

  const generations = shifts.map((shift) =>
    family.models.flatMap((baseModel, modelIndex) => {
      const model = generationOf(baseModel, shift, takenNames);
      if (!model) return [];
      const modelKey = `${leaf.urlKey}/${familyIndex}/${modelIndex}@${shift}`;
      const rng = Random.derived(seed, modelKey);
      const children = configurable ? childCombinations(family, rng) : null;
      return [{ model, modelKey, combos: combinations(listingAxes, rng), children }];
    }),
  );
  const variantCount = generations[0]?.[0]?.combos.length ?? 0;

  for (const edition of editionSets[editionSet]) {
    for (const models of generations) {
      for (let variant = 0; variant < variantCount; variant++) {
        for (const { model, modelKey, combos, children } of models) {
          const axes = combos[variant];
          if (!axes) continue;
          // A configurable needs at least two children to offer a choice; otherwise list it as a simple product.
          const asConfigurable = children !== null && children.length >= 2;
          const allAxes = children !== null && !asConfigurable ? [...axes, ...(children[0] ?? [])] : axes;
          yield { leaf, family, model, modelKey, axes: allAxes, edition, children: asConfigurable ? children : null };
        }
      }
    }
  }
}

/** Listings of one leaf: its families take turns. */
function* leafListings(leaf: PlacedCategory, families: readonly FamilySeed[], seed: number): Generator<Listing> {
  const takenNames = new Set(families.flatMap((family) => family.models.map((model) => model.name[0])));
  const streams = families.map((family, i) => familyListings(leaf, family, i, seed, takenNames));
  while (streams.length > 0) {
    for (let i = 0; i < streams.length; ) {
      const next = streams[i]!.next();
      if (next.done) {
        streams.splice(i, 1);
      } else {
        yield next.value;
        i++;
      }
    }
  }
}

export function listingRowCount(listing: Listing): number {
  return 1 + (listing.children?.length ?? 0);
}

interface LeafStream {
  stream: Generator<Listing>;
  weight: number;
  rows: number;
  done: boolean;
}

/**
 * Hands out listings across all leaves. The leaf that is furthest behind its weighted share goes next, so
 * the catalogue grows evenly at any size; leaves that run out of listings drop out.
 */
export class ListingScheduler {
  private readonly leaves: LeafStream[];

  constructor(categories: readonly PlacedCategory[], seed: number) {
    this.leaves = categories
      .filter((c) => c.leaf && c.isActive && c.leaf.weight > 0)
      .map((category) => {
        const families = familiesByLeaf[category.urlKey];
        if (!families || families.length === 0) throw new Error(`No product families for leaf category "${category.urlKey}"`);
        return { stream: leafListings(category, families, seed), weight: category.leaf!.weight, rows: 0, done: false };
      });
  }

  /** Listings adding up to at least `rowBudget` product rows (fewer only when every leaf has run out). */
  take(rowBudget: number): Listing[] {
    const listings: Listing[] = [];
    let rows = 0;
    while (rows < rowBudget) {
      const leaf = this.furthestBehind();
      if (!leaf) break;
      const result = leaf.stream.next();
      if (result.done) {
        leaf.done = true;
        continue;
      }
      const count = listingRowCount(result.value);
      leaf.rows += count;
      rows += count;
      listings.push(result.value);
    }
    return listings;
  }

  private furthestBehind(): LeafStream | undefined {
    let behind: LeafStream | undefined;
    for (const leaf of this.leaves) {
      if (!leaf.done && (!behind || leaf.rows / leaf.weight < behind.rows / behind.weight)) behind = leaf;
    }
    return behind;
  }
}
