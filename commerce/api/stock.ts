import type { CommerceContext } from "./context";
import { notFound, parse } from "./envelope";
import { skuListParam, skuSchema } from "./params";

/** SPEC §7 "Stock": one sku, or a list in batches of at most 15. */
export const STOCK_BATCH_SIZE = 15;

export interface StockInfo {
  product_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

async function stockOf(ctx: CommerceContext, skus: string[]): Promise<StockInfo[]> {
  const rows = await ctx.db
    .selectFrom("products as p")
    .innerJoin("stock as s", "s.product_id", "p.id")
    .where("p.sku", "in", skus)
    .where("p.status", "<", 2)
    .select(["p.id", "p.sku", "s.qty", "s.is_in_stock", "s.manage_stock"])
    .execute();
  return rows.map((r) => ({
    product_id: r.id,
    sku: r.sku,
    qty: r.qty,
    is_in_stock: r.is_in_stock === 1,
    manage_stock: r.manage_stock === 1,
  }));
}

export async function checkStock(ctx: CommerceContext, params: URLSearchParams): Promise<StockInfo> {
  const wanted = parse(skuSchema, params.get("sku") ?? "");
  const [info] = await stockOf(ctx, [wanted]);
  if (!info) throw notFound(`Product not found sku = ${wanted}`);
  return info;
}

/** Unknown skus are left out of the list (SPEC: a not-found result is ignored). */
export async function listStock(ctx: CommerceContext, params: URLSearchParams): Promise<StockInfo[]> {
  return stockOf(ctx, parse(skuListParam(STOCK_BATCH_SIZE), params.get("skus") ?? undefined));
}
