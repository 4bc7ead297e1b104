import type { FacetValue, PriceRange, SearchFacets, SearchFilters } from "./types";

/** What filters and facets read from a listed product. */
export interface Filterable {
  id: number;
  brand: string | null;
  /** Slots (see FacetSlots) of the brand (-1 without one), categories and colours. */
  brandSlot: number;
  categorySlots: readonly number[];
  colorSlots: readonly number[];
  /** Bit i set when the final price is in the counter's price range i. */
  priceRangeMask: number;
  colors: readonly number[];
  categoryIds: readonly number[];
  inStock: boolean;
  finalPrice: number;
}

/**
 * Facets are disjunctive: the brand, colour, price and stock facets each count the products that pass every
 * other filter, so choosing one brand still shows how many products the other brands would add. The category
 * facet is navigation, not a choice among siblings: it counts within the chosen category (its sub-categories).
 */
const FACET_BRAND = 1;
const FACET_COLOR = 2;
const FACET_PRICE = 4;
const FACET_STOCK = 8;

/**
 * Filters in the shape they are checked in; `ids` and `sku` are folded into one set of allowed ids. Every field
 * is always present (undefined when unused), so that all filter objects share one shape in the hot loops.
 */
export interface CompiledFilters {
  categoryId: number | undefined;
  allowedIds: Set<number> | undefined;
  brands: Set<string> | undefined;
  colors: Set<number> | undefined;
  priceRanges: PriceRange[] | undefined;
  inStock: boolean | undefined;
}

const nonEmpty = <T>(values: T[] | undefined): T[] | undefined =>
  values && values.length > 0 ? values : undefined;

function allowedIdsOf(filters: SearchFilters, productIdOfSkuKey: (skuKey: string) => number | undefined): Set<number> | undefined {
  const ids = nonEmpty(filters.ids);
  const skuIds = nonEmpty(filters.sku)?.flatMap((sku) => productIdOfSkuKey(sku) ?? []);
  if (!ids && !skuIds) return undefined;
  return new Set(ids && skuIds ? ids.filter((id) => skuIds.includes(id)) : (ids ?? skuIds));
}

export function compileFilters(
  filters: SearchFilters,
  productIdOfSkuKey: (skuKey: string) => number | undefined,
): CompiledFilters {
  const brands = nonEmpty(filters.brand);
  const colors = nonEmpty(filters.color);
  return {
    categoryId: filters.category_id,
    allowedIds: allowedIdsOf(filters, productIdOfSkuKey),
    brands: brands && new Set(brands),
    colors: colors && new Set(colors),
    priceRanges: nonEmpty(filters.price),
    inStock: filters.in_stock,
  };
}

export function inPriceRange(price: number, range: PriceRange): boolean {
  return (range.from === undefined || price >= range.from) && (range.to === undefined || price < range.to);
}

/** Filters that are not facets: every result and every facet count must pass them. */
export function passesFixedFilters(product: Filterable, filters: CompiledFilters): boolean {
  return (
    (filters.allowedIds === undefined || filters.allowedIds.has(product.id)) &&
    (filters.categoryId === undefined || product.categoryIds.includes(filters.categoryId))
  );
}

/** The facets whose own filter the product fails, as FACET_* bits; 0 when it passes them all. */
export function failedFacetFilters(product: Filterable, filters: CompiledFilters): number {
  const { brands, colors, priceRanges } = filters;
  let failed = 0;
  if (brands && (product.brand === null || !brands.has(product.brand))) failed |= FACET_BRAND;
  if (colors && !product.colors.some((c) => colors.has(c))) failed |= FACET_COLOR;
  if (priceRanges && !priceRanges.some((r) => inPriceRange(product.finalPrice, r))) failed |= FACET_PRICE;
  if (filters.inStock !== undefined && product.inStock !== filters.inStock) failed |= FACET_STOCK;
  return failed;
}

