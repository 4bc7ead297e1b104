/**
 * Load generators and the CPU meter: closed loop with autocannon (a fixed number of connections, each sending
 * its next request when the last is answered: throughput), and open loop on node:http (requests start on a fixed
 * schedule: latency at a given rate).
 */
import http from "node:http";
import { readFileSync, readdirSync } from "node:fs";
import autocannon, { type Result } from "autocannon";

/** CPU time (user + system) so far of a process and all its descendants (server.js and its workers), in ms (Linux). */
export function cpuMs(pid: number | undefined): number {
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

export function percentile(sorted: Float64Array, p: number): number {
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

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  /**
   * A POST body; its success is a 303 (POST → redirect → GET without JavaScript). Each post comes from its own
   * client address (`X-Forwarded-For`, which the benchmark's server trusts): a post is one shopper's first add,
   * and the store limits how many carts one address creates (decision 011).
   */
  form?: string;
}

let shopperCount = 0;

/** A different client address for each shopper: 10.x.y.z, counting up. */
function nextShopperAddress(): string {
  const n = ++shopperCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function succeeded(request: LoadRequest, status: number): boolean {
  return request.form ? status === 303 : status >= 200 && status < 300;
}

/** Response times in ms, in a growing typed array (hundreds of thousands per run). */
class Latencies {
  #values = new Float64Array(1 << 16);
  #count = 0;

  add(ms: number): void {
    if (this.#count === this.#values.length) {
      const bigger = new Float64Array(this.#values.length * 2);
      bigger.set(this.#values);
      this.#values = bigger;
    }
    this.#values[this.#count++] = ms;
  }

  sorted(): Float64Array {
    return this.#values.subarray(0, this.#count).sort();
  }
}

/** `connections` connections, each sending its next request as soon as the last is answered, for `duration` s. */
export function closedLoop(request: LoadRequest, connections: number, duration: number) {
  return new Promise<{ result: Result; latencies: Float64Array; failed: number }>((resolve, reject) => {
    const latencies = new Latencies();
    let failed = 0;
    const { url, headers, form } = request;
    const options = {
      url,
      connections,
      duration,
      headers,
      timeout: 10,
      setupClient: discardBodies,
      ...(form
        ? {
            method: "POST" as const,
            body: form,
            requests: [{ setupRequest: (req: { headers?: Record<string, string> }) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextShopperAddress() } }) }],
          }
        : {}),
    };
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies: latencies.sorted(), failed });
    });
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (succeeded(request, statusCode)) latencies.add(responseTime);
      else failed++;
    });
  });
}

export interface OpenLoopResult {
  /** Response times of the successful requests, sorted, counted from when each request was due. */
  latencies: Float64Array;
  /** Successful responses per second, over the time from the first request to the last response. */
  completedRate: number;
  failed: number;
  /** e.g. "3×500, 2 errors" */
  failureDetail: string;
}

/**
 * Open loop: the requests are due at a fixed rate, one every 1/rate s, whether or not the earlier ones have been
 * answered (shoppers do not wait for each other), each on an idle keep-alive connection or a new one. The time
 * counts from when a request was due, so a server that falls behind shows as growing latency instead of a
 * slower client (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: it gives each connection a quota per second, which the connection
 * sends back to back as soon as the second starts and then waits, bursts of closed-loop load.
 */
export async function openLoop(request: LoadRequest, rate: number, duration: number): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.max(1, Math.round(rate * duration));
  const intervalMs = 1000 / rate;
  const latencies = new Latencies();
  const statuses = new Map<string, number>();
  let failed = 0;
  let answered = 0;
  const body = request.form === undefined ? undefined : Buffer.from(request.form);
  const headers = body ? { ...request.headers, "content-length": String(body.length) } : request.headers;

  const startedAt = performance.now();
  let lastAnsweredAt = startedAt;
  await new Promise<void>((resolve) => {
    const settle = (outcome: string | undefined, dueAt: number) => {
      lastAnsweredAt = performance.now();
      if (outcome === undefined) latencies.add(lastAnsweredAt - dueAt);
      else {
        failed++;
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
      }
      if (++answered === total) resolve();
    };
    const send = (dueAt: number) => {
      let settled = false;
      const once = (outcome: string | undefined) => {
        if (!settled) settle(outcome, dueAt);
        settled = true;
      };
      const own = body ? { ...headers, "x-forwarded-for": nextShopperAddress() } : headers;
      const outgoing = http.request(request.url, { method: body ? "POST" : "GET", headers: own, agent }, (response) => {
        response.resume(); // bodies are discarded, as in the closed loop
        response.once("end", () => once(succeeded(request, response.statusCode ?? 0) ? undefined : String(response.statusCode)));
        response.once("error", () => once("error"));
      });
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("timeout")));
      outgoing.once("error", (error) => once(error.message === "timeout" ? "timeout" : "error"));
      outgoing.end(body);
    };
    let sent = 0;
    const sendDue = () => {
      const now = performance.now();
      for (; sent < total && startedAt + sent * intervalMs <= now; sent++) send(startedAt + sent * intervalMs);
      if (sent < total) setTimeout(sendDue, Math.max(0, startedAt + sent * intervalMs - performance.now()));
    };
    sendDue();
  });
  agent.destroy();

  const completed = total - failed;
  return {
    latencies: latencies.sorted(),
    completedRate: completed / ((lastAnsweredAt - startedAt) / 1000),
    failed,
    failureDetail: [...statuses].map(([status, count]) => `${count}×${status}`).join(", "),
  };
}
