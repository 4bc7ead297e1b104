import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/forms/notifications";
import { CART_TASKS_SYNC_TAG, queueCartTask } from "~/lib/offline/cart-tasks";
import { useRootData } from "~/lib/root-data";
import { useShopperView } from "~/lib/shopper-view";

/** The cart changes a shopper may make offline; the rest (buy now, codes, gift wrap) need the network. */
const QUEUEABLE = new Set(["add", "update-qty", "remove"]);

/**
 * For a cart form posted while the browser is offline (decision 058): the change is queued instead of posted (and
 * sent when the network is back), or, when it cannot wait, the shopper is told it needs the network. Returns
 * whether it dealt with the post; the form then must not post.
 */
export function useOfflineCartChange(label: string): (form: HTMLFormElement, submitter?: HTMLElement | null) => boolean {
  const { t } = useTranslation("cart");
  const { owner } = useShopperView(useRootData());
  return useCallback(
    (form, submitter) => {
      if (navigator.onLine) return false;
      const fields = new FormData(form, submitter ?? undefined);
      const intent = fields.get("intent");
      if (typeof intent !== "string" || !QUEUEABLE.has(intent)) {
        notify({ kind: "error", text: t("offline.needsNetwork") });
        return true;
      }
      fields.delete("redirectTo");
      const payload = [...fields].filter((entry): entry is [string, string] => typeof entry[1] === "string");
      const url = `${form.getAttribute("action") ?? "/cart"}/tasks`;
      queueCartTask({ url, payload, owner, label }).then(askForBackgroundSync, (error: unknown) => {
        console.error("cart: change not queued:", error);
        notify({ kind: "error", text: t("offline.needsNetwork") });
      });
      return true;
    },
    [label, owner, t],
  );
}

/** Where the browser has Background Sync (Chromium), the worker sends the queue even if every tab is closed. */
async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(CART_TASKS_SYNC_TAG).catch(() => undefined);
}
