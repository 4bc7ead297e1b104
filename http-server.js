// One storefront process (server.js starts one per core): static files from build/client, everything
// else through React Router, with a full-page cache in front of React Router: served as stored to anonymous shoppers, and
// with its holes filled from the session cookie to shoppers with a session (docs/decisions/020).
// Plain node:http, no framework and no per-request logging: this process is what the benchmark measures.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";
import sirv from "sirv";

// React and React Router pick their production code paths from NODE_ENV; set it before the build loads.
process.env.NODE_ENV ??= "production";

const root = path.dirname(fileURLToPath(import.meta.url));

const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
/** app/entry.server.tsx: the configuration, the page cache and the commerce hooks come from there. */
const entry = build.entry.module;
// Validated when the build loaded (app/lib/config.server.ts): a bad value has already stopped the start.
const { port, trustProxy, publicOrigin, requestTimeoutMs } = entry.config;

// Pages whose route says `Cache-Control: public, s-maxage=N`, requested without a session cookie or a
// query string (app/lib/page-cache.server.ts has the rules). PAGE_CACHE=off turns it off.
const pageCache = entry.config.pageCache ? new entry.PageCache() : null;
if (pageCache) entry.onCatalogueChange(() => pageCache.clear());
// Rendered (uncached) text responses are gzipped at level 1 for clients that accept it; COMPRESSION=off
// leaves that to a proxy in front. Static files are precompressed at build time (scripts/precompress.js).
const compressDynamic = entry.config.compression;

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

/** Headers of every response: nosniff, referrer policy, no framing, and a policy allowing no inline script. */
const SECURITY_HEADERS = entry.SECURITY_HEADERS;

/** The store's forms only GET and POST; anything else (TRACE, PUT, OPTIONS…) is refused before React Router. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW = [...ALLOWED_METHODS].join(", ");

const server = http.createServer(
  {
    // A client gets 10 s for its headers and 30 s for the whole request (Node's default is 300 s, so a slow
    // body could hold a connection for five minutes); a late one gets a 408 and the connection is closed.
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    // How often those limits are checked (Node's default, 30 s, would let a 10 s limit run to 40).
    connectionsCheckingInterval: 1_000,
  },
  async (req, res) => {
    if (!ALLOWED_METHODS.has(req.method)) {
      sendText(res, 405, "Method Not Allowed", ["allow", ALLOW]);
      return;
    }
    const origin = requestOrigin(req);
    const url = origin === null ? null : requestUrl(req.url ?? "/", origin);
    if (url === null) {
      sendText(res, 400, "Bad Request");
      return;
    }
    if (url.pathname.includes("//")) {
      // No page has an empty path segment; `/ar//x` would even make `//x` (another host) of the language switch.
      const location = url.pathname.replace(/\/{2,}/g, "/") + url.search;
      if (req.method === "POST") sendText(res, 308, "Permanent Redirect", ["location", location]);
      else sendText(res, 301, "Moved Permanently", ["location", location]);
      return;
    }

    if (url.pathname === MANIFEST_PATH) boundManifestPaths(url);

    // For load balancers and monitors: this process serves (in maintenance too).
    if (url.pathname === HEALTH_PATH) {
      sendText(res, 200, entry.config.maintenance ? "maintenance" : "ok", ["cache-control", "no-store"]);
      return;
    }
    if (entry.config.maintenance) {
      setSecurityHeaders(res);
      // The page's own styles and scripts still load; everything else is the maintenance page.
      if (req.method === "GET" || req.method === "HEAD") serveStatic(req, res, () => serveMaintenance(req, res, url));
      else serveMaintenance(req, res, url);
      return;
    }

    // The page cache first: it only ever holds pages React Router rendered, never a path sirv would serve.
    const pageRequest = pageCache && {
      method: req.method,
      origin,
      url: url.pathname + url.search,
      cookie: req.headers.cookie,
      suggestion: await entry.suggestedLocale(url.pathname, req.headers["accept-language"]),
    };
    const key = pageRequest ? entry.pageCacheKey(pageRequest) : null;
    // Every browser gets a visitor id on its first response, cached pages included (decision 007).
    const visitorCookie = entry.visitorCookieFor(req.headers.cookie);
    const page = key === null ? undefined : pageCache.get(key);
    if (page) {
      // A stored page has the security headers among its own.
      sendPage(req, res, page, "HIT", visitorCookie, await viewCookies(req, url, []));
      return;
    }
    // A shopper with a session asking for a page the cache may keep: the anonymous page, filled for them.
    const withSession = pageRequest && key === null && entry.hasSessionCookie(req.headers.cookie);
    const sharedKey = withSession ? entry.pageCacheKey({ ...pageRequest, cookie: undefined }) : null;
    if (sharedKey !== null && (await servePersonalised(req, res, url, sharedKey, visitorCookie))) return;
    setSecurityHeaders(res);
    if (req.method === "GET" || req.method === "HEAD") {
      serveStatic(req, res, () => handleDynamic(req, res, url, key, visitorCookie));
    } else if (isCrossSite(req, origin)) {
      sendText(res, 403, "Forbidden");
    } else {
      handleDynamic(req, res, url, key, visitorCookie);
    }
  },
);

// Keep idle connections open longer than a proxy in front keeps its own to us (nginx and cloud load
// balancers: 60 s), or a request it sends just as we close one is lost; a browser talking to us directly
// gets Node's 5 s.
server.keepAliveTimeout = trustProxy || publicOrigin ? 65_000 : 5_000;

// CONNECT never reaches the request handler: without this, Node just drops the connection.
server.on("connect", (req, socket) => endWithStatus(socket, "405 Method Not Allowed", ["allow", ALLOW]));
server.on("clientError", answerClientError);

/**
 * What Node answers itself, before any request handler (a request it cannot parse, headers over its limit, a
 * request not received in time), with the security headers of every other response; the connection is closed.
 */
