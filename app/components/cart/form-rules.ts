/**
 * The cart forms' rules that the browser needs as well as the server, in plain code: the zod schemas in
 * cart-forms.ts build on them on the server, and the browser bundle stays free of zod (decision 006). The
 * limits are the commerce contract's (decision 009), so both edges apply the same rule to a field.
 */

import { CODE_MAX, MAX_LINE_QTY, toLatinDigits } from "../../../commerce/contract/cart";

export { CODE_MAX, GIFT_WRAP_MESSAGE_MAX, MAX_LINE_QTY, toLatinDigits } from "../../../commerce/contract/cart";

/** The input of a promo code or a gift card: typed as printed, never filled in or corrected by the browser. */
export const CODE_INPUT = { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: CODE_MAX, required: true } as const;

export type QuantityErrorKey = "validation.qtyRequired" | "validation.qtyInvalid" | "validation.qtyMin" | "validation.qtyMax";

/** A positive whole quantity typed in any digits (`2`, `٢`, ` 2 `), or why it is not one. */
export function readQuantity(value: unknown): { qty: number } | { error: QuantityErrorKey } {
  if (typeof value !== "string") return { error: "validation.qtyRequired" };
  const text = toLatinDigits(value).trim();
  if (text === "") return { error: "validation.qtyRequired" };
  if (!/^\d+$/.test(text)) return { error: "validation.qtyInvalid" };
  const qty = Number(text);
  if (qty < 1) return { error: "validation.qtyMin" };
  if (qty > MAX_LINE_QTY) return { error: "validation.qtyMax" };
  return { qty };
}
