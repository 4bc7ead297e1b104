/**
 * Lighthouse mobile performance of the home page, a category, a product and the cart (with a line in it), in
 * English and Arabic, against the production server started as the storefront benchmark starts it. Lighthouse's
 * default config: a mid-range phone on slow 4G, simulated throttling. Each page is run several times (3) in a
 * fresh Chromium (/usr/bin/chromium, or CHROME_PATH); the table shows medians and the page's largest
 * opportunities and diagnostics. Exits non-zero when a page's median score or first contentful paint misses its
 * target.
 *
 *   npx tsx bench/lighthouse.ts [--products 50000] [--runs 3] [--database file:...]
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { discoverPages, get } from "./pages";
import { fixed, kb, median, printTargets, table, type Target } from "./report";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { positiveInteger, sessionCookie, withStore, type StoreOptions } from "./setup";

const SCORE_TARGET = 98;
/** First contentful paint on the simulated phone, in ms. */
const FCP_TARGET_MS = 1200;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

interface LighthouseOptions extends StoreOptions {
  runs: number;
}

interface AuditedPage {
  label: string;
  path: string;
  /** Sent with every request of the page load (the cart needs its session cookie). */
  cookie?: string;
}

interface Finding {
  title: string;
  detail: string;
  score: number;
  /** The milliseconds of FCP, LCP and TBT it would save. */
  savedMs: number;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  /** The element the largest paint was, and how its time splits (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  findings: Finding[];
}

async function audit(url: string, cookie: string | undefined): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    return runOf(lhr);
  } finally {
    chrome.kill();
  }
}

function runOf(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: scriptTransferSize(lhr),
    lcpElement: lcpElementOf(lhr),
    findings: findingsOf(lhr),
  };
}

/** Bytes of JavaScript over the network (compressed), from the resource summary. */
function scriptTransferSize(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details;
  if (!details || details.type !== "table") return Number.NaN;
  const script = details.items.find((item) => item.resourceType === "script");
  return typeof script?.transferSize === "number" ? script.transferSize : Number.NaN;
}

/** `<img class="…" src="…">: TTFB 600 ms, load delay 900 ms, load time 300 ms, render delay 50 ms`. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  if (!details || details.type !== "list") return "-";
  const [element, phases] = details.items;
  const node = element?.type === "table" ? element.items[0]?.node : undefined;
  const snippet = typeof node === "object" && node !== null && "snippet" in node ? String(node.snippet).slice(0, 120) : "?";
  const split =
    phases?.type === "table"
      ? phases.items.map((item) => `${String(item.phase)} ${fixed(Number(item.timing), 0)} ms`).join(", ")
      : "";
  return `${snippet}${split ? `: ${split}` : ""}`;
}

/**
 * The audits the report lists as failed under the metrics (opportunities and diagnostics; Lighthouse 12 keeps its
 * newer "insights" hidden), in the report's order: lowest score first, then the most FCP, LCP and TBT time saved.
 */
function findingsOf(lhr: Result): Finding[] {
  const findings: Finding[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== "diagnostics") continue;
    const result = lhr.audits[ref.id];
    if (!result || result.score === null || result.score >= 0.9) continue;
    if (result.scoreDisplayMode === "notApplicable" || result.scoreDisplayMode === "manual") continue;
    const savings = result.metricSavings ?? {};
    const savedMs = (savings.FCP ?? 0) + (savings.LCP ?? 0) + (savings.TBT ?? 0);
    const saved = Object.entries(savings)
      .filter(([, value]) => typeof value === "number" && value > 0)
      .map(([metric, value]) => (metric === "CLS" ? `CLS −${fixed(value ?? 0, 3)}` : `${metric} −${fixed(value ?? 0, 0)} ms`));
    findings.push({
      title: result.title,
      detail: [result.displayValue, saved.length > 0 ? `saves ${saved.join(", ")}` : ""].filter(Boolean).join("; "),
      score: result.score,
      savedMs,
    });
  }
  return findings.sort((a, b) => a.score - b.score || b.savedMs - a.savedMs);
}

