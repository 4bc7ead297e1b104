import type { Selectable } from "kysely";
import { allocate } from "../cart/totals";
import type { DB } from "../../db/connection";
import type { OrderItemTable } from "../../db/schema";
import type { StoreCode } from "../store";
import { orderError } from "./errors";
import { customerOrder, orderAddress, orderTotals, type OrderTotals } from "./order-record";
import type { Order } from "./place";
import { sellerOf } from "./seller";
import { discountSharesOf, taxDocument, type DocumentInput, type GoodsInput } from "./tax-document";

/**
 * The customer's tax invoices and tax credit notes (UAE VAT Executive Regulation Art. 59 and 60), as data
 * the storefront prints: "Tax Invoice" / "Tax Credit Note", the seller's name, address and TRN, the number of
 * one unbroken sequence, the date of issue, the customer (with their TRN and company for a company order),
 * and the lines with their VAT (commerce/api/orders/tax-document.ts).
 *
 * Each shipment has its invoice, covering the shipment's lines as ordered, after their share of the order's
 * discount; the order's services (delivery, gift wrap, payment fee) are on the order's first invoice, so the
 * invoices of a split order add up to the order. A line cancelled later is taken back by its own credit note,
 * which carries the line after its share of the order's discount. The credit note that leaves the order
 * without a line also takes back the services: nothing is delivered. Units returned after delivery are taken
 * back by a credit note per line and return, for those units only (returns.ts).
 */

type OrderItem = Selectable<OrderItemTable>;

function goodsOf(items: readonly OrderItem[]): GoodsInput[] {
  return items.map((item) => ({
    item_id: item.id,
    name: item.name,
    sku: item.sku,
    qty: item.qty,
    price_incl_tax: item.price_incl_tax,
    row_total_incl_tax: item.row_total_incl_tax,
    tax_rate: item.tax_rate,
  }));
}

function servicesOf(totals: OrderTotals): DocumentInput["services"] {
  return [
    { kind: "shipping", amount_incl_tax: totals.shipping_incl_tax },
    { kind: "giftWrap", amount_incl_tax: totals.gift_wrap_incl_tax },
    { kind: "paymentFee", amount_incl_tax: totals.payment_fee_incl_tax },
  ];
}

export function orderItems(db: DB, orderId: number): Promise<OrderItem[]> {
  return db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

/** The content of one shipment's invoice: its lines with their share of the order's discount, and the services on the first. */
export function invoiceContent(items: readonly OrderItem[], totals: OrderTotals, shipmentId: number, first: boolean) {
  const shares = discountSharesOf({ goods: goodsOf(items), discount: totals.discount });
  const shipped = items.filter((item) => item.shipment_id === shipmentId);
  const discount = shipped.reduce((sum, item) => sum + shares.get(item.id)!, 0);
  return taxDocument({ goods: goodsOf(shipped), discount, services: first ? servicesOf(totals) : [] });
}

/** Units of a line a credit note takes back: `qty` of them, after the `before` units earlier notes of the line took. */
export interface CreditedUnits {
  qty: number;
  before: number;
}

/**
 * What a credit note takes back of one line: its units' part of the line after the line's share of the discount,
 * and the services too when `withServices` (the cancel that leaves the order without a line). A cancelled line is
 * all its units; a return takes some. Each unit's part is counted so that the parts of all units add up to the
 * line to the fils, however many returns take them.
 */
export function creditContent(items: readonly OrderItem[], totals: OrderTotals, itemId: number, units: CreditedUnits, withServices: boolean) {
  const goods = goodsOf(items);
  const line = goods.find((g) => g.item_id === itemId)!;
  const share = (amount: number) => Math.floor((amount * (units.before + units.qty)) / line.qty) - Math.floor((amount * units.before) / line.qty);
  const discount = discountSharesOf({ goods, discount: totals.discount }).get(itemId) ?? 0;
  return taxDocument({
    goods: [{ ...line, qty: units.qty, row_total_incl_tax: share(line.row_total_incl_tax) }],
    discount: share(discount),
    services: withServices ? servicesOf(totals) : [],
  });
}

/** Each invoice of an order's content, in the order they were issued (the first carries the services). */
export function orderInvoiceContents(items: readonly OrderItem[], totals: OrderTotals, invoices: readonly { shipment_id: number }[]) {
  return invoices.map((invoice, i) => invoiceContent(items, totals, invoice.shipment_id, i === 0));
}

/** A credit note as the order's notes place it: the units its line's earlier notes took. */
export interface OrderCreditNote {
  credit_no: number;
  order_item_id: number;
  qty: number;
  return_id: number | null;
}

/**
 * One credit note's content among the order's notes: its units after those earlier notes of the line took, and the
 * services with it when it is the cancel that left the order without a line (the last note of a cancelled order).
 */
export function creditNoteContent(items: readonly OrderItem[], order: Pick<Order, "status" | "totals">, notes: readonly OrderCreditNote[], note: OrderCreditNote) {
  const before = notes.filter((other) => other.order_item_id === note.order_item_id && other.credit_no < note.credit_no).reduce((sum, other) => sum + other.qty, 0);
  const last = Math.max(...notes.map((other) => other.credit_no));
  const lastLine = note.return_id === null && order.status === "cancelled" && last === note.credit_no;
  return creditContent(items, orderTotals(order), note.order_item_id, { qty: note.qty, before }, lastLine);
}

/** The units of a line its credit notes took back so far. */
export async function unitsCredited(db: DB, itemId: number): Promise<number> {
  const notes = db.selectFrom("credit_notes").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("qty"), eb.lit(0)).as("units")).where("order_item_id", "=", itemId);
  return Number((await notes.executeTakeFirstOrThrow()).units);
}

