/**
 * `npm run bench`: everything on the embedded SQLite file, then what the scale-out compares on PostgreSQL (the
 * throwaway server of scripts/postgres.sh), then one node against two behind nginx, then the two engines side
 * by side:
 *
 *   1. the search benchmark (bench/search.ts, in its own process, output passed through) on each engine;
 *   2. the whole storefront benchmark (bench/storefront.ts) on SQLite;
 *   3. on PostgreSQL, the pages the engines may change (add-to-cart, the pages filled per shopper) and the
 *      N-shopper checkout;
 *   4. the cluster benchmark (bench/cluster.ts);
 *   5. the back office's order list and order page over 10,000 orders (bench/back-office.ts), and a CSV import of
 *      10,000 products' stock and prices with the product page's p95 meanwhile (bench/catalogue-import.ts), on each engine.
 *
 * Arguments go to the storefront benchmark, e.g. `npm run bench -- --duration 5`. Exits non-zero when a
 * benchmark misses a target or fails.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printBackOffice, runBackOfficeBench } from "./back-office";
import { printCatalogueImport, runCatalogueImportBench } from "./catalogue-import";
import { runClusterBench } from "./cluster";
import { fixed, percent, table } from "./report";
import type { SearchSummary } from "./search";
import { parseStorefrontArgs, runStorefrontBench, type StorefrontSummary } from "./storefront";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The storefront pages measured again on PostgreSQL. */
const ENGINE_PAGES = ["home", "category", "product", "add-to-cart", "checkout"];
/** The back office's measurements: a busy store's orders, and a few staff at once rather than shoppers' crowds. */
const BACK_OFFICE_ORDERS = 10_000;
const BACK_OFFICE_PRODUCTS = 50_000;
const BACK_OFFICE_CONNECTIONS = 8;
const IMPORT_ROWS = 10_000;
const IMPORT_PAGE_RATE = 50;
/** The cluster benchmark's catalogue: its figures are about serving, not about catalogue size. */
const CLUSTER_PRODUCTS = 2000;

/** bench/search.ts seeds and removes its own catalogue; it has no way to hand it over, so each run seeds. */
async function runSearchBench(products: number, postgres: string | undefined, folder: string): Promise<{ passed: boolean; summary: SearchSummary | null }> {
  const json = path.join(folder, `search-${postgres ? "postgres" : "sqlite"}.json`);
  const args = ["bench/search.ts", "--products", String(products), "--json", json, ...(postgres ? ["--postgres", postgres] : [])];
  console.log(`=== Search benchmark (bench/search.ts --products ${products}${postgres ? " on PostgreSQL" : ""}) ===\n`);
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), args, { cwd: ROOT, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) console.log(`\nbench/search.ts exited with code ${code}.`);
  let summary: SearchSummary | null = null;
  try {
    summary = JSON.parse(readFileSync(json, "utf8")) as SearchSummary;
  } catch {
    // It failed before measuring; the table shows "-".
  }
  return { passed: code === 0, summary };
}

