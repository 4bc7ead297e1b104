import { z } from "zod";
import { PROMO_KINDS, PROMO_SCOPES, PROMO_STATES, type BinChange, type PromoState, type PromotionInput } from "../../commerce/contract/promotion";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";

/** The back office's promo codes and bank offers (docs/admin-api.md "Promotions"): list, create, edit, switch off, BIN ranges. */

const promotion = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  amount: z.number(),
  min_subtotal: z.number(),
  max_discount: z.number().nullable(),
  scope: z.enum(PROMO_SCOPES),
  category_id: z.number().nullable(),
  brand: z.string().nullable(),
  skus: z.array(z.string()),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  usage_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  times_used: z.number(),
  description_en: z.string(),
  description_ar: z.string(),
  is_active: z.boolean(),
  is_bank_coupon: z.boolean(),
  state: z.enum(PROMO_STATES),
  orders: z.number(),
  revenue: z.number(),
  discount: z.number(),
});
export type Promotion = z.infer<typeof promotion>;

const promotionPage = z.object({ total: z.number(), items: z.array(promotion) });
export type PromotionPage = z.infer<typeof promotionPage>;

const promotionDetail = promotion.extend({ bins: z.array(z.object({ bin_from: z.string(), bin_to: z.string() })) });
export type PromotionDetail = z.infer<typeof promotionDetail>;

const names = { name_en: z.string(), name_ar: z.string() };
const scopes = z.object({ categories: z.array(z.object({ id: z.number(), ...names })), brands: z.array(z.object({ code: z.string(), ...names })) });
export type PromotionScopes = z.infer<typeof scopes>;

export interface PromotionFilter {
  q?: string;
  state?: PromoState;
}

const saved = z.object({ id: z.number(), code: z.string() });

export function listPromotions(locale: Locale, staff: StaffAuth, filter: PromotionFilter, page: number, pageSize: number): Promise<PromotionPage> {
  return commerceCall(promotionPage, { path: "/api/admin/promotions", locale, staff, query: { ...filter, page, pageSize } });
}

export function getPromotion(locale: Locale, staff: StaffAuth, id: number): Promise<PromotionDetail> {
  return commerceCall(promotionDetail, { path: `/api/admin/promotions/${id}`, locale, staff });
}

export function promotionScopes(locale: Locale, staff: StaffAuth): Promise<PromotionScopes> {
  return commerceCall(scopes, { path: "/api/admin/promotions/scopes", locale, staff });
}

export function createPromotion(locale: Locale, staff: StaffAuth, input: PromotionInput & { code: string }) {
  return commerceCall(saved, { method: "POST", path: "/api/admin/promotions", locale, staff, body: input });
}

export function editPromotion(locale: Locale, staff: StaffAuth, id: number, input: PromotionInput) {
  return commerceCall(saved, { method: "POST", path: `/api/admin/promotions/${id}`, locale, staff, body: { action: "edit", promotion: input } });
}

export function deactivatePromotion(locale: Locale, staff: StaffAuth, id: number) {
  return commerceCall(saved, { method: "POST", path: `/api/admin/promotions/${id}`, locale, staff, body: { action: "deactivate" } });
}

export async function changeBins(locale: Locale, staff: StaffAuth, id: number, change: BinChange): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/promotions/${id}/bins`, locale, staff, body: change });
}
