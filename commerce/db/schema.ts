import type { Generated, Insertable, Selectable } from "kysely";
import type { GiftCardKind } from "../contract/gift-card";
import type { Grade, TradeInStatus } from "../contract/tradein";
import type { StaffRole } from "../contract/staff";
import type { InstalmentBankCode } from "../contract/instalment-plan";
import type { VisitStatus } from "../contract/locator";
import type { ContactStatus } from "../contract/support";
import type { RefundReason, RefundStatus, ReturnDisposition, ReturnPayout, ReturnReason, ReturnStatus } from "../contract/order";

/** Row types of the tables created in migrations.ts. SQLite booleans are 0/1 integers. */

type Flag = 0 | 1;

export interface StoreViewTable {
  id: number;
  code: string;
  name: string;
  locale: string;
  is_default: Flag;
}

export interface BrandTable {
  code: string;
  name_en: string;
  name_ar: string;
  color: string;
  /** The logo as WebP (commerce/media/brand-logo.ts), or null: the brand shows its name on its colour. */
  logo: Generated<Uint8Array | null>;
  /** A hash of `logo`, for its address; null without a logo. */
  logo_version: Generated<string | null>;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  url_key: string;
  url_path: string;
  is_active: Flag;
  include_in_menu: Flag;
  name_en: string;
  name_ar: string;
  icon: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttributeTable {
  id: Generated<number>;
  attribute_code: string;
  frontend_input: string;
  label_en: string;
  label_ar: string;
  is_comparable: Flag;
  is_filterable: Flag;
  is_visible: Flag;
  is_user_defined: Flag;
  position: number;
}

export interface AttributeOptionTable {
  attribute_code: string;
  value_index: number;
  label_en: string;
  label_ar: string;
  swatch: string | null;
  position: number;
}

export type ProductType =
  | "simple"
  | "configurable"
  | "bundle"
  | "grouped"
  | "giftcard"
  | "virtual"
  | "downloadable";

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  parent_sku: string | null;
  type_id: ProductType;
  /** 1 enabled; 2 and above disabled (SPEC §5). */
  status: Generated<number>;
  /** 1 not visible individually, 2 catalogue, 3 search, 4 both. */
  visibility: Generated<number>;
  url_key: string;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  /** JSON array of strings. */
  key_features_en: Generated<string>;
  key_features_ar: Generated<string>;
  brand: string | null;
  mpn: string | null;
  /** Device kind used for the illustration and the specification layout, e.g. "phone", "laptop". */
  kind: string;
  /** value_index of attribute_options rows for color / storage / screen_size. */
  color: number | null;
  storage: number | null;
  screen_size: number | null;
  /** JSON object of attribute_code -> { en, ar } display values for the specification table. */
  specs: Generated<string>;
  /** VAT-inclusive price in fils; a bundle's is the saving it takes off its parts' sum (product-parts.ts). */
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: Generated<number>;
  /** JSON array of { image, type: "image" | "video", label } */
  media_gallery: Generated<string>;
  units_sold: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ConfigurableOptionTable {
  product_id: number;
  attribute_code: string;
  position: number;
}

export interface BundleOptionTable {
  id: Generated<number>;
  product_id: number;
  title_en: string;
  title_ar: string;
  required: Flag;
  position: number;
}

export interface BundleSelectionTable {
  id: Generated<number>;
  option_id: number;
  product_id: number;
  qty: number;
  is_default: Flag;
  position: number;
}

export type LinkType = "associated" | "related" | "upsell" | "crosssell";

export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  link_type: LinkType;
  qty: number;
  position: number;
}

export interface CustomOptionTable {
  id: Generated<number>;
  product_id: number;
  title_en: string;
  title_ar: string;
  is_required: Flag;
  position: number;
}

export interface CustomOptionValueTable {
  id: Generated<number>;
  option_id: number;
  title_en: string;
  title_ar: string;
  price_type: "fixed" | "percent";
  price: number;
  position: number;
}

export interface StockTable {
  product_id: number;
  qty: number;
  is_in_stock: Flag;
  manage_stock: Flag;
  updated_at: string;
}

/** A software product's licence key (decision 045): unused, assigned to an order line, or returned with it (never reissued). */
export interface LicenceKeyTable {
  id: Generated<number>;
  product_id: number;
  licence_key: string;
  imported_at: string;
  /** The staff member's e-mail, or `command line`. */
  imported_by: string;
  order_item_id: number | null;
  assigned_at: string | null;
  returned_at: string | null;
}

export interface TaxRuleTable {
  id: Generated<number>;
  code: string;
  priority: number;
  /** JSON arrays of class ids. */
  product_tax_class_ids: string;
  customer_tax_class_ids: string;
}

