import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawExchange, rawRequest, startStorefront, type Storefront } from "../support/storefront-server";

/**
 * Connections are never left hanging: not by a worker process that dies (the kernel closes what it had
 * accepted, and the supervisor starts another), nor by a client that sends its request too slowly.
 */

/** The storefront processes server.js started (its children). */
function workerPids(server: Storefront): number[] {
  const out = execFileSync("ps", ["-o", "pid=", "--ppid", String(server.child.pid)], { encoding: "utf8" });
  return out.split("\n").map((line) => Number(line.trim())).filter((pid) => pid > 0);
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

/** A GET on a fresh connection: its status, or "hung" when nothing at all came back within `timeoutMs`. */
async function probe(port: number, timeoutMs: number): Promise<string> {
  const { text, closed } = await rawExchange(port, "GET /bench/floor HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", timeoutMs);
  if (text) return text.slice(9, 12);
  return closed ? "closed" : "hung";
}

describe("a storefront process that is killed", () => {
  let server: Storefront;
  beforeAll(async () => {
    server = await startStorefront({ WEB_CONCURRENCY: "2" });
  });
  afterAll(() => server?.stop());

  test("strands no connection, and is replaced", { timeout: 60_000 }, async () => {
    // /health answers once the first process listens; the second may still be starting.
    await untilStarted(server);
    const [victim, survivor] = workerPids(server);
    expect(victim && survivor).toBeTruthy();

    // Frozen, the victim takes no connection of its own accord; whatever is handed to it waits on it.
    process.kill(victim!, "SIGSTOP");
    const during = Array.from({ length: 8 }, () => probe(server.port, 8_000));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    process.kill(victim!, "SIGKILL");
    expect(await Promise.all(during)).not.toContain("hung");

    // The supervisor says so on stderr, which may reach us a moment after the new process is up.
    const replaced = () => workerPids(server).length === 2 && !workerPids(server).includes(victim!) && server.output().includes("starting another");
    expect(await until(replaced, 30_000), server.output()).toBe(true);
    const after = await Promise.all(Array.from({ length: 16 }, () => probe(server.port, 5_000)));
    expect(after).toEqual(Array(16).fill("200"));
  });
});

describe("a storefront process stopped by a signal", () => {
  let server: Storefront;
  beforeAll(async () => {
    server = await startStorefront({ WEB_CONCURRENCY: "2" });
  });
  afterAll(() => server?.stop());

  test("is replaced each time, and only a signal to server.js stops the store", { timeout: 90_000 }, async () => {
    await untilStarted(server);
    for (const round of [1, 2]) {
      await stopOneAndAwaitReplacement(server, "SIGTERM", round);
      expect(await probe(server.port, 5_000)).toBe("200");
    }
    expect(occurrences(server, "A storefront process stopped (exit code 0); starting another.")).toBe(2);

    const workers = workerPids(server);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});

describe("storefront processes that keep dying", () => {
  let server: Storefront;
  beforeAll(async () => {
    server = await startStorefront({ WEB_CONCURRENCY: "2" });
  });
  afterAll(() => server?.stop());

  test("are replaced 5 times within a minute; the next one stops the store with a message", { timeout: 120_000 }, async () => {
    await untilStarted(server);
    for (const round of [1, 2, 3, 4, 5]) await stopOneAndAwaitReplacement(server, "SIGKILL", round);

    const workers = workerPids(server);
    process.kill(workers[0]!, "SIGKILL");
    expect(await until(() => server.child.exitCode !== null, 30_000), server.output()).toBe(true);
    expect(server.child.exitCode).toBe(1);
    expect(server.output()).toContain("A storefront process stopped (SIGKILL), the 6th within 60 s; giving up");
    expect(occurrences(server, "starting another")).toBe(5);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});

const occurrences = (server: Storefront, line: string) => server.output().split(line).length - 1;

/** Until every process listens: before that, one that stops is one that failed to start, which stops the store. */
async function untilStarted(server: Storefront) {
  expect(await until(() => server.output().includes("(2 processes)"), 30_000), server.output()).toBe(true);
}

/** Stops one storefront process with `signal` and waits for the supervisor's `round`th replacement to listen. */
async function stopOneAndAwaitReplacement(server: Storefront, signal: NodeJS.Signals, round: number) {
  const [victim] = workerPids(server);
  process.kill(victim!, signal);
  const replaced = () => {
    const pids = workerPids(server);
    return pids.length === 2 && !pids.includes(victim!) && occurrences(server, "The new storefront process is listening.") === round;
  };
  expect(await until(replaced, 30_000), server.output()).toBe(true);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("a client that is too slow", () => {
  let server: Storefront;
  beforeAll(async () => {
    server = await startStorefront({ REQUEST_TIMEOUT_MS: "1500" });
  });
  afterAll(() => server?.stop());

  test("sending its body is answered 408 and cut off", { timeout: 20_000 }, async () => {
    const started = Date.now();
    const { text, closed } = await rawExchange(
      server.port,
      "POST /cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nintent=add",
      10_000,
    );
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("sending its headers is cut off too", { timeout: 20_000 }, async () => {
    const started = Date.now();
    const { closed } = await rawExchange(server.port, "GET /c/smartphones HTTP/1.1\r\nHost: 127.0.0.1\r\n", 10_000);
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("one that is quick enough is served as usual, and the slow ones left no error in the log", async () => {
    expect((await rawRequest(server.port, { path: "/c/smartphones" })).status).toBe(200);
    expect(server.output()).not.toMatch(/Error/);
  });
});
