import { z } from "zod";
import { issuedGiftCardsSchema } from "./orders.server";
import { instalmentPlanSchema } from "./payment-schemas";
import { REFUND_REASONS, REFUND_STATUSES, SHIPMENT_MOVES, type UndeliveredReason } from "../../commerce/contract/order";
import { commerceCall, type StaffAuth } from "~/lib/commerce.server";
import type { Locale } from "~/lib/i18n";
import { staffReturn } from "./back-office-returns.server";

/** The back office's order calls (docs/admin-api.md "Orders"): the list and its filters, the CSV, one order, notes. */

export interface OrderFilter {
  status?: string;
  payment?: string;
  delivery?: string;
  store?: string;
  emirate?: string;
  from?: string;
  to?: string;
  q?: string;
}

const orderPage = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      increment_id: z.string(),
      created_at: z.string(),
      customer_name: z.string(),
      email: z.string(),
      mobile: z.string(),
      status: z.string(),
      payment_method: z.string(),
      shipping_method: z.string(),
      grand_total: z.number(),
      pickup_store: z.string().nullable(),
      emirate: z.string().nullable(),
      shipments: z.array(z.string()),
    }),
  ),
});
export type StaffOrderPage = z.infer<typeof orderPage>;

export function findOrders(locale: Locale, staff: StaffAuth, filter: OrderFilter, page: number, pageSize: number): Promise<StaffOrderPage> {
  return commerceCall(orderPage, { path: "/api/admin/orders", locale, staff, query: { ...filter, page, pageSize } });
}

export async function exportOrders(locale: Locale, staff: StaffAuth, filter: OrderFilter): Promise<string> {
  return (await commerceCall(z.object({ csv: z.string() }), { path: "/api/admin/orders/export", locale, staff, query: { ...filter } })).csv;
}

const named = z.object({ id: z.number(), name: z.string() });
const filterChoices = z.object({ stores: z.array(named), emirates: z.array(named), payments: z.array(z.string()), deliveries: z.array(z.string()) });
export type OrderFilterChoices = z.infer<typeof filterChoices>;

export function orderFilterChoices(locale: Locale, staff: StaffAuth): Promise<OrderFilterChoices> {
  return commerceCall(filterChoices, { path: "/api/admin/orders/filters", locale, staff });
}

const addressSchema = z
  .object({
    full_name: z.string().optional(),
    mobile: z.string().optional(),
    building: z.string().optional(),
    flat: z.string().optional(),
    area: z.string().optional(),
    landmark: z.string().optional(),
    emirate_name: z.string().optional(),
    city_name: z.string().optional(),
    pickup_store: z.object({ name: z.string(), address: z.string() }).optional(),
  })
  .passthrough()
  .nullable();

const refundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  attempts: z.number(),
  provider_reference: z.string().nullable(),
  last_error: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

