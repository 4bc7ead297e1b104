/**
 * `npm run bench`: the search benchmark (bench/search.ts, in its own process, output passed through), then
 * the storefront benchmark (bench/storefront.ts). Arguments go to the storefront benchmark, e.g.
 * `npm run bench -- --duration 5`. Exits non-zero when either misses a target or fails.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseStorefrontArgs, runStorefrontBench } from "./storefront";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** bench/search.ts seeds and removes its own catalogue; it has no way to hand it over, so each bench seeds. */
async function runSearchBench(products: number): Promise<boolean> {
  const script = path.join(ROOT, "bench/search.ts");
  if (!existsSync(script)) {
    console.log("bench/search.ts is not there yet: search benchmark skipped.\n");
    return true;
  }
  console.log(`=== Search benchmark (bench/search.ts --products ${products}) ===\n`);
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), [script, "--products", String(products)], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) console.log(`\nbench/search.ts exited with code ${code}.`);
  return code === 0;
}

async function main(): Promise<void> {
  const options = parseStorefrontArgs(process.argv.slice(2));
  const searchPassed = await runSearchBench(options.products);
  console.log(`\n=== Storefront benchmark (bench/storefront.ts, ${options.products} products) ===\n`);
  const storefrontPassed = await runStorefrontBench(options);
  if (!searchPassed || !storefrontPassed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
