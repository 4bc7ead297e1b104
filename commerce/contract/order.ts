/**
 * The order endpoints' contract both edges share (decision 009): the error codes with their HTTP status and
 * field. The storefront translates a code and shows SPEC §8's message for it.
 */
export const ORDER_ERRORS = {
  /** The cart has nothing that can be ordered. */
  "order.emptyCart": { status: 400 },
  /** SPEC §8: 'Some products you've ordered are out of stock. Your order has been canceled.' Nothing is charged. */
  "order.outOfStock": { status: 409 },
  /** A gift card's balance or a coupon's uses ran out between the cart and the order. */
  "order.totalsChanged": { status: 409 },
  "order.notFound": { status: 404 },
} as const satisfies Record<string, { status: number; field?: string }>;

export type OrderErrorCode = keyof typeof ORDER_ERRORS;

export function isOrderErrorCode(code: unknown): code is OrderErrorCode {
  return typeof code === "string" && Object.hasOwn(ORDER_ERRORS, code);
}
