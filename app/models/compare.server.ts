import { z } from "zod";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { productCardSchema } from "./catalog-schemas";

/**
 * The comparison list through the commerce compare endpoints (docs/compare-api.md): a customer's kept in their
 * account, a guest's kept by the caller (the session) under the same rules. Refusals are `CommerceError`s with
 * a code of commerce/contract/compare.ts.
 */

const listSchema = z.object({ skus: z.array(z.string()) });

export function getCompareSkus(locale: Locale, customer: CustomerAuth) {
  return commerceCall(listSchema, { path: "/api/compare", locale, customer });
}

export function addToCompare(locale: Locale, customer: CustomerAuth, sku: string) {
  return commerceCall(listSchema, { method: "POST", path: "/api/compare/add", locale, customer, body: { sku } });
}

export function removeFromCompare(locale: Locale, customer: CustomerAuth, sku: string) {
  return commerceCall(listSchema, { method: "POST", path: "/api/compare/remove", locale, customer, body: { sku } });
}

export function clearCompare(locale: Locale, customer: CustomerAuth) {
  return commerceCall(listSchema, { method: "POST", path: "/api/compare/clear", locale, customer });
}

/** A guest's list joins the customer's at sign-in; products that do not fit (another family, a full list) stay out. */
export function mergeIntoCompare(locale: Locale, customer: CustomerAuth, skus: string[]) {
  return commerceCall(listSchema, { method: "POST", path: "/api/compare/merge", locale, customer, body: { skus } });
}

/** A guest's list with `sku` added, by the same rules as a customer's. */
export function addToGuestCompare(locale: Locale, skus: string[], sku: string) {
  return commerceCall(listSchema, { method: "POST", path: "/api/compare/guest-add", locale, body: { skus, sku } });
}

const compareTableSchema = z.object({
  products: z.array(productCardSchema.extend({ type_id: z.string() })),
  attributes: z.array(z.object({ code: z.string(), label: z.string(), values: z.array(z.string().nullable()), differs: z.boolean() })),
});
export type CompareTable = z.infer<typeof compareTableSchema>;

/** The products of the list as cards, and a row per comparable attribute; an empty list needs no call. */
export async function getCompareTable(locale: Locale, skus: string[]): Promise<CompareTable> {
  if (skus.length === 0) return { products: [], attributes: [] };
  return commerceCall(compareTableSchema, { path: "/api/compare/tech-spec", locale, query: { skus: skus.join(",") } });
}
