import { z } from "zod";
import type { CommerceContext } from "./context";
import { parse } from "./envelope";
import { skuListParam } from "./params";
import { productSummaries } from "./products";
import type { StoreCode } from "./store";

/** SPEC §7 "Price sync": current prices for skus a page already shows. */

const renderListQuery = z.object({
  skus: skuListParam(100),
  currencyCode: z.literal("AED", { errorMap: () => ({ message: "currencyCode must be AED" }) }).default("AED"),
  storeId: z.coerce.number().int().min(1).max(2).optional(),
});

/** Amounts in price_info are VAT-inclusive fils; tax_adjustments holds the same amounts without VAT. */
export async function renderList(ctx: CommerceContext, params: URLSearchParams, store: StoreCode) {
  const q = parse(renderListQuery, Object.fromEntries(params));
  const found = await ctx.db.selectFrom("products").where("sku", "in", q.skus).where("status", "<", 2).select("id").execute();
  const items = await productSummaries(ctx, found.map((r) => r.id), store);
  return {
    items: items.map((p) => ({
      id: p.id,
      sku: p.sku,
      price_info: {
        final_price: p.final_price_incl_tax,
        regular_price: p.price_incl_tax,
        special_price: p.special_price_incl_tax,
        extension_attributes: {
          tax_adjustments: { final_price: p.final_price, regular_price: p.price, special_price: p.special_price },
        },
      },
    })),
  };
}
