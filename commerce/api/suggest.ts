import { z } from "zod";
import type { CommerceContext } from "./context";
import { parse } from "./envelope";
import { productSummaries } from "./products";
import type { StoreCode } from "./store";

const suggestQuery = z.object({
  q: z.string().trim().min(1, "q is required").max(100),
  size: z.coerce.number().int().min(1).max(20).default(6),
});

/** Autocomplete for the header search box: completed words and the best matching products. */
export async function autocomplete(ctx: CommerceContext, params: URLSearchParams, store: StoreCode) {
  const q = parse(suggestQuery, { q: params.get("q") ?? undefined, size: params.get("size") ?? undefined });
  const found = ctx.search.autocomplete(q.q, { locale: store, size: q.size });
  const products = await productSummaries(ctx, found.ids, store);
  return {
    suggestions: found.suggestions,
    products: products.map((p) => ({
      sku: p.sku,
      name: p.name,
      url_path: p.url_path,
      image: p.image,
      final_price_incl_tax: p.final_price_incl_tax,
    })),
  };
}
