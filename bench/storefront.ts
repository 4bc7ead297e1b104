/**
 * Storefront benchmark: seeds a temporary database, starts the production server (`node server.js`) on it,
 * finds real pages in the running store, and loads each with autocannon, with a session cookie (a full
 * render) and without one (the full-page cache). Prints one table and PASS/FAIL against the targets.
 *
 *   npx tsx bench/storefront.ts [--products 50000] [--duration 8] [--connections 32] [--database file:...]
 *
 * `--database` reuses an already seeded database (left in place); otherwise a temporary one is seeded and
 * removed at the end. See bench/README.md for what the figures mean.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { constants as zlibConstants, gzipSync } from "node:zlib";
import { createCookieSessionStorage } from "@remix-run/node";
import autocannon, { type Result } from "autocannon";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SESSION_SECRET = "bench";
const JS_BUDGET_BYTES = 130 * 1024;
const CACHED_TARGET_RPS = 10_000;
/** Full renders against the floor: the share of the floor's throughput a page must reach. */
const RENDER_TARGETS: Record<string, number> = { category: 0.5, product: 0.5, search: 0.4 };
/** Sent with every request, like a browser (not a crawler: crawlers get the whole document at once). */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
};

export interface StorefrontBenchOptions {
  products: number;
  /** Seconds of measurement per run (after a short warm-up). */
  duration: number;
  connections: number;
  /** An already seeded database to use as it is (not removed); by default a temporary one is seeded. */
  databaseUrl?: string;
}

type Mode = "cookie" | "anonymous" | "post";

interface Page {
  name: string;
  path: string;
  modes: Mode[];
  /** For mode "post": the urlencoded form a browser without JavaScript posts; success is its 303. */
  form?: string;
  /** The session cookie this page is measured with, when not the empty one. */
  cookie?: string;
}

/** SPEC-level budget for cart interactions: p95 latency at the benchmark's concurrency. */
const CART_P95_TARGET_MS = 50;

interface Measurement {
  page: string;
  path: string;
  mode: Mode;
  /** `X-Cache` of a request made just after the warm-up. */
  cache: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  failureDetail: string;
  cpuMsPerRequest: number;
  /** The same for this process (autocannon), which shares the machine's cores with the server. */
  clientCpuMsPerRequest: number;
}

