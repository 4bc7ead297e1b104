import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { isPostgresUrl, type DB } from "./connection";
import { sqlitePath } from "./sqlite";

/** How often the background thread moves the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * SQLite's automatic checkpoint runs inside whichever write commits past 1,000 log pages: that request
 * then copies pages into the database file and waits for the disk, stalling its whole process for tens of
 * milliseconds. Here the connection stops checkpointing, and a worker thread with a connection of its own
 * checkpoints every second instead (PASSIVE: it never waits for, or blocks, readers and writers). Every
 * server process runs one; two checkpointing at once is harmless, one of them finds nothing to do.
 *
 * Returns a function that stops the thread. PostgreSQL checkpoints by itself: nothing to do there.
 */
export async function checkpointInBackground(db: DB, databaseUrl: string): Promise<() => Promise<void>> {
  const file = sqlitePath(databaseUrl);
  if (isPostgresUrl(databaseUrl) || file === ":memory:") return async () => {};
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  // Inline CommonJS, so the thread needs no file of its own next to the bundled server; the driver is
  // resolved here, since the thread would resolve it from the working directory.
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(
    `const { workerData } = require("node:worker_threads");
     const Database = require(workerData.driver);
     const db = new Database(workerData.file);
     setInterval(() => {
       try { db.pragma("wal_checkpoint(PASSIVE)"); } catch (error) { console.error("checkpoint failed:", error); }
     }, workerData.intervalMs);`,
    { eval: true, workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS } },
  );
  worker.on("error", (error) => {
    // Without the thread the log would grow for ever: hand checkpoints back to SQLite.
    console.error("checkpoint thread stopped; SQLite checkpoints again:", error);
    sql`pragma wal_autocheckpoint = 1000`.execute(db).catch((reason: unknown) => console.error(reason));
  });
  worker.unref();
  return async () => {
    await worker.terminate();
  };
}