/** The parties of a document: the seller, and the customer as billed (with TRN and company when given). */
async function partiesOf(db: DB, order: Order, store: StoreCode) {
  const address = (await orderAddress(db, order.billing_address, store)) ?? (await orderAddress(db, order.shipping_address, store));
  return {
    seller: sellerOf(store),
    customer: {
      name: order.customer_name || address?.full_name || "",
      email: order.email,
      address,
      trn: order.vat_trn,
      company: order.vat_company,
    },
  };
}

export async function readInvoice(db: DB, customerId: number, invoiceNo: number, shipmentNo: string, store: StoreCode) {
  const found = await db
    .selectFrom("invoices as i")
    .innerJoin("shipments as s", "s.id", "i.shipment_id")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select(["i.invoice_no", "i.issued_at", "s.shipment_no", "o.increment_id"])
    .where("i.invoice_no", "=", invoiceNo)
    .where("s.shipment_no", "=", shipmentNo)
    .where("o.customer_id", "=", customerId)
    .executeTakeFirst();
  if (!found) throw orderError("order.notFound");
  const order = await customerOrder(db, customerId, found.increment_id);
  const totals = orderTotals(order);
  const items = await orderItems(db, order.id);
  const invoices = await db.selectFrom("invoices").select(["invoice_no", "shipment_id"]).where("order_id", "=", order.id).orderBy("id").execute();
  const contents = orderInvoiceContents(items, totals, invoices);
  const index = invoices.findIndex((invoice) => invoice.invoice_no === found.invoice_no);
  const content = contents[index]!;
  // Gift cards are a means of payment: they do not lower the VAT, they lower what is due, on each invoice in proportion.
  const paidByGiftCards = allocate(totals.gift_cards, contents.map((c) => c.totals.incl_tax))[index]!;
  return {
    invoice_no: found.invoice_no,
    issued_at: found.issued_at,
    shipment_no: found.shipment_no,
    order: { increment_id: order.increment_id, created_at: order.created_at, payment_method: order.payment_method },
    ...(await partiesOf(db, order, store)),
    ...content,
    paid_by_gift_cards: paidByGiftCards,
    amount_due: content.totals.incl_tax - paidByGiftCards,
  };
}

export async function readCreditNote(db: DB, customerId: number, creditNo: number, store: StoreCode) {
  const found = await db
    .selectFrom("credit_notes as c")
    .innerJoin("invoices as i", "i.id", "c.invoice_id")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select(["c.credit_no", "c.issued_at", "i.invoice_no", "i.issued_at as invoice_issued_at", "o.increment_id"])
    .where("c.credit_no", "=", creditNo)
    .where("o.customer_id", "=", customerId)
    .executeTakeFirst();
  if (!found) throw orderError("order.notFound");
  const order = await customerOrder(db, customerId, found.increment_id);
  const notes = await orderCreditNotes(db, order.id);
  return {
    credit_no: found.credit_no,
    issued_at: found.issued_at,
    invoice: { invoice_no: found.invoice_no, issued_at: found.invoice_issued_at },
    order: { increment_id: order.increment_id, created_at: order.created_at, payment_method: order.payment_method },
    ...(await partiesOf(db, order, store)),
    ...creditNoteContent(await orderItems(db, order.id), order, notes, notes.find((note) => note.credit_no === found.credit_no)!),
  };
}

/** An order's credit notes, oldest first. */
export function orderCreditNotes(db: DB, orderId: number): Promise<(OrderCreditNote & { issued_at: string })[]> {
  return db
    .selectFrom("credit_notes as c")
    .innerJoin("invoices as i", "i.id", "c.invoice_id")
    .select(["c.credit_no", "c.order_item_id", "c.qty", "c.return_id", "c.issued_at"])
    .where("i.order_id", "=", orderId)
    .orderBy("c.credit_no")
    .execute();
}
