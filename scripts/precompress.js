// Runs after `npm run build`: writes a .gz and a .br copy beside each compressible file in build/client,
// so sirv (server.js) sends them precompressed instead of the server compressing on every request.
// Copies that would not be smaller are skipped.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|map|svg|txt|xml|webmanifest|ico)$/i;
const MIN_BYTES = 512;

const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "build", "client");

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const source = await readFile(file);
  const [gz, br] = await Promise.all([
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ]);
  for (const [suffix, bytes] of [[".gz", gz], [".br", br]]) {
    if (bytes.length < source.length) {
      await writeFile(file + suffix, bytes);
    }
  }
  return { before: source.length, gzip: gz.length, brotli: br.length };
}

const targets = [];
for await (const file of files(clientDir)) {
  if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) targets.push(file);
}
const results = await Promise.all(targets.map(precompress));
const sum = (key) => results.reduce((total, result) => total + result[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${results.length} files in build/client, ${kb(sum("before"))} → gzip ${kb(sum("gzip"))}, brotli ${kb(sum("brotli"))}`,
);
