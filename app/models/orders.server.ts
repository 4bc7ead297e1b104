import { z } from "zod";
import { addressSchema as bookAddressSchema } from "./address.server";
import { CASH_PAYOUTS, ORDER_PAGE_SIZE, RETURN_DISPOSITIONS, RETURN_REASONS, RETURN_STATUSES, type ReturnReason } from "../../commerce/contract/order";
import { commerceCall, type CustomerAuth } from "~/lib/commerce.server";
import { instalmentPlanSchema } from "./payment-schemas";
import type { Locale } from "~/lib/i18n";

/**
 * The customer's orders through the order history endpoints (docs/order-api.md "Order history"): the lists,
 * one order (also a guest's, with the order link's key), cancelling a line, asking for a return, rating, and the
 * tax invoice and credit notes. Another customer's order is a 404 `CommerceError`, as an unknown one.
 */

const orderSummarySchema = z.object({
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  grand_total: z.number().int(),
  items_qty: z.number().int(),
  shipment_status: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  total_count: z.number().int(),
  page_size: z.number().int(),
  current_page: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

const addressSchema = bookAddressSchema.pick({
  full_name: true,
  mobile: true,
  building: true,
  flat: true,
  landmark: true,
  area: true,
  emirate_name: true,
  city_name: true,
  makani: true,
});
export type OrderAddress = z.infer<typeof addressSchema>;

/** A return as the shopper sees it (docs/order-api.md "Returns"); the staff's view adds who asked and decided. */
export const returnSchema = z.object({
  id: z.number().int(),
  increment_id: z.string(),
  status: z.enum(RETURN_STATUSES),
  comment: z.string(),
  created_at: z.string(),
  received_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  items: z.array(z.object({ item_id: z.number().int(), sku: z.string(), name: z.string(), qty: z.number().int(), reason: z.enum(RETURN_REASONS) })),
  disposition: z.enum(RETURN_DISPOSITIONS).nullable(),
  rejection_reason: z.string().nullable(),
  amount: z.number().int().nullable(),
  to_gift_cards: z.number().int().nullable(),
  payout: z.enum(["refund", ...CASH_PAYOUTS]).nullable(),
  payout_amount: z.number().int().nullable(),
  credit_notes: z.array(z.number().int()),
  store_credit: z.object({ code: z.string(), amount: z.number().int() }).nullable(),
  bank_reference: z.string().nullable(),
});
export type Return = z.infer<typeof returnSchema>;

/** The gift cards a gift-card line issued, their codes masked but for the last 4 characters. */
export const issuedGiftCardsSchema = z
  .array(
    z.object({
      code: z.string(),
      recipient_name: z.string(),
      recipient_email: z.string(),
      send_on: z.string().nullable(),
      status: z.enum(["waiting", "sent", "voided"]),
    }),
  )
  .default([]);
export type IssuedGiftCard = z.infer<typeof issuedGiftCardsSchema>[number];

const orderSchema = z.object({
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  email: z.string(),
  shipping_address: addressSchema.nullable(),
  pickup_store: z.object({ name: z.string(), address: z.string() }).nullable(),
  shipping_method: z.string(),
  vat: z.object({ trn: z.string(), company: z.string().nullable() }).nullable(),
  payment: z.object({
    method: z.string(),
    status: z.string().nullable(),
    card: z.object({ brand: z.string(), masked: z.string() }).nullable(),
    instalment: instalmentPlanSchema.nullable(),
    refunds: z.array(
      z.object({ amount: z.number().int(), status: z.enum(["pending", "succeeded"]), created_at: z.string(), refunded_at: z.string().nullable() }),
    ),
    gift_card_returns: z.array(z.object({ amount: z.number().int(), created_at: z.string() })),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      qty: z.number().int(),
      price_incl_tax: z.number().int(),
      row_total_incl_tax: z.number().int(),
      status: z.enum(["ordered", "cancelled"]),
      cancellable: z.boolean(),
      returnable_qty: z.number().int(),
      return_until: z.string().nullable(),
      gift_cards: issuedGiftCardsSchema,
    }),
  ),
  totals: z.object({
    subtotal_incl_tax: z.number().int(),
    discount: z.number().int(),
    shipping_incl_tax: z.number().int(),
    gift_wrap_incl_tax: z.number().int(),
    payment_fee_incl_tax: z.number().int(),
    tax: z.number().int(),
    gift_cards: z.number().int(),
    grand_total: z.number().int(),
  }),
  shipments: z.array(
    z.object({
      shipment_no: z.string(),
      status: z.string(),
      updated_at: z.string(),
      invoice_no: z.number().int().nullable(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      events: z.array(z.object({ status: z.string(), at: z.string(), note: z.string().nullable() })),
    }),
  ),
  credit_notes: z.array(z.object({ credit_no: z.number().int(), order_item_id: z.number().int(), issued_at: z.string() })),
  licence_keys: z.array(z.object({ order_item_id: z.number().int(), name: z.string(), key: z.string(), returned: z.boolean() })),
  returns: z.array(returnSchema),
  rating: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  can_rate: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

const amounts = { tax_rate: z.number(), excl_tax: z.number().int(), tax: z.number().int(), incl_tax: z.number().int() };
const documentLineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("goods"), name: z.string(), sku: z.string(), qty: z.number().int(), unit_price_excl_tax: z.number().int(), ...amounts }),
  z.object({ kind: z.literal("discount"), ...amounts }),
  z.object({ kind: z.literal("shipping"), ...amounts }),
  z.object({ kind: z.literal("giftWrap"), ...amounts }),
  z.object({ kind: z.literal("paymentFee"), ...amounts }),
]);
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** What an invoice and a credit note both show: the parties, the lines, the VAT per rate and the totals. */
const taxDocumentSchema = z.object({
  issued_at: z.string(),
  order: z.object({ increment_id: z.string(), created_at: z.string(), payment_method: z.string() }),
  seller: z.object({ name: z.string(), address: z.string(), trn: z.string() }),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    address: addressSchema.nullable(),
    trn: z.string().nullable(),
    company: z.string().nullable(),
  }),
  lines: z.array(documentLineSchema),
  by_rate: z.array(z.object({ tax_rate: z.number(), excl_tax: z.number().int(), tax: z.number().int() })),
  totals: z.object({ excl_tax: z.number().int(), tax: z.number().int(), incl_tax: z.number().int() }),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

