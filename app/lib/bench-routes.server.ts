import { config } from "./config.server";

/**
 * The benchmark's own pages (app/routes/bench.*.tsx) are served only when the server was started with
 * `BENCH_ROUTES=1`, as the benchmark and the end-to-end set-up do; otherwise they are a 404 like any unknown
 * path.
 */
function benchRoutesEnabled(): boolean {
  return config.benchRoutes;
}

/** For a bench route's loader: a 404 unless the bench routes are switched on. */
export function requireBenchRoutes(): void {
  if (!benchRoutesEnabled()) throw new Response(null, { status: 404, statusText: "Not Found" });
}

/**
 * A document request for the bare bench page (app/routes/bench.bare.tsx), for which the root loader skips the
 * shop's data: a loader cannot see which route matched, only the URL.
 */
export function isBareBenchDocument(request: Request): boolean {
  return benchRoutesEnabled() && new URL(request.url).pathname === "/bench/bare";
}
