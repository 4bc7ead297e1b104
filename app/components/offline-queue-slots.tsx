import { useEffect, useState, type ComponentType } from "react";

/**
 * The parts of the offline queue (decision 058) every page has, loaded once the page is hydrated: they are not
 * needed to use the page, only once the network drops, and by then they are in memory (and in the service worker's
 * cache), so the JavaScript a page loads first does not grow. A part that could not be loaded (the network dropped
 * first) is tried again when the browser is back online.
 */

function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  return function Later(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let current = true;
      const attempt = () =>
        void load().then(
          (part) => {
            loaded = part;
            if (current) setPart(() => part);
          },
          () => undefined, // offline before it came: again when back online
        );
      attempt();
      window.addEventListener("online", attempt);
      return () => {
        current = false;
        window.removeEventListener("online", attempt);
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  };
}

const cartParts = () => import("~/components/cart/queued-cart-changes");

/** Sends the cart changes queued offline, on load and when the network is back. */
export const CartTaskSenderSlot = later(() => cartParts().then((parts) => parts.CartTaskSender));
/** The microcart's list of changes waiting or refused; `onWaitingAdded` opens the drawer. */
export const MicrocartQueueSlot = later<{ onWaitingAdded: () => void }>(() => cartParts().then((parts) => parts.MicrocartQueue));
/** "Order waiting!" when an order placed offline waits on this device. */
export const OfflineOrderSlot = later(() => import("~/components/checkout/offline-order").then((parts) => parts.OfflineOrderNotice));
