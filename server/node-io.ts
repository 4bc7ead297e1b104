import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { ChunkedGzip, acceptsGzip, isCompressible } from "./page-cache";
import { SECURITY_HEADERS } from "~/lib/security-headers.server";

/** Between Node's request and response objects and the Fetch API's Request and Response, which React Router speaks. */

/**
 * The largest request body taken. Every form of the store is a few kilobytes; anything bigger is refused
 * before it is read into memory. The back office's forms carry more (below), and its photo uploads have their own
 * limit (uploadBody).
 */
const MAX_BODY_BYTES = 64 * 1024;
/**
 * The back office's file uploads (the catalogue's stock and prices, licence keys) take up to this: their forms
 * refuse a file over their own limit (4 MB at most) with a message, which needs the file read.
 */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const UPLOAD_PATH = /^(?:\/ar)?\/admin\/(?:catalogue-import|licence-keys)$/;
/** The back office's other forms: two languages of Markdown (decision 056) do not fit the shop's limit. */
const BACK_OFFICE_MAX_BODY_BYTES = 1024 * 1024;
const BACK_OFFICE_PATH = /^(?:\/ar)?\/admin(?:\/|$)/i;

export const TOO_LARGE = Symbol("too large");

/** The whole request body, or TOO_LARGE past the limit of the path it is posted to. */
export async function readBody(req: IncomingMessage, url: URL): Promise<Buffer | typeof TOO_LARGE> {
  const limit = UPLOAD_PATH.test(url.pathname) ? MAX_UPLOAD_BYTES : BACK_OFFICE_PATH.test(url.pathname) ? BACK_OFFICE_MAX_BODY_BYTES : MAX_BODY_BYTES;
  if (Number(req.headers["content-length"] ?? 0) > limit) return TOO_LARGE;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return TOO_LARGE;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The body of an upload (a product photo), as a stream the route reads as it parses the form: nothing past `limit`
 * is kept. A body that says or turns out to be bigger errors the stream, so the route answers its refusal; the
 * rest is still read from the connection and dropped, so the browser, which sends it all before it reads an
 * answer, gets that page rather than a broken connection.
 */
export function uploadBody(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  let refused = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const refuse = () => {
        refused = true;
        controller.error(new Error(`request body over ${limit} bytes`));
      };
      if (Number(req.headers["content-length"] ?? 0) > limit) refuse();
      req.on("data", (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size > limit) refuse();
        else controller.enqueue(new Uint8Array(chunk));
      });
      req.on("end", () => refused || controller.close());
      req.on("error", (error) => refused || controller.error(error));
    },
  });
}

/** Headers that chose the request's origin (request-target.ts); not passed on: React Router compares a post's Origin with them. */
const FORWARDING_HEADERS = new Set(["host", "x-forwarded-host", "x-forwarded-proto"]);

/** The request's headers as the routes see them: its Host is the one of `url`, without the forwarding headers, and the cookies only when asked. */
export function fetchHeaders(req: IncomingMessage, url: URL, { withCookies = true } = {}): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (FORWARDING_HEADERS.has(name) || (!withCookies && name === "cookie")) continue;
    headers.append(raw[i]!, raw[i + 1]!);
  }
  headers.set("host", url.host);
  return headers;
}

/** Node request → Fetch Request, with the body already read (or streaming, for an upload); aborted when the client goes away. */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer | ReadableStream<Uint8Array> | null): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const payload = body === null || body instanceof ReadableStream ? body : new Uint8Array(body);
  return new Request(url, { method: req.method, headers: fetchHeaders(req, url), signal: controller.signal, body: payload, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) });
}

/** A short plain-text answer (errors, refusals, redirects), with the security headers. */
export function sendText(res: ServerResponse, status: number, text: string, headers: string[] = []): void {
  res.writeHead(status, [...SECURITY_HEADERS, "content-type", "text/plain; charset=utf-8", ...headers]);
  res.end(text);
}

/** The security headers on a response Node writes piece by piece (static files, rendered pages). */
export function setSecurityHeaders(res: ServerResponse): void {
  for (let i = 0; i < SECURITY_HEADERS.length; i += 2) res.setHeader(SECURITY_HEADERS[i]!, SECURITY_HEADERS[i + 1]!);
}

/**
 * `writeHead` with a flat `[name, value…]` list that may name `set-cookie` more than once. Once a header was set on
 * the response (the security headers, before a render), Node applies such a list pair by pair and a second
 * `set-cookie` replaces the first: then the headers set before give way to the list, sent as one record.
 */
export function writeHeadList(res: ServerResponse, status: number, list: string[]): void {
  const before = res.getHeaderNames();
  if (before.length === 0) {
    res.writeHead(status, list);
    return;
  }
  for (const name of before) res.removeHeader(name);
  const record: Record<string, string | string[]> = {};
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i]!.toLowerCase();
    const kept = record[name];
    record[name] = kept === undefined ? list[i + 1]! : [kept, list[i + 1]!].flat();
  }
  res.writeHead(status, record);
}

/** A bodiless answer written straight to the socket, which is then closed. */
export function endWithStatus(socket: Duplex, status: string, headers: string[] = []): void {
  const all = [...SECURITY_HEADERS, ...headers, "content-length", "0", "connection", "close"];
  const lines = all.flatMap((name, i) => (i % 2 === 0 ? [`${name}: ${all[i + 1]}`] : []));
  socket.end(["HTTP/1.1 " + status, ...lines, "", ""].join("\r\n"));
}

/** The statuses Node gives its own answers, by error code; anything else it answers 400. */
const CLIENT_ERROR_STATUS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
};

/**
 * What Node answers itself, before any request handler (a request it cannot parse, headers over its limit, a
 * request not received in time), with the security headers of every other response; the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Like Node's own answer: nothing more on a socket gone, or after a response has begun (it would corrupt it).
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  endWithStatus(socket, CLIENT_ERROR_STATUS[error.code ?? ""] ?? "400 Bad Request");
}

/**
 * Fetch Response → Node response, streaming the body with backpressure, with the edge's cookies added. Text
 * bodies are gzipped (level 1) when `compress` and the client accepts it, chunk by chunk, so a streamed document
 * still arrives in parts.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  { compress, cookies, extraHeaders = [] }: { compress: boolean; cookies: string[]; extraHeaders?: string[] },
): Promise<void> {
  const compressible =
    compress &&
    (response.body !== null || req.method === "HEAD") &&
    !response.headers.has("content-encoding") &&
    isCompressible(response.headers.get("content-type"));
  const gzip = compressible && acceptsGzip(req.headers["accept-encoding"]);

  const headers = [...extraHeaders];
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || (compressible && name === "vary") || (gzip && name === "content-length")) continue;
    headers.push(name, value);
  }
  // Set apart and as one list: `writeHead` sets its pairs one by one over the headers already set (the security
  // headers), so a second `set-cookie` pair would replace the first.
  const setCookies = [...response.headers.getSetCookie(), ...cookies];
  if (setCookies.length > 0) res.setHeader("set-cookie", setCookies);
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
  const zipper = gzip ? new ChunkedGzip(1) : null;
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

function drained(res: ServerResponse): Promise<void> {
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
