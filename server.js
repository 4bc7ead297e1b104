// Production server: static files from build/client, everything else through Remix.
// Plain node:http, no framework and no per-request logging: this process is what the benchmark measures.
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/node";
import sirv from "sirv";

// React and Remix pick their production code paths from NODE_ENV; set it before the build loads.
process.env.NODE_ENV ??= "production";

const root = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";

const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const handleRemix = createRequestHandler(build, process.env.NODE_ENV);

const ONE_YEAR = 60 * 60 * 24 * 365;
const serveStatic = sirv(path.join(root, "build/client"), {
  etag: true,
  gzip: true, // serves a precompressed `.gz` / `.br` sibling when one exists
  brotli: true,
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? `public, max-age=${ONE_YEAR}, immutable` : "public, max-age=3600",
    );
  },
});

const server = http.createServer((req, res) => {
  if (req.method === "GET" || req.method === "HEAD") {
    serveStatic(req, res, () => handleDynamic(req, res));
  } else {
    handleDynamic(req, res);
  }
});

/**
 * Every request that is not a static file. A full-page cache for anonymous requests (GET, no
 * Cookie header) belongs at the top of this function: answer from it before Remix runs, and fill
 * it from the Response Remix returns.
 */
async function handleDynamic(req, res) {
  try {
    const request = toFetchRequest(req, res);
    if (!request) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad Request");
      return;
    }
    const response = await handleRemix(request);
    await sendFetchResponse(res, response);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    } else {
      res.destroy();
    }
  }
}

/** Node request → Fetch Request (null when the URL cannot be parsed). The body is streamed, not buffered. */
function toFetchRequest(req, res) {
  const proto = (trustProxy && firstValue(req.headers["x-forwarded-proto"])) || "http";
  const host = (trustProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host || `localhost:${port}`;
  const base = `${proto}://${host}`;
  if (!URL.canParse(req.url ?? "/", base)) return null;
  const url = new URL(req.url ?? "/", base);

  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);

  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

function firstValue(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim();
}

/** Fetch Response → Node response, streaming the body with backpressure. */
async function sendFetchResponse(res, response) {
  const headers = [];
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") headers.push(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) headers.push("set-cookie", cookie);
  res.writeHead(response.status, headers);

  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await drained(res);
      if (res.destroyed) break;
    }
  } finally {
    if (res.destroyed) await reader.cancel().catch(() => {});
    res.end();
  }
}

function drained(res) {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

server.listen(port, () => {
  console.log(`Storefront listening on http://localhost:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
