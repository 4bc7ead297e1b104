import { toLatinDigits } from "./cart";

/**
 * The checkout endpoints' contract both edges share (decision 009): the steps, the delivery methods, the
 * field limits and readers, and the error codes with their HTTP status and field. The storefront translates
 * a code as `checkout:errors.{code}` and shows it next to the field named here.
 */

export const CHECKOUT_STEPS = ["contact", "delivery", "payment", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const DELIVERY_METHODS = ["standard", "express", "clickandcollect", "curbside"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** The methods where the shopper collects at a store instead of getting a delivery. */
export const PICKUP_METHODS: readonly DeliveryMethod[] = ["clickandcollect", "curbside"];

export const VEHICLE_MODEL_MAX = 60;
export const COMPANY_NAME_MAX = 140;
/** A UAE Tax Registration Number: 15 digits. */
export const TRN_DIGITS = 15;

/** A TRN typed in any digits, spaces and dashes ignored (`100-2345-6789-0003`), or null. */
export function readTrn(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = toLatinDigits(value).replace(/[\s-]+/g, "");
  return new RegExp(`^\\d{${TRN_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * A UAE plate as a shopper types it for curbside pickup: an optional emirate code or letters (`A`, `AA`,
 * `DXB`) and 1 to 5 digits (`A 12345`, `١٢٣٤٥`), kept upper-case with single spaces; or null.
 */
export function readVehicleNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const plate = toLatinDigits(value).trim().replace(/\s+/g, " ").toUpperCase();
  return /^(?:[A-Z\u0621-\u064A]{1,3} ?)?\d{1,5}$/.test(plate) ? plate : null;
}

/** SPEC §8 'Invalid employeeID': letters and digits, 3 to 20 of them. */
export function readEmployeeId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const id = toLatinDigits(value).trim().toUpperCase();
  return /^[A-Z0-9]{3,20}$/.test(id) ? id : null;
}

export const CHECKOUT_ERRORS = {
  /** A later step before an earlier one is done; `step` in the answer names the first one left. */
  "checkout.stepMissing": { status: 409 },
  /** SPEC §8 'Express Shipping not allowed…': cash on delivery with express delivery. */
  "checkout.expressCod": { status: 400, field: "payment_method" },
  "checkout.methodUnavailable": { status: 400, field: "payment_method" },
  "checkout.codLimit": { status: 400, field: "payment_method" },
  /** The card instalment plan chosen is not offered for this total, or by this bank. */
  "checkout.planUnavailable": { status: 400, field: "instalment_plan" },
  "checkout.storeUnavailable": { status: 400, field: "pickup_store_id" },
  "checkout.addressNotFound": { status: 404, field: "address_id" },
  /** The review page was rendered for a checkout that changed since (another tab): review again. */
  "checkout.changed": { status: 409 },
  /** SPEC §8 'Invalid OTP. Please try again'. */
  "checkout.codeInvalid": { status: 400, field: "otp" },
  /** A line of the cart is out of stock or asks for more than there is: fixed in the cart before any step goes on. */
  "checkout.cartUnavailable": { status: 409 },
  /** Too many cash on delivery codes texted for this cart, or to this mobile, lately. */
  "checkout.codeLimit": { status: 429 },
  /** SPEC §8 'Token not generated!': the card gateway's answer was missing, forged or refused. */
  "checkout.cardRefused": { status: 400 },
  /** Decision 047: the bank offer on the cart is not for the way to pay (another bank's card, or no card); it was taken off. */
  "checkout.bankOfferRemoved": { status: 409 },
  /** Loyalty points are spent by the signed-in customer whose cart it is (decision 065). */
  "checkout.loyaltySignedOut": { status: 403 },
  "checkout.loyaltyPointsInvalid": { status: 400, field: "points" },
  /** More points than the card holds now. */
  "checkout.loyaltyAboveBalance": { status: 400, field: "points" },
} as const satisfies Record<string, { status: number; field?: string }>;

export type CheckoutErrorCode = keyof typeof CHECKOUT_ERRORS;

export function isCheckoutErrorCode(code: unknown): code is CheckoutErrorCode {
  return typeof code === "string" && Object.hasOwn(CHECKOUT_ERRORS, code);
}

/**
 * Where the card gateway posts the shopper back after 3-D Secure, cross-site and so without the shopper's
 * cookie (decision 043): the storefront's edge takes it without the same-origin rule, the signature vouches for it.
 */
export const CARD_RETURN_PATH = "/payment-return/card";
