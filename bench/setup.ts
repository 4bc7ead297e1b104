/**
 * What every storefront measurement (bench/storefront.ts, bench/lighthouse.ts) starts from: a seeded temporary
 * database, an up-to-date production build, and `node server.js` running a copy of it on a free port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCookieSessionStorage } from "react-router";
import { tempDatabase, type TempDatabase } from "../tests/support/temp-database";
import { seconds, sleep } from "./report";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SESSION_SECRET = "bench-session-secret";

/** Sent with every request, like a browser (not a crawler: crawlers get the whole document at once). */
export const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
};

export interface StoreOptions {
  products: number;
  /** An already seeded database to use as it is (not removed); by default a temporary one is seeded. */
  databaseUrl?: string;
  /** Seed the temporary database on this PostgreSQL server (a new database, dropped after); by default a SQLite file. */
  postgresServer?: string;
  /** Node's own flags for the server (e.g. `--cpu-prof`), and environment variables on top of the server's. */
  nodeArguments?: string[];
  environment?: Record<string, string>;
}

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** The last lines the server printed, for error reports. */
  output: string[];
}

export interface Store {
  server: RunningServer;
  /** The database the server runs on. */
  databaseUrl: string;
  /** Removed at the end; for files a measurement needs on the side. */
  tempDir: string;
  /** Registers another process of the measurement, killed with the server on Ctrl-C. */
  adopt(child: ChildProcess): void;
}

/**
 * Seeds (unless given a database), builds when needed, starts the server, runs `measure`, and stops and removes
 * everything afterwards, also on error or Ctrl-C.
 */
export async function withStore<T>(options: StoreOptions, measure: (store: Store) => Promise<T>): Promise<T> {
  const tempDir = mkdtempSync(path.join(tmpdir(), "store-bench-"));
  const children: ChildProcess[] = [];
  let server: RunningServer | undefined;
  let temporary: TempDatabase | undefined;
  const cleanUp = () => {
    for (const child of children) child.kill("SIGKILL");
    server?.child.kill("SIGKILL");
    rmSync(tempDir, { recursive: true, force: true });
    temporary?.remove();
    process.exit(130);
  };
  process.once("SIGINT", cleanUp);
  process.once("SIGTERM", cleanUp);
  try {
    temporary = options.databaseUrl ? undefined : tempDatabase(options.postgresServer ?? "");
    const databaseUrl = options.databaseUrl ?? temporary!.url;
    if (temporary) await seedTemporaryDatabase(databaseUrl, options.products);
    await ensureBuild();
    server = await startServer(snapshotApp(tempDir), databaseUrl, tempDir, options);
    return await measure({ server, databaseUrl, tempDir, adopt: (child) => children.push(child) });
  } finally {
    process.off("SIGINT", cleanUp);
    process.off("SIGTERM", cleanUp);
    for (const child of children) await stopProcess(child);
    if (server) await stopProcess(server.child);
    rmSync(tempDir, { recursive: true, force: true });
    temporary?.remove();
  }
}

async function waitForFile(file: string, what: string, timeoutMs = 15 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (existsSync(file)) return;
  console.log(`Waiting for ${path.relative(ROOT, file)} (${what})…`);
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${path.relative(ROOT, file)} did not appear`);
    await sleep(5_000);
  }
}

export async function seedTemporaryDatabase(databaseUrl: string, products: number): Promise<void> {
  await waitForFile(path.join(ROOT, "commerce/seed/generate.ts"), "the seed generator");
  const { migrate, openDatabase } = await import("../commerce/db/connection");
  const { seedDatabase } = await import("../commerce/seed/generate");
  const startedAt = performance.now();
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    await seedDatabase(db, { products });
  } finally {
    await db.destroy();
  }
  console.log(`Seeded ${products.toLocaleString("en-US")} products in ${seconds(performance.now() - startedAt)}.`);
}

function newestMtime(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Builds when build/ is missing or older than anything the build is made from. */
async function ensureBuild(): Promise<void> {
  const built = path.join(ROOT, "build/server/index.js");
  const sources = ["app", "commerce", "common", "server", "public", "vite.config.ts", "package.json"].map((name) => path.join(ROOT, name));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestMtime))) {
    console.log("build/ is up to date.");
    return;
  }
  console.log("Building (npm run build)…");
  const startedAt = performance.now();
  const build = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  build.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  build.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const code = await exitCodeOf(build);
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}:\n${Buffer.concat(output).toString()}`);
  console.log(`Built in ${seconds(performance.now() - startedAt)}.`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Copies the server files and build/ into the temporary folder and runs them from there, so a rebuild in the
 * working tree during the run (other work goes on) cannot pull files from under the server.
 */
function snapshotApp(tempDir: string): string {
  const appDir = path.join(tempDir, "app");
  mkdirSync(appDir);
  for (const name of ["server.js", "package.json", "build"]) cpSync(path.join(ROOT, name), path.join(appDir, name), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(appDir, "node_modules"), "dir");
  return appDir;
}

async function startServer(appDir: string, databaseUrl: string, dataDir: string, options: StoreOptions): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArguments ?? []), "server.js"], {
    cwd: appDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "0",
      SESSION_SECRET,
      COMMERCE_SECRET: "bench-commerce-secret",
      // Required in production on PostgreSQL (links in e-mails): the address the benchmark reaches the server at.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      COOKIE_SECURE: "false",
      BENCH_ROUTES: "1", // the floor and the bare document are a 404 without it
      TRUST_PROXY: "1", // each no-JS add comes from its own shopper's address (bench/load.ts)
      ...options.environment,
    },
  });
  const server = { child, origin: `http://127.0.0.1:${port}`, output: collectOutput(child) };
  const startedAt = performance.now();
  // The server prints this once every process listens (each indexes the catalogue as it starts).
  const line = await waitForLine(server, (text) => text.startsWith("Storefront listening"), 5 * 60_000, "server.js");
  console.log(`${line}: up after ${seconds(performance.now() - startedAt)} (start-up includes indexing).`);
  return server;
}

/** Keeps the last 200 lines a child process prints. */
export function collectOutput(child: ChildProcess): string[] {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - 200));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return output;
}

/** The first line a started process prints that passes `test`; fails when it exits or takes too long. */
export async function waitForLine(
  { child, output }: { child: ChildProcess; output: string[] },
  test: (line: string) => boolean,
  timeoutMs: number,
  name: string,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = output.find(test);
    if (found) return found;
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${output.join("\n")}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start within ${seconds(timeoutMs)}:\n${output.join("\n")}`);
    await sleep(250);
  }
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitCodeOf(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** An empty session, signed with the server's secret: the server unsigns it and renders in full. */
export async function sessionCookie(): Promise<string> {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SESSION_SECRET] } });
  const setCookie = await storage.commitSession(await storage.getSession());
  return setCookie.split(";")[0] ?? "";
}

/** A command-line option's value as a positive integer (the fallback when absent). */
export function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** The command-line options every load benchmark takes (`parseArgs` options). */
export const LOAD_OPTIONS = {
  products: { type: "string" },
  duration: { type: "string" },
  connections: { type: "string" },
  database: { type: "string" },
} as const;

/** `--products` (default `products`), `--duration` seconds per run (8), `--connections` (32), `--database` (none). */
export function loadOptionsOf(values: { products?: string; duration?: string; connections?: string; database?: string }, products: number) {
  return {
    products: positiveInteger(values.products, "products", products),
    duration: positiveInteger(values.duration, "duration", 8),
    connections: positiveInteger(values.connections, "connections", 32),
    databaseUrl: values.database,
  };
}
