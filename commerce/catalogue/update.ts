import { notifyWatchers, type WatcherContext } from "../api/alerts/notify";
import { isKeyed } from "../api/orders/licence-keys";
import type { DB } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { recordCatalogueChange } from "./changes";

/**
 * The store operator's stock and price updates (`npm run catalogue`, cli.ts). Every line is checked before
 * anything changes, and one bad line changes nothing. Then all lines apply in one transaction that also
 * records the change in catalogue_changes (every storefront process follows it, changes.ts), and the alert
 * e-mails now due are queued.
 *
 * Prices are VAT-inclusive AED with at most 2 decimals, stored as integer fils. Setting a special price
 * drops its date window (it applies from now on, until changed); `none` removes it. Stock 0 is out of stock.
 */

/** One line as the operator typed it; a cell left empty (undefined) keeps the current value. */
export interface UpdateLine {
  /** The line of the file it was on, for error messages. */
  line: number;
  sku: string;
  stock: string | undefined;
  price: string | undefined;
  special_price: string | undefined;
}

export interface LineError {
  line: number;
  message: string;
}

export type UpdateOutcome = { ok: false; errors: LineError[] } | { ok: true; productIds: number[]; alertsSent: number };

/** What one line sets; `special: null` removes the special price. */
interface Change {
  productId: number;
  stock?: number;
  price?: number;
  special?: number | null;
}

export const CSV_COLUMNS = ["sku", "stock", "price", "special_price"] as const;
export const NO_SPECIAL = "none";
const MAX_STOCK = 1_000_000;

/** `1299`, `1299.5`, `1299.00` → fils, in integers only (no floating point); null when it is not such an amount. */
export function aedToFils(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const asAed = (fils: number) => `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, "0")}`;

/** The non-blank lines of an unquoted CSV text, each with its line number and its trimmed cells. */
export function csvRows(text: string): { line: number; cells: string[] }[] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((row, index) => ({ line: index + 1, cells: row.split(",").map((cell) => cell.trim()) }))
    .filter((row) => row.cells.some((cell) => cell !== ""));
}

/**
 * A CSV file: a header naming `sku` and any of stock, price, special_price, then one product a line. Cells are
 * not quoted (a sku or an amount never holds a comma); blank lines are skipped.
 */
export function readCsv(text: string): { lines: UpdateLine[]; errors: LineError[] } {
  const [header, ...body] = csvRows(text);
  if (!header) return { lines: [], errors: [{ line: 1, message: "the file is empty" }] };
  const columns = header.cells.map((cell) => cell.toLowerCase());
  const known = (column: string) => (CSV_COLUMNS as readonly string[]).includes(column);
  if (!columns.includes("sku") || !columns.every(known) || new Set(columns).size !== columns.length) {
    const message = `the first line must name the columns: sku and any of stock, price, special_price (got "${columns.join(",")}")`;
    return { lines: [], errors: [{ line: header.line, message }] };
  }
  if (body.length === 0) return { lines: [], errors: [{ line: header.line, message: "no products follow the header" }] };
  const lines: UpdateLine[] = [];
  const errors: LineError[] = [];
  for (const { line, cells } of body) {
    if (cells.length !== columns.length) {
      errors.push({ line, message: `expected ${columns.length} cells (${columns.join(",")}), found ${cells.length}` });
      continue;
    }
    const cell = (column: string) => cells[columns.indexOf(column)] || undefined;
    lines.push({ line, sku: cell("sku") ?? "", stock: cell("stock"), price: cell("price"), special_price: cell("special_price") });
  }
  return { lines, errors };
}

/** `SKU stock=5 price=1299.00 special=999.00`, the arguments of `catalogue set`, as line 1. */
export function readSetCommand(args: string[]): { lines: UpdateLine[]; errors: LineError[] } {
  const [sku = "", ...assignments] = args;
  const line: UpdateLine = { line: 1, sku, stock: undefined, price: undefined, special_price: undefined };
  const errors: LineError[] = [];
  for (const assignment of assignments) {
    const [, key, value] = /^(stock|price|special)=(.+)$/.exec(assignment) ?? [];
    if (key === "stock") line.stock = value;
    else if (key === "price") line.price = value;
    else if (key === "special") line.special_price = value;
    else errors.push({ line: 1, message: `"${assignment}" is not stock=N, price=AED or special=AED` });
  }
  return { lines: [line], errors };
}

