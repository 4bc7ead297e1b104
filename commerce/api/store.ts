import { badRequest } from "./envelope";

export const storeCodes = ["en", "ar"] as const;
export type StoreCode = (typeof storeCodes)[number];

export const storeIds: Record<StoreCode, number> = { en: 1, ar: 2 };

/** The `storeCode` query parameter every call carries; English when absent. */
export function storeCodeOf(url: URL): StoreCode {
  const code = url.searchParams.get("storeCode") ?? "en";
  if (!(storeCodes as readonly string[]).includes(code)) {
    throw badRequest(`storeCode must be one of ${storeCodes.join(", ")}`);
  }
  return code as StoreCode;
}

type Localised<K extends string> = { [P in `${K}_en` | `${K}_ar`]: string };

/** Picks the column of a `_en` / `_ar` pair for the store view. */
export function localised<K extends string>(row: Localised<K>, key: K, store: StoreCode): string {
  return row[`${key}_${store}` as `${K}_en`];
}

/** The store code of a stored `store_id` (an order, a customer); an unknown id is the default, English. */
export function storeCodeOfId(id: number): StoreCode {
  return id === storeIds.ar ? "ar" : "en";
}

/** A storefront page for a message, in the recipient's language: `/forgot-password`, `/ar/sign-in/code`. */
export function storefrontLink(ctx: { storefrontOrigin: string }, store: StoreCode, path: string): string {
  return `${ctx.storefrontOrigin}${store === "ar" ? "/ar" : ""}${path}`;
}