interface Target {
  label: string;
  actual: string;
  goal: string;
  pass: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Set-up: database, build, server

async function waitForFile(file: string, what: string, timeoutMs = 15 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (existsSync(file)) return;
  console.log(`Waiting for ${path.relative(ROOT, file)} (${what})…`);
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${path.relative(ROOT, file)} did not appear`);
    await sleep(5_000);
  }
}

async function seedTemporaryDatabase(databaseUrl: string, products: number): Promise<void> {
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
  const sources = ["app", "commerce", "public", "vite.config.ts", "package.json"].map((name) => path.join(ROOT, name));
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** The last lines the server printed, for error reports. */
  output: string[];
}

/**
 * Copies the server files and build/ into the temporary folder and runs them from there, so a rebuild in the
 * working tree during the run (other work goes on) cannot pull files from under the server.
 */
function snapshotApp(tempDir: string): string {
  const appDir = path.join(tempDir, "app");
  mkdirSync(appDir);
  for (const name of ["server.js", "http-server.js", "package.json", "build"]) cpSync(path.join(ROOT, name), path.join(appDir, name), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(appDir, "node_modules"), "dir");
  return appDir;
}

async function startServer(appDir: string, databaseUrl: string, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
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
      COOKIE_SECURE: "false",
      BENCH_ROUTES: "1", // the floor is a 404 without it
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - 200));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server = { child, origin: `http://127.0.0.1:${port}`, output };

  const startedAt = performance.now();
  const deadline = Date.now() + 5 * 60_000;
  // The server prints this once every process listens (each indexes the catalogue as it starts).
  const listening = () => output.find((line) => line.startsWith("Storefront listening"));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.js exited with code ${child.exitCode}:\n${output.join("\n")}`);
    if (listening()) break;
    if (Date.now() > deadline) throw new Error(`server.js did not start within 5 minutes:\n${output.join("\n")}`);
    await sleep(250);
  }
  console.log(`${listening()}: up after ${seconds(performance.now() - startedAt)} (start-up includes indexing).`);
  return server;
}

async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitCodeOf(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------------
// Pages

/** An empty session, signed with the server's secret: the server unsigns it and renders in full. */
async function sessionCookie(): Promise<string> {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SESSION_SECRET] } });
  const setCookie = await storage.commitSession(await storage.getSession());
  return setCookie.split(";")[0] ?? "";
}

async function get(origin: string, pathname: string, cookie?: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(origin + pathname, {
    headers: { ...BROWSER_HEADERS, "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Same-origin paths in a document's links (or a sitemap's <loc>s) that start with a prefix. */
function pathsIn(text: string, origin: string, prefix: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:href="([^"]+)"|<loc>\s*([^<\s]+)\s*<\/loc>)/g)) {
    const raw = decodeEntities(match[1] ?? match[2] ?? "");
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.pathname.startsWith(prefix) && url.search === "") found.add(url.pathname);
  }
  return [...found];
}

/** Sitemap documents reachable from /sitemap.xml (an index or a plain sitemap), at most a few. */
async function sitemaps(origin: string): Promise<string[]> {
  const index = await get(origin, "/sitemap.xml");
  if (index.status !== 200) return [];
  const documents = [index.text];
  if (index.text.includes("<sitemapindex")) {
    for (const loc of [...index.text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].slice(0, 6)) {
      const child = await get(origin, new URL(decodeEntities(loc[1] ?? ""), origin).pathname);
      if (child.status === 200) documents.push(child.text);
    }
  }
  return documents;
}

async function firstWorking(origin: string, candidates: string[], cookie: string): Promise<string | undefined> {
  for (const candidate of candidates.slice(0, 10)) {
    if ((await get(origin, candidate, cookie)).status === 200) return candidate;
  }
  return undefined;
}

/** Finds a real category, product and search page in the running store (missing routes are skipped). */
async function discoverPages(origin: string, cookie: string): Promise<{ pages: Page[]; notes: string[] }> {
  const notes: string[] = [];
  const home = await get(origin, "/", cookie);
  const maps = await sitemaps(origin);

  const categoryCandidates = [
    ...pathsIn(home.text, origin, "/c/"),
    ...maps.flatMap((document) => pathsIn(document, origin, "/c/")),
  ];
  const category = await firstWorking(origin, categoryCandidates, cookie);
  const categoryHtml = category ? (await get(origin, category, cookie)).text : "";
  const productCandidates = [
    ...pathsIn(categoryHtml, origin, "/p/"),
    ...pathsIn(home.text, origin, "/p/"),
    ...maps.flatMap((document) => pathsIn(document, origin, "/p/")),
  ];
  const product = await firstWorking(origin, productCandidates, cookie);
  const search = await firstWorking(origin, ["/search/samsung", "/search/phone"], cookie);

  const pages: Page[] = [{ name: "floor", path: "/bench/floor", modes: ["cookie"] }];
  if (home.status === 200) pages.push({ name: "home", path: "/", modes: ["cookie", "anonymous"] });
  else notes.push(`home answered ${home.status}: skipped`);
  if (category) pages.push({ name: "category", path: category, modes: ["cookie", "anonymous"] });
  else notes.push("no working /c/{url_key} page found (home links, /sitemap.xml): category skipped");
  if (product) pages.push({ name: "product", path: product, modes: ["cookie", "anonymous"] });
  else notes.push("no working /p/... page found (category links, sitemaps): product skipped");
  if (search) pages.push({ name: "search", path: search, modes: ["cookie"] });
  else notes.push("/search/{term} does not answer 200: search skipped");

  const form = await addToCartForm(origin, productCandidates);
  if (form) {
    pages.push({ name: "add-to-cart", path: "/cart", modes: ["post"], form });
    const cartCookie = await cookieOfCartWith(origin, form);
    if (cartCookie) pages.push({ name: "cart", path: "/cart", modes: ["cookie"], cookie: cartCookie });
    else notes.push("adding to a cart did not set a session cookie: cart page skipped");
  } else {
    notes.push("no product page with an enabled add-to-cart form found: cart skipped");
  }
  return { pages, notes };
}

/**
 * The form a shopper without JavaScript posts from the first product page that can be bought as it is
 * (a configurable product needs a chosen child, so its page's form is disabled).
 */
async function addToCartForm(origin: string, productPaths: string[]): Promise<string | undefined> {
  for (const productPath of productPaths.slice(0, 20)) {
    const { status, text } = await get(origin, productPath);
    if (status !== 200 || /id="add-to-cart-qty"[^>]*\bdisabled/.test(text)) continue;
    const hidden = (name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(text)?.[1];
    const sku = hidden("sku");
    if (!sku) continue;
    const childSku = hidden("child_sku");
    return new URLSearchParams({
      sku: decodeEntities(sku),
      ...(childSku ? { child_sku: decodeEntities(childSku) } : {}),
      qty: "1",
      intent: "add",
      redirectTo: productPath,
    }).toString();
  }
  return undefined;
}

/** A session cookie whose cart holds the product: the cart page is then measured with a real line. */
async function cookieOfCartWith(origin: string, form: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/cart`, {
    method: "POST",
    headers: { ...postHeaders(origin), "accept-encoding": "identity" },
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.headers.get("set-cookie")?.split(";")[0];
}

function postHeaders(origin: string): Record<string, string> {
  return { ...BROWSER_HEADERS, origin, "content-type": "application/x-www-form-urlencoded" };
}

// ---------------------------------------------------------------------------------------------------------
// Load

/** CPU time (user + system) so far of a process and all its descendants (server.js and its workers), in ms (Linux). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after "comm)": state is [0], ppid [1], utime [11], stime [12], in clock ticks (100 per second).
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      processes.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we looked
    }
  }
  const inTree = (id: number): boolean => {
    for (let current: number | undefined = id; current !== undefined && current > 1; current = processes.get(current)?.parent) {
      if (current === pid) return true;
    }
    return false;
  };
  if (!processes.has(pid)) return Number.NaN;
  let ticks = 0;
  for (const [id, { ticks: own }] of processes) if (inTree(id)) ticks += own;
  return (ticks * 1000) / 100;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * autocannon appends every response body to a JavaScript string (`body += chunk`), which decodes it as
 * UTF-8: cheap for ASCII, slow for gzip bytes (a 19 KB gzipped page caps it near 5,000 req/s on one core,
 * against 90,000 without). No browser does that, and the benchmark never reads bodies, so each connection's
 * body collector is replaced with a no-op when autocannon's client has the expected shape.
 */
function discardBodies(client: unknown): void {
  if (typeof client !== "object" || client === null || !("pipelinedRequests" in client)) return;
  const queue = client.pipelinedRequests;
  if (typeof queue === "object" && queue !== null && "addBody" in queue && typeof queue.addBody === "function") {
    Object.assign(queue, { addBody: () => {} });
  }
}

interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  /** A POST body; its success is a 303 (POST → redirect → GET without JavaScript). */
  form?: string;
}

function succeeded(request: LoadRequest, status: number): boolean {
  return request.form ? status === 303 : status >= 200 && status < 300;
}

function load(request: LoadRequest, connections: number, duration: number) {
  return new Promise<{ result: Result; latencies: Float64Array; failed: number }>((resolve, reject) => {
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    let failed = 0;
    const { url, headers, form } = request;
    const options = {
      url,
      connections,
      duration,
      headers,
      timeout: 10,
      setupClient: discardBodies,
      ...(form ? { method: "POST" as const, body: form } : {}),
    };
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies: latencies.subarray(0, count).sort(), failed });
    });
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (!succeeded(request, statusCode)) {
        failed++;
        return;
      }
      if (count === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[count++] = responseTime;
    });
  });
}

