import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { notifyWatchers, type WatcherContext } from "../api/alerts/notify";
import { isKeyed } from "../api/orders/licence-keys";
import { recordAudit, type Actor } from "../api/staff/audit";
import { toLatinDigits } from "../contract/cart";
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_ROWS_MAX,
  NO_SPECIAL,
  readStock,
  STORE_COLUMN_PREFIX,
  type CatalogueProblem,
} from "../contract/catalogue-import";
import type { DB } from "../db/connection";
import { inTransaction } from "../db/transaction";
import { recordCatalogueChange } from "./changes";

/**
 * Stock and price updates, from the command line (`npm run catalogue`, cli.ts) and the back office's CSV
 * import alike (issue 22, decision 053). Every line is checked before anything changes, and one bad line
 * changes nothing. A dry run stops there; applying checks again and writes every line in one audited
 * transaction that also records the change in catalogue_changes (every storefront process follows it,
 * changes.ts); then the alert e-mails now due are queued.
 *
 * Prices are VAT-inclusive AED with at most 2 decimals, stored as integer fils. Setting a special price
 * drops its date window (it applies from now on, until changed); `none` removes it. Stock 0 is out of stock.
 * A `store:<code>` column sets what that pickup store's shelves hold. Only what differs is written.
 */

/** One line as the operator typed it; a cell left empty (undefined) keeps the current value. */
export interface UpdateLine {
  /** The line of the file it starts on, for problems. */
  line: number;
  sku: string;
  stock: string | undefined;
  price: string | undefined;
  special_price: string | undefined;
  /** The cells given of the `store:<code>` columns, by store code. */
  stores: Record<string, string>;
}

/** What was read, with the problems of reading it; `storeCodes` are the header's store columns, on `headerLine`. */
export interface ReadUpdate {
  lines: UpdateLine[];
  problems: CatalogueProblem[];
  storeCodes: string[];
  headerLine: number;
}

export type UpdateOutcome =
  | { ok: false; problems: CatalogueProblem[] }
  /** `productIds`: the products whose values differ (a dry run) or differed (applied). */
  | { ok: true; applied: boolean; lines: number; productIds: number[]; alertsSent: number };

/** What one product's values become; only what differs from now. `special: null` removes the special price. */
export interface Change {
  productId: number;
  stock?: number;
  price?: number;
  special?: number | null;
  /** Shelf stock by pickup store id. */
  stores?: Map<number, number>;
}

/** `1299`, `1299.5`, `1299.00` → fils, in integers only (no floating point); null when it is not such an amount. */
export function aedToFils(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Fils as the amount a file holds: `1299.00`. */
export const asAed = (fils: number) => `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, "0")}`;

/** Lines of a file, each with the line it starts on and its trimmed cells (RFC 4180 quoting); a broken quote is `unreadable`. */
export function csvRows(text: string): { rows: { line: number; cells: string[] }[]; problem?: CatalogueProblem } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true, record_delimiter: ["\r\n", "\n"] }) as unknown as typeof records;
  } catch (error) {
    return { rows: [], problem: { line: (error as { lines?: number }).lines ?? 1, code: "unreadable" } };
  }
  return {
    rows: records
      .filter(({ record }) => record.some((cell) => cell !== ""))
      // The parser counts the line a record ends on; a quoted cell may hold line breaks.
      .map(({ record, info }) => ({ line: info.lines - record.join("").split("\n").length + 1, cells: record })),
  };
}

/** A header cell as a column: `STOCK` → `stock`, `store:dxb-moe` → `store:DXB-MOE` (store codes are upper case). */
function columnOf(cell: string): string {
  const column = cell.toLowerCase();
  return column.startsWith(STORE_COLUMN_PREFIX) ? STORE_COLUMN_PREFIX + cell.slice(STORE_COLUMN_PREFIX.length).toUpperCase() : column;
}

/**
 * A CSV file: a header naming `sku` and any of name (ignored), stock, price, special_price and `store:<code>`,
 * then one product a line. Cells may be quoted; blank lines are skipped.
 */