const staffOrder = z.object({
  increment_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  shipping_address: addressSchema,
  shipping_method: z.string(),
  delivery: z.object({ vehicle_model: z.string().nullish(), vehicle_number: z.string().nullish(), gift_message: z.string().nullish(), gift_sender: z.string().nullish(), gift_receiver: z.string().nullish() }).passthrough(),
  vat: z.object({ trn: z.string(), company: z.string().nullable() }).nullable(),
  payment: z.object({ method: z.string(), instalment: instalmentPlanSchema.nullable() }),
  items: z.array(
    z.object({
      id: z.number(),
      sku: z.string(),
      name: z.string(),
      qty: z.number(),
      price_incl_tax: z.number(),
      row_total_incl_tax: z.number(),
      status: z.enum(["ordered", "cancelled"]),
      gift_cards: issuedGiftCardsSchema,
    }),
  ),
  totals: z.object({
    subtotal_incl_tax: z.number(),
    discount: z.number(),
    shipping_incl_tax: z.number(),
    gift_wrap_incl_tax: z.number(),
    payment_fee_incl_tax: z.number(),
    tax: z.number(),
    gift_cards: z.number(),
    grand_total: z.number(),
  }),
  payments: z.array(
    z.object({
      provider: z.string(),
      reference: z.string(),
      status: z.string(),
      amount: z.number(),
      provider_reference: z.string().nullable(),
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  shipments: z.array(z.object({ shipment_no: z.string(), status: z.string(), updated_at: z.string(), invoice_no: z.number().nullable() })),
  credit_notes: z.array(z.object({ credit_no: z.number(), order_item_id: z.number(), issued_at: z.string() })),
  refunds: z.array(refundSchema),
  gift_card_returns: z.array(z.object({ code: z.string(), amount: z.number(), order_item_id: z.number(), created_at: z.string() })),
  returns: z.array(staffReturn),
  notes: z.array(z.object({ id: z.number(), body: z.string(), created_at: z.string(), author: z.string() })),
  fulfilment: z.array(
    z.object({
      shipment_no: z.string(),
      status: z.string(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      undelivered_reason: z.string().nullable(),
      delivered_at: z.string().nullable(),
      items: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string(), qty: z.number(), status: z.string() })),
      events: z.array(z.object({ status: z.string(), at: z.string(), actor: z.string().nullable(), note: z.string().nullable() })),
      moves: z.array(z.enum(SHIPMENT_MOVES)),
      splittable: z.boolean(),
    }),
  ),
  staff_actions: z.array(z.object({ id: z.number(), at: z.string(), actor: z.string(), action: z.string(), subjectId: z.string() })),
});
export type StaffOrder = z.infer<typeof staffOrder>;

export function staffOrderDetail(locale: Locale, staff: StaffAuth, incrementId: string): Promise<StaffOrder> {
  return commerceCall(staffOrder, { path: `/api/admin/orders/${encodeURIComponent(incrementId)}`, locale, staff });
}

export async function addOrderNote(locale: Locale, staff: StaffAuth, incrementId: string, body: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/orders/${encodeURIComponent(incrementId)}/notes`, locale, staff, body: { body } });
}

export type ShipmentMove =
  | { action: "process" | "deliver" | "receive" | "readyForCollection" | "complete" }
  | { action: "dispatch"; carrier: string; trackingNumber: string }
  | { action: "failDelivery"; reason: UndeliveredReason }
  | { action: "collect"; code: string };

export async function moveShipment(locale: Locale, staff: StaffAuth, shipmentNo: string, move: ShipmentMove): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/shipments/${encodeURIComponent(shipmentNo)}/move`, locale, staff, body: move });
}

export async function splitShipment(locale: Locale, staff: StaffAuth, shipmentNo: string, itemIds: number[]): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/shipments/${encodeURIComponent(shipmentNo)}/split`, locale, staff, body: { itemIds } });
}

export async function cancelForShopper(locale: Locale, staff: StaffAuth, incrementId: string, itemIds: number[], reason: string): Promise<void> {
  await commerceCall(z.unknown(), { method: "POST", path: `/api/admin/orders/${encodeURIComponent(incrementId)}/cancel`, locale, staff, body: { itemIds, reason } });
}

const failedRefunds = z.object({
  items: z.array(refundSchema.extend({ order: z.object({ increment_id: z.string() }), payment: z.object({ provider: z.string(), reference: z.string() }) })),
});
export type FailedRefunds = z.infer<typeof failedRefunds>;

export function listFailedRefunds(locale: Locale, staff: StaffAuth): Promise<FailedRefunds> {
  return commerceCall(failedRefunds, { path: "/api/admin/refunds/failed", locale, staff });
}

export function retryRefund(locale: Locale, staff: StaffAuth, refundId: number): Promise<Refund> {
  return commerceCall(refundSchema, { method: "POST", path: `/api/admin/refunds/${refundId}/retry`, locale, staff });
}