async function measure(
  server: RunningServer,
  page: Page,
  mode: Mode,
  cookie: string,
  options: StorefrontBenchOptions,
): Promise<Measurement> {
  const request: LoadRequest = {
    url: server.origin + page.path,
    headers:
      mode === "post"
        ? postHeaders(server.origin)
        : { ...BROWSER_HEADERS, ...(mode === "cookie" ? { cookie: page.cookie ?? cookie } : {}) },
    form: page.form,
  };
  await load(request, options.connections, Math.min(2, options.duration));
  const probe = await fetch(request.url, { headers: request.headers, method: page.form ? "POST" : "GET", body: page.form, redirect: "manual" });
  await probe.arrayBuffer();

  const cpuBefore = cpuMs(server.child.pid);
  const clientBefore = process.cpuUsage();
  const { result, latencies, failed } = await load(request, options.connections, options.duration);
  const cpuUsed = cpuMs(server.child.pid) - cpuBefore;
  const clientUsage = process.cpuUsage(clientBefore);

  const completed = latencies.length;
  const other = Object.entries(result.statusCodeStats)
    .filter(([status]) => !succeeded(request, Number(status)))
    .map(([status, { count }]) => `${count}×${status}`);
  const failures = result.errors + failed;
  return {
    page: page.name,
    path: page.path,
    mode,
    cache: probe.headers.get("x-cache") ?? "-",
    rps: completed / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
    failureDetail: [...other, result.errors ? `${result.errors} errors (${result.timeouts} timeouts)` : ""].filter(Boolean).join(", "),
    cpuMsPerRequest: completed > 0 ? cpuUsed / completed : Number.NaN,
    clientCpuMsPerRequest: completed > 0 ? (clientUsage.user + clientUsage.system) / 1000 / completed : Number.NaN,
  };
}

