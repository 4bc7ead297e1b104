import { toLatinDigits } from "./cart";

/**
 * The catalogue update's contract both edges share (issue 22, decision 053): the CSV's columns and bounds, and the
 * code of each problem a line can have, with the values its message names. The command line says them in
 * English (commerce/catalogue/cli.ts); the back office translates them as `admin:catalogueImport.problems.{code}`.
 */

/** The columns an import reads; `name` is written by the export for people and ignored when read back. */
export const CATALOGUE_COLUMNS = ["sku", "name", "stock", "price", "special_price"] as const;
/** A pickup store's shelf stock is the column `store:<code>` (the store's code, as the store locator shows it). */
export const STORE_COLUMN_PREFIX = "store:";
/** A special price of `none` removes it. */
export const NO_SPECIAL = "none";
/** Stock, online or on a store's shelves, is a whole number up to this. */
export const STOCK_MAX = 1_000_000;
/** The largest file the back office takes, in bytes, and the most products one file changes. */
export const CATALOGUE_FILE_MAX_BYTES = 4_000_000;
export const CATALOGUE_ROWS_MAX = 20_000;

export const CATALOGUE_PROBLEMS = [
  /** Nothing at all, not even a header. */
  "empty",
  /** A header and no product. */
  "noRows",
  /** More than CATALOGUE_ROWS_MAX products: `{ max }`. */
  "tooManyRows",
  /** The quoting is broken (a quote never closed, a quote inside an unquoted cell). */
  "unreadable",
  /** The header lacks `sku`, names another column, or one twice: `{ got }`. */
  "columns",
  /** `store:<code>` names no pickup store: `{ store }`. */
  "unknownStore",
  /** `{ expected, found }` cells. */
  "cellCount",
  "skuMissing",
  /** `{ sku }` */
  "unknownSku",
  /** `{ sku, first }`: the line it is first on. */
  "duplicateSku",
  "nothingToChange",
  /** Software's stock is its unused licence keys (decision 045). */
  "stockIsKeys",
  /** `{ value }` */
  "stock",
  /** `{ store, value }` */
  "storeStock",
  /** `{ value }` */
  "price",
  /** `{ value }` */
  "specialPrice",
  /** `{ special, price }` in AED. */
  "specialNotBelow",
  /** `catalogue set`'s argument that is not stock=, price= or special=: `{ argument }`. */
  "setArgument",
] as const;
export type CatalogueProblemCode = (typeof CATALOGUE_PROBLEMS)[number];

export interface CatalogueProblem {
  /** The line of the file, from 1 (the header). */
  line: number;
  code: CatalogueProblemCode;
  params?: Record<string, string | number>;
}

/** A whole number of units from 0 to STOCK_MAX, in any digits (`12`, `١٢`), or null. */
export function readStock(text: string): number | null {
  const digits = toLatinDigits(text.trim());
  if (!/^\d{1,7}$/.test(digits)) return null;
  const stock = Number(digits);
  return stock <= STOCK_MAX ? stock : null;
}
