import { constants as zlibConstants, gzipSync } from "node:zlib";
import { decodeEntities } from "./pages";

/** The JavaScript a page makes the browser load before it is interactive, gzip -9, with the files. */
export async function javascriptWeight(origin: string, html: string): Promise<{ bytes: number; files: number }> {
  const queue: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) queue.push(match[1] ?? "");
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) queue.push(match[1] ?? "");
  for (const script of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    queue.push(...staticImports(script[1] ?? ""), ...[...(script[1] ?? "").matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1] ?? ""));
  }
  const seen = new Set<string>();
  let bytes = 0;
  while (queue.length > 0) {
    const next = queue.shift() ?? "";
    const url = new URL(decodeEntities(next), origin);
    if (url.origin !== origin || seen.has(url.href)) continue;
    seen.add(url.href);
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const source = Buffer.from(await response.arrayBuffer());
    if (!response.ok) continue;
    bytes += gzipSync(source, { level: zlibConstants.Z_BEST_COMPRESSION }).length;
    // Chunks statically import their dependencies; those load with them (dynamic imports do not).
    for (const dependency of staticImports(source.toString())) queue.push(new URL(dependency, url).href);
  }
  return { bytes, files: seen.size };
}

/** `import "x"` and `import … from "x"` in (minified) module code. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w*$\s{},]+?\s*from\s*)?["']([^"']+)["']/g)].map((match) => match[1] ?? "");
}

/** The service worker's script, gzip -9: loaded after the page (decision 057), so no page's weight counts it. */
export async function serviceWorkerWeight(origin: string): Promise<number> {
  const response = await fetch(new URL("/service-worker.js", origin), { headers: { "accept-encoding": "identity" } });
  if (!response.ok) return 0;
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: zlibConstants.Z_BEST_COMPRESSION }).length;
}