function answerClientError(error, socket) {
  // Like Node's own answer: nothing more on a socket gone, or after a response has begun (it would corrupt it).
  if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  endWithStatus(socket, CLIENT_ERROR_STATUS[error.code] ?? "400 Bad Request");
}

/** The statuses Node gives its own answers, by error code; anything else it answers 400. */
const CLIENT_ERROR_STATUS = {
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
};

/** A bodiless answer written straight to the socket, which is then closed. */
function endWithStatus(socket, status, headers = []) {
  const all = [...SECURITY_HEADERS, ...headers, "content-length", "0", "connection", "close"];
  const lines = all.flatMap((name, i) => (i % 2 === 0 ? [`${name}: ${all[i + 1]}`] : []));
  socket.end(["HTTP/1.1 " + status, ...lines, "", ""].join("\r\n"));
}

/**
 * A post from another site (docs/decisions/004). Refused here with a 403: React Router would otherwise throw its own
 * CSRF error for it, which surfaces as a 500. Route actions check the same rule again
 * (app/lib/http.server.ts). Without an `Origin`, the browser's `Sec-Fetch-Site` decides: only `same-origin`
 * and `none` (the shopper's own action) pass; `same-site` is another origin of the same site, such as another
 * subdomain, which the `Origin` rule would refuse as well.
 */