export interface TaxRateTable {
  id: Generated<number>;
  tax_rule_id: number;
  code: string;
  tax_country_id: string;
  tax_region_id: number;
  region_name: string | null;
  /** Percent, e.g. 5 for UAE VAT. */
  rate: number;
}

export interface CmsPageTable {
  id: Generated<number>;
  identifier: string;
  title_en: string;
  title_ar: string;
  meta_description_en: string;
  meta_description_ar: string;
  /** What staff write (decision 056); seeded rows hold their HTML, which Markdown lets through. */
  markdown_en: string;
  markdown_ar: string;
  /** The Markdown rendered to safe HTML when it was saved (commerce/content/markdown.ts), shown as it is. */
  content_en: string;
  content_ar: string;
  is_active: Flag;
  updated_at: string;
}

export interface CmsBlockTable {
  id: Generated<number>;
  identifier: string;
  title_en: string;
  title_ar: string;
  /** As in cms_pages: the Markdown staff write, and the safe HTML rendered from it at save time. */
  markdown_en: string;
  markdown_ar: string;
  content_en: string;
  content_ar: string;
  is_active: Flag;
}

export interface BannerTable {
  id: Generated<number>;
  slot: "main" | "small" | "product";
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  link: string;
  kind: string;
  color: string;
  position: number;
  is_active: Flag;
}

/** 0037: how far a periodic job has looked (special-price-windows.ts). */
export interface TimedJobTable {
  name: string;
  done_until: string;
}

export interface UrlRedirectTable {
  id: Generated<number>;
  request_path: string;
  target_path: string;
  redirect_type: number;
}

export interface SearchSynonymTable {
  id: Generated<number>;
  terms: string;
}

export interface CustomerTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  /** Empty for an account made by a sign-in provider, until the customer sets a password (NO_PASSWORD). */
  password_hash: string;
  /** The 9 national digits of a UAE mobile number (`501234567`). */
  mobile: string | null;
  group_id: number;
  /** The customer's language for e-mails and SMS: 1 English, 2 Arabic. */
  store_id: number;
  created_at: string;
  updated_at: string;
}

export interface CustomerSessionTable {
  id: Generated<number>;
  customer_id: number;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface SessionTokenTable {
  token_hash: string;
  session_id: number;
  kind: "access" | "refresh";
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** A spent refresh token's successor pair, sealed with its own key (`sealFor`), for the grace window. */
  successor: string | null;
}

export type OneTimeCodePurpose = "sign_in" | "cod" | "password_reset";

export interface OneTimeCodeTable {
  id: Generated<number>;
  purpose: OneTimeCodePurpose;
  subject: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: "email" | "sms";
  recipient: string;
  template: string;
  locale: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** 0027: not delivered before this instant (a gift card e-mailed on its send date); null is at once. */
  send_after: string | null;
  /** 0046: further mail headers as a JSON object (a mailing's List-Unsubscribe); null for none. */
  headers: string | null;
}

export interface EmirateTable {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
  position: number;
}

export interface CityTable {
  id: Generated<number>;
  emirate_id: number;
  name_en: string;
  name_ar: string;
  status: number;
}

export interface AddressTable {
  id: Generated<number>;
  customer_id: number;
  full_name: string;
  mobile: string;
  building: string;
  flat: string;
  landmark: string;
  area: string;
  emirate_id: number;
  city_id: number;
  country_id: string;
  address_type: "home" | "office";
  makani: string | null;
  default_shipping: Flag;
  created_at: string;
  updated_at: string;
}

export interface WishlistItemTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  created_at: string;
}

export interface CompareItemTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  created_at: string;
}

export interface ProductAlertTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  kind: "stock" | "price";
  /** Fils; set for price alerts. */
  price_at_subscription: number | null;
  created_at: string;
  notified_at: string | null;
}

/** 0046: a newsletter address and where it stands (decision 061). */
export interface NewsletterSubscriberTable {
  email: string;
  store_id: number;
  status: "pending" | "subscribed" | "unsubscribed";
  /** The last time someone asked to subscribe the address. */
  requested_at: string;
  confirmation_sent_at: string | null;
  subscribed_at: string | null;
  unsubscribed_at: string | null;
}

/** 0046: a newsletter e-mail's link; only the token's SHA-256 is kept. */
export interface NewsletterTokenTable {
  token_hash: string;
  email: string;
  purpose: "confirm" | "unsubscribe";
  created_at: string;
  expires_at: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  email: string;
  /** The 9 national digits. */
  mobile: string;
  topic: "order" | "delivery" | "returns" | "product" | "other";
  order_number: string | null;
  comment: string;
  created_at: string;
  /** 0025: `open` until staff reply, and again when they reopen it. */
  status: Generated<ContactStatus>;
}

