// Production entry point: one storefront process (server/, built into build/server/index.js) per core, sharing the port.
// WEB_CONCURRENCY sets how many (default: the machine's available parallelism); 1 runs it in this process.
// The configuration is checked here, before any process starts (app/lib/config.server.ts, loaded with the build).
//
// The first process opens, migrates and, when empty, seeds the database; the others start once it is
// listening, so they never race on a fresh data folder. Each process holds its own search index, caches
// and page cache (DESIGN §6: the storefront scales by processes; shared state lives in the database).
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// React and React Router pick their production code paths from NODE_ENV; set it before the build loads.
process.env.NODE_ENV ??= "production";

const root = path.dirname(fileURLToPath(import.meta.url));
const storefront = await loadStorefront();
const { port, processes, publicOrigin } = storefront.config;
if (!publicOrigin && !cluster.isWorker) {
  console.warn(
    "PUBLIC_ORIGIN is not set: links in e-mails and to payment pages name the address each request was sent to (its Host header). " +
      "Set PUBLIC_ORIGIN to the store's address in production.",
  );
}

if (processes === 1 || cluster.isWorker) {
  await storefront.startStorefront(path.join(root, "build/client"));
} else {
  // Each process accepts its own connections from the shared socket, and the kernel spreads them. With
  // Node's default (round-robin), this process accepts every connection and hands it to a worker; one
  // handed to a worker that dies before taking it stays open here and its client waits forever. A worker
  // that accepts for itself takes its connections with it when it dies: the kernel closes them.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  superviseWorkers(processes);
}

/**
 * A worker that stops after start-up, whatever the reason (a crash, a signal, even exit code 0), is logged and
 * replaced: only this process decides when the store stops, on its own SIGTERM or SIGINT.
 */
function superviseWorkers(count) {
  let started = false;
  let stopping = false;
  const restarts = restartBudget();

  const fork = () => {
    const worker = cluster.fork();
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!started) {
        // A process that cannot start (bad configuration, unreadable database) will not start on retry.
        console.error(`A storefront process failed to start (${how}).`);
        stopAll(1);
      } else if (!restarts.take()) {
        console.error(
          `A storefront process stopped (${how}), the ${MAX_RESTARTS + 1}th within ${RESTART_WINDOW_MS / 1000} s; ` +
            "giving up rather than restarting in a loop. Stopping the store.",
        );
        stopAll(1);
      } else {
        console.error(`A storefront process stopped (${how}); starting another.`);
        fork().once("listening", () => console.error("The new storefront process is listening."));
      }
    });
    return worker;
  };

  fork().once("listening", () => {
    const others = Array.from({ length: count - 1 }, fork);
    Promise.all(others.map((worker) => new Promise((resolve) => worker.once("listening", resolve)))).then(() => {
      started = true;
      console.log(`Storefront listening on http://localhost:${port} (${count} processes)`);
    });
  });

  function stopAll(exitCode) {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    let running = workers.length;
    for (const worker of workers) {
      worker.once("exit", () => {
        if (--running === 0) process.exit(exitCode);
      });
      worker.process.kill("SIGTERM");
    }
    setTimeout(() => process.exit(exitCode), 10_000).unref();
  }

  process.on("SIGTERM", () => stopAll(0));
  process.on("SIGINT", () => stopAll(0));
}

/**
 * Workers that keep dying soon after they start (the database gone, memory exhausted at every start) would
 * otherwise be restarted as fast as they fail, filling the log and the CPU. Past MAX_RESTARTS within
 * RESTART_WINDOW_MS the primary stops with exit code 1 and leaves retrying, with back-off, to whatever runs it
 * (systemd, a container orchestrator).
 */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** `take()` is true while fewer than MAX_RESTARTS restarts happened in the last RESTART_WINDOW_MS. */
function restartBudget() {
  let recent = [];
  return {
    take() {
      const now = Date.now();
      recent = recent.filter((at) => now - at < RESTART_WINDOW_MS);
      if (recent.length >= MAX_RESTARTS) return false;
      recent.push(now);
      return true;
    },
  };
}

/** The built storefront, its configuration validated; a bad value ends the start here with the configuration's own message. */
async function loadStorefront() {
  try {
    return await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith("Invalid configuration")) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
