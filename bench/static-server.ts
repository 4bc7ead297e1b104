/**
 * A static server of the same bytes: answers each recorded path with exactly the status, headers and (gzipped)
 * body the storefront's page cache answered it with, from as many processes as the storefront runs, and does
 * nothing else. The benchmark compares the page cache with it, in the same run: what the cache path costs on
 * top of writing stored bytes to a socket.
 *
 *   node --import tsx bench/static-server.ts <recordings.json> <port> <processes>
 */
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT, collectOutput, freePort, waitForLine, type RunningServer } from "./setup";

export interface Recording {
  path: string;
  status: number;
  /** Raw header names and values, alternating, as Node's `writeHead` takes them. */
  headers: string[];
  bodyBase64: string;
}

/** Headers Node's server writes itself, per connection or per response. */
const OWN_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

/** One response as it went over the wire (fetch would decompress it), headers and all. */
export function record(origin: string, pathname: string, headers: Record<string, string>): Promise<Recording> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, origin), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("error", reject);
        response.once("end", () => {
          const raw = response.rawHeaders;
          const kept: string[] = [];
          for (let i = 0; i < raw.length; i += 2) {
            const [name, value] = [raw[i] ?? "", raw[i + 1] ?? ""];
            if (!OWN_HEADERS.has(name.toLowerCase())) kept.push(name, value);
          }
          resolve({ path: pathname, status: response.statusCode ?? 0, headers: kept, bodyBase64: Buffer.concat(chunks).toString("base64") });
        });
      })
      .once("error", reject);
  });
}

/** Starts the static server on a free port with the recordings, in `processes` processes. */
export async function startStaticServer(recordings: Recording[], tempDir: string, processes: number): Promise<RunningServer> {
  const file = path.join(tempDir, "static-recordings.json");
  writeFileSync(file, JSON.stringify(recordings));
  const port = await freePort();
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ["--import", "tsx", script, file, String(port), String(processes)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { child, origin: `http://127.0.0.1:${port}`, output: collectOutput(child) };
  await waitForLine(server, (line) => line.startsWith("Static server listening"), 60_000, "bench/static-server.ts");
  return server;
}

function serve(file: string, port: number): Promise<void> {
  const recordings: Recording[] = JSON.parse(readFileSync(file, "utf8"));
  const responses = new Map(recordings.map((entry) => [entry.path, { ...entry, body: Buffer.from(entry.bodyBase64, "base64") }]));
  const server = http.createServer((req, res) => {
    const response = responses.get(req.url ?? "");
    if (!response) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(response.status, response.headers);
    res.end(req.method === "HEAD" ? undefined : response.body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
}

function main(): void {
  const [file, port, processes] = process.argv.slice(2);
  if (!file || !port) throw new Error("usage: bench/static-server.ts <recordings.json> <port> <processes>");
  const count = Number(processes ?? 1);
  if (cluster.isPrimary && count > 1) {
    // Workers share the port as the storefront's do (server.js).
    const workers = Array.from({ length: count }, () => cluster.fork());
    Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("listening", resolve)))).then(() =>
      console.log(`Static server listening on ${port} (${count} processes)`),
    );
    process.on("SIGTERM", () => {
      for (const worker of workers) worker.process.kill("SIGTERM");
      process.exit(0);
    });
    return;
  }
  serve(file, Number(port)).then(
    () => {
      if (cluster.isPrimary) console.log(`Static server listening on ${port}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
