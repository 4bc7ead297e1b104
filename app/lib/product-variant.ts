import * as composite from "../../commerce/contract/composite-prices";
import type { ProductDetail } from "~/models/catalog-schemas";

/**
 * Variant choice and computed prices of the product page (SPEC §4 "Product variant choice"). Pure functions
 * over the product the catalogue returned, shared by the loader and the browser. Amounts are fils; the sums
 * themselves are the contract's (commerce/contract/composite-prices.ts), the same the backend charges.
 */

export type ConfigurableChild = ProductDetail["configurable_children"][number];
type BundleOption = ProductDetail["bundle_options"][number];
type BundleLink = BundleOption["product_links"][number];

/** attribute_code → value_index of the configurable options the shopper chose. */
export type Selection = Readonly<Record<string, number>>;

type ProductRef = Pick<ProductDetail, "sku" | "url_key">;
type Configurable = Pick<ProductDetail, "sku" | "url_key" | "configurable_options" | "configurable_children">;

/** `/p/{parentSku}/{slug}` or `/p/{parentSku}/{slug}/{childSku}`, without the locale prefix. */
export function productPath(product: ProductRef, childSku?: string | null): string {
  const base = `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(product.url_key)}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

function orderable(children: readonly ConfigurableChild[]): ConfigurableChild[] {
  return children.filter((child) => child.stock.is_in_stock);
}

/** The cheapest child, the first of equals. */
function cheapest(children: readonly ConfigurableChild[]): ConfigurableChild | undefined {
  return composite.cheapestChild(children, (child) => child.final_price_incl_tax);
}

/** The child's values of the product's configurable options. */
export function selectionOfChild(product: Pick<ProductDetail, "configurable_options">, child: ConfigurableChild): Selection {
  const selection: Record<string, number> = {};
  for (const option of product.configurable_options) {
    const value = child.custom_attributes[option.attribute_code];
    if (value !== undefined) selection[option.attribute_code] = value;
  }
  return selection;
}

/**
 * A selection from query values such as `?color=3&storage=256`: only option codes the product has, with
 * values it offers; anything else is ignored.
 */
export function selectionFromSearchParams(
  product: Pick<ProductDetail, "configurable_options">,
  params: URLSearchParams
): Selection {
  const selection: Record<string, number> = {};
  for (const option of product.configurable_options) {
    const raw = params.get(option.attribute_code);
    if (raw === null || !/^\d+$/.test(raw)) continue;
    const value = Number(raw);
    if (option.values.some((v) => v.value_index === value)) selection[option.attribute_code] = value;
  }
  return selection;
}

function selectedCodes(product: Pick<ProductDetail, "configurable_options">, selection: Selection): string[] {
  return product.configurable_options.map((o) => o.attribute_code).filter((code) => selection[code] !== undefined);
}

/**
 * The child the shopper has chosen: the child whose sku was configured wins; otherwise the cheapest child
 * that agrees with every selected attribute. Nothing selected, or no child with that combination, is
 * `undefined` (the page then says "No such configuration…" or asks the shopper to choose).
 */
export function findVariant(
  product: Configurable,
  { configuredSku, selection = {} }: { configuredSku?: string | null; selection?: Selection }
): ConfigurableChild | undefined {
  const children = orderable(product.configurable_children);
  if (configuredSku) {
    const configured = children.find((child) => child.sku === configuredSku);
    if (configured) return configured;
  }
  const codes = selectedCodes(product, selection);
  if (codes.length === 0) return undefined;
  return cheapest(children.filter((child) => codes.every((code) => child.custom_attributes[code] === selection[code])));
}

/**
 * The child you get by setting `code` to `value` while keeping as many of the other selected attributes as
 * some child allows; among equally good children the cheapest.
 */
export function bestChildFor(
  product: Configurable,
  selection: Selection,
  code: string,
  value: number
): ConfigurableChild | undefined {
  const others = selectedCodes(product, selection).filter((c) => c !== code);
  let best: ConfigurableChild[] = [];
  let bestScore = -1;
  for (const child of orderable(product.configurable_children)) {
    if (child.custom_attributes[code] !== value) continue;
    const score = others.filter((c) => child.custom_attributes[c] === selection[c]).length;
    if (score > bestScore) {
      best = [child];
      bestScore = score;
    } else if (score === bestScore) {
      best.push(child);
    }
  }
  return cheapest(best);
}

export interface OptionValueState {
  value_index: number;
  label: string;
  swatch: string | null;
  selected: boolean;
  /** Some orderable child has this value together with the other current selections. */
  available: boolean;
  /**
   * Where choosing this value leads, without the locale prefix: the best child's URL, or (when no child
   * has the value at all) the parent with the wished-for selection in the query, which shows the
   * "No such configuration" warning.
   */
  href: string;
}

export interface OptionState {
  attribute_code: string;
  label: string;
  selected: OptionValueState | undefined;
  values: OptionValueState[];
}

/** Every configurable option with, for each value, whether it is chosen, available, and its link. */
export function describeOptions(product: Configurable, selection: Selection): OptionState[] {
  const children = orderable(product.configurable_children);
  const codes = selectedCodes(product, selection);
  return product.configurable_options.map((option) => {
    const code = option.attribute_code;
    const others = codes.filter((c) => c !== code);
    const values = option.values.map((v): OptionValueState => {
      const available = children.some(
        (child) =>
          child.custom_attributes[code] === v.value_index && others.every((c) => child.custom_attributes[c] === selection[c])
      );
      const target = bestChildFor(product, selection, code, v.value_index);
      return {
        value_index: v.value_index,
        label: v.label,
        swatch: v.swatch,
        selected: selection[code] === v.value_index,
        available,
        href: target ? productPath(product, target.sku) : selectionPath(product, { ...selection, [code]: v.value_index }),
      };
    });
    return { attribute_code: code, label: option.label, selected: values.find((v) => v.selected), values };
  });
}

/** The parent's URL carrying a selection in its query, in option order. */
export function selectionPath(product: Configurable, selection: Selection): string {
  const params = new URLSearchParams();
  for (const code of selectedCodes(product, selection)) params.set(code, String(selection[code]));
  const query = params.toString();
  return query ? `${productPath(product)}?${query}` : productPath(product);
}

/** The base price plus every chosen custom option value (unknown ids are ignored). */
export function priceWithCustomOptions(
  product: Pick<ProductDetail, "custom_options">,
  basePrice: number,
  chosen: Readonly<Record<number, number>>
): number {
  const values = product.custom_options.flatMap((option) => option.values.filter((v) => v.option_type_id === chosen[option.option_id]));
  return composite.priceWithCustomOptions(basePrice, values);
}

/** The part chosen for a bundle option: the one asked for, else the default, else the first. */
export function bundleSelection(option: BundleOption, chosenId?: number): BundleLink | undefined {
  return composite.bundlePart(option.product_links, chosenId);
}

/**
 * Bundle price: for each option, the chosen (else default, else first) part times its qty; the final price
 * takes the bundle's saving off, the regular one is what the parts cost bought one by one.
 */
export function bundlePrice(
  bundle: Pick<ProductDetail, "bundle_options" | "bundle_saving">,
  chosen: Readonly<Record<number, number>> = {}
): { final: number; regular: number } {
  const links = bundle.bundle_options.map((option) => option.product_links);
  const chosenIds = bundle.bundle_options.map((option) => chosen[option.option_id]);
  return {
    final: composite.bundlePrice(links, (link) => link.final_price_incl_tax, chosenIds, bundle.bundle_saving),
    regular: composite.bundlePrice(links, (link) => link.price_incl_tax, chosenIds),
  };
}

/** What a bundle saves against its chosen parts bought one by one at their prices now. */
export function bundleSavingOf(
  bundle: Pick<ProductDetail, "bundle_options" | "bundle_saving">,
  chosen: Readonly<Record<number, number>> = {}
): number {
  const links = bundle.bundle_options.map((option) => option.product_links);
  const chosenIds = bundle.bundle_options.map((option) => chosen[option.option_id]);
  const separately = composite.bundlePrice(links, (link) => link.final_price_incl_tax, chosenIds);
  return separately - bundlePrice(bundle, chosen).final;
}

/** Grouped price: starts at 0 and adds every associated product once (qty 1). */
export function groupedPrice(items: ProductDetail["grouped_items"]): { final: number; regular: number } {
  return {
    final: composite.groupedPrice(items, (item) => item.final_price_incl_tax),
    regular: composite.groupedPrice(items, (item) => item.price_incl_tax),
  };
}

/**
 * The price a product page shows: the bundle with its chosen parts, the grouped items together, the chosen
 * child of a configurable, else the product's own.
 */
export function shownPrice(
  product: Pick<ProductDetail, "type_id" | "bundle_options" | "bundle_saving" | "grouped_items" | "final_price_incl_tax" | "price_incl_tax">,
  child: ConfigurableChild | undefined,
  bundleChoice: Readonly<Record<number, number>> = {}
): { final: number; regular: number } {
  if (product.type_id === "bundle" && product.bundle_options.length > 0) return bundlePrice(product, bundleChoice);
  if (product.type_id === "grouped" && product.grouped_items.length > 0) return groupedPrice(product.grouped_items);
  if (child) return { final: child.final_price_incl_tax, regular: child.price_incl_tax };
  return { final: product.final_price_incl_tax, regular: product.price_incl_tax };
}