export function readCsv(text: string): ReadUpdate {
  const { rows, problem } = csvRows(text);
  const refused = (found: CatalogueProblem): ReadUpdate => ({ lines: [], problems: [found], storeCodes: [], headerLine: found.line });
  if (problem) return refused(problem);
  const [header, ...body] = rows;
  if (!header) return refused({ line: 1, code: "empty" });
  const columns = header.cells.map(columnOf);
  const known = (column: string) => (CATALOGUE_COLUMNS as readonly string[]).includes(column) || (column.startsWith(STORE_COLUMN_PREFIX) && column.length > STORE_COLUMN_PREFIX.length);
  if (!columns.includes("sku") || !columns.every(known) || new Set(columns).size !== columns.length) {
    return refused({ line: header.line, code: "columns", params: { got: header.cells.join(",") } });
  }
  if (body.length === 0) return refused({ line: header.line, code: "noRows" });
  if (body.length > CATALOGUE_ROWS_MAX) return refused({ line: header.line, code: "tooManyRows", params: { max: CATALOGUE_ROWS_MAX } });
  const storeColumns = columns.filter((column) => column.startsWith(STORE_COLUMN_PREFIX));
  const lines: UpdateLine[] = [];
  const problems: CatalogueProblem[] = [];
  for (const { line, cells } of body) {
    if (cells.length !== columns.length) {
      problems.push({ line, code: "cellCount", params: { expected: columns.length, found: cells.length } });
      continue;
    }
    const cell = (column: string) => cells[columns.indexOf(column)] || undefined;
    const stores: Record<string, string> = {};
    for (const column of storeColumns) {
      const value = cell(column);
      if (value !== undefined) stores[column.slice(STORE_COLUMN_PREFIX.length)] = value;
    }
    lines.push({ line, sku: cell("sku") ?? "", stock: cell("stock"), price: cell("price"), special_price: cell("special_price"), stores });
  }
  return { lines, problems, storeCodes: storeColumns.map((column) => column.slice(STORE_COLUMN_PREFIX.length)), headerLine: header.line };
}

/** `SKU stock=5 price=1299.00 special=999.00`, the arguments of `catalogue set`, as line 1. */
export function readSetCommand(args: string[]): ReadUpdate {
  const [sku = "", ...assignments] = args;
  const line: UpdateLine = { line: 1, sku, stock: undefined, price: undefined, special_price: undefined, stores: {} };
  const problems: CatalogueProblem[] = [];
  for (const assignment of assignments) {
    const [, key, value] = /^(stock|price|special)=(.+)$/.exec(assignment) ?? [];
    if (key === "stock") line.stock = value;
    else if (key === "price") line.price = value;
    else if (key === "special") line.special_price = value;
    else problems.push({ line: 1, code: "setArgument", params: { argument: assignment } });
  }
  return { lines: [line], problems, storeCodes: [], headerLine: 1 };
}

/** Whether any line sets a price or a special price: that takes `catalogue.manage`, stock alone `stock.manage`. */
export function setsPrices(read: ReadUpdate): boolean {
  return read.lines.some((line) => line.price !== undefined || line.special_price !== undefined);
}

/** Ids asked about in one query, well inside both engines' limits on parameters. */
const IDS_PER_QUERY = 500;

function chunks<T>(items: readonly T[], size = IDS_PER_QUERY): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Lets the event loop serve other requests between two batches of a long import. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/** The catalogue as the lines find it: products by sku, their online stock, and the named stores' shelves. */
async function currentValues(db: DB, read: ReadUpdate) {
  const skus = [...new Set(read.lines.map((line) => line.sku).filter((sku) => sku !== ""))];
  const products = new Map<string, { id: number; sku: string; price: number; special_price: number | null; special_from_date: string | null; special_to_date: string | null; kind: string; type_id: string }>();
  const stock = new Map<number, { qty: number; manage_stock: number }>();
  const shelves = new Map<string, number>();
  const stores = new Map<string, number>();
  if (read.storeCodes.length > 0) {
    for (const store of await db.selectFrom("pickup_stores").select(["id", "code"]).where("code", "in", read.storeCodes).execute()) stores.set(store.code, store.id);
  }
  for (const batch of chunks(skus)) {
    const rows = await db
      .selectFrom("products")
      .select(["id", "sku", "price", "special_price", "special_from_date", "special_to_date", "kind", "type_id"])
      .where("sku", "in", batch)
      .execute();
    for (const row of rows) products.set(row.sku, row);
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) continue;
    for (const row of await db.selectFrom("stock").select(["product_id", "qty", "manage_stock"]).where("product_id", "in", ids).execute()) stock.set(row.product_id, row);
    if (stores.size > 0) {
      const held = await db.selectFrom("pickup_store_stock").selectAll().where("product_id", "in", ids).where("store_id", "in", [...stores.values()]).execute();
      for (const row of held) shelves.set(`${row.store_id}:${row.product_id}`, row.qty);
    }
    await yieldToOthers();
  }
  return { products, stock, shelves, stores };
}

