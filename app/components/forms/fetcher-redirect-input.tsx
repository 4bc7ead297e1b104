import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * `redirectTo` for a form a fetcher enhances: present while the page is not hydrated (no JavaScript, or
 * not yet), so the action answers POST → 303 → GET; gone once a fetcher submits it, so the action answers
 * with data instead of navigating away.
 */
export function FetcherRedirectInput({ to }: { to?: string }) {
  const hydrated = useHydrated();
  const location = useLocation();
  if (hydrated) return null;
  return <input type="hidden" name="redirectTo" value={to ?? location.pathname + location.search} />;
}
