import { z } from "zod";
import { CATALOGUE_PROBLEMS } from "../../commerce/contract/catalogue-import";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's stock and prices (docs/admin-api.md "Catalogue import and export"): the CSV import and export, one product's stock by store. */

const catalogueImport = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(false),
    problems: z.array(z.object({ line: z.number(), code: z.enum(CATALOGUE_PROBLEMS), params: z.record(z.union([z.string(), z.number()])).optional() })),
  }),
  z.object({ ok: z.literal(true), applied: z.boolean(), lines: z.number(), productIds: z.array(z.number()) }),
]);
export type CatalogueImport = z.infer<typeof catalogueImport>;

/** Checks a CSV file of stock and prices (a dry run), or applies it all when `apply` and every line is good. */
export function importCatalogue(locale: Locale, staff: StaffAuth, csv: string, apply: boolean): Promise<CatalogueImport> {
  return commerceCall(catalogueImport, { method: "POST", path: "/api/admin/catalogue/import", locale, staff, body: { csv, apply } });
}

export async function exportCatalogue(locale: Locale, staff: StaffAuth): Promise<string> {
  return (await commerceCall(z.object({ csv: z.string() }), { path: "/api/admin/catalogue/export", locale, staff })).csv;
}

const productStock = z.object({
  product: z.object({ id: z.number(), sku: z.string(), name: z.string(), keyed: z.boolean(), stock: z.number().nullable() }),
  stores: z.array(z.object({ code: z.string(), name: z.string(), qty: z.number() })),
});
export type ProductStock = z.infer<typeof productStock>;

export function readProductStock(locale: Locale, staff: StaffAuth, productId: number): Promise<ProductStock> {
  return commerceCall(productStock, { path: `/api/admin/products/${productId}/stock`, locale, staff });
}

export async function setProductStock(locale: Locale, staff: StaffAuth, productId: number, edit: { stock: number; stores: Record<string, number> }): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/products/${productId}/stock`, locale, staff, body: edit });
}
