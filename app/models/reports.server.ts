import { z } from "zod";
import { REFUND_STATUSES } from "../../commerce/contract/order";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's finance reports (docs/admin-api.md "Reports"): sales and refunds, the VAT return, the documents as CSV. */

export interface Period {
  from: string;
  to: string;
}

const figures = z.object({ excl_tax: z.number(), tax: z.number() });
const salesRow = z.object({ key: z.string(), label: z.string().nullable(), invoiced: z.number(), credited: z.number(), net: z.number() });

const salesSchema = z.object({
  totals: z.object({ invoiced: z.number(), credited: z.number(), net: z.number(), tax: z.number() }),
  by_day: z.array(salesRow),
  by_payment: z.array(salesRow),
  by_category: z.array(salesRow),
  by_brand: z.array(salesRow),
  refunds: z.object({
    groups: z.array(z.object({ status: z.enum(REFUND_STATUSES), provider: z.string(), count: z.number(), amount: z.number() })),
    total: z.number(),
  }),
});
export type SalesReport = z.infer<typeof salesSchema>;
export type SalesRow = z.infer<typeof salesRow>;

const vatSchema = z.object({
  emirates: z.array(
    z.object({ emirate_id: z.number().nullable(), name: z.string().nullable(), invoiced: figures, credited: figures, amount: z.number(), vat: z.number(), adjustment: z.number() }),
  ),
  zero_rated: z.object({ invoiced: z.number(), credited: z.number(), amount: z.number() }),
  totals: z.object({ amount: z.number(), vat: z.number() }),
  documents: z.object({ invoices: z.number(), credit_notes: z.number() }),
});
export type VatReturn = z.infer<typeof vatSchema>;

export function salesReport(locale: Locale, staff: StaffAuth, period: Period): Promise<SalesReport> {
  return commerceCall(salesSchema, { path: "/api/admin/reports/sales", locale, staff, query: { ...period } });
}

export function vatReturn(locale: Locale, staff: StaffAuth, period: Period): Promise<VatReturn> {
  return commerceCall(vatSchema, { path: "/api/admin/reports/vat", locale, staff, query: { ...period } });
}

export async function documentsCsv(locale: Locale, staff: StaffAuth, period: Period): Promise<string> {
  return (await commerceCall(z.object({ csv: z.string() }), { path: "/api/admin/reports/documents", locale, staff, query: { ...period } })).csv;
}

const lowStockSchema = z.object({
  threshold: z.number(),
  total: z.number(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), type_id: z.string(), qty: z.number() })),
});
export type LowStockPage = z.infer<typeof lowStockSchema>;

/** Products at the low-stock threshold or below, fewest first. */
export function lowStock(locale: Locale, staff: StaffAuth, page: number, pageSize: number): Promise<LowStockPage> {
  return commerceCall(lowStockSchema, { path: "/api/admin/low-stock", locale, staff, query: { page, pageSize } });
}
