/**
 * The store as several machines would run it, on this one (docs/cluster.md): N storefront nodes (`node server.js`,
 * each on its own port with its own DATA_DIR) on one PostgreSQL database, the same SESSION_SECRET and
 * COMMERCE_SECRET on every node, and nginx in front spreading requests over them.
 *
 *   npx tsx scripts/cluster.ts [--nodes 2] [--port 8080] [--processes 1] [--products 600] [--database postgres://…]
 *                              [--keep-database]
 *
 * Without `--database` (or a postgres:// DATABASE_URL), the throwaway server of scripts/postgres.sh is started and a
 * database `cluster_…` is created on it, and dropped at the end unless `--keep-database`. A given database is used
 * as it is and never dropped. Ctrl-C (or SIGTERM) stops nginx, then every node. Tests and benchmarks import
 * `startCluster`.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { isPostgresUrl } from "../commerce/db/engine";
import { collectOutput, freePort, positiveInteger, ROOT, stopProcess, waitForLine } from "../bench/setup";
import { sleep } from "../bench/report";
import { nginxConfig } from "./nginx-config";

const NGINX = "/usr/sbin/nginx";
const NODE_START_TIMEOUT_MS = 5 * 60_000;

export interface ClusterOptions {
  /** Storefront nodes behind the proxy (2). */
  nodes?: number;
  /** The proxy's port (a free one). */
  port?: number;
  /** A PostgreSQL database to run on, used as it is; by default one is created on scripts/postgres.sh's server. */
  databaseUrl?: string;
  /** Keep the database this function created when the cluster stops (it is dropped by default). */
  keepDatabase?: boolean;
  /** WEB_CONCURRENCY of each node (1). */
  processesPerNode?: number;
  /** nginx worker processes ("auto": one per core). */
  proxyWorkers?: number | "auto";
  /** Shared by every node; random by default. */
  sessionSecret?: string;
  commerceSecret?: string;
  /** More variables for every node (SEED_PRODUCTS, BENCH_ROUTES, COD_FEE…); they cannot replace the layout's own. */
  env?: Record<string, string>;
  /** Print what nodes and nginx log, each line prefixed with its name. */
  echo?: boolean;
}

export interface ClusterNode {
  name: string;
  url: string;
  /** server.js's process id (its workers are its children). */
  pid: number;
  dataDir: string;
  /** The last lines the node printed. */
  output: string[];
}

export interface Cluster {
  proxyUrl: string;
  nodeUrls: string[];
  nodes: ClusterNode[];
  nginxPid: number;
  databaseUrl: string;
  /** Every node writes its e-mails and SMS here (`<outbox id>-<template>.eml|txt`); whichever node delivers one writes it. */
  outboxDir: string;
  /** Holds the nodes' data folders, the outbox, nginx.conf and nginx's logs; removed by stop(). */
  dir: string;
  /**
   * Resolves, naming it, when nginx or a node fails (exits with an error or is killed) before stop() is called. An exit
   * with code 0 is a process stopping on a signal, as Ctrl-C sends one to every process of the terminal.
   */
  failed: Promise<string>;
  /** Stops nginx, then the nodes; drops the database when this cluster created it (unless keepDatabase). */
  stop(): Promise<void>;
}

/** Starts the nodes one after another (the first migrates and seeds an empty database), then nginx. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.nodes ?? 2;
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first.");
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: a cluster needs nginx in front (apt-get install -y nginx-light).`);
  if (options.databaseUrl && !isPostgresUrl(options.databaseUrl)) {
    throw new Error("A cluster runs on PostgreSQL: --database must be a postgres:// URL (nodes on other machines share it).");
  }
  if (options.port && !(await isFree(options.port))) throw new Error(`Port ${options.port} is in use: choose another with --port.`);

  const dir = mkdtempSync(path.join(tmpdir(), "store-cluster-"));
  const outboxDir = path.join(dir, "outbox");
  const children: ChildProcess[] = [];
  let stopping = false;
  let reportFailure: (what: string) => void = () => {};
  const failed = new Promise<string>((resolve) => (reportFailure = resolve));
  const watch = (child: ChildProcess, name: string) => {
    children.push(child);
    child.once("exit", (code, signal) => {
      if (!stopping && code !== 0) reportFailure(`${name} exited (${signal ?? `exit code ${code}`})`);
    });
  };
  let createdDatabase: CreatedDatabase | undefined;
  const stop = async () => {
    stopping = true;
    // nginx first, so no request reaches a node that is shutting down; then the nodes, newest first.
    for (const child of [...children].reverse()) await stopProcess(child);
    if (createdDatabase && !options.keepDatabase) await createdDatabase.drop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    createdDatabase = options.databaseUrl ? undefined : await createClusterDatabase();
    const databaseUrl = options.databaseUrl ?? createdDatabase!.url;
    const shared = {
      ...options.env,
      NODE_ENV: "production" as const,
      WEB_CONCURRENCY: String(options.processesPerNode ?? 1),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: options.sessionSecret ?? randomBytes(24).toString("base64url"),
      COMMERCE_SECRET: options.commerceSecret ?? randomBytes(24).toString("base64url"),
      OUTBOX_DIR: outboxDir,
      // One media folder for all nodes, as a shared volume would be on several machines (decision 052): a photo
      // uploaded through one node is served by every node.
      MEDIA_DIR: path.join(dir, "media"),
      TRUST_PROXY: "1",
      // Every node counts a client's attempts together.
      RATE_LIMIT_STORE: "database",
      // The proxy speaks plain http here; behind TLS termination, leave COOKIE_SECURE to its production default.
      COOKIE_SECURE: "false",
    };
    const ports = await distinctFreePorts(count + (options.port ? 0 : 1));
    const proxyPort = options.port ?? ports.pop()!;

    const nodes: ClusterNode[] = [];
    const startNode = async (index: number) => {
      const name = `node${index + 1}`;
      const dataDir = path.join(dir, name);
      mkdirSync(dataDir);
      const child = spawn(process.execPath, ["server.js"], {
        cwd: ROOT,
        // The proxy's address is the store's: links in e-mails and to payment pages name it.
        env: { ...process.env, ...shared, PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}`, PORT: String(ports[index]), DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      watch(child, name);
      const output = collectOutput(child);
      if (options.echo) echoOutput(child, name);
      // server.js prints this once every process of the node listens, which is after the catalogue is indexed.
      await waitForLine({ child, output }, (line) => line.startsWith("Storefront listening"), NODE_START_TIMEOUT_MS, name);
      nodes[index] = { name, url: `http://127.0.0.1:${ports[index]}`, pid: child.pid!, dataDir, output };
    };
    await startNode(0);
    // The database is migrated and seeded now: the others only read it as they start.
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => startNode(i + 1)));

    const config = path.join(dir, "nginx.conf");
    writeFileSync(
      config,
      nginxConfig({
        dir,
        port: proxyPort,
        upstreams: nodes.map((node) => node.url.replace("http://", "")),
        workers: options.proxyWorkers ?? "auto",
      }),
    );
    const nginx = spawn(NGINX, ["-p", dir, "-c", config, "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    watch(nginx, "nginx");
    const nginxOutput = collectOutput(nginx);
    if (options.echo) echoOutput(nginx, "nginx");
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await waitUntilAnswering(proxyUrl, nginx, nginxOutput);

    return {
      proxyUrl,
      nodeUrls: nodes.map((node) => node.url),
      nodes,
      nginxPid: nginx.pid!,
      databaseUrl,
      outboxDir,
      dir,
      failed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The URL of scripts/postgres.sh's server, started when it is not running (the script is idempotent). */
