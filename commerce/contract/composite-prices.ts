/**
 * Prices made of other prices (SPEC §4–5), in integer fils: a base price with custom options, a bundle's
 * parts, a grouped product's items, a configurable's children. The backend prices cart lines and listings with them and the product page
 * shows the same sums as the shopper chooses, so each rule is written once, here.
 */

/** A custom option value's price: a fixed amount, or a percent of the base price. */
export interface CustomOptionValuePrice {
  option_type_id: number;
  price_type: "fixed" | "percent";
  price: number;
}

/** What a custom option value adds: its fixed amount, or its percent of the base price, rounded to the fils. */
export function customOptionPrice(value: Pick<CustomOptionValuePrice, "price_type" | "price">, base: number): number {
  return Math.round(value.price_type === "percent" ? (base * value.price) / 100 : value.price);
}

/** The base price plus each chosen custom option value; a value without a positive id is none. */
export function priceWithCustomOptions(base: number, chosen: readonly CustomOptionValuePrice[]): number {
  return chosen.filter((value) => value.option_type_id > 0).reduce((sum, value) => sum + customOptionPrice(value, base), base);
}

export interface BundleLink {
  id?: number;
  qty: number;
  is_default: boolean;
}

/** The part a bundle option sells: the one asked for, else the default, else the first. */
export function bundlePart<L extends BundleLink>(links: readonly L[], chosenId?: number): L | undefined {
  return (chosenId === undefined ? undefined : links.find((link) => link.id === chosenId)) ?? links.find((link) => link.is_default) ?? links[0];
}

/**
 * A bundle's price: for each option (its links), the part `bundlePart` picks, with `chosenIds[i]` the part asked
 * for in option i, at `price` times its quantity; less the bundle's saving (fils), never below zero. Without a
 * saving it is what the parts cost bought one by one.
 */
export function bundlePrice<L extends BundleLink>(
  options: readonly (readonly L[])[],
  price: (link: L) => number,
  chosenIds: readonly (number | undefined)[] = [],
  saving = 0,
): number {
  const parts = options.reduce((sum, links, index) => {
    const part = bundlePart(links, chosenIds[index]);
    return part ? sum + price(part) * part.qty : sum;
  }, 0);
  return Math.max(0, parts - saving);
}

/** A grouped product's price: one of each of its items. */
export function groupedPrice<I>(items: readonly I[], price: (item: I) => number): number {
  return items.reduce((sum, item) => sum + price(item), 0);
}

/** A configurable product sells at its cheapest child's price; of equals the first (catalogue order). */
export function cheapestChild<C>(children: readonly C[], price: (child: C) => number): C | undefined {
  return children.reduce<C | undefined>((best, child) => (best === undefined || price(child) < price(best) ? child : best), undefined);
}
