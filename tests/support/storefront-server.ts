import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPostgresUrl } from "../../commerce/db/engine";
import { tempDatabase, tempSqliteDatabase } from "./temp-database";

/**
 * The production server (`node server.js` over the current build) on a free port, with its own temporary
 * database and data folder, for tests that need the real HTTP behaviour: raw request targets, headers,
 * methods, processes. `npm test` builds before it runs these; on its own, run `npm run build` first.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Storefront {
  port: number;
  /** `http://127.0.0.1:{port}` */
  origin: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * On a SQLite file whatever TEST_DATABASE_URL says: for tests of a store without PUBLIC_ORIGIN (its origin
   * from the Host header), which a production node on PostgreSQL refuses to be.
   */
  sqlite?: boolean;
}

export async function startStorefront(env: Record<string, string> = {}, { sqlite = false }: StartOptions = {}): Promise<Storefront> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before these tests.");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-server-"));
  // A caller that passes DATABASE_URL shares that database (two servers, one store); otherwise a fresh one.
  const database = env.DATABASE_URL ? null : sqlite ? tempSqliteDatabase() : tempDatabase();
  const databaseUrl = env.DATABASE_URL ?? database!.url;
  // A production node on PostgreSQL refuses to start without its address (decision 010): this one's, unless the
  // test names another.
  const publicOrigin = isPostgresUrl(databaseUrl) && !env.PUBLIC_ORIGIN ? { PUBLIC_ORIGIN: `http://127.0.0.1:${port}` } : {};
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "120",
      SESSION_SECRET: "server-test-secret",
      COMMERCE_SECRET: "server-test-commerce-secret",
      COOKIE_SECURE: "false",
      BENCH_ROUTES: "1", // tests render the floor page, the cheapest page there is
      ...publicOrigin,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const storefront: Storefront = {
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      database?.remove();
    },
  };
  try {
    await waitUntilServing(storefront, exited);
  } catch (error) {
    await storefront.stop();
    throw error;
  }
  return storefront;
}

async function waitUntilServing(storefront: Storefront, exited: Promise<void>): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the server stopped while starting:\n${storefront.output()}`);
    const answer = await rawRequest(storefront.port, { path: "/health" }).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start within 120 s:\n${storefront.output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The headers as sent, names in their case, for checks that must see every header. */
  rawHeaders: string[];
  body: string;
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as sent, e.g. `//evil.example/c/x` (fetch would resolve it as a URL). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request on its own connection through node:http, which sends the method and target untouched. */
export function rawRequest(port: number, { method = "GET", path: target, headers = {}, body }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path: target, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Writes bytes on a fresh connection and collects what comes back until the server closes it or
 * `timeoutMs` passes; `closed` says which. For what node:http will not send (unknown methods, CONNECT).
 */
export function rawExchange(port: number, bytes: string, timeoutMs = 5_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, timeoutMs);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(bytes);
  });
}
