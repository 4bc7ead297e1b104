/** What a page asks of the service worker (decision 057). */
export type PageMessage = { type: "forget-pages" } | { type: "skip-waiting" };

export function isPageMessage(data: unknown): data is PageMessage {
  return typeof data === "object" && data !== null && "type" in data && (data.type === "forget-pages" || data.type === "skip-waiting");
}

/**
 * Empties the pages the worker kept for offline: on sign-out, so that a shared device keeps no browsing history.
 * Nothing to do without a worker (JavaScript off, an old browser, plain http away from localhost).
 */
export function forgetVisitedPages(): void {
  const message: PageMessage = { type: "forget-pages" };
  // Undefined outside a secure context, whatever the DOM types say.
  (navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller?.postMessage(message);
}