function isCrossSite(req, origin) {
  const claimed = req.headers.origin;
  if (claimed !== undefined) return claimed !== origin;
  const site = req.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/** Where the browser asks React Router for the routes of the links it sees (decision 027). */
const MANIFEST_PATH = "/__manifest";
/**
 * React Router matches every path of `/__manifest?paths=a,b,…` against every route, about 0.1 ms a path here,
 * and takes up to 7,680 characters of them (some 1,400 paths, 150 ms). A page's links with their parent paths
 * come to 20–70 (a category page: 55); the rest of an oversized list is dropped, and a link left out is looked up
 * when it is followed.
 */
const MAX_MANIFEST_PATHS = 100;

function boundManifestPaths(url) {
  const paths = url.searchParams.get("paths")?.split(",");
  if (paths && paths.length > MAX_MANIFEST_PATHS) url.searchParams.set("paths", paths.slice(0, MAX_MANIFEST_PATHS).join(","));
}

/** The security headers on a response Node writes piece by piece (static files, rendered pages). */
function setSecurityHeaders(res) {
  for (let i = 0; i < SECURITY_HEADERS.length; i += 2) res.setHeader(SECURITY_HEADERS[i], SECURITY_HEADERS[i + 1]);
}

/** A short plain-text answer (errors, refusals, redirects), with the security headers. */
function sendText(res, status, text, headers = []) {
  res.writeHead(status, [...SECURITY_HEADERS, "content-type", "text/plain; charset=utf-8", ...headers]);
  res.end(text);
}

/**
 * The largest request body taken. Every form of the store is a few kilobytes; anything bigger is refused
 * before it is read into memory.
 */
const MAX_BODY_BYTES = 64 * 1024;

/** Every request the page cache and the static files did not answer: through React Router. */
async function handleDynamic(req, res, url, key, visitorCookie) {
  try {
    const generation = pageCache?.generation;
    const body = req.method === "GET" || req.method === "HEAD" ? null : await readBody(req);
    if (body === TOO_LARGE) {
      sendText(res, 413, "Payload Too Large", ["connection", "close"]);
      return;
    }
    const request = toFetchRequest(req, res, url, body);
    // The payment simulators, when configured (decision 034), answer their own paths before React Router.
    const simulated = await entry.handleSimulatorRequest(request);
    if (simulated) {
      await sendFetchResponse(req, res, simulated, undefined, visitorCookie);
      return;
    }
    // The Content-Security-Policy nonce of this response, for the inline scripts of the page (decision 012).
    const cspNonce = randomBytes(16).toString("base64");
    const pageHoles = key !== null && req.method === "GET";
    // The commerce calls it makes name this origin, for the links they make (PUBLIC_ORIGIN, else the Host's).
    let response = await entry.withShopperOrigin(url.origin, () =>
      handleRequest(request, { cspNonce, clientAddress: clientAddress(req), pageHoles }),
    );
    if (pageHoles) {
      const page = await pageCache.store(key, response, generation);
      if (page) {
        sendPage(req, res, page, "MISS", visitorCookie, await viewCookies(req, url, []));
        return;
      }
      if (response.headers.has(entry.PAGE_HOLES_HEADER)) response = await entry.filledForEveryone(response);
    }
    // Whatever a post changed, the shopper's next page is rendered in full (decision 020).
    let cookies =
      body !== null && entry.hasSessionCookie(req.headers.cookie)
        ? await entry.cookiesAfterPost(req.headers.cookie, response.headers.getSetCookie())
        : response.headers.getSetCookie();
    if (response.status === 200) cookies = await viewCookies(req, url, cookies);
    await sendFetchResponse(req, res, response, key === null ? undefined : "MISS", visitorCookie, cookies);
  } catch (error) {
    // A client that went away (or was cut off by the request timeout) mid-body is not an error of ours.
    if (!req.complete && req.destroyed) return;
    console.error(error);
    if (!res.headersSent) {
      sendText(res, 500, "Internal Server Error");
    } else {
      res.destroy();
    }
  }
}

const HEALTH_PATH = "/health";

/** In maintenance: the maintenance page in the language of the path, as a 503 that says when to come back. */
async function serveMaintenance(req, res, url) {
  try {
    const page = new URL(/^\/ar(?:\/|$)/.test(url.pathname) ? "/ar/maintanence" : "/maintanence", url);
    const cspNonce = randomBytes(16).toString("base64");
    const rendered = await handleRequest(new Request(page), { cspNonce, clientAddress: clientAddress(req), pageHoles: false });
    const headers = new Headers(rendered.headers);
    headers.set("retry-after", String(entry.config.maintenanceRetryAfterSeconds));
    headers.set("cache-control", "no-store");
    await sendFetchResponse(req, res, new Response(rendered.body, { status: 503, headers }), undefined, undefined, []);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) sendText(res, 503, "Service Unavailable", ["retry-after", String(entry.config.maintenanceRetryAfterSeconds)]);
  }
}

/**
 * A page the cache may keep, for a shopper with a session: the stored anonymous page (rendered now when there
 * is none) with its holes filled from the snapshot in their session cookie. False when the page must be rendered
 * in full for them instead: no fresh snapshot, a flash message, a saved product's page, or a page that is not
 * shareable or has no holes.
 */
async function servePersonalised(req, res, url, key, visitorCookie) {
  if (pageCache.isUnshareable(key)) return false;
  const personalisation = await entry.personalisationOf(req.headers.cookie, url.pathname);
  if (!personalisation) return false;
  let page = pageCache.get(key);
  if (!page) {
    try {
      page = await sharedRender(req, url, key);
    } catch (error) {
      console.error(error);
      return false;
    }
  }
  if (!page?.holes) return false;
  const variant = entry.personalisedVariant(page.holes, personalisation.view, req.headers["accept-encoding"], personalisation.recentlyViewed);
  const headers = [...variant.headers, "x-cache", "PERSONALISED"];
  if (visitorCookie) headers.push("set-cookie", visitorCookie);
  for (const cookie of await viewCookies(req, url, [])) headers.push("set-cookie", cookie);
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
  if (personalisation.productView) entry.recordProductView(personalisation.productView);
  return true;
}

/** Anonymous renders under way, by key: shoppers with a session who miss the same page at once share one. */
const sharedRenders = new Map();

function sharedRender(req, url, key) {
  let render = sharedRenders.get(key);
  if (!render) {
    render = renderShared(req, url, key).finally(() => sharedRenders.delete(key));
    sharedRenders.set(key, render);
  }
  return render;
}

/**
 * The page as a shopper without a session gets it: the request without its cookies, rendered with holes and
 * stored. Undefined (remembered for a while) when the page is not one the cache may keep.
 */
