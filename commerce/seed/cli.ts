/**
 * Seeds a database with the demo catalogue:
 *   npx tsx commerce/seed/cli.ts --products 600 [--seed 971] [--database file:./data/store.db]
 * The database defaults to DATABASE_URL, then file:./data/store.db. It is created and migrated if needed,
 * and must not contain products yet.
 */
import { parseArgs } from "node:util";
import { config } from "../../common/config.server";
import { migrate, openDatabase } from "../db/connection";
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, seedDatabase } from "./generate";


function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: "string" },
      seed: { type: "string" },
      database: { type: "string" },
    },
  });
  const products = positiveInteger(values.products, "products", DEFAULT_PRODUCT_COUNT);
  const seed = positiveInteger(values.seed, "seed", DEFAULT_SEED);
  const databaseUrl = values.database ?? config.databaseUrl;

  const startedAt = performance.now();
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    const summary = await seedDatabase(db, { products, seed });
    console.log(`Seeded ${databaseUrl} (seed ${seed})`);
    for (const [table, count] of Object.entries(summary.counts)) {
      console.log(`  ${table.padEnd(22)} ${count.toLocaleString("en-US").padStart(9)}`);
    }
    console.log(`Seeding took ${(summary.durationMs / 1000).toFixed(2)} s; ${((performance.now() - startedAt) / 1000).toFixed(2)} s in total`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
