/**
 * What a Content-Security-Policy costs the page cache (decision 012). A stored page is sent to many shoppers,
 * so its policy cannot carry a per-response nonce. Two ways out, measured on real pages of a production build:
 *
 * - pin (what the store does): when a page is stored, its nonce source becomes the hashes of the inline
 *   scripts that carried the nonce; a hit sends the stored bytes and headers as they are;
 * - rewrite: every hit writes a fresh nonce into a copy of the stored page, and gzips that copy (a stored
 *   gzip copy cannot be patched).
 *
 *   npm run build && npx tsx bench/csp.ts [--runs 300]
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { PageCache } from "../server/page-cache";
import { pinInlineScripts } from "../app/lib/security-headers.server";
import { rawRequest, startStorefront } from "../tests/support/storefront-server";

const { values } = parseArgs({ options: { runs: { type: "string", default: "300" } } });
const runs = Number(values.runs);

/** Median time of `work`, in microseconds. */
function median(work: () => unknown): number {
  for (let i = 0; i < 20; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Every occurrence of `from` in `body` replaced by `to` (same length): a fresh copy, as a hit would need. */
function rewriteNonce(body: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(body);
  const needle = Buffer.from(`nonce="${from}"`);
  const replacement = Buffer.from(`nonce="${to}"`);
  for (let at = copy.indexOf(needle); at !== -1; at = copy.indexOf(needle, at + needle.length)) replacement.copy(copy, at);
  return copy;
}

// No page cache in the server: every answer is a render with its own nonce, as the cache would receive it.
const server = await startStorefront({ PAGE_CACHE: "off", SEED_PRODUCTS: "600" });
try {
  const category = "/c/smartphones";
  const categoryHtml = (await rawRequest(server.port, { path: category })).body;
  const product = /href="(\/p\/[^"]+)"/.exec(categoryHtml)?.[1];
  const pages = [["home", "/"], ["category", category], ["product", product], ["cart (empty)", "/cart"]] as const;

  const rows = [];
  for (const [name, path] of pages) {
    if (!path) continue;
    const answer = await rawRequest(server.port, { path });
    const policy = String(answer.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    if (!nonce) throw new Error(`${path}: no nonce in its policy`);
    const body = Buffer.from(answer.body);
    const fresh = Buffer.from(nonce.replace(/./g, "A")).toString();
    const pinned = pinInlineScripts(policy, body);

    const cache = new PageCache();
    const storeStart = process.hrtime.bigint();
    for (let i = 0; i < 20; i++) {
      const response = new Response(body, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60", "content-security-policy": policy } });
      await cache.store(`k${i}`, response, cache.generation);
    }
    const storeUs = Number(process.hrtime.bigint() - storeStart) / 1000 / 20;

    rows.push({
      page: name,
      "HTML KB": (body.length / 1024).toFixed(1),
      "inline scripts": pinned.split("'sha256-").length - 1,
      "policy bytes +": pinned.length - policy.length,
      "pin, once per store µs": median(() => pinInlineScripts(policy, body)).toFixed(0),
      "whole store µs": storeUs.toFixed(0),
      "pin, per hit µs": 0,
      "rewrite, per hit µs": median(() => rewriteNonce(body, nonce, fresh)).toFixed(0),
      "rewrite+gzip 1, per hit µs": median(() => gzipSync(rewriteNonce(body, nonce, fresh), { level: 1 })).toFixed(0),
    });
  }
  console.table(rows);
} finally {
  await server.stop();
}
