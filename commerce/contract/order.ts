/**
 * The order endpoints' contract both edges share (decision 009): the error codes with their HTTP status and
 * field, the statuses SPEC §3 names and the limits of the customer's forms. The storefront translates a code
 * and shows SPEC §8's message for it.
 */
export const ORDER_ERRORS = {
  /** The cart has nothing that can be ordered. */
  "order.emptyCart": { status: 400 },
  /** SPEC §8: 'Some products you've ordered are out of stock. Your order has been canceled.' Nothing is charged. */
  "order.outOfStock": { status: 409 },
  /** A gift card's balance or a coupon's uses ran out between the cart and the order. */
  "order.totalsChanged": { status: 409 },
  /** The order's e-mail (or account) has used the promo code as many times as it allows one customer. */
  "order.couponLimit": { status: 409 },
  /** An unknown order, invoice or credit note, or another customer's: the same answer, never a hint which. */
  "order.notFound": { status: 404 },
  /** The line is not one of this order's. */
  "order.itemNotFound": { status: 404, field: "itemId" },
  /** The line is cancelled already, or its order is on its way (dispatched), delivered or closed. */
  "order.notCancellable": { status: 409, field: "itemId" },
  /** A gift card the line issued has been spent: what was spent cannot come back, so the line stays. */
  "order.giftCardSpent": { status: 409, field: "itemId" },
  /** A cancelled or failed order cannot be rated. */
  "order.notRatable": { status: 409, field: "rating" },
  /** An unknown saved card, or another customer's. */
  "card.notFound": { status: 404, field: "id" },
  /** Back office: only a confirmed or completed order has a confirmation to send again. */
  "order.notConfirmed": { status: 409 },
  /** Back office: no shipment has this number. */
  "shipment.notFound": { status: 404 },
  /** Back office: the move is not one the shipment's current status allows (or someone made it a moment ago). */
  "fulfilment.notAllowed": { status: 409, field: "action" },
  /** Back office: the collection code the shopper showed is not the shipment's. */
  "fulfilment.codeInvalid": { status: 400, field: "code" },
  /** Back office: a split names lines that are not the shipment's ordered lines, or all of them. */
  "fulfilment.splitInvalid": { status: 400, field: "itemIds" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** The back office's refusals about refunds (docs/order-api.md "Refunds"). */
export const REFUND_ERRORS = {
  /** An unknown refund id. */
  "refund.notFound": { status: 404 },
  /** The provider has paid it already: retrying would pay twice. */
  "refund.alreadySucceeded": { status: 409 },
  /** Another attempt is at the provider right now. */
  "refund.inProgress": { status: 409 },
} as const satisfies Record<string, { status: number; field?: string }>;

export type RefundErrorCode = keyof typeof REFUND_ERRORS;

/** Why money goes back through a provider: a cancelled line, an accepted return, an order never collected. */
export const REFUND_REASONS = ["cancel", "return", "uncollected"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** Where a refund stands at its provider: waiting, being asked, paid, or refused (for finance to retry). */
export const REFUND_STATUSES = ["pending", "processing", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Returns after delivery (docs/order-api.md "Returns"): what staff and the shopper are refused, and why. */
export const RETURN_ERRORS = {
  /** An unknown or malformed return id. */
  "return.notFound": { status: 404 },
  /** A line whose shipment has not reached the shopper (or was cancelled): nothing of it can go back yet. */
  "return.notReturnable": { status: 409, field: "items" },
  /** The line's shipment reached the shopper more than RETURN_WINDOW_DAYS calendar days ago. */
  "return.windowClosed": { status: 409, field: "items" },
  /** More units than the line has left once earlier returns (not rejected) took theirs. */
  "return.qtyTooHigh": { status: 400, field: "items" },
  /** The return's status does not allow this step (or another member of staff took it a moment ago). */
  "return.notAllowed": { status: 409 },
  /** Store credit and bank transfers pay back cash on delivery only: a card or BNPL payment is refunded. */
  "return.payoutNotAllowed": { status: 400, field: "payout" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type ReturnErrorCode = keyof typeof RETURN_ERRORS;

/** Where a return stands: asked for, its parcel at the store, then accepted (money back) or rejected (with a reason). */
export const RETURN_STATUSES = ["requested", "received", "accepted", "rejected"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Why the shopper sends a line back, one code per line; the storefront translates it. */
export const RETURN_REASONS = ["defective", "damaged", "wrongItem", "notAsDescribed", "changedMind"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** What becomes of the goods that came back: on the shelf again, or written off. */
export const RETURN_DISPOSITIONS = ["restock", "writeOff"] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];
/** How cash on delivery comes back, staff's choice; a card or BNPL payment is always refunded through its provider. */
export const CASH_PAYOUTS = ["storeCredit", "bankTransfer"] as const;
export type ReturnPayout = "refund" | (typeof CASH_PAYOUTS)[number];
/** The shopper's words about a return, and staff's reason for rejecting one. */
export const RETURN_TEXT_MAX = 500;
/** The reference of the bank transfer that paid a cash on delivery return back. */
export const BANK_REFERENCE_MAX = 60;
/** A return names at most this many lines. */
export const RETURN_LINES_MAX = 100;

/** Staff say why they cancel for a shopper; the shopper's e-mail quotes it. */
export const CANCEL_REASON_MAX = 500;

/** SPEC §9: orders history page size. */
export const ORDER_PAGE_SIZE = 20;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Staff's internal note on an order (the back office). */
export const ORDER_NOTE_MAX = 2000;
/** SPEC §5: comments are at most 100 characters. */
export const RATING_COMMENT_MAX = 100;

/** SPEC §3's order statuses. */
export const ORDER_STATUSES = ["pending", "confirmed", "failed", "cancelled", "completed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC §3's shipment statuses, as the backend stores them, with the key of their translated label. */
export const SHIPMENT_STATUSES = {
  "Shipment Created": "shipmentCreated",
  "Shipment Processing": "shipmentProcessing",
  Dispatched: "dispatched",
  Delivered: "delivered",
  UnDelivered: "undelivered",
  "Ready for Collection": "readyForCollection",
  Collected: "collected",
  Received: "received",
  Completed: "completed",
} as const;
export type ShipmentStatus = keyof typeof SHIPMENT_STATUSES;

/** The shopper can still cancel a line while its shipment is at one of these (not yet on its way or waiting at the store). */
export const CANCELLABLE_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ["Shipment Created", "Shipment Processing"];
/** A shipment at one of these has reached the customer: its order is history (archived), and its lines can be returned. */
export const FINISHED_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ["Delivered", "Collected", "Completed"];

/**
 * What staff do to a shipment (docs/order-api.md "Fulfilment"); which of them a status allows is the table in
 * commerce/api/orders/fulfilment.ts.
 */
export const SHIPMENT_MOVES = ["process", "dispatch", "deliver", "failDelivery", "receive", "readyForCollection", "collect", "complete"] as const;
export type ShipmentMoveAction = (typeof SHIPMENT_MOVES)[number];
/** Why the courier brought a shipment back; the shopper reads it translated. */
export const UNDELIVERED_REASONS = ["noOneHome", "addressNotFound", "customerUnreachable", "customerRefused", "customerRescheduled"] as const;
export type UndeliveredReason = (typeof UNDELIVERED_REASONS)[number];
export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;
/** The code a shopper shows at the store to collect: texted and e-mailed when the shipment is ready. */
export const COLLECTION_CODE_DIGITS = 6;

/** SPEC §9: a card number shows as its last 8 characters in 2 groups of 4, the first group masked: `**** 1111`. */
export function maskCard(last4: string): string {
  return `**** ${last4}`;
}

/** An order number as SPEC's `increment_id` (digits), or null. */
export function readIncrementId(value: string | undefined): string | null {
  return value !== undefined && /^\d{1,20}$/.test(value) ? value : null;
}

export function isOrderErrorCode(code: unknown): code is OrderErrorCode {
  return typeof code === "string" && Object.hasOwn(ORDER_ERRORS, code);
}

export function isRefundErrorCode(code: unknown): code is RefundErrorCode {
  return typeof code === "string" && Object.hasOwn(REFUND_ERRORS, code);
}

export function isReturnErrorCode(code: unknown): code is ReturnErrorCode {
  return typeof code === "string" && Object.hasOwn(RETURN_ERRORS, code);
}
