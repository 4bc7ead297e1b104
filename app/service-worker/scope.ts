/**
 * The parts of a service worker's global scope the worker uses. TypeScript's "WebWorker" library cannot be
 * loaded beside "DOM" in one program (tsconfig.json), so they are declared here, as the browsers define them.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

/** Background Sync (Chromium only): the browser is online again for a tag a page registered. */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: { readonly origin: string };
}

export const worker = self as unknown as WorkerScope;
