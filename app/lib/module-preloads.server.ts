/**
 * React Router's `<Scripts>` preloads every module the page hydrates with as `<link rel="modulepreload">`, which
 * Chrome fetches at high priority: on a slow phone they share the first round trips with the stylesheet and the
 * page's first image, and Lighthouse counts each one that finishes before the first paint as blocking it. The
 * scripts only hydrate a page that already works, so they can wait (decision 036). `<Scripts>` takes no option for
 * this, so the rendered document is amended; the preloads stay, keeping the modules fetched in parallel.
 */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low" ');

/** The chunk of the document with each module preload asked for at low priority (the same buffer when it has none). */
export function withLowPriorityModulePreloads(chunk: Buffer): Buffer {
  let at = chunk.indexOf(MODULE_PRELOAD);
  if (at === -1) return chunk;
  const parts: Buffer[] = [];
  let start = 0;
  for (; at !== -1; at = chunk.indexOf(MODULE_PRELOAD, start)) {
    parts.push(chunk.subarray(start, at), LOW_PRIORITY_MODULE_PRELOAD);
    start = at + MODULE_PRELOAD.length;
  }
  parts.push(chunk.subarray(start));
  return Buffer.concat(parts);
}
