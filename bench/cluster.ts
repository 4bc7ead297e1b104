/**
 * Cluster benchmark: the same pages served by one node on its own, by one node behind nginx, and by two nodes
 * behind nginx (scripts/cluster.ts), all on one seeded PostgreSQL database. For each: throughput, latency, and the
 * CPU per response of the nodes and of nginx (/proc, as bench/storefront.ts measures it).
 *
 *   npx tsx bench/cluster.ts [--products 2000] [--duration 8] [--connections 32] [--database postgres://…]
 *
 * Without `--database`, a database is created on scripts/postgres.sh's server, seeded by the first node, and dropped
 * at the end. The load generator runs on the same machine: with 2 cores, a second node cannot double throughput.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createClusterDatabase, startCluster, type Cluster, type ClusterOptions } from "../scripts/cluster";
import { closedLoop, cpuMs, percentile, type LoadRequest } from "./load";
import { discoverPages, type Page } from "./pages";
import { fixed, table } from "./report";
import { BROWSER_HEADERS, LOAD_OPTIONS, loadOptionsOf, SESSION_SECRET, sessionCookie } from "./setup";

export interface ClusterBenchOptions {
  products: number;
  duration: number;
  connections: number;
  databaseUrl?: string;
}

/** Where the load goes and which processes serve it. */
interface Layout {
  name: string;
  origin: string;
  nodePids: number[];
  nginxPid?: number;
}

/** A page as the benchmark loads it: anonymous (the page cache answers) or with a session cookie (a full render). */
interface Load {
  name: string;
  request: LoadRequest;
}

interface Row {
  layout: string;
  load: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** e.g. "3×502, 1 error" */
  failures: string;
  nodeCpuMsPerResponse: number;
  nginxCpuMsPerResponse: number;
}

const totalCpuMs = (pids: number[]) => pids.reduce((total, pid) => total + cpuMs(pid), 0);

async function measure(layout: Layout, load: Load, options: ClusterBenchOptions): Promise<Row> {
  const request = { ...load.request, url: layout.origin + load.request.url };
  await closedLoop(request, options.connections, Math.min(2, options.duration));
  const nginx = layout.nginxPid === undefined ? [] : [layout.nginxPid];
  const nodesBefore = totalCpuMs(layout.nodePids);
  const nginxBefore = totalCpuMs(nginx);
  const { result, latencies, failed } = await closedLoop(request, options.connections, options.duration);
  const responses = latencies.length;
  const perResponse = (ms: number) => (responses > 0 ? ms / responses : Number.NaN);
  const row = {
    layout: layout.name,
    load: load.name,
    rps: responses / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: failureSummary(result.statusCodeStats, result.errors, failed),
    nodeCpuMsPerResponse: perResponse(totalCpuMs(layout.nodePids) - nodesBefore),
    nginxCpuMsPerResponse: nginx.length > 0 ? perResponse(totalCpuMs(nginx) - nginxBefore) : Number.NaN,
  };
  console.log(`  ${row.layout}, ${row.load}: ${fixed(row.rps, 0)} req/s`);
  return row;
}

function failureSummary(statuses: Record<string, { count: number }>, errors: number, failed: number): string {
  if (errors + failed === 0) return "0";
  const other = Object.entries(statuses).filter(([status]) => !status.startsWith("2"));
  return [...other.map(([status, { count }]) => `${count}×${status}`), errors ? `${errors} errors` : ""].filter(Boolean).join(", ");
}

/** The anonymous home page (from the page cache), and home and a cart with a line rendered in full for a session. */
async function loadsOf(origin: string): Promise<Load[]> {
  const cookie = await sessionCookie();
  const { pages, notes } = await discoverPages(origin, cookie);
  const page = (name: string): Page => {
    const found = pages.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no ${name} page in the running store: ${notes.join("; ")}`);
    return found;
  };
  const cart = page("cart");
  return [
    { name: "home, anonymous (page cache)", request: { url: page("home").path, headers: BROWSER_HEADERS } },
    { name: "home, session cookie (full render)", request: { url: page("home").path, headers: { ...BROWSER_HEADERS, cookie } } },
    { name: "cart with a line (full render)", request: { url: cart.path, headers: { ...BROWSER_HEADERS, cookie: cart.cookie ?? cookie } } },
  ];
}

/** What Ctrl-C must stop: the running cluster, then the database this run created. */
const running = new Set<() => Promise<void>>();

async function interrupted(): Promise<never> {
  for (const stop of [...running].reverse()) await stop();
  process.exit(130);
}

async function withCluster<T>(options: ClusterOptions, use: (cluster: Cluster) => Promise<T>): Promise<T> {
  const cluster = await startCluster(options);
  running.add(cluster.stop);
  try {
    return await use(cluster);
  } finally {
    running.delete(cluster.stop);
    await cluster.stop();
  }
}

export async function runClusterBench(options: ClusterBenchOptions): Promise<void> {
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  const created = options.databaseUrl ? undefined : await createClusterDatabase();
  if (created) running.add(created.drop);
  const databaseUrl = options.databaseUrl ?? created!.url;
  const clusterOptions = (nodes: number): ClusterOptions => ({
    nodes,
    databaseUrl,
    sessionSecret: SESSION_SECRET, // sessionCookie() signs with it
    env: { SEED_PRODUCTS: String(options.products), BENCH_ROUTES: "1" },
  });
  const rows: Row[] = [];
  try {
    console.log(
      `Seeding ${options.products} products (first start), then ${options.connections} connections, ${options.duration} s per run.`,
    );
    await withCluster(clusterOptions(1), async (cluster) => {
      const [node] = cluster.nodes;
      const loads = await loadsOf(cluster.proxyUrl);
      for (const load of loads) {
        rows.push(await measure({ name: "1 node, direct", origin: node!.url, nodePids: [node!.pid] }, load, options));
        rows.push(
          await measure(
            { name: "1 node + nginx", origin: cluster.proxyUrl, nodePids: [node!.pid], nginxPid: cluster.nginxPid },
            load,
            options,
          ),
        );
      }
    });
    await withCluster(clusterOptions(2), async (cluster) => {
      const layout = {
        name: "2 nodes + nginx",
        origin: cluster.proxyUrl,
        nodePids: cluster.nodes.map((node) => node.pid),
        nginxPid: cluster.nginxPid,
      };
      for (const load of await loadsOf(cluster.proxyUrl)) rows.push(await measure(layout, load, options));
    });
  } finally {
    if (created) running.delete(created.drop);
    await created?.drop();
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
  }
  printRows(rows);
}

function printRows(rows: Row[]): void {
  const header = ["layout", "page", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors/non-2xx", "nodes CPU ms/resp", "nginx CPU ms/resp"];
  const sorted = [...rows].sort((a, b) => a.load.localeCompare(b.load));
  const cells = sorted.map((row) => [
    row.layout,
    row.load,
    fixed(row.rps, 0),
    fixed(row.p50, 1),
    fixed(row.p95, 1),
    fixed(row.p99, 1),
    row.failures,
    fixed(row.nodeCpuMsPerResponse, 2),
    fixed(row.nginxCpuMsPerResponse, 2),
  ]);
  console.log(`\n${table([header, ...cells])}\n`);
  console.log("The load generator (autocannon) shares the machine's cores with the nodes and nginx: compare CPU per response");
  console.log("more than req/s when the machine has fewer cores than nodes plus one.");
}

function parseClusterBenchArgs(args: string[]): ClusterBenchOptions {
  const { values } = parseArgs({ args, options: LOAD_OPTIONS });
  return loadOptionsOf(values, 2000);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runClusterBench(parseClusterBenchArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