/** 0025: a staff member's reply to a contact message, as it was e-mailed to the shopper. */
export interface ContactReplyTable {
  id: Generated<number>;
  message_id: number;
  staff_id: number;
  body: string;
  sent_at: string;
}

export interface RecentlyViewedTable {
  customer_id: number;
  product_id: number;
  viewed_at: string;
  /** The customer's views in the order they came; ties within one millisecond. */
  view_no: number;
}

export interface ReviewTable {
  id: Generated<number>;
  /** The parent product: a review is of a product, not of one of its variants. */
  product_id: number;
  /** Null for the demo catalogue's seeded reviews. */
  customer_id: number | null;
  /** The language it was written in: 1 English, 2 Arabic. */
  store_id: number;
  rating: number;
  title: string;
  detail: string;
  nickname: string;
  status: "pending" | "approved" | "rejected";
  moderation_reason: "contact" | "language" | "shouting" | "repeated" | null;
  /** 1 when the customer had an order with the product when they wrote it. */
  verified_purchase: number;
  created_at: string;
  /** Why staff rejected it, in their words; its author reads it. */
  staff_reason: string | null;
  /** The store's answer, shown under the review. */
  reply: string | null;
  replied_at: string | null;
  /** When staff last approved or rejected it. */
  decided_at: string | null;
}

export interface ReviewReportTable {
  review_id: number;
  /** `customer:<id>` or `client:<hash>`: who reported it, once per review. */
  reporter: string;
  created_at: string;
  /** Set when staff looked at the review and kept it. */
  dismissed_at: string | null;
}

export interface CatalogueChangeTable {
  id: Generated<number>;
  /** JSON array of product ids. */
  product_ids: string;
  created_at: string;
}

export interface CartTable {
  id: Generated<number>;
  token: string;
  customer_id: number | null;
  is_buy_now: Flag;
  status: "active" | "merged" | "ordered";
  store_id: number;
  coupon_code: string | null;
  bank_coupon_code: string | null;
  gift_wrap_flag: Flag;
  gift_wrap_message: string;
  /** From and To of the gift message; '' when not given. */
  gift_sender: Generated<string>;
  gift_receiver: Generated<string>;
  shipping_method: string | null;
  payment_method: string | null;
  created_at: string;
  updated_at: string;
  /** sha256 of the browser's visitor id, for guest carts created with one. */
  visitor_hash: string | null;
  /** 0036: the bank offer the way to pay took off the cart, until a bank offer is applied again. */
  bank_offer_removed: Generated<string | null>;
  /** 0047: loyalty points the shopper chose to spend on the order (decision 065). */
  loyalty_points: Generated<number>;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  child_product_id: number | null;
  qty: number;
  options: string;
  created_at: string;
}

export interface PromoRuleTable {
  id: Generated<number>;
  code: string;
  kind: "percent" | "fixed" | "free_shipping";
  /** Percent for kind percent, fils for kind fixed. */
  amount: number;
  is_bank_coupon: Flag;
  description_en: string;
  description_ar: string;
  min_subtotal: number;
  from_date: string | null;
  to_date: string | null;
  usage_limit: number | null;
  times_used: number;
  scope_category_id: number | null;
  scope_brand: string | null;
  is_active: Flag;
  /** Most a rule takes off, in fils; null = no cap (0003). */
  max_discount: number | null;
  /** 0041: how many orders one customer (signed in: by account; guest: by e-mail) may use it in; null = no limit. */
  per_customer_limit: number | null;
}

/** 0041: the SKUs a promo code is scoped to (a line counts when its SKU or its parent's is listed). */
export interface PromoRuleSkuTable {
  rule_id: number;
  sku: string;
}

export type { GiftCardKind };

export interface GiftCardTable {
  code: string;
  balance: number;
  expires_at: string | null;
  is_active: Flag;
  /** 0006: a gift card, a trade-in voucher or the loyalty voucher; all pay the same way. */
  kind: Generated<GiftCardKind>;
}

/** A gift card a paid order line issued, one per unit, and whom it is e-mailed to (migration 0027). */
export interface OrderGiftCardTable {
  code: string;
  order_id: number;
  order_item_id: number;
  /** 1…qty: which unit of the line it is; a line never issues a unit twice. */
  unit: number;
  /** Fils it was issued for: the line's unit price. */
  value: number;
  recipient_name: string;
  recipient_email: string;
  /** The UAE day it is e-mailed on; null when sent at confirmation. */
  send_on: string | null;
  /** The e-mail that carries its code: its status says whether it was sent. */
  outbox_id: number;
  issued_at: string;
  /** Set when a cancel or a return took the card back (its unspent balance went to 0). */
  voided_at: string | null;
}

