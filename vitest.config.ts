import { readdirSync } from "node:fs";
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
 * One run, two projects (decision 037): every test on SQLite, and with TEST_DATABASE_URL the tests that can
 * behave differently on PostgreSQL once more on that server.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // An empty TEST_DATABASE_URL is no server: tests/support/temp-database.ts hands out SQLite files.
        test: { name: "sqlite", include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`), env: { TEST_DATABASE_URL: "" } },
      },
      ...(postgresServer
        ? [
            {
              extends: true as const,
              test: { name: "postgresql", include: engineDependentTests(root, testFiles()), env: { TEST_DATABASE_URL: postgresServer } },
            },
          ]
        : []),
    ],
  },
});
