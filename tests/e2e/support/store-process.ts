import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isPostgresUrl } from "../../../commerce/db/engine";
import { E2E_COMMERCE_SECRET, E2E_SESSION_SECRET } from "./server-secrets";

const START_TIMEOUT_MS = 60_000;

export interface StoreProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * One more storefront process on the e2e server's database, serving the build beside `server.js` in `folder` (the
 * repository's, or a copy of it), on `port`: for specs that need a store of their own, such as a new build.
 */
export async function startStoreProcess(folder: string, port: number): Promise<StoreProcess> {
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.E2E_DATABASE_URL!;
  const child = spawn(process.execPath, [path.join(folder, "server.js")], {
    cwd: folder,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "store-process-")),
      SESSION_SECRET: E2E_SESSION_SECRET,
      COMMERCE_SECRET: E2E_COMMERCE_SECRET,
      COOKIE_SECURE: "false",
      ...(isPostgresUrl(databaseUrl) ? { PUBLIC_ORIGIN: url } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await listening(child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Resolves when the process says it listens; rejects with its output when it exits or takes too long. */
function listening(child: ChildProcess): Promise<void> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`the store did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Storefront listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the store stopped (exit code ${code}):\n${output}`));
    });
  });
}
