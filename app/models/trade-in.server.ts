import { z } from "zod";
import { GRADES, TRADE_IN_STATUSES } from "../../commerce/contract/tradein";
import { tradeInApiKey } from "../../commerce/contract/tradein-api-key";
import { commerceCall, CommerceError, type CommerceCall } from "~/lib/commerce.server";
import { commerceSecret } from "~/lib/commerce-secret.server";
import type { Locale } from "~/lib/i18n";

/**
 * The trade-in valuation (docs/trade-in-api.md). Its endpoints take their own API key, derived from the
 * commerce secret as the backend derives it: COMMERCE_SECRET, else the secret the backend generated into DATA_DIR.
 */

let apiKey: string | undefined;
function tradeInKey(): string {
  apiKey ??= tradeInApiKey(commerceSecret());
  return apiKey;
}

const call = <T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, request: Omit<CommerceCall, "apiKey">) =>
  commerceCall(schema, { ...request, apiKey: tradeInKey() });

/**
 * A list the valuation steps show: empty when the backend fails (SPEC §8, the page then says there is nothing
 * to choose now); a 404 (an unknown or foreign id) stays an error.
 */
async function listOrEmpty<T>(list: Promise<T[]>, what: string): Promise<T[]> {
  try {
    return await list;
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404) throw error;
    console.error(`trade-in: the ${what} could not be loaded:`, error);
    return [];
  }
}

const named = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Named = z.infer<typeof named>;

const attributeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  options: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type Attribute = z.infer<typeof attributeSchema>;

const questionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;

const assetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }),
});

const quoteSchema = z.object({ asset: assetSchema, grade: z.enum(GRADES), price: z.number().int() });
export type Quote = z.infer<typeof quoteSchema>;

const voucherSchema = z.object({ code: z.string(), balance: z.number().int(), expires_at: z.string().nullable() });
/** A submitted valuation: a quote until staff have checked the device, then a voucher or a reason (decision 038). */
const valuationSchema = quoteSchema.extend({ reference: z.string(), status: z.enum(TRADE_IN_STATUSES), voucher: voucherSchema.nullable() });
const submittedValuationSchema = valuationSchema.extend({
  email: z.string(),
  decided_price: z.number().int().nullable(),
  rejection_reason: z.string().nullable(),
});
export type SubmittedValuation = z.infer<typeof submittedValuationSchema>;

/** The device a valuation is for, as the ids the steps chose. */
export interface Description {
  assetId: number;
  options: number[];
  condition: number[];
}

export function listCategories(locale: Locale): Promise<Named[]> {
  return listOrEmpty(call(z.array(named), { path: "/api/trade-in/categories", locale }), "categories");
}

export function listBrands(locale: Locale, categoryId: number): Promise<Named[]> {
  return listOrEmpty(call(z.array(named), { path: "/api/trade-in/brands", locale, query: { categoryId } }), "brands");
}

export function listModels(locale: Locale, categoryId: number, brandId: number): Promise<Named[]> {
  return listOrEmpty(call(z.array(named), { path: "/api/trade-in/models", locale, query: { categoryId, brandId } }), "models");
}

export function listAttributes(locale: Locale, assetId: number): Promise<Attribute[]> {
  return listOrEmpty(call(z.array(attributeSchema), { method: "POST", path: "/api/trade-in/attributes", locale, body: { assetId } }), "attributes");
}

export function listConditions(locale: Locale, assetId: number): Promise<Question[]> {
  return listOrEmpty(call(z.array(questionSchema), { path: "/api/trade-in/conditions", locale, query: { assetId } }), "conditions");
}

export function quoteExchangePrice(locale: Locale, description: Description): Promise<Quote> {
  return call(quoteSchema, { method: "POST", path: "/api/trade-in/exchange-price", locale, body: description });
}

/** Records the quote at the price the backend computes, e-mailed to `email`; the voucher waits for the device. */
export function submitValuation(locale: Locale, description: Description, email: string) {
  return call(valuationSchema, { method: "POST", path: "/api/trade-in/submit", locale, body: { ...description, email } });
}

export function findValuation(locale: Locale, reference: string): Promise<SubmittedValuation> {
  return call(submittedValuationSchema, { path: `/api/trade-in/valuation/${encodeURIComponent(reference)}`, locale });
}