/** Checks every line against the catalogue: each problem of each bad line, and what the good lines change. */
async function checkLines(db: DB, read: ReadUpdate): Promise<{ changes: Change[]; problems: CatalogueProblem[] }> {
  const { products, stock, shelves, stores } = await currentValues(db, read);
  const problems: CatalogueProblem[] = read.storeCodes
    .filter((code) => !stores.has(code))
    .map((code) => ({ line: read.headerLine, code: "unknownStore", params: { store: code } }));
  const firstLineOf = new Map<string, number>();
  const changes: Change[] = [];
  for (const line of read.lines) {
    const found: CatalogueProblem[] = [];
    const problem = (code: CatalogueProblem["code"], params?: CatalogueProblem["params"]) => found.push({ line: line.line, code, ...(params ? { params } : {}) });
    const product = products.get(line.sku);
    if (!line.sku) problem("skuMissing");
    else if (!product) problem("unknownSku", { sku: line.sku });
    const first = firstLineOf.get(line.sku);
    if (line.sku && first !== undefined) problem("duplicateSku", { sku: line.sku, first });
    firstLineOf.set(line.sku, first ?? line.line);
    const storeCells = Object.entries(line.stores);
    if (line.stock === undefined && line.price === undefined && line.special_price === undefined && storeCells.length === 0) problem("nothingToChange");

    const change: Change = { productId: product?.id ?? 0 };
    if ((line.stock !== undefined || storeCells.length > 0) && product && isKeyed(product)) {
      problem("stockIsKeys");
    } else {
      if (line.stock !== undefined) {
        const qty = readStock(line.stock);
        const now = product ? stock.get(product.id) : undefined;
        if (qty === null) problem("stock", { value: line.stock });
        else if (!now || now.qty !== qty || now.manage_stock !== 1) change.stock = qty;
      }
      for (const [code, cell] of storeCells) {
        const qty = readStock(cell);
        const storeId = stores.get(code);
        if (qty === null) problem("storeStock", { store: code, value: cell });
        else if (storeId !== undefined && (shelves.get(`${storeId}:${change.productId}`) ?? 0) !== qty) (change.stores ??= new Map()).set(storeId, qty);
      }
    }
    let price = product?.price;
    if (line.price !== undefined) {
      const fils = aedToFils(toLatinDigits(line.price));
      if (fils === null) problem("price", { value: line.price });
      else if (fils !== product?.price) change.price = price = fils;
    }
    let special = product?.special_price ?? null;
    if (line.special_price !== undefined) {
      const fils = line.special_price.toLowerCase() === NO_SPECIAL ? null : aedToFils(toLatinDigits(line.special_price));
      if (fils === null && line.special_price.toLowerCase() !== NO_SPECIAL) {
        problem("specialPrice", { value: line.special_price });
      } else {
        special = fils;
        const windowed = product?.special_from_date != null || product?.special_to_date != null;
        if (fils !== product?.special_price || (fils !== null && windowed)) change.special = fils;
      }
    }
    // Only a line that changes a price is refused for it: reading back the export leaves a catalogue's oddity as it is.
    if (product && found.length === 0 && price !== undefined && special !== null && special >= price && (change.price !== undefined || change.special !== undefined)) {
      problem("specialNotBelow", { special: asAed(special), price: asAed(price) });
    }
    problems.push(...found);
    if (found.length === 0 && Object.keys(change).length > 1) changes.push(change);
  }
  return { changes, problems: problems.sort((a, b) => a.line - b.line) };
}

/** `CASE id WHEN … THEN … END` over integers (typed, for PostgreSQL), for one batch's updates of a column. */
function byId(values: readonly [id: number, value: number | null][]) {
  return sql<number>`CASE id ${sql.join(
    values.map(([id, value]) => sql`WHEN CAST(${id} AS INTEGER) THEN CAST(${value} AS INTEGER)`),
    sql` `,
  )} END`;
}