function throwawayServerUrl(): string {
  const printed = execFileSync("bash", [path.join(ROOT, "scripts/postgres.sh"), "start"], { encoding: "utf8" });
  return printed.trim().split("\n").at(-1)!;
}

export interface CreatedDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database `cluster_…` on a PostgreSQL server (by default the throwaway one, started if needed). */
export async function createClusterDatabase(serverUrl = throwawayServerUrl()): Promise<CreatedDatabase> {
  const name = `cluster_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE closes what a killed node left open.
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `count` free ports, all different (each is free when asked, and nothing listens on it yet). */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function echoOutput(child: ChildProcess, name: string): void {
  const print = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on("data", print);
  child.stderr?.on("data", print);
}

/** Until the proxy answers a request through a node (it names the node), or fails when nginx exits. */
async function waitUntilAnswering(url: string, nginx: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}:\n${output.join("\n")}`);
    const answered = await fetch(`${url}/robots.txt`).then(
      (response) => response.arrayBuffer().then(() => response.headers.has("x-upstream")),
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url} within 15 s:\n${output.join("\n")}`);
    await sleep(100);
  }
}

function parseClusterArgs(args: string[]): ClusterOptions {
  const { values } = parseArgs({
    args,
    options: {
      nodes: { type: "string" },
      port: { type: "string" },
      processes: { type: "string" },
      products: { type: "string" },
      database: { type: "string" },
      "keep-database": { type: "boolean" },
    },
  });
  const environmentDatabase = process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
  return {
    nodes: positiveInteger(values.nodes, "nodes", 2),
    port: positiveInteger(values.port, "port", 8080),
    processesPerNode: positiveInteger(values.processes, "processes", 1),
    databaseUrl: values.database ?? environmentDatabase,
    keepDatabase: values["keep-database"] ?? false,
    env: values.products ? { SEED_PRODUCTS: String(positiveInteger(values.products, "products", 600)) } : {},
    echo: true,
  };
}

async function main(): Promise<void> {
  const options = parseClusterArgs(process.argv.slice(2));
  let cluster: Cluster | undefined;
  let stopped: Promise<void> | undefined;
  const stopAll = (running: Cluster) =>
    (stopped ??= (async () => {
      console.log("Stopping nginx and the nodes…");
      await running.stop();
      const kept = !options.databaseUrl && options.keepDatabase;
      console.log(kept ? `Stopped. The database is kept: ${running.databaseUrl}` : "Stopped.");
    })());
  // Ctrl-C also reaches the nodes and nginx (one process group); stop() waits for each to exit. A signal during the
  // start makes startCluster fail (a node exits) and clean up, or is acted on once it returns.
  let signalled = false;
  const onSignal = () => {
    signalled = true;
    if (cluster) void stopAll(cluster).then(() => process.exit(0));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  cluster = await startCluster(options);
  if (signalled) return stopAll(cluster);
  void cluster.failed.then(async (what) => {
    console.error(`${what}: stopping the cluster.`);
    await stopAll(cluster!);
    process.exit(1);
  });
  console.log(`\nThe store: ${cluster.proxyUrl} (nginx, ${cluster.nodes.length} nodes)`);
  for (const node of cluster.nodes) console.log(`  ${node.name}: ${node.url}`);
  console.log(`Database: ${cluster.databaseUrl}\nOutbox: ${cluster.outboxDir}\nCtrl-C stops everything.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
