import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/forms/notifications";
import { useRootData } from "~/lib/root-data";
import { useShopperView } from "~/lib/shopper-view";

/**
 * For a cart form posted while the browser is offline (decision 058): the change is queued instead of posted (and
 * sent when the network is back), or, when it cannot wait, the shopper is told it needs the network. Returns
 * whether it dealt with the post; the form then must not post. The queue's code is loaded after the page
 * (components/after-load-slots.tsx), not with it: by the time the network drops, it is here.
 */
export function useOfflineCartChange(label: string): (form: HTMLFormElement, submitter?: HTMLElement | null) => boolean {
  const { t } = useTranslation("cart");
  const { owner } = useShopperView(useRootData());
  return useCallback(
    (form, submitter) => {
      if (navigator.onLine) return false;
      const fields = new FormData(form, submitter ?? undefined);
      import("~/lib/offline/cart-tasks")
        .then((queue) => queue.queueCartChange(form.getAttribute("action") ?? "/cart", fields, { owner, label }))
        .then(
          (queued) => queued || notify({ kind: "error", text: t("offline.needsNetwork") }),
          (error: unknown) => {
            console.error("cart: change not queued:", error);
            notify({ kind: "error", text: t("offline.needsNetwork") });
          },
        );
      return true;
    },
    [label, owner, t],
  );
}