// ---------------------------------------------------------------------------------------------------------
// JavaScript weight

/** The JavaScript a page makes the browser load before it is interactive, gzip -9, with the files. */
async function javascriptWeight(origin: string, html: string): Promise<{ bytes: number; files: number }> {
  const queue: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) queue.push(match[1] ?? "");
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) queue.push(match[1] ?? "");
  for (const script of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    queue.push(...staticImports(script[1] ?? ""), ...[...(script[1] ?? "").matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1] ?? ""));
  }
  const seen = new Set<string>();
  let bytes = 0;
  while (queue.length > 0) {
    const next = queue.shift() ?? "";
    const url = new URL(decodeEntities(next), origin);
    if (url.origin !== origin || seen.has(url.href)) continue;
    seen.add(url.href);
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const source = Buffer.from(await response.arrayBuffer());
    if (!response.ok) continue;
    bytes += gzipSync(source, { level: zlibConstants.Z_BEST_COMPRESSION }).length;
    // Chunks statically import their dependencies; those load with them (dynamic imports do not).
    for (const dependency of staticImports(source.toString())) queue.push(new URL(dependency, url).href);
  }
  return { bytes, files: seen.size };
}

/** `import "x"` and `import … from "x"` in (minified) module code. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w*$\s{},]+?\s*from\s*)?["']([^"']+)["']/g)].map((match) => match[1] ?? "");
}

// ---------------------------------------------------------------------------------------------------------
// Report

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const line = (row: string[]) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
  return [line(rows[0] ?? []), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// ---------------------------------------------------------------------------------------------------------

/** Runs the whole storefront benchmark; true when every target passed. */
export async function runStorefrontBench(options: StorefrontBenchOptions): Promise<boolean> {
  const tempDir = mkdtempSync(path.join(tmpdir(), "store-bench-"));
  let server: RunningServer | undefined;
  const cleanUp = () => {
    server?.child.kill("SIGKILL");
    rmSync(tempDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", cleanUp);
  process.once("SIGTERM", cleanUp);
  try {
    const databaseUrl = options.databaseUrl ?? `file:${path.join(tempDir, "store.db")}`;
    if (!options.databaseUrl) await seedTemporaryDatabase(databaseUrl, options.products);
    await ensureBuild();
    server = await startServer(snapshotApp(tempDir), databaseUrl, tempDir);

    const cookie = await sessionCookie();
    const { pages, notes } = await discoverPages(server.origin, cookie);
    console.log(`Pages: ${pages.map((page) => `${page.name} ${page.path}`).join(", ")}`);
    for (const note of notes) console.log(`  note: ${note}`);
    console.log(`Load: ${options.connections} connections, ${options.duration} s per run after a warm-up.\n`);

    const measurements: Measurement[] = [];
    for (const page of pages) {
      for (const mode of page.modes) {
        const measurement = await measure(server, page, mode, cookie, options);
        measurements.push(measurement);
        console.log(`  ${page.name} (${mode}): ${fixed(measurement.rps, 0)} req/s`);
      }
    }
    const weights = new Map<string, { bytes: number; files: number; html: number; htmlGzip: number }>();
    for (const page of pages.filter((p) => !p.form)) {
      const { text } = await get(server.origin, page.path, page.cookie ?? cookie);
      const html = Buffer.from(text);
      weights.set(page.name, {
        ...(await javascriptWeight(server.origin, text)),
        html: html.length,
        htmlGzip: gzipSync(html, { level: zlibConstants.Z_BEST_COMPRESSION }).length,
      });
    }

    const floor = measurements.find((m) => m.page === "floor" && m.mode === "cookie");
    const rows = [["page", "mode", "cache", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors/non-2xx", "vs floor", "server CPU ms/req", "autocannon CPU ms/req"]];
    for (const m of measurements) {
      rows.push([
        m.page,
        m.mode === "cookie" ? "cookie (full render)" : m.mode === "post" ? "form post (no JS)" : "anonymous",
        m.cache,
        fixed(m.rps, 0),
        fixed(m.p50, 1),
        fixed(m.p95, 1),
        fixed(m.p99, 1),
        m.failures === 0 ? "0" : `${m.failures} (${m.failureDetail})`,
        floor ? `${fixed((m.rps / floor.rps) * 100, 0)}%` : "-",
        fixed(m.cpuMsPerRequest, 2),
        fixed(m.clientCpuMsPerRequest, 2),
      ]);
    }
    console.log(`\n${table(rows)}\n`);

    const weightRows = [["page", "path", "JS files", "JS gzip", "HTML", "HTML gzip"]];
    for (const page of pages) {
      const weight = weights.get(page.name);
      if (weight) weightRows.push([page.name, page.path, String(weight.files), kb(weight.bytes), kb(weight.html), kb(weight.htmlGzip)]);
    }
    console.log(`${table(weightRows)}\n`);

    const targets: Target[] = [];
    for (const m of measurements) {
      const share = RENDER_TARGETS[m.page];
      if (m.mode === "cookie" && share !== undefined && floor) {
        targets.push({
          label: `${m.page} full render`,
          actual: `${fixed((m.rps / floor.rps) * 100, 0)}% of floor`,
          goal: `≥ ${share * 100}%`,
          pass: m.rps >= share * floor.rps,
        });
      }
      if (m.page === "add-to-cart" || m.page === "cart") {
        targets.push({ label: `${m.page} p95`, actual: `${fixed(m.p95, 1)} ms`, goal: `< ${CART_P95_TARGET_MS} ms`, pass: m.p95 < CART_P95_TARGET_MS });
      }
      if (m.mode === "anonymous") {
        targets.push({ label: `${m.page} cached`, actual: `${fixed(m.rps, 0)} req/s`, goal: `≥ ${CACHED_TARGET_RPS}`, pass: m.rps >= CACHED_TARGET_RPS });
      }
    }
    for (const [name, weight] of weights) {
      targets.push({ label: `${name} JS`, actual: kb(weight.bytes), goal: `≤ ${kb(JS_BUDGET_BYTES)}`, pass: weight.bytes <= JS_BUDGET_BYTES });
    }
    const failed = measurements.reduce((total, m) => total + m.failures, 0);
    targets.push({ label: "errors and non-2xx", actual: String(failed), goal: "0", pass: failed === 0 });
    for (const target of targets) {
      console.log(`${target.pass ? "PASS" : "FAIL"}  ${target.label.padEnd(22)} ${target.actual.padStart(16)}  (target ${target.goal})`);
    }
    const serverErrors = server.output.filter((line) => /error/i.test(line));
    if (serverErrors.length > 0) console.log(`\nThe server logged:\n${serverErrors.slice(-20).join("\n")}`);
    return targets.every((target) => target.pass);
  } finally {
    process.off("SIGINT", cleanUp);
    process.off("SIGTERM", cleanUp);
    if (server) await stopServer(server);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

export function parseStorefrontArgs(args: string[]): StorefrontBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      database: { type: "string" },
    },
  });
  return {
    products: positiveInteger(values.products, "products", 50_000),
    duration: positiveInteger(values.duration, "duration", 8),
    connections: positiveInteger(values.connections, "connections", 32),
    databaseUrl: values.database,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runStorefrontBench(parseStorefrontArgs(process.argv.slice(2))).then(
    (passed) => {
      if (!passed) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
