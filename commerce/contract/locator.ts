/**
 * The store locator's and store visits' contract both edges share (decision 009): the services a store offers,
 * the visit booking's limits, and the error codes with their HTTP status and field. The storefront translates a
 * code as `locator:errors.{code}` and shows it next to the form field named here. The name, mobile and e-mail
 * follow the account rules (`isName`, `readUaeMobile`, `EMAIL_MAX`).
 */

/** What a store offers besides click and collect (every store) and curbside pickup (its `curbside` flag). */
export const STORE_SERVICES = ["repairs", "tradein", "installation", "appleAuthorised"] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** SPEC §5 "comments at most 100". */
export const VISIT_COMMENT_MAX = 100;
/** A visit can be booked for today and the next 13 days. */
export const VISIT_DAYS_AHEAD = 14;
/** Visits start on the hour and half hour of a store's opening hours. */
export const VISIT_SLOT_MINUTES = 30;
/** Shoppers a store's staff can see in one slot. */
export const VISIT_SLOT_CAPACITY = 3;

/** A booked visit stays booked until the shopper cancels it from its e-mail's link. */
export const VISIT_STATUSES = ["booked", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** A calendar date as the visit form and endpoints write it: `2026-11-27`. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A store visit as the storefront posts it (store code, `YYYY-MM-DD`, slot start `HH:MM`). */
export interface VisitInput {
  store: string;
  date: string;
  slot: string;
  full_name: string;
  mobile: string;
  email: string;
  comment: string;
}

export const LOCATOR_ERRORS = {
  "locator.emirateNotFound": { status: 404, field: "emirate" },
  "locator.areaNotFound": { status: 404, field: "area" },
  "locator.productNotFound": { status: 404, field: "sku" },
  "locator.storeNotFound": { status: 404, field: "store" },
  /** A time that is not one of the store's slots that day (a forged form). */
  "visit.slotNotFound": { status: 404, field: "slot" },
  "visit.dateOutOfRange": { status: 400, field: "date" },
  /** The slot started while the shopper filled in the form. */
  "visit.slotPassed": { status: 400, field: "slot" },
  "visit.slotFull": { status: 400, field: "slot" },
  "visit.notFound": { status: 404 },
  /** Cancelling or moving a visit that was cancelled already. */
  "visit.cancelled": { status: 409 },
  /** Cancelling or moving a visit whose slot has started. */
  "visit.started": { status: 409 },
} as const satisfies Record<string, { status: number; field?: string }>;

export type LocatorErrorCode = keyof typeof LOCATOR_ERRORS;

export function isLocatorErrorCode(code: unknown): code is LocatorErrorCode {
  return typeof code === "string" && Object.hasOwn(LOCATOR_ERRORS, code);
}

/** The most visits a customer's account lists. */
export const VISITS_LISTED = 50;