export interface CartGiftCardTable {
  cart_id: number;
  code: string;
  /** Order of application (0003): gift cards are taken in this order. */
  position: Generated<number>;
}

export interface OrderTable {
  id: Generated<number>;
  increment_id: string;
  cart_id: number;
  customer_id: number | null;
  email: string;
  status: string;
  store_id: number;
  totals: string;
  shipping_address: string;
  billing_address: string;
  shipping_method: string;
  payment_method: string;
  created_at: string;
  /** 0006: what the checkout collected, as it was when the order was placed. */
  customer_name: Generated<string>;
  mobile: Generated<string>;
  /** JSON: the delivery method and its details (pickup store, vehicle, gift message). */
  delivery: Generated<string>;
  vat_trn: string | null;
  vat_company: string | null;
  employee_id: string | null;
  rating: number | null;
  rating_comment: string | null;
  updated_at: string | null;
  /** 0023: what the back office filters by; the emirate is the address's, or the pickup store's. */
  pickup_store_id: number | null;
  emirate_id: number | null;
  /** 0035: the card instalment plan (decision 046) and what the shopper repays over its months (fils), or null. */
  instalment_bank: InstalmentBankCode | null;
  instalment_months: number | null;
  instalment_total: number | null;
  /** 0041: the promo code and the bank offer the order used, as their rules spell them. */
  coupon_code: string | null;
  bank_coupon_code: string | null;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  options: string;
  /** 0006: the VAT rate (percent) the line was sold at. */
  tax_rate: Generated<number>;
  status: Generated<"ordered" | "cancelled">;
  estimated_delivery: string | null;
  /** JSON [{product_id, qty}]: the stock units the line took. */
  stock_taken: Generated<string>;
  /** 0021: the shipment the line goes in; null until the order is confirmed. */
  shipment_id: number | null;
}

export interface PickupStoreTable {
  id: Generated<number>;
  code: string;
  emirate_id: number;
  name_en: string;
  name_ar: string;
  address_en: string;
  address_ar: string;
  phone: string;
  curbside: Flag;
  position: number;
  /** Migration 0011, the store locator: set for every store it knows. */
  area_id: number | null;
  latitude: Generated<number>;
  longitude: Generated<number>;
  /** Codes of commerce/contract/locator.ts STORE_SERVICES, comma-separated. */
  services: Generated<string>;
  /** 0025: the store's inbox, told of every visit booked, moved or cancelled there. */
  email: string;
}

export interface PickupStoreStockTable {
  store_id: number;
  product_id: number;
  qty: number;
}

export type DeliveryMethodCode = "standard" | "express" | "clickandcollect" | "curbside";

export interface CheckoutTable {
  cart_id: number;
  full_name: string | null;
  email: string | null;
  mobile: string | null;
  delivery_method: DeliveryMethodCode | null;
  address_id: number | null;
  /** JSON of the address input (docs/address-api.md) the delivery step took. */
  shipping_address: string | null;
  pickup_store_id: number | null;
  vehicle_model: string | null;
  vehicle_number: string | null;
  payment_method: string | null;
  vat_trn: string | null;
  vat_company: string | null;
  employee_id: string | null;
  terms_accepted: Generated<Flag>;
  /** The card instalment plan chosen with `installments` (decision 046), or null. */
  instalment_bank: InstalmentBankCode | null;
  instalment_months: number | null;
  updated_at: string;
}

export type PaymentStatus = "initiated" | "authorized" | "captured" | "failed" | "cancelled" | "refunded" | "expired";

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  reference: string;
  status: PaymentStatus;
  amount: number;
  provider_reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Fils the provider has given back of `amount` (0022); the payment is `refunded` when it is all of it. */
  refunded_amount: Generated<number>;
}

export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  shipment_no: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** 0021: set when dispatched. */
  carrier: string | null;
  tracking_number: string | null;
  /** Why the last delivery failed (an UNDELIVERED_REASONS code); null once dispatched again. */
  undelivered_reason: string | null;
  /** The keyed SHA-256 of the collection code while the shipment waits at the store, never the code. */
  collection_code_hash: string | null;
  /** When it became Delivered or Collected: the returns window counts from here. */
  delivered_at: string | null;
}

/** 0021: one status a shipment took, when, and which staff member moved it (null: the system). */
export interface ShipmentEventTable {
  id: Generated<number>;
  shipment_id: number;
  order_id: number;
  status: string;
  at: string;
  actor: string | null;
  /** The undelivered reason's code on an UnDelivered event. */
  note: string | null;
}

