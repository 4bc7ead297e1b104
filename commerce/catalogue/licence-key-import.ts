import { LICENCE_KEY_COLUMNS, LICENCE_KEY_MAX_LENGTH, LICENCE_KEY_ROWS_MAX, type LicenceKeyProblem } from "../contract/licence-keys";
import type { DB } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { isKeyed, syncKeyStock } from "../api/orders/licence-keys";
import { recordAudit, type Actor } from "../api/staff/audit";
import { csvRows } from "./update";

/**
 * Importing licence keys from a CSV file (columns `sku,key`), from the back office and the command line alike
 * (decision 045). Every line is checked first; a dry run stops there, and applying adds every key or, when any
 * line has a problem, none. The keys go into their products' pools and the stock follows, in one audited
 * transaction. The audit entry counts the keys by SKU and never holds a key.
 */

export interface ImportProblem {
  /** The line of the file, from 1 (the header). */
  line: number;
  code: LicenceKeyProblem;
}

export interface ImportOutcome {
  /** Whether the keys were added: never on a dry run, nor when any line has a problem. */
  applied: boolean;
  problems: ImportProblem[];
  /** The keys the file holds (or added), by SKU. */
  keys: { sku: string; count: number }[];
}

interface KeyLine {
  line: number;
  sku: string;
  key: string;
}

export async function importLicenceKeys(db: DB, csv: string, options: { apply: boolean; actor: Actor; now: Date }): Promise<ImportOutcome> {
  return inTransaction(db, async (trx) => {
    const read = readKeyLines(csv);
    const problems = [...read.problems, ...(await checkKeyLines(trx, read.lines))].sort((a, b) => a.line - b.line);
    const keys = countBySku(read.lines);
    if (!options.apply || problems.length > 0 || read.lines.length === 0) return { applied: false, problems, keys };

    const products = await productsOf(trx, read.lines);
    const at = options.now.toISOString();
    await trx
      .insertInto("licence_keys")
      .values(read.lines.map((l) => ({ product_id: products.get(l.sku)!.id, licence_key: l.key, imported_at: at, imported_by: options.actor.name })))
      .execute();
    await syncKeyStock(trx, [...products.values()].map((p) => p.id), options.now);
    const counts = Object.fromEntries(keys.map((k) => [k.sku, k.count]));
    await recordAudit(trx, options.actor, { action: "licenceKeys.import", subject: { type: "licence_keys", id: "import" }, after: { keys: counts } }, options.now);
    return { applied: true, problems, keys };
  });
}

function readKeyLines(csv: string): { lines: KeyLine[]; problems: ImportProblem[] } {
  const { rows, problem } = csvRows(csv);
  if (problem) return { lines: [], problems: [{ line: problem.line, code: "unreadable" }] };
  const [header, ...body] = rows;
  if (!header || body.length === 0) return { lines: [], problems: [{ line: header?.line ?? 1, code: "empty" }] };
  const columns = header.cells.map((cell) => cell.toLowerCase());
  if (columns.join(",") !== LICENCE_KEY_COLUMNS.join(",")) return { lines: [], problems: [{ line: header.line, code: "columns" }] };
  if (body.length > LICENCE_KEY_ROWS_MAX) return { lines: [], problems: [{ line: header.line, code: "tooManyRows" }] };
  const lines: KeyLine[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, cells } of body) {
    if (cells.length !== LICENCE_KEY_COLUMNS.length) problems.push({ line, code: "cellCount" });
    else lines.push({ line, sku: cells[0]!, key: cells[1]! });
  }
  return { lines, problems };
}

async function productsOf(db: DB, lines: readonly KeyLine[]) {
  const skus = [...new Set(lines.map((l) => l.sku))];
  if (skus.length === 0) return new Map<string, { id: number; kind: string; type_id: string }>();
  const rows = await db.selectFrom("products").select(["id", "sku", "kind", "type_id"]).where("sku", "in", skus).execute();
  return new Map(rows.map((row) => [row.sku, row]));
}

async function checkKeyLines(db: DB, lines: readonly KeyLine[]): Promise<ImportProblem[]> {
  const products = await productsOf(db, lines);
  const given = [...new Set(lines.map((l) => l.key).filter((key) => key !== ""))];
  const imported = new Set<string>();
  // A few hundred keys a query keeps each statement's parameters well inside both engines' limits.
  for (let start = 0; start < given.length; start += 500) {
    const rows = await db.selectFrom("licence_keys").select("licence_key").where("licence_key", "in", given.slice(start, start + 500)).execute();
    for (const row of rows) imported.add(row.licence_key);
  }
  const seen = new Set<string>();
  const problems: ImportProblem[] = [];
  for (const { line, sku, key } of lines) {
    const product = products.get(sku);
    if (!product) problems.push({ line, code: "unknownSku" });
    else if (!isKeyed(product)) problems.push({ line, code: "notSoftware" });
    if (key === "") problems.push({ line, code: "emptyKey" });
    else if (key.length > LICENCE_KEY_MAX_LENGTH) problems.push({ line, code: "keyTooLong" });
    else if (imported.has(key)) problems.push({ line, code: "alreadyImported" });
    else if (seen.has(key)) problems.push({ line, code: "duplicateInFile" });
    seen.add(key);
  }
  return problems;
}

function countBySku(lines: readonly KeyLine[]): { sku: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { sku } of lines) counts.set(sku, (counts.get(sku) ?? 0) + 1);
  return [...counts].map(([sku, count]) => ({ sku, count }));
}
