/**
 * The store operator's stock and price updates (update.ts):
 *   npm run catalogue -- set SKU [stock=5] [price=1299.00] [special=999.00|none]
 *   npm run catalogue -- import file.csv [--dry-run]   (columns sku and any of name (ignored), stock, price,
 *                                                       special_price, store:<code>; an empty cell keeps the value)
 *   npm run catalogue -- licence-keys file.csv [--dry-run]   (columns sku,key: software keys, licence-key-import.ts)
 * Add `--database file:./path.db` to use another database than DATABASE_URL. Nothing changes unless every
 * line is good; running storefront processes show the change within a second.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { config } from "../../common/config.server";
import { loadReference } from "../api/reference";
import { migrate, openDatabase } from "../db/connection";
import { LICENCE_KEY_MAX_LENGTH, LICENCE_KEY_ROWS_MAX, type LicenceKeyProblem } from "../contract/licence-keys";
import { COMMAND_LINE } from "../api/staff/audit";
import { importLicenceKeys } from "./licence-key-import";
import { NO_SPECIAL, STOCK_MAX, type CatalogueProblem, type CatalogueProblemCode } from "../contract/catalogue-import";
import { readCsv, readSetCommand, updateCatalogue, type ReadUpdate } from "./update";

const USAGE =
  "usage: npm run catalogue -- set SKU [stock=N] [price=AED] [special=AED|none]\n       npm run catalogue -- import file.csv [--dry-run]\n       npm run catalogue -- licence-keys file.csv [--dry-run]";

/** What each licence key import problem means, as the command line says it. */
const KEY_PROBLEMS: Record<LicenceKeyProblem, string> = {
  empty: "the file holds no keys",
  tooManyRows: `more than ${LICENCE_KEY_ROWS_MAX} keys in one file`,
  unreadable: "a quote is not closed, or is inside a cell not quoted",
  columns: "the first line must be: sku,key",
  cellCount: "expected 2 cells (sku,key)",
  unknownSku: "no product has this SKU",
  notSoftware: "this product is not software sold as licence keys",
  emptyKey: "the key is empty",
  keyTooLong: `the key is longer than ${LICENCE_KEY_MAX_LENGTH} characters`,
  duplicateInFile: "this key is on an earlier line too",
  alreadyImported: "this key was imported before",
};

/** What each catalogue update problem means, as the command line says it. */
const UPDATE_PROBLEMS: Record<CatalogueProblemCode, (p: Record<string, string | number>) => string> = {
  empty: () => "the file is empty",
  noRows: () => "no products follow the header",
  tooManyRows: (p) => `more than ${p.max} products in one file: split it`,
  unreadable: () => "a quote is not closed, or is inside a cell not quoted",
  columns: (p) => `the first line must name the columns: sku and any of name, stock, price, special_price, store:<code> (got "${p.got}")`,
  unknownStore: (p) => `no pickup store has the code "${p.store}"`,
  cellCount: (p) => `expected ${p.expected} cells, found ${p.found}`,
  skuMissing: () => "the sku is missing",
  unknownSku: (p) => `unknown sku "${p.sku}"`,
  duplicateSku: (p) => `sku "${p.sku}" is also on line ${p.first}`,
  nothingToChange: () => "nothing to change: give a stock, a price, a special price or a store's stock",
  stockIsKeys: () => "the stock of software is its unused licence keys: import keys instead (catalogue licence-keys)",
  stock: (p) => `stock must be a whole number from 0 to ${STOCK_MAX}, got "${p.value}"`,
  storeStock: (p) => `the stock of store ${p.store} must be a whole number from 0 to ${STOCK_MAX}, got "${p.value}"`,
  price: (p) => `price must be an amount in AED with at most 2 decimals (1299.00), got "${p.value}"`,
  specialPrice: (p) => `special price must be an amount in AED with at most 2 decimals, or ${NO_SPECIAL}, got "${p.value}"`,
  specialNotBelow: (p) => `the special price ${p.special} must be below the price ${p.price} (a special price of "${NO_SPECIAL}" removes it)`,
  setArgument: (p) => `"${p.argument}" is not stock=N, price=AED or special=AED`,
};

/** A problem as the command line prints it (in English). */
const describeProblem = (problem: CatalogueProblem) => UPDATE_PROBLEMS[problem.code](problem.params ?? {});

async function importKeys(databaseUrl: string, file: string, dryRun: boolean): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    const outcome = await importLicenceKeys(db, readFileSync(file, "utf8"), { apply: !dryRun, actor: COMMAND_LINE, now: new Date() });
    for (const problem of outcome.problems) console.error(`${file} line ${problem.line}: ${KEY_PROBLEMS[problem.code]}`);
    if (outcome.problems.length > 0) {
      console.error(`Nothing was imported: ${outcome.problems.length} problem(s).`);
      process.exitCode = 1;
      return;
    }
    const counts = outcome.keys.map((k) => `${k.sku}: ${k.count}`).join(", ");
    console.log(`${outcome.applied ? "Imported" : "Would import"} keys (${counts}) in ${databaseUrl}.`);
  } finally {
    await db.destroy();
  }
}

function readCommand(positionals: string[]): ReadUpdate & { where: (line: number) => string } {
  const [command, ...args] = positionals;
  if (command === "set" && args.length >= 2) return { ...readSetCommand(args), where: () => "" };
  if (command === "import" && args.length === 1) {
    const file = args[0]!;
    return { ...readCsv(readFileSync(file, "utf8")), where: (line) => `${file} line ${line}: ` };
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { database: { type: "string" }, "dry-run": { type: "boolean" } } });
  if (positionals[0] === "licence-keys") {
    if (positionals.length !== 2) throw new Error(USAGE);
    return importKeys(values.database ?? config.databaseUrl, positionals[1]!, values["dry-run"] === true);
  }
  const { where, ...read } = readCommand(positionals);
  const databaseUrl = values.database ?? config.databaseUrl;
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    const ctx = {
      db,
      reference: await loadReference(db),
      now: () => new Date(),
      storefrontOrigin: config.storefrontOrigin,
    };
    const outcome = await updateCatalogue(ctx, read, { apply: values["dry-run"] !== true, actor: COMMAND_LINE });
    if (!outcome.ok) {
      for (const problem of outcome.problems) console.error(`${where(problem.line)}${describeProblem(problem)}`);
      console.error(`Nothing was changed: ${outcome.problems.length} problem(s).`);
      process.exitCode = 1;
      return;
    }
    if (!outcome.applied) console.log(`The file is good: it would change ${outcome.productIds.length} of its ${outcome.lines} product(s) in ${databaseUrl}.`);
    else console.log(`Updated ${outcome.productIds.length} product(s) in ${databaseUrl}; ${outcome.alertsSent} alert e-mail(s) queued.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
