/**
 * The store operator's stock and price updates (update.ts):
 *   npm run catalogue -- set SKU [stock=5] [price=1299.00] [special=999.00|none]
 *   npm run catalogue -- import file.csv        (columns sku,stock,price,special_price; an empty cell keeps the value)
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
import { readCsv, readSetCommand, updateCatalogue, type LineError, type UpdateLine } from "./update";

const USAGE =
  "usage: npm run catalogue -- set SKU [stock=N] [price=AED] [special=AED|none]\n       npm run catalogue -- import file.csv\n       npm run catalogue -- licence-keys file.csv [--dry-run]";

/** What each licence key import problem means, as the command line says it. */
const KEY_PROBLEMS: Record<LicenceKeyProblem, string> = {
  empty: "the file holds no keys",
  tooManyRows: `more than ${LICENCE_KEY_ROWS_MAX} keys in one file`,
  columns: "the first line must be: sku,key",
  cellCount: "expected 2 cells (sku,key)",
  unknownSku: "no product has this SKU",
  notSoftware: "this product is not software sold as licence keys",
  emptyKey: "the key is empty",
  keyTooLong: `the key is longer than ${LICENCE_KEY_MAX_LENGTH} characters`,
  duplicateInFile: "this key is on an earlier line too",
  alreadyImported: "this key was imported before",
};

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

function readCommand(positionals: string[]): { lines: UpdateLine[]; errors: LineError[]; where: (line: number) => string } {
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
    const outcome = await updateCatalogue(ctx, read);
    if (!outcome.ok) {
      for (const error of outcome.errors) console.error(`${where(error.line)}${error.message}`);
      console.error(`Nothing was changed: ${outcome.errors.length} problem(s).`);
      process.exitCode = 1;
      return;
    }
    console.log(`Updated ${outcome.productIds.length} product(s) in ${databaseUrl}; ${outcome.alertsSent} alert e-mail(s) queued.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
