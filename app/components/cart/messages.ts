import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

/** A key of the "cart" namespace: zod messages, commerce error keys (`errors.cart.outOfStock`), notifications. */
export type CartMessageKey = ParseKeys<"cart">;
export type NotificationKey = Extract<CartMessageKey, `notifications.${string}`>;

/**
 * Forms of the cart page whose errors are shown next to the form rather than as a notification. A
 * browser without JavaScript gets them through the flash message's `form`; a fetcher in its data.
 */
export type CartFormId = "coupon" | "gift-card" | "gift-wrap" | "gift-card-recipient" | `line-${number}`;
export const CART_FORMS = {
  coupon: "coupon",
  giftCard: "gift-card",
  giftWrap: "gift-wrap",
  /** The recipient fields of a gift card's add-to-cart form. */
  giftCardRecipient: "gift-card-recipient",
  line: (itemId: number): CartFormId => `line-${itemId}`,
} as const;

/** Flash messages (already translated by the root loader) that offer "Proceed to checkout" (SPEC §8). */
export const CHECKOUT_ACTION_MESSAGES: readonly string[] = ["cart:notifications.added", "cart:notifications.qtyUpdated"];

/**
 * Translates a message key that arrived as data (a submission error, an item error). Unknown keys
 * fall back to the generic message; raw server text is never shown.
 */
export function useCartMessage(): (key: string) => string {
  const { t, i18n } = useTranslation("cart");
  const isKey = (key: string): key is CartMessageKey => i18n.exists(key, { ns: "cart" });
  return (key) => (isKey(key) ? t(key) : t("errors.generic"));
}
