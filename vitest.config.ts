import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { engineDependentTests } from "./tests/support/engine-dependent-tests";

const root = fileURLToPath(new URL(".", import.meta.url));
const TEST_FOLDERS = ["app", "commerce", "common", "tests/integration"];
const TEST_FILE = /\.test\.tsx?$/;
const postgresServer = process.env.TEST_DATABASE_URL;

function testFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(new URL(folder, `file://${root}`), { recursive: true, encoding: "utf8" })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => `${folder}/${file}`),
  );
}

/**
 * A test file that configures the process (sets `process.env`, mocks a module) before it imports the storefront or
 * the backend gets a module graph of its own; the others share their worker's, so the backend, React and the
 * locales are loaded once per worker instead of once per file (decision 037).
 */
const CONFIGURES_PROCESS = /process\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|\bvi\.(?:mock|doMock|stubEnv|stubGlobal)\(/;

function configuresProcess(file: string): boolean {
  return CONFIGURES_PROCESS.test(readFileSync(new URL(file, `file://${root}/`), "utf8"));
}

/** The engine's project, split into the files that share modules and those that need their own. */
function engineProjects(name: string, files: string[], databaseServer: string) {
  const own = files.filter(configuresProcess);
  const shared = files.filter((file) => !own.includes(file));
  return [
    { extends: true as const, test: { name, include: shared, isolate: false, env: { TEST_DATABASE_URL: databaseServer } } },
    { extends: true as const, test: { name: `${name} (own modules)`, include: own, pool: "threads" as const, env: { TEST_DATABASE_URL: databaseServer } } },
  ];
}

/**
 * Files that take a database from the helper but test nothing an engine changes (the process supervisor, slow
 * clients): the PostgreSQL run leaves them out, as it does files that never take a database.
 */
const ENGINE_INDEPENDENT = ["tests/integration/server-processes.test.ts"];

/**
 * One run, two engines (decision 037): every test on SQLite, and with TEST_DATABASE_URL the tests that can behave
 * differently on PostgreSQL once more on that server. An empty TEST_DATABASE_URL is no server:
 * tests/support/temp-database.ts hands out SQLite files.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The tests mostly wait on servers, databases and child processes: two workers on the 2-core CI machine
    // (vitest's default there is one).
    maxWorkers: 2,
    // Forks share their modules between files; a file that needs its own gets a fresh worker thread, with its
    // own copy of process.env.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    projects: [
      ...engineProjects("sqlite", testFiles(), ""),
      ...(postgresServer ? engineProjects(
          "postgresql",
          engineDependentTests(root, testFiles()).filter((file) => !ENGINE_INDEPENDENT.includes(file)),
          postgresServer,
        ) : []),
    ],
  },
});
