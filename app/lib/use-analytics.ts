import { useEffect } from "react";
import type { AnalyticsEvent } from "./analytics-events";
import { useRootData } from "./root-data";
import { useShopperView } from "./shopper-view";

/**
 * The data layer (decision 064): GA4-shaped events in `window.dataLayer`, where a tag manager reads them, for a
 * shopper who allowed analytics cookies. Without that consent nothing is pushed, and no tag manager loads.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether this shopper allowed analytics: the page's view, filled per request (decision 020). */
export function useAnalyticsAllowed(): boolean {
  return useShopperView(useRootData()).consent?.analytics === true;
}

/** Pushes an event; only call it for a shopper who allowed analytics. */
export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  (window.dataLayer ??= []).push(event);
}

/** Pushes `event` once the page shows it, when the shopper allowed analytics (again if they allow it later). */
export function useAnalyticsEvent(event: AnalyticsEvent | null): void {
  const allowed = useAnalyticsAllowed();
  const key = event && JSON.stringify(event);
  useEffect(() => {
    if (allowed && key) pushAnalyticsEvent(JSON.parse(key) as AnalyticsEvent);
  }, [allowed, key]);
}