export interface InvoiceTable {
  id: Generated<number>;
  invoice_no: number;
  order_id: number;
  shipment_id: number;
  issued_at: string;
}

export interface CreditNoteTable {
  id: Generated<number>;
  credit_no: number;
  invoice_id: number;
  order_item_id: number;
  issued_at: string;
  /** 0024: the return whose units of the line it takes back; null for a cancelled line. */
  return_id: number | null;
  /** 0024: the units of the line it takes back (all of them for a cancelled line). */
  qty: number;
}

export interface SavedCardTable {
  id: Generated<number>;
  customer_id: number;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  /** `MM/YY`, as printed on the card (0029; the gateway's `YYMM` is converted where it comes in). */
  expiry: string;
  /** 0036: the card's first six digits, which bank offers are judged by; null for cards saved before. */
  bin: string | null;
  created_at: string;
}

/** 0029: a card the customer asked to keep, waiting for its payment's confirmation (3-D Secure). */
export interface PendingSavedCardTable {
  payment_id: number;
  customer_id: number;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  /** `MM/YY`, as in saved_cards. */
  expiry: string;
  bin: string | null;
  created_at: string;
}

/** 0036: the BIN ranges (first six digits, inclusive) of the cards a bank offer is for. */
export interface BankOfferBinTable {
  coupon_code: string;
  bin_from: string;
  bin_to: string;
}

/** 0007: the test card gateway's own tables (commerce/payments/test-card-gateway), standing in for the provider's database. */
export type TestGatewayOutcome = "approved" | "declined" | "challenge" | "challengeFails";

export interface TestGatewayTokenTable {
  id: Generated<number>;
  token_name: string;
  merchant_identifier: string;
  brand: string;
  /** `411111******1111`: the full number and the CVV are never stored. */
  masked_card: string;
  card_bin: string;
  /** YYMM. */
  expiry_date: string;
  holder_name: string;
  remember_me: Flag;
  outcome: TestGatewayOutcome;
  created_at: string;
}

export type TestGatewayTransactionStatus = "challenge" | "captured" | "failed" | "voided" | "refunded";

export interface TestGatewayTransactionTable {
  id: Generated<number>;
  fort_id: string;
  merchant_identifier: string;
  merchant_reference: string;
  token_name: string;
  /** Fils. */
  amount: number;
  currency: string;
  language: "en" | "ar";
  customer_email: string;
  return_url: string;
  status: TestGatewayTransactionStatus;
  /** The purchase's answer (`14000`, `20064`, `13071`…): its first two digits are its APS status. */
  response_code: string;
  response_message: string;
  refunded_amount: Generated<number>;
  /** Wrong one-time codes typed on the 3-D Secure page. */
  code_attempts: Generated<number>;
  /** The instalment plan the merchant asked for (APS `issuer_code`, `number_of_installments`), or null. */
  issuer_code: string | null;
  number_of_installments: number | null;
  created_at: string;
  updated_at: string;
}

export type TestBnplMerchant = "tabby" | "tamara";
export type TestBnplStatus = "CREATED" | "AUTHORIZED" | "CLOSED" | "REJECTED" | "EXPIRED";

/** 0008: a payment of the built-in test BNPL service (docs/test-bnpl.md); one checkout session each. */
export interface TestBnplPaymentTable {
  id: string;
  session_id: string;
  merchant: TestBnplMerchant;
  status: TestBnplStatus;
  rejection_reason: "cancelled" | "declined" | null;
  amount: number;
  currency: string;
  reference_id: string;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string;
  lang: "en" | "ar";
  success_url: string;
  cancel_url: string;
  failure_url: string;
  captured_amount: Generated<number>;
  refunded_amount: Generated<number>;
  created_at: string;
  expires_at: string;
  updated_at: string;
}

export interface TestBnplOperationTable {
  id: Generated<number>;
  payment_id: string;
  kind: "capture" | "refund";
  amount: number;
  created_at: string;
}

/** 0033: the built-in test PayPal's orders (docs/test-paypal.md); `amount` in fils, `custom_id` our payment reference. */
export type TestPaypalOrderStatus = "CREATED" | "APPROVED" | "COMPLETED";
export interface TestPaypalOrderTable {
  id: string;
  status: TestPaypalOrderStatus;
  amount: number;
  currency: string;
  custom_id: string;
  invoice_id: string;
  return_url: string;
  cancel_url: string;
  /** The approval page's language, from `experience_context.locale`. */
  lang: "en" | "ar";
  payer_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface TestPaypalCaptureTable {
  id: string;
  order_id: string;
  amount: number;
  refunded_amount: Generated<number>;
  /** The PayPal-Request-Id it was made with, if any: the same id again answers this capture. */
  request_id: string | null;
  created_at: string;
}

export interface TestPaypalRefundTable {
  id: string;
  capture_id: string;
  amount: number;
  request_id: string;
  created_at: string;
}

/** 0013: the trade-in catalogue (docs/trade-in-api.md): what the store buys back, and for how much. */
export interface TradeInCategoryTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_ar: string;
  position: number;
}

