import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { appIcons } from "./scripts/app-icons-plugin";
import { serviceWorker } from "./scripts/service-worker-plugin";

/** React, React Router and i18next: every page needs all of them to hydrate, and they change only with a dependency update. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|i18next|react-i18next)\//;
const APP = fileURLToPath(new URL("./app/", import.meta.url));
/** What every page loads: the client entry, the root route and everything they import. */
const SHELL_ENTRIES = [`${APP}entry.client.tsx`, `${APP}root.tsx`];

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

function staticallyImportedFrom(entries: string[], moduleInfo: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return found;
}

export default defineConfig(({ isSsrBuild }) => {
  let shell: Set<string> | undefined;
  return {
    resolve: {
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    build: isSsrBuild
      ? // The server build starts at the edge (decision 031), which imports React Router's build of the routes.
        { rollupOptions: { input: "./server/index.ts" } }
      : {
          // The browser's dynamic imports load what a page needs only after it has loaded (the service worker's
          // registration, the offline queue: decisions 057, 058), and their modules import their dependencies
          // themselves. Vite's preloading would add its helper to every page, and fail such an import offline when a
          // preload link fails, though the modules are in memory.
          modulePreload: false,
          rollupOptions: {
            output: {
              // Fewer browser chunks: pages loaded 17 to 23 scripts, most under 2 KB, and over HTTP/1.1 each is a
              // round trip on one of six connections, which Lighthouse's simulated phone counts against the first
              // paint. The framework is one chunk and the app code every page runs one more (it lands in the
              // client entry's chunk); route code is split as before. Pages load 6 to 10 scripts, a few KB fewer.
              manualChunks(id, { getModuleInfo }) {
                if (FRAMEWORK.test(id)) return "framework";
                shell ??= staticallyImportedFrom(SHELL_ENTRIES, getModuleInfo);
                return id.startsWith(APP) && shell.has(id) ? "shell" : undefined;
              },
            },
          },
        },
    plugins: [!process.env.VITEST && reactRouter(), serviceWorker(), appIcons()],
  };
});
