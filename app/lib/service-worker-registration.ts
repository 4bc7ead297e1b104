import type { PageMessage } from "./service-worker-messages";

/**
 * The service worker's states as the page shows them (SPEC §8; decision 057): `ready` once the first worker is
 * installed and working, `cached` when this page came through an active worker, `updateFound` when a new build's
 * worker waits, `updated` after the page reloaded into it, `error` when registering failed. Offline is the page's
 * own (navigator.onLine), not the worker's.
 */
export type WorkerState = "ready" | "cached" | "updateFound" | "updated" | "error";

const SCRIPT = "/service-worker.js";
/** Survives the reload into the new worker, to say it happened. */
const UPDATED_FLAG = "service-worker-updated";

/** Registers the worker (loaded after the page's `load`: it is nothing the page needs to work) and reports its states. */
export function registerServiceWorker(report: (state: WorkerState) => void): void {
  const container = navigator.serviceWorker;
  const hadWorker = container.controller !== null;
  if (sessionStorage.getItem(UPDATED_FLAG)) {
    sessionStorage.removeItem(UPDATED_FLAG);
    report("updated");
  } else if (hadWorker) {
    report("cached");
  }
  container.register(SCRIPT, { scope: "/" }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers (an automated one may) can answer with no registration at all.
      if (!registration) return;
      if (registration.waiting && registration.active) report("updateFound");
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && registration.active) report("updateFound");
          if (installing.state === "activated" && !hadWorker) report("ready");
        });
      });
    },
    (error: unknown) => {
      console.error("The service worker was not registered:", error);
      report("error");
    },
  );
}

/** The "Reload" button: the waiting worker takes over, and the page loads again through it. */
export async function activateWaitingWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      sessionStorage.setItem(UPDATED_FLAG, "1");
      location.reload();
    },
    { once: true },
  );
  const message: PageMessage = { type: "skip-waiting" };
  waiting.postMessage(message);
}
