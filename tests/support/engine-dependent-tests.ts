import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Which test files can behave differently on PostgreSQL: those whose static imports reach
 * `tests/support/temp-database.ts`, the only way a test is handed a database of the engine under test. The others
 * never see TEST_DATABASE_URL, so the PostgreSQL run leaves them out (decision 037). Imports are read from the
 * source with a pattern, not compiled: a dynamic `import()` of the helper would not be seen.
 */

const ENGINE_SEAM = "tests/support/temp-database.ts";
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** `files` (relative to `root`) that reach the engine seam through their imports. */
export function engineDependentTests(root: string, files: readonly string[]): string[] {
  const seam = path.join(root, ENGINE_SEAM);
  const reaches = new Map<string, boolean>();

  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith("~/")
      ? path.join(root, "app", specifier.slice(2))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
    if (!base) return undefined; // a package: never the seam
    return EXTENSIONS.map((extension) => base + extension).find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  };

  const visit = (file: string): boolean => {
    if (file === seam) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle adds nothing
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const imported = resolve(file, specifier!);
      if (imported && visit(imported)) {
        reaches.set(file, true);
        return true;
      }
    }
    return false;
  };

  return files.filter((file) => visit(path.join(root, file)));
}
