import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rollup } from "vite";
import { translationsAsset } from "../app/lib/translations-asset.server";

const APP = fileURLToPath(new URL("../app/", import.meta.url));
const WORKER_ENTRY = `${APP}service-worker/index.ts`;
/** The modules whose chunks every storefront page loads, and the offline page's, which the worker precaches. */
const SHELL_MODULES = ["entry.client.tsx", "root.tsx", "routes/($lang).tsx", "routes/($lang).offline.tsx"].map((file) => APP + file);

/** The module a chunk is built from; React Router marks its route modules with a query. */
const moduleOf = (chunk: Rollup.OutputChunk) => chunk.facadeModuleId?.split("?")[0];

/** A chunk's file, the chunks it imports and their style sheets and other files, as URLs. */
function filesOf(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, found: Set<string>): void {
  if (found.has(`/${chunk.fileName}`)) return;
  found.add(`/${chunk.fileName}`);
  // Style sheets: those a module imports, and those it links by URL (root.tsx's `app.css?url`).
  const metadata = chunk.viteMetadata;
  for (const file of [...(metadata?.importedCss ?? []), ...(metadata?.importedAssets ?? [])]) found.add(`/${file}`);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === "chunk") filesOf(next, bundle, found);
  }
}

/** What the worker precaches: the shell's chunks and styles, and both languages' translations. */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const found = new Set<string>();
  for (const module of SHELL_MODULES) {
    const chunk = Object.values(bundle).find((output) => output.type === "chunk" && moduleOf(output) === module);
    if (chunk?.type !== "chunk") throw new Error(`service worker: no chunk for ${module}`);
    filesOf(chunk, bundle, found);
  }
  return [...found, translationsAsset("en").href, translationsAsset("ar").href].sort();
}

/**
 * Builds the service worker (app/service-worker/) with the browser's build, as `service-worker.js` beside the
 * assets (decision 057). It is one classic script (a module worker is not registered everywhere), written with
 * its precache list and a version that is a hash of that list, so a build that changes the shell is a
 * byte-different worker.
 */
export function serviceWorker(): Plugin {
  return {
    name: "store-service-worker",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const precache = shellFiles(bundle);
      const version = createHash("sha256").update(precache.join("\n")).digest("base64url").slice(0, 12);
      const output = await build({
        configFile: false,
        logLevel: "warn",
        resolve: { alias: { "~": APP.slice(0, -1) } },
        define: {
          __SERVICE_WORKER_VERSION__: JSON.stringify(version),
          __SERVICE_WORKER_PRECACHE__: JSON.stringify(precache),
        },
        build: {
          write: false,
          copyPublicDir: false,
          target: "es2020",
          lib: { entry: WORKER_ENTRY, formats: ["iife"], name: "storeServiceWorker", fileName: () => "service-worker.js" },
        },
      });
      // One entry, one format, not watching: one output of one chunk.
      const [result] = Array.isArray(output) ? output : [output];
      if (!result || !("output" in result)) throw new Error("service worker: the build gave no output");
      this.emitFile({ type: "asset", fileName: "service-worker.js", source: result.output[0].code });
    },
  };
}
