import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { useEffect, useRef } from "react";
import { isCartAction } from "./cart-links";

/**
 * Keeps open tabs' carts in step (SPEC §4 "synchronised across browser tabs"). When a cart form or
 * fetcher of this tab has finished (action and revalidation), the other tabs are told through a
 * `BroadcastChannel("cart")`, or a `storage` event where there is none, and revalidate their pages.
 */
const CHANNEL = "cart";
const STORAGE_KEY = "cart-changed";

export function CartSync() {
  const fetchers = useFetchers();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const channel = useRef<BroadcastChannel | null>(null);

  const busy =
    fetchers.some((fetcher) => fetcher.formMethod?.toUpperCase() === "POST" && isCartAction(fetcher.formAction)) ||
    (navigation.formMethod?.toUpperCase() === "POST" && isCartAction(navigation.formAction));
  const wasBusy = useRef(false);

  useEffect(() => {
    const onChange = () => revalidate.current();
    if (typeof BroadcastChannel === "function") {
      const opened = new BroadcastChannel(CHANNEL);
      opened.onmessage = onChange;
      channel.current = opened;
      return () => {
        opened.close();
        channel.current = null;
      };
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) onChange();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (wasBusy.current && !busy) {
      if (channel.current) {
        channel.current.postMessage("changed");
      } else {
        try {
          window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
        } catch (error) {
          // Storage may be disabled; the other tabs then catch up on their next navigation.
          console.warn("cart: could not tell other tabs about the change:", error);
        }
      }
    }
    wasBusy.current = busy;
  }, [busy]);

  return null;
}
