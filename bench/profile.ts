/**
 * Where a full render's server CPU goes: starts one storefront process under V8's sampling profiler
 * (`node --cpu-prof`) for each page, loads the page with the empty session cookie (a full render, as the storefront
 * benchmark's "cookie" runs), and prints the CPU per response the sampled functions spent, by package and by
 * function (self time: a function's own work, not its callees').
 *
 *   npx tsx bench/profile.ts [--products 5000] [--duration 8] [--connections 8] [--pages floor,bare,product,category] [--database file:...]
 *                            [--anonymous]
 *
 * `--anonymous` sends no cookie instead, so shareable pages come from the page cache.
 * One process (WEB_CONCURRENCY=1), so that one profile holds every response. Only the samples taken while the
 * load ran count: starting, indexing and shutting down are left out.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { closedLoop } from "./load";
import { discoverPages } from "./pages";
import { fixed, table } from "./report";
import { BROWSER_HEADERS, LOAD_OPTIONS, loadOptionsOf, seedTemporaryDatabase, sessionCookie, withStore } from "./setup";
import { tempDatabase } from "../tests/support/temp-database";

/** The parts of a `.cpuprofile` (Chrome DevTools' format) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface PageProfile {
  page: string;
  responses: number;
  /** Sampled ms per key, over the load's window. */
  byPackage: Map<string, number>;
  byFunction: Map<string, number>;
  /** Sampled ms per function with everything it called (each sample counted once per function on its stack). */
  inclusive: Map<string, number>;
}

const ROWS = 16;
const NOT_WORK = new Set(["(idle)", "(root)"]);

/** `react-dom`, `node:zlib`, `app` (the server build), `(garbage collector)`… */
function packageOf({ functionName, url }: CpuProfile["nodes"][number]["callFrame"]): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] ?? url;
  if (url.includes("/build/server/")) return "app (server build)";
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?/, "node:").split("/").slice(0, 2).join("/");
  return path.basename(url);
}

function functionOf(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  return `${frame.functionName || "(anonymous)"}  ${packageOf(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
}

/** Self time per package and per function, and time with callees per function, of the samples taken between `fromEnd` and `toEnd` µs before the profile ended. */
function selfTimes(profile: CpuProfile, window: { fromEnd: number; toEnd: number }) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let time = profile.startTime;
  const from = profile.endTime - window.fromEnd;
  const to = profile.endTime - window.toEnd;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const frame = frames.get(nodeId);
    if (!frame || time < from || time > to || NOT_WORK.has(frame.functionName)) return;
    const ms = delta / 1000;
    byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + ms);
    byFunction.set(functionOf(frame), (byFunction.get(functionOf(frame)) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id)) {
      const caller = frames.get(id);
      if (caller && !NOT_WORK.has(caller.functionName)) onStack.add(functionOf(caller));
    }
    for (const key of onStack) inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  });
  return { byPackage, byFunction, inclusive };
}

async function profilePage(databaseUrl: string, name: string, options: { duration: number; connections: number; anonymous: boolean }): Promise<PageProfile> {
  const profileDir = mkdtempSync(path.join(tmpdir(), "store-profile-"));
  try {
    let loadStarted = 0;
    let loadEnded = 0;
    let responses = 0;
    await withStore(
      { products: 0, databaseUrl, nodeArguments: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`], environment: { WEB_CONCURRENCY: "1" } },
      async ({ server }) => {
        const cookie = await sessionCookie();
        const { pages } = await discoverPages(server.origin, cookie);
        const page = pages.find((candidate) => candidate.name === name);
        if (!page) throw new Error(`no "${name}" page in this store (pages: ${pages.map((p) => p.name).join(", ")})`);
        const request = { url: server.origin + page.path, headers: options.anonymous ? BROWSER_HEADERS : { ...BROWSER_HEADERS, cookie: page.cookie ?? cookie } };
        await closedLoop(request, options.connections, 2);
        loadStarted = performance.now();
        const { latencies } = await closedLoop(request, options.connections, options.duration);
        loadEnded = performance.now();
        responses = latencies.length;
      },
    );
    const exited = performance.now();
    const file = readdirSync(profileDir).find((entry) => entry.endsWith(".cpuprofile"));
    if (!file) throw new Error("the server wrote no profile");
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile;
    const window = { fromEnd: (exited - loadStarted) * 1000, toEnd: (exited - loadEnded) * 1000 };
    return { page: name, responses, ...selfTimes(profile, window) };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

function printProfile({ page, responses, byPackage, byFunction, inclusive }: PageProfile, anonymous: boolean): void {
  const perResponse = (ms: number) => fixed(ms / responses, 3);
  const total = [...byPackage.values()].reduce((sum, ms) => sum + ms, 0);
  const largest = (entries: Map<string, number>) => [...entries].sort((a, b) => b[1] - a[1]).slice(0, ROWS);
  console.log(`\n${page}${anonymous ? " (anonymous)" : ""}: ${responses} responses, ${perResponse(total)} sampled CPU ms per response\n`);
  console.log(table([["package", "", "ms/response", "share"], ...largest(byPackage).map(([key, ms]) => [key, "", perResponse(ms), `${fixed((100 * ms) / total, 1)}%`])]));
  console.log();
  console.log(table([["function (self time)", "", "ms/response", "share"], ...largest(byFunction).map(([key, ms]) => [key, "", perResponse(ms), `${fixed((100 * ms) / total, 1)}%`])]));
  console.log();
  const own = [...inclusive].filter(([key]) => / (app \(server build\)|react-router|node:zlib)[:]/.test(key));
  console.log(table([["function (with callees)", "", "ms/response", "share"], ...largest(new Map(own)).map(([key, ms]) => [key, "", perResponse(ms), `${fixed((100 * ms) / total, 1)}%`])]));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { ...LOAD_OPTIONS, pages: { type: "string" }, anonymous: { type: "boolean" } } });
  const options = { ...loadOptionsOf({ connections: "8", ...values }, 5000), anonymous: values.anonymous ?? false };
  const pages = (values.pages ?? "floor,bare,product,category").split(",");
  const temporary = options.databaseUrl ? undefined : tempDatabase("");
  try {
    if (temporary) await seedTemporaryDatabase(temporary.url, options.products);
    const databaseUrl = options.databaseUrl ?? temporary!.url;
    for (const page of pages) printProfile(await profilePage(databaseUrl, page, options), options.anonymous);
  } finally {
    temporary?.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
