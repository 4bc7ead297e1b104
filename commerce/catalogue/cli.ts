/**
 * The store operator's stock and price updates (update.ts):
 *   npm run catalogue -- set SKU [stock=5] [price=1299.00] [special=999.00|none]
 *   npm run catalogue -- import file.csv        (columns sku,stock,price,special_price; an empty cell keeps the value)
 * Add `--database file:./path.db` to use another database than DATABASE_URL. Nothing changes unless every
 * line is good; running storefront processes show the change within a second.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { config } from "../../common/config.server";
import { loadReference } from "../api/reference";
import { migrate, openDatabase } from "../db/connection";
import { readCsv, readSetCommand, updateCatalogue, type LineError, type UpdateLine } from "./update";

const USAGE = "usage: npm run catalogue -- set SKU [stock=N] [price=AED] [special=AED|none]\n       npm run catalogue -- import file.csv";

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
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { database: { type: "string" } } });
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
