import { z } from "zod";
import { SKU_MAX } from "../../../commerce/contract/cart";

/**
 * The posts of the compare action (app/routes/($lang).compare.tsx), one `intent` each: "Compare" on a product
 * card, "Add to compare" on a product page, and the compare page's "Remove" and "Clear all".
 */

const sku = z.string().trim().min(1).max(SKU_MAX);

export const comparePostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku }),
  z.object({ intent: z.literal("remove"), sku }),
  z.object({ intent: z.literal("clear") }),
]);
export type ComparePost = z.infer<typeof comparePostSchema>;

/** The compare page showing only the rows where the products differ: `?only=differences`. */
export const ONLY_DIFFERENCES = { name: "only", value: "differences" } as const;
