import { stringify } from "csv-stringify/sync";

/**
 * CSV for spreadsheet programs (RFC 4180): UTF-8 with a byte-order mark, so they read Arabic names, and a cell they
 * would run as a formula (`=`, `+`, `-`, `@`) written as text.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map(asText))])}`;
}

const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