/** Starts scripts/postgres.sh's server unless it runs; answers its URL and a function that stops what was started. */
function throwawayPostgres(): { url: string; stop(): void } {
  const script = path.join(ROOT, "scripts/postgres.sh");
  const wasRunning = (() => {
    try {
      execFileSync("psql", [execFileSync(script, ["url"], { encoding: "utf8" }).trim(), "-qc", "select 1"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  const url = execFileSync(script, ["start"], { encoding: "utf8" }).trim();
  return { url, stop: () => wasRunning || execFileSync(script, ["stop"]) };
}

function printEngines(search: (SearchSummary | null)[], storefront: StorefrontSummary[]): void {
  const ms = (value: number | null | undefined, digits = 2) => (value === null || value === undefined ? "-" : `${fixed(value, digits)} ms`);
  const [sqlite, postgres] = storefront;
  const rows = [["", "SQLite", "PostgreSQL"]];
  rows.push(["search index build (documents + minisearch)", ...search.map((s) => ms(s?.indexMs, 0))]);
  rows.push(["search p95 (uncached)", ...search.map((s) => ms(s?.p95Ms, 1))]);
  rows.push(["add-to-cart, server CPU per post", ms(sqlite?.addToCartCpuMs), ms(postgres?.addToCartCpuMs)]);
  rows.push(["place order, server CPU per post", ms(sqlite?.checkout?.cpuMsPerRequest), ms(postgres?.checkout?.cpuMsPerRequest)]);
  const checkout = (s?: StorefrontSummary) =>
    s?.checkout ? `${s.checkout.orders} orders, ${s.checkout.outOfStock} out of stock, ${s.checkout.other} other, stock ${s.checkout.stockLeft}` : "-";
  rows.push([`checkout: ${sqlite?.checkout?.shoppers ?? "N"} shoppers, ${sqlite?.checkout?.units ?? "K"} units`, checkout(sqlite), checkout(postgres)]);
  for (const page of sqlite?.personalised ?? []) {
    const other = postgres?.personalised.find((p) => p.page === page.page && p.shopper === page.shopper);
    const cell = (p?: StorefrontSummary["personalised"][number]) => (p ? `${p.share === null ? "-" : percent(p.share)}, ${fixed(p.cpuMs, 3)} ms` : "-");
    rows.push([`${page.page} filled for ${page.shopper}: share of cached, CPU`, cell(page), cell(other)]);
  }
  console.log("\n=== SQLite and PostgreSQL side by side (same machine, one run each) ===\n");
  console.log(table(rows));
}

async function main(): Promise<void> {
  const options = parseStorefrontArgs(process.argv.slice(2));
  const folder = mkdtempSync(path.join(tmpdir(), "bench-run-"));
  const postgres = throwawayPostgres();
  try {
    const search = [await runSearchBench(options.products, undefined, folder), await runSearchBench(options.products, postgres.url, folder)];
    console.log(`\n=== Storefront benchmark (bench/storefront.ts, ${options.products} products, SQLite) ===\n`);
    const onSqlite = await runStorefrontBench(options);
    console.log(`\n=== Storefront benchmark on PostgreSQL (${ENGINE_PAGES.join(", ")}) ===\n`);
    const onPostgres = await runStorefrontBench({ ...options, postgresServer: postgres.url, only: ENGINE_PAGES });
    console.log(`\n=== Cluster benchmark (bench/cluster.ts, ${CLUSTER_PRODUCTS} products, PostgreSQL) ===\n`);
    await runClusterBench({ products: CLUSTER_PRODUCTS, duration: options.duration, connections: options.connections });
    for (const [engine, postgresServer] of [["SQLite", undefined], ["PostgreSQL", postgres.url]] as const) {
      console.log(`\n=== Back office (bench/back-office.ts, ${BACK_OFFICE_ORDERS} orders, ${engine}) ===\n`);
      const runs = await runBackOfficeBench({ orders: BACK_OFFICE_ORDERS, products: BACK_OFFICE_PRODUCTS, duration: options.duration, connections: BACK_OFFICE_CONNECTIONS, postgresServer });
      printBackOffice(runs, BACK_OFFICE_ORDERS, BACK_OFFICE_PRODUCTS);
      console.log(`\n=== Catalogue import (bench/catalogue-import.ts, ${IMPORT_ROWS} rows, ${engine}) ===\n`);
      const imported = await runCatalogueImportBench({ rows: IMPORT_ROWS, rate: IMPORT_PAGE_RATE, duration: options.duration, postgresServer });
      printCatalogueImport(imported, IMPORT_PAGE_RATE);
    }
    printEngines(search.map((s) => s.summary), [onSqlite, onPostgres]);
    if (search.some((s) => !s.passed) || !onSqlite.passed || !onPostgres.passed) process.exitCode = 1;
  } finally {
    rmSync(folder, { recursive: true, force: true });
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
