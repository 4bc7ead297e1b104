/**
 * The cart endpoints' contract that both edges share (decision 009): the limits of each input field and
 * the error codes the endpoints answer with. The commerce schemas and the storefront's form schemas are
 * built from these, so a field has one rule; this folder is the only part of `commerce/` the storefront
 * imports at run time, and it holds plain data and functions, no database and no zod (the browser loads it).
 */

/** SPEC §9: more than this in one line is a typing slip, not an order; the stock check comes after. */
export const MAX_LINE_QTY = 999;
export const SKU_MAX = 64;
/** Promo codes, bank coupons and gift card codes. */
export const CODE_MAX = 64;
/** docs/cart-api.md: `gift_wrap_message` (≤ 250). */
export const GIFT_WRAP_MESSAGE_MAX = 250;
/** Line ids and option ids are database ids: positive 32-bit integers. */
export const ID_MAX = 2 ** 31 - 1;
/** Custom and bundle options one line may choose. */
export const MAX_OPTIONS = 20;

/** A browser's visitor id (the `__visitor` cookie): 128 random bits or more, base64url. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** `٣` and `۳` (Arabic-Indic and Persian digits, as Arabic keyboards type them) become `3`. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** A database id typed in any digits (`12`, `١٢`), or null. */
export function readId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= ID_MAX ? value : null;
  if (typeof value !== "string") return null;
  const text = toLatinDigits(value.trim());
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : null;
}

/**
 * Every error code of the cart endpoints, with its HTTP status (404 for what is not there, 409 for stock
 * conflicts, 400 otherwise) and, when it is about one input, the request field it belongs to. The
 * storefront shows a code next to the form field of that name and translates it (`cart:errors.{code}`).
 */
export const CART_ERRORS = {
  "cart.notFound": { status: 404 },
  "cart.itemNotFound": { status: 404, field: "item_id" },
  "cart.productNotFound": { status: 404, field: "sku" },
  "cart.chooseOptions": { status: 400 },
  "cart.qtyInvalid": { status: 400, field: "qty" },
  "cart.priceUnknown": { status: 400 },
  "cart.tooManyItems": { status: 400 },
  "cart.mergeSame": { status: 400 },
  "cart.outOfStock": { status: 409 },
  "cart.qtyAboveStock": { status: 409, field: "qty" },
  "coupon.invalid": { status: 400, field: "coupon" },
  "coupon.expired": { status: 400, field: "coupon" },
  "coupon.notYetValid": { status: 400, field: "coupon" },
  "coupon.minSubtotal": { status: 400, field: "coupon" },
  "coupon.usedUp": { status: 400, field: "coupon" },
  /** The signed-in customer has used the code as many times as it allows one customer. */
  "coupon.customerLimit": { status: 400, field: "coupon" },
  "coupon.notApplicable": { status: 400, field: "coupon" },
  "coupon.alreadyApplied": { status: 400, field: "coupon" },
  "coupon.notApplied": { status: 400, field: "coupon" },
  "giftCard.invalid": { status: 400, field: "code" },
  "giftCard.expired": { status: 400, field: "code" },
  "giftCard.empty": { status: 400, field: "code" },
  "giftCard.alreadyApplied": { status: 400, field: "code" },
  "giftCard.limit": { status: 400, field: "code" },
  "giftCard.notApplied": { status: 400, field: "code" },
  "giftCard.recipientName": { status: 400, field: "recipient_name" },
  "giftCard.recipientEmail": { status: 400, field: "recipient_email" },
  "giftCard.messageTooLong": { status: 400, field: "message" },
  "giftCard.sendOnInvalid": { status: 400, field: "send_on" },
  "giftWrap.messageTooLong": { status: 400, field: "gift_wrap_message" },
  "giftWrap.senderInvalid": { status: 400, field: "gift_sender" },
  "giftWrap.receiverInvalid": { status: 400, field: "gift_receiver" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type CartErrorCode = keyof typeof CART_ERRORS;

/** Problems a cart line can show in its `errors` when it is read (it stays in the cart). */
export const LINE_ERRORS = ["cart.itemOutOfStock", "cart.itemUnavailable", "cart.qtyAboveStock", "cart.priceUnknown"] as const;
export type LineErrorCode = (typeof LINE_ERRORS)[number];

export function isCartErrorCode(code: unknown): code is CartErrorCode {
  return typeof code === "string" && Object.hasOwn(CART_ERRORS, code);
}

export function isLineErrorCode(code: unknown): code is LineErrorCode {
  return typeof code === "string" && (LINE_ERRORS as readonly string[]).includes(code);
}
