import { hashedAsset } from "./assets";
import { image } from "./images";
import { forgetPages, privatePage, visitedPage } from "./pages";
import { CART_TASKS_SYNC_TAG, sendCartTasks } from "~/lib/offline/cart-tasks";
import { isPageMessage } from "~/lib/service-worker-messages";
import { handlingOf } from "./requests";
import { worker } from "./scope";
import { dropOutdatedCaches, precacheShell } from "./shell";

/**
 * The store's service worker (decision 057), served at /service-worker.js for the whole site. A new build is a
 * new worker; it waits until the shopper presses "Reload" (the page sends `skip-waiting`).
 */

worker.addEventListener("install", (event) => event.waitUntil(precacheShell()));

worker.addEventListener("activate", (event) => event.waitUntil(dropOutdatedCaches().then(() => worker.clients.claim())));

worker.addEventListener("fetch", (event) => {
  switch (handlingOf(event.request, worker.location.origin)) {
    case "asset":
      return event.respondWith(hashedAsset(event.request));
    case "image":
      return event.respondWith(image(event));
    case "page":
      return event.respondWith(visitedPage(event));
    case "private-page":
      return event.respondWith(privatePage(event.request));
    case "none":
      return undefined;
  }
});

worker.addEventListener("message", (event) => {
  if (!isPageMessage(event.data)) return;
  if (event.data.type === "forget-pages") event.waitUntil(forgetPages());
  else event.waitUntil(worker.skipWaiting());
});

// Where the browser has Background Sync (Chromium), the cart changes queued offline are sent when the network is
// back even with no page of the store open (decision 058); a run that could not send them all fails, so the browser
// tries again later.
worker.addEventListener("sync", (event) => {
  if (event.tag !== CART_TASKS_SYNC_TAG) return;
  event.waitUntil(
    sendCartTasks().then(({ unsent }) => {
      if (unsent) throw new Error("queued cart changes wait for the network");
    }),
  );
});
