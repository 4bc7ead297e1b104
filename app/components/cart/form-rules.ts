/**
 * The cart forms' rules that the browser needs as well as the server, in plain code: the zod schemas in
 * cart-forms.ts build on them on the server, and the browser bundle stays free of zod (decision 006).
 */

/** SPEC §9: more than this in one line is a typing slip, not an order; the stock check comes after. */
export const MAX_LINE_QTY = 999;
/** docs/cart-api.md: `gift_wrap_message` (≤ 250). */
export const GIFT_WRAP_MESSAGE_MAX = 250;
export const CODE_MAX = 64;

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** `٣` and `۳` (Arabic-Indic and Persian digits, as Arabic keyboards type them) become `3`. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}

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