export interface TradeInBrandTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_ar: string;
  position: number;
}

/** A device model; its id is the valuation's `assetId`. */
export interface TradeInModelTable {
  id: Generated<number>;
  category_id: number;
  brand_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  position: number;
}

/** What the store pays for a model's base configuration in one condition grade, in fils. */
export interface TradeInPriceRuleTable {
  model_id: number;
  grade: Grade;
  value: number;
}

/** A choice the shopper makes about a model (storage, connectivity…). */
export interface TradeInAttributeTable {
  id: Generated<number>;
  model_id: number;
  code: string;
  label_en: string;
  label_ar: string;
  position: number;
}

/** One value of an attribute; `adjustment` (fils, may be negative) moves the base value at the best grade. */
export interface TradeInAttributeOptionTable {
  id: Generated<number>;
  attribute_id: number;
  label_en: string;
  label_ar: string;
  adjustment: number;
  position: number;
}

/** A condition question, for one category or (category_id null) for every device. */
export interface TradeInQuestionTable {
  id: Generated<number>;
  category_id: number | null;
  code: string;
  text_en: string;
  text_ar: string;
  position: number;
}

/** An answer to a condition question and the grade it gives the device at best. */
export interface TradeInAnswerTable {
  id: Generated<number>;
  question_id: number;
  label_en: string;
  label_ar: string;
  grade: Grade;
  position: number;
}

/** A submitted valuation and the voucher (a gift card of kind 'tradein') it issued. */
export interface TradeInValuationTable {
  id: Generated<number>;
  /** 128 random bits: the confirmation page's address, so it shows the code only to whoever submitted. */
  reference: string;
  model_id: number;
  email: string;
  locale: "en" | "ar";
  /** JSON arrays of the chosen option ids and answer ids. */
  options: string;
  answers: string;
  grade: Grade;
  /** Fils, as recomputed at submit: the quote. */
  price: number;
  /** The trade-in voucher (a gift card), issued when staff accept the device; null before (migration 0018). */
  voucher_code: string | null;
  created_at: string;
  status: Generated<TradeInStatus>;
  /** What staff found when they checked the device: the grade and price the voucher was issued for. */
  decided_grade: Grade | null;
  decided_price: number | null;
  decided_at: string | null;
  rejection_reason: string | null;
}

/** A cancelled line's share given back to a gift card or voucher that paid for the order (migration 0019). */
export interface OrderGiftCardReturnTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  code: string;
  /** Fils. */
  amount: number;
  created_at: string;
  /** 0024: the return it is a share of; null for a cancelled line. */
  return_id: number | null;
}

/** 0024: a shopper's return of delivered units (decision 042), and staff's decision on it. */
export interface ReturnTable {
  id: Generated<number>;
  order_id: number;
  /** Who asked; null for whoever held the order's link. */
  customer_id: number | null;
  comment: Generated<string>;
  status: Generated<ReturnStatus>;
  created_at: string;
  updated_at: string;
  received_at: string | null;
  /** Staff e-mails. */
  received_by: string | null;
  decided_at: string | null;
  decided_by: string | null;
  disposition: ReturnDisposition | null;
  rejection_reason: string | null;
  /** Fils the return's credit notes took back, and the gift cards' shares of it. */
  amount: number | null;
  to_gift_cards: number | null;
  payout: ReturnPayout | null;
  /** Fils paid back by the payout: refunded, as store credit, or by bank transfer. */
  payout_amount: number | null;
  store_credit_code: string | null;
  bank_reference: string | null;
}

/** 0024: units of one order line a return sends back, and why. */
export interface ReturnLineTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  qty: number;
  reason: ReturnReason;
}

/** 0022: money the store owes back through a payment's provider, recorded with what caused it (decision 041). */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  /** Fils. */
  amount: number;
  reason: RefundReason;
  order_item_id: number | null;
  credit_no: number | null;
  status: Generated<RefundStatus>;
  attempts: Generated<number>;
  provider_reference: string | null;
  last_error: string | null;
  /** The staff member who asked (e-mail); null for the shopper and the system. */
  requested_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One request to the provider for a refund, and how it came back. */
export interface RefundAttemptTable {
  id: Generated<number>;
  refund_id: number;
  /** 1 for the first attempt, counting up. */
  attempt: number;
  at: string;
  outcome: "succeeded" | "failed";
  error: string | null;
  /** The staff member whose action made the attempt; null for the shopper's and the system's. */
  actor: string | null;
}