function ms(value: number): string {
  return Number.isFinite(value) ? `${fixed(value, 0)} ms` : "-";
}

/** Home, a category, a product and the cart, each in English and in Arabic (under /ar). */
async function pagesToAudit(origin: string): Promise<AuditedPage[]> {
  const { pages, notes } = await discoverPages(origin, await sessionCookie());
  for (const note of notes) console.log(`  note: ${note}`);
  const audited: AuditedPage[] = [];
  for (const name of ["home", "category", "product", "cart"]) {
    const page = pages.find((candidate) => candidate.name === name && !candidate.form);
    if (!page) continue;
    for (const [language, path] of [["en", page.path], ["ar", page.path === "/" ? "/ar" : `/ar${page.path}`]] as const) {
      const { status } = await get(origin, path, page.cookie);
      if (status === 200) audited.push({ label: `${name} (${language})`, path, cookie: page.cookie });
      else console.log(`  note: ${path} answered ${status}: skipped`);
    }
  }
  return audited;
}

export function runLighthouse(options: LighthouseOptions): Promise<boolean> {
  return withStore(options, async ({ server }) => {
    const pages = await pagesToAudit(server.origin);
    console.log(`Lighthouse ${options.runs}× per page (mobile, simulated throttling): ${pages.map((page) => page.path).join(", ")}\n`);

    const results: { page: AuditedPage; runs: Run[] }[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < options.runs; i++) runs.push(await audit(server.origin + page.path, page.cookie));
      results.push({ page, runs });
      console.log(`  ${page.label}: ${runs.map((run) => fixed(run.score, 0)).join(", ")}`);
    }

    const rows = [["page", "path", "score", "runs", "FCP", "LCP", "TBT", "CLS", "JS"]];
    for (const { page, runs } of results) {
      rows.push([
        page.label,
        page.path,
        fixed(median(runs.map((run) => run.score)), 0),
        runs.map((run) => fixed(run.score, 0)).join(" "),
        ms(median(runs.map((run) => run.fcp))),
        ms(median(runs.map((run) => run.lcp))),
        ms(median(runs.map((run) => run.tbt))),
        fixed(median(runs.map((run) => run.cls)), 3),
        kb(median(runs.map((run) => run.scriptBytes))),
      ]);
    }
    console.log(`\n${table(rows)}\n`);
    console.log("Score, FCP, LCP, TBT, CLS and JS (transferred) are medians of the runs. Largest findings, from the median run:");
    for (const { page, runs } of results) {
      const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
      console.log(`  ${page.label}`);
      console.log(`    - largest paint: ${medianRun?.lcpElement ?? "-"}`);
      for (const finding of medianRun?.findings.slice(0, 3) ?? []) console.log(`    - ${finding.title}${finding.detail ? ` (${finding.detail})` : ""}`);
    }
    console.log("");

    const targets: Target[] = results.flatMap(({ page, runs }) => {
      const score = median(runs.map((run) => run.score));
      const fcp = median(runs.map((run) => run.fcp));
      return [
        { label: `${page.label} performance`, actual: fixed(score, 0), goal: `≥ ${SCORE_TARGET}`, pass: score >= SCORE_TARGET },
        { label: `${page.label} first contentful paint`, actual: ms(fcp), goal: `≤ ${ms(FCP_TARGET_MS)}`, pass: fcp <= FCP_TARGET_MS },
      ];
    });
    if (results.length < 8) targets.push({ label: "pages audited", actual: String(results.length), goal: "8", pass: false });
    printTargets(targets);
    return targets.every((target) => target.pass);
  });
}

function parseLighthouseArgs(args: string[]): LighthouseOptions {
  const { values } = parseArgs({
    args,
    options: { products: { type: "string" }, runs: { type: "string" }, database: { type: "string" } },
  });
  return {
    products: positiveInteger(values.products, "products", 50_000),
    runs: positiveInteger(values.runs, "runs", 3),
    databaseUrl: values.database,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runLighthouse(parseLighthouseArgs(process.argv.slice(2))).then(
    (passed) => {
      if (!passed) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
