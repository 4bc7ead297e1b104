import { IDEMPOTENCY_KEY_HEADER } from "../../../commerce/contract/idempotency";
import type { OfflineOrderAnswer } from "./offline-order-answer";
import { dropFromQueue, exclusively, keepInQueue, readQueue } from "./queue-store";

/**
 * An order placed while offline (SPEC §4 "Order waiting!", decision 058), cash on delivery only. It is kept on this
 * device and never called placed until the server says so: when the network is back the shopper confirms it (or it
 * goes by itself when the store says so), the server re-prices it and checks the stock, texts the code, and places
 * it with the code typed, once per key and cart whatever the tabs send.
 */
export interface OfflineOrder {
  id: string;
  owner: string;
  /** Where it is sent: the offline order endpoint of the page's language. */
  url: string;
  /** The checkout key of the review page it was placed on: the order the shopper saw. */
  key: string;
  /** The total the shopper saw, as shown. */
  total: string;
  created: number;
  /** Waiting to be confirmed; the code is texted; it changed meanwhile; it cannot be placed. */
  state: "waiting" | "code-sent" | "changed" | "refused";
  /** The server's word on the last attempt: why it was refused, or that a code was wrong. */
  message?: string;
  /** Where the code went. */
  mobile?: string;
  /** The order as it is now, when it changed: its new key and total, for the shopper to accept. */
  changed?: { key: string; total: string };
}

const QUEUE = "offline-orders";

export async function queueOfflineOrder(order: Pick<OfflineOrder, "owner" | "url" | "key" | "total">): Promise<void> {
  // One order waits per owner: placing again replaces the one waiting.
  const waiting = (await readQueue<OfflineOrder>(QUEUE)).filter((entry) => entry.owner === order.owner);
  for (const replaced of waiting) await dropFromQueue(QUEUE, replaced.id);
  await keepInQueue<OfflineOrder>(QUEUE, { ...order, id: crypto.randomUUID(), created: Date.now(), state: "waiting" });
}

export function forgetOfflineOrder(id: string): Promise<void> {
  return dropFromQueue(QUEUE, id);
}

/** The shopper accepts the order as it is now: it waits again under a new key, with the new total. */
export async function acceptChangedOrder(order: OfflineOrder): Promise<void> {
  if (!order.changed) return;
  await dropFromQueue(QUEUE, order.id);
  await keepInQueue<OfflineOrder>(QUEUE, { ...order, ...order.changed, id: crypto.randomUUID(), state: "waiting", changed: undefined, message: undefined });
}

/** What became of a send: the order's place is at `location` when it was placed; null when the network failed. */
export type SendOutcome = { placed: string } | { kept: OfflineOrder } | null;

/**
 * Asks the server to check the order and text the code, unless another tab has done so already (then the shopper
 * types the code that tab had sent).
 */
export function confirmOfflineOrder(id: string): Promise<SendOutcome> {
  return exclusively(QUEUE, async () => {
    const order = (await readQueue<OfflineOrder>(QUEUE)).find((entry) => entry.id === id);
    if (!order) return null;
    if (order.state === "code-sent") return { kept: order };
    return settle(order, await post(order, { intent: "check" }, undefined));
  });
}

/** Places the order with the code typed; the same code sent from two tabs is one request, and one order. */
export async function placeOfflineOrder(id: string, otp: string): Promise<SendOutcome> {
  const order = (await readQueue<OfflineOrder>(QUEUE)).find((entry) => entry.id === id);
  if (!order) return null;
  const code = otp.trim();
  return settle(order, await post(order, { intent: "place", otp: code }, `${order.id}-${code.replace(/[^0-9A-Za-z]/g, "")}`));
}

async function post(order: OfflineOrder, fields: Record<string, string>, idempotencyKey: string | undefined): Promise<OfflineOrderAnswer | null> {
  try {
    const response = await fetch(order.url, {
      method: "POST",
      body: new URLSearchParams({ ...fields, key: order.key, owner: order.owner }),
      headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {},
      credentials: "same-origin",
    });
    if (!response.headers.get("Content-Type")?.includes("application/json")) return null;
    return (await response.json()) as OfflineOrderAnswer;
  } catch {
    return null;
  }
}

async function settle(order: OfflineOrder, answer: OfflineOrderAnswer | null): Promise<SendOutcome> {
  if (answer === null) return null;
  let next: OfflineOrder;
  switch (answer.status) {
    case "placed":
      await dropFromQueue(QUEUE, order.id);
      return { placed: answer.location };
    case "code-sent":
      next = { ...order, state: "code-sent", mobile: answer.mobile, message: undefined };
      break;
    case "changed":
      next = { ...order, state: "changed", changed: { key: answer.key, total: answer.total }, message: undefined };
      break;
    case "code-invalid":
    case "held":
      next = { ...order, message: answer.message };
      break;
    case "refused":
      next = { ...order, state: "refused", message: answer.message };
      break;
  }
  await keepInQueue(QUEUE, next);
  return { kept: next };
}