/** 0043: the answer to a request sent with an Idempotency-Key (decision 058); `status` is null while it is being made. */
export interface IdempotentRequestTable {
  /** SHA-256 of the endpoint, the cart or account it acts on, and the key. */
  id: string;
  /** SHA-256 of the request's method, path, query and body: the same key with another request is refused. */
  fingerprint: string;
  status: number | null;
  answer: string | null;
  created_at: string;
}

/** 0044: a sign-in at an OpenID Connect provider linked to a customer (decision 059). */
export interface CustomerIdentityTable {
  id: Generated<number>;
  customer_id: number;
  /** `google` or `apple` (commerce/contract/social-sign-in.ts). */
  provider: string;
  /** The provider's `sub`: the person at that provider, whatever their e-mail becomes. */
  subject: string;
  /** The e-mail the provider gave when the link was made, to tell the customer which sign-in it is. */
  email: string;
  created_at: string;
}

/** 0045: a customer group (decision 060); 1 is "general", the group of guests and new customers. */
export interface CustomerGroupTable {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
  /** The customer tax class the tax rules match for the group's shoppers. */
  tax_class_id: number;
}

/** 0045: a product's price for a group (null: every group) from `min_qty` units on, VAT-inclusive fils. */
export interface ProductGroupPriceTable {
  id: Generated<number>;
  product_id: number;
  group_id: number | null;
  min_qty: number;
  price: number;
}

/** 0047: a customer's loyalty card (decision 065). */
export interface LoyaltyCardTable {
  customer_id: number;
  /** 16 digits, the last a Luhn check digit. */
  card_number: string;
  created_at: string;
}

export type LoyaltyMovementKind = "earn" | "reverse" | "burn" | "expire";

/** 0047: one movement of a customer's points; never changed once written. */
export interface LoyaltyMovementTable {
  id: Generated<number>;
  customer_id: number;
  kind: LoyaltyMovementKind;
  /** Positive adds points, negative takes them away. */
  points: number;
  order_id: number | null;
  created_at: string;
  /** Earned points only: when what is left of them expires. */
  expires_at: string | null;
}

export interface Database {
  store_views: StoreViewTable;
  brands: BrandTable;
  categories: CategoryTable;
  attributes: AttributeTable;
  attribute_options: AttributeOptionTable;
  products: ProductTable;
  product_categories: ProductCategoryTable;
  configurable_options: ConfigurableOptionTable;
  bundle_options: BundleOptionTable;
  bundle_selections: BundleSelectionTable;
  product_links: ProductLinkTable;
  custom_options: CustomOptionTable;
  custom_option_values: CustomOptionValueTable;
  stock: StockTable;
  licence_keys: LicenceKeyTable;
  tax_rules: TaxRuleTable;
  tax_rates: TaxRateTable;
  cms_pages: CmsPageTable;
  cms_blocks: CmsBlockTable;
  banners: BannerTable;
  url_redirects: UrlRedirectTable;
  timed_jobs: TimedJobTable;
  idempotent_requests: IdempotentRequestTable;
  customer_groups: CustomerGroupTable;
  product_group_prices: ProductGroupPriceTable;
  search_synonyms: SearchSynonymTable;
  customers: CustomerTable;
  customer_sessions: CustomerSessionTable;
  customer_identities: CustomerIdentityTable;
  session_tokens: SessionTokenTable;
  one_time_codes: OneTimeCodeTable;
  outbox: OutboxTable;
  emirates: EmirateTable;
  cities: CityTable;
  addresses: AddressTable;
  wishlist_items: WishlistItemTable;
  product_alerts: ProductAlertTable;
  compare_items: CompareItemTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  newsletter_tokens: NewsletterTokenTable;
  contact_messages: ContactMessageTable;
  contact_replies: ContactReplyTable;
  recently_viewed: RecentlyViewedTable;
  catalogue_changes: CatalogueChangeTable;
  reviews: ReviewTable;
  review_reports: ReviewReportTable;
  carts: CartTable;
  cart_items: CartItemTable;
  promo_rules: PromoRuleTable;
  promo_rule_skus: PromoRuleSkuTable;
  gift_cards: GiftCardTable;
  cart_gift_cards: CartGiftCardTable;
  order_gift_card_returns: OrderGiftCardReturnTable;
  loyalty_cards: LoyaltyCardTable;
  loyalty_movements: LoyaltyMovementTable;
  order_gift_cards: OrderGiftCardTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  pickup_stores: PickupStoreTable;
  pickup_store_stock: PickupStoreStockTable;
  checkouts: CheckoutTable;
  payments: PaymentTable;
  refunds: RefundTable;
  refund_attempts: RefundAttemptTable;
  shipments: ShipmentTable;
  shipment_events: ShipmentEventTable;
  invoices: InvoiceTable;
  credit_notes: CreditNoteTable;
  returns: ReturnTable;
  return_lines: ReturnLineTable;
  saved_cards: SavedCardTable;
  bank_offer_bins: BankOfferBinTable;
  pending_saved_cards: PendingSavedCardTable;
  test_gateway_tokens: TestGatewayTokenTable;
  test_gateway_transactions: TestGatewayTransactionTable;
  test_bnpl_payments: TestBnplPaymentTable;
  test_bnpl_operations: TestBnplOperationTable;
  test_paypal_orders: TestPaypalOrderTable;
  test_paypal_captures: TestPaypalCaptureTable;
  test_paypal_refunds: TestPaypalRefundTable;
  areas: AreaTable;
  pickup_store_hours: PickupStoreHoursTable;
  store_visits: StoreVisitTable;
  tradein_categories: TradeInCategoryTable;
  tradein_brands: TradeInBrandTable;
  tradein_models: TradeInModelTable;
  tradein_price_rules: TradeInPriceRuleTable;
  tradein_attributes: TradeInAttributeTable;
  tradein_attribute_options: TradeInAttributeOptionTable;
  tradein_questions: TradeInQuestionTable;
  tradein_answers: TradeInAnswerTable;
  tradein_valuations: TradeInValuationTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_invitations: StaffInvitationTable;
  audit_log: AuditLogTable;
  order_notes: OrderNoteTable;
  product_photos: ProductPhotoTable;
}

