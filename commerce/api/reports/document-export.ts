import { spreadsheetCsv } from "../../lib/spreadsheet-csv";
import type { IssuedDocument } from "./issued-documents";

/**
 * The tax invoices and tax credit notes of a period as CSV, for the accountant and the FTA's audit file: one row per
 * document and VAT rate (a document with goods at 5% and 0% has two), amounts in AED to the fils with a point, a
 * credit note's amounts as it prints them (positive; its type says it takes back).
 */

const HEADER = ["type", "number", "issued_at", "order", "customer", "email", "customer_trn", "emirate", "payment", "vat_rate", "amount_excl_vat_aed", "vat_aed", "amount_incl_vat_aed"];

/** Fils as AED with two decimals, in integer arithmetic. */
export function aedOf(fils: number): string {
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function documentsCsv(documents: readonly IssuedDocument[], emirateCodes: ReadonlyMap<number, string>): string {
  const rows = documents.flatMap((document) =>
    document.content.by_rate.map((rate) => [
      document.kind === "invoice" ? "tax_invoice" : "tax_credit_note",
      String(document.number),
      document.issued_at,
      document.order.increment_id,
      document.order.customer_name,
      document.order.email,
      document.order.vat_trn ?? "",
      document.order.emirate_id === null ? "" : (emirateCodes.get(document.order.emirate_id) ?? ""),
      document.order.payment_method,
      String(rate.tax_rate),
      aedOf(rate.excl_tax),
      aedOf(rate.tax),
      aedOf(rate.excl_tax + rate.tax),
    ]),
  );
  return spreadsheetCsv(HEADER, rows);
}
