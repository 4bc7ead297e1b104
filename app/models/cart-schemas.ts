import { z } from "zod";

/**
 * Shapes of the cart endpoints' results (docs/cart-api.md), parsed at the commerce boundary.
 * Money is integer fils, VAT-inclusive unless a field says otherwise.
 */

const fils = z.number().int();

export const TOTAL_SEGMENT_CODES = [
  "subtotal",
  "discount",
  "bank_coupon",
  "shipping",
  "gift_wrap",
  "payment_fee",
  "instalment_fee",
  "tax",
  "giftcards",
  "tradein_voucher",
  "loyalty_voucher",
  "loyalty_points",
  "grand_total",
] as const;
export type TotalSegmentCode = (typeof TOTAL_SEGMENT_CODES)[number];

export const totalsSchema = z.object({
  subtotal_incl_tax: fils,
  discount: fils,
  shipping_incl_tax: fils,
  tax: fils,
  gift_cards: fils,
  grand_total: fils,
  // Unknown segment codes (a backend may add more) are kept, the page shows the ones it knows.
  total_segments: z.array(z.object({ code: z.string(), title: z.string(), value: fils })),
});
export type Totals = z.infer<typeof totalsSchema>;

export const cartItemSchema = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  parent_sku: z.string().nullable(),
  child_sku: z.string().nullable(),
  name: z.string(),
  type_id: z.string(),
  image: z.string().nullable(),
  url_path: z.string().nullable(),
  qty: z.number().int(),
  max_qty: z.number().int().nullable(),
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Who a gift card is for (commerce/contract/gift-card.ts); null on other lines. */
  gift_card: z
    .object({ name: z.string(), email: z.string(), message: z.string(), send_on: z.string().nullable() })
    .nullable()
    .default(null),
  /** The chosen custom option values, option id → value id. */
  custom_options: z.record(z.number().int()).default({}),
  price_incl_tax: fils,
  row_total_incl_tax: fils,
  is_in_stock: z.boolean(),
  errors: z.array(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  cartId: z.string(),
  is_buy_now: z.boolean(),
  items: z.array(cartItemSchema),
  items_qty: z.number().int(),
  items_count: z.number().int(),
  coupon_code: z.string().nullable(),
  /** Not in docs/cart-api.md yet: why an applied code takes nothing off now (an error key), or null. */
  coupon_warning: z.string().nullable().optional(),
  bank_coupon_code: z.string().nullable(),
  bank_coupon_warning: z.string().nullable().optional(),
  bank_offer_removed: z.string().nullable().optional(),
  gift_cards: z.array(
    z.object({ code: z.string(), applied_amount: fils, balance: fils, warning: z.string().nullable().optional() }),
  ),
  gift_wrap: z.object({ flag: z.boolean(), message: z.string(), sender: z.string(), receiver: z.string() }),
  totals: totalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const addResultSchema = z.object({
  /** Left out when the call asks `withCart: false`. */
  cart: cartSchema.optional(),
  status: z.enum(["ok", "volatile"]),
  item_id: z.number().int(),
});

export const buyNowResultSchema = z.object({ cartId: z.string(), cart: cartSchema });

export const couponSchema = z.object({ code: z.string(), description: z.string(), is_bank_coupon: z.boolean() });
export type Coupon = z.infer<typeof couponSchema>;

/** What the add endpoints take (`CartItemInput`). Option maps are `{ option_id: option_type_id | selection_id }`. */
export interface CartItemInput {
  sku: string;
  child_sku?: string;
  qty: number;
  custom_options?: Record<string, number>;
  bundle_options?: Record<string, number>;
  gift_card?: { recipient_name: string; recipient_email: string; message: string; send_on: string };
}
