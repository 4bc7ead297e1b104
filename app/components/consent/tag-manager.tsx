import { useEffect } from "react";
import { TAG_MANAGER_ORIGIN } from "~/lib/consent";
import { useAnalyticsAllowed } from "~/lib/use-analytics";
const SCRIPT_ID = "tag-manager";

/**
 * The tag manager's container, loaded once, after hydration, and only when the shopper allowed analytics
 * (decision 064): before that no request leaves the store. It reads the events already in `window.dataLayer`.
 */
export function TagManager({ id }: { id: string }) {
  const allowed = useAnalyticsAllowed();
  useEffect(() => {
    if (!allowed || document.getElementById(SCRIPT_ID)) return;
    (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  }, [allowed, id]);
  return null;
}