async function renderShared(req, url, key) {
  const generation = pageCache.generation;
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name !== "cookie" && !FORWARDING_HEADERS.has(name)) headers.append(raw[i], raw[i + 1]);
  }
  headers.set("host", url.host);
  const cspNonce = randomBytes(16).toString("base64");
  const controller = new AbortController();
  const request = new Request(url, { headers, signal: controller.signal });
  const response = await handleRequest(request, { cspNonce, clientAddress: clientAddress(req), pageHoles: true });
  const page = await pageCache.store(key, response, generation);
  if (!page) {
    // Stops the render (still streaming a page that is not shareable) as a client that went away would.
    controller.abort();
    await response.body?.cancel();
    pageCache.markUnshareable(key);
  }
  return page;
}

/**
 * The `Set-Cookie` list of a page's answer (a 200), with the product of a product page recorded among the
 * products the browser viewed, in its session cookie (decision 025), however the page was made.
 */
function viewCookies(req, url, setCookies) {
  return req.method === "GET" ? entry.cookiesAfterView(req.headers.cookie, setCookies, url.pathname) : setCookies;
}

/** A stored page, gzipped when the client accepts it. */
function sendPage(req, res, page, cacheState, visitorCookie, cookies) {
  const variant = entry.pageVariant(page, req.headers["accept-encoding"]);
  const headers = [...variant.headers, "age", String(pageCache.ageOf(page)), "x-cache", cacheState];
  if (visitorCookie) headers.push("set-cookie", visitorCookie);
  for (const cookie of cookies) headers.push("set-cookie", cookie);
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** A host name, IPv4 or [IPv6] address, with an optional port: all a Host header may say. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Scheme and host as the page will see them in `request.url`, and write into absolute links (canonical,
 * hreflang, JSON-LD, sitemaps): PUBLIC_ORIGIN when it is set, else the Host header (or, behind a proxy, the
 * forwarded one). Null when that header is not a host name, which is a 400.
 */
function requestOrigin(req) {
  if (publicOrigin) return publicOrigin;
  const proto = (trustProxy && firstValue(req.headers["x-forwarded-proto"])) || "http";
  const host = (trustProxy && firstValue(req.headers["x-forwarded-host"])) || (req.headers.host ?? `localhost:${port}`);
  const origin = `${proto}://${host}`;
  if ((proto !== "http" && proto !== "https") || host.length > 261 || !HOST.test(host) || !URL.canParse(origin)) return null;
  return new URL(origin).origin;
}

/**
 * The request's URL: the origin, then the request target as a path. Never the target resolved as a URL
 * against the origin, which reads `//evil.example/c/x` as a page of evil.example. An absolute-form target
 * (`http://host/path`, as sent to proxies) gives only its path and query. Null for any other target.
 */
function requestUrl(target, origin) {
  let path = target;
  if (!path.startsWith("/")) {
    if (!/^https?:\/\//i.test(path) || !URL.canParse(path)) return null;
    const absolute = new URL(path);
    path = absolute.pathname + absolute.search;
  }
  if (!URL.canParse(origin + path)) return null;
  const url = new URL(origin + path);
  return url.origin === origin ? url : null;
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

/**
 * Node request → Fetch Request, with the body already read. Its Host is the one of `url`, and the
 * forwarding headers that chose it are not passed on: React Router compares a post's Origin with them.
 */
function toFetchRequest(req, res, url, body) {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (!FORWARDING_HEADERS.has(raw[i].toLowerCase())) headers.append(raw[i], raw[i + 1]);
  }
  headers.set("host", url.host);

  return new Request(url, { method: req.method, headers, signal: controller.signal, body });
}

const FORWARDING_HEADERS = new Set(["host", "x-forwarded-host", "x-forwarded-proto"]);

/**
 * Who is asking, for rate limits (decision 011): behind a proxy, the address it added last to X-Forwarded-For
 * (the client can write anything before it, so the first would let a guesser choose its own bucket); else the
 * socket's.
 */
function clientAddress(req) {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"]?.split(",").at(-1)?.trim() : undefined;
  return forwarded || req.socket.remoteAddress || "unknown";
}

function firstValue(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim();
}

/**
 * Fetch Response → Node response, streaming the body with backpressure. Text bodies are gzipped (level 1)
 * when the client accepts it, chunk by chunk, so a streamed document still arrives in parts.
 */
async function sendFetchResponse(req, res, response, cacheState, visitorCookie, cookies = response.headers.getSetCookie()) {
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
  // Set apart and as one list: `writeHead` sets its pairs one by one over the headers already set (the security
  // headers), so a second `set-cookie` pair would replace the first.
  if (visitorCookie) cookies = [...cookies, visitorCookie];
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
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
