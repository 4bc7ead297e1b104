/**
 * The browser's queue of what the shopper did offline (decision 058), in IndexedDB so that it survives a reload, a
 * closed tab and a restart, and is shared by the tabs and the service worker: cart changes (`cart-tasks`) and
 * orders placed offline (`offline-orders`). Every change is announced to the other tabs and the worker.
 */

export type QueueName = "cart-tasks" | "offline-orders";

const DATABASE = "offline-queue";
const CHANNEL = "offline-queue";

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore("cart-tasks", { keyPath: "id" });
      request.result.createObjectStore("offline-orders", { keyPath: "id" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  });
  return opened;
}

async function inStore<T>(queue: QueueName, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await database()).transaction(queue, mode);
  const request = work(transaction.objectStore(queue));
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
}

/** Everything in a queue, oldest first (every entry has `created`). */
export async function readQueue<T extends { created: number }>(queue: QueueName): Promise<T[]> {
  const entries = await inStore(queue, "readonly", (store) => store.getAll() as IDBRequest<T[]>);
  return entries.sort((a, b) => a.created - b.created);
}

export async function keepInQueue<T extends { id: string }>(queue: QueueName, entry: T): Promise<void> {
  await inStore(queue, "readwrite", (store) => store.put(entry));
  announce(queue);
}

export async function dropFromQueue(queue: QueueName, id: string): Promise<void> {
  await inStore(queue, "readwrite", (store) => store.delete(id));
  announce(queue);
}

/** Tells this tab, the other tabs and the worker that a queue changed. */
function announce(queue: QueueName): void {
  if (typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(queue);
    channel.close();
  }
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANNEL, { detail: queue }));
}

/** Calls `listener` whenever a queue changes, here or in another tab; returns the function that stops it. */
export function onQueueChange(listener: (queue: QueueName) => void): () => void {
  const local = (event: Event) => listener((event as CustomEvent<QueueName>).detail);
  window.addEventListener(CHANNEL, local);
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = (event: MessageEvent<QueueName>) => listener(event.data);
  return () => {
    window.removeEventListener(CHANNEL, local);
    channel?.close();
  };
}

/**
 * Runs `work` while no other tab (or the worker) runs work under the same name: Web Locks, which every current
 * browser has. Without them the work runs anyway; the server's idempotency keys still keep it to one change.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator === "undefined" || !navigator.locks) return work();
  return await navigator.locks.request(name, work);
}
