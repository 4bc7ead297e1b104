/**
 * The back office's CSV import of stock and prices (issue 22, decision 053) over a large file: seconds to check it
 * and to apply it, sent as the page's form, and the storefront's product page p95 at a fixed rate while the file is
 * applied, next to the same without it.
 *
 *   npx tsx bench/catalogue-import.ts [--rows 10000] [--rate 50] [--duration 10] [--postgres postgres://…/postgres]
 *
 * Every line changes its product (stock, price and one store's shelf), so everything is written and every process
 * refreshes its search index and page cache for every product once the change commits.
 */
import { parseArgs } from "node:util";
import { productPath } from "../app/lib/product-variant";
import { openDatabase } from "../commerce/db/connection";
import { tempDatabase } from "../tests/support/temp-database";
import { staffCookieOf } from "./back-office";
import { openLoop, percentile, type LoadRequest } from "./load";
import { fixed, table } from "./report";
import { BROWSER_HEADERS, positiveInteger, seedTemporaryDatabase, sessionCookie, withStore } from "./setup";

const STORE = "DXB-MOE";

interface ImportRun {
  rows: number;
  checkSeconds: number;
  applySeconds: number;
  /** The product page's p95 in ms without an import, and while one is applied. */
  quietP95: number;
  busyP95: number;
  quietMax: number;
  busyMax: number;
  failures: number;
  /** e.g. "3×500, 2×timeout" */
  failureDetail: string;
}

/** A file changing every one of `rows` products: one more unit, 1 AED more, a store's shelf. */
async function fileFor(databaseUrl: string, rows: number): Promise<{ csv: string; product: { sku: string; url_key: string } }> {
  const db = openDatabase(databaseUrl);
  try {
    const products = await db
      .selectFrom("products as p")
      .leftJoin("stock as s", "s.product_id", "p.id")
      .select(["p.sku", "p.url_key", "p.price", "s.qty"])
      .where("p.type_id", "=", "simple")
      .where("p.kind", "!=", "software")
      .orderBy("p.id")
      .limit(rows)
      .execute();
    if (products.length < rows) throw new Error(`the catalogue has ${products.length} simple products, fewer than ${rows}`);
    const lines = products.map((p, n) => `${p.sku},${(p.qty ?? 0) + 1},${((p.price + 100) / 100).toFixed(2)},${n % 9}`);
    return { csv: [`sku,stock,price,store:${STORE}`, ...lines].join("\n"), product: products[0]! };
  } finally {
    await db.destroy();
  }
}

/** Posts the file as the import page's form does; answers the seconds it took. */
async function postImport(origin: string, cookie: string, csv: string, apply: boolean): Promise<number> {
  const form = new FormData();
  form.set("file", new File([csv], "catalogue.csv", { type: "text/csv" }));
  if (apply) form.set("apply", "yes");
  const started = performance.now();
  const response = await fetch(`${origin}/admin/catalogue-import`, { method: "POST", body: form, headers: { cookie, origin }, redirect: "manual" });
  const body = await response.text();
  const expected = apply ? 303 : 200;
  if (response.status !== expected) throw new Error(`the import answered ${response.status}, not ${expected}: ${body.slice(0, 500)}`);
  return (performance.now() - started) / 1000;
}

export async function runCatalogueImportBench(options: { rows: number; rate: number; duration: number; postgresServer?: string }): Promise<ImportRun> {
  const database = tempDatabase(options.postgresServer ?? "");
  try {
    // Simple products are most of the demo catalogue, not all: seed enough for `rows` of them.
    const products = Math.ceil(options.rows * 1.5);
    await seedTemporaryDatabase(database.url, products);
    const { csv, product } = await fileFor(database.url, options.rows);
    const staff = await staffCookieOf(database.url, "catalogue");
    const session = await sessionCookie();
    return await withStore({ products, databaseUrl: database.url }, async ({ server }) => {
      // The product's page where its address leads (a variant's goes to its parent's page).
      const probe = await fetch(server.origin + productPath(product), { headers: BROWSER_HEADERS });
      if (probe.status !== 200) throw new Error(`the product page answered ${probe.status}`);
      await probe.arrayBuffer();
      const page: LoadRequest = { url: probe.url, headers: BROWSER_HEADERS };
      const quiet = await openLoop(page, options.rate, options.duration);
      const cookie = `${session}; ${staff}`;
      const checkSeconds = await postImport(server.origin, cookie, csv, false);
      const [busy, applySeconds] = await Promise.all([openLoop(page, options.rate, options.duration), postImport(server.origin, cookie, csv, true)]);
      return {
        rows: options.rows,
        checkSeconds,
        applySeconds,
        quietP95: percentile(quiet.latencies, 95),
        busyP95: percentile(busy.latencies, 95),
        quietMax: quiet.latencies.at(-1) ?? Number.NaN,
        busyMax: busy.latencies.at(-1) ?? Number.NaN,
        failures: quiet.failed + busy.failed,
        failureDetail: [quiet.failureDetail, busy.failureDetail].filter(Boolean).join("; "),
      };
    });
  } finally {
    database.remove();
  }
}

export function printCatalogueImport(run: ImportRun, rate: number): void {
  const rows = [
    ["measure", "value"],
    ["rows in the file", run.rows.toLocaleString("en")],
    ["check (dry run), s", fixed(run.checkSeconds, 2)],
    ["apply, s", fixed(run.applySeconds, 2)],
    [`product page p95 at ${rate} req/s, quiet, ms`, fixed(run.quietP95, 1)],
    [`product page p95 at ${rate} req/s, during the apply, ms`, fixed(run.busyP95, 1)],
    ["product page slowest, quiet / during, ms", `${fixed(run.quietMax, 0)} / ${fixed(run.busyMax, 0)}`],
    ["failed page requests", run.failures > 0 ? `${run.failures} (${run.failureDetail})` : "0"],
  ];
  console.log(`\nThe catalogue import in the back office (signed in as catalogue):\n\n${table(rows)}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: "string" }, rate: { type: "string" }, duration: { type: "string" }, postgres: { type: "string" } } });
  const rate = positiveInteger(values.rate, "rate", 50);
  const run = await runCatalogueImportBench({
    rows: positiveInteger(values.rows, "rows", 10_000),
    rate,
    duration: positiveInteger(values.duration, "duration", 10),
    postgresServer: values.postgres,
  });
  printCatalogueImport(run, rate);
  if (run.failures > 0) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("catalogue-import.ts")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
