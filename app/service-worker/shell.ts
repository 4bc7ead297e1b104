import { PRECACHE } from "./build-constants";
import { SHELL_CACHE, isOutdated } from "./cache-names";
import { HOME_PAGES, OFFLINE_PAGES } from "./requests";
import { keepAnonymousCopy } from "./pages";
import { worker } from "./scope";

/**
 * Install: the files every storefront page loads and the offline page in each language, all or nothing (a worker
 * that cannot serve the offline page is not installed); the home pages too, as the offline page sends shoppers
 * home, but a home that cannot be fetched does not stop the install.
 */
export async function precacheShell(): Promise<void> {
  const shell = await caches.open(SHELL_CACHE);
  await shell.addAll(PRECACHE);
  await Promise.all(
    OFFLINE_PAGES.map(async (path) => {
      // Without cookies: the shared copy, never one rendered for this shopper.
      const response = await fetch(path, { credentials: "omit" });
      if (!response.ok) throw new Error(`service worker: ${path} answered ${response.status}`);
      await shell.put(path, response);
    }),
  );
  await Promise.all(
    HOME_PAGES.map((path) => keepAnonymousCopy(new URL(path, worker.location.origin).href).catch((error: unknown) => console.warn("service worker: home page not kept:", error))),
  );
}

/** Activate: the caches of other builds go. */
export async function dropOutdatedCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isOutdated).map((name) => caches.delete(name)));
}
