import type { Selectable } from "kysely";
import type { DB } from "../../db/connection";
import type { OrderItemTable } from "../../db/schema";
import { uaeDayEnd, uaeDayStart } from "../../lib/uae-days";
import { creditNoteContent, orderCreditNotes, orderInvoiceContents, orderItems } from "../orders/documents";
import { orderTotals } from "../orders/order-record";
import type { Order } from "../orders/place";
import type { TaxDocument } from "../orders/tax-document";

/**
 * Every tax invoice and tax credit note issued in a period of UAE days, each with the content its printed copy
 * shows (orders/documents.ts computes both), and the order facts reports group by. Reports add these up, so
 * their figures are the sum of the documents by construction.
 */

export interface Period {
  /** UAE calendar dates, inclusive. */
  from: string;
  to: string;
}

export interface IssuedDocument {
  kind: "invoice" | "creditNote";
  number: number;
  issued_at: string;
  order: Pick<Order, "id" | "increment_id" | "emirate_id" | "payment_method" | "customer_name" | "email" | "vat_trn">;
  /** The order's lines, so goods lines can be traced to their product. */
  items: readonly Selectable<OrderItemTable>[];
  content: TaxDocument;
}

export async function issuedDocuments(db: DB, period: Period): Promise<IssuedDocument[]> {
  const start = uaeDayStart(period.from);
  const end = uaeDayEnd(period.to);
  const invoiced = db.selectFrom("invoices").select("order_id").where("issued_at", ">=", start).where("issued_at", "<", end);
  const credited = db
    .selectFrom("credit_notes as c")
    .innerJoin("invoices as i", "i.id", "c.invoice_id")
    .select("i.order_id")
    .where("c.issued_at", ">=", start)
    .where("c.issued_at", "<", end);
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where((eb) => eb.or([eb("id", "in", invoiced), eb("id", "in", credited)]))
    .orderBy("id")
    .execute();
  const inPeriod = (issuedAt: string) => issuedAt >= start && issuedAt < end;
  const documents: IssuedDocument[] = [];
  for (const order of orders) {
    const items = await orderItems(db, order.id);
    const invoices = await db.selectFrom("invoices").select(["invoice_no", "shipment_id", "issued_at"]).where("order_id", "=", order.id).orderBy("id").execute();
    const contents = orderInvoiceContents(items, orderTotals(order), invoices);
    invoices.forEach((invoice, i) => {
      if (inPeriod(invoice.issued_at)) documents.push({ kind: "invoice", number: invoice.invoice_no, issued_at: invoice.issued_at, order, items, content: contents[i]! });
    });
    const notes = await orderCreditNotes(db, order.id);
    for (const note of notes) {
      if (inPeriod(note.issued_at)) documents.push({ kind: "creditNote", number: note.credit_no, issued_at: note.issued_at, order, items, content: creditNoteContent(items, order, notes, note) });
    }
  }
  return documents.sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.number - b.number);
}