/**
 * Writes the changes, a few hundred products a statement, inside the caller's transaction, and records them
 * in catalogue_changes. Answers the changed product ids.
 */
export async function writeChanges(db: DB, changes: readonly Change[], now: Date): Promise<number[]> {
  const at = now.toISOString();
  for (const batch of chunks(changes)) {
    const stock = batch.filter((c) => c.stock !== undefined).map((c) => ({ product_id: c.productId, qty: c.stock!, is_in_stock: c.stock! > 0 ? (1 as const) : (0 as const), manage_stock: 1 as const, updated_at: at }));
    if (stock.length > 0) {
      await db
        .insertInto("stock")
        .values(stock)
        .onConflict((oc) =>
          oc.column("product_id").doUpdateSet((eb) => ({ qty: eb.ref("excluded.qty"), is_in_stock: eb.ref("excluded.is_in_stock"), manage_stock: 1, updated_at: at })),
        )
        .execute();
    }
    const shelves = batch.flatMap((c) => [...(c.stores ?? [])].map(([store_id, qty]) => ({ store_id, product_id: c.productId, qty })));
    for (const rows of chunks(shelves)) {
      await db
        .insertInto("pickup_store_stock")
        .values(rows)
        .onConflict((oc) => oc.columns(["store_id", "product_id"]).doUpdateSet((eb) => ({ qty: eb.ref("excluded.qty") })))
        .execute();
    }
    const prices = batch.filter((c) => c.price !== undefined).map((c): [number, number] => [c.productId, c.price!]);
    if (prices.length > 0) {
      await db.updateTable("products").set({ price: byId(prices), updated_at: at }).where("id", "in", prices.map(([id]) => id)).execute();
    }
    const specials = batch.filter((c) => c.special !== undefined).map((c): [number, number | null] => [c.productId, c.special!]);
    if (specials.length > 0) {
      await db
        .updateTable("products")
        .set({ special_price: byId(specials), special_from_date: null, special_to_date: null, updated_at: at })
        .where("id", "in", specials.map(([id]) => id))
        .execute();
    }
    await yieldToOthers();
  }
  const productIds = changes.map((c) => c.productId);
  await recordCatalogueChange(db, productIds, now);
  return productIds;
}

/** What an update changed, for the audit log: counts, never the whole file. */
function summary(changes: readonly Change[]) {
  const count = (has: (c: Change) => boolean) => changes.filter(has).length;
  return {
    products: changes.length,
    stock: count((c) => c.stock !== undefined),
    storeStock: count((c) => c.stores !== undefined),
    price: count((c) => c.price !== undefined),
    specialPrice: count((c) => c.special !== undefined),
  };
}

/**
 * Checks the lines as read (`readCsv`, `readSetCommand`, with the problems of reading them); with `apply`,
 * checks them again and applies them in one transaction, audited as `actor`, then announces them. The alert
 * e-mails are queued after the change committed: should that fail, running the same update again changes
 * nothing more and queues them.
 */
export async function updateCatalogue(ctx: WatcherContext, read: ReadUpdate, options: { apply: boolean; actor: Actor }): Promise<UpdateOutcome> {
  const refusal = (problems: CatalogueProblem[]) => ({ ok: false as const, problems: [...read.problems, ...problems].sort((a, b) => a.line - b.line) });
  if (!options.apply) {
    const checked = await checkLines(ctx.db, read);
    if (read.problems.length + checked.problems.length > 0) return refusal(checked.problems);
    return { ok: true, applied: false, lines: read.lines.length, productIds: checked.changes.map((c) => c.productId), alertsSent: 0 };
  }
  const now = ctx.now();
  const done = await inTransaction(ctx.db, async (trx) => {
    const checked = await checkLines(trx, read);
    if (read.problems.length + checked.problems.length > 0) return refusal(checked.problems);
    const productIds = await writeChanges(trx, checked.changes, now);
    if (productIds.length > 0) {
      await recordAudit(trx, options.actor, { action: "catalogue.update", subject: { type: "catalogue", id: "update" }, after: summary(checked.changes) }, now);
    }
    return { ok: true as const, productIds };
  });
  if (!done.ok) return done;
  return { ok: true, applied: true, lines: read.lines.length, productIds: done.productIds, alertsSent: done.productIds.length > 0 ? await notifyWatchers(ctx, done.productIds) : 0 };
}