const ALL_FACETS = FACET_BRAND | FACET_COLOR | FACET_PRICE | FACET_STOCK;

/** Facet values numbered in order of first sight, so that counters can count in arrays. */
export class FacetSlots<V> {
  readonly values: V[] = [];
  private readonly slots = new Map<V, number>();

  slotOf(value: V): number {
    const known = this.slots.get(value);
    if (known !== undefined) return known;
    this.values.push(value);
    this.slots.set(value, this.values.length - 1);
    return this.values.length - 1;
  }
}

export interface FacetValueSlots {
  brand: FacetSlots<string>;
  category: FacetSlots<number>;
  color: FacetSlots<number>;
}

function countsByValue<V>(counts: Int32Array, slots: FacetSlots<V>): Map<V, number> {
  const byValue = new Map<V, number>();
  counts.forEach((count, slot) => {
    if (count > 0) byValue.set(slots.values[slot]!, count);
  });
  return byValue;
}

/** Facet counts over a result, built one product at a time (this runs for every match, so it counts in arrays). */
export class FacetCounter {
  private readonly brands: Int32Array;
  private readonly categories: Int32Array;
  private readonly colors: Int32Array;
  private readonly prices: Int32Array;
  private inStock = 0;
  private outOfStock = 0;

  constructor(
    private readonly slots: FacetValueSlots,
    private readonly priceRanges: readonly PriceRange[],
  ) {
    this.brands = new Int32Array(slots.brand.values.length);
    this.categories = new Int32Array(slots.category.values.length);
    this.colors = new Int32Array(slots.color.values.length);
    this.prices = new Int32Array(priceRanges.length);
  }

  /**
   * Counts a product that passes the fixed filters and fails the facet filters in `failed`: a product failing
   * no facet filter counts everywhere, one failing a single facet's filter counts in that facet only.
   */
  add(product: Filterable, failed: number): void {
    if (failed === 0) for (const slot of product.categorySlots) this.categories[slot]! += 1;
    const counted = failed === 0 ? ALL_FACETS : failed;
    if (counted & FACET_BRAND && product.brandSlot >= 0) this.brands[product.brandSlot]! += 1;
    if (counted & FACET_COLOR) for (const slot of product.colorSlots) this.colors[slot]! += 1;
    if (counted & FACET_PRICE) {
      for (let mask = product.priceRangeMask, i = 0; mask !== 0; mask >>>= 1, i++) {
        if (mask & 1) this.prices[i]! += 1;
      }
    }
    if (counted & FACET_STOCK) {
      if (product.inStock) this.inStock += 1;
      else this.outOfStock += 1;
    }
  }

  /** Largest counts first; brand and colour lists keep the `size` largest plus any chosen value. */
  result(size: number, filters: CompiledFilters): SearchFacets {
    const stock = new Map([
      [true, this.inStock],
      [false, this.outOfStock],
    ]);
    return {
      brand: topValues(countsByValue(this.brands, this.slots.brand), size, filters.brands),
      category: topValues(countsByValue(this.categories, this.slots.category), Infinity, undefined),
      color: topValues(countsByValue(this.colors, this.slots.color), size, filters.colors),
      price: this.priceRanges.map((range, i) => ({ ...range, count: this.prices[i]! })),
      in_stock: topValues(stock, Infinity, undefined).filter((entry) => entry.count > 0),
    };
  }
}

/** Whether a product is worth counting at all: it fails at most one facet filter. */
export function countsInFacets(failed: number): boolean {
  return (failed & (failed - 1)) === 0;
}

function topValues<V extends string | number | boolean>(
  counts: Map<V, number>,
  size: number,
  chosen: ReadonlySet<V> | undefined,
): FacetValue<V>[] {
  const sorted = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || compareValues(a.value, b.value));
  return sorted.filter((entry, i) => i < size || chosen?.has(entry.value));
}

function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  return String(a).localeCompare(String(b), "en", { numeric: true });
}
