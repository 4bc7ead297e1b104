/**
 * Customer groups and a product's group and tier prices (decision 060), as both edges see them: the limits each
 * edge writes its zod rules from, and the rule between a product's rows.
 */

/** The group of guests and new customers; the store's other groups are rows of `customer_groups`. */
export const GENERAL_GROUP_ID = 1;

/** The query parameter a catalogue read names the shopper's group in (SPEC §7 "groupId"). */
export const GROUP_ID_PARAM = "groupId";

/**
 * How a back-office form names "every group" (the API's null group) in its group select and hidden fields. Here
 * rather than with the forms' rules, so the page's own code does not load those rules into the browser.
 */
export const EVERY_GROUP = "all";

/** Rows of group and tier prices one product may have. */
export const GROUP_PRICES_MAX = 20;
/** The largest quantity a tier may start at. */
export const TIER_QTY_MAX = 1_000;

/** Product types whose price is made of their parts' (or children's) prices: they take no group prices of their own. */
export const PRICED_BY_PARTS: ReadonlySet<string> = new Set(["configurable", "bundle", "grouped"]);

/** One row as staff set it: a group (null: every group), from how many units, the unit price in fils. */
export interface GroupPriceInput {
  group_id: number | null;
  min_qty: number;
  price: number;
}

/** One change staff make to a product's rows: a row set (in place of one of the same group and quantity), or removed. */
export type GroupPriceChange = ({ change: "set" } & GroupPriceInput) | { change: "remove"; group_id: number | null; min_qty: number };

/** The rows that say the same thing as an earlier row (one group, one quantity): their indexes. */
export function repeatedGroupPrices(rows: readonly GroupPriceInput[]): number[] {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const key = `${row.group_id ?? "all"} ${row.min_qty}`;
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}
