import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh directory for one test file's SQLite database, removed afterwards. */
export function tempDatabase(): { url: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "store-test-"));
  return { url: `file:${join(dir, "store.db")}`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
