import { z } from "zod";
import { FILS_PER_AED, priceKey, type ListingQuery, type ListingSort, type PriceRange, type SortOptions } from "./listing-query";

// Reading a listing's query string, on the server so zod stays out of the browser bundle. Garbage is ignored,
// never an error: a bad value in a shared link just drops that filter.

/** Limits of the commerce product query. */
const MAX_BRANDS = 100;
const MAX_COLORS = 100;
const MAX_PRICES = 10;
/** Deep pages are not worth serving; anything beyond is treated as page 1. */
export const MAX_PAGE = 1000;
const MAX_AED = 10_000_000;

const brandCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,49}$/);
const colorId = z
  .string()
  .regex(/^\d{1,7}$/)
  .transform(Number);
const wholeAed = z
  .string()
  .regex(/^\d{1,8}$/)
  .transform(Number)
  .refine((n) => n <= MAX_AED);
const priceRange = z
  .string()
  .trim()
  .regex(/^\d*-\d*$/)
  .transform((value) => value.split("-") as [string, string])
  .pipe(z.tuple([wholeAed.or(z.literal("")), wholeAed.or(z.literal(""))]))
  .transform(([from, to]) => ({ from: from === "" ? 0 : from, to: to === "" ? undefined : to }))
  .refine(({ from, to }) => (to === undefined ? from > 0 : to > from))
  .transform(({ from, to }): PriceRange => ({ from: from * FILS_PER_AED, to: to === undefined ? undefined : to * FILS_PER_AED }));
const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_PAGE);

/** The values of a repeated parameter that pass the schema, without duplicates, in URL order. */
function validValues<T>(values: string[], schema: z.ZodType<T, z.ZodTypeDef, string>, key: (value: T) => string, max: number): T[] {
  const seen = new Map<string, T>();
  for (const raw of values) {
    const parsed = schema.safeParse(raw);
    if (parsed.success && !seen.has(key(parsed.data)) && seen.size < max) seen.set(key(parsed.data), parsed.data);
  }
  return [...seen.values()];
}

export function parseListingQuery(search: URLSearchParams | string, options: SortOptions): ListingQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const sort = z.enum(options.sorts as [ListingSort, ...ListingSort[]]).safeParse(params.get("sort"));
  const page = pageNumber.safeParse(params.get("page") ?? "");
  return {
    brands: validValues(params.getAll("brand"), brandCode, String, MAX_BRANDS),
    colors: validValues(params.getAll("color"), colorId, String, MAX_COLORS),
    prices: validValues(params.getAll("price"), priceRange, priceKey, MAX_PRICES),
    inStock: params.getAll("in_stock").includes("1"),
    sort: sort.success ? sort.data : options.defaultSort,
    page: page.success ? page.data : 1,
  };
}
