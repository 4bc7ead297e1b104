import { IDEMPOTENCY_KEY_HEADER } from "../../../commerce/contract/idempotency";
import { dropFromQueue, exclusively, keepInQueue, readQueue } from "./queue-store";

/**
 * Cart changes made while offline (SPEC §4 "Sync tasks", decision 058): kept in the queue until the network is
 * back, then sent in the order they were made, one at a time, never by two tabs at once, each with its id as the
 * Idempotency-Key, so one sent again after a lost answer changes the cart once. A change done is removed; one the
 * server refused stays with its message until the shopper dismisses it; one queued for another account waits for
 * that account. This module runs in pages and in the service worker (Background Sync).
 */
export interface CartTask {
  id: string;
  /** Where it is sent: the cart tasks endpoint of the page's language. */
  url: string;
  /** The cart form's fields (intent, sku, qty, item_id…). */
  payload: [string, string][];
  /** Whose cart it changes (the shopper view's owner when it was made). */
  owner: string;
  /** What the shopper sees while it waits: the product's name. */
  label: string;
  created: number;
  transmitted: number | null;
  /** The server's refusal, in the shopper's language. */
  result: { ok: false; message: string } | null;
}

const QUEUE = "cart-tasks";
/** The Background Sync tag a queued change registers, where the browser has Background Sync. */
export const CART_TASKS_SYNC_TAG = "cart-tasks";

/** The cart changes a shopper may make offline; the rest (buy now, codes, gift wrap) need the network. */
const QUEUEABLE = new Set(["add", "update-qty", "remove"]);

/**
 * Queues a cart form's post (`action`, its fields) made offline; false when it is not a change that can wait. Where
 * the browser has Background Sync (Chromium), the worker then sends the queue even if every tab is closed.
 */
export async function queueCartChange(action: string, fields: FormData, { owner, label }: Pick<CartTask, "owner" | "label">): Promise<boolean> {
  const intent = fields.get("intent");
  if (typeof intent !== "string" || !QUEUEABLE.has(intent)) return false;
  fields.delete("redirectTo");
  const payload = [...fields].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const task: CartTask = { id: crypto.randomUUID(), url: `${action}/tasks`, payload, owner, label, created: Date.now(), transmitted: null, result: null };
  await keepInQueue<CartTask>(QUEUE, task);
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(CART_TASKS_SYNC_TAG).catch(() => undefined);
  return true;
}

export function dismissCartTask(id: string): Promise<void> {
  return dropFromQueue(QUEUE, id);
}

/** What the endpoint answers (app/lib/cart-action.server.ts `CartTaskAnswer`); null when it must be asked again later. */
async function answerOf(response: Response): Promise<{ ok: boolean; message: string; held?: true } | null> {
  if (response.status === 429 || response.status >= 500 || !response.headers.get("Content-Type")?.includes("application/json")) return null;
  return (await response.json()) as { ok: boolean; message: string; held?: true };
}

/**
 * Sends the waiting changes. `changed`: the cart changed (the page then shows it again); `unsent`: the run stopped
 * at a change the network or the store could not take now, which waits for the next run.
 */
export function sendCartTasks(): Promise<{ changed: boolean; unsent: boolean }> {
  return exclusively(QUEUE, async () => {
    const waiting = (await readQueue<CartTask>(QUEUE)).filter((task) => task.transmitted === null);
    const heldOwners = new Set<string>();
    let changed = false;
    for (const task of waiting) {
      if (heldOwners.has(task.owner)) continue;
      let response: Response;
      try {
        const body = new URLSearchParams([...task.payload, ["owner", task.owner]]);
        response = await fetch(task.url, { method: "POST", body, headers: { [IDEMPOTENCY_KEY_HEADER]: task.id }, credentials: "same-origin" });
      } catch {
        return { changed, unsent: true }; // offline again: this one and the rest wait
      }
      const answer = await answerOf(response);
      if (answer === null) return { changed, unsent: true };
      if (answer.held) {
        heldOwners.add(task.owner);
        continue;
      }
      changed = true;
      if (answer.ok) await dropFromQueue(QUEUE, task.id);
      else await keepInQueue<CartTask>(QUEUE, { ...task, transmitted: Date.now(), result: { ok: false, message: answer.message } });
    }
    return { changed, unsent: false };
  });
}
