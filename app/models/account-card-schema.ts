import { z } from "zod";
import { photoSchema, type ProductCardData } from "./catalog-schemas";

/**
 * A product as the customer's lists answer it (wishlist, alerts, recently viewed: `ProductCard` in
 * docs/account-api.md). A list's schema extends it with its row's fields and ends with `.transform(asProductCard)`.
 */
export const accountCardSchema = z.object({
  product_id: z.number(),
  sku: z.string(),
  type_id: z.string(),
  name: z.string(),
  url_path: z.string(),
  image: z.string(),
  photo: photoSchema.nullable().default(null),
  price_incl_tax: z.number().int(),
  final_price_incl_tax: z.number().int(),
  is_in_stock: z.boolean(),
});

/**
 * What the storefront's product card shows. These lists name no brand and no stock quantity (qty 0 means
 * "not counted", as for a product whose stock is not managed).
 */
export function asProductCard<Card extends z.infer<typeof accountCardSchema>>(card: Card): Card & ProductCardData {
  return { ...card, brand: null, stock: { is_in_stock: card.is_in_stock, qty: 0 } };
}
