import { CommerceHttpError } from "../envelope";

/**
 * The message keys cart endpoints answer with (docs/cart-api.md): the storefront translates them.
 * Each key has one HTTP status: 404 for things that are not there, 409 for stock conflicts, 400 otherwise.
 */
const statuses = {
  "cart.notFound": 404,
  "cart.itemNotFound": 404,
  "cart.productNotFound": 404,
  "cart.chooseOptions": 400,
  "cart.qtyInvalid": 400,
  "cart.priceUnknown": 400,
  "cart.tooManyItems": 400,
  "cart.mergeSame": 400,
  "cart.outOfStock": 409,
  "cart.qtyAboveStock": 409,
  "coupon.invalid": 400,
  "coupon.expired": 400,
  "coupon.notYetValid": 400,
  "coupon.minSubtotal": 400,
  "coupon.usedUp": 400,
  "coupon.notApplicable": 400,
  "coupon.alreadyApplied": 400,
  "coupon.notApplied": 400,
  "giftCard.invalid": 400,
  "giftCard.expired": 400,
  "giftCard.empty": 400,
  "giftCard.alreadyApplied": 400,
  "giftCard.limit": 400,
  "giftCard.notApplied": 400,
  "giftWrap.messageTooLong": 400,
} as const;

export type CartErrorKey = keyof typeof statuses;

/** Problems a cart line can show in `errors` when it is read (it stays in the cart). */
export type LineErrorKey = "cart.itemOutOfStock" | "cart.itemUnavailable" | "cart.qtyAboveStock" | "cart.priceUnknown";

export function isCartErrorKey(message: string): message is CartErrorKey {
  return Object.hasOwn(statuses, message);
}

export function cartError(key: CartErrorKey): CommerceHttpError {
  return new CommerceHttpError(statuses[key], key);
}
