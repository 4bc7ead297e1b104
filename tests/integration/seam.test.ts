import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The seam between the storefront and the commerce backend (decision 032, DESIGN "One seam, one pipeline"):
 * - `commerce/` imports nothing from `app/`;
 * - `app/` imports from `commerce/` only the contract and the one client's transport (`commerce/service.ts`);
 * - the contract imports no other commerce code (the storefront gets all of it), nor the storefront;
 * - `common/`, the code both sides share, imports neither side.
 * The tests (`tests/`), the benchmarks (`bench/`), the scripts (`scripts/`) and the composition root (`server/`,
 * and the root `*.js` servers) put the two halves together, so may import both; a new top-level folder must
 * be placed on one of the two lists.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CHECKED_FOLDERS = ["app", "commerce", "common"];
/** The folders that put both halves together, so may import from each. */
const COMPOSING_FOLDERS = ["tests", "bench", "scripts", "server"];
/** Built, installed or generated, never source (tsconfig's `exclude`). */
const NOT_SOURCE = ["node_modules", "build", "data", "test-results", "playwright-report"];
const TRANSPORT = "commerce/service";

type Part = "app" | "commerce" | "contract" | "common" | "outside";

function partOf(file: string): Part {
  if (file.startsWith("commerce/contract/")) return "contract";
  const top = file.split("/")[0];
  return top === "app" || top === "commerce" || top === "common" ? top : "outside";
}

/** What each part may import from the others (its own part and packages always). */
function mayImport(from: Part, target: string): boolean {
  const to = partOf(target);
  if (from === to || to === "outside") return true;
  switch (from) {
    case "app":
      return to === "common" || to === "contract" || target.replace(/\.tsx?$/, "") === TRANSPORT;
    case "commerce":
      return to === "common" || to === "contract";
    case "contract":
      return to === "common";
    default:
      return false;
  }
}

function sourceFiles(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/")));
}

/** Every `import … from`, `export … from`, `import type` and `import()` specifier of a file. */
function specifiersOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), "utf8"), true, true);
  return importedFiles.map((imported) => imported.fileName);
}

/** The repository path a specifier names, or null for a package (`zod`, `node:fs`). */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

function crossingsOf(files: string[]): string[] {
  return files.flatMap((file) =>
    specifiersOf(file).flatMap((specifier) => {
      const target = resolve(file, specifier);
      return target === null || mayImport(partOf(file), target) ? [] : [`${file} imports "${specifier}" (${target})`];
    }),
  );
}

describe("the seam between app/ and commerce/", () => {
  const files = CHECKED_FOLDERS.flatMap(sourceFiles);

  it("knows which side every top-level folder of source is on", () => {
    const sourceFolders = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !NOT_SOURCE.includes(entry.name))
      .map((entry) => entry.name)
      .filter((folder) => sourceFiles(folder).length > 0);
    expect(sourceFolders.filter((folder) => !CHECKED_FOLDERS.includes(folder) && !COMPOSING_FOLDERS.includes(folder))).toEqual([]);
  });

  it("reads the imports of every source file of both halves", () => {
    expect(files.filter((file) => file.startsWith("app/")).length).toBeGreaterThan(100);
    expect(files.filter((file) => file.startsWith("commerce/")).length).toBeGreaterThan(100);
  });

  it("is crossed by no import", () => {
    expect(crossingsOf(files)).toEqual([]);
  });

  it("catches a crossing by a relative path, the ~/ alias, a re-export and a dynamic import", () => {
    const examples: Array<[Part, string, string]> = [
      ["commerce", "commerce/api/x.ts", "../../app/lib/format"],
      ["commerce", "commerce/x.ts", "~/lib/config.server"],
      ["app", "app/lib/x.ts", "../../commerce/db/engine"],
      ["contract", "commerce/contract/x.ts", "../api/pricing"],
      ["common", "common/x.ts", "../commerce/contract/cart"],
    ];
    for (const [from, file, specifier] of examples) {
      expect(mayImport(from, resolve(file, specifier) ?? ""), `${file} → ${specifier}`).toBe(false);
    }
    const source = 'export { a } from "../../app/a";\nconst b = await import("~/b");\nimport type { C } from "../../commerce/c";';
    const parsed = ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
    expect(parsed).toEqual(["../../app/a", "~/b", "../../commerce/c"]);
  });
});