/** SPEC §3 Area: a part of a city the store locator filters by (migration 0011). */
export interface AreaTable {
  id: Generated<number>;
  emirate_id: number;
  city_id: number;
  name_en: string;
  name_ar: string;
}

/** A store's opening hours on one weekday (0 Sunday … 6 Saturday), `HH:MM` in UAE time; no row: closed. */
export interface PickupStoreHoursTable {
  store_id: number;
  weekday: number;
  opens: string;
  closes: string;
}

/** A booked store visit (SPEC §4 "Visit scheduling"); `reference` is the unguessable id of its confirmation. */
export interface StoreVisitTable {
  id: Generated<number>;
  reference: string;
  store_id: number;
  /** UAE calendar date and slot start: `2026-11-27`, `10:30`. */
  visit_date: string;
  slot: string;
  full_name: string;
  mobile: string;
  email: string;
  comment: Generated<string>;
  /** The shopper's language (`en`, `ar`), for the confirmation e-mail. */
  store_view: string;
  created_at: string;
  /** 0025: cancelled by the shopper from the e-mail's link; a cancelled visit takes no place. */
  status: Generated<VisitStatus>;
  /** When the shopper last cancelled or moved it; null until then. */
  updated_at: string | null;
  /** 0026: the customer who booked it signed in; null for a guest's booking. */
  customer_id: number | null;
}

/** 0020: a member of staff (decision 040); not a customer, and never signed in as one. */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  locale: Generated<"en" | "ar">;
  /** The authenticator's secret, sealed with the store's secret; null until enrolment starts. */
  totp_secret: string | null;
  totp_enrolled_at: string | null;
  /** The 30-second step of the last code accepted: a code is never taken twice. */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
}

/** A staff sign-in: `password` until the second step is done, then `active`. */
export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  stage: "password" | "active";
  address: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffInvitationTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  locale: "en" | "ar";
  token_hash: string;
  invited_by: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** 0023: a staff member's internal note on an order, never shown to the shopper. */
export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number;
  body: string;
  created_at: string;
}

/** A photo of a product (decision 052); its files are `<hash>-<width>.<avif|webp>` in the media folder. */
export interface ProductPhotoTable {
  id: Generated<number>;
  product_id: number;
  /** Order on the product's pages, from 1; the first is the card's and the gallery's first image. */
  position: number;
  /** SHA-256 of the uploaded bytes, hex. */
  hash: string;
  /** JSON array of the widths made, ascending. */
  widths: string;
  /** The upload's size once turned upright. */
  width: number;
  height: number;
  alt_en: string;
  alt_ar: string;
  created_at: string;
  created_by: number | null;
}

/** One staff action; rows are only ever added (triggers refuse updates and deletes). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Null for what the command line did (the first owner). */
  staff_id: number | null;
  /** The staff member's e-mail at the time, or `command line`. */
  actor: string;
  address: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON of what changed, before and after; null where there was nothing before (a creation) or after. */
  before: string | null;
  after: string | null;
}

export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type Category = Selectable<CategoryTable>;
