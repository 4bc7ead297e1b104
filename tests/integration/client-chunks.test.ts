import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

/**
 * The browser's JavaScript as the build split it (vite.config.ts): React and the router in the framework chunk, the
 * shell every page runs in the entry's, and each route's own code in a chunk of its own. A route chunk that grows
 * to hundreds of KB has pulled in a module meant for the server (a back-office page once carried the whole
 * password-strength dictionary because its page imported one constant from the forms' rules).
 */

const ASSETS = path.resolve("build/client/assets");
/** Compressed size allowed for any chunk but the framework's: the largest today (the entry's) is about 25 KB. */
const CHUNK_GZIP_MAX = 40 * 1024;

function gzipSizes(): { file: string; bytes: number }[] {
  return readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js") && !file.startsWith("framework-"))
    .map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length }));
}

describe("the browser's JavaScript chunks", () => {
  it(`are each at most ${CHUNK_GZIP_MAX / 1024} KB gzip, the framework aside`, () => {
    const sizes = gzipSizes();
    expect(sizes.length).toBeGreaterThan(20);
    expect(sizes.filter(({ bytes }) => bytes > CHUNK_GZIP_MAX)).toEqual([]);
  });
});
