import { useEffect, useState, type ComponentType } from "react";

/**
 * The parts every page has that are not needed to read or use it, loaded once it is hydrated, so that the
 * JavaScript a page loads first stays small: the microcart (it opens after an add), the service worker's states
 * (decision 057), the tag manager for a shopper who allowed analytics (decision 064), the newsletter's popup and the offline queue (decision 058: needed once the network drops, and by then in memory and in
 * the service worker's cache). A part that could not be loaded (the network dropped first) is tried again when the
 * browser is back online.
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

/** The service worker registered, and its states said (ready, a new version, offline…). */
export const ServiceWorkerStatusSlot = later(() => import("~/components/service-worker-status").then((parts) => parts.ServiceWorkerStatus));
/** The drawer that shows the cart after an add (JavaScript only). */
export const MicrocartSlot = later(() => import("~/components/cart/microcart").then((parts) => parts.Microcart));

/** Sends the cart changes queued offline, on load and when the network is back. */
export const CartTaskSenderSlot = later(() => cartParts().then((parts) => parts.CartTaskSender));
/** The microcart's list of changes waiting or refused; `onWaitingAdded` opens the drawer. */
export const MicrocartQueueSlot = later<{ onWaitingAdded: () => void }>(() => cartParts().then((parts) => parts.MicrocartQueue));
/** "Order waiting!" when an order placed offline waits on this device. */
export const OfflineOrderSlot = later(() => import("~/components/checkout/offline-order").then((parts) => parts.OfflineOrderNotice));
/** Loads the tag manager's container once the shopper allowed analytics (decision 064). */
export const TagManagerSlot = later<{ id: string }>(() => import("~/components/consent/tag-manager").then((parts) => parts.TagManager));
/** The newsletter's popup, which opens once, on a later page than the first (JavaScript only). */
export const NewsletterPopupSlot = later<{ may: boolean; subscribed: boolean }>(() => import("~/components/newsletter-popup").then((parts) => parts.NewsletterPopup));
