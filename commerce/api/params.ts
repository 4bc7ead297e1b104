import { z } from "zod";
import { SKU_MAX } from "../contract/cart";

export const skuSchema = z.string().min(1, "sku is required").max(SKU_MAX, `sku is at most ${SKU_MAX} characters`);

/** A `skus=a,b,c` query parameter: trimmed, de-duplicated, at most `max` of them. */
export function skuListParam(max: number) {
  return z
    .string({ required_error: "skus is required" })
    .transform((s) => [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean))])
    .pipe(z.array(skuSchema).min(1, "skus is required").max(max, `at most ${max} skus per call`));
}
