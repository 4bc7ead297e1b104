import { STANDARD_VAT_RATE } from "../cart/totals";
import type { IssuedDocument } from "./issued-documents";

/**
 * The figures of the FTA's VAT return (form VAT 201) the store's own documents give, for a period:
 *
 * - Box 1a–1g, standard-rated supplies per emirate: the amount without VAT and the VAT of the tax invoices issued
 *   at 5%, minus those of the tax credit notes issued in the same period (a credit note lowers the supplies and
 *   output tax of the period it is issued in). The emirate is the place of supply: where the goods were delivered,
 *   or the store they were collected from (`orders.emirate_id`). The adjustment column is for bad-debt relief,
 *   which the store does not claim: zero.
 * - Box 4, supplies at 0% (the demo catalogue's only 0% products are gift cards; decision 049 says why an
 *   accountant should look at them).
 * - Box 8, the totals.
 *
 * Input tax (boxes 9–11) comes from purchases, which the store does not know. Every figure is integer fils and
 * is the sum of the documents' own figures (`by_rate`), so the return equals what the customers' copies say.
 */

export interface Figures {
  excl_tax: number;
  tax: number;
}

export interface EmirateRow {
  emirate_id: number | null;
  invoiced: Figures;
  credited: Figures;
  /** Box 1's amount and VAT: invoiced minus credited. */
  amount: number;
  vat: number;
  adjustment: 0;
}

export interface VatReturn {
  emirates: EmirateRow[];
  zero_rated: { invoiced: number; credited: number; amount: number };
  totals: { amount: number; vat: number };
  documents: { invoices: number; credit_notes: number };
}

const none = (): Figures => ({ excl_tax: 0, tax: 0 });

/** `emirateIds` in the form's order (Abu Dhabi first); a document whose order has no emirate gets a row of its own. */
export function vatReturn(documents: readonly IssuedDocument[], emirateIds: readonly number[]): VatReturn {
  const rows = new Map<number | null, EmirateRow>(emirateIds.map((id) => [id, emptyRow(id)]));
  const zero = { invoiced: 0, credited: 0 };
  for (const document of documents) {
    const side = document.kind === "invoice" ? "invoiced" : "credited";
    const emirate = document.order.emirate_id;
    if (!rows.has(emirate)) rows.set(emirate, emptyRow(emirate));
    const row = rows.get(emirate)!;
    for (const rate of document.content.by_rate) {
      if (rate.tax_rate === STANDARD_VAT_RATE) {
        row[side].excl_tax += rate.excl_tax;
        row[side].tax += rate.tax;
      } else if (rate.tax_rate === 0) {
        zero[side] += rate.excl_tax;
      } else {
        throw new Error(`a ${document.kind} ${document.number} has VAT at ${rate.tax_rate}%, which the return has no box for`);
      }
    }
  }
  const emirates = [...rows.values()].map((row) => ({ ...row, amount: row.invoiced.excl_tax - row.credited.excl_tax, vat: row.invoiced.tax - row.credited.tax }));
  const zeroAmount = zero.invoiced - zero.credited;
  return {
    emirates,
    zero_rated: { ...zero, amount: zeroAmount },
    totals: { amount: emirates.reduce((sum, row) => sum + row.amount, zeroAmount), vat: emirates.reduce((sum, row) => sum + row.vat, 0) },
    documents: { invoices: documents.filter((d) => d.kind === "invoice").length, credit_notes: documents.filter((d) => d.kind === "creditNote").length },
  };
}

function emptyRow(emirate_id: number | null): EmirateRow {
  return { emirate_id, invoiced: none(), credited: none(), amount: 0, vat: 0, adjustment: 0 };
}