const invoiceSchema = taxDocumentSchema.extend({
  invoice_no: z.number().int(),
  shipment_no: z.string(),
  paid_by_gift_cards: z.number().int(),
  amount_due: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const creditNoteSchema = taxDocumentSchema.extend({
  credit_no: z.number().int(),
  invoice: z.object({ invoice_no: z.number().int(), issued_at: z.string() }),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** Open orders, or (`archived`) completed, cancelled and failed ones; newest first, 20 a page. */
export function listOrders(locale: Locale, customer: CustomerAuth, { page, archived }: { page: number; archived: boolean }): Promise<OrderPage> {
  return commerceCall(orderPageSchema, {
    path: "/api/order/list",
    locale,
    customer,
    query: { pageSize: ORDER_PAGE_SIZE, currentPage: page, archived: archived ? 1 : 0 },
  });
}

export function getOrder(locale: Locale, customer: CustomerAuth, incrementId: string): Promise<Order> {
  return commerceCall(orderSchema, { path: `/api/order/detail/${incrementId}`, locale, customer });
}

/** The order a guest's link opens, read-only; a key that does not open it is a 404. */
export function getGuestOrder(locale: Locale, incrementId: string, key: string): Promise<Order> {
  return commerceCall(orderSchema, { path: `/api/order/guest/${incrementId}`, locale, query: { key } });
}

export function cancelOrderItem(locale: Locale, customer: CustomerAuth, incrementId: string, itemId: number) {
  return commerceCall(z.object({ order_status: z.string(), credit_no: z.number().int().nullable() }), {
    method: "POST",
    path: "/api/order/cancel-item",
    locale,
    customer,
    body: { incrementId, itemId },
  });
}

export interface ReturnRequest {
  items: { itemId: number; qty: number; reason: ReturnReason }[];
  comment: string;
}

/** The customer asks to send back units of their order's delivered lines; answers the return, `requested`. */
export function requestReturn(locale: Locale, customer: CustomerAuth, incrementId: string, request: ReturnRequest): Promise<Return> {
  return commerceCall(returnSchema, { method: "POST", path: "/api/order/return", locale, customer, body: { incrementId, ...request } });
}

/** The same through the order's link: a key that does not open the order is a 404. */
export function requestGuestReturn(locale: Locale, incrementId: string, key: string, request: ReturnRequest): Promise<Return> {
  return commerceCall(returnSchema, { method: "POST", path: `/api/order/guest/${incrementId}/return`, locale, query: { key }, body: request });
}

export function rateOrder(locale: Locale, customer: CustomerAuth, incrementId: string, rating: { rating: number; comment: string }) {
  return commerceCall(z.object({ rating: z.number().int() }), { method: "POST", path: "/api/order/rate", locale, customer, body: { incrementId, ...rating } });
}

export function getInvoice(locale: Locale, customer: CustomerAuth, invoiceNo: number, shipmentNo: string): Promise<Invoice> {
  return commerceCall(invoiceSchema, { path: `/api/order/invoice/${invoiceNo}/${encodeURIComponent(shipmentNo)}`, locale, customer });
}

export function getCreditNote(locale: Locale, customer: CustomerAuth, creditNo: number): Promise<CreditNote> {
  return commerceCall(creditNoteSchema, { path: `/api/order/credit-note/${creditNo}`, locale, customer });
}
