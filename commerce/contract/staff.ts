/**
 * The back office's contract both edges share (decision 040): the staff roles and what each may do, the
 * headers a staff call carries, the staff password rule's bounds and the error codes with their HTTP status
 * and field. Plain data only.
 */

export const STAFF_ROLES = ["owner", "operations", "support", "finance", "catalogue"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff member may do, by role. The backend checks the permission of each call where the work is done
 * (`requireStaff`); the back office only uses it to leave out links a role cannot follow.
 */
export const PERMISSIONS = {
  /** Invite staff, change their roles, disable them. */
  "staff.manage": ["owner"],
  "audit.read": ["owner"],
  "orders.read": ["owner", "operations", "support", "finance"],
  /** Move shipments through fulfilment, split them, record collections and deliveries. */
  "orders.fulfil": ["owner", "operations"],
  /** Cancel lines or whole orders for a shopper. */
  "orders.cancel": ["owner", "operations", "support"],
  "orders.note": ["owner", "operations", "support", "finance"],
  /** Receive, inspect and decide returns. */
  "returns.decide": ["owner", "operations"],
  /** Retry refunds the provider refused, record bank transfers. */
  "refunds.manage": ["owner", "finance"],
  "tradein.decide": ["owner", "operations"],
  "visits.manage": ["owner", "operations"],
  "customers.read": ["owner", "support"],
  /** Put a customer in a group: it decides the prices they pay (decision 060). */
  "customers.group": ["owner", "support"],
  /** Resend an order confirmation, send a password reset, answer a contact message. */
  "customers.contact": ["owner", "support"],
  "reports.read": ["owner", "finance"],
  /** Issue gift cards by hand, void them, change their balance: money, so owners and finance. */
  "giftcards.manage": ["owner", "finance"],
  /** Approve, reject, delete and answer product reviews. */
  "reviews.moderate": ["owner", "support", "catalogue"],
  /** See which products run low: to reorder, to report on stock. */
  "stock.read": ["owner", "operations", "finance", "catalogue"],
  /** Keep products in stock: the dashboard counts those running low. */
  "stock.manage": ["owner", "catalogue"],
  /** Create and edit products, their prices, photos, categories and brands. */
  "catalogue.manage": ["owner", "catalogue"],
  /** Promo codes and bank offers: they give money away, so not every role. */
  "promotions.manage": ["owner", "catalogue", "finance"],
  /** The newsletter's subscribers and their CSV: the team that writes the store's content and offers. */
  "newsletter.read": ["owner", "catalogue"],
  /** CMS pages, blocks and the home banners. */
  "content.manage": ["owner", "catalogue"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** A staff call carries its session token in this header, never in `Authorization`, which is the customer's. */
export const STAFF_TOKEN_HEADER = "x-staff-token";
/** The staff member's client address as the storefront saw it, for the audit log. */
export const STAFF_ADDRESS_HEADER = "x-staff-address";

/** Staff passwords guard the whole store: longer than a shopper's, and harder to guess (zxcvbn score 3). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_PASSWORD_SCORE = 3;
export const STAFF_NAME_MAX = 120;

/** A time-based code from an authenticator app (RFC 6238: 6 digits, 30 seconds). */
export const TOTP_DIGITS = 6;
/** Single-use codes given at enrolment, for a lost phone. */
export const RECOVERY_CODE_COUNT = 10;

/** The session is signed out after this long without a request, and after the absolute lifetime in any case. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_ABSOLUTE_HOURS = 12;
/** Between the password and the code: the half-signed-in session lasts this long. */
export const STAFF_SECOND_STEP_MINUTES = 10;
export const INVITATION_HOURS = 72;

/** A product with managed stock is low in stock at this many units or fewer (the dashboard's count). */
export const LOW_STOCK_QTY = 5;

/**
 * Every error code of the back office's endpoints. The back office translates a code as `admin:errors.{code}` and
 * shows it next to the field named here when its form has one.
 */
export const STAFF_ERRORS = {
  /** Unknown e-mail, wrong password, disabled account: one answer for all three. */
  "staff.signInFailed": { status: 401 },
  "staff.codeInvalid": { status: 400, field: "code" },
  /** No staff session, or it ended (idle, too old, signed out). */
  "staff.unauthorized": { status: 401 },
  /** The password was right but the second step is not done. */
  "staff.secondStepRequired": { status: 401 },
  /** Signed in, but the role may not do this. */
  "staff.forbidden": { status: 403 },
  "staff.exists": { status: 409, field: "email" },
  "staff.notFound": { status: 404 },
  /** An owner cannot take away or disable the last owner's rights, their own included. */
  "staff.lastOwner": { status: 409 },
  "staff.alreadyEnrolled": { status: 409 },
  "invitation.invalid": { status: 404 },
  /** An unknown customer id. */
  "customer.notFound": { status: 404 },
  "customer.groupUnknown": { status: 400, field: "group_id" },
  /** An unknown contact message reference. */
  "contact.notFound": { status: 404 },
  /** An unknown gift card code; a voided card cannot be changed again. */
  "giftCard.notFound": { status: 404 },
  "giftCard.voided": { status: 409 },
  /** Its balance moved since staff looked (another change, an order paying with it). */
  "giftCard.changed": { status: 409 },
  "category.notFound": { status: 404 },
  /** Another category has this url_key: its page `/c/{url_key}` would be two pages. */
  "category.urlKeyTaken": { status: 409, field: "url_key" },
  /** A category cannot move under itself or under one of its own subcategories. */
  "category.parentInvalid": { status: 400, field: "parent_id" },
  "brand.notFound": { status: 404 },
  "brand.exists": { status: 409, field: "code" },
  /** Not a PNG, JPEG or WebP by its content (an SVG never is), or unreadable. */
  "brand.logoInvalid": { status: 400, field: "logo" },
  /** Software's stock is its unused licence keys (decision 045): import keys instead. */
  "product.stockIsKeys": { status: 409, field: "stock" },
  /** A stock edit names a pickup store that does not exist. */
  "product.unknownStore": { status: 400 },
  /** An unknown CMS page, block or banner. */
  "content.notFound": { status: 404 },
  /** An unknown product id, or a configurable's child asked for under another product. */
  "product.notFound": { status: 404 },
  "product.skuTaken": { status: 409, field: "sku" },
  "product.urlKeyTaken": { status: 409, field: "url_key" },
  "product.unknownCategory": { status: 400, field: "categories" },
  "product.unknownBrand": { status: 400, field: "brand" },
  "product.unknownGroup": { status: 400, field: "prices" },
  /** A configurable, bundle or grouped product is priced by its parts: they take group prices, not it. */
  "product.groupPricesOnParts": { status: 409, field: "prices" },
  /** A new row on a product that has GROUP_PRICES_MAX already. */
  "product.groupPricesFull": { status: 409 },
  /** A child's option values: one of each of its parent's attributes, each a known value. */
  "product.unknownOption": { status: 400 },
  /** Another child of the parent has the same option values. */
  "product.optionsTaken": { status: 409 },
  /** Children are added to configurable products only. */
  "product.notConfigurable": { status: 409 },
  /** Promo codes (issue 22): an unknown id; a code taken already (ignoring case); a scope naming what the catalogue lacks. */
  "promotion.notFound": { status: 404 },
  "promotion.exists": { status: 409, field: "code" },
  "promotion.unknownCategory": { status: 400, field: "category_id" },
  "promotion.unknownBrand": { status: 400, field: "brand" },
  "promotion.unknownSku": { status: 400, field: "skus" },
  /** BIN ranges belong to bank offers only; a range may not overlap another of the same offer. */
  "promotion.notBankOffer": { status: 409 },
  "promotion.binOverlap": { status: 409, field: "bin_from" },
  "promotion.binNotFound": { status: 404 },
} as const satisfies Record<string, { status: number; field?: string }>;

export type StaffErrorCode = keyof typeof STAFF_ERRORS;

export function isStaffErrorCode(code: unknown): code is StaffErrorCode {
  return typeof code === "string" && Object.hasOwn(STAFF_ERRORS, code);
}
