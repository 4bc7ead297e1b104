// One storefront process (server.js starts one per core): static files from build/client, everything
// else through Remix, with a full-page cache in front of Remix for anonymous shoppers.
// Plain node:http, no framework and no per-request logging: this process is what the benchmark measures.
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
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
/** app/entry.server.tsx: the page cache and the commerce hooks come from there. */
const entry = build.entry.module;

// Pages whose route says `Cache-Control: public, s-maxage=N`, requested without a session cookie or a
// query string (app/lib/page-cache.server.ts has the rules). PAGE_CACHE=off turns it off.
const pageCache = process.env.PAGE_CACHE !== "off" && entry.PageCache ? new entry.PageCache() : null;
if (pageCache) entry.onCatalogueChange?.(() => pageCache.clear());
// Rendered (uncached) text responses are gzipped at level 1 for clients that accept it; COMPRESSION=off
// leaves that to a proxy in front. Static files are precompressed at build time (scripts/precompress.js).
const compressDynamic = process.env.COMPRESSION !== "off" && Boolean(entry.ChunkedGzip);

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

/** The store's forms only GET and POST; anything else (TRACE, PUT, OPTIONS…) is refused before Remix. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW = [...ALLOWED_METHODS].join(", ");

const server = http.createServer((req, res) => {
  if (!ALLOWED_METHODS.has(req.method)) {
    sendText(res, 405, "Method Not Allowed", ["allow", ALLOW]);
    return;
  }
  // The page cache first: it only ever holds pages Remix rendered, never a path sirv would serve.
  const origin = requestOrigin(req);
  const key = pageCache
    ? entry.pageCacheKey({ method: req.method, origin, url: req.url ?? "/", cookie: req.headers.cookie })
    : null;
  const page = key === null ? undefined : pageCache.get(key);
  if (page) {
    sendPage(req, res, page, "HIT");
  } else if (req.method === "GET" || req.method === "HEAD") {
    serveStatic(req, res, () => handleDynamic(req, res, origin, key));
  } else if (isCrossSite(req, origin)) {
    sendText(res, 403, "Forbidden");
  } else {
    handleDynamic(req, res, origin, key);
  }
});

// CONNECT never reaches the request handler: without this, Node just drops the connection.
server.on("connect", (req, socket) => {
  const headers = ["allow", ALLOW, "content-length", "0", "connection", "close"];
  const lines = headers.flatMap((name, i) => (i % 2 === 0 ? [`${name}: ${headers[i + 1]}`] : []));
  socket.end(["HTTP/1.1 405 Method Not Allowed", ...lines, "", ""].join("\r\n"));
});

/**
 * A post from another site (docs/decisions/004). Refused here with a 403: Remix would otherwise throw its own
 * CSRF error for it, which surfaces as a 500. Route actions check the same rule again.
 */
function isCrossSite(req, origin) {
  const claimed = req.headers.origin;
  return claimed !== undefined && claimed !== origin;
}

/** A short plain-text answer (errors, refusals, redirects). */
function sendText(res, status, text, headers = []) {
  res.writeHead(status, ["content-type", "text/plain; charset=utf-8", ...headers]);
  res.end(text);
}

/**
 * The largest request body taken. Every form of the store is a few kilobytes; anything bigger is refused
 * before it is read into memory.
 */
const MAX_BODY_BYTES = 64 * 1024;

/** Every request the page cache and the static files did not answer: through Remix. */
async function handleDynamic(req, res, origin, key) {
  try {
    const generation = pageCache?.generation;
    const body = req.method === "GET" || req.method === "HEAD" ? null : await readBody(req);
    if (body === TOO_LARGE) {
      sendText(res, 413, "Payload Too Large", ["connection", "close"]);
      return;
    }
    const request = toFetchRequest(req, res, origin, body);
    if (!request) {
      sendText(res, 400, "Bad Request");
      return;
    }
    const response = await handleRemix(request);
    if (key !== null && req.method === "GET") {
      const page = await pageCache.store(key, response, generation);
      if (page) {
        sendPage(req, res, page, "MISS");
        return;
      }
    }
    await sendFetchResponse(req, res, response, key === null ? undefined : "MISS");
  } catch (error) {
    console.error(error);
    if (!res.headersSent) {
      sendText(res, 500, "Internal Server Error");
    } else {
      res.destroy();
    }
  }
}

/** A stored page, gzipped when the client accepts it. */
function sendPage(req, res, page, cacheState) {
  const variant = entry.pageVariant(page, req.headers["accept-encoding"]);
  res.writeHead(page.status, [...variant.headers, "age", String(pageCache.ageOf(page)), "x-cache", cacheState]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** Scheme and host as the page will see them in `request.url`. */
function requestOrigin(req) {
  const proto = (trustProxy && firstValue(req.headers["x-forwarded-proto"])) || "http";
  const host = (trustProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host || `localhost:${port}`;
  return `${proto}://${host}`;
}

const TOO_LARGE = Symbol("too large");

/** The whole request body (forms are small), or TOO_LARGE past MAX_BODY_BYTES. */
async function readBody(req) {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return TOO_LARGE;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Node request → Fetch Request (null when the URL cannot be parsed), with the body already read. */
function toFetchRequest(req, res, origin, body) {
  if (!URL.canParse(req.url ?? "/", origin)) return null;
  const url = new URL(req.url ?? "/", origin);

  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);

  return new Request(url, { method: req.method, headers, signal: controller.signal, body });
}

function firstValue(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim();
}

/**
 * Fetch Response → Node response, streaming the body with backpressure. Text bodies are gzipped (level 1)
 * when the client accepts it, chunk by chunk, so a streamed document still arrives in parts.
 */
async function sendFetchResponse(req, res, response, cacheState) {
  const compressible =
    compressDynamic &&
    (response.body !== null || req.method === "HEAD") &&
    !response.headers.has("content-encoding") &&
    entry.isCompressible(response.headers.get("content-type"));
  const gzip = compressible && entry.acceptsGzip(req.headers["accept-encoding"]);

  const headers = cacheState ? ["x-cache", cacheState] : [];
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || (compressible && name === "vary") || (gzip && name === "content-length")) continue;
    headers.push(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) headers.push("set-cookie", cookie);
  if (compressible) {
    const vary = response.headers.get("vary");
    headers.push("vary", !vary ? "Accept-Encoding" : /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`);
  }
  if (gzip) headers.push("content-encoding", "gzip");
  res.writeHead(response.status, headers);

  if (!response.body) {
    res.end();
    return;
  }
  const zipper = gzip ? new entry.ChunkedGzip(1) : null;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(zipper ? zipper.push(value) : value)) await drained(res);
      if (res.destroyed) break;
    }
  } finally {
    if (res.destroyed) await reader.cancel().catch(() => {});
    else res.end(zipper?.end());
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

// Open, seed and index the embedded commerce now, so the first request does not pay for it.
await entry.warmUpCommerce?.();

server.listen(port, () => {
  // With several processes, server.js announces them all at once.
  if (!cluster.isWorker) console.log(`Storefront listening on http://localhost:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
