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

const PUSHED_ONCE_KEY = "analytics-pushed-once";
/** Events pushed once remembered on this device: the latest few are enough to stop a reload pushing again. */
const PUSHED_ONCE_MAX = 20;

/** `useAnalyticsEvent` for an event that happens once (a purchase, by its order number), whatever the reloads. */
export function useAnalyticsEventOnce(event: AnalyticsEvent, id: string): void {
  const allowed = useAnalyticsAllowed();
  const key = JSON.stringify(event);
  useEffect(() => {
    if (!allowed) return;
    const pushed = pushedOnce();
    if (pushed.includes(id)) return;
    pushAnalyticsEvent(JSON.parse(key) as AnalyticsEvent);
    try {
      localStorage.setItem(PUSHED_ONCE_KEY, JSON.stringify([...pushed, id].slice(-PUSHED_ONCE_MAX)));
    } catch {
      // Storage refused (private mode, full): a reload may push it again.
    }
  }, [allowed, key, id]);
}

function pushedOnce(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PUSHED_ONCE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}