/** Checks every line against the catalogue: one error per bad line, naming each of its problems. */
async function checkLines(db: DB, lines: UpdateLine[]): Promise<{ changes: Change[]; errors: LineError[] }> {
  const products = new Map(
    (await db.selectFrom("products").select(["id", "sku", "price", "special_price", "kind", "type_id"]).execute()).map((p) => [p.sku, p]),
  );
  const firstLineOf = new Map<string, number>();
  const changes: Change[] = [];
  const errors: LineError[] = [];
  for (const line of lines) {
    const problems: string[] = [];
    const product = products.get(line.sku);
    if (!line.sku) problems.push("the sku is missing");
    else if (!product) problems.push(`unknown sku "${line.sku}"`);
    const first = firstLineOf.get(line.sku);
    if (line.sku && first !== undefined) problems.push(`sku "${line.sku}" is also on line ${first}`);
    firstLineOf.set(line.sku, first ?? line.line);
    if (line.stock === undefined && line.price === undefined && line.special_price === undefined) {
      problems.push("nothing to change: give a stock, a price or a special price");
    }

    const change: Change = { productId: product?.id ?? 0 };
    if (line.stock !== undefined && product && isKeyed(product)) {
      problems.push("the stock of software is its unused licence keys: import keys instead (catalogue licence-keys)");
    } else if (line.stock !== undefined) {
      const stock = /^\d{1,7}$/.test(line.stock) ? Number(line.stock) : -1;
      if (stock < 0 || stock > MAX_STOCK) problems.push(`stock must be a whole number from 0 to ${MAX_STOCK}, got "${line.stock}"`);
      else change.stock = stock;
    }
    if (line.price !== undefined) {
      const price = aedToFils(line.price);
      if (price === null) problems.push(`price must be an amount in AED with at most 2 decimals (1299.00), got "${line.price}"`);
      else change.price = price;
    }
    if (line.special_price !== undefined) {
      const special = line.special_price === NO_SPECIAL ? null : aedToFils(line.special_price);
      if (special === null && line.special_price !== NO_SPECIAL) {
        problems.push(`special price must be an amount in AED with at most 2 decimals, or ${NO_SPECIAL}, got "${line.special_price}"`);
      } else {
        change.special = special;
      }
    }
    if (product && problems.length === 0 && (change.price !== undefined || change.special !== undefined)) {
      const price = change.price ?? product.price;
      const special = change.special === undefined ? product.special_price : change.special;
      if (special !== null && special >= price) {
        problems.push(`the special price ${asAed(special)} must be below the price ${asAed(price)} (a special price of "${NO_SPECIAL}" removes it)`);
      }
    }
    if (problems.length > 0) errors.push({ line: line.line, message: problems.join("; ") });
    changes.push(change);
  }
  return { changes, errors };
}

/** Writes every change and one catalogue_changes row, in one transaction; answers the changed product ids. */
async function applyChanges(db: DB, changes: Change[], now: Date): Promise<number[]> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    for (const change of changes) {
      if (change.stock !== undefined) {
        const stock = { qty: change.stock, is_in_stock: change.stock > 0 ? (1 as const) : (0 as const), updated_at: at };
        await trx
          .insertInto("stock")
          .values({ product_id: change.productId, manage_stock: 1, ...stock })
          .onConflict((oc) => oc.column("product_id").doUpdateSet(stock))
          .execute();
      }
      if (change.price !== undefined) {
        await trx.updateTable("products").set({ price: change.price, updated_at: at }).where("id", "=", change.productId).execute();
      }
      if (change.special !== undefined) {
        await trx
          .updateTable("products")
          .set({ special_price: change.special, special_from_date: null, special_to_date: null, updated_at: at })
          .where("id", "=", change.productId)
          .execute();
      }
    }
    const productIds = [...new Set(changes.map((c) => c.productId))];
    await recordCatalogueChange(trx, productIds, now);
    return productIds;
  });
}

/**
 * Checks the lines as read (`readCsv`, `readSetCommand`, with the errors of reading them), then applies and
 * announces them. The alert e-mails are queued after the change committed: should that fail, running the
 * same update again changes nothing more and queues them.
 */
export async function updateCatalogue(ctx: WatcherContext, read: { lines: UpdateLine[]; errors: LineError[] }): Promise<UpdateOutcome> {
  const checked = await checkLines(ctx.db, read.lines);
  const errors = [...read.errors, ...checked.errors].sort((a, b) => a.line - b.line);
  if (errors.length > 0) return { ok: false, errors };
  const { changes } = checked;
  if (changes.length === 0) return { ok: true, productIds: [], alertsSent: 0 };
  const productIds = await applyChanges(ctx.db, changes, ctx.now());
  return { ok: true, productIds, alertsSent: await notifyWatchers(ctx, productIds) };
}
